"""Benchmark: random legal 2-player games of 24/7, played to the end from seeded deals.

Plays for a few seconds on one core and prints, as its last line, one JSON object with
``random_games_per_s``. Goal (issue "24/7 rules engine"): at least 1,000 games per second on
CPython on the 2-core development machine.

It also plays the same deals on the engine's board alone, as the computer players search
(``timekeeper.twentyfourseven.tiles_on_board.Board`` scored by ``minutes_table``, driven by
``random_playout`` below: uniformly random legal moves as well, no public API bookkeeping;
the driver lives here, not in the shipped package, as only this benchmark plays whole random
games) and reports
``playouts_per_s`` and ``playout_ratio`` (playouts per second over random games per second).
Goal (issue "Computer players and hints"): a ratio of at least 2. Both are timed in the same
run, one game of each in turn on the same seed, so a busy machine slows both alike.

    PYTHONPATH=py python3 bench/engine.py [--seconds 5]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from itertools import compress
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from timekeeper.twentyfourseven import Deal, Game  # noqa: E402
from timekeeper.twentyfourseven.minutes_table import placement_minutes  # noqa: E402
from timekeeper.twentyfourseven.tiles_on_board import CELL_RANGE, Board  # noqa: E402

GOAL_GAMES_PER_S = 1000
GOAL_PLAYOUT_RATIO = 2.0


def random_playout(board: Board, racks: list[list[int]], bag: list[int], scores: list[int],
                   seat: int | None, rng, moves: list | None = None) -> int:
    """Play the game on to its end from ``seat``'s turn, each turn a uniformly random legal
    (value, cell) as the engine's benchmark chooses, drawing from ``bag`` in order. Changes
    ``board``, ``racks``, ``bag`` and ``scores`` in place (and appends each placement to
    ``moves`` if given); returns the number of placements made."""
    tiles, room = board.tiles, board.room
    count = len(racks)
    drawn = 0
    made = 0
    random = rng.random
    land = board.land
    while seat is not None:
        rack = racks[seat]
        values = list(set(rack))
        cells = list(compress(CELL_RANGE, room))
        nv, nc = len(values), len(cells)
        # Rejection sampling is uniform over the fitting (value, cell) pairs; after a few
        # misses (late, small capacities) count them instead.
        for _ in range(8):
            v = values[int(random() * nv)]
            c = cells[int(random() * nc)]
            if room[c] >= v:
                break
        else:
            pairs = [(v, c) for v in values for c in cells if room[c] >= v]
            v, c = pairs[int(random() * len(pairs))]
        scores[seat] += placement_minutes(tiles, c, v)
        if moves is not None:
            moves.append((v, c))
        rack.remove(v)
        land(c, v)
        made += 1
        if drawn < len(bag):
            rack.append(bag[drawn])
            drawn += 1
        largest = max(room)
        following = None
        for step in range(1, count + 1):
            other = (seat + step) % count
            hand = racks[other]
            if hand and min(hand) <= largest:
                following = other
                break
        seat = following
    del bag[:drawn]
    return made


def play_random_game(seed: int, chooser: random.Random) -> Game:
    """One 2-player game from the deal of ``seed``, each turn a uniformly random legal move."""
    game = Game(["A", "B"], Deal.from_seed(str(seed), 2))
    while game.turn is not None:
        tile, cell = chooser.choice(game.legal_placements())
        game.place(tile, cell)
    return game


def fast_playout(seed: int, chooser: random.Random) -> int:
    """The same deal played on the engine's board alone, random legal moves; returns the
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
