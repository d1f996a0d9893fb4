"""A row of 7 slots: where an hour fits (strictly increasing, never the same hour twice),
when a row can no longer be completed, and the emergency shifts it allows."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timekeeper.hoursandghosts.row import (
    fits,
    fitting_slots,
    is_full,
    room_around,
    shift_moves,
    shift_problem,
    stuck_gap,
)

_ = None


def test_an_empty_row_takes_any_hour_anywhere():
    assert fitting_slots([_] * 7, 6) == list(range(7))
    assert fitting_slots([_] * 7, 22) == list(range(7))


def test_strictly_increasing_gaps_do_not_matter():
    row = [_, _, 12, _, _, 15, _]
    assert fitting_slots(row, 11) == [0, 1]
    assert fitting_slots(row, 13) == [3, 4]
    assert fitting_slots(row, 20) == [6]
    assert fitting_slots(row, 6) == [0, 1]  # even where the row can then not be completed


def test_the_room_a_placed_hour_leaves_on_each_side():
    """18:00 on the first slot of an empty row leaves 6 slots for 19:00 to 22:00: stuck; on
    the sixth, 5 slots for 06:00 to 17:00 and 1 for 19:00 to 22:00."""
    assert room_around([_] * 7, 0, 18) == {
        "slot": 0, "left": {"slots": 0, "hours": 12}, "right": {"slots": 6, "hours": 4},
        "stuck": True}
    assert room_around([_] * 7, 5, 18) == {
        "slot": 5, "left": {"slots": 5, "hours": 12}, "right": {"slots": 1, "hours": 4},
        "stuck": False}
    row = [9, _, _, _, 13, _, _]  # between placed hours: only the free run around the slot
    assert room_around(row, 2, 11)["left"] == {"slots": 1, "hours": 1}
    assert room_around(row, 2, 11)["right"] == {"slots": 1, "hours": 1}
    assert room_around(row, 3, 10)["stuck"]  # 2 slots for 09:00..10:00: none
    for slot in fitting_slots([_] * 7, 14):
        room = room_around([_] * 7, slot, 14)
        assert room["stuck"] == (room["left"]["slots"] > room["left"]["hours"]
                                 or room["right"]["slots"] > room["right"]["hours"])


def test_never_the_same_hour_twice():
    row = [_, _, 12, _, _, 15, _]
    assert fitting_slots(row, 12) == []
    assert fitting_slots(row, 15) == []


def test_a_full_row_takes_nothing():
    row = [6, 8, 10, 12, 14, 16, 18]
    assert is_full(row) and stuck_gap(row) is None
    assert all(fitting_slots(row, hour) == [] for hour in range(6, 23))


@pytest.mark.parametrize("row, gap", [
    ([_, 10, _, _, 12, _, _], {"slots": [2, 3], "between": [10, 12], "hours": 1}),
    ([_, _, 7, _, _, _, _], {"slots": [0, 1], "between": [None, 7], "hours": 1}),
    ([_, _, _, _, 21, _, _], {"slots": [5, 6], "between": [21, None], "hours": 1}),
    ([_, 10, 11, _, _, _, _], None),  # adjacent cards leave no gap
    ([_, 10, _, 11, _, _, _], {"slots": [2], "between": [10, 11], "hours": 0}),
    ([6, _, _, _, _, _, 22], None),  # 5 slots, 15 hours
    ([_, _, _, _, _, 21, 22], None),  # 5 slots, 15 hours
    ([_, _, _, _, _, _, 10], {"slots": [0, 1, 2, 3, 4, 5], "between": [None, 10], "hours": 4}),
])
def test_stuck_shapes(row, gap):
    assert stuck_gap(row) == gap


def test_exactly_enough_hours_is_not_stuck():
    assert stuck_gap([_, 10, _, 12, _, _, _]) is None  # 11 goes between
    assert stuck_gap([_, 7, _, _, _, _, _]) is None  # 6 goes on the left
    assert stuck_gap([_, _, _, _, _, 21, _]) is None  # 22 goes on the right
    assert stuck_gap([_, _, _, _, _, _, 12]) is None  # 6 7 8 9 10 11


def test_shift_problems():
    row = [_, 10, _, _, 12, 13, _]
    assert shift_problem(row, 1, 2) is None
    assert shift_problem(row, 1, 0) is None
    assert shift_problem(row, 4, 5) == ("shift_occupied", {"slot": 5, "card": 13})
    assert shift_problem(row, 1, 3) == ("shift_distance", {"from": 1, "to": 3})
    assert shift_problem(row, 2, 3) == ("shift_empty", {"slot": 2})
    assert shift_problem(row, 5, 7) == ("shift_out_of_row", {"slot": 7})


def test_shift_moves_one_or_two_different_cards():
    row = [_, 10, _, _, 12, 13, 14]
    moves = shift_moves(row)
    assert [[1, 0]] in moves and [[1, 2]] in moves and [[4, 3]] in moves
    assert [[1, 2], [4, 3]] in moves and [[4, 3], [5, 4]] in moves
    assert [[1, 2], [2, 3]] not in moves  # the same card twice
    assert all(len(move) in (1, 2) for move in moves)
    assert len({str(move) for move in moves}) == len(moves)


@st.composite
def increasing_rows(draw):
    slots = draw(st.lists(st.booleans(), min_size=7, max_size=7))
    hours = iter(sorted(draw(st.lists(st.integers(6, 22), min_size=sum(slots),
                                      max_size=sum(slots), unique=True))))
    return [next(hours) if taken else None for taken in slots]


@settings(max_examples=300, deadline=None)
@given(increasing_rows(), st.integers(6, 22))
def test_fitting_slots_are_the_slots_that_fit(row, hour):
    assert fitting_slots(row, hour) == [slot for slot in range(7) if fits(row, slot, hour)]
