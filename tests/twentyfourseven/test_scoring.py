"""Rules page, "Scoring": every worked example, then the edge cases around them."""

import pytest

from timekeeper.twentyfourseven import IllegalMove
from timekeeper.twentyfourseven.examples import WORKED_EXAMPLES, WorkedExample, evaluate

# The rules page's table: (example key, minutes the page gives).
RULES_PAGE_MINUTES = {
    "sum7": 20,
    "run3": 30,
    "two_runs": 60,
    "set_and_24": 90,
    "24_in_7": 100,
    "bonus_24_7": 120,
    "double_sum7": 40,
    "double_run4": 80,
}


def score(tiles, tile, cell):
    result = evaluate(WorkedExample("test", tiles, tile, cell))
    if isinstance(result, IllegalMove):
        raise result
    return result


def kinds(turn):
    return sorted((c.kind, c.length, c.minutes) for c in turn.combos)


@pytest.mark.parametrize("example", WORKED_EXAMPLES[:-1], ids=lambda e: e.key)
def test_worked_examples_score_what_the_rules_page_says(example):
    turn = evaluate(example)
    assert turn.points == RULES_PAGE_MINUTES[example.key]
    assert turn.points == sum(c.minutes for c in turn.combos)


def test_worked_example_two_runs_in_one_line():
    turn = evaluate(WORKED_EXAMPLES[2])
    assert kinds(turn) == [("run", 3, 30), ("run", 3, 30)]
    cells = sorted(c.cells for c in turn.combos)
    assert cells == [("B4", "C4", "D4"), ("D4", "E4", "F4")]


def test_worked_example_24_in_7_ignores_the_run_that_misses_the_placed_tile():
    turn = evaluate(WORKED_EXAMPLES[4])
    assert kinds(turn) == [("24in7", 7, 60), ("sum24", 7, 40)]


def test_worked_example_24_7_bonus_and_its_stones():
    turn = evaluate(WORKED_EXAMPLES[5])
    assert kinds(turn) == [("247", 4, 60), ("sum24", 3, 40), ("sum7", 2, 20)]
    assert turn.new_stones == ["A2", "E2"]


def test_worked_example_double_time_doubles_the_run():
    turn = evaluate(WORKED_EXAMPLES[7])
    assert turn.double_time and kinds(turn) == [("run", 4, 80)]


def test_worked_example_over_24_is_illegal_and_a_6_fits():
    error = evaluate(WORKED_EXAMPLES[8])
    assert isinstance(error, IllegalMove) and error.code == "line_over_24"
    assert str(error) == "Column D would sum to 25; 24 at most."
    assert error.params["line_kind"] == "column" and error.params["line_name"] == "D"
    assert evaluate(WORKED_EXAMPLES[8], tile=6).points == 40


def test_a_play_that_makes_nothing_scores_nothing():
    turn = score({"D4": 5}, 9, "D5")
    assert turn.points == 0 and turn.combos == []


def test_a_single_tile_line_is_not_a_sum_of_7():
    # E5 touches D4 only diagonally: its row and column hold just the 7 itself.
    turn = score({"D4": 10}, 7, "E4")
    assert turn.points == 0


def test_a_24_whose_ends_fall_off_the_board_makes_no_stone():
    turn = score({"A1": 8, "B1": 8}, 8, "C1")
    assert ("sum24", 3, 80) in kinds(turn)  # C1 is double time
    assert "D1" in turn.new_stones and len(turn.new_stones) == 1


def test_a_set_of_4_scores_60_and_not_also_a_set_of_3():
    turn = score({"B4": 5, "C4": 5, "E4": 5}, 5, "D4")
    assert kinds(turn) == [("set", 4, 60)]


def test_only_the_maximal_run_counts():
    turn = score({"A4": 3, "B4": 4, "C4": 5}, 6, "D4")
    assert kinds(turn) == [("run", 4, 40)]


def test_runs_of_5_and_6():
    assert kinds(score({"A4": 1, "B4": 2, "C4": 3, "D4": 4}, 5, "E4")) == [("run", 5, 50)]
    six = score({"A4": 1, "B4": 2, "C4": 3, "D4": 4, "E4": 5}, 6, "F4")
    assert kinds(six) == [("run", 6, 60)]


def test_a_descending_run_counts_in_board_order():
    turn = score({"D2": 6, "D3": 5}, 4, "D4")
    assert kinds(turn) == [("run", 3, 30)]


def test_a_run_with_other_tiles_beyond_it_in_the_same_line():
    turn = score({"A4": 9, "B4": 2, "C4": 3}, 4, "D4")
    assert kinds(turn) == [("run", 3, 30)]
    assert turn.combos[0].cells == ("B4", "C4", "D4")


def test_a_line_may_score_a_sum_and_a_run_at_once():
    turn = score({"C4": 7, "D4": 8}, 9, "E4")
    assert kinds(turn) == [("run", 3, 30), ("sum24", 3, 40)]


def test_two_24s_and_a_7_make_two_24_7_bonuses():
    # Row 4 and column D sum to 24, the B2-E5 diagonal (C3, D4) to 7.
    tiles = {"B4": 10, "C4": 10, "D2": 10, "D3": 10, "C3": 3}
    turn = score(tiles, 4, "D4")
    assert [k for k in kinds(turn) if k[0] == "247"] == [("247", 4, 60), ("247", 4, 60)]
    sums = sorted(c.kind for c in turn.combos if c.kind.startswith("sum"))
    assert sums == ["sum24", "sum24", "sum7"]
    assert turn.points == 40 + 40 + 20 + 60 + 60


def test_double_time_doubles_bonuses_too():
    # B3 is a 2x cell: row 3 sums to 24 and column B to 7.
    turn = score({"C3": 10, "D3": 10, "B2": 3}, 4, "B3")
    assert turn.double_time
    assert kinds(turn) == [("247", 4, 120), ("sum24", 3, 80), ("sum7", 2, 40)]
    assert turn.points == 240


def test_a_cell_between_two_runs_goes_out_of_time_without_a_24():
    # B4..C4 sum 12 and E4..F4 sum 12: D4 would join them, so even a 1 makes 25.
    from timekeeper.twentyfourseven.board import parse_cell
    from timekeeper.twentyfourseven.tiles_on_board import Board

    board = Board.from_tiles({"B4": 6, "C4": 6, "E4": 6, "F4": 6})
    assert parse_cell("D4") in board.stoned_cells()
    assert parse_cell("A4") not in board.stoned_cells()
