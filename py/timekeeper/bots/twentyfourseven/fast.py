"""A fast 24/7 table for search: play and take back placements without the public API's
bookkeeping (no Turn or Combo objects, no history, no names).

Cells are indices 0..48 as in the engine (``row * 7 + column``). A ``Board`` keeps:

- ``t``: the tile on each cell (0: empty or stoned; a stone breaks lines like an empty cell);
- ``cap``: for an empty cell, the largest tile it accepts (24 minus the largest sum of the
  tiles beside it along one direction); below 1 means out of time (stoned). 0 on a tile;
- ``op``: ``cap`` for the cells a tile may go to now (empty, in time, touching a tile), else
  0, so "``v`` fits on ``c``" is ``op[c] >= v``;
- ``side``: per empty cell and direction, the sum of the tiles beside it along that line.

Landing a tile changes only the cells just past both ends of its four lines (every empty
neighbour is such an end), so ``land`` looks at no more than 8 cells. ``push``/``pop`` take
placements back by snapshot (copying four short lists is cheaper in Python than an undo log).

``Search`` adds, for every open cell, the minutes each tile value 1..10 would score there
(``tab``), kept up to date the same way: a placement changes the lines of its end cells only.

The scoring here must agree with ``timekeeper.twentyfourseven.scoring`` (the tests replay
random games through both).
"""

from __future__ import annotations

from itertools import compress

from timekeeper.twentyfourseven.board import CELLS, DOUBLE_TIME, NEIGHBOURS, RAYS
from timekeeper.twentyfourseven.deal import TILE_SET
from timekeeper.twentyfourseven.scoring import (
    FULL_LINE,
    MINUTES_24_7_BONUS,
    MINUTES_24_IN_7,
    MINUTES_SUM_7,
    MINUTES_SUM_24,
    SUM_7,
    SUM_24,
    run_minutes,
    set_minutes,
)

SIZE = len(CELLS)  # the board's cells
EDGE = SIZE  # a cell past the board's edge: always empty, never open (ends every ray)
LIMIT = SUM_24
TOP = max(TILE_SET)  # the highest tile
CELL_RANGE = range(SIZE)
DT = tuple(i in DOUBLE_TIME for i in range(SIZE + 1))
# The engine's minutes (scoring.py), by the length of a run or a set (0 below 3).
RUN = tuple(run_minutes(n) if n >= 3 else 0 for n in range(FULL_LINE + 2))
SET = tuple(set_minutes(n) if n >= 3 else 0 for n in range(FULL_LINE + 2))
M7, M24, M24IN7, M247 = MINUTES_SUM_7, MINUTES_SUM_24, MINUTES_24_IN_7, MINUTES_24_7_BONUS
# LINES[c] = ((direction, cells backwards, cells forwards), ...), nearest first, each ray
# ending with EDGE.
LINES = tuple(
    tuple((d, RAYS[c][d][0] + (EDGE,), RAYS[c][d][1] + (EDGE,)) for d in range(4))
    for c in CELL_RANGE
)
ZERO_TABLE = (0,) * (TOP + 1)


def points(t: list[int], c: int, v: int) -> int:
    """The minutes tile ``v`` scores on the empty cell ``c`` of the board ``t``."""
    total = n7 = n24 = 0
    for _d, back, fwd in LINES[c]:
        if not t[back[0]] and not t[fwd[0]]:
            continue
        s = v
        n = 1
        for x in back:
            x = t[x]
            if not x:
                break
            s += x
            n += 1
        for x in fwd:
            x = t[x]
            if not x:
                break
            s += x
            n += 1
        if s == SUM_7:
            total += M7
            n7 += 1
        elif s == SUM_24:
            total += M24 if n < FULL_LINE else M24 + M24IN7
            n24 += 1
        if n >= 3:
            total += _line_runs(t, back, fwd, v)
    if n7 and n24:
        total += M247 * n7 * n24
    return total * 2 if DT[c] else total


def _line_runs(t: list[int], back: tuple, fwd: tuple, v: int) -> int:
    """Minutes of the runs and set through ``v`` along one line of the board ``t``."""
    total = 0
    for step in (1, -1, 0):
        length = 1
        x = v
        for y in back:
            y = t[y]
            if not y or y != x - step:
                break
            length += 1
            x = y
        x = v
        for y in fwd:
            y = t[y]
            if not y or y != x + step:
                break
            length += 1
            x = y
        if length >= 3:
            total += SET[length] if step == 0 else RUN[length]
    return total


def cell_table(t: list[int], c: int, k: int) -> tuple:
    """The minutes each value 1..10 scores on the open cell ``c`` (capacity ``k``); index 0
    and the values over the capacity score 0.

    Per line through ``c`` only a few values score: the one that completes 7, the one that
    completes 24, and one past each neighbour for runs and sets."""
    res = [0] * (TOP + 1)
    sevens = []
    fours = []
    for _d, back, fwd in LINES[c]:
        if not t[back[0]] and not t[fwd[0]]:
            continue
        bv = []
        for x in back:
            x = t[x]
            if not x:
                break
            bv.append(x)
        fv = []
        for x in fwd:
            x = t[x]
            if not x:
                break
            fv.append(x)
        s = sum(bv) + sum(fv)
        if s < SUM_7:
            res[SUM_7 - s] += M7
            sevens.append(SUM_7 - s)
        elif SUM_24 - TOP <= s < SUM_24:
            res[SUM_24 - s] += M24 if len(bv) + len(fv) < FULL_LINE - 1 else M24 + M24IN7
            fours.append(SUM_24 - s)
        if len(bv) + len(fv) >= 2:
            _add_runs(res, bv, fv)
    if sevens and fours:
        for v in set(fours):
            res[v] += M247 * fours.count(v) * sevens.count(v)
    if DT[c]:
        res = [x * 2 for x in res]
    if k < TOP:
        res[k + 1 :] = ZERO_TABLE[k + 1 :]
    return tuple(res)


def _chain(values: list[int], step: int) -> int:
    """How many of ``values`` (nearest first) go on from the first by ``step`` each."""
    x = values[0]
    n = 1
    for y in values[1:]:
        if y != x + step:
            break
        n += 1
        x = y
    return n


def _add_runs(res: list[int], bv: list[int], fv: list[int]) -> None:
    """Add to ``res`` the runs and set each value would make between ``bv`` (the tiles
    before the cell, nearest first) and ``fv`` (after it) along one line."""
    # (value that continues the tiles before, their chain, value for the tiles after, chain)
    b0 = bv[0] if bv else None
    f0 = fv[0] if fv else None
    for step, table in ((1, RUN), (-1, RUN), (0, SET)):
        vb = b0 + step if bv else None
        nb = _chain(bv, -step) if bv else 0
        vf = f0 - step if fv else None
        nf = _chain(fv, step) if fv else 0
        if vb is not None and vb == vf:
            if 1 <= vb <= TOP and 1 + nb + nf >= 3:
                res[vb] += table[1 + nb + nf]
            continue
        if nb >= 2 and vb is not None and 1 <= vb <= TOP:
            res[vb] += table[1 + nb]
        if nf >= 2 and vf is not None and 1 <= vf <= TOP:
            res[vf] += table[1 + nf]


class Board:
    """Tiles, capacities and open cells, with fast landing (see the module's docstring)."""

    __slots__ = ("t", "cap", "op", "side", "stack")

    def __init__(self):
        self.t = [0] * (SIZE + 1)
        self.cap = [LIMIT] * SIZE + [0]
        self.op = [0] * (SIZE + 1)
        self.side = [0] * (SIZE * 4)
        self.stack: list = []

    @classmethod
    def start(cls, tile: int, cell: int = 24) -> Board:
        """The board right after the deal: ``tile`` on D4."""
        board = cls()
        board.land(cell, tile)
        return board

    @classmethod
    def from_cells(cls, tiles: dict[int, int], stoned=()) -> Board:
        """A board holding ``tiles`` (cell index -> value) with the cells ``stoned`` out of
        time, computed from scratch (the order the tiles came in does not matter)."""
        board = cls()
        t, cap, op, side = board.t, board.cap, board.op, board.side
        for c, v in tiles.items():
            t[c] = v
        stoned = set(stoned)
        for c in CELL_RANGE:
            if t[c]:
                cap[c] = 0
                continue
            if c in stoned:
                cap[c] = 0
                continue
            for d, back, fwd in LINES[c]:
                s = 0
                for x in back:
                    x = t[x]
                    if not x:
                        break
                    s += x
                for x in fwd:
                    x = t[x]
                    if not x:
                        break
                    s += x
                side[c * 4 + d] = s
            k = LIMIT - max(side[c * 4 : c * 4 + 4])
            cap[c] = k if k > 0 else 0
            if k > 0 and any(t[x] for x in NEIGHBOURS[c]):
                op[c] = k
        return board

    def stoned(self) -> list[int]:
        """The out-of-time cells."""
        t, cap = self.t, self.cap
        return [c for c in CELL_RANGE if not t[c] and cap[c] < 1]

    def open_cells(self) -> list[int]:
        op = self.op
        return [c for c in CELL_RANGE if op[c]]

    def land(self, c: int, v: int) -> list[int]:
        """Put ``v`` on the open cell ``c``; returns the cells it put out of time."""
        t, cap, op, side = self.t, self.cap, self.op, self.side
        t[c] = v
        op[c] = cap[c] = 0
        stones = []
        for d, back, fwd in LINES[c]:
            total = v
            for eb in back:
                y = t[eb]
                if not y:
                    break
                total += y
            for ef in fwd:
                y = t[ef]
                if not y:
                    break
                total += y
            if cap[eb] > 0:  # an empty cell in time (EDGE has no capacity)
                beyond = total
                for x in LINES[eb][d][1]:
                    y = t[x]
                    if not y:
                        break
                    beyond += y
                j = eb * 4
                side[j + d] = beyond
                k = LIMIT - max(side[j], side[j + 1], side[j + 2], side[j + 3])
                if k > 0:
                    cap[eb] = op[eb] = k
                else:
                    cap[eb] = op[eb] = 0
                    stones.append(eb)
            if cap[ef] > 0:
                beyond = total
                for x in LINES[ef][d][2]:
                    y = t[x]
                    if not y:
                        break
                    beyond += y
                j = ef * 4
                side[j + d] = beyond
                k = LIMIT - max(side[j], side[j + 1], side[j + 2], side[j + 3])
                if k > 0:
                    cap[ef] = op[ef] = k
                else:
                    cap[ef] = op[ef] = 0
                    stones.append(ef)
        return stones

    def push(self) -> None:
        self.stack.append((self.t[:], self.cap[:], self.op[:], self.side[:]))

    def pop(self) -> None:
        self.t, self.cap, self.op, self.side = self.stack.pop()


class Search(Board):
    """A board that also keeps, for each open cell, what every value would score there."""

    __slots__ = ("tab",)

    def __init__(self):
        super().__init__()
        self.tab = [ZERO_TABLE] * (SIZE + 1)

    @classmethod
    def from_cells(cls, tiles: dict[int, int], stoned=()) -> Search:
        board = super().from_cells(tiles, stoned)
        t, op, tab = board.t, board.op, board.tab
        for c in CELL_RANGE:
            if op[c]:
                tab[c] = cell_table(t, c, op[c])
        return board

    def land(self, c: int, v: int) -> list[int]:
        stones = Board.land(self, c, v)
        t, op, tab = self.t, self.op, self.tab
        tab[c] = ZERO_TABLE
        for _d, back, fwd in LINES[c]:
            for ray in (back, fwd):
                for x in ray:
                    if not t[x]:
                        k = op[x]
                        tab[x] = cell_table(t, x, k) if k else ZERO_TABLE
                        break
        return stones

    def push(self) -> None:
        self.stack.append((self.t[:], self.cap[:], self.op[:], self.side[:], self.tab[:]))

    def pop(self) -> None:
        self.t, self.cap, self.op, self.side, self.tab = self.stack.pop()

    def best_by_value(self) -> list[int]:
        """For each value 0..10, the most it scores on any open cell now."""
        tab = self.tab
        rows = [tab[c] for c in compress(CELL_RANGE, self.op)]
        if not rows:
            return list(ZERO_TABLE)
        return list(map(max, zip(*rows, strict=True)))

    def where_best(self, v: int, minutes: int) -> int:
        """An open cell where ``v`` scores ``minutes`` (the first in reading order), -1 if
        none."""
        tab, op = self.tab, self.op
        for c in CELL_RANGE:
            if op[c] >= v and tab[c][v] == minutes:
                return c
        return -1

