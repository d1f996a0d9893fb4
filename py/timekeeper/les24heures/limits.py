"""What a card may do now (rules page, "A turn", "Limits on speed cards", "Incidents",
"Pit stops and bonuses"): each function returns the IllegalMove that forbids a play, or None
when it is allowed. Checks run in the order the rules page lists them; the first that fails
is told.
"""

from __future__ import annotations

from .car import DEAD_END_KM, TYRE_CHANGE_KM, Car
from .cards import COVERS, SPEED_VALUES
from .errors import IllegalMove

NIGHT_HOURS = range(7, 13)  # hour cards 7 to 12 inclusive are night (black) cards
SPEED_CARDS_BY_SIZE = ("350", "250", "150", "100")


def is_night(hour: int) -> bool:
    """Hours 7 to 12 inclusive are night hours (24- and 12-hour races alike)."""
    return hour in NIGHT_HOURS


def _car(car: Car) -> dict:
    return {"car": car.index, "players": list(car.drivers)}


def speed_refusal(car: Car, card: str, hour: int) -> IllegalMove | None:
    """Why speed ``card`` may not be exposed on ``car`` while the board shows ``hour``:
    stopped (pit stop, tyre change due), the exact 2,500 of the tyre change (no overshoot,
    no 2,450 dead end), no 350 at night, one 350 per thousand, oil-on-track (100 only),
    speed-limit (150 at most)."""
    value = SPEED_VALUES[card]
    if car.pit_stops:
        pit = car.pit_stops[0]
        return IllegalMove(
            "car_stopped", card=card, pit=pit, pit_stops=list(car.pit_stops), **_car(car))
    if car.tyre_change_due:
        return IllegalMove(
            "tyre_change_due", card=card, km=car.km, **_car(car))
    if not car.tyres_changed and car.km < TYRE_CHANGE_KM:
        after = car.km + value
        if after > TYRE_CHANGE_KM:
            return IllegalMove(
                "tyre_change_overshoot", card=card, km=car.km, after=after,
                **_car(car))
        if after == DEAD_END_KM:
            return IllegalMove(
                "tyre_change_dead_end", card=card, km=car.km, after=after, **_car(car))
    if value == 350:
        if is_night(hour):
            return IllegalMove("night_350", card=card, hour=hour, **_car(car))
        thousand = car.km // 1000
        if thousand in car.thousands_350:
            low = thousand * 1000
            return IllegalMove(
                "one_350_per_thousand", card=card,
                km=car.km, thousand=low, **_car(car))
    if value > 100 and "oil-on-track" in car.incidents:
        return IllegalMove(
            "oil_on_track", card=card, limit=100, **_car(car))
    if value > 150 and "speed-limit" in car.incidents:
        return IllegalMove(
            "speed_limit", card=card, limit=150, **_car(car))
    return None


def allowed_max(car: Car, hour: int) -> int | None:
    """The largest speed card ``car`` may expose now, or None when none may be."""
    for card in SPEED_CARDS_BY_SIZE:
        if speed_refusal(car, card, hour) is None:
            return SPEED_VALUES[card]
    return None


def allowed_max_reason(car: Car, hour: int) -> IllegalMove | None:
    """Why ``car`` may expose nothing larger than ``allowed_max`` now: the refusal of the
    next larger speed card (of the 100 when no speed card may go on it), or None when a 350
    may."""
    most = allowed_max(car, hour)
    larger = [card for card in reversed(SPEED_CARDS_BY_SIZE)
              if most is None or SPEED_VALUES[card] > most]
    return speed_refusal(car, larger[0], hour) if larger else None


def incident_refusal(kind: str, own: Car, own_seat: int, target: Car, target_seat: int,
                     players: list[str]) -> IllegalMove | None:
    """Why incident ``kind`` may not go on ``target`` (the car of ``target_seat``): it goes
    on another car (never your own, never a partner's) that does not already carry an
    incident of that kind."""
    if target is own:
        name = players[target_seat]
        if target_seat != own_seat:
            return IllegalMove(
                "partner_car", card=kind, target=target_seat, target_player=name, **_car(own))
        return IllegalMove("own_car", card=kind, target=target_seat, target_player=name,
                           **_car(own))
    if kind in target.incidents:
        return IllegalMove(
            "incident_already", card=kind, target=target_seat, **_car(target))
    return None


def bonus_refusal(car: Car, bonus: str) -> IllegalMove | None:
    """Why ``bonus`` (fuel, oil, tyres) cannot be played on ``car``: nothing to cover (and,
    for tyres, no tyre change due). Such a card may only be discarded."""
    if car.bonus_use(bonus) is not None:
        return None
    pit = COVERS[bonus]
    return IllegalMove(
        "nothing_to_cover", card=bonus, pit=pit, **_car(car))


def joker_refusal(car: Car) -> IllegalMove | None:
    """The Joker needs an incident or pit stop to remove, or the tyre change due."""
    if car.joker_useful:
        return None
    return IllegalMove(
        "joker_useless", card="joker", **_car(car))
