"""The tiles on the board and what each empty cell still accepts (rules page, "A turn" and
"Out of time").

For speed, each empty cell keeps the sums of the tile runs beside it in the four directions,
and so its ``capacity``: the largest tile it accepts without a line passing 24. These are
brought up to date as a tile lands, instead of rescanning the board, so legality checks and
"can this seat play?" stay cheap enough for computer players to search.
"""

from __future__ import annotations

from .board import CELLS, NEIGHBOURS, RAYS, cell_name, line_label, parse_cell
from .errors import IllegalMove
from .scoring import SUM_24, line_through

LIMIT = SUM_24  # no line may ever sum to more than 24


class Board:
    """The board: tiles, out-of-time stones and, for every empty cell, its capacity."""

    def __init__(self):
        self.tiles = [0] * len(CELLS)  # 0: empty
        self.stoned = [False] * len(CELLS)
        self.sides = [[0, 0, 0, 0] for _ in CELLS]
        self.capacity = [LIMIT] * len(CELLS)
        self.frontier: set[int] = set()  # empty, in time, touching a tile

    @classmethod
    def from_tiles(cls, tiles: dict[str, int]) -> Board:
        """A board holding ``tiles`` (cell name → value), e.g. a worked example's board."""
        board = cls()
        for name, tile in tiles.items():
            board.land(parse_cell(name), tile)
        return board

    def copy(self) -> Board:
        other = Board.__new__(Board)
        other.tiles = list(self.tiles)
        other.stoned = list(self.stoned)
        other.sides = [list(sides) for sides in self.sides]
        other.capacity = list(self.capacity)
        other.frontier = set(self.frontier)
        return other

    def land(self, index: int, tile: int) -> list[int]:
        """Put ``tile`` on ``index``; stone every empty cell where even a 1 would now make a
        line pass 24. Returns the cells this landing stoned.

        Only the cells just beyond both ends of the four lines through ``index`` can change
        capacity, so only they are looked at.
        """
        board, stoned, frontier = self.tiles, self.stoned, self.frontier
        board[index] = tile
        frontier.discard(index)
        for cell in NEIGHBOURS[index]:
            if not board[cell] and not stoned[cell]:
                frontier.add(cell)
        new_stones = []
        for direction, (back, forward) in enumerate(RAYS[index]):
            total = tile
            end_back = end_forward = -1
            for cell in back:
                if board[cell]:
                    total += board[cell]
                else:
                    end_back = cell
                    break
            for cell in forward:
                if board[cell]:
                    total += board[cell]
                else:
                    end_forward = cell
                    break
            for end, side in ((end_back, 0), (end_forward, 1)):
                if end < 0 or stoned[end]:
                    continue
                beyond = total
                for cell in RAYS[end][direction][side]:
                    if not board[cell]:
                        break
                    beyond += board[cell]
                sides = self.sides[end]
                sides[direction] = beyond
                capacity = LIMIT - max(sides)
                self.capacity[end] = capacity
                if capacity < 1:
                    stoned[end] = True
                    frontier.discard(end)
                    new_stones.append(end)
        return new_stones

    def max_capacity(self) -> int:
        """The largest tile any playable cell accepts (0 when none is open)."""
        capacity = self.capacity
        return max((capacity[cell] for cell in self.frontier), default=0)

    def check_cell(self, index: int, tile: int) -> None:
        """Rules page, "A turn", step 1, for the cell: empty, not out of time, touching a tile
        and no line through it past 24. Raises IllegalMove naming the rule."""
        name = CELLS[index]
        if self.tiles[index]:
            raise IllegalMove("occupied", cell=name, tile=tile)
        if self.stoned[index]:
            raise IllegalMove("out_of_time", cell=name, tile=tile)
        if index not in self.frontier:
            raise IllegalMove(
                "not_touching", cell=name, tile=tile
            )
        if self.capacity[index] < tile:
            sides = self.sides[index]
            direction = max(range(4), key=lambda d: sides[d])
            total = sides[direction] + tile
            self.tiles[index] = tile
            line = line_through(self.tiles, index, direction)
            self.tiles[index] = 0
            kind, label = line_label(direction, line)
            raise IllegalMove(
                "line_over_24",
                cell=name, tile=tile, line_kind=kind, line_name=label, total=total,
                line_cells=[CELLS[i] for i in line],
            )

    def legal_cells(self, tile: int) -> list[int]:
        capacity = self.capacity
        return [cell for cell in sorted(self.frontier) if capacity[cell] >= tile]

    def stones_after(self, index: int, tile: int) -> list[str]:
        """The cells that landing ``tile`` on ``index`` would stone, without landing it."""
        return sorted(cell_name(i) for i in self.copy().land(index, tile))
