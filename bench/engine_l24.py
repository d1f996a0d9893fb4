"""Benchmark: random legal races of Les 24 Heures (3 players, 24 hours), played to the end
from seeded decks, each play a uniformly random legal move.

Plays for a few seconds on one core and prints, as its last line, one JSON object with
``random_races_per_s``.

    PYTHONPATH=py python3 bench/engine_l24.py [--seconds 5] [--players 3]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from timekeeper.les24heures import new_game  # noqa: E402

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]


def play_random_race(seed: int, players: int, chooser: random.Random):
    """One race from the deck of ``seed``, each turn a uniformly random legal move."""
    game = new_game(NAMES[:players], {}, seed=str(seed))
    while game.turn is not None:
        game.play(chooser.choice(game.legal_moves()))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    chooser = random.Random(24)
    races = moves = 0
    started = time.perf_counter()
    deadline = started + args.seconds
    while time.perf_counter() < deadline:
        game = play_random_race(races, args.players, chooser)
        races += 1
        moves += len(game.history)
    elapsed = time.perf_counter() - started
    print(f"{races} races, {moves} moves in {elapsed:.2f} s on one core")
    print(json.dumps({
        "random_races_per_s": round(races / elapsed, 1),
        "moves_per_race": round(moves / races, 1),
        "players": args.players,
    }))


if __name__ == "__main__":
    main()
