"""The network's benchmark: what a first and a return visit cost on the wire, from a gzip host
such as GitHub Pages and from the laptop's room server, a class of tablets at once, and
Python ready against the bare PyScript page, in one run, in headless Chromium on loopback.

Serves a copy of the built site (run `make site` first; copied so a rebuild meanwhile cannot
disturb it), with the bare PyScript page of bench/bare/ beside it (bench/bare_page.py), from
tools/serve.py (light: each file gzipped where it gets smaller, validators, PyScript's hashed
chunks kept; as a gzip host gzips each file as it is, and as `make play-room` packs it:
tools/wire_pack.py; `host_gzip` below). Counts every byte the server sends (headers and
bodies):

- gzip host: the server on localhost (a secure context, as https is): a player's first visit
  (the page reloads once under the offline worker, Python in a worker) until the game plays
  offline (every file in the offline cache), then a return visit in a new tab until ready.
  GitHub Pages gzips as this server does there (no Brotli; its level is its own: this
  server's is 9, some 0.5 % smaller than 6 on Pyodide's WebAssembly).
- room server: the same server at a LAN-style name (Chromium maps laptop.room.test to
  127.0.0.1): plain http, no secure context, so no offline worker and Python on the page's
  thread: a first visit until ready, then a return visit (a new tab of the same browser).
- a class: bench/room_load.py's tablets (30) fetching the whole site at once from the room
  server in its own process, then coming back.
- Python ready (<html data-state="ready">, from the first navigation) of an untouched first
  visit to the gzip host, against the bare page on the same server, each run's loads in an
  order balanced for what came before (load_order.py); with --before DIR (a site built
  before a change, e.g. from the branch's base commit), that site's too, on a server of its
  own, paired the same way. Times vary with what else the machine does: only the same run's
  ratios are compared.

With --before, the byte figures of that site too (from the room server as it served then:
no gzip, Last-Modified only). Prints each figure, and as its last line
one JSON object {"after": {...}, "before": {...}, "load": {...}, "ready": {...},
"goals": {...}, "met": {...}}.

    .venv/bin/python bench/network.py [--runs 3] [--before DIR] [--tablets 30]
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tools import serve  # noqa: E402
from tools.chromium import CHROMIUM, CHROMIUM_ARGS, launch  # noqa: E402

import room_load  # noqa: E402
from bare_page import add_bare_page  # noqa: E402
from load_order import balanced  # noqa: E402
from startup import (  # noqa: E402
    STAMPS,
    counting_server,
    first_visit_tab,
    measure_first_visit,
    measure_untouched,
    paired_ratio,
    until_offline,
)

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
ROOM_NAME = "laptop.room.test"  # stands for http://192.168.x.y: not localhost, not https
MB = 1_000_000
# The figures (MB on the wire: 10^6 bytes).
GOALS = {"gzip_host_first_mb": 5.0, "room_first_mb": 5.0, "room_return_mb": 0.1,
         "load_errors": 0, "load_first_mb_per_tablet": 5.0, "ready_vs_before": 1.0}
READY_JS = "window.__tkReady !== undefined"


def gzip_host_visits(browser, server, timeout_ms: float) -> dict[str, int]:
    """A player's first visit to a gzip host until the game plays offline, then a return
    visit in a new tab until ready: the bytes the server sent for each."""
    context, page = first_visit_tab(browser)
    try:
        start = server.bytes_sent
        page.goto(server.url, wait_until="commit")
        page.wait_for_function(READY_JS, timeout=timeout_ms)
        until_offline(page, timeout_ms)
        first = server.bytes_sent - start
        page.close()
        start = server.bytes_sent
        again = context.new_page()
        again.goto(server.url)
        again.wait_for_function(READY_JS, timeout=timeout_ms)
        again.wait_for_timeout(300)
        return {"first": first, "return": server.bytes_sent - start}
    finally:
        context.close()


def room_visits(room_browser, server, timeout_ms: float) -> dict[str, int]:
    """A tablet's first visit to the room server at its LAN address (no offline worker),
    until ready, then a return visit in a new tab: the bytes the server sent for each."""
    url = f"http://{ROOM_NAME}:{server.server_address[1]}/"
    context = room_browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(STAMPS)
    try:
        sent = []
        for _ in range(2):
            start = server.bytes_sent
            page = context.new_page()
            page.goto(url)
            page.wait_for_function(READY_JS, timeout=timeout_ms)
            if page.evaluate("window.isSecureContext"):
                raise RuntimeError(f"{url} is a secure context: not the room's plain http")
            page.wait_for_timeout(300)
            sent.append(server.bytes_sent - start)
            page.close()
        return {"first": sent[0], "return": sent[1]}
    finally:
        context.close()


def visits(browser, room_browser, server, room_server, timeout_ms: float) -> dict[str, int]:
    """Both hosts' first and return visits (`room_server`: the room's, which may serve
    otherwise than the gzip host)."""
    gzip_host = gzip_host_visits(browser, server, timeout_ms)
    room = room_visits(room_browser, room_server, timeout_ms)
    return {"gzip_host_first": gzip_host["first"], "gzip_host_return": gzip_host["return"],
            "room_first": room["first"], "room_return": room["return"]}


def ready_runs(browser, servers: dict, runs: int, timeout_ms: float) -> dict[str, list]:
    """`runs` rounds of untouched first visits (each site's server) and of the bare page
    (on the first server), in a balanced order: Python ready in ms, by page."""
    names = [*servers, "bare"]
    samples: dict[str, list] = {name: [] for name in names}
    bare_url = servers["after"].url + "bench-bare/"
    for run in range(runs):
        for name in balanced(names, run):
            if name == "bare":
                sample = measure_untouched(browser, bare_url, timeout_ms)
            else:
                sample = measure_first_visit(browser, servers[name], timeout_ms)
            samples[name].append({"playable_ms": sample["playable_ms"]})
            print(f"run {run + 1}/{runs} {name:6}: Python ready {sample['playable_ms']:.0f} ms",
                  flush=True)
    return samples


def ready_summary(samples: dict[str, list]) -> dict:
    """Medians, each page's ratio to the bare page of the same run, and with a site from
    before, the after/before ratio of each run (median and 90 % interval, paired_ratio)."""
    out = {name: round(statistics.median(s["playable_ms"] for s in loads), 1)
           for name, loads in samples.items()}
    out["after_vs_bare"] = paired_ratio(samples["after"], samples["bare"])
    if "before" in samples:
        out["before_vs_bare"] = paired_ratio(samples["before"], samples["bare"])
        out["after_vs_before"] = paired_ratio(samples["after"], samples["before"])
    return out


def goals_met(after: dict, load: dict, ready: dict) -> dict[str, bool]:
    """The issue's figures read from one run."""
    met = {"gzip_host_first_mb": after["gzip_host_first"] / MB <= GOALS["gzip_host_first_mb"],
           "room_first_mb": after["room_first"] / MB <= GOALS["room_first_mb"],
           "room_return_mb": after["room_return"] / MB <= GOALS["room_return_mb"],
           "load_errors": load["first"]["errors"] + load["return"]["errors"]
           == GOALS["load_errors"],
           "load_first_mb_per_tablet":
               load["first"]["mb_per_tablet"] <= GOALS["load_first_mb_per_tablet"]}
    if "after_vs_before" in ready:
        met["ready_vs_before"] = ready["after_vs_before"][0] <= GOALS["ready_vs_before"]
    return met


def describe_bytes(name: str, figures: dict[str, int]) -> str:
    return (f"{name}: a first visit from a gzip host (GitHub Pages) "
            f"{figures['gzip_host_first'] / MB:.2f} MB on the wire, a return visit "
            f"{figures['gzip_host_return'] / 1e3:.1f} kB; from the room server a first visit "
            f"{figures['room_first'] / MB:.2f} MB, a return visit "
            f"{figures['room_return'] / 1e3:.1f} kB")


def host_gzip(body: bytes, _name: str) -> bytes:
    """What a static host that gzips (GitHub Pages) sends: the file as it is, gzipped (level
    9, a little smaller than most hosts')."""
    return gzip.compress(body, 9, mtime=0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="rounds of Python-ready loads")
    parser.add_argument("--timeout", type=float, default=120, help="seconds per load")
    parser.add_argument("--site", type=Path, default=SITE, help="the built site (_site)")
    parser.add_argument("--before", type=Path, help="a site built before the change")
    parser.add_argument("--tablets", type=int, default=30, help="the class (room_load.py)")
    args = parser.parse_args(argv)
    sites = {"after": args.site, **({"before": args.before} if args.before else {})}
    for site in sites.values():
        if not (site / "index.html").is_file():
            print(f"network: {site}/index.html missing; run `make site` first", file=sys.stderr)
            return 1
    from playwright.sync_api import sync_playwright

    timeout_ms = args.timeout * 1000
    result: dict = {}
    with tempfile.TemporaryDirectory(prefix="timekeeper-network-") as tmp:
        copies = {}
        for name, site in sites.items():
            copies[name] = Path(tmp) / name
            shutil.copytree(site, copies[name], ignore=shutil.ignore_patterns("bench-*"))
        load = room_load.run(copies["after"], args.tablets, 6, light=True)
        print(room_load.describe("a class on the room server", load, args.tablets), flush=True)
        add_bare_page(copies["after"])
        # a gzip host sends each file as it is, gzipped; the room server packs it smaller
        servers = {name: counting_server(copy, light=True, pack=host_gzip)
                   for name, copy in copies.items()}
        rooms = {"after": counting_server(copies["after"], light=True, pack=serve.room_pack())}
        # the room server as it was, for the site from before: every file as it is
        if "before" in copies:
            rooms["before"] = counting_server(copies["before"])
        try:
            with sync_playwright() as pw:
                browser = launch(pw)
                room_browser = pw.chromium.launch(
                    executable_path=CHROMIUM, headless=True,
                    args=[*CHROMIUM_ARGS, f"--host-resolver-rules=MAP {ROOM_NAME} 127.0.0.1"])
                for name, server in servers.items():
                    result[name] = visits(browser, room_browser, server, rooms[name],
                                          timeout_ms)
                    print(describe_bytes(name, result[name]), flush=True)
                samples = ready_runs(browser, servers, args.runs, timeout_ms)
                room_browser.close()
                browser.close()
        finally:
            for server in {*servers.values(), *rooms.values()}:
                server.stop()
    result["load"] = load
    result["ready"] = ready_summary(samples)
    ready = result["ready"]
    print("Python ready, a first visit nobody taps (gzip host, loopback), median ms: "
          + ", ".join(f"{name} {ready[name]:.0f}" for name in samples)
          + "; each run's ratio, median [90 % interval]: "
          + ", ".join(f"{key} {value[0]} [{value[1]}-{value[2]}]"
                      for key, value in ready.items() if key.endswith(("_bare", "_before"))))
    result["goals"], result["met"] = GOALS, goals_met(result["after"], load, ready)
    missed = [name for name, ok in result["met"].items() if not ok]
    print(f"goals met: {not missed}" + (f" (missed: {', '.join(missed)})" if missed else ""))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
