"""Startup benchmark: the game page against a bare PyScript page, cold, in headless Chromium.

Serves a snapshot of the built site (run `make site` first; copied to a temporary folder so a
rebuild meanwhile cannot disturb it) on localhost, with the bare PyScript page of bench/bare/
copied beside it as bench-bare/ (the same vendored PyScript, Pyodide as published: the
site's copy has the standard library's start-up modules compiled by the build, bench/
bare_page.py; no [files]). The published _site/ itself is left untouched. Each run loads both
pages, and the game page twice more, untouched: as a player's first visit (service workers
allowed: the page installs the offline worker at once and Python's files come through it,
static/js/python-files.js) and without any service worker (as the classroom's laptop over
plain http: the page fetches them itself), Python in its worker either way (and whether a
first visit reloaded: it never should), in an order balanced for what came just before
(load_order.py), each in a fresh browser context (empty cache), and records, in ms from
navigation start unless said:

- first paint: performance paint entries (first-paint, first-contentful-paint);
- first tap (game page): a tap on the first game's "New game" as soon as the button exists;
  the time its form is on screen (the frame after it is drawn);
- Python ready / playable: <html data-state="ready">, stamped by a MutationObserver
  installed before any page script (for the bare page: its main.py ran);
- layout shift (game page): the sum of the page's own layout-shift entries (buffered
  PerformanceObserver, without those just after an input) from the first paint to ready;
- bytes on the wire (game page, service worker allowed): every byte the server sent,
  headers and bodies, the service worker's own fetches included, for a first visit (until
  the worker has filled the offline cache: <html data-offline="ready">) and for a second
  visit (a new tab, until ready), against the size of the site;
- a return visit's Python ready (that second tab, from the offline cache), and whether its
  Python started from the kept memory of its first start (static/js/python-snapshot.mjs:
  <html data-python-start="snapshot">).

Prints each run, the medians, each run's ratio of a page to the bare page of the same run
(their median and a 90 % interval, resampling the runs: `paired_ratios`, [median, low, high]),
and as its last line one JSON object:
{"game": {...}, "bare": {...}, "playable_ratio": game/bare, "paired_ratios": {...},
 "site_bytes": n, "goals": {...}, "met": {...}, "webkit": {...}}

    .venv/bin/python bench/startup.py [--runs 5] [--timeout 120] [--no-webkit] [--link 4]

Also through a slower link (--link, MB/s; 4 by default, a classroom's Wi-Fi; 0: not
measured): the same site from a second server that sends everything it sends through one
link that fast (each write waits for its turn), the untouched first visit and the bare page,
their Python ready and its ratio (`link_ratio`): on localhost the files come at once, which
hides what a real network costs.

Then in WebKitGTK (a new automation session each load, given SharedArrayBuffer as Safari
gives it to an isolated page: e2e/browsers.py), nobody tapping, Python ready and first
contentful paint: the game page as a first visit to the plain host, the game page on a host
that sends COOP/COEP (`tools/serve.py --isolated`), the bare page in a worker
(bench-bare-worker/: `<script type="py" worker>`, on that host) and the bare page on the
main thread; where Python ran is checked (in its worker on both game pages). Each load also
records the CPU time of WebKit's web process by thread (the Python thread, WebAssembly
compiler threads, rendering), which the machine's other work disturbs far less than the wall
clock. WebKitGTK draws through OpenGL, here Mesa's software OpenGL, which redraws the page
while Python starts in a worker (docs/python-off-main-thread.md);
WEBKIT_DISABLE_COMPOSITING_MODE=1 in the environment measures it without (the web process
paints), nearer a device whose GPU draws. --no-webkit: Chromium only. --webkit-slow-cores 4
(Linux, root): WebKit's loads on a cheap tablet's slow cores, every thread of WebKit's
processes on a core of its own 4 times slower than this machine's (bench/slow_cores.py).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import threading
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "e2e"))  # browsers.py: WebKit

from tools import serve  # noqa: E402
from tools.chromium import launch  # noqa: E402

import slow_cores  # noqa: E402
from bare_page import add_bare_page, is_benchmark_file  # noqa: E402
from load_order import balanced  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
GOALS = {"first_paint_ms": 500, "first_tap_ms": 500, "playable_ratio": 1.1,
         "first_visit_bytes_ratio": 1.1, "layout_shift": 0.1}

# Stamps (ms since navigation start, before any page script runs):
# window.__tkReady when <html data-state="ready">; window.__tkForm the frame after the
# new-game form is in the panel; window.__tkShift the layout shift so far (no recent input).
STAMPS = """
(() => {
  window.__tkShift = 0;
  addEventListener("pointerdown", () => {  // a tap came to this document (the first one's)
    if (window.__tkTap === undefined) window.__tkTap = performance.now();
  }, true);
  try {
    new PerformanceObserver(list => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__tkShift += e.value;
    }).observe({type: "layout-shift", buffered: true});
  } catch (e) {}
  const check = () => {
    const html = document.documentElement;
    if (window.__tkReady === undefined && html && html.dataset.state === "ready") {
      window.__tkReady = performance.now();
    }
    if (window.__tkForm === undefined && document.querySelector("#panel form")) {
      window.__tkForm = -1;
      requestAnimationFrame(() => { window.__tkForm = performance.now(); });
    }
  };
  new MutationObserver(check).observe(document, {
    attributes: true, childList: true, subtree: true, attributeFilter: ["data-state"],
  });
})();
"""
PAINT_JS = """
() => Object.fromEntries(performance.getEntriesByType("paint").map(e => [e.name, e.startTime]))
"""
SETTLED_JS = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
FIRST_GAME = '#panel [data-action="choose-game"]'
FORM_WAIT_MS = 20_000  # a tap whose form is not drawn by then was lost
LOST_TAP_JS = """() => ({url: location.href, ready: document.readyState,
  tapHere: window.__tkTap, shown: document.querySelector("#panel h2")?.textContent,
  html: {...document.documentElement.dataset}, carried: sessionStorage.length})"""


class _CountingWriter:
    """The handler's socket writer, adding what it sends to the server's count; on a server
    with a `link_rate` (bytes per second), every answer shares that one link: each write
    waits for its turn on it."""

    def __init__(self, raw, server):
        self._raw, self._server = raw, server

    def write(self, data):
        server = self._server
        sent_at = 0.0  # when these bytes are through the link
        with server.count_lock:
            server.bytes_sent += len(data)
            if server.link_rate:
                sent_at = max(time.monotonic(), server.link_free) + len(data) / server.link_rate
                server.link_free = sent_at
        time.sleep(max(0.0, sent_at - time.monotonic()))
        return self._raw.write(data)

    def __getattr__(self, name):
        return getattr(self._raw, name)


def counting_server(directory: Path, isolated: bool = False, link_rate: float = 0.0,
                    light: bool = False, pack=None):
    """serve.start(directory), also counting every byte it sends (server.bytes_sent); with
    `link_rate` (bytes per second), everything it sends goes through one link that fast;
    `light`: gzip and validators, each file packed by `pack` (serve.make_server)."""
    server = serve.start(directory, isolated=isolated, light=light, pack=pack)
    server.bytes_sent = 0
    server.count_lock = threading.Lock()
    server.link_rate, server.link_free = link_rate, 0.0
    base = server.RequestHandlerClass.func

    class Counting(base):
        def setup(self):
            super().setup()
            self.wfile = _CountingWriter(self.wfile, self.server)

    server.RequestHandlerClass = partial(Counting, directory=str(directory))
    return server


def site_bytes(directory: Path) -> int:
    """The size of the published site (bench-*/ are the benchmark's, not the site's)."""
    return sum(f.stat().st_size for f in directory.rglob("*")
               if f.is_file() and not is_benchmark_file(f.relative_to(directory)))


def measure_untouched(browser, url: str, timeout_ms: float) -> dict[str, float]:
    """One cold load of a page that nobody touches, without a service worker: first paint,
    time until it is ready (the bare page: its Python ran). For the game page, the Python
    ready of a first visit without a tap (the page starts Python after the first tap is
    answered, or once left alone for a while: static/js/preshell.js)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768},
                                  service_workers="block")
    try:
        context.add_init_script(NO_SERVICE_WORKER)
        context.add_init_script(STAMPS)
        page = context.new_page()
        page.goto(url)
        page.wait_for_function("window.__tkReady !== undefined", timeout=timeout_ms)
        ready = page.evaluate("window.__tkReady")
        paint = page.evaluate(PAINT_JS)
    finally:
        context.close()
    first_contentful = paint.get("first-contentful-paint", float("nan"))
    return {"first_paint_ms": paint.get("first-paint", first_contentful),
            "first_contentful_paint_ms": first_contentful, "playable_ms": ready}


# A browser without service workers (Playwright's "block" leaves register() waiting forever,
# which no browser does).
NO_SERVICE_WORKER = "delete Navigator.prototype.serviceWorker;"


def first_visit_tab(browser):
    """A fresh profile (service workers allowed) with the stamps, and a tab in it."""
    context = browser.new_context(viewport={"width": 1024, "height": 768},
                                  service_workers="allow")
    context.add_init_script(STAMPS)
    return context, context.new_page()


def until_offline(page, timeout_ms: float) -> None:
    """Until the offline worker has filled its cache (and its last bytes are counted)."""
    page.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                           timeout=timeout_ms)
    page.wait_for_timeout(300)


def measure_first_visit(browser, server, timeout_ms: float) -> dict[str, float]:
    """A first visit that nobody touches, service workers allowed, as a player's: the page
    installs the offline worker, Python's files come through it, Python starts in its
    worker. Python ready, and the bytes until the game plays offline."""
    context, page = first_visit_tab(browser)
    try:
        start = server.bytes_sent
        page.goto(server.url, wait_until="commit")
        page.wait_for_function("window.__tkReady !== undefined", timeout=timeout_ms)
        seen = page.evaluate("""() => ({ready: window.__tkReady,
            worker: document.documentElement.dataset.python === "worker",
            navigations: performance.getEntriesByType("navigation").length,
            reloaded: performance.getEntriesByType("navigation")[0].type === "reload"})""")
        until_offline(page, timeout_ms)
        sample = {"first_visit_bytes": server.bytes_sent - start,
                  "worker": 1.0 if seen["worker"] else 0.0,
                  "reloaded": 1.0 if seen["reloaded"] else 0.0,
                  "playable_ms": seen["ready"]}
    finally:
        context.close()
    return sample


def measure_game(browser, server, timeout_ms: float) -> dict[str, float]:
    """A first visit (tap on a game at once, until ready, then until the offline cache is
    filled) and a second visit in a new tab of the same browser profile."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    context, page = first_visit_tab(browser)
    try:
        start = server.bytes_sent
        page.goto(server.url, wait_until="commit")
        page.locator(FIRST_GAME).first.click(timeout=timeout_ms)
        try:
            page.wait_for_function("window.__tkForm > 0", timeout=FORM_WAIT_MS)
            lost = False
        except PlaywrightTimeout:  # the tap was lost: said, and the load goes on untapped
            lost = True
            print("a first tap lost:", json.dumps(page.evaluate(LOST_TAP_JS)), file=sys.stderr)
            page.screenshot(path=os.path.join(tempfile.gettempdir(), "startup-lost-tap.png"))
        page.wait_for_function("window.__tkReady !== undefined", timeout=timeout_ms)
        page.evaluate(SETTLED_JS)
        sample = {"first_tap_ms": float("nan") if lost else page.evaluate("window.__tkForm"),
                  "tap_lost": 1.0 if lost else 0.0,
                  "reloaded": 1.0 if page.evaluate(
                      "performance.getEntriesByType('navigation')[0].type === 'reload'")
                  else 0.0,
                  "playable_ms": page.evaluate("window.__tkReady"),
                  "layout_shift": page.evaluate("window.__tkShift"),
                  "worker": 1.0 if page.evaluate(
                      "document.documentElement.dataset.python === 'worker'") else 0.0}
        paint = page.evaluate(PAINT_JS)
        first_contentful = paint.get("first-contentful-paint", float("nan"))
        sample["first_paint_ms"] = paint.get("first-paint", first_contentful)
        sample["first_contentful_paint_ms"] = first_contentful
        until_offline(page, timeout_ms)
        sample["first_visit_bytes"] = server.bytes_sent - start
        page.close()
        start = server.bytes_sent
        again = context.new_page()
        again.goto(server.url)
        again.wait_for_function("window.__tkReady !== undefined", timeout=timeout_ms)
        again.wait_for_timeout(300)
        sample["second_visit_bytes"] = server.bytes_sent - start
        sample["second_visit_playable_ms"] = again.evaluate("window.__tkReady")
        sample["second_visit_kept_start"] = 1.0 if again.evaluate(
            "document.documentElement.dataset.pythonStart === 'snapshot'") else 0.0
    finally:
        context.close()
    return sample


def medians(samples: list[dict[str, float]]) -> dict[str, float]:
    """Each figure's median over the loads that have it (NaN: not seen in that load)."""
    def median(key: str) -> float:
        seen = [s[key] for s in samples if s[key] == s[key]]
        return round(statistics.median(seen), 4 if key == "layout_shift" else 1) if seen \
            else float("nan")
    return {key: median(key) for key in samples[0]}


def paired_ratio(pages: list[dict[str, float]], bare: list[dict[str, float]],
                 key: str = "playable_ms") -> tuple[float, float, float]:
    """The median of each run's ratio of a page to the bare page loaded in the same run, and
    a 90 % interval for it (the runs resampled with replacement, a fixed seed): the loads
    spread by more than the goal's margin, and the interval says whether a run of this size
    can tell 1.1 x from its neighbours."""
    ratios = [p[key] / b[key] for p, b in zip(pages, bare, strict=True)
              if p[key] == p[key] and b[key] == b[key] and b[key]]
    if not ratios:
        return float("nan"), float("nan"), float("nan")
    draw = random.Random(0)
    resampled = sorted(statistics.median(draw.choices(ratios, k=len(ratios)))
                       for _ in range(2000))
    return (round(statistics.median(ratios), 3), round(resampled[100], 3),
            round(resampled[1899], 3))


def run_all(server, runs: int, timeout_ms: float,
            link=None) -> dict[str, list[dict[str, float]]]:
    """`runs` cold loads of each page (the game tapped at once, the bare page, the game
    untouched: a first visit, with the offline worker and without any service worker
    (`untapped_main`: Python in its worker too, its files fetched by the page); with a
    `link` server, the untouched first visit and
    the bare page through its slower link too), in an order balanced for what came just
    before (load_order.py)."""
    from playwright.sync_api import sync_playwright

    names = ["game", "bare", "untapped", "untapped_main"]
    names += ["link_untapped", "link_bare"] if link else []
    samples: dict[str, list[dict[str, float]]] = {name: [] for name in names}
    with sync_playwright() as pw:
        browser = launch(pw)
        for run in range(runs):
            for name in balanced(names, run):
                if name == "game":
                    sample = measure_game(browser, server, timeout_ms)
                elif name == "untapped":
                    sample = measure_first_visit(browser, server, timeout_ms)
                elif name == "link_untapped":
                    sample = measure_first_visit(browser, link, timeout_ms)
                elif name == "link_bare":
                    sample = measure_untouched(browser, link.url + "bench-bare/", timeout_ms)
                elif name == "untapped_main":
                    sample = {"playable_ms": measure_untouched(browser, server.url,
                                                               timeout_ms)["playable_ms"]}
                else:
                    sample = measure_untouched(browser, server.url + "bench-bare/", timeout_ms)
                samples[name].append(sample)
                print(f"run {run + 1}/{runs} {name:4}: "
                      + ", ".join(f"{k} {v:.4g}" for k, v in sample.items()), flush=True)
        browser.close()
    return samples


# WebKit (no init scripts through WebDriver): the benchmark polls the tab, and each document it
# sees gets an observer stamping the moment <html data-state="ready"> (Python's start comes
# seconds after a document's load event), and a 20 ms timer whose greatest lateness until
# then is the longest the page's thread was held (WebKit has no long-task entries).
WEBKIT_POLL_JS = """() => {
  const html = document.documentElement;
  if (window.__tkReady === undefined) {
    window.__tkReady = html.dataset.state === "ready" ? -1 : null;
    new MutationObserver(() => {
      if (window.__tkReady === null && html.dataset.state === "ready")
        window.__tkReady = performance.now();
    }).observe(html, {attributes: true, attributeFilter: ["data-state"]});
    window.__tkHeld = 0;
    window.__tkHeldAt = null;
    let last = performance.now();
    const tick = setInterval(() => {
      const now = performance.now();
      if (now - last - 20 > window.__tkHeld) {
        window.__tkHeld = now - last - 20;
        window.__tkHeldAt = last;
      }
      last = now;
      if (window.__tkReady !== null) clearInterval(tick);
    }, 20);
  }
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return {ready: window.__tkReady, origin: performance.timeOrigin, held: window.__tkHeld,
          heldAt: window.__tkHeldAt,
          paint: paint ? paint.startTime : null,
          python: html.getAttribute("data-python") || "main"};
}"""


def webkit_cpu(driver_pid: int) -> dict[str, int]:
    """CPU ms so far of WebKit's web process(es) under the driver, by thread: "page" (the
    page's main thread), "python_worker" (WebCore: Worker), "wasm_compile" (JSC's Wasm
    Worklist Helper threads), "rendering" (llvmpipe, compositor, Skia), "other"."""
    cpu = {"page": 0, "python_worker": 0, "wasm_compile": 0, "rendering": 0, "other": 0}
    tick = 1000 / os.sysconf("SC_CLK_TCK")
    for pid in slow_cores.descendants(driver_pid):
        try:
            if b"WebKitWebProcess" not in Path(f"/proc/{pid}/cmdline").read_bytes():
                continue
            for task in Path(f"/proc/{pid}/task").iterdir():
                stat = (task / "stat").read_text()
                name = stat[stat.index("(") + 1:stat.rindex(")")]
                fields = stat.rsplit(")", 1)[1].split()
                ms = round((int(fields[11]) + int(fields[12])) * tick)
                if task.name == str(pid):
                    key = "page"
                elif name == "WebCore: Worker":
                    key = "python_worker"
                elif name.endswith("Helper Thread"):
                    key = "wasm_compile"
                elif name.startswith(("llvmpipe", "SkiaGPU", "SkiaCPU")) or "Compositor" in name:
                    key = "rendering"
                else:
                    key = "other"
                cpu[key] += ms
        except OSError:
            continue
    return cpu


def measure_webkit(url: str, timeout_s: float, want: str | None) -> dict[str, float]:
    """One cold load in WebKitGTK (a new automation session: an empty profile) of a page that
    nobody touches, where Python runs where `want` says ("worker" or "main", checked on the
    game page). In ms from the moment the tab was sent to the address: when the document
    began, its first contentful paint, Python ready, the longest the page's
    thread was held meanwhile and when that began; and the web process's CPU time by thread at
    ready."""
    from browsers import WebDriverTablet

    tab = WebDriverTablet()
    try:
        driver_pid = tab.driver.service.process.pid
        asked_at = time.time() * 1000
        tab.goto(url)
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                seen = tab.evaluate(WEBKIT_POLL_JS)
            except Exception:  # noqa: BLE001 (no document to ask yet)
                seen = None
            if seen and seen["ready"] == -1:
                raise RuntimeError("ready before the benchmark saw the page: cannot time it")
            if seen and seen["ready"] is not None:
                break
            if time.monotonic() > deadline:
                raise TimeoutError(f"Python not ready within {timeout_s} s: {url}")
            time.sleep(0.05)
        cpu = webkit_cpu(driver_pid)
    finally:
        tab.close()
    if want and seen["python"] != want:
        raise RuntimeError(f"Python ran on the {seen['python']} thread, not the {want}: {url}")
    began = seen["origin"] - asked_at
    return {"document_ms": began,
            "first_contentful_paint_ms": began + seen["paint"] if seen["paint"] is not None
            else float("nan"),
            "playable_ms": began + seen["ready"], "longest_held_ms": seen["held"],
            "longest_held_from_ms": began + (seen["heldAt"] or 0),
            **{f"cpu_{k}_ms": v for k, v in cpu.items()}, "cpu_total_ms": sum(cpu.values())}


def run_webkit(plain, isolated, runs: int, timeout_s: float,
               slow: int = 0) -> dict[str, list[dict[str, float]]]:
    """`runs` cold loads in WebKit of: the game page, a player's first visit to a plain host;
    the game page on a host that sends COOP/COEP (Python in its worker on both); the bare
    page in a worker (that host); the bare page on the main thread (the plain
    host), in an order balanced for what came just before; with `slow`, each on slow cores
    (every thread of WebKit's processes on a core of its own `slow` times slower)."""
    from browsers import xvfb_display

    pages = {"untapped": (plain.url, "worker"),
             "isolated": (isolated.url, "worker"),
             "bare_worker": (isolated.url + "bench-bare-worker/", None),
             "bare": (plain.url + "bench-bare/", None)}
    samples: dict[str, list[dict[str, float]]] = {name: [] for name in pages}
    with xvfb_display():
        for run in range(runs):
            for name in balanced(list(pages), run):
                url, want = pages[name]
                with (slow_cores.SlowCores(slow, match=b"webkit2gtk") if slow
                      else contextlib.nullcontext()):  # not the driver: its path is not there
                    sample = measure_webkit(url, timeout_s, want)
                samples[name].append(sample)
                print(f"run {run + 1}/{runs} webkit {name:11}: "
                      + ", ".join(f"{k} {v:.4g}" for k, v in sample.items()), flush=True)
    return samples


def webkit_summary(samples: dict[str, list[dict[str, float]]], slow: int = 0) -> dict:
    """Medians, the ratios the issue asks for, and one line of them."""
    result = {name: medians(s) for name, s in samples.items()}
    ready = {name: r["playable_ms"] for name, r in result.items()}
    held = {name: r["longest_held_ms"] for name, r in result.items()}
    result["playable_ratio"] = round(ready["untapped"] / ready["bare"], 3)
    result["isolated_ratio_vs_bare_worker"] = round(ready["isolated"] / ready["bare_worker"], 3)
    print(f"WebKit{f' on cores {slow} times slower' if slow else ''}, nobody tapping, "
          f"Python in a worker: a first visit (its document began at "
          f"{result['untapped']['document_ms']:.0f} ms) ready at {ready['untapped']:.0f} ms vs "
          f"the bare page on the main thread {ready['bare']:.0f} ms (ratio "
          f"{result['playable_ratio']}); on an isolated host {ready['isolated']:.0f} ms (first "
          f"contentful paint {result['isolated']['first_contentful_paint_ms']:.0f} ms) vs the "
          f"bare page in a worker {ready['bare_worker']:.0f} ms (ratio "
          f"{result['isolated_ratio_vs_bare_worker']}); the page's thread held at most "
          + ", ".join(f"{name} {value:.0f} ms" for name, value in held.items())
          + "; CPU ms by thread: "
          + "; ".join(f"{name} " + ", ".join(f"{k[4:-3]} {v:.0f}" for k, v in r.items()
                                              if k.startswith("cpu_"))
                      for name, r in result.items() if isinstance(r, dict)))
    if slow:
        result["slow_cores"] = slow
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="loads of each page (default 5)")
    parser.add_argument("--timeout", type=float, default=120, help="seconds per load")
    parser.add_argument("--no-webkit", action="store_true",
                        help="Chromium only (WebKit needs webkit2gtk-driver and xvfb)")
    parser.add_argument("--webkit-slow-cores", type=int, default=0, metavar="N",
                        help="WebKit's loads on cores N times slower (Linux, root; 0: no)")
    parser.add_argument("--site", type=Path, default=SITE,
                        help="the built site to measure (default _site)")
    parser.add_argument("--link", type=float, default=4.0,
                        help="MB/s of the slower link, a classroom's Wi-Fi (0: none)")
    args = parser.parse_args(argv)
    if args.webkit_slow_cores and slow_cores.available():
        parser.error(f"--webkit-slow-cores: {slow_cores.available()}")
    if not (args.site / "index.html").is_file():
        print(f"startup: {args.site}/index.html missing; run `make site` first", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="timekeeper-bench-") as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(args.site, site, ignore=shutil.ignore_patterns("bench-*"))
        size = site_bytes(site)
        add_bare_page(site)
        add_bare_page(site, "bench-bare-worker", worker=True)
        server = counting_server(site)
        link = counting_server(site, link_rate=args.link * 1e6) if args.link else None
        try:
            samples = run_all(server, args.runs, args.timeout * 1000, link)
            webkit = {}
            if not args.no_webkit:
                isolated = serve.start(site, isolated=True)
                try:
                    webkit = run_webkit(server, isolated, args.runs, args.timeout,
                                        args.webkit_slow_cores)
                finally:
                    isolated.stop()
        finally:
            server.stop()
            if link:
                link.stop()
    result = {name: medians(s) for name, s in samples.items()}
    if webkit:
        result["webkit"] = webkit_summary(webkit, args.webkit_slow_cores)
    game = result["game"]
    ratio = game["playable_ms"] / result["bare"]["playable_ms"]
    untapped_ratio = result["untapped"]["playable_ms"] / result["bare"]["playable_ms"]
    main_ratio = result["untapped_main"]["playable_ms"] / result["bare"]["playable_ms"]
    untapped = result["untapped"]
    if link:
        result["link_ratio"] = round(result["link_untapped"]["playable_ms"]
                                     / result["link_bare"]["playable_ms"], 3)
    bytes_ratio = game["first_visit_bytes"] / size
    paired = {name: paired_ratio(samples[name], samples["bare"])
              for name in ("untapped", "game", "untapped_main")}
    if link:
        paired["link_untapped"] = paired_ratio(samples["link_untapped"], samples["link_bare"])
    met = {"first_paint_ms": game["first_paint_ms"] <= GOALS["first_paint_ms"],
           "first_tap_ms": game["first_tap_ms"] <= GOALS["first_tap_ms"],
           "playable_ratio": ratio <= GOALS["playable_ratio"],
           "first_visit_bytes_ratio": bytes_ratio <= GOALS["first_visit_bytes_ratio"],
           "layout_shift": game["layout_shift"] < GOALS["layout_shift"]}
    print(f"medians over {args.runs} runs: game {game}, bare {result['bare']}")
    print(f"site {size / 1e6:.2f} MB; first visit {game['first_visit_bytes'] / 1e6:.2f} MB "
          f"({bytes_ratio:.3f} x site, goal <= {GOALS['first_visit_bytes_ratio']}), second "
          f"visit {game['second_visit_bytes'] / 1e3:.1f} kB")
    print(f"first paint {game['first_paint_ms']:.0f} ms, first tap {game['first_tap_ms']:.0f} ms "
          f"(goal <= {GOALS['first_tap_ms']}; lost, the form never drawn, in "
          f"{sum(x['tap_lost'] for x in samples['game']):.0f} of {args.runs} loads), a reload "
          f"in {sum(x['reloaded'] for x in samples['game'] + samples['untapped']):.0f} of "
          f"{2 * args.runs} first visits, Python in a worker in "
          f"{sum(x['worker'] for x in samples['game']):.0f} of {args.runs} loads tapped at once, "
          f"Python ready {game['playable_ms']:.0f} ms vs "
          f"bare {result['bare']['playable_ms']:.0f} ms (ratio {ratio:.3f}, goal <= "
          f"{GOALS['playable_ratio']}; nobody tapping "
          f"{untapped['playable_ms']:.0f} ms, ratio {untapped_ratio:.3f}, Python in a worker in "
          f"{sum(x['worker'] for x in samples['untapped']):.0f} of {args.runs} loads, "
          f"{untapped['first_visit_bytes'] / size:.3f} x site on the wire; without a service "
          f"worker {result['untapped_main']['playable_ms']:.0f} ms, ratio "
          f"{main_ratio:.3f}), "
          f"layout shift {game['layout_shift']:.4f} (goal < "
          f"{GOALS['layout_shift']}); goals met: {all(met.values())}")
    print("each run's ratio to the bare page of the same run, median [90 % interval]: "
          + ", ".join(f"{name} {m} [{low}-{high}]" for name, (m, low, high) in paired.items()))
    again = game["second_visit_playable_ms"]
    kept = sum(x["second_visit_kept_start"] for x in samples["game"])
    print(f"a return visit (a new tab, from the offline cache): Python ready {again:.0f} ms "
          f"({again / result['bare']['playable_ms']:.3f} x the bare page's first visit), from "
          f"the kept start of Python in {kept:.0f} of {args.runs} loads")
    if link:
        print(f"through a {args.link:g} MB/s link: a first visit nobody taps, Python ready "
              f"{result['link_untapped']['playable_ms']:.0f} ms vs the bare page "
              f"{result['link_bare']['playable_ms']:.0f} ms (ratio {result['link_ratio']})")
    print(json.dumps({**result, "playable_ratio": round(ratio, 3),
                      "untapped_ratio": round(untapped_ratio, 3),
                      "untapped_main_ratio": round(main_ratio, 3), "paired_ratios": paired,
                      "site_bytes": size,
                      "first_visit_bytes_ratio": round(bytes_ratio, 3), "runs": args.runs,
                      "goals": GOALS, "met": met}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
