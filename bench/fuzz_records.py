"""Fuzz benchmark: the replay command against records broken as a hostile user breaks them.

For each game, a real record (the ones tests/ replays) is mutated N times for each kind of
mutation, and the command (``timekeeper.cli.replay``, run in this process on a file, its
standard output and error captured) answers each:

- types: a value anywhere in the record replaced by another type (null, true, numbers far
  out of range, text, lists, objects, a long list);
- nesting: a value anywhere wrapped in 2 to 100,000 lists or objects;
- encodings: the text in UTF-16 or UTF-32, with a byte-order mark, with an invalid byte, an
  over-long or cut sequence, an encoded surrogate, NUL bytes; bytes flipped, cut or dropped;
- escapes: JSON escapes put inside a string (a lone surrogate, NUL, a direction override,
  a bad or short escape, an escaped quote at the end, nothing closing the string);
- sizes: hostile shapes grown to 1 KB, 4 KB, 16 KB, 64 KB, 256 KB, the 1 MB cap and one byte
  past it (an unterminated string of escaped quotes or backslashes, a number of a million
  digits, whitespace, a list of zeros, thousands of keys, a long name, the moves repeated).

Prints, per kind, how many answers were 0 (replayed) and 2 (refused in one line) and the
slowest; per size (up to 1 KB, 4 KB, … the cap) the slowest answer and its time per KB (a
reader linear in its input keeps that flat or falling); and every answer that is neither 0
nor 2, a traceback, or an error of more than one line, in full. Then the slowest answer of
each kind again through the real command (``python -m timekeeper replay FILE`` in a new
process), checking its exit code and line. With ``--browser``, the 1 MB hostile record is
also picked in the page's "Load a game" and put in a save read at start, in headless
Chromium at 4× CPU throttling (a cheap tablet), timing until the page says what is wrong.

The last line is one JSON object:
{"answers": n, "bad": [...], "kinds": {...}, "sizes": {...}, "slowest_1mb_ms": ms,
 "process": {...}, "browser": {...} | null}

    .venv/bin/python bench/fuzz_records.py [--mutations 40] [--seed fuzz] [--browser]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT))

from timekeeper import cli  # noqa: E402
from timekeeper.core.records import MAX_RECORD_BYTES  # noqa: E402

RECORDS = {
    "twentyfourseven": ROOT / "tests/twentyfourseven/records/teams_with_shows.json",
    "les24heures": ROOT / "tests/les24heures/records/cup_race_2.json",
    "hoursandghosts": ROOT / "tests/hoursandghosts/records/two_players_win.json",
}
KB = 1000
SIZES = [1 * KB, 4 * KB, 16 * KB, 64 * KB, 256 * KB, MAX_RECORD_BYTES, MAX_RECORD_BYTES + 1]
BUCKETS = [1 * KB, 4 * KB, 16 * KB, 64 * KB, 256 * KB, MAX_RECORD_BYTES, 10 * MAX_RECORD_BYTES]
OTHER_TYPES = [None, True, False, 0, -1, 2**63, -(2**70), 1.5, 1e308, -0.0, "", "x", "7",
               "-1", [], {}, [[]], {"a": 1}, [None], ["x"] * 3, list(range(1000))]
ESCAPES = ["\\udfff", "\\ud800", "\\ud800\\udc00", "\\u0000", "\\u202e", "\\n", "\\t",
           "\\q", "\\u12", "\\u12zz", "\\", "\\\\", "\\\"", "\\ud800\\u0041", "\\uDFFF\\uD800"]


# ------------------------------------------------------------------------ the mutations
def paths(value, here=()):
    """Every place in a JSON value, as a tuple of keys and indexes (the root is ())."""
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, (*here, index))


def replaced(value, path, new):
    """``value`` with the thing at ``path`` replaced by ``new`` (a copy)."""
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = replaced(value[path[0]], path[1:], new)
    return copy


def at(value, path):
    for step in path:
        value = value[step]
    return value


def mutate_types(record: dict, rng: random.Random) -> bytes:
    path = rng.choice(list(paths(record)))
    return json.dumps(replaced(record, path, rng.choice(OTHER_TYPES))).encode()


def mutate_nesting(record: dict, rng: random.Random) -> bytes:
    path = rng.choice(list(paths(record)))
    depth = rng.choice([2, 10, 27, 28, 29, 31, 32, 33, 100, 1000, 100_000])
    inner = json.dumps(at(record, path))
    if rng.random() < 0.5:
        wrapped = "[" * depth + inner + "]" * depth
    else:
        wrapped = '{"a": ' * depth + inner + "}" * depth
    marker = "\x00WRAP\x00"
    text = json.dumps(replaced(record, path, marker))
    return text.replace(json.dumps(marker), wrapped, 1).encode()


def mutate_encoding(record: dict, rng: random.Random) -> bytes:
    text = json.dumps(record, ensure_ascii=rng.random() < 0.5)
    raw = text.encode()
    where = rng.randrange(len(raw) + 1)
    choice = rng.randrange(12)
    if choice == 0:
        return text.encode(rng.choice(["utf-16", "utf-16-le", "utf-16-be"]))
    if choice == 1:
        return text.encode(rng.choice(["utf-32", "utf-32-le"]))
    if choice == 2:
        return b"\xef\xbb\xbf" + raw
    if choice == 3:
        return json.dumps(record, ensure_ascii=False).replace("a", "\xe9", 3).encode("latin-1",
                                                                                    "replace")
    if choice == 4:
        bad = rng.choice([b"\xff", b"\xc0\x80", b"\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80",
                          b"\xe2\x82", b"\x00"])
        return raw[:where] + bad + raw[where:]
    if choice == 5:
        return raw[:where]  # cut anywhere
    if choice == 6:
        return raw[:where] + raw[where + rng.randrange(1, 20):]  # bytes dropped
    if choice == 7:
        return raw.replace(b" ", b"\x00", rng.randrange(1, 5))
    flipped = bytearray(raw)
    for _ in range(rng.randrange(1, 6)):
        flipped[rng.randrange(len(flipped))] = rng.randrange(256)
    return bytes(flipped)


def mutate_escapes(record: dict, rng: random.Random) -> bytes:
    text = json.dumps(record)
    quotes = [i for i, ch in enumerate(text) if ch == '"']
    where = rng.choice(quotes) + 1
    if rng.random() < 0.25:  # nothing closes the string
        return (text[:where] + rng.choice(ESCAPES) * rng.randrange(1, 50)).encode()
    return (text[:where] + rng.choice(ESCAPES) + text[where:]).encode()


def grown(record: dict, shape: str, size: int) -> bytes:
    """``record`` with one hostile part grown until the text is ``size`` bytes."""
    head = json.dumps(record)[:-1] + ', "notes": '
    room = max(size - len(head) - 2, 8)
    if shape == "escaped quotes, unterminated":
        body = '"' + '\\"' * (room // 2)
    elif shape == "backslashes, unterminated":
        body = '"' + "\\\\" * (room // 2)
    elif shape == "digits":
        body = "9" * room
    elif shape == "whitespace":
        body = " " * (room - 1) + "1"
    elif shape == "zeros":
        body = "[" + ",".join(["0"] * (room // 2)) + "]"
    elif shape == "keys":
        count = room // 12
        body = "{" + ",".join(f'"k{i:07d}":0' for i in range(count)) + "}"
    elif shape == "long name":
        players = json.dumps(record["players"][0])
        raw = json.dumps(record).replace(players, '"' + "A" * max(size - len(head), 8) + '"', 1)
        return raw.encode()
    elif shape == "moves repeated":
        moves = record.get("moves") or record.get("events") or []
        many = list(moves)
        while len(json.dumps(dict(record, moves=many))) < size and moves:
            many += moves
        return json.dumps(dict(record, moves=many)).encode()[: max(size, 1)]
    else:
        raise ValueError(shape)
    return (head + body + "}").encode()[:size] if shape.endswith("unterminated") else \
        (head + body + "}").encode()


SHAPES = ["escaped quotes, unterminated", "backslashes, unterminated", "digits", "whitespace",
          "zeros", "keys", "long name", "moves repeated"]
KINDS = {"types": mutate_types, "nesting": mutate_nesting, "encodings": mutate_encoding,
         "escapes": mutate_escapes}


def cases(games: list[str], mutations: int, seed: str):
    """(game, kind, bytes) for every mutation of this run."""
    rng = random.Random(seed)
    for game in games:
        record = json.loads(RECORDS[game].read_text(encoding="utf-8"))
        for kind, mutate in KINDS.items():
            for _ in range(mutations):
                yield game, kind, mutate(record, rng)
        for shape in SHAPES:
            for size in SIZES:
                yield game, f"sizes: {shape}", grown(record, shape, size)


# ------------------------------------------------------------------------ the answers
def answer(path: Path) -> tuple[int | str, str, str, float]:
    """(exit code, or "traceback: ..." if the command raised; stdout; stderr; seconds) of
    the replay command on ``path``, run in this process."""
    out, err = io.TextIOWrapper(io.BytesIO(), "utf-8"), io.TextIOWrapper(io.BytesIO(), "utf-8")
    start = time.perf_counter()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code: int | str = cli.replay(str(path))
    except BaseException as error:  # noqa: BLE001 (a finding, reported)
        code = f"traceback: {type(error).__name__}: {str(error)[:200]}"
    seconds = time.perf_counter() - start
    out.flush()
    err.flush()
    return (code, out.buffer.getvalue().decode("utf-8", "replace"),
            err.buffer.getvalue().decode("utf-8", "replace"), seconds)


def judge(code, stdout: str, stderr: str) -> str | None:
    """What is wrong with an answer, or None: exit 0 with a result and nothing on stderr, or
    exit 2 with nothing on stdout and one line on stderr."""
    if code == 0:
        return None if stdout.count("\n") == 1 and not stderr else "exit 0 but output odd"
    if code == 2:
        if stdout:
            return "exit 2 with output"
        if stderr.count("\n") != 1 or not stderr.strip():
            return f"exit 2 with {stderr.count(chr(10))} lines"
        return None
    return f"exit {code}"


def in_process(answer_path: Path, command: list[str]) -> dict:
    """The real command in a new process on ``answer_path``: exit code, lines, seconds."""
    start = time.perf_counter()
    done = subprocess.run([*command, str(answer_path)], capture_output=True, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT / "py")}, timeout=600)
    seconds = time.perf_counter() - start
    err = done.stderr.decode("utf-8", "replace")
    return {"exit": done.returncode, "stderr_lines": err.count("\n"), "line": err.strip()[:120],
            "ms": round(seconds * 1000, 1),
            "ok": judge(done.returncode, done.stdout.decode("utf-8", "replace"), err) is None}


def bucket_of(size: int) -> int:
    return next(limit for limit in BUCKETS if size <= limit)


def bucket_name(limit: int) -> str:
    if limit == MAX_RECORD_BYTES:
        return "1 MB"
    if limit > MAX_RECORD_BYTES:
        return "over 1 MB"
    return f"{limit // KB} KB"


# ------------------------------------------------------------------------ the page
def in_the_page(throttle: float) -> dict:
    """The 1 MB hostile record picked in "Load a game", and the same text as a save read at
    start, in the built site in headless Chromium at ``throttle``× CPU: ms until the page
    says what is wrong (the alert; the warning card), and the same for a good save."""
    from playwright.sync_api import sync_playwright
    from tools import serve
    from tools.chromium import launch

    record = json.loads(RECORDS["twentyfourseven"].read_text(encoding="utf-8"))
    hostile = grown(record, "escaped quotes, unterminated", MAX_RECORD_BYTES).decode()
    save_key = "timekeeper.twentyfourseven.game"
    server = serve.start(ROOT / "_site")
    figures: dict[str, float] = {"throttle": throttle}
    try:
        with sync_playwright() as playwright:
            browser = launch(playwright)
            page = browser.new_page()
            cdp = page.context.new_cdp_session(page)
            page.goto(server.url)
            page.wait_for_function("document.documentElement.dataset.state === 'ready'",
                                   timeout=120_000)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
            start = time.perf_counter()
            page.get_by_label("Game record (JSON file)").set_input_files(
                {"name": "hostile.json", "mimeType": "application/json",
                 "buffer": hostile.encode()})
            page.get_by_role("alert").last.filter(has_text="not JSON").wait_for(
                timeout=120_000)
            figures["load_1mb_hostile_ms"] = round((time.perf_counter() - start) * 1000)
            for name, text in (("good_save", json.dumps({"format": 1, "game":
                                                          "twentyfourseven",
                                                          "record": record})),
                               ("save_1mb_hostile", hostile)):
                page.evaluate("([k, v]) => localStorage.setItem(k, v)", [save_key, text])
                start = time.perf_counter()
                page.reload()
                page.wait_for_function(
                    "document.documentElement.dataset.state === 'ready'", timeout=300_000)
                figures[f"start_{name}_ms"] = round((time.perf_counter() - start) * 1000)
                page.evaluate("() => localStorage.clear()")
            browser.close()
    finally:
        server.stop()
    return figures


# ------------------------------------------------------------------------ main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mutations", type=int, default=40, help="per game and kind")
    parser.add_argument("--seed", default="fuzz")
    parser.add_argument("--browser", action="store_true", help="also time the page")
    parser.add_argument("--throttle", type=float, default=4.0)
    args = parser.parse_args(argv)

    kinds: dict[str, dict] = {}
    sizes: dict[int, dict] = {}
    bad: list[dict] = []
    slowest_file: dict[str, tuple[float, bytes]] = {}
    answers = 0
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        for game, kind, raw in cases(sorted(RECORDS), args.mutations, args.seed):
            path.write_bytes(raw)
            code, stdout, stderr, seconds = answer(path)
            answers += 1
            family = kind.split(":")[0]
            tally = kinds.setdefault(family, {"answers": 0, "exit_0": 0, "exit_2": 0,
                                              "slowest_ms": 0.0})
            tally["answers"] += 1
            if code in (0, 2):
                tally[f"exit_{code}"] += 1
            ms = seconds * 1000
            if ms > tally["slowest_ms"]:
                tally["slowest_ms"] = round(ms, 2)
                slowest_file[family] = (ms, raw)
            limit = bucket_of(len(raw))
            size = sizes.setdefault(limit, {"answers": 0, "slowest_ms": 0.0, "ms_per_kb": 0.0,
                                            "what": ""})
            size["answers"] += 1
            if ms > size["slowest_ms"]:
                size.update(slowest_ms=round(ms, 2), what=f"{game}, {kind}",
                            ms_per_kb=round(ms / max(len(raw) / KB, 1), 3))
            problem = judge(code, stdout, stderr)
            if problem:
                bad.append({"game": game, "kind": kind, "problem": problem,
                            "stderr": stderr[:300], "bytes": len(raw)})

        print(f"{answers} answers, {len(bad)} not 0 or 2 in one line")
        for family, tally in kinds.items():
            print(f"  {family:10} {tally['answers']:5} answers: {tally['exit_0']:4} replayed, "
                  f"{tally['exit_2']:4} refused; slowest {tally['slowest_ms']:8.2f} ms")
        print("  slowest answer by size:")
        for limit in sorted(sizes):
            size = sizes[limit]
            print(f"    up to {bucket_name(limit):9} {size['answers']:5} answers, slowest "
                  f"{size['slowest_ms']:8.2f} ms = {size['ms_per_kb']:7.3f} ms/KB "
                  f"({size['what']})")
        for finding in bad:
            print(f"  BAD {finding}")

        command = [sys.executable, "-m", "timekeeper", "replay"]
        process = {}
        for family, (_, raw) in slowest_file.items():
            path.write_bytes(raw)
            process[family] = in_process(path, command)
            print(f"  new process, slowest {family}: {process[family]}")
    browser = in_the_page(args.throttle) if args.browser else None
    if browser:
        print(f"  in the page (Chromium, CPU {args.throttle:g}x slower): {browser}")
    one_mb = sizes.get(MAX_RECORD_BYTES, {}).get("slowest_ms")
    summary = {"answers": answers, "bad": bad, "kinds": kinds,
               "sizes": {bucket_name(k): v for k, v in sorted(sizes.items())},
               "slowest_1mb_ms": one_mb, "process": process, "browser": browser}
    print(json.dumps(summary))
    return 0 if not bad and all(p["ok"] for p in process.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
