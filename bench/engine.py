"""Benchmark: random legal 2-player games of 24/7, played to the end from seeded deals.

Plays for a few seconds on one core and prints, as its last line, one JSON object with
``random_games_per_s``. Goal (issue "24/7 rules engine"): at least 1,000 games per second on
CPython on the 2-core development machine.

It also plays the same deals through the computer players' fast play/take-back structure
(``timekeeper.bots.twentyfourseven.fast``: uniformly random legal moves as well, no public
API bookkeeping) and reports ``playouts_per_s`` and ``playout_ratio`` (playouts per second
over random games per second). Goal (issue "Computer players and hints"): a ratio of at
least 2. Both are timed in the same run, one game of each in turn on the same seed, so a
busy machine slows both alike.

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

from timekeeper.bots.twentyfourseven.fast import Board, random_playout  # noqa: E402
from timekeeper.twentyfourseven import Deal, Game  # noqa: E402

GOAL_GAMES_PER_S = 1000
GOAL_PLAYOUT_RATIO = 2.0


def play_random_game(seed: int, chooser: random.Random) -> Game:
    """One 2-player game from the deal of ``seed``, each turn a uniformly random legal move."""
    game = Game(["A", "B"], Deal.from_seed(str(seed), 2))
    while game.turn is not None:
        tile, cell = chooser.choice(game.legal_placements())
        game.place(tile, cell)
    return game


def fast_playout(seed: int, chooser: random.Random) -> int:
    """The same deal played through the fast structure, random legal moves; returns the
    number of placements."""
    deal = Deal.from_seed(str(seed), 2)
    board = Board.start(deal.start)
    return random_playout(board, [list(hand) for hand in deal.hands], list(deal.bag), [0, 0],
                          0, chooser)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    chooser = random.Random(2407)
    playout_chooser = random.Random(2407)
    games = moves = playout_moves = 0
    api_time = playout_time = 0.0
    while api_time < args.seconds:
        started = time.perf_counter()
        game = play_random_game(games, chooser)
        between = time.perf_counter()
        playout_moves += fast_playout(games, playout_chooser)
        ended = time.perf_counter()
        api_time += between - started
        playout_time += ended - between
        games += 1
        moves += len(game.history)
    rate = games / api_time
    playout_rate = games / playout_time
    ratio = playout_rate / rate
    print(f"{games} games, {moves} moves in {api_time:.2f} s on one core")
    print(f"{games} fast playouts, {playout_moves} moves in {playout_time:.2f} s "
          f"({ratio:.2f} x the games' rate)")
    print(json.dumps({
        "random_games_per_s": round(rate, 1),
        "moves_per_game": round(moves / games, 2),
        "goal_games_per_s": GOAL_GAMES_PER_S,
        "goal_met": rate >= GOAL_GAMES_PER_S,
        "playouts_per_s": round(playout_rate, 1),
        "playout_ratio": round(ratio, 2),
        "goal_playout_ratio": GOAL_PLAYOUT_RATIO,
        "playout_goal_met": ratio >= GOAL_PLAYOUT_RATIO,
    }))


if __name__ == "__main__":
    main()
