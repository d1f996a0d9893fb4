"""The three Les 24 Heures computer players. Each gets a ``Position`` (rebuilt from its
seat's view) and a random generator, and returns one legal record move.

- easy: a beginner. Usually exposes a speed card it can (any of them), otherwise does
  something sensible at random; never throws away a card it could use now when it has a use.
- medium: the most kilometres now; with no speed card to expose, it mends its car, attacks
  the leader, turns the hour board, and else throws away the card it can least use.
- hard: see ``hard.py``.
"""

from __future__ import annotations

from .position import FAMILY, HOUR, INCIDENT, SPEED, SPEED_VALUE, Position

INCIDENT_RANK = {"misfire": 3, "speed-limit": 2, "oil-on-track": 1}


def has_own_use(pos: Position, card: str, moves: list[dict]) -> bool:
    """The card has a legal play other than the discard."""
    return any(move.get("card", move["play"]) == card and move["play"] != "discard"
               for move in moves)


def sensible(pos: Position, moves: list[dict]) -> list[dict]:
    """The moves a beginner may make: no discard of a card it could use now."""
    kept = [move for move in moves
            if move["play"] != "discard" or not has_own_use(pos, move["card"], moves)]
    return kept or moves


# ----------------------------------------------------------------------------- easy
def play_easy(pos: Position, rng) -> dict:
    moves = pos.legal_moves()
    speed = [move for move in moves if move["play"] == "speed"]
    if speed and rng.random() < 0.7:
        return rng.choice(speed)
    fixes = [move for move in moves if move["play"] in ("bonus", "joker")]
    if pos.me.stopped and fixes and rng.random() < 0.8:
        return rng.choice(fixes)
    return rng.choice(sensible(pos, moves))


# ----------------------------------------------------------------------------- medium
def leader_target(pos: Position, moves: list[dict]) -> list[dict]:
    """Incident moves ordered: the strongest incident on the car with the most km."""
    km_of = {seat: pos.cars[pos.car_of[seat]].km for seat in range(pos.players)}
    return sorted((move for move in moves if move["play"] == "incident"),
                  key=lambda move: (-INCIDENT_RANK[move["card"]], -km_of[move["target"]]))


def medium_discard_key(pos: Position, card: str, moves: list[dict]) -> tuple:
    """Lower is thrown away first: cards with no use now, then the smallest speed cards."""
    usable = has_own_use(pos, card, moves)
    value = SPEED_VALUE.get(card, 0)
    return (usable, FAMILY[card] == SPEED, value)


def play_medium(pos: Position, rng) -> dict:
    moves = pos.legal_moves()
    if moves[0]["play"] == "pit-stop":
        return moves[0]
    speed = [move for move in moves if move["play"] == "speed"]
    if speed:
        return max(speed, key=lambda move: SPEED_VALUE[move["card"]])
    if pos.me.stopped:
        for move in moves:
            if move["play"] == "bonus":
                return move
        for move in moves:
            if move["play"] == "joker":
                return move
    for move in moves:
        if move["play"] == "lap-record":
            return move
    incidents = leader_target(pos, moves)
    if incidents:
        return incidents[0]
    for move in moves:
        if move["play"] in ("joker", "bonus", "race-hour"):
            return move
    discards = [move for move in moves if move["play"] == "discard"]
    if discards:
        lowest = min(medium_discard_key(pos, move["card"], moves) for move in discards)
        return rng.choice([move for move in discards
                           if medium_discard_key(pos, move["card"], moves) == lowest])
    return moves[0]


__all__ = ["HOUR", "INCIDENT", "play_easy", "play_medium", "decide_hard"]


def decide_hard(pos: Position, rng) -> dict:
    from .hard import decide

    return decide(pos, rng)
