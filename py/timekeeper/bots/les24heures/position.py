"""A Les 24 Heures position as one seat sees it, rebuilt from that seat's view only.

The cars are rebuilt as the engine's ``Car`` (a plain state holder) so that the engine's own
rule functions (``limits``) say what is legal; the hand is the seat's own; the discard pile is
followed through the public history (every card that goes to it is told, and a reshuffle
empties it). The *unseen* cards are the deck minus what this seat has seen and still knows
the place of: its own hand, the cards on the cars and the discard pile. They are the other
hands and the draw pile, all equally likely to be anywhere as far as the seat can tell (the
pit stops the other hands hold are public: counted apart).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from timekeeper.les24heures.car import Car
from timekeeper.les24heures.cards import (
    CARDS,
    HOUR,
    INCIDENT,
    PIT_STOP,
    PIT_STOPS,
    SPEED,
    card_counts,
)
from timekeeper.les24heures.limits import is_night, speed_refusal
from timekeeper.les24heures.plays import legal_plays

FAMILY = {card: family for card, (family, _count) in CARDS.items()}
PIT_STOP_CARDS = frozenset(PIT_STOPS)
SPEED_VALUE = {"100": 100, "150": 150, "250": 250, "350": 350}


def car_from_view(data: dict, hour: int) -> Car:
    """The engine's Car holding what ``data`` (a car of a view) shows."""
    car = Car(data["car"], data["seats"], data["players"])
    car.speed_cards = list(data["speed_cards"])
    car.km = data["km"]
    car.pit_stops = list(data["pit_stops"])
    for shown in data["incidents"]:
        kind = shown["kind"]
        if kind == "speed-limit":
            car.incidents[kind] = hour + shown["hours_left"]
        else:
            car.incidents[kind] = shown["turns_left"]
    car.tyres_changed = data["tyre_change"] == "done"
    car.thousands_350 = [thousand // 1000 for thousand in data["thousands_with_350"]]
    return car


def discard_pile(view: dict) -> list[str]:
    """The discard pile's cards, followed through the public history."""
    pile: list[str] = []
    for entry in view.get("opening", ()):
        _follow(pile, entry)
    for event in view["history"]:
        for entry in event["log"]:
            _follow(pile, entry)
    return pile


def _follow(pile: list[str], entry: dict) -> None:
    what = entry["what"]
    if what == "discard":
        pile.append(entry["card"])
    elif what == "reshuffle":
        pile.clear()


@dataclass
class Position:
    seat: int
    players: int
    hour: int
    last_hour: int
    hand: list[str]
    cars: list[Car]
    car_of: list[int]
    me: Car
    unseen: dict[str, int] = field(default_factory=dict)
    discard: list[str] = field(default_factory=list)  # the discard pile (public)

    @property
    def others(self) -> list[Car]:
        return [car for car in self.cars if car is not self.me]

    @property
    def night(self) -> bool:
        return is_night(self.hour)

    @property
    def hours_left(self) -> int:
        """Race-hour plays still to come before the finish (the last one ends the race)."""
        return self.last_hour - self.hour + 1

    def legal_moves(self) -> list[dict]:
        """Every distinct legal move, as the engine lists them (same order)."""
        return legal_plays(self.hand, self.me, self.cars, self.hour)

    def speed_ok(self, card: str, car: Car | None = None, hour: int | None = None) -> bool:
        return speed_refusal(car or self.me, card, self.hour if hour is None else hour) is None


def position_from_view(view: dict) -> Position:
    """The position the seat of ``view`` sees; ValueError when that seat cannot play."""
    if view.get("finished") or view.get("turn") is None:
        raise ValueError("the race is over: there is no move to choose")
    seat = view.get("seat")
    if seat is None or view["turn"] != seat:
        raise ValueError(f"it is seat {view['turn']}'s turn, not seat {seat}'s")
    hour = view["hour"]
    cars = [car_from_view(data, hour) for data in view["cars"]]
    car_of = list(view["car_of"])
    hand = list(view["hand"])
    pos = Position(
        seat=seat, players=len(view["players"]), hour=hour, last_hour=view["last_hour"],
        hand=hand, cars=cars, car_of=car_of, me=cars[car_of[seat]])
    unseen = card_counts(view["last_hour"])
    pos.discard = discard_pile(view)
    seen = list(hand) + pos.discard
    for car in view["cars"]:
        seen.extend(str(value) for value in car["speed_cards"])
        seen.extend(car["pit_stops"])
        seen.extend(shown["kind"] for shown in car["incidents"])
    for card in seen:
        unseen[card] -= 1
    pos.unseen = {card: count for card, count in unseen.items() if count > 0}
    return pos


def family(card: str) -> str:
    return FAMILY[card]


__all__ = ["FAMILY", "HOUR", "INCIDENT", "PIT_STOP", "SPEED", "SPEED_VALUE", "Position",
           "discard_pile", "family", "position_from_view"]
