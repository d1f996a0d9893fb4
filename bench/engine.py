"""Benchmark: random legal 2-player games of 24/7, played to the end from seeded deals.

Plays for a few seconds on one core and prints, as its last line, one JSON object with
``random_games_per_s``. Goal (issue "24/7 rules engine"): at least 1,000 games per second on
CPython on the 2-core development machine.

    PYTHONPATH=py python3 bench/engine.py [--seconds 5]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from timekeeper.twentyfourseven import Deal, Game  # noqa: E402

GOAL_GAMES_PER_S = 1000


def play_random_game(seed: int, chooser: random.Random) -> Game:
    """One 2-player game from the deal of ``seed``, each turn a uniformly random legal move."""
    game = Game(["A", "B"], Deal.from_seed(str(seed), 2))
    while game.turn is not None:
        tile, cell = chooser.choice(game.legal_placements())
        game.place(tile, cell)
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    chooser = random.Random(2407)
    games = moves = 0
    started = time.perf_counter()
    deadline = started + args.seconds
    while time.perf_counter() < deadline:
        game = play_random_game(games, chooser)
        games += 1
        moves += len(game.history)
    elapsed = time.perf_counter() - started
    rate = games / elapsed
    print(f"{games} games, {moves} moves in {elapsed:.2f} s on one core")
    print(json.dumps({
        "random_games_per_s": round(rate, 1),
        "moves_per_game": round(moves / games, 2),
        "goal_games_per_s": GOAL_GAMES_PER_S,
        "goal_met": rate >= GOAL_GAMES_PER_S,
    }))


if __name__ == "__main__":
    main()
