"""Who Turned the Clock?'s guided game on the page: for every move the tutorial asks of the
learner, the element the bubble points at (the view's ``lesson_target``) is shown and marked
as the move asked for, and tapping it again and again plays that very move: the face-down
card, the lit slot, "Done", and the emergency move's buttons in turn. What its sentences
speak of (``at``) and where each move landed (``played``) are on the page too. The moves
asked for are lit as the shell lights them, through the hint marks (``hinted_move``)."""

import pytest
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


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_tapping_what_the_bubble_points_to_plays_every_asked_move(lang):
    tab = Tablet(lang=lang)
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
    assert taps[2] == ['.hg-fan [data-action="take"][data-value="1"]']
    assert taps[3] == ['button[data-action="slot"][data-value="0"]']
    assert taps[4] == ['[data-action="done"]']
    assert taps[10] == ['[data-action="emergency"]',
                        '[data-action="shift-choice"][data-value="2-1"]',
                        '[data-action="emergency-make"]']
    assert tab.console == []


def test_a_shift_chosen_another_way_points_to_taking_a_card_instead():
    """In the emergency move's chooser, a shift that is not the one asked for sends the
    bubble to "Take a card instead", which starts the choice again."""
    tab = Tablet()
    tab.new_game("hoursandghosts", ["Zoé", "Leo"], deal=TUTORIAL.deal)
    for step in TUTORIAL.steps[:9]:
        for move in (*step.jump, *([step.move] if step.move else [])):
            _scripted(tab, move)
    if tab.screen == "handoff":
        tab.take_tablet()
    asked = TUTORIAL.steps[9].move
    tab.press("emergency")
    tab.press("shift-choice", "0-1")  # 07:00 one slot right: not the move asked for
    tab.ask_move(asked)
    assert tab.lesson_target({"move": asked}) == '[data-action="emergency-cancel"]'
    cancel = tab.find_shown('[data-action="emergency-cancel"]')
    assert cancel.get("class", "").split()[-1] == "hinted"
    assert tab.tap_as_asked(asked)[0] == '[data-action="emergency-cancel"]'
    assert tab.app.game.current.shift == [[2, 1]]


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


def test_a_hand_rearranged_when_done_is_asked_goes_back_and_done_then_ends_the_turn():
    tab = Tablet()
    _to_the_first_done(tab)
    hand = tab.app.game.hand(LEARNER)
    tab.press("pick", "0")
    tab.press("move-card", "1")  # the first card one place right: a new order
    tab.press("done")
    assert tab.app.game.phase == "finish" and tab.app.game.hand(LEARNER) == hand  # not played
    assert tab.text("#coach .coach-note").endswith("Keep your cards as they are and tap Done.")
    assert tab.focused == "done"
    assert [b.get("aria-pressed") for b in tab.find_all("[data-action=pick]")] \
        == ["false"] * len(hand)  # the hand as it was, nothing picked
    tab.press("done")
    assert tab.app.game.turn != LEARNER and len(tab.app.game.history) >= 1
    assert tab.app.game.history[0].arrange is None


def test_each_bubble_points_at_what_it_speaks_of():
    """Through the whole lesson on the page: a sentence about a move just played points
    where it landed, a step's own sentence at what it names, each shown on the page."""
    tab = Tablet()
    tab.tap('#panel [data-action="learn"][data-value="hoursandghosts"]')
    anchors = {}
    while not tab.shown('#coach [data-action="play-computer"]'):
        assert len(anchors) < 60
        lesson = tab.app.lesson
        anchor = tab.find("#coach .coach-bubble").get("data-anchor")
        anchors[(lesson.index + 1, lesson.phase)] = anchor
        if anchor:
            assert tab.shown(anchor), anchor
        if lesson.waits_for_next():
            tab.tap('#coach [data-action="lesson-next"]')
        else:
            tab.tap(anchor)
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
