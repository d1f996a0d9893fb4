"""The games Timekeeper hosts, by their record key. Engines are imported only when a game
is asked for, so the first screen needs none of them.

Every engine package exposes ``Game`` (a TableGame) and ``new_game(players, options, seed=None,
deal=None)``; ``deal`` is the explicit deal as the new-game form's words (numbers or card
names), ``seed`` any text. Both raise RecordError (with a code) on a bad deal.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

from .errors import RecordError
from .seating import CLOSEST_TO_24, YOUNGEST


@dataclass(frozen=True)
class GameInfo:
    """What the shell needs to know about a game before importing its engine."""

    id: str
    module: str
    min_players: int
    max_players: int
    age_rule: str  # the printed rule for who starts (core.seating)

    def engine(self):
        """The game's engine package."""
        return importlib.import_module(self.module)

    def game_class(self):
        return self.engine().Game

    def new_game(self, players: list[str], options: dict | None = None, *,
                 seed: str | None = None, deal: list[str] | None = None):
        return self.engine().new_game(players, options or {}, seed=seed, deal=deal)


GAMES: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo("twentyfourseven", "timekeeper.twentyfourseven", 2, 4, CLOSEST_TO_24),
        GameInfo("les24heures", "timekeeper.les24heures", 2, 6, YOUNGEST),
        GameInfo("hoursandghosts", "timekeeper.hoursandghosts", 2, 4, YOUNGEST),
    )
}


def game_info(game_id: str) -> GameInfo:
    """The registry entry of ``game_id``; RecordError if no such game is hosted."""
    info = GAMES.get(game_id) if isinstance(game_id, str) else None
    if info is None:
        raise RecordError("unknown_game", f"no game called {game_id!r}", where="record",
                          value=str(game_id)[:40], known=", ".join(GAMES))
    return info


def available() -> list[GameInfo]:
    """The games whose engine is present, in the home screen's order."""
    found = []
    for info in GAMES.values():
        try:
            importlib.util.find_spec(info.module)
        except (ImportError, ValueError):
            continue
        if importlib.util.find_spec(info.module) is not None:
            found.append(info)
    return found
