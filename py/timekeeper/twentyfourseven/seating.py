"""Who plays first in 24/7 (rules page, Setup 5): the table picks a player, or applies the
printed rule "the player whose age is closest to 24" (a tie goes to the earlier seat). The
shared seating rules live in ``timekeeper.core.seating``."""

from __future__ import annotations

from timekeeper.core import seating as _seating
from timekeeper.core.seating import seat_order

__all__ = ["first_by_age", "seat_order"]


def first_by_age(ages: list[int]) -> int:
    """The index of the player whose age is closest to 24; on a tie, the earlier one."""
    return _seating.first_by_age(ages, _seating.CLOSEST_TO_24)
