"""The legal plays of a seat (rules page, "A turn"), from what that seat can see: its hand,
its car, the cars and the hour board. The race lists its moves with it, and the computer
players (which see no race, only a seat's view) list theirs with the same function.
"""

from __future__ import annotations

from .car import Car
from .cards import CARDS, HOUR, INCIDENT, PIT_STOPS, SPEED
from .limits import speed_refusal

FAMILY = {card: family for card, (family, _count) in CARDS.items()}
PIT_STOP_CARDS = frozenset(PIT_STOPS)


def legal_plays(hand: list[str], car: Car, cars: list[Car], hour: int) -> list[dict]:
    """Every distinct legal move of a seat holding ``hand`` and driving ``car``, as record
    moves: a held pit stop must be exposed first (one move per kind held); otherwise by card
    in hand order, each card's own play before its discard, incidents once per target seat
    of every other car that does not carry one of that kind."""
    held = [card for card in hand if card in PIT_STOP_CARDS]
    if held:
        return [{"play": "pit-stop", "card": card} for card in dict.fromkeys(held)]
    moves: list[dict] = []
    for card in dict.fromkeys(hand):
        family = FAMILY[card]
        if family == SPEED:
            if speed_refusal(car, card, hour) is None:
                moves.append({"play": "speed", "card": card})
        elif family == INCIDENT:
            for other in cars:
                if other is not car and card not in other.incidents:
                    moves.extend({"play": "incident", "card": card, "target": target}
                                 for target in other.seats)
        elif family == HOUR:
            moves.append({"play": "race-hour"})
            continue
        elif card == "joker":
            if car.joker_useful:
                moves.append({"play": "joker"})
        elif card == "lap-record":
            moves.append({"play": "lap-record"})
        elif car.bonus_use(card) is not None:
            moves.append({"play": "bonus", "card": card})
        moves.append({"play": "discard", "card": card})
    return moves
