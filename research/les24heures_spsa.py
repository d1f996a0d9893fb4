"""Les 24 Heures: joint tuning of the hard player's weights (``hard.W``, played by the fast
race ``research/les24heures_sim.py``) by SPSA (simultaneous perturbation stochastic
approximation) against the medium player in fast simulated races.

It starts from the weights the hard player ships (``timekeeper.bots.les24heures.hard.W``,
imported, so there is no second copy to keep in step) and never writes them back: each step
perturbs every weight at once by plus or minus its scale, plays the same deals (common random
numbers: the same decks, both seat orders) with the two perturbed sets, and moves every weight
along its perturbation in proportion to the difference of win rates. The average of the
second half of the steps is a *proposal*, printed as one JSON line per report (and written to
``--out`` if given) with the weights it would change; check it on other seeds with
``research/les24heures_fast.py`` and a real duel (``python -m timekeeper duel``) before
editing ``hard.W`` by hand.

    .venv/bin/python research/les24heures_spsa.py [--minutes 30] [--deals 250] [--seed spsa]
        [--out proposal.json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from research import les24heures_sim as fast  # noqa: E402
from timekeeper.bots.les24heures.hard import W  # noqa: E402

# the perturbation of each weight, and its bounds
FRACTIONS = {"stopped_target", "hour_late", "keep_speed", "hand_lead", "night_350",
             "after_change", "clog_power", "misfire_stopped", "near_change"}
BOUNDS = {"stopped_target": (0, 1.5), "keep_speed": (0.3, 1.5), "night_350": (0.3, 1.2),
          "after_change": (0.2, 1.5), "clog_power": (0.5, 3),
          "misfire_stopped": (0, 2), "near_change": (0, 2), "hand_lead": (0, 1.5),
          "hour_late": (0, 10),
          "landing_gap": (0, 1500)}


def scale(name: str, value: float) -> float:
    if name in FRACTIONS:
        return 0.1
    if name == "landing_gap":
        return 100.0
    return max(20.0, 0.15 * abs(value))


def clip(name: str, value: float) -> float:
    low, high = BOUNDS.get(name, (-5000, 20000))
    return min(max(value, low), high)


def win_rate(weights: dict, deals: int, seed: str) -> float:
    """The weighing with ``weights`` against the medium player, over ``deals`` deals."""
    policy = partial(fast.weighed_policy, p=weights)
    return fast.duel_fast(policy, fast.medium_policy, deals, seed)["win_rate"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=30)
    parser.add_argument("--deals", type=int, default=250)
    parser.add_argument("--seed", default="spsa")
    parser.add_argument("--gain", type=float, default=0.15)
    parser.add_argument("--start", default="{}", help="JSON changes of hard.W to start from")
    parser.add_argument("--out", type=Path, help="write the latest proposal there (JSON)")
    args = parser.parse_args()
    theta = dict(W)
    theta.update(json.loads(args.start))
    names = sorted(theta)
    scales = {name: scale(name, theta[name]) for name in names}
    rng = random.Random(args.seed)
    noise = 0.02  # the standard deviation of a paired difference of win rates, about
    history: list[dict] = []
    ends = time.monotonic() + 60 * args.minutes
    step = 0
    while time.monotonic() < ends:
        gain = args.gain / (1 + step / 300) ** 0.602
        signs = {name: rng.choice((-1, 1)) for name in names}
        plus = {n: clip(n, theta[n] + scales[n] * signs[n]) for n in names}
        minus = {n: clip(n, theta[n] - scales[n] * signs[n]) for n in names}
        seed = f"{args.seed}-{step}"
        diff = win_rate(plus, args.deals, seed) - win_rate(minus, args.deals, seed)
        for name in names:
            theta[name] = clip(name, theta[name] + gain * scales[name] * signs[name]
                               * diff / noise)
        history.append(dict(theta))
        step += 1
        if step % 25 == 0:
            half = history[len(history) // 2:]
            mean = {n: round(sum(h[n] for h in half) / len(half), 3) for n in names}
            changed = {n: [W[n], mean[n]] for n in names if mean[n] != W[n]}
            report = {"step": step, "mean": mean, "changed": changed}
            print(json.dumps(report), flush=True)
            if args.out:
                args.out.write_text(json.dumps(report, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
