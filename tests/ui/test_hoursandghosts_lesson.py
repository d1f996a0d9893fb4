"""Who Turned the Clock?'s guided game: for every move the tutorial asks of the learner, the
element the bubble points at (the view's ``lesson_target``) is shown and marked as the move
asked for, and tapping it again and again plays that very move: the face-down card, the lit
slot, "Done", and the emergency move's buttons in turn. What its sentences speak of (``at``)
and where each move landed (``played``) are drawn too. The moves asked for are lit as the
shell lights them, through the hint marks (``hinted_move``).

All of it runs with no page (no_page.Shell): what is drawn where the bubble points, and the
action of each thing tapped (its ``data-action``). On the stand-in page (tablet.Tablet): the
same taps reaching Python through the page's listeners (the whole game played tapping what
the bubble points at; test_lessons.py taps the lesson itself through the page in both
languages), and the focus given back to "Done"."""

import pytest
from no_page import Shell
from tablet import Tablet

from timekeeper import tutorials

TUTORIAL = tutorials.load("hoursandghosts")
LEARNER = TUTORIAL.learner


def _scripted(tab, move: dict) -> None:
    """Another seat's move (or a move of a jump), played as the shell plays one."""
    if tab.screen == "handoff":
        tab.take_tablet()
    with tab.inside():
        tab.app.play(dict(move))
    tab.settle()


def _shown(tab, thing: dict) -> None:
    selector = tab.lesson_target(thing)
    assert selector is not None, thing
    assert tab.shown(selector), (thing, selector)


def _asked_taps(tab) -> dict[int, list[str]]:
    """The tutorial's game played through, each move asked of the learner tapped as asked
    (``tap_as_asked``), the others scripted, each step's ``at`` and ``played`` checked
    shown. The selectors tapped, by step number."""
    tab.new_game("hoursandghosts", ["Zoé", "Leo"], deal=TUTORIAL.deal)
    taps = {}
    for number, step in enumerate(TUTORIAL.steps, 1):
        for move in step.jump:
            _scripted(tab, move)
        if step.at is not None:
            if tab.screen == "handoff" and tab.app.game.turn == LEARNER:
                tab.take_tablet()
            _shown(tab, step.at)
        if step.move is None:
            continue
        if tab.app.game.turn == LEARNER:
            taps[number] = tab.tap_as_asked(step.move)
        else:
            _scripted(tab, step.move)
        if step.then is not None:
            _shown(tab, {"played": step.move})
    assert tab.app.game.finished and tab.app.game.result().winners == [LEARNER]
    return taps


TAPS = {2: ['.hg-fan [data-action="take"][data-value="1"]'],
        3: ['button[data-action="slot"][data-value="0"]'],
        4: ['[data-action="done"]'],
        10: ['[data-action="emergency"]', '[data-action="shift-choice"][data-value="2-1"]',
             '[data-action="emergency-make"]']}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_tapping_what_the_bubble_points_to_plays_every_asked_move(lang):
    shell = Shell(lang=lang)
    taps = _asked_taps(shell)
    assert {number: taps[number] for number in TAPS} == TAPS
    assert shell.console == []


def test_on_the_page_a_tap_on_what_the_bubble_points_to_plays_every_asked_move():
    tab = Tablet()
    taps = _asked_taps(tab)
    assert {number: taps[number] for number in TAPS} == TAPS
    assert tab.console == []


def test_a_shift_chosen_another_way_points_to_taking_a_card_instead():
    """In the emergency move's chooser, a shift that is not the one asked for sends the
    bubble to "Take a card instead", which starts the choice again."""
    shell = Shell()
    shell.new_game("hoursandghosts", ["Zoé", "Leo"], deal=TUTORIAL.deal)
    for step in TUTORIAL.steps[:9]:
        for move in (*step.jump, *([step.move] if step.move else [])):
            _scripted(shell, move)
    if shell.screen == "handoff":
        shell.take_tablet()
    asked = TUTORIAL.steps[9].move
    shell.press("emergency")
    shell.press("shift-choice", "0-1")  # 07:00 one slot right: not the move asked for
    shell.ask_move(asked)
    assert shell.lesson_target({"move": asked}) == '[data-action="emergency-cancel"]'
    cancel = shell.find_shown('[data-action="emergency-cancel"]')
    assert cancel.get("class", "").split()[-1] == "hinted"
    assert shell.tap_as_asked(asked)[0] == '[data-action="emergency-cancel"]'
    assert shell.app.game.current.shift == [[2, 1]]


def _to_the_first_done(tab) -> None:
    """From the home card, through the lesson's bubbles, to its first "Done"."""
    tab.tap('#panel [data-action="learn"][data-value="hoursandghosts"]')
    for _ in range(20):
        lesson = tab.app.lesson
        if lesson.learners_turn() and lesson.expected() == {"end": True}:
            return
        anchor = tab.find("#coach .coach-bubble").get("data-anchor")
        tab.tap('#coach [data-action="lesson-next"]' if lesson.waits_for_next() else anchor)
    raise AssertionError("the lesson never asked for Done")


def _rearranged_then_done(tab) -> list:
    """At the first "Done" asked for, the first card moved one place right, then Done. The
    hand as it was."""
    _to_the_first_done(tab)
    hand = tab.app.game.hand(LEARNER)
    tab.press("pick", "0")
    tab.press("move-card", "1")  # the first card one place right: a new order
    tab.press("done")
    return hand


def test_a_hand_rearranged_when_done_is_asked_goes_back_and_done_then_ends_the_turn():
    shell = Shell()
    hand = _rearranged_then_done(shell)
    assert shell.app.game.phase == "finish" and shell.app.game.hand(LEARNER) == hand  # not played
    assert shell.text("#coach .coach-note").endswith("Keep your cards as they are and tap Done.")
    assert [b.get("aria-pressed") for b in shell.find_all("[data-action=pick]")] \
        == ["false"] * len(hand)  # the hand as it was, nothing picked
    shell.press("done")
    assert shell.app.game.turn != LEARNER and len(shell.app.game.history) >= 1
    assert shell.app.game.history[0].arrange is None


def test_on_the_page_done_keeps_the_focus_when_a_rearranged_hand_goes_back():
    tab = Tablet()
    hand = _rearranged_then_done(tab)
    assert tab.app.game.phase == "finish" and tab.app.game.hand(LEARNER) == hand  # not played
    assert tab.focused == "done"


def test_each_bubble_points_at_what_it_speaks_of():
    """Through the whole lesson: a sentence about a move just played points where it
    landed, a step's own sentence at what it names, each shown."""
    shell = Shell()
    shell.tap('#panel [data-action="learn"][data-value="hoursandghosts"]')
    anchors = {}
    while not shell.shown('#coach [data-action="play-computer"]'):
        assert len(anchors) < 60
        lesson = shell.app.lesson
        anchor = shell.find("#coach .coach-bubble").get("data-anchor")
        anchors[(lesson.index + 1, lesson.phase)] = anchor
        if anchor:
            assert shell.shown(anchor), anchor
        if lesson.waits_for_next():
            shell.tap('#coach [data-action="lesson-next"]')
        else:
            shell.tap(anchor)
    leo = '.hg-seat[data-seat="1"]'
    mine = '.hg-seat[data-seat="0"]'
    assert anchors[(1, "intro")] == f"{mine} .hg-row"
    assert anchors[(3, "outro")] == f'{mine} .slot[data-slot="0"]'  # 07:00, far left
    assert anchors[(5, "intro")] == f"{mine} .hg-hand-size"  # Leo takes from your hand
    assert anchors[(5, "outro")] == f'{leo} .slot[data-slot="6"]'  # 20:00, far right
    assert anchors[(6, "outro")] == ".hg-hand .hg-card.ghost.new"  # the ghost, in your hand
    assert anchors[(8, "outro")] == f"{leo} .hg-known-ghosts"  # passed on to Leo
    assert anchors[(9, "intro")] == f'{mine} .slot[data-slot="1"]'  # the hole
    assert anchors[(10, "outro")] == f'{mine} .slot[data-slot="1"]'  # 08:00 moved there
    assert anchors[(14, "outro")] == f'{mine} .slot[data-slot="6"]'  # the last card
