"""Who plays first (rules page, Setup 5): the table picks a player, or applies the printed
rule "the player whose age is closest to 24" (a tie goes to the earlier seat). The first
player then sits in seat 0 and the others follow in their order around the table, so
partners in a team game stay opposite (docs/rules.md, "Seats and the first player")."""

from __future__ import annotations

TARGET_AGE = 24


def first_by_age(ages: list[int]) -> int:
    """The index of the player whose age is closest to 24; on a tie, the earlier one."""
    if not ages:
        raise ValueError("no ages to compare")
    return min(range(len(ages)), key=lambda i: (abs(ages[i] - TARGET_AGE), i))


def seat_order(names: list[str], first: int) -> list[str]:
    """The names in seat order when ``first`` starts: the order around the table is kept."""
    if not 0 <= first < len(names):
        raise ValueError(f"no player {first + 1} among {len(names)}")
    return list(names[first:]) + list(names[:first])
