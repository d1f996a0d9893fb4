"""Duels between two levels of a game's computer player, on the same deals with the seats
swapped (so the luck of the deal cancels out, as in duplicate bridge).

``duel(game, level_a, level_b, games, seed)`` plays ``games`` two-player games: deal ``i``
comes from the game code ``"<seed>-<i>"`` and is played twice, once with A in seat 0 and once
with A in seat 1 (an odd count plays the last deal once, A first). Draws count half. Every
move is timed (wall clock, per level). Used by ``python -m timekeeper duel`` and
``bench/bots.py``.

Besides the players' levels, ``duel`` accepts the level ``"random"`` for any game: a
benchmark opponent that plays uniformly among the game's ``legal_moves()`` (every step of a
turn of several steps). It is not a computer player offered to a table. A game that ends
with nobody winning (Who Turned the Clock?'s draw) counts as a draw.
"""

from __future__ import annotations

import random
import time
from math import ceil

from timekeeper.bots import check_level, choose, players_for
from timekeeper.core.registry import game_info

MAX_MOVES = 10_000  # a guard: no game of any hosted game comes near it
NAMES = ("A", "B")
RANDOM = "random"  # the benchmark opponent: uniform among the legal moves, any game


def percentiles(samples: list[float]) -> dict:
    """p50, p90, p99 and max of ``samples`` (ms, nearest rank), and how many there were."""
    if not samples:
        return {"p50": None, "p90": None, "p99": None, "max": None, "moves": 0}
    ordered = sorted(samples)
    count = len(ordered)

    def rank(q: float) -> float:
        index = min(count, max(1, ceil(round(q * count, 6)))) - 1
        return round(ordered[index], 2)

    return {"p50": rank(0.50), "p90": rank(0.90), "p99": rank(0.99),
            "max": round(ordered[-1], 2), "moves": count}


def play_game(game, levels: list[str], rngs: list[random.Random], times: dict) -> None:
    """Play ``game`` to its end, seat ``s`` played by ``levels[s]`` with ``rngs[s]``; a
    turn of several steps asks the same player again for each step."""
    name = game.GAME_ID
    for _ in range(MAX_MOVES):
        if game.finished:
            return
        seat = game.turn
        view = game.view(seat)
        started = time.perf_counter()
        if levels[seat] == RANDOM:
            move = rngs[seat].choice(game.legal_moves())
        else:
            move = choose(name, view, levels[seat], rngs[seat])
        times[levels[seat]].append((time.perf_counter() - started) * 1000)
        game.play(move)
    raise RuntimeError(f"{name}: no end after {MAX_MOVES} moves")


def outcome(game, a_seats: list[int]) -> str:
    """"win", "loss" or "draw" for the side holding ``a_seats``."""
    result = game.result()
    a_won = any(seat in a_seats for seat in result.winners)
    b_won = any(seat not in a_seats for seat in result.winners)
    if a_won == b_won:  # both (a tie) or neither (nobody won)
        return "draw"
    return "win" if a_won else "loss"


def duel(game_name: str, level_a: str, level_b: str, games: int, seed: str = "duel",
         on_game=None, options: dict | None = None) -> dict:
    """Play ``games`` two-player games of ``game_name`` between ``level_a`` (A) and
    ``level_b`` (B); returns A's wins, losses, draws and win rate (draws half) and the move
    time percentiles per level. ``on_game(game, a_seats)`` is called after each game."""
    players_for(game_name)
    for level in (level_a, level_b):
        if level != RANDOM:
            check_level(level)
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive whole number, not {games!r}")
    info = game_info(game_name)
    tally = {"win": 0, "loss": 0, "draw": 0}
    times: dict[str, list[float]] = {level_a: [], level_b: []}
    for number in range(games):
        deal, swapped = divmod(number, 2)
        code = f"{seed}-{deal}"
        game = info.new_game(list(NAMES), options or {}, seed=code)
        levels = [level_b, level_a] if swapped else [level_a, level_b]
        rngs = [random.Random(f"{code}/{swapped}/{seat}") for seat in range(2)]
        play_game(game, levels, rngs, times)
        a_seats = [1] if swapped else [0]
        tally[outcome(game, a_seats)] += 1
        if on_game is not None:
            on_game(game, a_seats)
    return {
        "game": game_name,
        "a": level_a,
        "b": level_b,
        "games": games,
        "deals": (games + 1) // 2,
        "seed": seed,
        "wins": tally["win"],
        "losses": tally["loss"],
        "draws": tally["draw"],
        "win_rate": round((tally["win"] + tally["draw"] / 2) / games, 4),
        "move_ms": {level: percentiles(samples) for level, samples in times.items()},
    }
