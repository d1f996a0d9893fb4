"""Python off the main thread (docs/python-off-main-thread.md): where the page is
cross-origin isolated, the game's Python starts and runs in a worker, and the main thread
only draws and answers taps. A plain static host (no headers, as GitHub Pages) gets there
from the second visit on: the offline worker answers the page with the two headers."""

from __future__ import annotations

from tools import serve

from e2e_support import SITE, wait_playable
from game_driver import board_tiles, confirm, place_first_legal, reveal, start_game

# Long tasks of the main thread from the first paint on: [[start ms, duration ms], ...].
LONG_TASKS = """
window.__tkLong = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.__tkLong.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});
"""
# Where Python runs: the page's mark, and whether this (main) thread loaded Pyodide's own
# module (pyodide.asm.mjs: not preloaded by the page, imported by whoever starts Pyodide).
SHAPE_JS = """() => ({
  isolated: crossOriginIsolated,
  python: document.documentElement.dataset.python || "main",
  pyodideHere: performance.getEntriesByType("resource")
    .some(e => /pyodide\\.asm\\.m?js$/.test(new URL(e.name).pathname)),
})"""


def longest_task_after_first_paint(page) -> float:
    return page.evaluate("""() => {
      const paint = performance.getEntriesByName("first-paint")[0];
      const from = paint ? paint.startTime : 0;
      return Math.max(0, ...window.__tkLong.filter(t => t[0] >= from).map(t => t[1]));
    }""")


def test_a_return_visit_to_a_static_host_runs_python_in_a_worker(context, page):
    context.add_init_script(LONG_TASKS)
    srv = serve.start(SITE)  # no headers at all, as GitHub Pages
    try:
        page.goto(srv.url)
        wait_playable(page)
        assert page.evaluate(SHAPE_JS) == {"isolated": False, "python": "main",
                                           "pyodideHere": True}  # first visit
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60000)

        page.reload()  # the next visit: the offline worker answers, isolated
        wait_playable(page)
        assert page.evaluate(SHAPE_JS) == {"isolated": True, "python": "worker",
                                           "pyodideHere": False}
        # Pyodide's start (seconds of one task on the main thread) was not on this thread.
        assert longest_task_after_first_paint(page) < 1000

        # The game plays as on the main thread.
        start_game(page, ["Ana", "Ben"], seed="worker")
        assert reveal(page) == "Ana"
        tile, cell = place_first_legal(page)
        confirm(page)
        assert board_tiles(page)[cell] == tile
    finally:
        srv.stop()
