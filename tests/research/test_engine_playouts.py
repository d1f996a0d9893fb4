"""The 24/7 benchmark's random playouts (``bench/engine.py``, on the engine's board without
the public API's bookkeeping) are games the engine replays to the same scores: what it times
is real play."""

import random

import pytest
from bench.engine import random_playout

from timekeeper.twentyfourseven import CELLS, Deal, Game
from timekeeper.twentyfourseven.tiles_on_board import Board

pytestmark = pytest.mark.research


def test_random_playouts_replay_in_the_engine():
    for number in range(30):
        deal = Deal.from_seed(f"playout-{number}", 2)
        board = Board.start(deal.start)
        scores = [0, 0]
        moves = []
        racks = [list(hand) for hand in deal.hands]
        made = random_playout(board, racks, list(deal.bag), scores, 0, random.Random(number),
                              moves)
        game = Game(["A", "B"], deal)
        for tile, cell in moves:
            game.place(tile, CELLS[cell])
        assert made == len(moves)
        assert game.finished
        assert game.scores == scores
        assert [sorted(r) for r in racks] == [game.rack(0), game.rack(1)]
