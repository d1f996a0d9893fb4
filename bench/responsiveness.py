"""Responsiveness benchmark: does the page answer every tap at once, on every host the game is
served from? Headless Chromium, against the bare PyScript page.

Serves a snapshot of the built site (run `make site` first; copied to a temporary folder so a
rebuild meanwhile cannot disturb it) three ways: on localhost as a static host serves it, on
localhost with the two headers that make the page cross-origin isolated (COOP/COEP:
tools/serve.py's `isolated`), and as the classroom's room server (`make play-room`: light,
packed) reached at a LAN-style name over plain http, which Chromium maps to 127.0.0.1
(--host-resolver-rules), so that the page is no secure context, as on a tablet. The game's
Python runs in its PyScript worker on all three (<html data-python="worker">, recorded as
`python`). The bare PyScript page of bench/bare/ is copied beside it as bench-bare/, with
Pyodide as published (bench/bare_page.py, as bench/startup.py does). Six pages:

- plain: the site as a static host serves it (GitHub Pages);
- isolated: the site with the headers;
- room: the room server at a LAN-style address;
- still: the plain page with reduced motion asked for (nothing moves on the table: the
  floor of the move figure, `move_longest_ms` of 3; no goal);
- bare: bench-bare/ without the headers (start-up figures only: it has no game);
- floor: bench-floor/, a page with nothing but the name field while a worker per core spins
  (typing only): what the typing figure can be on this machine while every core is busy, as
  Pyodide's start keeps them (its WebAssembly compiled on as many threads, Python in its
  worker). Chromium's CPU throttle also keeps a core busy while it holds the page's thread
  back (an idle page under the 4x throttle uses 0.77 of a core), so on a 2-core machine a 4x
  figure measures the machine as much as the page. No goal is checked for the floor; where it
  misses the typing goal, the summary says that no page can meet it here at that speed.

Each at normal speed and under a 4x CPU throttle (Chromium's Emulation.setCPUThrottlingRate,
set before navigation; Chromium throttles only the page's main thread: a worker, Python's
included, runs at full speed, so Python's throttled start is optimistic).
Speed "4c" (asked for with --speeds 1,4,4c; Linux, root): a cheap tablet's slow cores instead,
every thread of the browser on a core of its own 4 times slower than this machine's, Python's
worker and V8's compiler threads included, none spinning (bench/slow_cores.py: CFS bandwidth
control), with the 4x goals. Each sample is a fresh browser context (empty cache, no service
worker, 768x1024). A script installed before any page script keeps the long-task entries (a
buffered PerformanceObserver: Chromium reports only tasks over 50 ms), every pointerdown (its
event.timeStamp, and performance.now() in the next animation frame: the time to the next frame,
any wait for the main thread included), every key typed in "Player 1" (keydown's timeStamp to
the frame after its input event), every key's release and when <html data-state="ready">.
Figures, in ms, per page and speed:

1. longest: the longest main-thread task from the first paint to the end of a first 24/7
   turn (the page loaded untouched until ready, then a game for Ana and Ben started through
   the form, Ana's tile placed and confirmed, until the hand-over to Ben), or for bare to
   its Python ready. None over 50 ms: 50, flagged `under_50`. Also the number of long tasks
   and the blocking time (the sum of each one's time over 50 ms).
2. taps: a real tap (Playwright's mouse click: it waits until the page takes it, so the taps
   follow a fixed wall-clock schedule, skipping the slots already past) every 100 ms for 10 s
   from navigation, on the page's blank bottom-left corner: p50, p95, max, how many were
   sent, how many were not answered (their frame drawn) within the 10 s, slots skipped, and
   `p95_slots`, the p95 over every slot of the schedule, a skipped slot counted as a tap
   answered with the tap that held it up (a person tapping then would wait as long; p95
   alone leaves the held-up slots out, so a start that holds the main thread for seconds
   shows as one slow tap). The goals use `p95_slots`.
3. computer (plain, isolated, room): in each game, from the home screen, a new game of Ana against
   the hard computer (the form: "Who plays as player 2" hard, "First player" player 2, so the
   computer moves at once: the home's one-tap "Play against the computer" gives the medium
   level), then taps as in 2 while <html data-screen="computer"> (up to 10 s). The three games
   in one context, back home through the menu between them. `window_ms`: how long the screen
   said "computer" (its thinking pause, 700 ms, included); `move_longest_ms`: the longest
   main-thread task from the form to the end of the move's motion on the table (goal: 50 ms,
   100 at 4x).
4. typing (plain, isolated, room): the page loaded, the 24/7 form opened as soon as the
   pre-drawn home shows (which starts Python), the field tapped where it is drawn (a raw tap:
   a locator's click first waits for quiet frames), a 12-character name typed into "Player 1"
   (100 ms between keys) while Python starts: max, p95, characters over one frame (34 ms: two vsyncs
   at 60 Hz, the one in flight allowed), characters never shown, the name as it stands once
   Python has taken over (`value`, `kept`), whether Python was still starting at the first
   key, the tap into the field, and the longest a key's release waited for the next frame
   (`keyup_max_ms`). Playwright types a key only once the page has taken the one before,
   release included, so with the main thread held it is a release (or the field's tap) that
   waits, not a character: the goal counts a release's wait as a character's (a person's
   next key would wait as long), and a name not kept as a character lost.
5. ready: navigation start to <html data-state="ready"> (bare: its main.py ran), of the
   untouched load of 1 (`ready_untouched_ms`) and of the tapped load of 2 (`ready_tapped_ms`);
   its ratio to bare's (the tapped one when measured, as bench/startup.py's goal).

Prints a table per page and speed and, as its last line, one JSON object:
{"pages": {page: {"1x": {...}, "4x": {...}}}, "ratios": {...}, "goals": {...},
 "met": {"plain": {...}, "isolated": {...}, "room": {...}},
 "floor_typing": {speed: {"ms": ..., "meets": ...}}, ...}. With --runs N each figure is the
median of N.

    .venv/bin/python bench/responsiveness.py [--site _site] [--runs 1] [--timeout 120]
        [--pages main,worker,still,bare,floor] [--speeds 1,4[,4c]]
        [--figures longest,taps,computer,typing]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))  # game_driver: a player's steps at 24/7

from tools import serve  # noqa: E402
from tools.chromium import launch  # noqa: E402

import slow_cores  # noqa: E402
from bare_page import add_bare_page  # noqa: E402
from load_order import balanced  # noqa: E402

SITE = ROOT / "_site"
PAGES = ("plain", "isolated", "room", "still", "bare", "floor")
HOSTS = ("plain", "isolated", "room")  # the site's pages, goals checked
ROOM_NAME = "laptop.room.test"  # stands for the laptop's http://192.168.x.y
FIGURES = ("longest", "taps", "computer", "typing")
MOTION_MS = 1000  # the longest motion of a move on the table (ui/kit/motion.py), and some
GAME_FIGURES = ("computer", "typing")  # not for the bare page: it has no game
# The floor of the typing figure on this machine: a page with nothing but the name field while
# a worker per core spins (as Pyodide's start keeps every core busy: its WebAssembly compiled
# on as many threads, Python in its worker), the same name typed into it.
FLOOR_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Typing floor</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"></head>
<body><label>Player 1 <input id="input-name0" autocomplete="off" spellcheck="false"></label>
<script>
for (let i = 0; i < (navigator.hardwareConcurrency || 2); i++) {
  new Worker(URL.createObjectURL(new Blob(["for (;;) {}"], {type: "text/javascript"})));
}
</script></body></html>
"""
GAMES = {"24/7": "247", "Les 24 Heures": "l24", "Who Turned the Clock?": "hg"}
GOALS = {"longest_ms": {"1x": 100, "4x": 200, "4c": 200},
         "tap_p95_ms": {"1x": 100, "4x": 200, "4c": 200},
         "move_longest_ms": {"1x": 50, "4x": 100, "4c": 100},
         "typing_max_ms": 34, "worker_ready_ratio": 1.1}
VIEWPORT = {"width": 768, "height": 1024}
SPOT = (6, 1018)  # the page's blank bottom-left corner (checked: no control there)
TAP_EVERY_S = 0.1
TAP_WINDOW_S = 10.0
ONE_FRAME_MS = 34
NAME = "Anabel Quinn"  # 12 characters

# Installed before any page script: window.__rb keeps long tasks, taps (pointerdown's
# timeStamp, the next frame, whether a control was hit), keys typed in "Player 1" (keydown's
# timeStamp, the frame after its input event), every key's release (keyup's timeStamp, the
# next frame), Python ready and each screen shown.
PROBE = """
(() => {
  const rb = window.__rb = {longtasks: [], taps: [], keys: [], keyups: [], screens: [],
                            ready: undefined};
  try {
    new PerformanceObserver(list => {
      for (const e of list.getEntries()) rb.longtasks.push([e.startTime, e.duration]);
    }).observe({type: "longtask", buffered: true});
  } catch (e) {}
  const CONTROL = "button, a[href], input, select, textarea, label, summary, [data-action]";
  addEventListener("pointerdown", e => {
    const tap = {ts: e.timeStamp, control: !!(e.target.closest && e.target.closest(CONTROL))};
    rb.taps.push(tap);
    requestAnimationFrame(() => { tap.done = performance.now(); });
  }, true);
  let typed = null;  // the key whose input event is awaited
  const isName = t => t && t.id === "input-name0";
  addEventListener("keydown", e => {
    if (!isName(e.target) || e.key.length !== 1) return;
    typed = {ts: e.timeStamp, key: e.key};
    rb.keys.push(typed);
  }, true);
  addEventListener("keyup", e => {
    const up = {ts: e.timeStamp};
    rb.keyups.push(up);
    requestAnimationFrame(() => { up.done = performance.now(); });
  }, true);
  addEventListener("input", e => {
    if (!isName(e.target) || !typed) return;
    const key = typed;
    typed = null;
    key.input = performance.now();
    requestAnimationFrame(() => { key.shown = performance.now(); });
  }, true);
  new MutationObserver(() => {
    const html = document.documentElement;
    if (!html) return;
    const now = performance.now();
    if (rb.ready === undefined && html.dataset.state === "ready") rb.ready = now;
    const screen = html.dataset.screen || "";
    const last = rb.screens[rb.screens.length - 1];
    if (!last || last[1] !== screen) rb.screens.push([now, screen]);
  }).observe(document, {attributes: true, subtree: true,
                        attributeFilter: ["data-state", "data-screen"]});
})();
"""
READY_JS = "window.__rb.ready !== undefined"
FIRST_PAINT_JS = """() => { const p = Object.fromEntries(
  performance.getEntriesByType("paint").map(e => [e.name, e.startTime]));
  return p["first-paint"] ?? p["first-contentful-paint"] ?? null; }"""
SETTLED_JS = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
SHAPE_JS = "() => document.documentElement.dataset.python || 'main'"
SPOT_JS = """([x, y]) => { const e = document.elementFromPoint(x, y);
  if (!e) return "nothing";
  const c = e.closest("button, a[href], input, select, textarea, label, summary, [data-action]");
  return c ? "control: " + c.outerHTML.slice(0, 80) : ""; }"""
CENTRE_JS = """selector => { const e = document.querySelector(selector);
  const r = e && e.getBoundingClientRect();
  return r && r.width && r.height ? [r.x + r.width / 2, r.y + r.height / 2] : null; }"""
ON_COMPUTER_JS = "() => document.documentElement.dataset.screen === 'computer'"
COMPUTER_SINCE_JS = """since => window.__rb.screens.some(([at, screen]) =>
  at >= since && screen === "computer")"""
HANDED_TO_BEN_JS = """() => { const t = document.querySelector("button.handoff .handoff-title");
  return !!t && t.textContent.includes("Ben"); }"""


# ------------------------------------------------------------------------- the browser
class Sample:
    """One fresh browser context and page (empty cache, no service worker), the probe
    installed and the CPU throttled before the first navigation; console errors kept."""

    def __init__(self, browser, speed: str, timeout_ms: float, errors: list[str],
                 label: str = "", reduced_motion: str = "no-preference"):
        self.context = browser.new_context(viewport=VIEWPORT, service_workers="block",
                                           reduced_motion=reduced_motion)
        # no service worker at all (Playwright's "block" leaves register() waiting forever,
        # and the first visit would wait 3 s for it: static/js/isolation.js)
        self.context.add_init_script("delete Navigator.prototype.serviceWorker;")
        self.context.set_default_timeout(timeout_ms)
        self.context.add_init_script(PROBE)
        self.page = self.context.new_page()
        self.timeout_ms = timeout_ms
        rate = int(speed[:-1])
        if speed.endswith("x") and rate != 1:  # "4c": the cores themselves are slow
            cdp = self.context.new_cdp_session(self.page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        self.errors, self.label = errors, label
        self.page.on("console", lambda m: self.console(m, "console"))
        self.page.on("pageerror", lambda e: self.errors.append(f"{label} uncaught: {short(e)}"))
        self.page.on("worker", lambda w: w.on("console", lambda m: self.console(m, "[worker]")))

    def console(self, message, where: str) -> None:
        if message.type == "error":
            self.errors.append(f"{self.label} {where}: {short(message.text)}")

    def close(self) -> None:
        self.context.close()


def short(message) -> str:
    """An error's first line and, for a traceback, its last lines (what was raised)."""
    lines = [line for line in str(message).splitlines() if line.strip()]
    kept = lines if len(lines) <= 4 else [lines[0], "...", *lines[-3:]]
    return " | ".join(line.strip()[:200] for line in kept)


def wait_ready(page, timeout_ms: float) -> float:
    """Wait for Python ready; its time in ms from navigation start."""
    page.wait_for_function(READY_JS, timeout=timeout_ms)
    return page.evaluate("window.__rb.ready")


def probe(page, key: str):
    page.evaluate(SETTLED_JS)
    return page.evaluate(f"window.__rb.{key}")


def check_spot(page) -> None:
    """Fail loudly if the tap spot lands on a control (the taps must trigger nothing)."""
    found = page.evaluate(SPOT_JS, list(SPOT))
    if found.startswith("control"):
        raise RuntimeError(f"the tap spot {SPOT} is on a {found}")


# ------------------------------------------------------------------------- statistics
def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..1) of a non-empty list."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def spread(delays: list[float]) -> dict:
    if not delays:
        return {"n": 0, "p50": None, "p95": None, "max": None}
    return {"n": len(delays), "p50": round(statistics.median(delays), 1),
            "p95": round(percentile(delays, 0.95), 1), "max": round(max(delays), 1)}


def median_of(samples: list):
    """The median of each figure over the runs (dicts figure by figure; flags by majority;
    text kept when the runs agree)."""
    known = [s for s in samples if s is not None]
    if not known:
        return None
    first = known[0]
    if isinstance(first, dict):
        return {key: median_of([s.get(key) for s in known]) for key in first}
    if isinstance(first, bool):
        return sum(known) * 2 >= len(known)
    if isinstance(first, int | float):
        return round(statistics.median(known), 1)
    return first if all(s == first for s in known) else "/".join(map(str, known))


# ------------------------------------------------------------------------- taps
def epoch_ms(monotonic: float) -> float:
    """A time.monotonic() reading as ms since the epoch (the page's clock: timeOrigin + now)."""
    return (time.time() - (time.monotonic() - monotonic)) * 1000


def tap_every(page, seconds: float, keep_on=None) -> dict:
    """Tap SPOT every TAP_EVERY_S for `seconds` of wall time (or until keep_on() is false);
    the slots already past when a tap comes back (the page held it) are skipped. Returns how
    many taps were sent, the slots skipped (each with the tap that held it up and its time
    since the epoch) and the end of the window since the epoch."""
    start = time.monotonic()
    slots = round(seconds / TAP_EVERY_S)
    sent = slot = 0
    skipped: list[tuple[int, float]] = []
    while slot < slots:
        wait = start + slot * TAP_EVERY_S - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        page.mouse.click(*SPOT)
        sent += 1
        late = min(slots, math.ceil((time.monotonic() - start) / TAP_EVERY_S))
        skipped += [(sent - 1, epoch_ms(start + k * TAP_EVERY_S)) for k in range(slot + 1, late)]
        slot = max(slot + 1, late)
        if keep_on is not None and not keep_on():
            end = time.monotonic()
            break
    else:
        end = start + seconds
    return {"sent": sent, "skipped": skipped, "end_epoch_ms": epoch_ms(end)}


def tap_figures(page, window: dict, taps: list[dict]) -> dict:
    """The taps' delays (pointerdown to the next frame), how many were not answered by the
    end of the window, and `p95_slots`: the p95 over every slot of the schedule, a skipped
    slot counted as a tap then, answered with the tap that held it up (a person tapping then
    waits as long: the figure the goals use, as p95 alone leaves out the held-up slots)."""
    origin = page.evaluate("performance.timeOrigin")
    end = window["end_epoch_ms"] - origin
    answered = [t for t in taps if t.get("done") is not None]
    in_time = sum(1 for t in answered if t["done"] <= end)
    delays = [t["done"] - t["ts"] for t in answered]
    slots = delays + [taps[held]["done"] - (at - origin) for held, at in window["skipped"]
                      if held < len(taps) and taps[held].get("done") is not None]
    figures = spread(delays)
    figures.update(p95_slots=spread(slots)["p95"], sent=window["sent"],
                   unanswered=window["sent"] - in_time, skipped=len(window["skipped"]),
                   on_control=sum(1 for t in taps if t["control"]))
    return figures


# ------------------------------------------------------------------------- figures
def long_tasks(tasks: list[list[float]], since: float, until: float) -> dict:
    """The longest main-thread task starting between `since` and `until` (50 when none was
    reported: Chromium reports only tasks over 50 ms), their number and blocking time."""
    within = [duration for start, duration in tasks if since <= start <= until]
    return {"longest_ms": round(max(within, default=50), 1), "under_50": not within,
            "long_tasks": len(within),
            "blocking_ms": round(sum(d - 50 for d in within), 1)}


def first_turn(page, timeout_ms: float) -> None:
    """A 24/7 game for Ana and Ben through the form; Ana places a tile and confirms; until
    the hand-over to Ben is on screen."""
    import game_driver as g

    g.start_game(page, ["Ana", "Ben"])
    g.reveal(page)
    g.place_first_legal(page)
    page.get_by_role("button", name="Confirm", exact=True).click()
    page.wait_for_function(HANDED_TO_BEN_JS, timeout=timeout_ms)


def measure_longest(sample: Sample, url: str, game: bool) -> dict:
    """Figure 1 (and the untouched Python ready): load, wait until ready, play a first 24/7
    turn (the game pages); the long tasks from the first paint to the end."""
    page = sample.page
    page.goto(url)
    ready = wait_ready(page, sample.timeout_ms)
    if game:
        first_turn(page, sample.timeout_ms)
        end = page.evaluate("performance.now()")
    else:
        end = ready
    page.wait_for_timeout(100)  # the last long-task entries come in
    tasks = probe(page, "longtasks")
    figures = long_tasks(tasks, page.evaluate(FIRST_PAINT_JS) or 0, end)
    return {**figures, "ready_untouched_ms": round(ready, 1), "python": page.evaluate(SHAPE_JS)}


def measure_taps(sample: Sample, url: str) -> dict:
    """Figure 2 (and the tapped Python ready): a tap every 100 ms for 10 s from navigation."""
    page = sample.page
    page.goto(url, wait_until="commit")
    window = tap_every(page, TAP_WINDOW_S)
    check_spot(page)
    ready = wait_ready(page, sample.timeout_ms)
    figures = tap_figures(page, window, probe(page, "taps"))
    return {"taps": figures, "ready_tapped_ms": round(ready, 1), "python": page.evaluate(SHAPE_JS)}


def hard_computer_game(page, title: str) -> None:
    """From the home screen, the form of `title`: Ana against the hard computer, which plays
    first; started."""
    page.get_by_role("button", name=f"New game: {title}").click()
    page.get_by_role("heading", name="New game").wait_for()
    page.get_by_role("button", name="2", exact=True).click()
    page.get_by_label("Player 1", exact=True).fill("Ana")
    page.get_by_label("Who plays as player 2").select_option("hard")
    page.get_by_label("First player").select_option("1")
    page.get_by_role("button", name="Start the game").click()


def back_home(page) -> None:
    """Leave the game through the menu (its question answered yes), to the home screen."""
    page.locator("[data-action=menu]").click()
    page.locator("[data-action=leave]").click()
    page.locator("[data-action=dialog-yes]").click()
    page.get_by_role("button", name="New game: 24/7").wait_for()


def computer_window(screens: list, since: float) -> float | None:
    """How long the screen said "computer" after `since` (ms; None if it never did)."""
    start = None
    for at, screen in screens:
        if at < since:
            continue
        if screen == "computer" and start is None:
            start = at
        elif screen != "computer" and start is not None:
            return round(at - start, 1)
    return None


def measure_computer(sample: Sample, url: str) -> dict:
    """Figure 3: in each game, taps while the hard computer plays its first turn, and the
    longest main-thread task from the new-game form to the end of that move's motion
    (`move_longest_ms`: 50 when none was over 50 ms)."""
    page = sample.page
    page.goto(url)
    wait_ready(page, sample.timeout_ms)
    figures = {}
    for title, short in GAMES.items():
        since = page.evaluate("performance.now()")
        hard_computer_game(page, title)
        page.wait_for_function(COMPUTER_SINCE_JS, arg=since)  # the worker's Python: a bit later
        window = {"sent": 0, "skipped": [], "end_epoch_ms": time.time() * 1000}
        tapped_from = page.evaluate("performance.now()")
        if page.evaluate(ON_COMPUTER_JS):
            check_spot(page)
            window = tap_every(page, TAP_WINDOW_S, lambda: page.evaluate(ON_COMPUTER_JS))
        page.wait_for_function(f"!({ON_COMPUTER_JS})()", timeout=sample.timeout_ms)
        page.wait_for_timeout(MOTION_MS)  # the computer's move played out on the table
        end = page.evaluate("performance.now()")
        taps = [tap for tap in probe(page, "taps") if tap["ts"] >= tapped_from]
        figures[short] = {**tap_figures(page, window, taps),
                          "window_ms": computer_window(page.evaluate("window.__rb.screens"),
                                                       since),
                          "move_longest_ms": long_tasks(probe(page, "longtasks"), since,
                                                        end)["longest_ms"]}
        back_home(page)
    return {"computer": figures}


def tap_when_drawn(page, selector: str, timeout_ms: float) -> None:
    """A raw tap on `selector` as soon as it is drawn (a locator's click would first wait
    for quiet frames, long enough for Python's start to begin)."""
    deadline = time.monotonic() + timeout_ms / 1000
    while (centre := page.evaluate(CENTRE_JS, selector)) is None:
        if time.monotonic() > deadline:
            raise TimeoutError(f"{selector} not drawn within {timeout_ms:.0f} ms")
        time.sleep(0.01)
    page.mouse.click(*centre)


def typed_figures(page) -> dict:
    """The name's keys as the probe saw them: each character's wait for its frame (max, p95,
    how many over one frame, how many never shown) and the longest a key's release waited."""
    delays = [k["shown"] - k["ts"] for k in probe(page, "keys") if k.get("shown") is not None]
    released = [up["done"] - up["ts"] for up in probe(page, "keyups") if up.get("done")]
    figures = spread(delays)
    figures.update(over_frame=sum(1 for d in delays if d > ONE_FRAME_MS),
                   keyup_max_ms=round(max(released, default=0), 1),
                   lost=len(NAME) - len(delays))
    return figures


def measure_typing(sample: Sample, url: str) -> dict:
    """Figure 4: the 24/7 form opened as soon as the home shows, a name typed into Player 1
    while Python starts."""
    page = sample.page
    page.goto(url, wait_until="commit")
    tap_when_drawn(page, '[aria-label="New game: 24/7"]', sample.timeout_ms)
    tap_when_drawn(page, "#input-name0", sample.timeout_ms)
    page.keyboard.type(NAME, delay=100)
    ready = wait_ready(page, sample.timeout_ms)
    keys = probe(page, "keys")
    figures = typed_figures(page)
    value = page.get_by_label("Player 1", exact=True).input_value()
    field_tap = [tap for tap in probe(page, "taps") if tap["control"]][-1]
    figures.update(kept=value == NAME, value=value,
                   during_start=bool(keys) and keys[0]["ts"] < ready,
                   first_key_ms=round(keys[0]["ts"], 1) if keys else None,
                   last_key_ms=round(keys[-1]["ts"], 1) if keys else None,
                   ready_ms=round(ready, 1),
                   field_tap_ms=round(field_tap["done"] - field_tap["ts"], 1))
    return {"typing": figures}


MEASURES = {"taps": measure_taps, "computer": measure_computer, "typing": measure_typing}


def measure_typing_floor(sample: Sample, url: str) -> dict:
    """The floor page (FLOOR_HTML): the same name typed into its one field, every core busy."""
    page = sample.page
    page.goto(url)
    tap_when_drawn(page, "#input-name0", sample.timeout_ms)
    page.wait_for_timeout(300)  # the spinning workers under way
    page.keyboard.type(NAME, delay=100)
    page.evaluate(SETTLED_JS)
    return {"typing": typed_figures(page)}


def measure_page(browser, url: str, page_name: str, speed: str, figures: list[str],
                 timeout_ms: float, errors: list[str]) -> dict:
    """Every figure asked for, of one page at one speed, each in a fresh context. A figure
    that fails is left out (its error kept), the others still measured."""
    sample: dict = {}
    for figure in figures:
        if (page_name == "bare" and figure in GAME_FIGURES) or \
                (page_name == "floor" and figure != "typing") or \
                (page_name == "still" and figure not in ("longest", "computer")):
            continue
        slow = (slow_cores.SlowCores(int(speed[:-1])) if speed.endswith("c")
                else contextlib.nullcontext())
        with slow:
            one = Sample(browser, speed, timeout_ms, errors, f"{page_name} {speed} {figure}",
                         "reduce" if page_name == "still" else "no-preference")
            try:
                if figure == "longest":
                    sample.update(measure_longest(one, url, game=page_name != "bare"))
                elif page_name == "floor":
                    sample.update(measure_typing_floor(one, url))
                else:
                    sample.update(MEASURES[figure](one, url))
            except Exception as exc:  # a timeout, a step that failed: say so, go on
                errors.append(f"{page_name} {speed} {figure}: {type(exc).__name__}: "
                              f"{str(exc).splitlines()[0][:200]}")
            finally:
                one.close()
    return sample


def run_all(urls: dict[str, str], args) -> tuple[dict, list[str]]:
    """`runs` samples of each page at each speed (the pages in an order balanced for what came
    just before them: load_order.py); the medians, page by page and speed by speed, and the
    errors seen."""
    from playwright.sync_api import sync_playwright

    samples = {name: {speed: [] for speed in args.speeds} for name in args.pages}
    errors: list[str] = []
    with sync_playwright() as pw:
        browser = launch(pw, f"--host-resolver-rules=MAP {ROOM_NAME} 127.0.0.1")
        for run in range(args.runs):
            order = balanced(args.pages, run)
            for speed in args.speeds:
                for name in order:
                    began = time.monotonic()
                    sample = measure_page(browser, urls[name], name, speed, args.figures,
                                          args.timeout * 1000, errors)
                    samples[name][speed].append(sample)
                    print(f"run {run + 1}/{args.runs} {name} {speed} "
                          f"({time.monotonic() - began:.0f} s): {json.dumps(sample)}", flush=True)
        browser.close()
    return {name: {speed: median_of(runs) for speed, runs in by_speed.items()}
            for name, by_speed in samples.items()}, errors


# ------------------------------------------------------------------------- goals
def ready_ratios(result: dict) -> dict:
    """Each game page's Python ready against bare's, speed by speed (the tapped loads when
    both were measured, else the untouched ones)."""
    ratios: dict = {}
    for name in HOSTS:
        for speed, fig in result.get(name, {}).items():
            bare = result.get("bare", {}).get(speed) or {}
            for key in ("ready_tapped_ms", "ready_untouched_ms"):
                if (fig or {}).get(key) and bare.get(key):
                    ratios.setdefault(name, {})[speed] = round(fig[key] / bare[key], 3)
                    break
    return ratios


def typing_worst(typing: dict | None) -> float | None:
    """The typing figure the goal reads: the slowest character or key release (None if no key
    was timed)."""
    if not typing or not typing.get("n"):
        return None
    return max(typing["max"], typing["keyup_max_ms"])


def floor_typing(result: dict) -> dict:
    """Speed by speed, the floor page's typing figure and whether it meets the goal: where the
    floor misses it, so does any page while every core is busy, and the game page's figure
    there says what this machine allows, not what the page does."""
    floor = {}
    for speed, fig in result.get("floor", {}).items():
        worst = typing_worst((fig or {}).get("typing"))
        if worst is not None:
            floor[speed] = {"ms": worst, "meets": worst <= GOALS["typing_max_ms"]}
    return floor


def move_longest(fig: dict | None) -> float | None:
    """The longest task during a computer's move, the worst of the three games."""
    moves = [game["move_longest_ms"] for game in ((fig or {}).get("computer") or {}).values()
             if game and game.get("move_longest_ms") is not None]
    return max(moves, default=None)


def move_floor(result: dict) -> dict:
    """Speed by speed, the still page's longest task during a move (nothing moving on the
    table) and the plain page's against it: where the still page misses the move goal, the
    redraw itself misses it on this machine, motion or not."""
    floor = {}
    for speed, fig in result.get("still", {}).items():
        still = move_longest(fig)
        moving = move_longest(result.get("plain", {}).get(speed))
        if still is not None:
            floor[speed] = {"ms": still, "meets": still <= GOALS["move_longest_ms"][speed],
                            "moving_ratio": moving and round(moving / still, 2)}
    return floor


def goals_met(fig: dict | None, speed: str, ratio: float | None) -> dict:
    """Which goals one page meets at one speed (a figure not measured is left out)."""
    fig = fig or {}
    met: dict[str, bool] = {}
    if fig.get("longest_ms") is not None:
        met["longest"] = fig["longest_ms"] <= GOALS["longest_ms"][speed]
    tap_limit = GOALS["tap_p95_ms"][speed]
    if (fig.get("taps") or {}).get("p95_slots") is not None:
        met["taps"] = fig["taps"]["p95_slots"] <= tap_limit
    computers = [game["p95_slots"] for game in (fig.get("computer") or {}).values()
                 if game and game.get("p95_slots") is not None]
    if computers:
        met["computer"] = max(computers) <= tap_limit
    if move_longest(fig) is not None:
        met["move"] = move_longest(fig) <= GOALS["move_longest_ms"][speed]
    typing = fig.get("typing")
    worst = typing_worst(typing)
    if worst is not None:  # every key shown in time, and none undone after
        met["typing"] = (worst <= GOALS["typing_max_ms"] and not typing["lost"]
                         and typing.get("kept", True))
    if ratio is not None:
        met["ready_ratio"] = ratio <= GOALS["worker_ready_ratio"]
    return met


def all_met(result: dict, ratios: dict) -> dict:
    met: dict = {}
    for name in HOSTS:
        if name not in result:
            continue
        by_speed = {speed: goals_met(fig, speed, ratios.get(name, {}).get(speed))
                    for speed, fig in result[name].items()}
        met[name] = {**by_speed, "all": all(ok for one in by_speed.values()
                                            for ok in one.values())}
    return met


# ------------------------------------------------------------------------- the table
def ms(value) -> str:
    return "-" if value is None else f"{value:.0f}"


def tap_cell(taps: dict | None, extra: str) -> str:
    """p50/p95/max [p95 of every slot] (taps, `extra`)."""
    if not taps:
        return "-"
    return (f"{ms(taps['p50'])}/{ms(taps['p95'])}/{ms(taps['max'])} [{ms(taps['p95_slots'])}] "
            f"({ms(taps['sent'])}, {extra})")


def typing_cell(typing: dict | None) -> str:
    if not typing:
        return "-"
    if "kept" not in typing:  # the floor page
        return (f"{ms(typing['max'])}/{ms(typing['p95'])} ({ms(typing['over_frame'])}, "
                f"{ms(typing['lost'])}; key-up max {ms(typing['keyup_max_ms'])})")
    return (f"{ms(typing['max'])}/{ms(typing['p95'])} ({ms(typing['over_frame'])}, "
            f"{ms(typing['lost'])}, {'kept' if typing['kept'] else 'NOT kept'}, "
            f"{'during start' if typing['during_start'] else 'after ready'}; key-up max "
            f"{ms(typing['keyup_max_ms'])}, field tap {ms(typing['field_tap_ms'])})")


def print_startup(result: dict, ratios: dict) -> None:
    print("\nStart-up (ms from navigation start; taps: pointerdown to the next frame)")
    print(f"{'page':7}{'speed':6}{'python':8}{'ready':>7}{'ready':>7}{'ratio':>7}"
          f"{'longest':>9}{'long':>6}{'blocking':>9}  taps in the first 10 s")
    print(f"{'':21}{'alone':>7}{'tapped':>7}{'/bare':>7}{'task':>9}{'tasks':>6}{'':>9}"
          f"  p50/p95/max [p95 of every slot] (sent, unanswered, slots skipped)")
    for name, by_speed in result.items():
        if name == "floor":
            continue
        for speed, fig in by_speed.items():
            fig = fig or {}
            taps = fig.get("taps")
            longest = ("<" if fig.get("under_50") else "") + ms(fig.get("longest_ms"))
            ratio = ratios.get(name, {}).get(speed)
            extra = taps and f"{ms(taps['unanswered'])}, {ms(taps['skipped'])}"
            print(f"{name:7}{speed:6}{fig.get('python', '-'):8}"
                  f"{ms(fig.get('ready_untouched_ms')):>7}{ms(fig.get('ready_tapped_ms')):>7}"
                  f"{'-' if ratio is None else f'{ratio:.3f}':>7}{longest:>9}"
                  f"{ms(fig.get('long_tasks')):>6}{ms(fig.get('blocking_ms')):>9}  "
                  f"{tap_cell(taps, extra)}")


def print_playing(result: dict) -> None:
    print("\nPlaying: taps while the hard computer plays, p50/p95/max [p95 of every slot] (taps,"
          " ms on its screen; longest main-thread task from the form to the move played out,"
          " 50: none over 50; 'few': under 3 taps); typing during Python's start, max/p95"
          " (characters over one frame, lost, name kept, Python still starting at the first"
          " key; the longest a key's release waited, the tap into the field)")
    print(f"{'page':7}{'speed':6}" + "".join(f"{title[:28]:30}" for title in GAMES) + "typing")
    for name, by_speed in result.items():
        if name == "bare":
            continue
        for speed, fig in by_speed.items():
            fig = fig or {}
            cells = []
            for short in GAMES.values():
                game = (fig.get("computer") or {}).get(short)
                few = " few" if game and (game["n"] or 0) < 3 else ""
                cells.append(tap_cell(game, game and f"{ms(game['window_ms'])}; longest "
                                      f"{ms(game.get('move_longest_ms'))}") + few)
            print(f"{name:7}{speed:6}" + "".join(f"{cell:30}" for cell in cells)
                  + typing_cell(fig.get("typing")))
    print("(floor: the name field alone while a worker per core spins; no goal)")


def print_goals(met: dict, floor: dict, moves: dict) -> None:
    print(f"\nGoals: longest task <= {GOALS['longest_ms']['1x']} ms (4x, 4c: "
          f"{GOALS['longest_ms']['4x']}); tap p95 of every slot <= "
          f"{GOALS['tap_p95_ms']['1x']} ms (4x, 4c: {GOALS['tap_p95_ms']['4x']}), in the first "
          f"10 s and each computer's turn; longest task during the computer's move <= "
          f"{GOALS['move_longest_ms']['1x']} ms (4x: {GOALS['move_longest_ms']['4x']}); "
          f"every character (and key release) within "
          f"{GOALS['typing_max_ms']} ms, the name kept; Python ready <= "
          f"{GOALS['worker_ready_ratio']} x bare")
    for name, by_speed in met.items():
        parts = [f"{speed}: " + ", ".join(f"{goal} {'yes' if ok else 'NO'}"
                                         for goal, ok in goals.items())
                 for speed, goals in by_speed.items() if speed != "all"]
        print(f"  {name}: {'; '.join(parts)}; all met: {by_speed['all']}")
    for speed, one in floor.items():
        if not one["meets"]:
            print(f"  floor: {speed}: typing {one['ms']:.0f} ms: the name field alone misses the "
                  f"goal while every core is busy, so no page here can meet it at {speed}")
    for speed, one in moves.items():
        print(f"  still: {speed}: the longest task during a move with nothing moving "
              f"{one['ms']:.0f} ms ({'meets' if one['meets'] else 'misses'} the move goal); "
              f"the plain page's against it: {one['moving_ratio']}")


# ------------------------------------------------------------------------- main
def parse_args(argv: list[str] | None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=SITE,
                        help="the built site to measure (default _site/)")
    parser.add_argument("--runs", type=int, default=1, help="samples of each figure (medians)")
    parser.add_argument("--timeout", type=float, default=120, help="seconds per step")
    parser.add_argument("--pages", default=",".join(PAGES), help=",".join(PAGES))
    parser.add_argument("--speeds", default="1,4",
                        help="1,4: Chromium's CPU throttle; 4c: slow cores (root, Linux)")
    parser.add_argument("--figures", default=",".join(FIGURES),
                        help="longest,taps,computer,typing")
    args = parser.parse_args(argv)
    args.pages = [p for p in args.pages.split(",") if p]
    args.speeds = [s if s.endswith("c") else f"{s}x" for s in args.speeds.split(",") if s]
    args.figures = [f for f in args.figures.split(",") if f]
    unknown = (set(args.pages) - set(PAGES) | set(args.figures) - set(FIGURES)
               | set(args.speeds) - set(GOALS["longest_ms"]))
    if unknown:
        parser.error(f"unknown: {', '.join(sorted(unknown))}")
    if any(speed.endswith("c") for speed in args.speeds) and slow_cores.available():
        parser.error(f"4c: {slow_cores.available()}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if not (args.site / "index.html").is_file():
        print(f"responsiveness: {args.site}/index.html missing; run `make site` first",
              file=sys.stderr)
        return 1
    began = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="timekeeper-bench-") as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(args.site, site, ignore=shutil.ignore_patterns("bench-*"))
        add_bare_page(site)
        (site / "bench-floor").mkdir()
        (site / "bench-floor" / "index.html").write_text(FLOOR_HTML, encoding="utf-8")
        plain, isolated = serve.start(site), serve.start(site, isolated=True)
        room = serve.start(site, host=serve.ROOM_HOST, light=True, pack=serve.room_pack())
        try:
            urls = {"plain": plain.url, "isolated": isolated.url,
                    "room": f"http://{ROOM_NAME}:{room.server_address[1]}/",
                    "still": plain.url, "bare": plain.url + "bench-bare/",
                    "floor": plain.url + "bench-floor/"}
            result, errors = run_all(urls, args)
        finally:
            plain.stop()
            isolated.stop()
            room.stop()
    ratios = ready_ratios(result)
    met = all_met(result, ratios)
    floor = floor_typing(result)
    moves = move_floor(result)
    print_startup(result, ratios)
    print_playing(result)
    print_goals(met, floor, moves)
    shapes = {f"{name} {speed}": (fig or {}).get("python") for name in HOSTS
              for speed, fig in result.get(name, {}).items()}
    if any(shape not in (None, "worker") for shape in shapes.values()):
        print(f"WARNING: a page did not run Python in its worker: {shapes}")
    for error in errors[:20]:
        print(f"error: {error}")
    elapsed = round(time.monotonic() - began)
    print(f"took {elapsed} s")
    print(json.dumps({"pages": result, "ratios": ratios, "runs": args.runs,
                      "speeds": args.speeds, "figures": args.figures,
                      "goals": GOALS, "met": met, "floor_typing": floor, "still_move": moves,
                      "errors": errors[:20], "elapsed_s": elapsed,
                      "note": "Chromium's CPU throttle slows the page's main thread only, "
                              "not Python's worker"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
