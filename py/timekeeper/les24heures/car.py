"""A car (rules page, "Competitors", "Limits on speed cards", "Incidents", "Pit stops"):
the speed cards it exposed and its kilometres, its uncovered pit stops, the incidents on it
and how long each still lasts, its tyre change and the thousands in which it exposed a 350.

A car is driven by one player or shared by a team (``seats``); any of them plays on it.
The car only keeps its state: whether a play is allowed is decided in ``limits``.
"""

from __future__ import annotations

from .cards import COVERS

TYRE_CHANGE_KM = 2500
DEAD_END_KM = 2450  # from here no speed card lands on exactly 2,500
INCIDENT_TURNS = 2  # oil-on-track: the car's next 2 turns; misfire: 2 lost turns
SPEED_LIMIT_HOURS = 2  # speed-limit: until the hour board has turned 2 hours

TO_COME, DUE, DONE = "to_come", "due", "done"


def car_label(drivers: list[str]) -> str:
    """How messages name a car: "Ben's car", "Ana and Cleo's car", "Ana, Cleo and Eve's car"."""
    if len(drivers) == 1:
        who = drivers[0]
    else:
        who = ", ".join(drivers[:-1]) + " and " + drivers[-1]
    return f"{who}'s car"


class Car:
    """One car on the track. ``incidents`` maps each incident kind on the car to what is left
    of it: turns for ``oil-on-track`` and ``misfire``, the hour it ends at for
    ``speed-limit``."""

    __slots__ = ("index", "seats", "drivers", "label", "speed_cards", "km", "pit_stops",
                 "incidents", "tyres_changed", "thousands_350")

    def __init__(self, index: int, seats, drivers):
        self.index = index
        self.seats = tuple(seats)
        self.drivers = list(drivers)
        self.label = car_label(self.drivers)
        self.speed_cards: list[int] = []
        self.km = 0
        self.pit_stops: list[str] = []  # uncovered, in the order they were exposed
        self.incidents: dict[str, int] = {}
        self.tyres_changed = False
        self.thousands_350: list[int] = []  # total // 1000 before each 350 exposed

    # ----------------------------------------------------------------- what it is now
    @property
    def tyre_change(self) -> str:
        """"to_come" below 2,500 km, "due" at exactly 2,500 until tyres are changed, then
        "done" (once per race)."""
        if self.tyres_changed:
            return DONE
        return DUE if self.km == TYRE_CHANGE_KM else TO_COME

    @property
    def tyre_change_due(self) -> bool:
        return not self.tyres_changed and self.km == TYRE_CHANGE_KM

    @property
    def stopped(self) -> bool:
        """Stopped: an uncovered pit stop, or the tyre change due (rules page)."""
        return bool(self.pit_stops) or self.tyre_change_due

    @property
    def why_stopped(self) -> list[str]:
        """The uncovered pit stops (in order) and "tyre_change" when it is due."""
        return list(self.pit_stops) + (["tyre_change"] if self.tyre_change_due else [])

    def piles(self) -> list[list[int]]:
        """The speed cards in piles of 1,000 km, as the sheet asks them shown: a card joins
        the pile of the thousand its car's total was in before it (so each pile holds at
        most one 350, the one-350-per-thousand rule made visible)."""
        piles: list[list[int]] = []
        total = 0
        for value in self.speed_cards:
            if total // 1000 >= len(piles):
                piles.append([])
            piles[-1].append(value)
            total += value
        return piles

    def bonus_use(self, bonus: str) -> str | None:
        """What ``bonus`` (fuel, oil, tyres) would do on this car: the pit stop it covers,
        "tyre_change" (tyres with no pit-rain to cover), or None (nothing to do).
        A pit-rain is covered before the tyre change (rules page)."""
        pit = COVERS[bonus]
        if pit in self.pit_stops:
            return pit
        if bonus == "tyres" and self.tyre_change_due:
            return "tyre_change"
        return None

    @property
    def joker_useful(self) -> bool:
        """The Joker has something to do: an incident or pit stop to remove, or the tyre
        change due."""
        return bool(self.pit_stops or self.incidents) or self.tyre_change_due

    # ------------------------------------------------------------------------ changes
    def expose_speed(self, value: int) -> None:
        if value == 350:
            self.thousands_350.append(self.km // 1000)
        self.speed_cards.append(value)
        self.km += value

    def cover(self, bonus: str) -> str:
        """Play ``bonus`` on the car: returns the pit stop covered (now gone) or
        "tyre_change"."""
        use = self.bonus_use(bonus)
        if use == "tyre_change":
            self.tyres_changed = True
        else:
            self.pit_stops.remove(use)
        return use

    def joker(self) -> tuple[list[str], bool]:
        """The Joker: every incident and pit stop leaves the car (returned, incidents first
        in the order put down, then pit stops), and it counts as the tyre change if due."""
        removed = list(self.incidents) + list(self.pit_stops)
        changed = self.tyre_change_due
        if changed:
            self.tyres_changed = True
        self.incidents.clear()
        self.pit_stops.clear()
        return removed, changed

    def put_incident(self, kind: str, hour: int) -> None:
        """An incident put on the car when the board shows ``hour``."""
        if kind == "speed-limit":
            self.incidents[kind] = hour + SPEED_LIMIT_HOURS
        else:
            self.incidents[kind] = INCIDENT_TURNS

    def lose_turn(self) -> int:
        """A turn lost to the misfire: returns which (1 or 2); after the 2nd the misfire
        leaves the car (the caller discards it)."""
        left = self.incidents["misfire"] - 1
        if left:
            self.incidents["misfire"] = left
        else:
            del self.incidents["misfire"]
        return INCIDENT_TURNS - left

    def end_turn(self) -> bool:
        """One of the car's turns ends (played, lost or without a card): an oil-on-track
        counts it; True when that was its 2nd, the card leaving the car."""
        left = self.incidents.get("oil-on-track")
        if left is None:
            return False
        if left > 1:
            self.incidents["oil-on-track"] = left - 1
            return False
        del self.incidents["oil-on-track"]
        return True

    def hour_turned(self, hour: int) -> bool:
        """The board now shows ``hour``: True when the speed-limit on the car has lasted its 2
        hours and leaves it."""
        ends = self.incidents.get("speed-limit")
        if ends is not None and hour >= ends:
            del self.incidents["speed-limit"]
            return True
        return False

    def incident_view(self, hour: int) -> list[dict]:
        """The incidents on the car with how long each still lasts."""
        shown = []
        for kind, left in self.incidents.items():
            if kind == "speed-limit":
                shown.append({"kind": kind, "hours_left": max(left - hour, 0)})
            else:
                shown.append({"kind": kind, "turns_left": left})
        return shown

    def copy_state(self) -> tuple:
        """Everything that changes, for comparisons in tests."""
        return (tuple(self.speed_cards), self.km, tuple(self.pit_stops),
                tuple(self.incidents.items()), self.tyres_changed, tuple(self.thousands_350))
