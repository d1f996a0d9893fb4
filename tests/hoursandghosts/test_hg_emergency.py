"""The emergency move (rules page, "The emergency move"): only for a row that can no longer
be completed, one or two shifts of two different cards by one position into a free slot."""

import json

import pytest
from hg_support import make_game, set_table

from timekeeper.hoursandghosts import IllegalMove

_ = None
BETWEEN = [_, 10, _, _, 12, _, _]  # slots 2 and 3 can hold only 11:00
LEFT_END = [_, _, 7, _, _, _, _]  # slots 0 and 1 can hold only 06:00
RIGHT_END = [_, _, _, _, 21, _, _]  # slots 5 and 6 can hold only 22:00


def stuck_game(row, seat_to_play=0):
    return set_table(make_game(2), rows={seat_to_play: row}, turn=seat_to_play)


@pytest.mark.parametrize("row, shift, after", [
    (BETWEEN, [[1, 2]], [_, _, 10, _, 12, _, _]),
    (BETWEEN, [[4, 3]], [_, 10, _, 12, _, _, _]),
    (BETWEEN, [[1, 2], [4, 5]], [_, _, 10, _, _, 12, _]),
    (LEFT_END, [[2, 3]], [_, _, _, 7, _, _, _]),
    (RIGHT_END, [[4, 3]], [_, _, _, 21, _, _, _]),
    (RIGHT_END, [[4, 5]], [_, _, _, _, _, 21, _]),  # legal even if it does not help
])
def test_emergency_move_allowed(row, shift, after):
    game = stuck_game(row)
    assert game.stuck(0) is not None
    assert {"shift": shift} in game.legal_moves()
    event = game.play({"shift": shift})
    assert event.shift == shift and game.row(0) == after
    assert event.to_dict()["shift"] == shift and "taken" not in event.to_dict()
    assert game.phase == "finish" and game.turn == 0
    assert game.hand_sizes == [7, 7]  # no card taken
    game.play({"end": True})
    assert game.to_record()["moves"] == [{"seat": 0, "shift": shift}]
    assert game.summary()["moves"][0]["shift"] == shift


def test_the_stuck_reason_is_given_as_data():
    game = stuck_game(BETWEEN)
    view = game.view(0)
    assert view["emergency_allowed"] is True
    assert view["stuck_reason"] == {"slots": [2, 3], "between": [10, 12], "hours": 1}
    assert stuck_game(LEFT_END).view(0)["stuck_reason"]["between"] == [None, 7]
    assert stuck_game(RIGHT_END).view(0)["stuck_reason"]["between"] == [21, None]
    assert game.view(1)["emergency_allowed"] is False


def test_the_emergency_move_is_optional():
    game = stuck_game(BETWEEN)
    assert {"take": 0} in game.legal_moves()
    game.play({"take": 0})
    assert game.phase in ("place", "finish")


def test_an_emergency_move_may_be_followed_by_arranging():
    game = stuck_game(BETWEEN)
    game.play({"shift": [[1, 0]]})
    order = game.hand(0)[::-1]
    game.play({"arrange": order})
    assert game.to_record()["moves"] == [{"seat": 0, "shift": [[1, 0]], "arrange": order}]


def shift_refused(row, shift, seat_to_play=0) -> IllegalMove:
    game = stuck_game(row, seat_to_play)
    before = game.row(seat_to_play)
    with pytest.raises(IllegalMove) as caught:
        game.play({"shift": shift})
    assert game.row(seat_to_play) == before and game.phase == "take"
    assert json.dumps({"shift": shift}) not in {json.dumps(m) for m in game.legal_moves()}
    return caught.value


def test_refused_for_a_row_that_can_still_be_completed():
    error = shift_refused([_, 10, _, _, 14, _, _], [[1, 2]], seat_to_play=1)
    assert error.code == "shift_not_allowed"
    assert error.params == {"player": "Lucas", "seat": 1}
    assert str(error) == "Lucas's row can still be completed: no emergency move."
    assert not any("shift" in move for move in stuck_game([_] * 7).legal_moves())


def test_refused_for_a_full_row():
    error = shift_refused([6, 7, 8, 9, 10, 11, 12], [[0, 1]])
    assert error.code == "shift_full_row"


def test_refused_into_an_occupied_slot():
    error = shift_refused([_, 10, 11, _, _, 13, _], [[5, 6], [1, 2]])
    assert error.code == "shift_occupied" and error.params["shift"] == 2
    assert error.params["slot"] == 2 and error.params["card"] == 11


def test_refused_when_it_would_break_the_order():
    """A one-position shift into a free slot cannot change the order of the placed hours, so
    breaking the order is only possible by jumping over a card: refused as a jump."""
    error = shift_refused([_, 10, 11, _, _, 13, _], [[1, 3]])
    assert error.code == "shift_distance" and error.params["from"] == 1
    assert str(error) == "A card moves one slot only."


def test_refused_two_shifts_of_the_same_card():
    error = shift_refused(BETWEEN, [[1, 2], [2, 3]])
    assert error.code == "shift_same_card" and error.params == {"slot": 2}


def test_refused_more_than_two_or_none():
    assert shift_refused(BETWEEN, [[1, 0], [4, 5], [0, 1]]).code == "shift_count"
    assert shift_refused(BETWEEN, []).code == "shift_count"


@pytest.mark.parametrize("shift, code", [
    ([[2, 3]], "shift_empty"),
    ([[6, 7]], "shift_out_of_row"),
    ([[1]], "bad_shift"),
    ([[1, 2.0]], "bad_shift"),
    ("1-2", "bad_shift"),
])
def test_refused_malformed_shifts(shift, code):
    assert shift_refused(BETWEEN, shift).code == code


def test_every_listed_shift_is_accepted():
    game = stuck_game([_, 10, _, 11, 13, _, 14])
    shifts = [move for move in game.legal_moves() if "shift" in move]
    assert len(shifts) > 5
    for move in shifts:
        assert game.why_not(move) is None
