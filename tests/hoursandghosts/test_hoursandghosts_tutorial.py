"""Who Turned the Clock?'s guided first game (tutorials/hoursandghosts.json) against the
engine: each rule the issue lists comes up at the step meant to teach it, in the issue's
order (the row that goes forward in time and where a card fits; taking a card blind from a
neighbour; the ghosts and passing them on; the emergency move; the end), the first
placement shows where an hour sits in the day, and the sentences say the engine's hours."""

import pytest

from timekeeper import tutorials
from timekeeper.hoursandghosts import GHOST, IllegalMove

TUTORIAL = tutorials.load("hoursandghosts")
LEARNER = TUTORIAL.learner
NOON = 12


def _walk():
    """Play the lesson as the learner would (as ``tutorials.replay``) and answer, for every
    step, the game's history length before it, the event of its move (or its jump's last
    move) and the learner's view once it is done: {step number from 1: (...)}."""
    lesson = tutorials.Lesson.begin(TUTORIAL, ["Zoé", "Leo"])
    before = {1: lesson.game.view(LEARNER)}
    events, after = {}, {}
    while not lesson.over:
        number = lesson.index + 1
        if lesson.phase == tutorials.PLAY:
            if lesson.learners_turn():
                before[number] = lesson.game.view(LEARNER)
            event = lesson.game.play(dict(lesson.step.move))
            events[number] = event
            lesson.played(event)
        else:
            if lesson.step.jump and number not in events:
                events[number] = lesson.last
            lesson.next()
        after[number] = lesson.game.view(LEARNER)
        if not lesson.over and lesson.index + 1 not in before:
            before[lesson.index + 1] = lesson.game.view(LEARNER)
    return lesson, before, events, after


LESSON, BEFORE, EVENTS, AFTER = _walk()
STEPS = {number: step for number, step in enumerate(TUTORIAL.steps, 1)}


def _first(found) -> int:
    """The first step whose move's event (a jump's: its last move's) ``found`` accepts."""
    return next(number for number, event in sorted(EVENTS.items())
                if event is not None and found(event))


def _said(number: int) -> set:
    step = STEPS[number]
    return {step.say, step.then}


# ---------------------------------------------------------------------------- the rules
def rule_row_and_fit() -> int:
    """The row goes forward in time, and where a card fits: the learner takes a morning card
    and puts it at the left end of an empty row, where the engine says every later hour
    still fits on its right (and no earlier one can come)."""
    number = _first(lambda e: e.seat == LEARNER and e.outcome == "placed")
    assert number == 3
    asked = BEFORE[number]
    card = asked["pending"]["card"]
    assert asked["rows"][LEARNER] == [None] * 7
    assert asked["pending"]["slots"] == list(range(7))  # an empty row: any slot fits
    assert card < NOON and STEPS[number].move == {"slot": 0}
    event = EVENTS[number]
    assert (event.seat, event.taken, event.outcome, event.slot) == (LEARNER, card, "placed", 0)
    game = LESSON.game.__class__.from_record({**LESSON.game.to_record(), "moves": []})
    game.play({"take": EVENTS[2].position})
    game.play({"slot": 0})
    assert all(game.fitting_slots(LEARNER, hour) == [1, 2, 3, 4, 5, 6]
               for hour in range(card + 1, 23))
    assert all(game.fitting_slots(LEARNER, hour) == [] for hour in range(6, card + 1))
    assert "morning_left" in _said(number)
    return number


def rule_blind_take() -> int:
    """Taking a card blind from a neighbour: the friend takes from the learner's hand by its
    position; the learner's view holds only the learner's own cards and the neighbour's
    hand's size."""
    number = _first(lambda e: e.source == LEARNER)
    assert number == 5
    event = EVENTS[number]
    hand = BEFORE[number]["hand"]
    assert (event.seat, event.source) == (1 - LEARNER, LEARNER)
    assert hand[event.position] == event.taken and event.outcome == "placed"
    assert event.taken >= 17 and event.slot >= 5  # an evening hour, on the right
    assert AFTER[number]["hand"] == hand[:event.position] + hand[event.position + 1:]
    asked = BEFORE[number + 1]  # the learner's own take, next: face down
    assert asked["neighbour"] == 1 - LEARNER and asked["neighbour_hand_size"] == 6
    assert "friend_takes" in _said(number) and "take_blind" in _said(number + 1)
    return number


def rule_ghosts() -> int:
    """The ghosts and passing them on: the learner takes the ghost (it goes into the hand,
    known to all), then the friend takes it from the learner's hand."""
    number = _first(lambda e: e.taken == GHOST)
    assert number == 6
    event = EVENTS[number]
    assert (event.seat, event.taken, event.outcome) == (LEARNER, GHOST, "ghost")
    assert AFTER[number]["hand"][-1] == GHOST
    assert AFTER[number]["known_ghosts"][LEARNER] == 1
    passed = EVENTS[8]
    assert (passed.seat, passed.source, passed.taken) == (1 - LEARNER, LEARNER, GHOST)
    assert GHOST not in AFTER[8]["hand"]
    assert AFTER[8]["known_ghosts"][LEARNER] == 0
    assert AFTER[8]["known_ghosts"][1 - LEARNER] == 1
    assert {"got_ghost"} <= _said(number) and {"ghost_passed"} <= _said(8)
    return number


def rule_emergency() -> int:
    """The emergency move: after the jump, the learner's row cannot be completed (no hour
    between 07:00 and 08:00); the learner shifts 08:00 one slot left and the row can be
    completed again. Before, the engine refused the move."""
    number = _first(lambda e: e.shift is not None)
    assert number == 10
    stuck = BEFORE[number]
    assert stuck["emergency_allowed"]
    assert stuck["stuck_reason"] == {"slots": [1], "between": [7, 8], "hours": 0}
    event = EVENTS[number]
    assert event.shift == [[2, 1]] and event.seat == LEARNER and event.taken is None
    done = AFTER[number]
    assert done["rows"][LEARNER][:3] == [7, 8, None] and not done["emergency_allowed"]
    assert {"oops_hole"} <= _said(number - 1) and {"emergency"} <= _said(number)
    return number


def rule_end() -> int:
    """The end: the learner fills the last slot holding no ghost and wins at once; the
    friend still holds the ghost."""
    number = _first(lambda e: e.winner is not None or e.draw)
    assert number == 14 == len(TUTORIAL.steps)
    last = BEFORE[number - 1]
    assert sum(hour is None for hour in last["rows"][LEARNER]) == 1
    assert GHOST not in last["hand"] and last["known_ghosts"][1 - LEARNER] == 1
    event = EVENTS[number]
    assert (event.outcome, event.winner, event.ending) == ("placed", LEARNER, "full_row")
    view = AFTER[number]
    assert view["finished"] and view["winners"] == [LEARNER]
    assert None not in view["rows"][LEARNER] and GHOST not in view["hand"]
    assert LESSON.over and LESSON.game.finished
    assert "you_win" in _said(number)
    return number


RULES = [rule_row_and_fit, rule_blind_take, rule_ghosts, rule_emergency, rule_end]


@pytest.mark.parametrize("rule", RULES, ids=lambda rule: rule.__name__)
def test_each_rule_is_shown_by_the_engine_at_its_step(rule):
    rule()


def test_the_rules_come_in_the_issues_order():
    """Each rule's step is the first where the engine shows it: they come in this order."""
    steps = [rule() for rule in RULES]
    assert steps == sorted(steps) and len(set(steps)) == len(steps)


# ------------------------------------------------------------------------ what is shown
def test_the_emergency_move_is_refused_while_the_row_can_still_be_completed():
    lesson = tutorials.Lesson.begin(TUTORIAL, ["Zoé", "Leo"])
    while lesson.index < 5:  # up to the learner's second take, row [07:00, …]
        if lesson.phase == tutorials.PLAY:
            lesson.played(lesson.game.play(dict(lesson.step.move)))
        else:
            lesson.next()
    assert lesson.learners_turn() and lesson.game.phase == "take"
    refused = lesson.game.why_not({"shift": [[0, 1]]})
    assert isinstance(refused, IllegalMove) and refused.code == "shift_not_allowed"


def test_no_morning_card_is_ever_put_at_the_right_end_of_the_learners_row():
    placed = [event for event in LESSON.game.history
              if event.seat == LEARNER and event.outcome == "placed"]
    assert len(placed) == 7
    for event in placed:
        assert not (event.taken < NOON and event.slot == 6)
        assert not (event.taken >= 17 and event.slot == 0)


def test_the_sentences_say_the_engines_hours():
    """The figures the bubbles say are the engine's: the card the step took, where it fits,
    the hours around the hole."""
    shown = {(s.index + 1, s.phase): s for s in tutorials.replay(TUTORIAL, ["Zoé", "Leo"])}

    def said(number, phase, lang="en"):
        s = shown[(number, phase)]
        return tutorials.sentence(lang, "hoursandghosts", s.key, s.view, s.move, s.event)

    assert said(3, tutorials.PLAY) == "7 am is a morning card, so put it on the far left."
    assert said(5, tutorials.OUTRO).startswith("Leo took 8 pm from you")
    assert said(9, tutorials.INTRO).endswith("between 7 am and 8 am.")
    assert said(10, tutorials.PLAY).endswith("slide 8 am one step to the left.")
    assert said(10, tutorials.OUTRO).startswith("Now 8 am is right next to 7 am")
    assert said(14, tutorials.PLAY, "fr").startswith(
        "La carte de vingt et une heures va après dix-sept heures")
    assert said(14, tutorials.OUTRO, "fr").endswith("tu as gagné, Zoé\u202f!")
