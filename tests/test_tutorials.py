"""The guided first games (timekeeper.tutorials), checked against the engines: every tutorial
replays (every scripted move legal), every sentence it shows is there and filled in English
and French from the engine's answers (no number written by hand), and a broken tutorial file
is refused with one line saying what and where."""

import importlib
import json
import re

import pytest

from timekeeper import i18n, tutorials
from timekeeper.core.registry import GAMES

WITH_TUTORIAL = [game for game in GAMES if tutorials.has_tutorial(game)]


def _lesson_catalog(game: str, lang: str) -> dict:
    return importlib.import_module(GAMES[game].lesson_catalog_module(lang)).TEXT


def test_every_game_has_a_tutorial():
    assert WITH_TUTORIAL == list(GAMES)


@pytest.mark.parametrize("game", WITH_TUTORIAL)
def test_the_tutorial_replays_through_its_engine(game):
    tutorial = tutorials.load(game)
    assert tutorial.game == game
    shown = tutorials.replay(tutorial)
    assert 8 <= len(tutorial.steps) <= 15, len(tutorial.steps)
    assert shown, "a tutorial says something"
    asked = [s for s in shown if s.phase == tutorials.PLAY and s.view["turn"] == tutorial.learner]
    assert asked, "the learner plays at least one move"


@pytest.mark.parametrize("game", WITH_TUTORIAL)
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_sentence_is_there_and_filled_from_the_engine(game, lang):
    tutorial = tutorials.load(game)
    names = tutorials.names(tutorial, lang, "Zoé")
    assert len(set(names)) == len(names)
    for shown in tutorials.replay(tutorial, names):
        words = tutorials.sentence(lang, game, shown.key, shown.view, shown.move, shown.event)
        assert words.strip() and "{" not in words, (shown.key, words)
    for shown in tutorials.replay(tutorial, names):  # a wrong move is answered on each ask
        if shown.phase == tutorials.PLAY and shown.view["turn"] == tutorial.learner:
            step = tutorial.steps[shown.index]
            assert tutorials.sentence(lang, game, step.wrong or tutorial.wrong, shown.view,
                                      shown.move).strip()


@pytest.mark.parametrize("game", WITH_TUTORIAL)
def test_the_lesson_catalogs_have_the_same_keys_and_no_number_written_by_hand(game):
    english, french = _lesson_catalog(game, "en"), _lesson_catalog(game, "fr")
    assert set(english) == set(french)
    for key in tutorials.load(game).keys():
        assert key in english or i18n.has("en", key, game), key
    for lang, catalog in (("en", english), ("fr", french)):
        for key, words in catalog.items():
            assert not re.search(r"\d", words), f"{lang} {key}: {words!r} writes a number"


@pytest.mark.parametrize("game", WITH_TUTORIAL)
def test_a_lesson_comes_back_from_its_save_at_every_step(game):
    tutorial = tutorials.load(game)
    lesson = tutorials.Lesson.begin(tutorial, ["A", "B", "C", "D"][:len(tutorial.players)])
    while not lesson.over:
        saved = json.loads(json.dumps(lesson.to_save()))
        back = tutorials.Lesson.from_save(tutorial, saved)
        assert (back.index, back.phase, back.game.to_record()) == \
            (lesson.index, lesson.phase, lesson.game.to_record())
        said, again = lesson.saying(), back.saying()
        assert (said is None) == (again is None)
        if said is not None:  # the same sentence, about the same event
            assert again[:2] == said[:2]
            assert _told(again[2]) == _told(said[2])
        if lesson.phase == tutorials.PLAY:
            lesson.played(lesson.game.play(dict(lesson.step.move)))
        else:
            lesson.next()


def _told(event) -> dict | None:
    """What an event tells, without which step of a turn returned it (``step``, ``done``)."""
    if event is None:
        return None
    return {k: v for k, v in event.to_dict().items() if k not in ("step", "done")}


# ------------------------------------------------------------------------ a broken file
GOOD = {"format": 1, "game": "hoursandghosts", "players": ["learner", "leo"], "deal": "x",
        "wrong": "w", "steps": [{"say": "hello"}]}


@pytest.mark.parametrize("change, said", [
    ({"format": 2}, "format: expected 1"),
    ({"game": "chess"}, "game: no game called 'chess'"),
    ({"players": ["leo", "mia"]}, "players: exactly one seat is 'learner'"),
    ({"deal": ""}, "deal: expected the deal's words"),
    ({"steps": []}, "steps: expected a list of steps"),
    ({"steps": [{"say": "a"}, {"sya": "b"}]}, "step 2: unknown key 'sya'"),
    ({"steps": [{"then": "a"}]}, "step 1: a step says something or plays a move"),
    ({"steps": [{"jump": [{"take": 1}]}]}, "step 1: a jump says where it went"),
    ({"steps": [{"move": {"take": 1}, "jump": [{"take": 1}]}]},
     "step 1: a step has a move or a jump, not both"),
])
def test_a_broken_tutorial_file_is_refused_with_what_and_where(change, said):
    with pytest.raises(tutorials.TutorialError) as refused:
        tutorials.parse({**GOOD, **change})
    assert str(refused.value) == said


def test_a_move_the_engine_refuses_is_named_by_its_step():
    tutorial = tutorials.load("hoursandghosts")
    steps = list(tutorial.steps)
    learner_take = next(n for n, step in enumerate(steps) if step.move and "take" in step.move)
    steps[learner_take] = tutorials.Step(say=steps[learner_take].say, move={"take": 99})
    broken = tutorials.Tutorial(**{**tutorial.__dict__, "steps": tuple(steps)})
    with pytest.raises(tutorials.TutorialError, match=rf"^step {learner_take + 1}: "):
        tutorials.replay(broken)
