"""New games of 24/7 for the shell (the registry's ``new_game`` and ``next_game``): players in
seat order (the shell has already seated the first player at 0), teams for 4, and a deal from
a game code, from an explicit order of the 40 tiles, or fresh."""

from __future__ import annotations

from .deal import TILE_SET, Deal
from .errors import GAME_ID, RecordError
from .game import Game


def new_game(players: list[str], options: dict, *, seed: str | None = None,
             deal: list[str] | None = None) -> Game:
    """A game for ``players``; ``options``: ``{"teams": bool}`` (4 players only). ``deal``
    is the explicit deal as words: 40 numbers, the start tile, the 3 removed, the racks in
    seat order, then the bag."""
    teams = bool(options.get("teams")) and len(players) == 4
    if deal is not None:
        dealt = Deal.from_tiles(deal_tiles(deal), len(players))
    elif seed is not None and seed.strip():
        dealt = Deal.from_seed(seed, len(players))
    else:
        dealt = Deal.random(len(players))
    return Game(players, dealt, teams=teams)


def next_game(game: Game, seed: str | None = None) -> Game:
    """"Play again": a fresh deal for the same players, in the same seats and teams."""
    return new_game(game.players, {"teams": game.teams}, seed=seed)


def deal_tiles(words: list[str]) -> list[int]:
    """The 40 numbers of a typed deal; RecordError (code "deal_word" or "deal_count")."""
    for word in words:
        if not word.isdigit() or len(word) > 2:
            raise RecordError("deal_word", game=GAME_ID, where="deal", word=word[:12])
    if len(words) != len(TILE_SET):
        raise RecordError("deal_count", game=GAME_ID, where="deal", count=len(words),
                          expected=len(TILE_SET))
    return [int(word) for word in words]
