"""The games Timekeeper hosts, by their record key: one registration (``GameInfo``) per game,
from which every other list of games is read (the computer players', the words', the save
keys, the view packages, the stylesheets the build links). Nothing here imports a game: each
part of a game is named by its dotted module path and imported only when asked for, so the
first screen needs no engine.

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
    """One game's registration: what the app knows of it before importing any of its code."""

    id: str  # the record's ``game`` key
    engine_module: str  # ``Game`` and ``new_game`` (see the module's docstring)
    min_players: int
    max_players: int
    age_rule: str  # the printed rule for who starts (core.seating)
    view_module: str  # draws the table (what it exposes: timekeeper.ui.games)
    players_module: str  # computer players and hints (what it exposes: timekeeper.bots)
    words_module: str  # word helpers; the catalogs are ``<words_module>_<lang>`` (i18n)
    stylesheet: str  # the game's CSS, from the site's root; the build links it (index.html)
    save_key: str  # where the browser keeps the game in progress (ui.shell.saves)
    # Keys an earlier version kept the game under: a save found there is moved to
    # ``save_key`` once, as the app starts (ui.shell.saves).
    old_save_keys: tuple[str, ...] = ()

    def engine(self):
        """The game's engine package."""
        return importlib.import_module(self.engine_module)

    def game_class(self):
        return self.engine().Game

    def new_game(self, players: list[str], options: dict | None = None, *,
                 seed: str | None = None, deal: list[str] | None = None):
        return self.engine().new_game(players, options or {}, seed=seed, deal=deal)

    def catalog_module(self, lang: str) -> str:
        """The module of the game's words in ``lang`` (its ``TEXT``)."""
        return f"{self.words_module}_{lang}"

    def lesson_catalog_module(self, lang: str) -> str:
        """The module of the sentences of the game's tutorial in ``lang`` (its ``TEXT``)."""
        return f"{self.words_module}_lesson_{lang}"


GAMES: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo(
            id="twentyfourseven", engine_module="timekeeper.twentyfourseven",
            min_players=2, max_players=4, age_rule=CLOSEST_TO_24,
            view_module="timekeeper.ui.games.twentyfourseven",
            players_module="timekeeper.bots.twentyfourseven",
            words_module="timekeeper.i18n.twentyfourseven",
            stylesheet="static/css/twentyfourseven.css",
            save_key="timekeeper.twentyfourseven.game",
            old_save_keys=("timekeeper.247.game",),
        ),
        GameInfo(
            id="les24heures", engine_module="timekeeper.les24heures",
            min_players=2, max_players=6, age_rule=YOUNGEST,
            view_module="timekeeper.ui.games.les24heures",
            players_module="timekeeper.bots.les24heures",
            words_module="timekeeper.i18n.les24heures",
            stylesheet="static/css/les24heures.css",
            save_key="timekeeper.les24heures.game",
        ),
        GameInfo(
            id="hoursandghosts", engine_module="timekeeper.hoursandghosts",
            min_players=2, max_players=4, age_rule=YOUNGEST,
            view_module="timekeeper.ui.games.hoursandghosts",
            players_module="timekeeper.bots.hoursandghosts",
            words_module="timekeeper.i18n.hoursandghosts",
            stylesheet="static/css/hoursandghosts.css",
            save_key="timekeeper.hoursandghosts.game",
        ),
    )
}


def game_info(game_id: str) -> GameInfo:
    """The registry entry of ``game_id``; RecordError if no such game is hosted."""
    info = GAMES.get(game_id) if isinstance(game_id, str) else None
    if info is None:
        raise RecordError("unknown_game", where="record",
                          value=str(game_id)[:40], known=", ".join(GAMES))
    return info


def present(module: str) -> bool:
    """Whether ``module`` is there to import (a package or a module, not a bare folder),
    found without running it: a game whose part is not built yet is left out."""
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return False
    return spec is not None and spec.origin is not None


def available() -> list[GameInfo]:
    """The games whose engine is present, in the home screen's order."""
    return [info for info in GAMES.values() if present(info.engine_module)]
