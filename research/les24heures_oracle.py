"""Les 24 Heures: how much of a race can play decide? A *clairvoyant* player (not honest: it
sees the other hand, the draw pile's order and, unless told otherwise, the generator that
will reshuffle the discard pile) against the medium player, in the fast race
(``research/les24heures_sim.py``). A measuring tool for docs/bots.md, never a computer player.

At each of its turns it takes the hard player's weighing's best move, or one of the moves of
one kind (``--kind``: speed, discard, hour, incident, lap, bonus, or all) if playing it out
ends the race better: every candidate is played out to the finish, itself with the weighing
and the other car with the medium rules, judged by the win first, then the lead. With
``--reshuffle unknown`` it still sees the cards but not the generator: each candidate is
played out ``--worlds`` times with other reshuffles (the same ones for every candidate).

    python3 research/les24heures_oracle.py [--deals 100] [--seed oracle] [--kind speed ...]
        [--reshuffle known|unknown] [--worlds 4]

Prints one JSON line per kind, the weighing alone first ("none").
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

from research import les24heures_sim as fast  # noqa: E402

KINDS = ("speed", "discard", "hour", "incident", "lap", "bonus", "all")


def kind_of(code: int, how: int) -> str:
    """The kind of a fast-race play (card code, 0 own play / 1 discard)."""
    if how == 1:
        return "discard"
    if code == fast.HOUR:
        return "hour"
    if code in (fast.MISFIRE, fast.LIMIT, fast.OILTRACK):
        return "incident"
    if code == fast.LAP:
        return "lap"
    return "speed" if fast.SPEED_OF[code] else "bonus"


def outcome(sim: fast.Sim, seat: int) -> float:
    """The finished race for ``seat``: the win first, then the lead in km."""
    lead = sim.km[seat] - sim.km[1 - seat]
    return (1.0 if lead > 0 else 0.0 if lead < 0 else 0.5) * 100_000 + lead


def clairvoyant(kind: str, reshuffle_known: bool, worlds: int):
    """The policy ``(sim, seat) -> (code, how)`` described in the module's docstring."""

    other_worlds = random.Random("oracle-worlds")  # the race's own generator is left alone

    def policy(sim: fast.Sim, seat: int) -> tuple[int, int]:
        pit = fast._pit_in_hand(sim.hands[seat])
        if pit >= 0:
            return pit, 0
        options = fast.weighed_options(sim, seat)
        best_weight = max(option[0] for option in options)
        first = next(option for option in options if option[0] >= best_weight - 1e-9)
        candidates = [first] + [option for option in options if option is not first and
                                kind in ("all", kind_of(option[1], option[2]))]
        if len(candidates) == 1:
            return first[1], first[2]
        players = [fast.medium_policy, fast.medium_policy]
        players[seat] = fast.weighed_policy
        seeds = [other_worlds.random() for _ in range(worlds)] if not reshuffle_known else []
        best = None
        for _weight, code, how in candidates:
            value = 0.0
            for world in range(1 if reshuffle_known else worlds):
                copy = sim.copy()
                copy.rng = random.Random()
                if reshuffle_known:
                    copy.rng.setstate(sim.rng.getstate())
                else:
                    copy.rng.seed(seeds[world])
                copy.policies = players
                copy.play(code, how)
                copy.run(100_000)
                value += outcome(copy, seat)
            if best is None or value > best[0]:
                best = (value, code, how)
        return best[1], best[2]

    return policy


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", default="oracle")
    parser.add_argument("--kind", nargs="*", choices=KINDS, default=list(KINDS))
    parser.add_argument("--reshuffle", choices=("known", "unknown"), default="known")
    parser.add_argument("--worlds", type=int, default=4)
    args = parser.parse_args()
    for kind in ["none"] + args.kind:
        started = time.perf_counter()
        policy = fast.weighed_policy if kind == "none" else clairvoyant(
            kind, args.reshuffle == "known", args.worlds)
        result = fast.duel_fast(policy, fast.medium_policy, args.deals, args.seed)
        result.update(kind=kind, reshuffle=args.reshuffle,
                      seconds=round(time.perf_counter() - started, 1))
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
