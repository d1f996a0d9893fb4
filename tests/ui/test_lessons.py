"""The guided first games ("Learn to play") played as a learner plays them: from the home card
to "Play a real game", tapping only what the bubble asks for, in English and French; a move
not asked for is answered kindly and not played; a lesson left goes on where it was after a
reload; the game saved for real is never touched.

All of it runs with no page (no_page.Shell): the bubble drawn in ``#coach`` (its words, its
step, where it points, its buttons), what is announced and stored, and the shell's own action
for each thing tapped. The focus (each bubble gives it to what it asks for) and the taps
reaching Python through the page's listeners need the page: the lesson tapped through to its
end once more on the stand-in page (tablet.Tablet), for every game in both languages."""

import json

import pytest
from no_page import Shell
from tablet import Tablet

from timekeeper import tutorials
from timekeeper.core.registry import GAMES

LESSONS = [game for game in GAMES if tutorials.has_tutorial(game)]
BUBBLE = "#coach .coach-bubble"
NEXT = '#coach [data-action="lesson-next"]'
THE_END = '#coach [data-action="play-computer"]'


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
    while not tab.shown(THE_END):
        assert len(seen) < 200, "the lesson comes to its end"
        seen.append(advance(tab))
    return seen


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_plays_to_its_end_tapping_only_what_the_bubble_asks_for(game, lang):
    shell = Shell(lang=lang)
    start(shell, game)
    tutorial = tutorials.load(game)
    seen = []
    while not shell.shown(THE_END):
        assert len(seen) < 200, "the lesson comes to its end"
        shown = bubble(shell)
        lesson = shell.app.lesson
        if lesson.learners_turn():  # the move asked for is lit
            if shell.app.view.marks_hint(lesson.expected()) and not lesson.step.free:
                assert shell.count(".hinted"), f"the move asked for is lit: {shown}"
        else:
            assert shown["next"] or shell.screen == "computer", shown
        seen.append(advance(shell))
    steps = {s["step"] for s in seen}
    assert len(steps) == len(tutorial.steps)
    last = bubble(shell)
    buttons = shell.buttons("#coach")
    assert any("computer" in b.lower() or "ordinateur" in b.lower() for b in buttons), buttons
    assert last["text"] and shell.said, "each bubble is read out"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", LESSONS)
def test_on_the_page_each_bubble_gives_the_focus_to_what_it_asks_for(game, lang):
    """Tapped on the page through to the lesson's end: the thing to tap has the focus at
    each of the learner's moves, and the end's first choice takes it."""
    tab = Tablet(lang=lang)
    start(tab, game)
    seen = 0
    while not tab.shown(THE_END):
        assert seen < 200, "the lesson comes to its end"
        if tab.app.lesson.learners_turn():  # the thing to tap has the focus
            shown = bubble(tab)
            assert tab.focused and tab.find(shown["anchor"]) is tab.page.active, \
                (shown, tab.focused)
        advance(tab)
        seen += 1
    assert tab.focused == "lesson-computer", "the end's first choice takes the focus"


def test_a_move_not_asked_for_is_answered_kindly_and_nothing_is_played():
    shell = Shell()
    start(shell, "hoursandghosts")
    while not shell.app.lesson.learners_turn() or "take" not in shell.app.lesson.expected():
        advance(shell)
    asked = shell.app.lesson.expected()["take"]
    before = shell.app.game.to_record(), shell.app.game.steps_in_progress()
    other = next(n for n in range(7) if n != asked)
    shell.tap(f'[data-action="take"][data-value="{other}"]')
    assert (shell.app.game.to_record(), shell.app.game.steps_in_progress()) == before
    note = shell.text("#coach .coach-note")
    assert note and note in shell.said[-1]
    shell.tap(bubble(shell)["anchor"])  # the lit card: played, the note gone
    assert shell.app.game.steps_in_progress() and not shell.find("#coach .coach-note")


@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_left_goes_on_where_it_was_after_a_reload(game):
    shell = Shell()
    start(shell, game)
    for _ in range(5):
        advance(shell)
    here = bubble(shell)
    record = shell.app.game.to_record()
    shell = shell.reload()
    card = f'#panel [data-action="learn"][data-value="{game}"]'
    assert here["step"] in shell.text(card)  # "Go on learning · Step 4 of 12"
    shell.tap(card)
    assert bubble(shell) == here
    assert shell.app.game.to_record() == record


def test_a_lesson_leaves_the_game_saved_for_real_alone_and_ends_in_a_real_game():
    shell = Shell()
    shell.new_game("hoursandghosts", ["Ana", "Ben"], seed="lesson")
    shell.take_turn("hoursandghosts")
    saved = json.loads(shell.stored("timekeeper.hoursandghosts.game"))
    shell.press("home")
    start(shell, "hoursandghosts")
    play_through(shell)
    assert json.loads(shell.stored("timekeeper.hoursandghosts.game")) == saved
    assert "Menu" not in shell.buttons("#topnav")  # no undo nor record in a lesson
    shell.tap(THE_END)  # the lesson left for the name and level
    assert shell.screen == "quick" and shell.app.lesson is None and not shell.find(BUBBLE)
    shell.submit("Play", exact=True)  # the game saved is under way: asked
    assert "Ana" in shell.dialog
    shell.press("dialog-yes")
    assert shell.app.lesson is None and not shell.find(BUBBLE)
    assert shell.stored("timekeeper.lesson.hoursandghosts") is None  # over: forgotten
    assert shell.screen in ("turn", "computer") and len(shell.app.game.players) == 2


def test_the_rules_page_offers_the_lesson():
    shell = Shell(lang="fr")
    shell.press("choose-game", "les24heures")
    shell.press("rules")
    assert "Apprendre à jouer : Les 24 Heures" in shell.buttons("#dialog")
    shell.tap_button("Apprendre à jouer", within="#dialog")
    assert shell.dialog == "" and bubble(shell)["step"].startswith("Étape 1 sur")


def test_the_bubble_follows_a_language_switch_and_so_do_the_names():
    shell = Shell()
    start(shell, "hoursandghosts")
    english = bubble(shell)["text"]
    names = list(shell.app.game.players)
    shell.press("lang")
    french = bubble(shell)
    assert french["text"] != english and french["step"].startswith("Étape")
    assert shell.app.game.players[shell.app.lesson.learner] == names[shell.app.lesson.learner]
    assert shell.app.game.players == tutorials.names(shell.app.lesson.tutorial, "fr",
                                                     names[shell.app.lesson.learner])


def test_the_learner_is_named_as_this_tablet_knows_them_never_as_another_seat():
    shell = Shell()
    shell.put("timekeeper.setting.player_name", "Zoé")
    shell.reload()  # Python starts with what the tablet keeps
    start(shell, "hoursandghosts")
    learner = shell.app.lesson.learner
    assert shell.app.game.players[learner] == "Zoé"
    other = next(name for seat, name in enumerate(shell.app.game.players) if seat != learner)
    shell.press("home")
    shell.put("timekeeper.lesson.hoursandghosts", "")  # the lesson starts over
    shell.put("timekeeper.setting.player_name", other)
    shell.reload()
    start(shell, "hoursandghosts")
    assert shell.app.game.players[learner] == f"Player {learner + 1}"
