"""The guided first games ("Learn to play") played as a learner plays them, on CPython
(tests/ui/tablet.py): from the home card to "Play a real game", tapping only what the bubble
asks for, in English and French; a move not asked for is answered kindly and not played; a
lesson left goes on where it was after a reload; the game saved for real is never touched."""

import json

import pytest
from tablet import Tablet

from timekeeper import tutorials
from timekeeper.core.registry import GAMES

LESSONS = [game for game in GAMES if tutorials.has_tutorial(game)]
BUBBLE = "#coach .coach-bubble"
NEXT = '#coach [data-action="lesson-next"]'


def bubble(tab) -> dict:
    """What the bubble shows: its words, where it points, whether it waits for Next."""
    found = tab.find(BUBBLE)
    assert found is not None and tab.shown("#coach"), "the lesson shows its bubble"
    return {"text": tab.text(BUBBLE), "anchor": found.get("data-anchor") or "",
            "next": tab.shown(NEXT), "step": tab.text("#coach .coach-step")}


def advance(tab) -> dict:
    """Tap what the bubble asks for (Next, else the thing it points at); answers what the
    bubble showed before the tap."""
    shown = bubble(tab)
    if shown["next"]:
        tab.tap(NEXT)
    else:
        assert shown["anchor"], f"the bubble points at the thing to tap: {shown}"
        assert tab.shown(shown["anchor"]), f"{shown['anchor']} is on the page"
        tab.tap(shown["anchor"])
    return shown


def start(tab, game: str) -> None:
    tab.tap(f'#panel [data-action="learn"][data-value="{game}"]')


def play_through(tab) -> list[dict]:
    """Every bubble on the way to the lesson's end, each one tapped through."""
    seen = []
    while not tab.shown('#coach [data-action="play-computer"]'):
        assert len(seen) < 200, "the lesson comes to its end"
        seen.append(advance(tab))
    return seen


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_plays_to_its_end_tapping_only_what_the_bubble_asks_for(game, lang):
    tab = Tablet(lang=lang)
    start(tab, game)
    tutorial = tutorials.load(game)
    seen = []
    while not tab.shown('#coach [data-action="play-computer"]'):
        assert len(seen) < 200, "the lesson comes to its end"
        shown = bubble(tab)
        lesson = tab.app.lesson
        if lesson.learners_turn():  # the thing to tap has the focus, and the move is lit
            assert tab.focused and tab.find(shown["anchor"]) is tab.page.active, \
                (shown, tab.focused)
            if tab.app.view.marks_hint(lesson.expected()) and not lesson.step.free:
                assert tab.count(".hinted"), f"the move asked for is lit: {shown}"
        else:
            assert shown["next"] or tab.screen == "computer", shown
        seen.append(advance(tab))
    steps = {s["step"] for s in seen}
    assert len(steps) == len(tutorial.steps)
    last = bubble(tab)
    buttons = tab.buttons("#coach")
    assert any("computer" in b.lower() or "ordinateur" in b.lower() for b in buttons), buttons
    assert tab.focused == "lesson-computer", "the end's first choice takes the focus"
    assert last["text"] and tab.said, "each bubble is read out"


def test_a_move_not_asked_for_is_answered_kindly_and_nothing_is_played():
    tab = Tablet()
    start(tab, "hoursandghosts")
    while not tab.app.lesson.learners_turn() or "take" not in tab.app.lesson.expected():
        advance(tab)
    asked = tab.app.lesson.expected()["take"]
    before = tab.app.game.to_record(), tab.app.game.steps_in_progress()
    other = next(n for n in range(7) if n != asked)
    tab.tap(f'[data-action="take"][data-value="{other}"]')
    assert (tab.app.game.to_record(), tab.app.game.steps_in_progress()) == before
    note = tab.text("#coach .coach-note")
    assert note and note in tab.said[-1]
    tab.tap(bubble(tab)["anchor"])  # the lit card: played, the note gone
    assert tab.app.game.steps_in_progress() and not tab.find("#coach .coach-note")


@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_left_goes_on_where_it_was_after_a_reload(game):
    tab = Tablet()
    start(tab, game)
    for _ in range(5):
        advance(tab)
    here = bubble(tab)
    record = tab.app.game.to_record()
    tab = tab.reload()
    card = f'#panel [data-action="learn"][data-value="{game}"]'
    assert here["step"] in tab.text(card)  # "Go on learning · Step 4 of 12"
    tab.tap(card)
    assert bubble(tab) == here
    assert tab.app.game.to_record() == record


def test_a_lesson_leaves_the_game_saved_for_real_alone_and_ends_in_a_real_game():
    tab = Tablet()
    tab.new_game("hoursandghosts", ["Ana", "Ben"], seed="lesson")
    tab.take_turn("hoursandghosts")
    saved = json.loads(tab.stored("timekeeper.hoursandghosts.game"))
    tab.press("home")
    start(tab, "hoursandghosts")
    play_through(tab)
    assert json.loads(tab.stored("timekeeper.hoursandghosts.game")) == saved
    assert "Menu" not in tab.buttons("#topnav")  # no undo nor record in a lesson
    tab.tap('#coach [data-action="play-computer"]')  # the lesson left for the name and level
    assert tab.screen == "quick" and tab.app.lesson is None and not tab.find(BUBBLE)
    tab.tap_button("Play", exact=True)  # the game saved is under way: asked
    assert "Ana" in tab.dialog
    tab.press("dialog-yes")
    assert tab.app.lesson is None and not tab.find(BUBBLE)
    assert tab.stored("timekeeper.lesson.hoursandghosts") is None  # over: forgotten
    assert tab.screen in ("turn", "computer") and len(tab.app.game.players) == 2


def test_the_rules_page_offers_the_lesson():
    tab = Tablet(lang="fr")
    tab.press("choose-game", "les24heures")
    tab.press("rules")
    assert "Apprendre à jouer : Les 24 Heures" in tab.dialog_buttons
    tab.tap_button("Apprendre à jouer", within="#dialog")
    assert tab.dialog == "" and bubble(tab)["step"].startswith("Étape 1 sur")


def test_the_bubble_follows_a_language_switch_and_so_do_the_names():
    tab = Tablet()
    start(tab, "hoursandghosts")
    english = bubble(tab)["text"]
    names = list(tab.app.game.players)
    tab.press("lang")
    french = bubble(tab)
    assert french["text"] != english and french["step"].startswith("Étape")
    assert tab.app.game.players[tab.app.lesson.learner] == names[tab.app.lesson.learner]
    assert tab.app.game.players == tutorials.names(tab.app.lesson.tutorial, "fr",
                                                   names[tab.app.lesson.learner])


def test_the_learner_is_named_as_this_tablet_knows_them_never_as_another_seat():
    tab = Tablet()
    tab.put("timekeeper.setting.player_name", "Zoé")
    tab.reload()  # the page starts with what the tablet keeps
    start(tab, "hoursandghosts")
    learner = tab.app.lesson.learner
    assert tab.app.game.players[learner] == "Zoé"
    other = next(name for seat, name in enumerate(tab.app.game.players) if seat != learner)
    tab.press("home")
    tab.put("timekeeper.lesson.hoursandghosts", "")  # the lesson starts over
    tab.put("timekeeper.setting.player_name", other)
    tab.reload()
    start(tab, "hoursandghosts")
    assert tab.app.game.players[learner] == f"Player {learner + 1}"
