"""Benchmark: replaying and resuming very long games of Who Turned the Clock?.

A valid record can be as long as the record size limit allows: two players whose rows are
stuck may shift a card back and forth for ever (rules page, "The emergency move"). Such
records are built by ``long_record`` (tests/hoursandghosts/long_records.py, shared with the
long-game tests); this times, for each length N:

- ``replay``: ``python -m timekeeper replay`` run in-process on the record file
  (``timekeeper.cli.replay``: read, replay every move, print the summary);
- ``resume``: what the page does with a save holding that record: the save read back
  (``ui.shell.saves.read_save``: parse, replay, the steps in progress, the record written
  again), then the seat to play's view and the next save's record.

Goal (issue "replay and resume linear in the number of moves"): the time per move stays flat
as N grows (linear work overall). It prints one line per N with the milliseconds and the
microseconds per move, and as its last line one JSON object:

    {"moves": [N, ...], "replay_ms": [...], "resume_ms": [...], "replay_us_per_move": [...],
     "resume_us_per_move": [...], "growth": {"replay": r, "resume": r}, "goal_met": bool}

``growth`` is the µs per move at the largest N over that at the smallest; the goal is met
when both stay under GOAL_GROWTH.

    .venv/bin/python bench/long_games.py [--moves 50000] [--seed long-games] [--repeat 1]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

sys.path.insert(0, str(ROOT / "tests" / "hoursandghosts"))

from long_records import long_record, record_text, save_text  # noqa: E402

LENGTHS = [5_000, 10_000, 20_000, 50_000]
GOAL_GROWTH = 2.0  # µs per move at the largest N over the smallest


def time_replay(path: str) -> float:
    """Seconds for the replay command on ``path`` (its output thrown away)."""
    from timekeeper.cli import replay

    out = io.StringIO()
    start = time.perf_counter()
    with contextlib.redirect_stdout(out):
        code = replay(path)
    elapsed = time.perf_counter() - start
    if code != 0:
        raise SystemExit(f"replay failed (exit {code})")
    return elapsed


def time_resume(text: str, moves: int) -> float:
    """Seconds for resuming the save ``text``: read it, show the seat to play, save again."""
    from timekeeper.ui.shell import saves  # on CPython: no page is needed to read a save

    start = time.perf_counter()
    saved = saves.read_save(text, "hoursandghosts")
    game = saved.game
    game.view(game.turn)
    json.dumps(game.to_record(), ensure_ascii=False)
    elapsed = time.perf_counter() - start
    if len(game.history) != moves:
        raise SystemExit(f"resume read {len(game.history)} moves, not {moves}")
    return elapsed


def measure(moves: int, seed: str, folder: Path, repeat: int = 1) -> tuple[float, float]:
    """(replay s, resume s) for a record of ``moves`` moves, each the best of ``repeat``."""
    record = long_record(moves, seed)
    path = folder / f"long-{moves}.json"
    path.write_text(record_text(record), encoding="utf-8")
    text = save_text(record)
    replay_s = min(time_replay(str(path)) for _ in range(repeat))
    resume_s = min(time_resume(text, moves) for _ in range(repeat))
    return replay_s, resume_s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=max(LENGTHS),
                        help="the largest N (the standard lengths below it are run too)")
    parser.add_argument("--seed", default="long-games")
    parser.add_argument("--repeat", type=int, default=1, help="best of this many runs")
    args = parser.parse_args()
    lengths = sorted({n for n in LENGTHS if n < args.moves} | {max(2, args.moves)})
    replay_ms, resume_ms = [], []
    with tempfile.TemporaryDirectory() as folder:
        measure(2, args.seed, Path(folder))  # warm-up: the modules imported, not timed
        for moves in lengths:
            replay_s, resume_s = measure(moves, args.seed, Path(folder), max(1, args.repeat))
            replay_ms.append(round(replay_s * 1000, 1))
            resume_ms.append(round(resume_s * 1000, 1))
            print(f"{moves:>7} moves: replay {replay_s * 1000:9.1f} ms "
                  f"({replay_s * 1e6 / moves:7.1f} µs/move), resume {resume_s * 1000:9.1f} ms "
                  f"({resume_s * 1e6 / moves:7.1f} µs/move)", flush=True)
    per_move = {
        "replay": [round(ms * 1000 / n, 2) for ms, n in zip(replay_ms, lengths, strict=True)],
        "resume": [round(ms * 1000 / n, 2) for ms, n in zip(resume_ms, lengths, strict=True)],
    }
    growth = {name: round(values[-1] / values[0], 2) for name, values in per_move.items()}
    print(json.dumps({"moves": lengths, "replay_ms": replay_ms, "resume_ms": resume_ms,
                      "replay_us_per_move": per_move["replay"],
                      "resume_us_per_move": per_move["resume"], "growth": growth,
                      "goal_met": all(g < GOAL_GROWTH for g in growth.values())}))


if __name__ == "__main__":
    main()
