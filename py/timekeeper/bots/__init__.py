"""Computer players for every game, at three levels, and hints.

A computer player is given only what its seat may see, the game's ``view(seat)`` (a
JSON-ready dict, public history included), and a random generator; it returns one legal move
in the game's record format. It can never read another hand, the bag or the deck order: it
never receives a game object. Each game's players live in the package its registration
names (``GameInfo.players_module`` in timekeeper.core.registry: ``timekeeper.bots.<game>``),
imported only when that game is asked for, and provide::

    choose(view, level, rng) -> dict   # one record move
    hint(view, rng) -> dict            # {"move", "reasons", "points"}: see docs/bots.md

    >>> from timekeeper.bots import choose
    >>> choose("twentyfourseven", game.view(game.turn), "hard", random.Random(7))
    {'tile': 6, 'cell': 'D5'}
"""

from __future__ import annotations

import importlib

from timekeeper.core.registry import GAMES as _REGISTRY

LEVELS = ("easy", "medium", "hard")
GAMES = tuple(_REGISTRY)


def players_for(game_name: str):
    """The module holding ``game_name``'s computer players; ValueError if there is none."""
    if not isinstance(game_name, str) or game_name not in GAMES:
        raise ValueError(f"unknown game {game_name!r}: expected one of {', '.join(GAMES)}")
    module = _REGISTRY[game_name].players_module
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name and error.name.startswith(module):
            raise ValueError(f"no computer player for {game_name!r} yet") from None
        raise


def check_level(level: str) -> str:
    """``level`` if it is one of LEVELS; ValueError otherwise."""
    if not isinstance(level, str) or level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")
    return level


def choose(game_name: str, view: dict, level: str, rng) -> dict:
    """One legal move, as a record move, for the seat whose ``view`` this is (it must be that
    seat's turn). ``level`` is "easy", "medium" or "hard"; ``rng`` a ``random.Random``.
    ValueError for an unknown game or level, or a view where this seat cannot play."""
    check_level(level)
    module = players_for(game_name)
    _check_view(game_name, view)
    return module.choose(view, level, rng)


def hint(game_name: str, view: dict, rng) -> dict:
    """The hard player's move for this view and why, as data for the UI to put into words:
    ``{"move": {...}, "reasons": [{"code": ..., ...}, ...], "points": n}`` (the codes are
    listed in docs/bots.md)."""
    module = players_for(game_name)
    _check_view(game_name, view)
    return module.hint(view, rng)


def _check_view(game_name: str, view) -> None:
    if not isinstance(view, dict):
        raise ValueError("a view is the dict the game's view(seat) returns")
    if view.get("game") != game_name:
        raise ValueError(f"this view is of {view.get('game')!r}, not {game_name!r}")
