"""The minutes every tile value would score on an empty cell, all at once (rules page,
"Scoring"), for boards kept as a list of tiles with an entry for ``EDGE``.

Each line's figures come from ``scoring.line_combos``, the same function the itemised
scoring uses, tried once for every value; the 24/7 bonus and double time are then applied
as the rules page says. A line's figures depend only on the tiles along it, so they are
kept once computed: a search meets the same lines again and again.
"""

from __future__ import annotations

from operator import add

from .board import DOUBLE_TIME, EDGE, LINES
from .deal import TILE_VALUES
from .scoring import MINUTES_24_7_BONUS, SUM_7, SUM_24, combo_minutes, line_combos

TOP = max(TILE_VALUES)  # the highest tile
NO_MINUTES = (0,) * (TOP + 1)  # indexed by tile value; index 0 is never a tile
DOUBLED = tuple(cell in DOUBLE_TIME for cell in range(EDGE + 1))
LINES_KEPT = 50_000  # line figures kept before starting afresh (a bound on memory)
_line_figures: dict[tuple, tuple] = {}


def line_figures(before: tuple, after: tuple) -> tuple[tuple[int, ...], int, int]:
    """For a line with the tiles ``before`` and ``after`` an empty cell (values, nearest
    first): the minutes each value 0..10 scores on that line alone (no doubling, no 24/7
    bonus), the value that makes it sum to 7 and the value that makes it sum to 24 (0 for
    none)."""
    key = (before, after)
    figures = _line_figures.get(key)
    if figures is None:
        minutes = [0] * (TOP + 1)
        seven = twenty_four = 0
        for value in _could_score(before, after):
            for kind, length, _before, _after in line_combos(before, after, value):
                minutes[value] += combo_minutes(kind, length)
                if kind == "sum7":
                    seven = value
                elif kind == "sum24":
                    twenty_four = value
        figures = (tuple(minutes), seven, twenty_four)
        if len(_line_figures) >= LINES_KEPT:
            _line_figures.clear()
        _line_figures[key] = figures
    return figures


def _could_score(before: tuple, after: tuple) -> list[int]:
    """The tile values that may make a combination on a line with the tiles ``before`` and
    ``after`` an empty cell: the ones completing 7 or 24, and the ones one above, one below
    or equal to a neighbouring tile (a run or a set goes through that neighbour). No other
    value can score there, so ``line_figures`` tries only these."""
    total = sum(before) + sum(after)
    candidates = {SUM_7 - total, SUM_24 - total}
    for side in (before, after):
        if side:
            candidates.update((side[0] - 1, side[0], side[0] + 1))
    return sorted(value for value in candidates if value in TILE_VALUES)


def lines_at(tiles: list[int], cell: int) -> list[tuple[tuple[int, ...], int, int]]:
    """The ``line_figures`` of every line through the empty ``cell`` that holds a tile."""
    found = []
    for _direction, back, forward in LINES[cell]:
        if not tiles[back[0]] and not tiles[forward[0]]:
            continue
        # The values along each side up to the first empty cell (EDGE ends every ray).
        before = []
        for other in back:
            value = tiles[other]
            if not value:
                break
            before.append(value)
        after = []
        for other in forward:
            value = tiles[other]
            if not value:
                break
            after.append(value)
        found.append(line_figures(tuple(before), tuple(after)))
    return found


def bonus_minutes(lines: list[tuple[tuple[int, ...], int, int]], tile: int) -> int:
    """The 24/7 bonus ``tile`` scores over ``lines``: one for each pair of a line it makes
    sum to 24 and another it makes sum to 7."""
    sevens = sum(1 for _minutes, seven, _twenty_four in lines if seven == tile)
    twenty_fours = sum(1 for _minutes, _seven, twenty_four in lines if twenty_four == tile)
    return MINUTES_24_7_BONUS * sevens * twenty_fours


def cell_minutes(tiles: list[int], cell: int, capacity: int = TOP) -> tuple[int, ...]:
    """The minutes each value 0..10 scores on the empty ``cell``: 0 at index 0 and for the
    values over ``capacity`` (the largest tile the cell accepts).

    Adds up the cell's lines and the 24/7 bonus; a double-time cell doubles it all."""
    lines = lines_at(tiles, cell)
    if not lines:
        return NO_MINUTES
    total = lines[0][0]
    for minutes, _seven, _twenty_four in lines[1:]:
        total = tuple(map(add, total, minutes))
    bonus_tiles = {seven for _minutes, seven, _twenty_four in lines if seven} & \
        {twenty_four for _minutes, _seven, twenty_four in lines if twenty_four}
    if bonus_tiles:
        total = list(total)
        for tile in bonus_tiles:
            total[tile] += bonus_minutes(lines, tile)
    if DOUBLED[cell]:
        total = tuple(minutes * 2 for minutes in total)
    if capacity < TOP:
        return tuple(total[: capacity + 1]) + NO_MINUTES[capacity + 1 :]
    return tuple(total)


def placement_minutes(tiles: list[int], cell: int, tile: int) -> int:
    """The minutes ``tile`` scores on the empty ``cell``: the one value of ``cell_minutes``,
    worked out alone."""
    lines = lines_at(tiles, cell)
    minutes = 0
    sums = False  # whether the tile makes some line sum to 7 or 24
    for line_minutes, seven, twenty_four in lines:
        minutes += line_minutes[tile]
        sums = sums or tile in (seven, twenty_four)
    if sums:
        minutes += bonus_minutes(lines, tile)
    return minutes * 2 if DOUBLED[cell] else minutes
