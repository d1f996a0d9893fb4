"""Saves and records for the save tests (tests/ui/test_saves_*.py): games played a few moves
in, as the page saves them, and what a 24/7 table shows."""

from __future__ import annotations

import json
import random
import re

from timekeeper.core.registry import game_info
from timekeeper.twentyfourseven import Deal, Game

GAMES = ("twentyfourseven", "les24heures", "hoursandghosts")
TITLES = {"twentyfourseven": "24/7", "les24heures": "Les 24 Heures",
          "hoursandghosts": "Who Turned the Clock?"}
OPTIONS = {"les24heures": {"hours": 12}}
# A move the engine refuses (as a record's move).
BROKEN = {"les24heures": {"play": "speed", "card": "zzz"},
          "hoursandghosts": {"take": 99}}


def played(game: str, names: list[str], moves: int, seed: str | None = None) -> dict:
    """The record of a game of ``game`` between ``names``, ``moves`` moves (whole turns) in,
    played at random from a seed."""
    table = game_info(game).new_game(names, OPTIONS.get(game, {}), seed=seed or f"saves {game}")
    rng = random.Random(7)
    while len(table.to_record()["moves"]) < moves:
        table.play(rng.choice(table.legal_moves()))
    return table.to_record()


def save_of(game: str, record: dict, **extra) -> str:
    """A save's text holding ``record`` (fields ``extra`` added), as the page writes one."""
    return json.dumps({"format": 1, "game": game, "record": record, "lang": "en",
                       "handoff": True, **extra})


def played_247(names, seed: str, moves: int, teams: bool = False,
               show_at: int | None = None) -> Game:
    """A 24/7 game, ``moves`` first legal placements in (the tile of move ``show_at`` shown)."""
    game = Game(names, Deal.from_seed(seed, len(names)), teams=teams)
    for number in range(moves):
        tile, cell = game.legal_placements()[0]
        game.place(tile, cell, show=tile if number == show_at else None)
    return game


def board_tiles(tab) -> dict[str, int]:
    """The 24/7 board as shown: cell -> tile."""
    return {node.get("data-cell"): int(node.get_text())
            for node in tab.find_all("#board .cell.tile") if node.get_text()}


def rack(tab) -> list[int]:
    """The tile values on the 24/7 rack, read from the buttons' names ("Tile 7")."""
    return [int(re.search(r"\d+", node.get("aria-label")).group())
            for node in tab.find_all(".rack button")]


def warning_text(tab) -> str:
    """The first warning card's text."""
    return tab.text(".card.warning")
