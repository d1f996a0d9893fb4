"""Scoring a placement: sums of 7 and 24, runs, sets, double time and both bonuses.

Implements the rules page's "Scoring" table for the tile just placed, over its four lines.
A line is the maximal unbroken sequence of tiles through the cell in one direction; runs and
sets are the maximal segments of that line that contain the placed tile.

``line_combos`` is the one place where a line's combinations are decided; the itemised
``score_placement`` below and the per-cell minutes tables of ``minutes_table`` are both
built on it, so the minutes a move is shown to score and the minutes the computer players
weigh cannot differ.
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
SHORTEST_STREAK = 3  # the fewest tiles of a run or a set
FIXED_MINUTES = {
    "sum7": MINUTES_SUM_7, "sum24": MINUTES_SUM_24, "24in7": MINUTES_24_IN_7,
    "247": MINUTES_24_7_BONUS,
}
# The ways tiles follow each other in board order: (step from one tile to the next, kind).
STREAKS = ((1, "run"), (-1, "run"), (0, "set"))


def run_minutes(length: int) -> int:
    """A run of ``length`` tiles (3 or more): 30, 40, 50, 60, then 10 a tile."""
    return RUN_MINUTES.get(length, 10 * length)


def set_minutes(length: int) -> int:
    """A set of ``length`` equal tiles (3 or more): 50, then 60 for 4 and more."""
    return SET_MINUTES.get(length, 60)


def combo_minutes(kind: str, length: int) -> int:
    """The minutes of one combination of ``length`` tiles, before doubling."""
    if kind == "run":
        return run_minutes(length)
    if kind == "set":
        return set_minutes(length)
    return FIXED_MINUTES[kind]


def reach(values, start: int, step: int) -> int:
    """How many of ``values`` (nearest first) go on from ``start`` by ``step`` each: the
    tiles on one side that a run (step 1 or -1) or a set (step 0) through ``start`` takes."""
    count = 0
    for value in values:
        if value != start + step:
            break
        count += 1
        start = value
    return count


def line_combos(before, after, tile: int) -> list[tuple[str, int, int, int]]:
    """The combinations one line makes for ``tile`` (before doubling), as (kind, length,
    tiles taken before the tile, tiles taken after it).

    ``before`` and ``after`` are the values of the line's tiles on each side of the placed
    tile, nearest first; "before" is towards the top or the left. A line of 2 or more tiles
    summing to 7 or 24 scores it; a 24 across the whole board also scores "24in7"; the
    longest run up, run down and set through the tile score if they hold 3 tiles or more.

    Worked out in two steps, ``line_shape`` (what of the line matters, whatever the tile)
    then ``shape_combos`` (what the tile makes of it), so that a table of every value's
    minutes on a line looks at the line once.
    """
    return shape_combos(line_shape(before, after), tile)


def line_shape(before, after) -> tuple[int, int, int, tuple]:
    """What of a line decides the combinations any tile makes on it: the number of tiles
    before and after the cell, their sum, and for each streak of ``STREAKS`` a tuple (kind,
    the value that goes on from the nearest tile before, how many tiles before that value
    takes, the same two after); a side without tiles has 0 and 0 (no tile is 0)."""
    streaks = []
    for step, kind in STREAKS:
        if before:
            need_before = before[0] + step
            taken_before = reach(before, need_before, -step)
        else:
            need_before = taken_before = 0
        if after:
            need_after = after[0] - step
            taken_after = reach(after, need_after, step)
        else:
            need_after = taken_after = 0
        streaks.append((kind, need_before, taken_before, need_after, taken_after))
    return len(before), len(after), sum(before) + sum(after), tuple(streaks)


def shape_combos(shape: tuple, tile: int) -> list[tuple[str, int, int, int]]:
    """``line_combos`` for ``tile`` on the line of ``shape`` (``line_shape``)."""
    count_before, count_after, total, streaks = shape
    combos = []
    length = count_before + 1 + count_after
    if length < 2:
        return combos
    total += tile
    if total == SUM_7:
        combos.append(("sum7", length, count_before, count_after))
    elif total == SUM_24:
        combos.append(("sum24", length, count_before, count_after))
        if length == FULL_LINE:
            combos.append(("24in7", length, count_before, count_after))
    for kind, need_before, reach_before, need_after, reach_after in streaks:
        taken_before = reach_before if tile == need_before else 0
        taken_after = reach_after if tile == need_after else 0
        streak = taken_before + 1 + taken_after
        if streak >= SHORTEST_STREAK:
            combos.append((kind, streak, taken_before, taken_after))
    return combos


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


def _tiles_along(board: list[int], ray) -> list[int]:
    """The cells of ``ray`` (nearest first) up to the first empty cell."""
    cells = []
    for cell in ray:
        if not board[cell]:
            break
        cells.append(cell)
    return cells


def score_placement(board: list[int], index: int, tile: int) -> tuple[list[Combo], bool]:
    """Every combination the tile ``tile`` placed on the empty cell ``index`` scores, and
    whether it covers a double-time cell (then every minute, bonuses included, is doubled).

    ``board`` holds 0 for an empty cell. Each pair of a line summing to 24 and another
    summing to 7 scores the 24/7 bonus.
    """
    combos: list[Combo] = []
    sevens: list[Combo] = []
    twenty_fours: list[Combo] = []
    for back, forward in RAYS[index]:
        before = _tiles_along(board, back)
        after = _tiles_along(board, forward)
        if not before and not after:
            continue
        values_before = [board[cell] for cell in before]
        values_after = [board[cell] for cell in after]
        for kind, length, taken_before, taken_after in line_combos(values_before,
                                                                     values_after, tile):
            cells = before[:taken_before][::-1] + [index] + after[:taken_after]
            combo = Combo(kind, length, combo_minutes(kind, length), name_cells(cells))
            if kind == "sum7":
                sevens.append(combo)
            elif kind == "sum24":
                twenty_fours.append(combo)
            combos.append(combo)
    for line24 in twenty_fours:
        for line7 in sevens:
            cells = line24.cells + tuple(c for c in line7.cells if c not in line24.cells)
            combos.append(Combo("247", len(cells), MINUTES_24_7_BONUS, cells))
    doubled = index in DOUBLE_TIME
    if doubled and combos:
        combos = [Combo(c.kind, c.length, c.minutes * 2, c.cells) for c in combos]
    return combos, doubled
