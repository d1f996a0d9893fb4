"""What a seat sees (``view``), the helpers for the page, and ``result``."""

import json

import pytest
from hg_support import make_game, set_table

from timekeeper.core.errors import IllegalMove as CoreIllegalMove
from timekeeper.hoursandghosts import GHOST, new_game

_ = None
KEYS = {"game", "seat", "players", "turn", "finished", "phase", "hand", "rows", "hand_sizes",
        "known_ghosts", "pile_count", "boxed", "neighbour", "neighbour_hand_size", "pending",
        "current", "steps_in_progress", "emergency_allowed", "stuck_reason", "history",
        "winners", "draw", "result"}


def test_view_keys_and_values():
    game = make_game(3, hands=[[6, 7], [], [14]])
    view = game.view(0)
    assert set(view) == KEYS
    assert view["game"] == "hoursandghosts" and view["seat"] == 0
    assert view["hand"] == game.hand(0) and view["rows"] == [[_] * 7] * 3
    assert view["neighbour"] == 2 and view["neighbour_hand_size"] == 7
    assert view["phase"] == "take" and view["pending"] is None and not view["finished"]
    assert view["known_ghosts"] == [0, 0, 0] and view["pile_count"] == 15
    assert view["stuck_reason"] is None and view["emergency_allowed"] is False
    game.play({"take": 0})
    view = game.view(1)
    assert view["pending"] == {"seat": 0, "card": 14, "slots": list(range(7))}
    assert view["current"]["taken"] == 14 and view["steps_in_progress"] == [{"take": 0}]
    json.dumps(view)


def test_dealt_ghosts_are_known_only_to_their_holder():
    game = make_game(2, hands=[[GHOST]])
    assert game.view(0)["hand"][0] == GHOST
    assert game.view(1)["known_ghosts"] == [0, 0]
    assert '"ghost"' not in json.dumps(game.view(1))


def test_view_checks_the_seat():
    game = make_game(2)
    for seat in (-1, 2, True, "0", None):
        with pytest.raises(CoreIllegalMove) as caught:
            game.view(seat)
        assert caught.value.code == "no_such_seat"
    with pytest.raises(CoreIllegalMove):
        game.fitting_slots(-1, 8)
    with pytest.raises(CoreIllegalMove):
        game.stuck(5)


def test_helpers_for_the_page():
    game = make_game(3)
    set_table(game, rows={0: [_, 10, _, _, 12, _, _], 1: [21, _, _, _, _, _, _]})
    assert game.fitting_slots(0, 11) == [2, 3] and game.fitting_slots(0, 12) == []
    assert game.could_place(20) == [0, 2]
    assert game.could_place(20, excluding=0) == [2]
    assert game.stuck(0) == {"slots": [2, 3], "between": [10, 12], "hours": 1}
    assert game.stuck(1) == {"slots": [1, 2, 3, 4, 5, 6], "between": [21, None], "hours": 1}
    assert game.stuck(2) is None
    for bad in (5, 23, GHOST, 8.0, True):
        with pytest.raises(CoreIllegalMove) as caught:
            game.could_place(bad)
        assert caught.value.code == "bad_hour"


def test_result_is_none_while_the_game_goes_on():
    game = new_game(["A", "B"], {}, seed="r")
    assert game.result() is None
    summary = game.summary()
    assert summary["winners"] == [] and summary["draw"] is False and summary["result"] is None
    assert set(summary) >= {"moves", "rows", "hand_sizes", "ghosts", "pile_count", "finished",
                            "winners", "draw", "turn", "boxed"}


def test_the_finished_view_has_the_result():
    game = make_game(2, hands=[[13], [22]])
    set_table(game, rows={0: [6, 7, 8, 9, 10, 11, _]})
    game.play_turn({"take": 0, "slot": 6})
    view = game.view(1)
    assert view["finished"] and view["winners"] == [0] and view["phase"] is None
    assert view["result"]["ending"] == "full_row"
    assert view["history"][-1]["winner"] == 0
