"""Rules page, "Material": cell names, the start cell, the double-time pinwheel."""

import pytest

from timekeeper.twentyfourseven import CELLS, DOUBLE_TIME_CELLS, START_CELL, parse_cell
from timekeeper.twentyfourseven.board import NEIGHBOURS, line_label


def test_cells_are_named_by_column_letter_and_row_number():
    assert len(CELLS) == 49
    assert CELLS[0] == "A1" and CELLS[6] == "G1" and CELLS[7] == "A2" and CELLS[48] == "G7"
    assert START_CELL == "D4" and CELLS[24] == "D4"


def test_double_time_cells_are_a_pinwheel():
    assert len(DOUBLE_TIME_CELLS) == 8

    def quarter_turn(name):
        col, row = "ABCDEFG".index(name[0]), int(name[1]) - 1
        return "ABCDEFG"[6 - row] + str(col + 1)

    assert {quarter_turn(c) for c in DOUBLE_TIME_CELLS} == DOUBLE_TIME_CELLS


def test_neighbours_include_diagonals():
    assert len(NEIGHBOURS[parse_cell("D4")]) == 8
    assert len(NEIGHBOURS[parse_cell("A1")]) == 3
    assert len(NEIGHBOURS[parse_cell("A4")]) == 5


def test_parse_cell_takes_names_exactly_as_the_engine_writes_them():
    assert parse_cell("D5") == 3 + 4 * 7
    for bad in ("H1", "A8", "A0", "", "D", 5, " d5 ", "d5", "D5 ", " C3", "D\r5"):
        with pytest.raises(ValueError):
            parse_cell(bad)


def test_lines_are_named_as_a_player_would():
    cells = [parse_cell(c) for c in ("C3", "D4", "E5")]
    assert line_label(2, cells) == ("diagonal", "C3-E5")
    assert line_label(0, [parse_cell("B4"), parse_cell("C4")]) == ("row", "4")
    assert line_label(1, [parse_cell("D1"), parse_cell("D2")]) == ("column", "D")
