"""Computer players for Les 24 Heures: ``choose(view, level, rng)`` and ``hint(view, rng)``.

They see only what ``Game.view(seat)`` shows the seat to play (a JSON-ready dict: the cars,
the hour board, the public history, the seat's own hand) and use only the random generator
they are given: never a Game, another hand or the draw pile. See ``docs/bots.md``.
"""

from __future__ import annotations

from .players import decide_hard, play_easy, play_medium
from .position import position_from_view

PLAYERS = {"easy": play_easy, "medium": play_medium}


def choose(view: dict, level: str, rng) -> dict:
    """One legal record move for the seat to play, e.g. ``{"play": "speed", "card": "250"}``."""
    if level not in ("easy", "medium", "hard"):
        raise ValueError(f"unknown level {level!r}: expected one of easy, medium, hard")
    pos = position_from_view(view)
    if level == "hard":
        return dict(decide_hard(pos, rng)["move"])
    return dict(PLAYERS[level](pos, rng))


def hint(view: dict, rng) -> dict:
    """The hard player's move and why: ``{"move", "reasons", "points"}`` (codes and their
    parameters in ``reasons``; ``points`` the kilometres the move adds to the car now)."""
    pos = position_from_view(view)
    return decide_hard(pos, rng)
