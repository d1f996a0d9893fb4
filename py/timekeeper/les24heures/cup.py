"""The Gold Cup (the sheet's "Coupe d'Or des prototypes"; rules page, "The end and the
winner"): four races with the same competitors — Le Mans, Francorchamps and Daytona over 24
hours, Sebring over 12 — whose championship points add up; most points wins the cup.

A record of a cup race carries ``"cup": {"race": n, "km": [[...], ...]}``: the race's number
(1–4) and the kilometres of each car in each earlier race. Points are derived from the
kilometres, never stored, so they cannot disagree. Cars level on points share their cup
place (and share the cup when level first).
"""

from __future__ import annotations

from timekeeper.core.fields import want_int, want_list, want_object
from timekeeper.core.result import shared_places

from .errors import RecordError, own_errors
from .result import race_points

MAX_KM = 15000  # every speed card of the deck exposed
RACES = (
    {"race": 1, "id": "le-mans", "name": "24 Heures du Mans", "hours": 24},
    {"race": 2, "id": "francorchamps", "name": "24 Heures de Francorchamps", "hours": 24},
    {"race": 3, "id": "daytona", "name": "24 Heures de Daytona", "hours": 24},
    {"race": 4, "id": "sebring", "name": "12 Heures de Sebring", "hours": 12},
)
LAST_RACE = len(RACES)


def race_hours(race: int) -> int:
    """The length of cup race ``race`` (1–4): 24 hours, 12 for Sebring."""
    return RACES[race - 1]["hours"]


class Cup:
    """The cup standings when race ``race`` is under way or done. ``earlier`` holds the km of
    each car in each earlier race; ``current`` the km of this race once it is finished
    (None while it goes on)."""

    def __init__(self, race: int, earlier: list[list[int]], current: list[int] | None,
                 cars: list[list[int]]):
        self.race = race
        self.earlier = [list(km) for km in earlier]
        self.current = list(current) if current is not None else None
        self.cars = [list(seats) for seats in cars]

    @property
    def finished_races(self) -> list[list[int]]:
        """The km of each car in every race run to the end so far."""
        return self.earlier + ([self.current] if self.current is not None else [])

    @property
    def over(self) -> bool:
        """The cup is over once Sebring (race 4) is finished."""
        return self.race == LAST_RACE and self.current is not None

    def points(self) -> list[list[int]]:
        """Each car's points in each finished race (per car, in race order)."""
        per_race = [race_points(km) for km in self.finished_races]
        return [[points[car] for points in per_race] for car in range(len(self.cars))]

    def totals(self) -> list[int]:
        return [sum(points) for points in self.points()]

    def places(self) -> list[int]:
        """Each car's cup place on total points (level totals share a place)."""
        totals = self.totals()
        order = sorted(range(len(totals)), key=lambda car: -totals[car])
        ranked = shared_places([-totals[car] for car in order])
        result = [0] * len(totals)
        for car, place in zip(order, ranked, strict=True):
            result[car] = place
        return result

    def winners(self) -> list[int]:
        """The seats of the car(s) that won the cup; empty until it is over."""
        if not self.over:
            return []
        return [seat for car, place in enumerate(self.places()) if place == 1
                for seat in self.cars[car]]

    def to_dict(self) -> dict:
        points, totals, places = self.points(), self.totals(), self.places()
        return {
            "race": self.race,
            "races": [dict(race) for race in RACES],
            "name": RACES[self.race - 1]["name"],
            "km": [list(km) for km in self.finished_races],
            "standings": [
                {"car": car, "seats": list(self.cars[car]), "points": points[car],
                 "total": totals[car], "place": places[car]}
                for car in range(len(self.cars))
            ],
            "over": self.over,
            "winners": self.winners(),
        }


@own_errors
def read_cup(data, cars: int, hours: int) -> tuple[int, list[list[int]]]:
    """The ``cup`` of a record: ``race`` 1–4 (the 4th is 12 hours, the others 24: it must
    agree with the record's ``hours``) and ``km``: one list per earlier race, one whole
    number of km (0 to 15,000, a multiple of 50) per car."""
    cup = want_object(data, "cup")
    for key in ("race", "km"):
        if key not in cup:
            raise RecordError("missing", where="cup", field=key)
    race = want_int(cup["race"], "cup: race", 1, LAST_RACE)
    if race_hours(race) != hours:
        raise RecordError("cup_hours", where="cup", race=race,
                          expected=race_hours(race), hours=hours)
    earlier = want_list(cup["km"], "cup: km", race - 1, race - 1)
    result = []
    for number, km in enumerate(earlier, start=1):
        where = f"cup: km of race {number}"
        want_list(km, where, cars, cars)
        for value in km:
            want_int(value, where, 0, MAX_KM)
            if value % 50:
                raise RecordError("cup_km", where=where, value=value)
        result.append(list(km))
    return race, result
