"""Computer players for Who Turned the Clock?: ``choose(view, level, rng)`` and
``hint(view, rng)``.

A turn takes several steps (take or emergency move, slot, end or arrange): the player is
asked again for each one, always with the view of the seat to play. It sees only what
``Game.view(seat)`` shows that seat (a JSON-ready dict: its own hand, the rows, the public
history) and uses only the random generator it is given: never a Game, another hand or the
pile's order. See ``docs/bots.md``.
"""

from __future__ import annotations

from .players import PLAYERS, play_hard

LEVELS = ("easy", "medium", "hard", "random")  # "random": the benchmark, not for players


def _check(view: dict) -> None:
    if view.get("finished") or view.get("turn") is None:
        raise ValueError("the game is over: no move to choose")
    if view.get("turn") != view.get("seat"):
        raise ValueError(f"this is the view of seat {view.get('seat')}, but seat "
                         f"{view.get('turn')} is to play")


def choose(view: dict, level: str, rng) -> dict:
    """One legal step for the seat to play: ``{"take": 2}``, ``{"shift": [[2, 3]]}``,
    ``{"slot": 4}``, ``{"end": True}`` or ``{"arrange": [...]}``."""
    if level not in PLAYERS:
        raise ValueError(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")
    _check(view)
    move, _, _ = PLAYERS[level](view, rng)
    return move


def hint(view: dict, rng) -> dict:
    """The hard player's step and why: ``{"move", "reasons", "points"}`` (``points``: the
    cards in the row after the step; reason codes in docs/bots.md)."""
    _check(view)
    move, reasons, points = play_hard(view, rng)
    if not reasons:
        reasons = [{"code": "end_turn"}] if "end" in move else []
    return {"move": move, "reasons": reasons, "points": points}
