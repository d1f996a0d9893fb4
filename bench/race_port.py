"""Benchmark: why the research tools race on a port of the rules (``research/les24heures_sim.py``)
and not on the engine. Two-player 24-hour races of Les 24 Heures, in one run on one core, in turns
of half a second so that all three meet the same load:

- ``engine_random``: the engine, each play a uniformly random legal move (the engine's floor:
  what no player built on the engine can beat);
- ``engine_players``: the engine with the shipped hard player against the medium player
  (``timekeeper.bots.duel``), as a tuning run would play them;
- ``port_players``: the same two players' rules on the port (``duel_fast``).

Prints, as its last line, one JSON object with each rate in races a second, and how many
minutes each takes for the 30,000 races that one tuning measure needs.

    .venv/bin/python bench/race_port.py [--seconds 10]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from research import les24heures_sim as port  # noqa: E402
from timekeeper.bots.duel import duel  # noqa: E402
from timekeeper.les24heures import new_game  # noqa: E402

TUNING_RACES = 30_000  # one measure of a change of weights (docs/journal-bots.md)


def rates(players: dict, seconds: float, turn: float = 0.5) -> dict:
    """Races a second of each ``play_some() -> races played`` in ``players``, each in turn for
    ``turn`` seconds until each had ``seconds``: the same load on the machine for all."""
    races = dict.fromkeys(players, 0)
    spent = dict.fromkeys(players, 0.0)
    while min(spent.values()) < seconds:
        for name, play_some in players.items():
            started = time.perf_counter()
            while time.perf_counter() - started < turn:
                races[name] += play_some()
            spent[name] += time.perf_counter() - started
    return {name: races[name] / spent[name] for name in players}


def engine_random(seed: int, chooser: random.Random) -> int:
    """One race on the engine, each play a uniformly random legal move."""
    game = new_game(["Ana", "Ben"], {}, seed=f"port-{seed}")
    while game.turn is not None:
        game.play(chooser.choice(game.legal_moves()))
    return 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    chooser = random.Random(24)
    counter = iter(range(10**9))
    measured = rates({
        "engine_random": lambda: engine_random(next(counter), chooser),
        "engine_players": lambda: duel("les24heures", "hard", "medium", 2,
                                       seed=f"port-{next(counter)}")["games"],
        "port_players": lambda: port.duel_fast(port.weighed_policy, port.medium_policy, 1,
                                               seed=f"port-{next(counter)}")["games"],
    }, args.seconds)
    for name, value in measured.items():
        print(f"{name}: {value:.1f} races/s, {TUNING_RACES / value / 60:.1f} min "
              f"for {TUNING_RACES:,} races")
    print(json.dumps({
        **{f"{name}_races_per_s": round(value, 1) for name, value in measured.items()},
        **{f"{name}_tuning_min": round(TUNING_RACES / value / 60, 1)
           for name, value in measured.items()},
        "port_vs_engine_players": round(measured["port_players"] / measured["engine_players"],
                                        1),
        "port_vs_engine_random": round(measured["port_players"] / measured["engine_random"],
                                       1),
    }))


if __name__ == "__main__":
    main()
