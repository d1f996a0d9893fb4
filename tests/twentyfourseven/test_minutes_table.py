"""The minutes tables the computer players search with agree with the itemised scoring: for
every legal move of random games, what ``MinutesBoard`` and ``placement_minutes`` say a tile
scores is what ``Game.preview`` itemises, and a board built from a seat's view or played and
taken back is the game's board."""

import random

from timekeeper.twentyfourseven import CELLS, Deal, Game, parse_cell
from timekeeper.twentyfourseven.minutes_board import MinutesBoard
from timekeeper.twentyfourseven.minutes_table import line_figures, placement_minutes
from timekeeper.twentyfourseven.scoring import combo_minutes, line_combos

TABLES = [(2, False), (3, False), (4, False), (4, True)]


def test_every_move_of_random_games_scores_as_the_itemised_scoring():
    checked = 0
    for number in range(40):
        players, teams = TABLES[number % len(TABLES)]
        game = Game([f"P{i}" for i in range(players)], Deal.from_seed(f"fast-{number}",
                                                                       players), teams=teams)
        rng = random.Random(number)
        board = MinutesBoard.start(game.deal.start)
        while not game.finished:
            legal = game.legal_placements()
            for tile, cell in legal:
                preview = game.preview(tile, cell)
                assert preview.points == sum(combo.minutes for combo in preview.combos)
                index = parse_cell(cell)
                assert board.minutes[index][tile] == preview.points
                assert placement_minutes(board.tiles, index, tile) == preview.points
                board.push()
                stones = board.land(index, tile)
                board.pop()
                assert sorted(CELLS[s] for s in stones) == preview.new_stones
                checked += 1
            tile, cell = rng.choice(legal)
            turn = game.place(tile, cell)
            assert sorted(CELLS[s] for s in board.land(parse_cell(cell), tile)) == \
                turn.new_stones
            assert sorted(CELLS[s] for s in board.stoned_cells()) == game.out_of_time
            assert board.max_capacity() == game._board.max_capacity()
            rebuilt = MinutesBoard.from_cells({parse_cell(c): v for c, v in game.board.items()},
                                              [parse_cell(c) for c in game.out_of_time])
            assert (rebuilt.tiles, rebuilt.capacity, rebuilt.room, rebuilt.minutes) == \
                (board.tiles, board.capacity, board.room, board.minutes)
    assert checked > 10_000


def test_a_lines_figures_are_its_combinations_minutes():
    # Row 4 with 8, 8 before the cell: an 8 makes a set of 3 and 24; a 7 or a 9 nothing more.
    minutes, seven, twenty_four = line_figures((8, 8), ())
    assert twenty_four == 8 and seven == 0
    assert minutes[8] == combo_minutes("sum24", 3) + combo_minutes("set", 3) == 90
    assert [v for v in range(1, 11) if minutes[v]] == [8]
    for value in range(1, 11):
        combos = line_combos((3, 2), (5,), value)
        assert line_figures((3, 2), (5,))[0][value] == sum(combo_minutes(k, n)
                                                           for k, n, _b, _a in combos)


def test_push_and_pop_restore_the_board():
    board = MinutesBoard.from_cells({parse_cell("D4"): 5})
    before = (list(board.tiles), list(board.room), list(board.capacity), list(board.sides),
              list(board.minutes))
    board.push()
    board.land(parse_cell("D5"), 6)
    board.land(parse_cell("D6"), 7)
    board.pop()
    assert (board.tiles, board.room, board.capacity, board.sides, board.minutes) == before
