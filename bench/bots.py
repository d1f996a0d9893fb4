"""Benchmark: the computer players' strength and speed.

Plays the duels listed in DUELS (each over seeded deals, every deal twice with the seats
swapped, draws counting half: ``timekeeper.bots.duel``), prints one line per duel, and, with
``--browser``, times the levels listed in BROWSER on the same positions in Pyodide in
headless Chromium (the built site's vendored PyScript + Pyodide, with the package zipped
afresh from the tree). The last line is one JSON object:

    {"duels": [{"game", "a", "b", "games", "wins", "losses", "draws", "win_rate",
                "won_only_rate", "goal_on", "goal", "met", "move_ms"}, ...],
     "move_time_goals_ms": {...}, "browser": {...} | null, "goals_met": bool | null}

``goals_met`` covers the goals measured in this run (null if none was).

Goals (issue "Computer players and hints"): over at least 400 games, 24/7 hard beats medium
in at least 65 % and medium beats easy in at least 80 %; Who Turned the Clock?'s hard beats
a uniformly random player ("random", uniform among the legal steps) in at least 75 % of the
games that someone wins (``won_only_rate``: wins / (wins + losses), the games nobody won,
an empty hand with an empty pile, left out); a hard move takes at most 100 ms on
CPython and 250 ms in the browser (p99).

    .venv/bin/python bench/bots.py [--games 400] [--seed bench] [--browser] [--positions 30]
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT))

from timekeeper.bots import choose  # noqa: E402
from timekeeper.bots.duel import duel, percentiles  # noqa: E402
from timekeeper.core.registry import game_info  # noqa: E402

# (game, level A, level B, goal: A's win rate). Another game's duels are added here.
DUELS = [
    ("twentyfourseven", "hard", "medium", 0.65),
    ("twentyfourseven", "medium", "easy", 0.80),
    ("les24heures", "hard", "medium", 0.70),
    ("les24heures", "medium", "easy", None),
    ("hoursandghosts", "hard", "random", 0.75),
    ("hoursandghosts", "hard", "medium", None),
    ("hoursandghosts", "medium", "easy", None),
]
# Games whose goal is A's share of the games someone won (games nobody won left out): the
# won-only rate is printed for every duel and carried in the JSON as "won_only_rate".
WON_ONLY_GOAL = {"hoursandghosts"}
# Move time goals, p99 in ms: (game, level) -> (CPython, browser).
MOVE_TIME_GOALS = {("twentyfourseven", "hard"): (100, 250)}
MOVE_TIME_GOALS[("les24heures", "hard")] = (100, 250)
MOVE_TIME_GOALS[("hoursandghosts", "hard")] = (100, 250)
# Levels timed in the browser with --browser.
BROWSER = [("twentyfourseven", "hard")]
BROWSER.append(("les24heures", "hard"))
BROWSER.append(("hoursandghosts", "hard"))
MIN_GAMES = 400

PAGE_HTML = """<!doctype html>
<html lang="en" data-state="loading">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="data:,">
  <title>Computer player timing</title>
  <link rel="stylesheet" href="../static/vendor/pyscript/core.css">
  <script type="module" src="../static/vendor/pyscript/core.js"></script>
</head>
<body>
  <pre id="out">loading…</pre>
  <script type="py" src="./main.py" config="./pyscript.toml"></script>
</body>
</html>
"""
PAGE_CONFIG = """interpreter = "../static/vendor/pyodide/pyodide.mjs"

[files]
"../py/timekeeper.zip" = "./timekeeper/*"
"./positions.json" = "./positions.json"
"""
PAGE_MAIN = """import json, random, sys, time
from pyscript import document
from timekeeper.bots import choose

data = json.load(open("positions.json"))
out = {"python": sys.version.split()[0], "levels": {}}
for entry in data:
    game, level, views = entry["game"], entry["level"], entry["views"]
    choose(game, views[0], level, random.Random(0))  # warm-up: imports
    times = []
    for number, view in enumerate(views):
        rng = random.Random(number)
        started = time.perf_counter()
        choose(game, view, level, rng)
        times.append((time.perf_counter() - started) * 1000)
    out["levels"][game + "/" + level] = times
document.getElementById("out").textContent = json.dumps(out)
document.documentElement.dataset.state = "ready"
"""


def run_duels(games: int, seed: str) -> list[dict]:
    rows = []
    for game, a, b, goal in DUELS:
        started = time.perf_counter()
        result = duel(game, a, b, games, seed)
        won = result["wins"] + result["losses"]  # one side won: no tie, not a no-winner game
        won_only = round(result["wins"] / won, 4) if won else None
        measured = won_only if game in WON_ONLY_GOAL else result["win_rate"]
        row = {
            "game": game, "a": a, "b": b, "games": result["games"],
            "wins": result["wins"], "losses": result["losses"], "draws": result["draws"],
            "win_rate": result["win_rate"], "won_only_rate": won_only,
            "goal_on": "won_games" if game in WON_ONLY_GOAL else "all_games", "goal": goal,
            "met": None if goal is None else (
                measured is not None and measured >= goal and result["games"] >= MIN_GAMES),
            "move_ms": result["move_ms"],
        }
        rows.append(row)
        timing = ", ".join(
            f"{level} p50 {t['p50']} p99 {t['p99']} max {t['max']} ms"
            for level, t in result["move_ms"].items()
        )
        won_words = "none won" if won_only is None else f"{won_only:.1%} of {won} won"
        goal_words = "no goal" if goal is None else (
            f"goal {goal:.0%}{' of won games' if game in WON_ONLY_GOAL else ''}")
        print(f"{game}: {a} vs {b}: {result['win_rate']:.1%} of {result['games']} games "
              f"({won_words}; {goal_words}{'' if games >= MIN_GAMES else ', too few games'}); "
              f"{timing}; {time.perf_counter() - started:.0f} s", flush=True)
    return rows


def sample_views(game: str, level: str, count: int, seed: str) -> list[dict]:
    """``count`` views where ``level`` is to play, spread over whole games (``level``
    against medium, seats alternating), from seeded deals."""
    views = []
    number = 0
    while len(views) < count * 3:
        game_obj = game_info(game).new_game(["A", "B"], {}, seed=f"{seed}-views-{number}")
        levels = [level, "medium"] if number % 2 == 0 else ["medium", level]
        rng = random.Random(number)
        while not game_obj.finished:
            seat = game_obj.turn
            view = game_obj.view(seat)
            if levels[seat] == level:
                views.append(json.loads(json.dumps(view)))
            game_obj.play(choose(game, view, levels[seat], rng))
        number += 1
    step = len(views) / count
    return [views[int(i * step)] for i in range(count)]


def time_cpython(game: str, level: str, views: list[dict]) -> list[float]:
    choose(game, views[0], level, random.Random(0))
    times = []
    for number, view in enumerate(views):
        rng = random.Random(number)
        started = time.perf_counter()
        choose(game, view, level, rng)
        times.append((time.perf_counter() - started) * 1000)
    return times


def time_browser(entries: list[dict], timeout_s: float) -> dict:
    """Time the entries' views in Pyodide: a snapshot of _site/ with the package zipped
    afresh, plus a small timing page, served on localhost to headless Chromium."""
    from playwright.sync_api import sync_playwright
    from tools import serve
    from tools.build_site import package_zip
    from tools.chromium import launch

    site_src = ROOT / "_site"
    if not (site_src / "static" / "vendor" / "pyodide" / "pyodide.mjs").is_file():
        raise SystemExit("bots: _site/ with vendored Pyodide missing; run `make site` first")
    with tempfile.TemporaryDirectory(prefix="timekeeper-bots-") as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(site_src, site, ignore=shutil.ignore_patterns("bench-*"))
        package_zip(site / "py" / "timekeeper.zip")
        page = site / "bench-bots"
        page.mkdir()
        (page / "index.html").write_text(PAGE_HTML)
        (page / "pyscript.toml").write_text(PAGE_CONFIG)
        (page / "main.py").write_text(PAGE_MAIN)
        (page / "positions.json").write_text(json.dumps(entries))
        server = serve.start(site)
        try:
            with sync_playwright() as pw:
                browser = launch(pw)
                try:
                    context = browser.new_context(service_workers="block")
                    tab = context.new_page()
                    tab.goto(server.url + "bench-bots/")
                    tab.wait_for_function("document.documentElement.dataset.state === 'ready'",
                                          timeout=timeout_s * 1000)
                    found = json.loads(tab.text_content("#out"))
                finally:
                    browser.close()
        finally:
            server.stop()
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=MIN_GAMES,
                        help=f"games per duel (default {MIN_GAMES}; fewer for a quick look)")
    parser.add_argument("--seed", default="bench", help="game codes are SEED-0, SEED-1, …")
    parser.add_argument("--browser", action="store_true",
                        help="also time the levels of BROWSER in Pyodide (headless Chromium)")
    parser.add_argument("--positions", type=int, default=30,
                        help="positions timed per level with --browser (default 30)")
    parser.add_argument("--timeout", type=float, default=600, help="browser seconds")
    parser.add_argument("--no-duels", action="store_true", help="only the timing")
    args = parser.parse_args(argv)
    duels = [] if args.no_duels else run_duels(args.games, args.seed)
    checks = [row["met"] for row in duels if row["met"] is not None]  # goals measured
    for row in duels:
        goal = MOVE_TIME_GOALS.get((row["game"], row["a"]))
        if goal is not None:
            checks.append(row["move_ms"][row["a"]]["p99"] <= goal[0])
    browser = None
    if args.browser:
        entries = [
            {"game": game, "level": level,
             "views": sample_views(game, level, args.positions, args.seed)}
            for game, level in BROWSER
        ]
        found = time_browser(entries, args.timeout)
        browser = {"python": found["python"], "levels": {}}
        for entry in entries:
            key = f"{entry['game']}/{entry['level']}"
            in_browser = percentiles(found["levels"][key])
            on_cpython = percentiles(time_cpython(entry["game"], entry["level"],
                                                  entry["views"]))
            browser["levels"][key] = {"pyodide": in_browser, "cpython_same_positions":
                                      on_cpython}
            print(f"{key} on {args.positions} positions: Pyodide p50 {in_browser['p50']} "
                  f"p99 {in_browser['p99']} max {in_browser['max']} ms; CPython p50 "
                  f"{on_cpython['p50']} p99 {on_cpython['p99']} ms", flush=True)
            goal = MOVE_TIME_GOALS.get((entry["game"], entry["level"]))
            if goal is not None:
                checks.append(in_browser["p99"] <= goal[1])
    print(json.dumps({
        "duels": duels,
        "move_time_goals_ms": {f"{g}/{lv}": {"cpython_p99": c, "browser_p99": b}
                               for (g, lv), (c, b) in MOVE_TIME_GOALS.items()},
        "browser": browser,
        "goals_met": all(checks) if checks else None,
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
