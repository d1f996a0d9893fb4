"""Who plays first, for every game: the table picks a player, or applies the printed age
rule — 24/7's "the player whose age is closest to 24", the other games' "the youngest". A
tie goes to the earlier player in the list. The first player then sits in seat 0 and the
others follow in their order around the table (so partners in team games stay opposite)."""

from __future__ import annotations

from .errors import IllegalMove

CLOSEST_TO_24 = "closest_to_24"
YOUNGEST = "youngest"


def first_by_age(ages: list[int], rule: str = CLOSEST_TO_24) -> int:
    """The index of the player the printed age ``rule`` names; on a tie, the earlier one."""
    if not ages:
        raise ValueError("no ages to compare")
    if rule == CLOSEST_TO_24:
        return min(range(len(ages)), key=lambda i: (abs(ages[i] - 24), i))
    if rule == YOUNGEST:
        return min(range(len(ages)), key=lambda i: (ages[i], i))
    raise ValueError(f"unknown age rule {rule!r}")


def seat_order(names: list, first: int) -> list:
    """The names in seat order when ``first`` starts: the order around the table is kept."""
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(names):
        raise ValueError(f"no player {first!r} among {len(names)}")
    return list(names[first:]) + list(names[:first])


def check_seat(seat, count: int) -> int:
    """``seat`` as a checked index: an int from 0 to count-1 (never -1 meaning the last)."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < count:
        raise IllegalMove("no_such_seat", seat=seat, count=count)
    return seat
