"""The worked examples of the rules page, as data, scored by the engine itself.

The in-app rules draw each as a little board; what they say it scores comes from
``evaluate``, never from a typed-in number, so the rules shown and the rules played agree.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import parse_cell
from .errors import IllegalMove
from .scoring import score_placement
from .tiles_on_board import Board
from .turn import Turn


@dataclass(frozen=True)
class WorkedExample:
    """Tiles already on an otherwise empty board, and the tile placed next."""

    key: str
    tiles: dict
    tile: int
    cell: str


WORKED_EXAMPLES = (
    WorkedExample("sum7", {"D4": 3}, 4, "D5"),
    WorkedExample("run3", {"D4": 5, "D5": 6}, 7, "D6"),
    WorkedExample("two_runs", {"B4": 2, "C4": 3, "E4": 3, "F4": 2}, 4, "D4"),
    WorkedExample("set_and_24", {"B4": 8, "C4": 8}, 8, "D4"),
    WorkedExample(
        "24_in_7", {"A4": 1, "B4": 2, "C4": 3, "D4": 4, "E4": 5, "F4": 6}, 3, "G4"
    ),
    WorkedExample("bonus_24_7", {"B2": 10, "C2": 10, "D1": 3}, 4, "D2"),
    WorkedExample("double_sum7", {"B2": 3}, 4, "B3"),
    WorkedExample("double_run4", {"A1": 3, "B1": 4, "D1": 6}, 5, "C1"),
    WorkedExample("over_24", {"D4": 9, "D5": 9}, 7, "D6"),
)


def evaluate(example: WorkedExample, tile: int | None = None) -> Turn | IllegalMove:
    """What placing the example's tile (or ``tile``) scores on the example's board, or the
    IllegalMove that forbids it."""
    tile = example.tile if tile is None else tile
    board = Board.from_tiles(example.tiles)
    index = parse_cell(example.cell)
    try:
        board.check_cell(index, tile)
    except IllegalMove as error:
        return error
    combos, doubled = score_placement(board.tiles, index, tile)
    return Turn(
        seat=0, tile=tile, cell=example.cell, points=sum(c.minutes for c in combos),
        combos=combos, double_time=doubled, new_stones=board.stones_after(index, tile),
    )
