"""A player's row of 7 slots (rules page, "A turn" 1, "The emergency move", "Winning").

A row is a list of 7 entries, an hour or None (a free slot), numbered 0 (leftmost) to 6.
Placed hours go forward strictly from left to right; the free slots between them do not
matter when placing. The row's left end counts as 05:00 and its right end as 23:00 when
asking whether the row can still be completed.
"""

from __future__ import annotations

from .cards import ROW_SIZE

LEFT_END, RIGHT_END = 5, 23  # the row's ends, for "no longer completable"

Row = list  # 7 entries: int (an hour) or None


def empty_row() -> Row:
    return [None] * ROW_SIZE


def is_full(row: Row) -> bool:
    return all(hour is not None for hour in row)


def placed_count(row: Row) -> int:
    return sum(1 for hour in row if hour is not None)


def after_and_before(row: Row, slot: int) -> tuple[int | None, int | None]:
    """The nearest placed hour left of ``slot`` and the nearest right of it (None for none):
    an hour fits ``slot`` when it is strictly between them."""
    after = next((row[i] for i in range(slot - 1, -1, -1) if row[i] is not None), None)
    before = next((row[i] for i in range(slot + 1, ROW_SIZE) if row[i] is not None), None)
    return after, before


def fits(row: Row, slot: int, hour: int) -> bool:
    """Whether ``hour`` may go on free ``slot``: the row stays strictly increasing (never the
    same hour twice)."""
    if row[slot] is not None:
        return False
    after, before = after_and_before(row, slot)
    return (after is None or after < hour) and (before is None or hour < before)


def fitting_slots(row: Row, hour: int) -> list[int]:
    """The free slots where ``hour`` keeps the row strictly increasing, left to right: after
    the last placed hour below it, before the first placed hour above it (none if the hour
    is already placed). The same as ``fits`` slot by slot, in one pass."""
    low, high = 0, ROW_SIZE - 1
    for slot, placed in enumerate(row):
        if placed is None:
            continue
        if placed == hour:
            return []
        if placed < hour:
            low = slot + 1
        else:
            high = slot - 1
            break
    return [slot for slot in range(low, high + 1) if row[slot] is None]


def room_around(row: Row, slot: int, hour: int) -> dict:
    """What placing ``hour`` on free ``slot`` leaves for the rest of the row: on each side
    the run of free slots up to the next placed hour (or the row's end) and how many hours
    could still go there, strictly between (the ends count as 05:00 and 23:00, as for
    ``stuck_gap``); and whether the row could then no longer be completed (``stuck``):
    ``{"slot": 0, "left": {"slots": 0, "hours": 12}, "right": {"slots": 6, "hours": 4},
    "stuck": True}`` for 18:00 on the first slot of an empty row."""
    left = slot
    while left > 0 and row[left - 1] is None:
        left -= 1
    right = slot
    while right < ROW_SIZE - 1 and row[right + 1] is None:
        right += 1
    low = row[left - 1] if left > 0 else LEFT_END
    high = row[right + 1] if right < ROW_SIZE - 1 else RIGHT_END
    placed = list(row)
    placed[slot] = hour
    return {"slot": slot,
            "left": {"slots": slot - left, "hours": max(0, hour - low - 1)},
            "right": {"slots": right - slot, "hours": max(0, high - hour - 1)},
            "stuck": stuck_gap(placed) is not None}


def stuck_gap(row: Row) -> dict | None:
    """Why the row can no longer be completed (the sheet's "flagrant error"), or None.

    A run of free slots between two placed hours, or between a placed hour and an end of the
    row, is longer than the number of hours strictly between them (the ends count as 05:00
    and 23:00). Copies do not count. The leftmost such run is given, as data:
    ``{"slots": [2, 3], "between": [10, 12], "hours": 1}`` (``between`` has None for an end
    of the row; ``hours`` is how many hours could go there). A full row is never stuck.
    """
    last_index, last_hour = -1, LEFT_END
    for index in range(ROW_SIZE + 1):
        hour = row[index] if index < ROW_SIZE else RIGHT_END
        if hour is None:
            continue
        if index - last_index - 1 > hour - last_hour - 1:
            return {
                "slots": list(range(last_index + 1, index)),
                "between": [None if last_index < 0 else last_hour,
                            None if index == ROW_SIZE else hour],
                "hours": hour - last_hour - 1,
            }
        last_index, last_hour = index, hour
    return None


def shift_problem(row: Row, source: int, target: int) -> tuple[str, dict] | None:
    """Why moving the card on ``source`` to ``target`` is not an emergency shift (None when
    it is one): a placed card moves one position into a free slot. The row then stays
    strictly increasing by construction (no placed card is jumped over), so breaking the
    order can only be tried by jumping, refused as "shift_distance". Returns (code,
    params)."""
    for slot in (source, target):
        if not 0 <= slot < ROW_SIZE:
            return "shift_out_of_row", {"slot": slot}
    if row[source] is None:
        return "shift_empty", {"slot": source}
    if abs(source - target) != 1:
        return "shift_distance", {"from": source, "to": target}
    if row[target] is not None:
        return "shift_occupied", {"slot": target, "card": row[target]}
    return None  # one position into a free slot: the placed hours keep their order


def shifted(row: Row, source: int, target: int) -> Row:
    moved = list(row)
    moved[target], moved[source] = moved[source], None
    return moved


def increasing(row: Row) -> bool:
    hours = [hour for hour in row if hour is not None]
    return all(a < b for a, b in zip(hours, hours[1:], strict=False))


def single_shifts(row: Row) -> list[tuple[int, int]]:
    """Every one-position move of a placed card into a free neighbouring slot."""
    return [
        (source, target)
        for source in range(ROW_SIZE)
        if row[source] is not None
        for target in (source - 1, source + 1)
        if shift_problem(row, source, target) is None
    ]


def shift_moves(row: Row) -> list[list[list[int]]]:
    """Every emergency move of the row: one shift, or two shifts of two different cards one
    after the other (the second card is not the one the first moved)."""
    moves = []
    for first in single_shifts(row):
        moves.append([list(first)])
        after_first = shifted(row, *first)
        for second in single_shifts(after_first):
            if second[0] != first[1]:
                moves.append([list(first), list(second)])
    return moves
