"""How far a row is from being complete, in cards to take.

A run of ``free`` slots with ``hours`` hours that could go between its neighbours (the row's
ends count as 05:00 and 23:00) is filled one card at a time: each take brings one of the 17
hours, and an hour of the run goes on the slot of the run that leaves the best two smaller
runs. ``EXPECTED[free][hours]`` is the expected number of takes that fills the run that way,
computed once (a small dynamic programme). A run with more slots than hours can never be
filled without the emergency move: it costs ``STUCK`` plus ``STUCK_EACH`` per missing hour.
A row's cost is the sum over its runs, with the number of hours of a run counted by the
copies that may still come (an hour whose two copies are placed, boxed or gone counts for
nothing, see ``Knowledge.copies_left``) and the table interpolated between whole numbers.
"""

from __future__ import annotations

from timekeeper.hoursandghosts.cards import HOURS, ROW_SIZE
from timekeeper.hoursandghosts.row import LEFT_END, RIGHT_END, fitting_slots

ALL_HOURS = len(HOURS)  # 17: one take in 17 brings a given hour
STUCK, STUCK_EACH = 60.0, 40.0


def _table() -> list[list[float]]:
    size = ALL_HOURS + 1
    table = [[0.0] * size for _ in range(ROW_SIZE + 1)]
    for free in range(1, ROW_SIZE + 1):
        for hours in range(size):
            if hours < free:
                table[free][hours] = STUCK + STUCK_EACH * (free - hours)
                continue
            total = 0.0
            for index in range(1, hours + 1):  # the hour that comes, 1..hours in the run
                total += min(table[left][index - 1] + table[free - 1 - left][hours - index]
                             for left in range(free))
            table[free][hours] = ALL_HOURS / hours + total / hours
    return table


EXPECTED = _table()


def run_cost(free: int, hours: float) -> float:
    if free == 0:
        return 0.0
    if hours >= ALL_HOURS:
        return EXPECTED[free][ALL_HOURS]
    low = int(hours)
    part = hours - low
    cost = EXPECTED[free][low]
    if part:
        cost += part * (EXPECTED[free][low + 1] - cost)
    return cost


def runs(row: list) -> list[tuple[int, int, int]]:
    """``(free slots, hour before, hour after)`` for each run of free slots."""
    found = []
    last_index, last_hour = -1, LEFT_END
    for index in range(ROW_SIZE + 1):
        hour = row[index] if index < ROW_SIZE else RIGHT_END
        if hour is None:
            continue
        if index - last_index > 1:
            found.append((index - last_index - 1, last_hour, hour))
        last_index, last_hour = index, hour
    return found


def weight(copies: float) -> float:
    """How much an hour counts in a run, by the copies that may still come."""
    if copies <= 0:
        return 0.0
    return min(1.0, 0.55 + 0.225 * copies)


def row_cost(row: list, copies=None) -> float:
    """The expected takes to fill ``row`` (lower is better). ``copies(hour)`` says how many
    copies of an hour may still come (None: every hour counts fully)."""
    cost = 0.0
    for free, after, before in runs(row):
        if copies is None:
            hours = before - after - 1
        else:
            hours = sum(weight(copies(hour)) for hour in range(after + 1, before))
        cost += run_cost(free, hours)
    return cost


def best_slots(row: list, hour: int, copies=None) -> list[tuple[float, int]]:
    """Every slot where ``hour`` fits, as ``(cost of the row after, slot)``, best first."""
    found = []
    for slot in fitting_slots(row, hour):
        placed = list(row)
        placed[slot] = hour
        found.append((row_cost(placed, copies), slot))
    found.sort()
    return found
