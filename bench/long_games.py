"""Benchmark: replaying and resuming very long games of Who Turned the Clock?.

A valid record can be as long as the record size limit allows: two players whose rows are
stuck may shift a card back and forth for ever (rules page, "The emergency move"). This
builds such records (``long_record``: each player's first take places an hour at the end of
the row where the rest of the row can no longer be completed, 17:00 or later in slot 0,
11:00 or earlier in slot 6; then the two players shift that card one slot and back, turn
after turn) and times, for each length N:

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
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from timekeeper.hoursandghosts import Deal, Game  # noqa: E402
from timekeeper.hoursandghosts.cards import is_hour  # noqa: E402

LENGTHS = [5_000, 10_000, 20_000, 50_000]
GOAL_GROWTH = 2.0  # µs per move at the largest N over the smallest
PLAYERS = ["Ana", "Ben"]
SEP = (",", ":")  # compact JSON: 50,000 moves stay under the 1 MB record limit


def stuck_slot(card) -> int | None:
    """The end slot where the hour ``card``, alone in a row, leaves the row stuck for good
    (more free slots beside it than hours between it and that end of the row)."""
    if not is_hour(card):
        return None
    if card >= 17:
        return 0
    if card <= 11:
        return 6
    return None


def opening(seed: str) -> tuple[Deal, list[dict], list[int]] | None:
    """The deal of ``seed`` and the two opening turns that leave both rows stuck with one
    card at an end slot (those slots, by seat); None if a hand has no such hour."""
    deal = Deal.from_seed(seed, 2)
    game = Game(PLAYERS, deal)
    moves, ends = [], []
    for seat in (0, 1):
        hand = game.hand(game.neighbour(seat))
        found = [(i, stuck_slot(card)) for i, card in enumerate(hand)]
        found = [(i, slot) for i, slot in found if slot is not None]
        if not found:
            return None
        position, slot = found[0]
        move = {"take": position, "slot": slot}
        game.play_turn(move)
        moves.append(move)
        ends.append(slot)
    if any(game.stuck(seat) is None for seat in (0, 1)):
        return None
    return deal, moves, ends


def long_record(moves: int, seed: str = "long-games") -> dict:
    """A valid 2-player record of exactly ``moves`` moves (at least 2): the opening of the
    first seed (``seed``, ``seed-1``, ...) that has one, then emergency moves shifting each
    player's card one slot in and back out again. The game never ends."""
    found, tries = None, 0
    while found is None:
        found = opening(seed if tries == 0 else f"{seed}-{tries}")
        tries += 1
    deal, first, ends = found
    inward = {0: 1, 6: 5}
    shifts = []
    for number in range(moves - len(first)):
        end = ends[number % 2]
        inward_now = (number // 2) % 2 == 0  # each seat: in, back out, in, ...
        pair = [end, inward[end]] if inward_now else [inward[end], end]
        shifts.append({"shift": [pair]})
    return {"game": "hoursandghosts", "version": 1, "players": list(PLAYERS),
            "hands": [list(hand) for hand in deal.hands], "pile": list(deal.pile),
            "moves": (first + shifts)[:moves]}


def record_text(record: dict) -> str:
    return json.dumps(record, separators=SEP)


def save_text(record: dict) -> str:
    """A page save holding ``record`` (``ui.shell.saves``' format), compact."""
    save = {"format": 1, "game": record["game"], "record": record, "lang": "en",
            "handoff": True, "steps": []}
    return json.dumps(save, separators=SEP)


def load_saves_module():
    """``timekeeper.ui.shell.saves`` on CPython: the browser's ``pyscript`` module stubbed
    (reading a save touches no storage)."""
    if "pyscript" not in sys.modules:
        stub = types.ModuleType("pyscript")
        stub.window = None
        ffi = types.ModuleType("pyscript.ffi")
        ffi.is_none = lambda value: value is None
        stub.ffi = ffi
        sys.modules["pyscript"], sys.modules["pyscript.ffi"] = stub, ffi
    from timekeeper.ui.shell import saves

    return saves


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
    saves = load_saves_module()
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
