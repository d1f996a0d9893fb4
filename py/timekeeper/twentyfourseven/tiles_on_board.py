"""The tiles on the board and what each empty cell still accepts (rules page, "A turn" and
"Out of time"), kept so that placements can be played and taken back quickly.

Cells are indices 0..48 (``row * 7 + column``); every list has one more entry for ``EDGE``,
the cell past the board's edge that ends every line. A ``Board`` keeps:

- ``tiles``: the tile on each cell (0: empty or out of time; a stone breaks lines like an
  empty cell);
- ``sides``: per empty cell and direction (``cell * 4 + direction``), the sum of the tiles
  beside it along that line;
- ``capacity``: for an empty cell, the largest tile it accepts: 24 minus the largest sum of
  the tiles beside it along one direction. A cell where even a 1 would pass 24 goes out of
  time for good and keeps 0, as does a cell holding a tile;
- ``room``: the capacity of the cells a tile may go to now (empty, in time, touching a
  tile), 0 elsewhere, so "``tile`` fits on ``cell``" is ``room[cell] >= tile``.

Landing a tile changes only the cells just past both ends of its four lines (every empty
neighbour is such an end), so ``land`` looks at no more than 8 cells. ``push``/``pop`` take
placements back by snapshot (copying four short lists is cheaper in Python than an undo
log).
"""

from __future__ import annotations

from .board import CELLS, EDGE, LINES, NEIGHBOURS, START, cell_name, line_label, parse_cell
from .errors import IllegalMove
from .scoring import SUM_24, line_through

LIMIT = SUM_24  # no line may ever sum to more than 24
CELL_RANGE = range(len(CELLS))


class Board:
    """Tiles, capacities and playable cells, with fast landing (see the module's
    docstring)."""

    __slots__ = ("tiles", "capacity", "room", "sides", "saved")

    def __init__(self):
        self.tiles = [0] * (EDGE + 1)
        self.capacity = [LIMIT] * EDGE + [0]
        self.room = [0] * (EDGE + 1)
        self.sides = [0] * (EDGE * 4)
        self.saved: list = []

    @classmethod
    def start(cls, tile: int) -> Board:
        """The board right after the deal: ``tile`` on the start cell."""
        board = cls()
        board.land(START, tile)
        return board

    @classmethod
    def from_tiles(cls, tiles: dict[str, int]) -> Board:
        """A board holding ``tiles`` (cell name → value), laid in the order given, e.g. a
        worked example's board."""
        board = cls()
        for name, tile in tiles.items():
            board.land(parse_cell(name), tile)
        return board

    @classmethod
    def from_cells(cls, tiles: dict[int, int], stoned=()) -> Board:
        """A board holding ``tiles`` (cell index → value) with the cells ``stoned`` out of
        time, computed from scratch (as a seat's view shows the board)."""
        board = cls()
        board_tiles, capacity, room, sides = board.tiles, board.capacity, board.room, board.sides
        for cell, tile in tiles.items():
            board_tiles[cell] = tile
        stoned = set(stoned)
        for cell in CELL_RANGE:
            if board_tiles[cell] or cell in stoned:
                capacity[cell] = 0
                continue
            for direction, back, forward in LINES[cell]:
                sides[cell * 4 + direction] = (_sum_along(board_tiles, back)
                                               + _sum_along(board_tiles, forward))
            accepts = LIMIT - max(sides[cell * 4 : cell * 4 + 4])
            capacity[cell] = accepts if accepts > 0 else 0
            if accepts > 0 and any(board_tiles[other] for other in NEIGHBOURS[cell]):
                room[cell] = accepts
        return board

    # ----------------------------------------------------------------------- questions
    def stoned_cells(self) -> list[int]:
        """The out-of-time cells, in reading order."""
        tiles, capacity = self.tiles, self.capacity
        return [cell for cell in CELL_RANGE if not tiles[cell] and capacity[cell] < 1]

    def open_cells(self) -> list[int]:
        """The cells a tile may go to now, in reading order."""
        room = self.room
        return [cell for cell in CELL_RANGE if room[cell]]

    def max_capacity(self) -> int:
        """The largest tile any playable cell accepts (0 when none is open)."""
        return max(self.room)

    def legal_cells(self, tile: int) -> list[int]:
        """The cells where ``tile`` may go now, in reading order."""
        room = self.room
        return [cell for cell in CELL_RANGE if room[cell] >= tile]

    def check_cell(self, index: int, tile: int) -> None:
        """Rules page, "A turn", step 1, for the cell: empty, not out of time, touching a tile
        and no line through it past 24. Raises IllegalMove naming the rule."""
        name = CELLS[index]
        if self.tiles[index]:
            raise IllegalMove("occupied", cell=name, tile=tile)
        if self.capacity[index] < 1:
            raise IllegalMove("out_of_time", cell=name, tile=tile)
        if not self.room[index]:
            raise IllegalMove("not_touching", cell=name, tile=tile)
        if self.capacity[index] < tile:
            sides = self.sides[index * 4 : index * 4 + 4]
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

    def stones_after(self, index: int, tile: int) -> list[str]:
        """The cells that landing ``tile`` on ``index`` would stone, without landing it."""
        self.push()
        stones = self.land(index, tile)
        self.pop()
        return sorted(cell_name(cell) for cell in stones)

    # ------------------------------------------------------------------------ changes
    def land(self, index: int, tile: int) -> list[int]:
        """Put ``tile`` on the empty cell ``index``; stone every empty cell where even a 1
        would now make a line pass 24. Returns the cells this landing stoned."""
        tiles, capacity, room, sides = self.tiles, self.capacity, self.room, self.sides
        tiles[index] = tile
        room[index] = capacity[index] = 0
        stones = []
        for direction, back, forward in LINES[index]:
            total = tile
            for end_back in back:
                value = tiles[end_back]
                if not value:
                    break
                total += value
            for end_forward in forward:
                value = tiles[end_forward]
                if not value:
                    break
                total += value
            # Each end's new side is the line's total plus the tiles past that end; EDGE and
            # the cells out of time have no capacity and change no more. The two ends are
            # written out one after the other: this is the search's innermost loop.
            if capacity[end_back] > 0:
                side = total
                for cell in LINES[end_back][direction][1]:
                    value = tiles[cell]
                    if not value:
                        break
                    side += value
                first = end_back * 4
                sides[first + direction] = side
                accepts = LIMIT - max(sides[first], sides[first + 1], sides[first + 2],
                                      sides[first + 3])
                if accepts > 0:
                    capacity[end_back] = room[end_back] = accepts
                else:
                    capacity[end_back] = room[end_back] = 0
                    stones.append(end_back)
            if capacity[end_forward] > 0:
                side = total
                for cell in LINES[end_forward][direction][2]:
                    value = tiles[cell]
                    if not value:
                        break
                    side += value
                first = end_forward * 4
                sides[first + direction] = side
                accepts = LIMIT - max(sides[first], sides[first + 1], sides[first + 2],
                                      sides[first + 3])
                if accepts > 0:
                    capacity[end_forward] = room[end_forward] = accepts
                else:
                    capacity[end_forward] = room[end_forward] = 0
                    stones.append(end_forward)
        return stones

    def push(self) -> None:
        """Remember the board as it is, for ``pop``."""
        self.saved.append((self.tiles[:], self.capacity[:], self.room[:], self.sides[:]))

    def pop(self) -> None:
        """Go back to the board as the last ``push`` found it."""
        self.tiles, self.capacity, self.room, self.sides = self.saved.pop()


def _sum_along(tiles: list[int], ray) -> int:
    """The sum of the tiles along ``ray`` (nearest first) up to the first empty cell."""
    total = 0
    for cell in ray:
        value = tiles[cell]
        if not value:
            break
        total += value
    return total
