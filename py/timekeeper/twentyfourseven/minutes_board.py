"""A board that also keeps, for every playable cell, the minutes each tile value would
score there: what a search needs to weigh every placement (the computer players use it).

The figures come from ``minutes_table.cell_minutes``, brought up to date as a tile lands for
the only cells whose lines it changes: the cells just past both ends of its four lines.
"""

from __future__ import annotations

from itertools import compress

from .board import EDGE, LINES
from .minutes_table import NO_MINUTES, cell_minutes
from .tiles_on_board import CELL_RANGE, Board


class MinutesBoard(Board):
    """A ``Board`` plus ``minutes[cell][value]``: what ``value`` scores on the playable
    ``cell`` (``NO_MINUTES`` on the other cells and for the values the cell refuses)."""

    __slots__ = ("minutes",)

    def __init__(self):
        super().__init__()
        self.minutes = [NO_MINUTES] * (EDGE + 1)

    @classmethod
    def from_cells(cls, tiles: dict[int, int], stoned=()) -> MinutesBoard:
        board = super().from_cells(tiles, stoned)
        for cell in board.open_cells():
            board.minutes[cell] = cell_minutes(board.tiles, cell, board.room[cell])
        return board

    def land(self, index: int, tile: int) -> list[int]:
        stones = Board.land(self, index, tile)
        tiles, room, minutes = self.tiles, self.room, self.minutes
        minutes[index] = NO_MINUTES
        for _direction, back, forward in LINES[index]:
            for ray in (back, forward):
                for cell in ray:
                    if not tiles[cell]:
                        accepts = room[cell]
                        minutes[cell] = cell_minutes(tiles, cell, accepts) if accepts \
                            else NO_MINUTES
                        break
        return stones

    def push(self) -> None:
        self.saved.append((self.tiles[:], self.capacity[:], self.room[:], self.sides[:],
                           self.minutes[:]))

    def pop(self) -> None:
        self.tiles, self.capacity, self.room, self.sides, self.minutes = self.saved.pop()

    def best_by_value(self) -> list[int]:
        """For each value 0..10, the most it scores on any playable cell now."""
        rows = [self.minutes[cell] for cell in compress(CELL_RANGE, self.room)]
        if not rows:
            return list(NO_MINUTES)
        return list(map(max, zip(*rows, strict=True)))

    def where_best(self, tile: int, minutes: int) -> int:
        """The first playable cell, in reading order, where ``tile`` scores ``minutes``; -1
        if none."""
        table, room = self.minutes, self.room
        for cell in CELL_RANGE:
            if room[cell] >= tile and table[cell][tile] == minutes:
                return cell
        return -1
