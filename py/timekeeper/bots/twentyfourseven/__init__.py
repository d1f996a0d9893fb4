"""Computer players for 24/7: ``choose(view, level, rng)`` and ``hint(view, rng)``.

They see only what ``Game.view(seat)`` shows the seat to play (a JSON-ready dict) and use
only the random generator they are given: never a Game, another rack, the bag or the removed
tiles. See ``docs/bots.md``.
"""

from __future__ import annotations

from .players import decide_hard, play_easy, play_hard, play_medium
from .position import move_dict, position_from_view

PLAYERS = {"easy": play_easy, "medium": play_medium, "hard": play_hard}


def choose(view: dict, level: str, rng) -> dict:
    """One legal record move for the seat to play, ``{"tile": 6, "cell": "D5"}``."""
    if level not in PLAYERS:
        raise ValueError(f"unknown level {level!r}: expected one of {', '.join(PLAYERS)}")
    pos = position_from_view(view)
    value, cell = PLAYERS[level](pos, rng)
    return move_dict(value, cell)


def hint(view: dict, rng) -> dict:
    """The hard player's move and why: ``{"move", "points", "reasons"}`` (codes and their
    parameters in ``reasons``)."""
    from .reasons import explain

    pos = position_from_view(view)
    return explain(pos, decide_hard(pos, rng))
