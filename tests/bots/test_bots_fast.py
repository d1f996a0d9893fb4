"""The search structure agrees with the engine: the same legal placements, the same minutes
and stones for every move of random games (against ``Game.preview`` and ``Game.place``), the
same board rebuilt from a view (``bench/engine.py``'s random playouts through it are tested
in tests/research/)."""

import random

from bots_support import TABLES

from timekeeper.bots.twentyfourseven.fast import Board, Search, points
from timekeeper.bots.twentyfourseven.position import position_from_view
from timekeeper.twentyfourseven import CELLS, Deal, Game, parse_cell


def test_every_move_of_random_games_scores_and_stones_as_the_engine():
    checked = 0
    for number in range(40):
        players, teams = TABLES[number % len(TABLES)]
        game = Game([f"P{i}" for i in range(players)], Deal.from_seed(f"fast-{number}",
                                                                       players), teams=teams)
        rng = random.Random(number)
        board = Board.start(game.deal.start)
        search = Search.from_cells({parse_cell("D4"): game.deal.start})
        while not game.finished:
            legal = game.legal_placements()
            mine = [(v, CELLS[c]) for v in sorted(set(game.rack(game.turn)))
                    for c in board.open_cells() if board.op[c] >= v]
            assert mine == legal
            for tile, cell in legal:
                preview = game.preview(tile, cell)
                index = parse_cell(cell)
                assert points(board.t, index, tile) == preview.points
                assert search.tab[index][tile] == preview.points
                board.push()
                stones = board.land(index, tile)
                board.pop()
                assert sorted(CELLS[s] for s in stones) == preview.new_stones
                checked += 1
            tile, cell = rng.choice(legal)
            turn = game.place(tile, cell)
            assert sorted(CELLS[s] for s in board.land(parse_cell(cell), tile)) == \
                turn.new_stones
            search.land(parse_cell(cell), tile)
            assert search.t == board.t and search.op == board.op
            assert sorted(CELLS[s] for s in board.stoned()) == game.out_of_time
            assert max(board.op) == game._board.max_capacity()
    assert checked > 10_000


def test_push_and_pop_restore_the_board():
    search = Search.from_cells({parse_cell("D4"): 5})
    before = (list(search.t), list(search.op), list(search.cap), list(search.side),
              list(search.tab))
    search.push()
    search.land(parse_cell("D5"), 6)
    search.land(parse_cell("D6"), 7)
    search.pop()
    assert (search.t, search.op, search.cap, search.side, search.tab) == before


def test_a_position_rebuilt_from_a_view_matches_the_game():
    for number in range(24):
        players, teams = TABLES[number % len(TABLES)]
        game = Game([f"P{i}" for i in range(players)], Deal.from_seed(f"view-{number}",
                                                                       players), teams=teams)
        rng = random.Random(number)
        for _ in range(rng.randrange(1, 30)):
            if game.finished:
                break
            game.place(*rng.choice(game.legal_placements()))
        if game.finished:
            continue
        pos = position_from_view(game.view(game.turn))
        assert [(v, CELLS[c]) for _, v, c in pos.moves()] == game.legal_placements()
        for minutes, v, c in pos.moves():
            assert minutes == game.preview(v, CELLS[c]).points
        assert sorted(CELLS[c] for c in pos.board.stoned()) == game.out_of_time
        hidden = sum(pos.unseen)
        others = sum(game.rack_sizes) - len(game.rack(game.turn))
        assert hidden == others + game.bag_count + 3

