"""Startup benchmark: the game page against a bare PyScript page, cold, in headless Chromium.

Serves a snapshot of the built site (run `make site` first; copied to a temporary folder so a
rebuild meanwhile cannot disturb it) on localhost, with the bare PyScript page of bench/bare/
copied beside it as bench-bare/ (same vendored PyScript + Pyodide, same interpreter
setting, no [files]). The published _site/ itself is left untouched. Each run loads both
pages, alternating which goes first, each in a fresh browser context (empty cache, service
workers blocked), and records:

- first paint: performance paint entries (first-paint, first-contentful-paint);
- time to playable: ms from navigation start until <html data-state="ready">, stamped by a
  MutationObserver installed before any page script.

Prints the medians, and as its last line one JSON object:
{"game": {...}, "bare": {...}, "playable_ratio": game/bare, "goals": {...}}

    .venv/bin/python bench/startup.py [--runs 5] [--timeout 120]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools import serve  # noqa: E402
from tools.chromium import launch  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
BARE_SRC = ROOT / "bench" / "bare"
GOALS = {"first_paint_ms": 500, "playable_ratio": 1.15}

# Stamps window.__tkReady = performance.now() (ms since navigation start) when the page
# sets data-state="ready" on <html>; runs before the page's own scripts.
READY_STAMP = """
(() => {
  const check = () => {
    const html = document.documentElement;
    if (window.__tkReady === undefined && html && html.dataset.state === "ready") {
      window.__tkReady = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    attributes: true, subtree: true, attributeFilter: ["data-state"],
  });
})();
"""
PAINT_JS = """
() => Object.fromEntries(performance.getEntriesByType("paint").map(e => [e.name, e.startTime]))
"""


def measure(browser, url: str, timeout_ms: float) -> dict[str, float]:
    """One cold load of `url`: first paint, first contentful paint, time to playable (ms)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768},
                                  service_workers="block")
    try:
        context.add_init_script(READY_STAMP)
        page = context.new_page()
        page.goto(url)
        page.wait_for_function("window.__tkReady !== undefined", timeout=timeout_ms)
        ready = page.evaluate("window.__tkReady")
        paint = page.evaluate(PAINT_JS)
    finally:
        context.close()
    first_contentful = paint.get("first-contentful-paint", float("nan"))
    return {
        "first_paint_ms": paint.get("first-paint", first_contentful),
        "first_contentful_paint_ms": first_contentful,
        "playable_ms": ready,
    }


def medians(samples: list[dict[str, float]]) -> dict[str, float]:
    return {key: round(statistics.median(s[key] for s in samples), 1) for key in samples[0]}


def run_all(base_url: str, runs: int, timeout_ms: float) -> dict[str, list[dict[str, float]]]:
    """`runs` cold loads of each page, alternating which one goes first."""
    from playwright.sync_api import sync_playwright

    urls = {"game": base_url, "bare": base_url + "bench-bare/"}
    samples: dict[str, list[dict[str, float]]] = {"game": [], "bare": []}
    with sync_playwright() as pw:
        browser = launch(pw)
        for run in range(runs):
            for name in (["game", "bare"] if run % 2 == 0 else ["bare", "game"]):
                sample = measure(browser, urls[name], timeout_ms)
                samples[name].append(sample)
                print(f"run {run + 1}/{runs} {name:4}: "
                      + ", ".join(f"{k} {v:.0f}" for k, v in sample.items()), flush=True)
        browser.close()
    return samples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="loads of each page (default 5)")
    parser.add_argument("--timeout", type=float, default=120, help="seconds per load")
    args = parser.parse_args(argv)
    if not (SITE / "index.html").is_file():
        print(f"startup: {SITE}/index.html missing; run `make site` first", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="timekeeper-bench-") as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(SITE, site, ignore=shutil.ignore_patterns("bench-bare"))
        shutil.copytree(BARE_SRC, site / "bench-bare")
        server = serve.start(site)
        try:
            samples = run_all(server.url, args.runs, args.timeout * 1000)
        finally:
            server.stop()
    result = {name: medians(s) for name, s in samples.items()}
    ratio = result["game"]["playable_ms"] / result["bare"]["playable_ms"]
    print(f"medians over {args.runs} runs: game {result['game']}, bare {result['bare']}")
    print(f"goals: first paint <= {GOALS['first_paint_ms']} ms "
          f"(game {result['game']['first_paint_ms']:.0f}), playable ratio <= "
          f"{GOALS['playable_ratio']} (now {ratio:.3f})")
    print(json.dumps({**result, "playable_ratio": round(ratio, 3), "runs": args.runs,
                      "goals": GOALS}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
