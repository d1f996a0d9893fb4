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
from .scoring import MINUTES_24_7_BONUS, combo_minutes, line_combos

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
        for value in TILE_VALUES:
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


def cell_minutes(tiles: list[int], cell: int, capacity: int = TOP) -> tuple[int, ...]:
    """The minutes each value 0..10 scores on the empty ``cell``: 0 at index 0 and for the
    values over ``capacity`` (the largest tile the cell accepts).

    Adds up the cell's lines; each pair of a line that a value makes sum to 24 and another
    it makes sum to 7 adds the 24/7 bonus; a double-time cell doubles it all."""
    total = None
    sevens = []
    twenty_fours = []
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
        minutes, seven, twenty_four = line_figures(tuple(before), tuple(after))
        total = minutes if total is None else tuple(map(add, total, minutes))
        if seven:
            sevens.append(seven)
        if twenty_four:
            twenty_fours.append(twenty_four)
    if total is None:
        return NO_MINUTES
    if sevens and twenty_fours:
        total = list(total)
        for value in set(twenty_fours):
            total[value] += MINUTES_24_7_BONUS * twenty_fours.count(value) * sevens.count(value)
    if DOUBLED[cell]:
        total = tuple(minutes * 2 for minutes in total)
    if capacity < TOP:
        return tuple(total[: capacity + 1]) + NO_MINUTES[capacity + 1 :]
    return tuple(total)


def placement_minutes(tiles: list[int], cell: int, tile: int) -> int:
    """The minutes ``tile`` scores on the empty ``cell``."""
    return cell_minutes(tiles, cell)[tile]
