"""24/7 (Sunriver Games, 2006): the rules engine, pure Python.

Lay numbered tiles on a 7×7 board so lines sum to 7 or 24 or form runs and sets, never
letting a line pass 24. See ``docs/rules/twentyfourseven.md`` for the rules as implemented
and ``docs/engine-api-twentyfourseven.md`` for this package's public face.
"""

from .board import CELLS, DOUBLE_TIME_CELLS, START_CELL, cell_name, parse_cell
from .deal import Deal
from .errors import IllegalMove, RecordError
from .game import Game
from .result import Result
from .seating import first_by_age, seat_order
from .setup import new_game, next_game
from .turn import Combo, Turn

__all__ = [
    "CELLS",
    "DOUBLE_TIME_CELLS",
    "START_CELL",
    "Combo",
    "Deal",
    "Game",
    "IllegalMove",
    "RecordError",
    "Result",
    "Turn",
    "cell_name",
    "first_by_age",
    "new_game",
    "next_game",
    "parse_cell",
    "seat_order",
]
