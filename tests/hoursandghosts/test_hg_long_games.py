"""Very long games (rules page, "The emergency move": two stuck rows may shift a card back
and forth for ever): replaying or resuming a record of N moves does work linear in N.

No clock is read: a counting hook on the list of finished turns counts every turn read out
of it in bulk (iterated or copied: ``list(history)`` iterates). Rolling back a move (an
illegal one, or ``check``) must not copy that list on every turn (N²/2 turns read for N
moves): the history is read only by what shows it once (summary, record, view)."""

import json

import pytest
from long_records import long_record, record_text

from timekeeper.core.records import load_record
from timekeeper.hoursandghosts import Game, IllegalMove
from timekeeper.hoursandghosts.tabletop import Tabletop

MOVES = 3000


class CountingList(list):
    """The finished turns, counting each turn read when the whole list is iterated."""

    reads = 0

    def __iter__(self):
        CountingList.reads += len(self)
        return super().__iter__()


@pytest.fixture
def counted(monkeypatch):
    """Every table dealt from now on keeps its history in a CountingList; returns a
    function giving the turns read so far."""
    dealt = Tabletop.dealt.__func__

    def counting_dealt(cls, hands, pile):
        table = dealt(cls, hands, pile)
        table.history = CountingList()
        return table

    monkeypatch.setattr(Tabletop, "dealt", classmethod(counting_dealt))
    monkeypatch.setattr(CountingList, "reads", 0)
    return lambda: CountingList.reads


def resumed(moves: int) -> Game:
    """What loading a save or a record file does: the text read, every move replayed, the
    seat to play's view, the record written again (the next save)."""
    game = load_record(record_text(long_record(moves)))
    game.view(game.turn)
    game.to_record()
    return game


def test_replaying_a_long_record_does_not_read_the_history_per_move(counted):
    game = load_record(record_text(long_record(MOVES)))
    assert len(game.history) == MOVES and not game.finished
    assert isinstance(game.history, CountingList)  # the hook saw the real table
    assert counted() == 0  # was MOVES * (MOVES - 1) / 2: a copy of it per move
    game.summary()
    assert counted() == MOVES  # the summary lists each turn once


def test_resuming_does_work_linear_in_the_moves(counted):
    resumed(MOVES)
    once = counted()
    resumed(2 * MOVES)
    twice = counted() - once
    assert once <= 3 * MOVES  # view and record: each turn read once or so
    assert twice <= 2 * once  # twice the moves, at most twice the work


def test_rolling_back_on_a_long_game_leaves_it_as_it_was(counted):
    game = load_record(record_text(long_record(MOVES)))
    before = json.dumps(game.summary())
    start = counted()
    legal = game.legal_moves()
    shift = next(move for move in legal if "shift" in move)
    game.check(shift)  # tried, then taken back
    with pytest.raises(IllegalMove):  # shifted, then refused at arrange: all taken back
        game.play_turn({"shift": shift["shift"], "arrange": ["ghost"]})
    with pytest.raises(IllegalMove):
        game.play_turn({"take": 99})
    assert counted() == start  # no copy of the history for any of them
    assert json.dumps(game.summary()) == before
    assert len(game.history) == MOVES


def test_a_long_record_replays_to_the_same_summary_as_played_step_by_step():
    record = long_record(MOVES)
    replayed = Game.from_record(record)
    played = Game(record["players"], replayed.deal)
    for move in record["moves"]:
        for key in ("take", "shift", "slot"):
            if key in move:
                played.play({key: move[key]})
        if played.phase == "finish":
            played.play({"end": True})
    assert replayed.summary() == played.summary()


def test_a_long_record_replays_to_the_summary_it_always_had():
    """The figures the engine gave this record before the rollback stopped copying."""
    summary = Game.from_record(long_record(MOVES)).summary()
    assert summary["rows"] == [[None] * 5 + [6, None], [None, 19] + [None] * 5]
    assert summary["turn"] == 0 and summary["phase"] == "take"
    assert summary["hand_sizes"] == [6, 6] and summary["pile_count"] == 21
    assert not summary["finished"] and summary["winners"] == [] and not summary["draw"]
    moves = summary["moves"]
    assert len(moves) == MOVES
    assert [(m["seat"], m["taken"], m["outcome"], m["slot"]) for m in moves[:2]] == [
        (0, 6, "placed", 6), (1, 19, "placed", 0)]
    pattern = [(0, [[6, 5]]), (1, [[0, 1]]), (0, [[5, 6]]), (1, [[1, 0]])]
    assert all((m["seat"], m["shift"]) == pattern[n % 4] and m["draws"] == []
               for n, m in enumerate(moves[2:]))
