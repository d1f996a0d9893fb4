"""Real 24/7 games kept as records under records/ beside this file, one for each way a game
can end."""

import json
from pathlib import Path

from timekeeper.twentyfourseven import Game

RECORDS = Path(__file__).parent / "records"


def load(name: str) -> dict:
    return json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))


def replay(name: str) -> Game:
    return Game.from_record(load(name))


def replay_until(record: dict, moves: int) -> Game:
    """The game of ``record`` with only its first ``moves`` placements played."""
    partial = dict(record, moves=record["moves"][:moves])
    return Game.from_record(partial)
