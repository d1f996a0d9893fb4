"""Python off the main thread (docs/python-off-main-thread.md): on every host the game's
Python starts and runs in PyScript's worker, talking to the page by messages, and the main
thread only draws and answers taps. A plain static host (no headers, as GitHub Pages) gets
there from the first visit on, with no reload and no isolation: the page installs the offline
worker at once, which brings Python's files down once; the loading line counts them as they
come. What a player types and taps before Python is up, and as it takes over, is kept."""

from __future__ import annotations

import os
import re
import threading
import time
from contextlib import contextmanager
from urllib.parse import urlsplit

import pytest
from tools import serve

from bad_servers import WASM_DOWNLOADS
from e2e_support import SHAPE_JS, SITE, settle, wait_playable
from game_driver import board_tiles, confirm, place_first_legal, reveal, start_game

pytestmark = pytest.mark.service_worker

# Long tasks of the main thread from the first paint on: [[start ms, duration ms], ...].
LONG_TASKS = """
window.__tkLong = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.__tkLong.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});
"""
# The megabytes of Python's files the loading line counts ("Loading Python… 9.6 of 15.1 MB"),
# or -1 while it says something else.
MB_COUNTED_JS = r"""() => {
  const line = document.querySelector("#preload .preload-text");
  const done = /^Loading Python… ([\d.]+) of [\d.]+ MB$/.exec(line ? line.textContent : "");
  return done ? parseFloat(done[1]) : -1;
}"""
# What the loading line said, each change in turn (the reloaded document's own list).
LOADING_WORDS = """
window.__tkSaid = [];
new MutationObserver(() => {
  const line = document.querySelector("#preload .preload-text");
  const text = line ? line.textContent : "";
  if (text && text !== window.__tkSaid[window.__tkSaid.length - 1]) window.__tkSaid.push(text);
}).observe(document, {childList: true, characterData: true, subtree: true});
"""


def longest_task_after_first_paint(page) -> float:
    return page.evaluate("""() => {
      const paint = performance.getEntriesByName("first-paint")[0];
      const from = paint ? paint.startTime : 0;
      return Math.max(0, ...window.__tkLong.filter(t => t[0] >= from).map(t => t[1]));
    }""")


class CountingWasm(serve.SiteHandler):
    """Notes how often Pyodide's WebAssembly was asked for (``server.wasm_asked``)."""

    def do_GET(self) -> None:  # noqa: N802
        if urlsplit(self.path).path.endswith(WASM_DOWNLOADS):
            self.server.wasm_asked = getattr(self.server, "wasm_asked", 0) + 1
        super().do_GET()


def test_a_first_visit_to_a_static_host_runs_python_in_a_worker(context, page):
    context.add_init_script(LONG_TASKS)
    context.add_init_script(LOADING_WORDS)
    srv = serve.start(SITE, handler_class=CountingWasm)  # no headers at all, as GitHub Pages
    loads = []  # the documents the tab showed
    page.on("framenavigated", lambda frame: loads.append(frame.url)
            if frame == page.main_frame else None)
    try:
        page.goto(srv.url)
        wait_playable(page)
        # No reload, no isolation: Python in its worker from the first visit on.
        assert len(loads) == 1
        assert page.evaluate(SHAPE_JS) == {"isolated": False, "python": "worker",
                                           "pyodideHere": False}
        # Pyodide's start (seconds of one task on the main thread) was not on this thread.
        assert longest_task_after_first_paint(page) < 1000
        # The loading line counted every file of Python's, its worker's own too, and then
        # said that Python was starting.
        said = page.evaluate("window.__tkSaid")
        assert said[-1] == "Starting Python…", said
        # Pyodide's WebAssembly came down once (through the offline worker).
        assert srv.wasm_asked == 1, "Pyodide's WebAssembly was downloaded again"

        start_game(page, ["Ana", "Ben"], seed="worker")
        assert reveal(page) == "Ana"
        tile, cell = place_first_legal(page)
        confirm(page)
        assert board_tiles(page)[cell] == tile

        # The offline worker filled its cache; the next visit runs Python the same way.
        page.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                               timeout=60000)
        page.reload()
        wait_playable(page)
        assert len(loads) == 2
        assert page.evaluate(SHAPE_JS)["python"] == "worker"
        assert srv.wasm_asked == 1
    finally:
        srv.stop()


class HalfWasm(serve.SiteHandler):
    """A slow network: Pyodide's WebAssembly (9.6 MB) stops after its first 5 MB (or its
    Brotli twin after 60 % of its bytes: some 6.4 MB of the WebAssembly) until the test sets
    ``server.rest`` (at most 20 s)."""

    def copyfile(self, source, outputfile) -> None:
        path = urlsplit(self.path).path
        if not path.endswith(WASM_DOWNLOADS):
            super().copyfile(source, outputfile)
            return
        twin = path.endswith(".br")
        outputfile.write(source.read(int(0.6 * os.fstat(source.fileno()).st_size) if twin
                                     else 5_000_000))
        outputfile.flush()
        self.server.rest.wait(20)
        super().copyfile(source, outputfile)


def test_the_loading_line_counts_the_webassembly_as_it_comes(page):
    """Through the offline worker (a first visit to a static host) the line counted each file
    only once it had all come: the 9.6 MB WebAssembly at once at its end, the line standing
    still meanwhile (some 10 s on a school's 1 MB/s Wi-Fi)."""
    srv = serve.start(SITE, handler_class=HalfWasm)
    srv.rest = threading.Event()
    try:
        page.goto(srv.url)
        # more than all of Python's other files (4.9 MB): the WebAssembly's first 5 MB counted
        page.wait_for_function(f"() => ({MB_COUNTED_JS})() >= 5",
                               timeout=20000)
        assert page.evaluate("document.documentElement.dataset.python") == "worker"
        srv.rest.set()
        wait_playable(page)
    finally:
        srv.rest.set()
        srv.stop()


class SlowPythonOnce(serve.SiteHandler):
    """Pyodide's WebAssembly comes 4 s late the first time: Python is not up before then.
    The server counts how often it was asked for (``server.wasm_asked``)."""

    def do_GET(self) -> None:  # noqa: N802
        if self.path.split("?")[0].endswith(WASM_DOWNLOADS):
            self.server.wasm_asked = getattr(self.server, "wasm_asked", 0) + 1
            if self.server.wasm_asked == 1:
                time.sleep(4)
        super().do_GET()


def test_a_first_visit_left_before_python_was_up_counts_its_download_next_time(context, page):
    """The offline worker controls the next visit, but its cache was never filled (that comes
    once the game is ready): the loading line still counts Python's files as they come, and
    nothing is downloaded twice."""
    context.add_init_script(LOADING_WORDS)
    srv = serve.start(SITE, handler_class=SlowPythonOnce)  # no headers, as GitHub Pages
    try:
        page.goto(srv.url)
        page.wait_for_function("navigator.serviceWorker.controller")
        assert page.evaluate("document.documentElement.dataset.state") != "ready"
        page.close()  # a child closes the tab while Python's files still come down

        again = context.new_page()
        again.goto(srv.url)
        wait_playable(again)
        assert again.evaluate(SHAPE_JS)["python"] == "worker"
        said = again.evaluate("window.__tkSaid")
        assert said[-1] == "Starting Python…", said
        assert any(re.fullmatch(r"Loading Python… [\d.]+ of [\d.]+ MB", text)
                   for text in said[:-1]), said
        assert srv.wasm_asked == 1, "Pyodide's WebAssembly was downloaded again"
    finally:
        srv.stop()


def test_a_name_typed_while_python_redraws_the_form_is_kept(page, server):
    """Python in a worker hears a keystroke a moment after it: a form it redraws meanwhile
    (after a tap on the player count) must not drop what was just typed."""
    page.goto(server)
    wait_playable(page)
    assert page.evaluate(SHAPE_JS)["python"] == "worker"
    page.get_by_role("button", name="New game: 24/7").click()
    # The tap and the typing in one go, before Python has redrawn the form for three.
    page.evaluate("""() => {
      document.querySelector('#panel [data-action=count][data-value="3"]').click();
      const field = document.querySelector('#input-name0');
      field.focus();
      field.value = 'Zoé';
      field.dispatchEvent(new Event('input', {bubbles: true}));
    }""")
    page.get_by_label("Player 3", exact=True).wait_for()
    settle(page)
    assert page.get_by_label("Player 1", exact=True).input_value() == "Zoé"
    # The player is still typing there: the redraw left the caret in the name, not on the
    # button tapped before it, and the next keys go on with the name.
    page.keyboard.type(" Li")
    assert page.get_by_label("Player 1", exact=True).input_value() == "Zoé Li"
    # A tap on the count, then into a name before anything is typed: the caret stays there.
    page.evaluate("""() => {
      document.querySelector('#panel [data-action=count][data-value="4"]').click();
      document.querySelector('#input-name1').focus();
    }""")
    page.get_by_label("Player 4", exact=True).wait_for()
    settle(page)
    page.keyboard.type("Ben")
    assert page.get_by_label("Player 2", exact=True).input_value() == "Ben"
    page.get_by_role("button", name="3", exact=True).click()
    page.get_by_label("Player 3", exact=True).fill("Cleo")
    page.get_by_role("button", name="Start the game").click()
    assert reveal(page) in {"Zoé Li", "Ben", "Cleo"}


def test_a_section_opened_while_python_redraws_the_form_stays_open(page, server):
    """A name typed and "Same game for a whole class" tapped at once: the form Python draws
    for the name (the section still closed, as Python knew it) must not close the section the
    player has just opened, and Python keeps it open after that."""
    page.goto(server)
    wait_playable(page)
    assert page.evaluate(SHAPE_JS)["python"] == "worker"
    page.get_by_role("button", name="New game: 24/7").click()
    page.get_by_label("Player 1", exact=True).wait_for()
    page.evaluate("""() => {
      const field = document.querySelector('#input-name0');
      field.value = 'Ana';
      field.dispatchEvent(new Event('input', {bubbles: true}));
      document.querySelector('details.class-options summary').click();
    }""")
    page.wait_for_function("document.querySelector('#input-name0').getAttribute('value') === 'Ana'")
    settle(page)
    assert page.get_by_label("Game code").is_visible()
    page.get_by_label("Player 2", exact=True).fill("Ben")
    settle(page)
    page.get_by_label("Game code").fill("class")
    assert page.get_by_role("button", name="Start the game").is_enabled()


def test_python_takes_over_the_drawn_form_without_making_it_again(page):
    """Python takes over the form the page already shows (a game tapped and a name typed
    before Python was up) by drawing it, and again once it has replayed the name: its
    elements are kept, not made again (a whole screen laid out and painted again held
    WebKit's page over 100 ms on a slow core), and take what Python drew: the start button
    stops waiting, the name is in the "First player" list; the focus and the caret stay,
    and the game starts with the name."""
    srv = serve.start(SITE, handler_class=SlowPythonOnce)
    try:
        page.goto(srv.url)
        page.get_by_role("button", name="New game: 24/7").click()
        page.get_by_label("Player 1", exact=True).click()
        page.keyboard.type("Zoé")
        page.evaluate("document.querySelectorAll('#panel *').forEach(e => { e.__tkDrawn = 1; })")
        assert page.evaluate("document.documentElement.dataset.state") != "ready"
        wait_playable(page)
        settle(page)
        kept = page.evaluate("""() => { const all = [...document.querySelectorAll('#panel *')];
          return [all.filter(e => e.__tkDrawn).length, all.length]; }""")
        assert kept[0] == kept[1] > 50, f"made again: {kept[1] - kept[0]} of {kept[1]}"
        start = page.get_by_role("button", name="Start the game")
        assert start.is_enabled() and start.get_attribute("aria-describedby") is None
        assert page.locator("#input-first option").first.text_content() == "Zoé"
        assert page.evaluate("document.activeElement.id") == "input-name0"
        page.keyboard.type(" Li")
        page.get_by_label("Player 2", exact=True).fill("Ben")
        start.click()
        assert reveal(page) in {"Zoé Li", "Ben"}
    finally:
        srv.stop()


# What the player does the moment Python has read what the page holds
# (window.tkPreshell.snapshot(), then done()), while Python takes the form over: the script's
# ACT, run in the page then.
AS_PYTHON_READS = """
(() => {
  let preshell;
  Object.defineProperty(window, "tkPreshell", {configurable: true, get: () => preshell,
    set(value) {
      const done = value.done;
      value.done = function () {
        setTimeout(() => { ACT }, 0);
        return done.apply(this, arguments);
      };
      preshell = value;
    }});
})();
"""
# The next letter typed.
KEY_AS_PYTHON_READS = AS_PYTHON_READS.replace(
    "ACT", 'document.execCommand("insertText", false, "n");')
# A tap on Player 2's label (its pointerdown, then the focus the label gives its field).
TAP_AS_PYTHON_READS = AS_PYTHON_READS.replace("ACT", """
  document.querySelector('label[for="input-name1"]').dispatchEvent(
    new PointerEvent("pointerdown", {bubbles: true}));
  document.querySelector("#input-name1").focus();""")


@contextmanager
def taking_over_as_the_player(page, script: str, typed: str):
    """Pyodide's WebAssembly 4 s late; the 24/7 form opened and `typed` typed into Player 1
    before Python is up; `script` acting as Python reads the page; yields once Python has
    taken the form over."""
    srv = serve.start(SITE, handler_class=SlowPythonOnce)
    try:
        page.add_init_script(script)
        page.goto(srv.url)
        page.get_by_role("button", name="New game: 24/7").click()
        page.get_by_label("Player 1", exact=True).click()
        page.keyboard.type(typed)
        wait_playable(page)
        settle(page)
        yield
    finally:
        srv.stop()


def test_a_key_typed_as_python_takes_the_form_over_is_kept(page):
    """A player who goes on typing as Python takes the form over loses no key. Python replays
    the name it read from the page a moment before; it wrote that older name back into the
    field, undoing the key typed meanwhile (a name typed at a steady pace lost its last letter
    in two loads of three). The field keeps every key, Python has the whole name, and the
    caret stays after the last letter."""
    with taking_over_as_the_player(page, KEY_AS_PYTHON_READS, "Zoé Mari"):
        name = page.get_by_label("Player 1", exact=True)
        assert name.input_value() == "Zoé Marin"
        assert page.locator("#input-first option").first.text_content() == "Zoé Marin"
        page.keyboard.type(" Li")
        settle(page)
        assert name.input_value() == "Zoé Marin Li"
        page.get_by_label("Player 2", exact=True).fill("Ben")
        page.get_by_role("button", name="Start the game").click()
        assert reveal(page) in {"Zoé Marin Li", "Ben"}


def test_a_field_tapped_into_as_python_takes_the_form_over_keeps_the_caret(page):
    """A player who taps into the next name as Python takes the form over types there: Python
    put the caret back where it was when it read the page, and the second name went on the
    end of the first ("ZoéBen")."""
    with taking_over_as_the_player(page, TAP_AS_PYTHON_READS, "Zoé"):
        assert page.evaluate("document.activeElement.id") == "input-name1"
        page.keyboard.type("Ben")
        settle(page)
        assert page.get_by_label("Player 1", exact=True).input_value() == "Zoé"
        assert page.get_by_label("Player 2", exact=True).input_value() == "Ben"
        page.get_by_role("button", name="Start the game").click()
        assert reveal(page) in {"Zoé", "Ben"}
