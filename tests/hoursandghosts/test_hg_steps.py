"""Turns in steps (take, then slot, then end or arrange), whole record moves through the
same ``play``, steps in progress, ``check`` and ``undo``."""

import pytest
from hg_support import make_game, set_table

from timekeeper.hoursandghosts import GHOST, Game, IllegalMove, new_game

_ = None


def test_take_then_slot_then_end():
    game = make_game(2, hands=[[], [14]])
    assert game.phase == "take" and game.pending is None
    assert game.legal_moves() == [{"take": i} for i in range(7)]
    event = game.play({"take": 0})
    assert event.step == "take" and not event.done
    assert event.to_dict()["fits"] == list(range(7)) and event.to_dict()["done"] is False
    assert game.steps_in_progress() == [{"take": 0}]
    assert game.legal_moves() == [{"slot": k} for k in range(7)]
    event = game.play({"slot": 2})
    assert event.step == "slot" and event.outcome == "placed" and game.phase == "finish"
    assert game.steps_in_progress() == [{"take": 0}, {"slot": 2}]
    moves = game.legal_moves()
    assert moves[0] == {"end": True} and all("arrange" in m for m in moves[1:])
    assert len(moves) > 10 and game.history == []
    event = game.play({"end": True})
    assert event.done and game.turn == 1 and game.steps_in_progress() == []
    assert len(game.history) == 1
    assert game.history[0].to_dict() == {
        "seat": 0, "from": 1, "position": 0, "taken": 14, "outcome": "placed", "slot": 2,
        "draws": [], "arranged": False,
    }


def test_wrong_steps_are_refused():
    game = make_game(2, hands=[[], [14]])
    error = _refused(game, {"slot": 0})
    assert error.code == "wrong_step"
    assert error.params == {"step": "slot", "phase": "take", "expected": ["take", "shift"]}
    assert str(error) == "This turn waits for another step first."
    assert _refused(game, {"end": True}).code == "wrong_step"
    game.play({"take": 0})
    assert _refused(game, {"take": 1}).code == "wrong_step"
    assert _refused(game, {"shift": [[0, 1]]}).code == "wrong_step"
    error = _refused(game, {"take": 1, "slot": 0})
    assert error.code == "turn_in_progress"


def test_moves_that_are_not_moves():
    game = make_game(2)
    assert _refused(game, [1]).code == "bad_move"
    assert _refused(game, {}).code == "no_step"
    assert _refused(game, {"tak": 1}).code == "no_step"
    error = _refused(game, {"take": 1, "seat": 1})
    assert error.code == "wrong_seat" and error.params == {"said": "1", "seat": 0}
    assert _refused(game, {"take": 1, "seat": True}).code == "wrong_seat"
    assert game.play({"take": 1, "seat": 0}).seat == 0
    assert _refused(make_game(2), {"take": 1, "shift": [[0, 1]]}).code == "take_and_shift"
    assert _refused(make_game(2), {"slot": 1, "arrange": []}).code == "missing_take"


def _refused(game, move) -> IllegalMove:
    before = (game.summary(), game.steps_in_progress())
    with pytest.raises(IllegalMove) as caught:
        game.play(move)
    assert (game.summary(), game.steps_in_progress()) == before
    assert game.why_not(move) is not None
    return caught.value


def test_a_whole_record_move_at_once():
    game = make_game(2, hands=[[6, 7], [14, GHOST]])
    event = game.play({"take": 0, "slot": 3})
    assert event.done and event.outcome == "placed" and game.turn == 1
    order = game.hand(1)[::-1]
    event = game.play({"take": 1, "slot": 0, "arrange": order})
    assert game.hand(1) == order and game.turn == 0
    event = game.play_turn({"take": order.index(GHOST)})  # the ghost: no slot
    assert event.outcome == "ghost" and game.turn == 1


def test_a_whole_move_is_all_or_nothing():
    game = make_game(2, hands=[[], [14]])
    with pytest.raises(IllegalMove) as caught:
        game.play({"take": 0, "slot": 2, "arrange": [1, 2]})
    assert caught.value.code == "arrange_count"
    assert game.hand_sizes == [7, 7] and game.row(0) == [_] * 7 and game.phase == "take"
    assert game.steps_in_progress() == [] and game.history == []


def test_a_whole_move_cannot_arrange_after_the_end():
    game = make_game(2, hands=[[13, 14], [22, GHOST]])
    set_table(game, rows={0: [6, 7, 8, 9, 10, 11, _]})
    with pytest.raises(IllegalMove) as caught:
        game.play({"take": 0, "slot": 6, "arrange": game.hand(0)})
    assert caught.value.code == "arrange_after_end" and not game.finished


def test_steps_in_progress_resume_a_turn():
    game = new_game(["A", "B", "C"], {}, seed="resume")
    game.play_turn({"take": 2, "slot": 3})
    game.play({"take": 0})
    for _step in range(2):
        saved = game.to_record(), game.steps_in_progress()
        assert len(saved[0]["moves"]) == 1 and saved[1]
        again = Game.from_record(saved[0])
        for step in saved[1]:
            again.play(step)
        assert again.view(1) == game.view(1) and again.phase == game.phase
        assert again.steps_in_progress() == saved[1]
        if game.phase == "place":
            game.play({"slot": game.pending["slots"][0]})


def test_check_changes_nothing():
    game = make_game(2, hands=[[], [14]])
    game.check({"take": 0})
    assert game.phase == "take" and game.hand_sizes == [7, 7]
    with pytest.raises(IllegalMove):
        game.check({"take": 9})


def test_undo_takes_back_the_last_finished_turn():
    game = new_game(["A", "B", "C"], {}, seed="undo")
    states = [game.summary()]
    for _turn in range(4):
        game.play({"take": 0})
        if game.phase == "place":
            game.play({"slot": game.pending["slots"][-1]})
        game.play({"arrange": game.hand(game.turn)[::-1]})
        states.append(game.summary())
    hands = [game.hand(s) for s in range(3)]
    game.play({"take": 1})  # steps in progress are dropped too
    taken = game.undo()
    assert taken.seat == 0 and taken.done
    assert game.summary() == states[3] and game.steps_in_progress() == []
    game.undo()
    assert game.summary() == states[2] and len(game.history) == 2
    assert [game.hand(s) for s in range(3)] != hands


def test_undo_with_nothing_to_undo():
    game = make_game(2)
    with pytest.raises(IllegalMove) as caught:
        game.undo()
    assert caught.value.code == "nothing_to_undo"
    game.play({"take": 0})
    dropped = game.undo()  # only steps in progress: they are dropped
    assert dropped.position == 0 and game.phase == "take" and game.hand_sizes == [7, 7]
