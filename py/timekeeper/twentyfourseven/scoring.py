"""Scoring a placement: sums of 7 and 24, runs, sets, double time and both bonuses.

Implements the rules page's "Scoring" table for the tile just placed, over its four lines.
A line is the maximal unbroken sequence of tiles through the cell in one direction; runs and
sets are the maximal segments of that line that contain the placed tile.
"""

from __future__ import annotations

from .board import DOUBLE_TIME, RAYS, SIZE
from .turn import Combo, name_cells

SUM_7, SUM_24 = 7, 24
MINUTES_SUM_7 = 20
MINUTES_SUM_24 = 40
MINUTES_24_IN_7 = 60
MINUTES_24_7_BONUS = 60
FULL_LINE = SIZE  # a line across the whole board
RUN_MINUTES = {3: 30, 4: 40, 5: 50, 6: 60}
SET_MINUTES = {3: 50, 4: 60}


def run_minutes(length: int) -> int:
    """A run of ``length`` tiles (3 or more): 30, 40, 50, 60, then 10 a tile."""
    return RUN_MINUTES.get(length, 10 * length)


def set_minutes(length: int) -> int:
    """A set of ``length`` equal tiles (3 or more): 50, then 60 for 4 and more."""
    return SET_MINUTES.get(length, 60)


def line_through(board: list[int], index: int, direction: int) -> list[int]:
    """The cells of the line through ``index`` in ``direction``, in board order.

    ``index`` counts as occupied (the tile being placed); empty cells and stones end a line.
    """
    back, forward = RAYS[index][direction]
    before = []
    for cell in back:
        if not board[cell]:
            break
        before.append(cell)
    before.reverse()
    before.append(index)
    for cell in forward:
        if not board[cell]:
            break
        before.append(cell)
    return before


def _segment(values: list[int], at: int, step: int) -> tuple[int, int]:
    """The maximal segment [start, end) around ``at`` where each value is the previous + step
    (step 1: ascending run, -1: descending run, 0: set)."""
    start = at
    while start > 0 and values[start] - values[start - 1] == step:
        start -= 1
    end = at + 1
    while end < len(values) and values[end] - values[end - 1] == step:
        end += 1
    return start, end


def score_line(line: list[int], values: list[int], at: int) -> list[Combo]:
    """The combinations one line makes for the tile at position ``at`` (before doubling)."""
    combos = []
    if len(line) < 3:
        total = values[0] + values[1]
        if total == SUM_7:
            return [Combo("sum7", 2, MINUTES_SUM_7, name_cells(line))]
        if total == SUM_24:
            return [Combo("sum24", 2, MINUTES_SUM_24, name_cells(line))]
        return combos
    total = sum(values)
    if len(line) >= 2 and total == SUM_7:
        combos.append(Combo("sum7", len(line), MINUTES_SUM_7, name_cells(line)))
    elif len(line) >= 2 and total == SUM_24:
        combos.append(Combo("sum24", len(line), MINUTES_SUM_24, name_cells(line)))
        if len(line) == FULL_LINE:
            combos.append(Combo("24in7", len(line), MINUTES_24_IN_7, name_cells(line)))
    for step in (1, -1):
        start, end = _segment(values, at, step)
        if end - start >= 3:
            length = end - start
            minutes = run_minutes(length)
            combos.append(Combo("run", length, minutes, name_cells(line[start:end])))
    start, end = _segment(values, at, 0)
    if end - start >= 3:
        length = end - start
        minutes = set_minutes(length)
        combos.append(Combo("set", length, minutes, name_cells(line[start:end])))
    return combos


def score_placement(board: list[int], index: int, tile: int) -> tuple[list[Combo], bool]:
    """Every combination the tile ``tile`` placed on the empty cell ``index`` scores, and
    whether it covers a double-time cell (then every minute, bonuses included, is doubled).

    ``board`` holds 0 for an empty cell. A line of one tile scores nothing, so the common
    case costs only a look at the neighbours.
    """
    combos: list[Combo] = []
    sevens: list[Combo] = []
    twenty_fours: list[Combo] = []
    for back, forward in RAYS[index]:
        before = []
        for cell in back:
            if not board[cell]:
                break
            before.append(cell)
        after = []
        for cell in forward:
            if not board[cell]:
                break
            after.append(cell)
        if not before and not after:
            continue
        before.reverse()
        line = before + [index] + after
        values = [board[cell] for cell in before] + [tile] + [board[cell] for cell in after]
        found = score_line(line, values, len(before))
        for combo in found:
            if combo.kind == "sum7":
                sevens.append(combo)
            elif combo.kind == "sum24":
                twenty_fours.append(combo)
        combos.extend(found)
    for line24 in twenty_fours:
        for line7 in sevens:
            cells = line24.cells + tuple(c for c in line7.cells if c not in line24.cells)
            combos.append(Combo("247", len(cells), MINUTES_24_7_BONUS, cells))
    doubled = index in DOUBLE_TIME
    if doubled and combos:
        combos = [Combo(c.kind, c.length, c.minutes * 2, c.cells) for c in combos]
    return combos, doubled
