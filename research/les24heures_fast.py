"""Les 24 Heures: the hard player's weighing against the medium player in fast simulated
two-player races (``research/les24heures_sim.py``), with weights changed on the command
line, to tune the hard player before a real duel (``python -m timekeeper duel``).

    .venv/bin/python research/les24heures_fast.py [--deals 3000] [--seed fast] ['{"oil": 200}' ...]

Prints one JSON line per set of weights, each a change of the hard player's own weights
(``timekeeper.bots.les24heures.hard.W``, imported: none given, those weights as shipped).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from research import les24heures_sim as fast  # noqa: E402
from timekeeper.bots.les24heures.hard import W  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", default="fast")
    parser.add_argument("weights", nargs="*", help='JSON objects, e.g. \'{"oil": 200}\'')
    args = parser.parse_args()
    for text in args.weights or ["{}"]:
        weights = dict(W)
        weights.update(json.loads(text))
        started = time.perf_counter()
        result = fast.duel_fast(partial(fast.weighed_policy, p=weights), fast.medium_policy,
                                args.deals, args.seed)
        result["weights"] = json.loads(text)
        result["seconds"] = round(time.perf_counter() - started, 1)
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
