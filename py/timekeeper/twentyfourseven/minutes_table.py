"""The minutes every tile value would score on an empty cell, all at once (rules page,
"Scoring"), for boards kept as a list of tiles with an entry for ``EDGE``.

Each line's figures come from ``scoring.line_combos``, the function the itemised scoring
uses, taken in its two steps: ``line_shape`` once for the line, then ``shape_combos`` for
every value that can score there; the 24/7 bonus and double time are then applied as the
rules page says. A line's figures depend only on the tiles along it, so they are kept once
computed, under the line's key: a search meets the same lines again and again.

A line's key is one integer written while walking out from the cell, four bits a tile
(tiles are 1..10, never 0): the tiles before the cell nearest first, a zero, then the tiles
after it nearest first. Hex "320" is the line with 3 then 2 before the cell and nothing
after; "5" has no tile before and a 5 after; 0 is a cell with no tile on that line.
"""

from __future__ import annotations

from operator import add

from .board import DOUBLE_TIME, EDGE, LINES
from .deal import TILE_VALUES
from .scoring import (
    MINUTES_24_7_BONUS,
    SHORTEST_STREAK,
    SUM_7,
    SUM_24,
    combo_minutes,
    line_shape,
    shape_combos,
)

TOP = max(TILE_VALUES)  # the highest tile
VALUES = frozenset(TILE_VALUES)
NO_MINUTES = (0,) * (TOP + 1)  # indexed by tile value; index 0 is never a tile
DOUBLED = tuple(cell in DOUBLE_TIME for cell in range(EDGE + 1))
# LINE_RAYS[cell]: the (cells backwards, cells forwards) of its four lines, as in LINES.
LINE_RAYS = tuple(tuple((back, forward) for _direction, back, forward in lines)
                  for lines in LINES)
BITS = 4  # bits a tile takes in a line's key
MASK = (1 << BITS) - 1
assert TOP < 1 << BITS
LINES_KEPT = 50_000  # line figures kept before starting afresh (a bound on memory)
_line_figures: dict[int, tuple] = {}


def line_key(before, after) -> int:
    """The key of the line with the tiles ``before`` and ``after`` an empty cell (values,
    nearest first; see the module's docstring)."""
    key = 0
    for value in before:
        key = key << BITS | value
    key <<= BITS
    for value in after:
        key = key << BITS | value
    return key


def line_sides(key: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The tiles before and after the cell (nearest first) of the line ``key``."""
    tiles = []  # from the line's far end inwards
    while key & MASK:
        tiles.append(key & MASK)
        key >>= BITS
    after = tiles[::-1]
    tiles.clear()
    key >>= BITS
    while key:
        tiles.append(key & MASK)
        key >>= BITS
    return tuple(tiles[::-1]), tuple(after)


def line_figures(before: tuple, after: tuple) -> tuple[tuple[int, ...], int, int]:
    """For a line with the tiles ``before`` and ``after`` an empty cell (values, nearest
    first): the minutes each value 0..10 scores on that line alone (no doubling, no 24/7
    bonus), the value that makes it sum to 7 and the value that makes it sum to 24 (0 for
    none)."""
    return figures_of(line_key(before, after))


def figures_of(key: int) -> tuple[tuple[int, ...], int, int]:
    """The ``line_figures`` of the line ``key``, kept once computed."""
    figures = _line_figures.get(key)
    if figures is None:
        shape = line_shape(*line_sides(key))
        minutes = [0] * (TOP + 1)
        seven = twenty_four = 0
        for value in _could_score(shape):
            for kind, length, _before, _after in shape_combos(shape, value):
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


def _could_score(shape: tuple) -> set[int]:
    """The tile values that may make a combination on the line of ``shape``
    (``scoring.line_shape``): the ones completing 7 or 24 and the ones going on from a
    neighbouring tile into a run or a set of 3 or more (through the tiles on one side, or
    joining both sides). For any other value ``shape_combos`` finds no sum and no streak
    long enough, so ``figures_of`` tries only these."""
    _count_before, _count_after, total, streaks = shape
    candidates = {SUM_7 - total, SUM_24 - total}
    for _kind, need_before, taken_before, need_after, taken_after in streaks:
        if need_before == need_after or taken_before >= SHORTEST_STREAK - 1:
            candidates.add(need_before)
        if taken_after >= SHORTEST_STREAK - 1:
            candidates.add(need_after)
    return candidates & VALUES


def lines_at(tiles: list[int], cell: int) -> list[tuple[tuple[int, ...], int, int]]:
    """The ``line_figures`` of every line through the empty ``cell`` that holds a tile."""
    found = []
    for back, forward in LINE_RAYS[cell]:
        # The line's key, walking each side up to the first empty cell (EDGE ends every ray).
        key = 0
        for other in back:
            value = tiles[other]
            if not value:
                break
            key = key << BITS | value
        key <<= BITS
        for other in forward:
            value = tiles[other]
            if not value:
                break
            key = key << BITS | value
        if key:
            found.append(_line_figures.get(key) or figures_of(key))
    return found


def bonus_minutes(sevens: int, twenty_fours: int) -> int:
    """The 24/7 bonus of a tile that makes ``sevens`` lines sum to 7 and ``twenty_fours``
    lines sum to 24: one for each pair of a line summing to 24 and another summing to 7."""
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
    sevens = [seven for _minutes, seven, _twenty_four in lines if seven]
    twenty_fours = [twenty_four for _minutes, _seven, twenty_four in lines if twenty_four]
    bonus_tiles = set(sevens) & set(twenty_fours)
    if bonus_tiles:
        total = list(total)
        for tile in bonus_tiles:
            total[tile] += bonus_minutes(sevens.count(tile), twenty_fours.count(tile))
    if DOUBLED[cell]:
        total = tuple(minutes * 2 for minutes in total)
    if capacity < TOP:
        return tuple(total[: capacity + 1]) + NO_MINUTES[capacity + 1 :]
    return tuple(total)


def placement_minutes(tiles: list[int], cell: int, tile: int) -> int:
    """The minutes ``tile`` scores on the empty ``cell``: the one value of ``cell_minutes``,
    worked out alone from the same line figures (the cell's lines walked as in
    ``lines_at``)."""
    minutes = sevens = twenty_fours = 0
    for back, forward in LINE_RAYS[cell]:
        key = 0
        for other in back:
            value = tiles[other]
            if not value:
                break
            key = key << BITS | value
        key <<= BITS
        for other in forward:
            value = tiles[other]
            if not value:
                break
            key = key << BITS | value
        if key:
            line_minutes, seven, twenty_four = _line_figures.get(key) or figures_of(key)
            minutes += line_minutes[tile]
            if seven == tile:
                sevens += 1
            elif twenty_four == tile:
                twenty_fours += 1
    if sevens and twenty_fours:
        minutes += bonus_minutes(sevens, twenty_fours)
    return minutes * 2 if DOUBLED[cell] else minutes
