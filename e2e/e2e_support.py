"""Helpers shared by the browser tests (import them: `from e2e_support import wait_playable`).

The page marks itself: <html data-state="loading"> until the game is playable, then
data-state="ready" (set by the UI's Python once the board is live).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
SITE = Path(os.environ.get("TIMEKEEPER_SITE", ROOT / "_site")).resolve()  # built site
SUBPATH = "/classes/5b/timekeeper/"
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}
# (no <html> for a moment while a reload, "Try again", builds the next document: not ready yet,
# rather than an error that ends the wait)
READY_JS = "!!document.documentElement && document.documentElement.dataset.state === 'ready'"
# The `server` fixtures serve the site as a static host does (GitHub Pages, the classroom's
# laptop): no COOP/COEP headers, the page not cross-origin isolated. The game's Python runs in
# its worker either way, talking to the page by messages (static/js/bridge.js).
# TIMEKEEPER_ISOLATED=1 serves them with the headers (SharedArrayBuffer then in the page).
ISOLATED = os.environ.get("TIMEKEEPER_ISOLATED", "0") == "1"
# Where Python runs: the page's mark, and whether this (main) thread loaded Pyodide's own
# module (pyodide.asm.mjs: not preloaded by the page, imported by whoever starts Pyodide).
SHAPE_JS = """() => ({
  isolated: crossOriginIsolated,
  python: document.documentElement.dataset.python || "main",
  pyodideHere: performance.getEntriesByType("resource")
    .some(e => /pyodide\\.asm\\.m?js$/.test(new URL(e.name).pathname)),
})"""
# This tablet's kept start of Python (its database and store as static/js/python-snapshot.mjs
# makes them, written once the game is ready): null, or [Pyodide's version, its size in bytes].
KEPT_JS = """() => new Promise(resolve => {
  const opening = indexedDB.open("timekeeper-python", 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore("snapshots");
  opening.onerror = () => resolve(null);
  opening.onsuccess = () => {
    const asked = opening.result.transaction("snapshots").objectStore("snapshots").get("start");
    asked.onsuccess = () => {
      opening.result.close();
      const kept = asked.result;
      resolve(kept ? [kept.version, kept.bytes.size ?? kept.bytes.length] : null);
    };
  };
})"""
SETTLED_JS = "window.tkDom && window.tkDom.settled ? window.tkDom.settled() : null"


def settle(page) -> None:
    """Wait until Python has handled every event so far (in its worker it handles them a
    moment after the step)."""
    try:
        page.evaluate(SETTLED_JS)
    except Exception:  # the page is navigating or closed: the next step waits its own way
        pass


def settle_after_every_step() -> None:
    """Make each player's step (a tap, typing, a key, a choice) wait, once done, until
    Python has handled it: the tests read the page right after their steps."""
    from playwright.sync_api import (
        Browser,
        BrowserContext,
        Keyboard,
        Locator,
        Mouse,
        Page,
        Touchscreen,
    )

    for cls in (Browser, BrowserContext):
        opened = cls.new_page

        def new_page(self, *args, _opened=opened, **kwargs):
            page = _opened(self, *args, **kwargs)
            know_page(page)
            return page

        cls.new_page = new_page

    def after(cls, name, page_of):
        step = getattr(cls, name)

        def stepped(self, *args, **kwargs):
            result = step(self, *args, **kwargs)
            page = page_of(self)
            if page is not None:
                settle(page)
            return result

        setattr(cls, name, stepped)

    for name in ("click", "dblclick", "tap", "fill", "press", "type", "press_sequentially",
                 "select_option", "check", "uncheck", "set_checked", "dispatch_event",
                 "set_input_files", "focus", "clear", "drag_to", "hover"):
        if hasattr(Locator, name):
            after(Locator, name, lambda locator: locator.page)
    for name in ("click", "fill", "press", "type", "select_option", "check", "dispatch_event",
                 "set_input_files", "drag_and_drop", "hover"):
        if hasattr(Page, name):
            after(Page, name, lambda page: page)
    for cls in (Keyboard, Mouse, Touchscreen):
        for name in ("press", "type", "down", "up", "insert_text", "click", "dblclick", "move",
                     "wheel", "tap"):
            if hasattr(cls, name):
                after(cls, name, lambda device: _PAGES.get(id(device)))


_PAGES: dict = {}  # id of a page's keyboard / mouse / touch screen -> the page


def know_page(page) -> None:
    """Remember which page a keyboard, a mouse and a touch screen belong to
    (settle_after_every_step)."""
    for device in (page.keyboard, page.mouse, page.touchscreen):
        _PAGES[id(device)] = page


def wait_playable(page, timeout: float = 60000) -> None:
    """Wait until <html data-state="ready"> (the game is playable); fail with the state seen."""
    try:
        page.wait_for_function(READY_JS, timeout=timeout)
    except Exception as exc:
        state = page.evaluate("document.documentElement.dataset.state")
        raise AssertionError(f"page not playable after {timeout:.0f} ms "
                             f"(data-state={state!r}): {exc}") from exc


def first_frame_is_contentful(page) -> bool:
    """Whether the page's first frame already held its content: its first paint is its first
    contentful paint (Chromium's paint timings), not a frame of the page's colour alone."""
    paints = page.evaluate("() => Object.fromEntries(performance.getEntriesByType('paint')"
                           ".map(e => [e.name, e.startTime]))")
    return ("first-contentful-paint" in paints
            and paints.get("first-paint") == paints["first-contentful-paint"])


SHELL_CODE = "**/py/timekeeper.zip"  # the shell's code: Python cannot take over without it


def hold_python(page) -> list:
    """Hold back the shell's code (the page stays pre-drawn) until release_python(held)."""
    held = []
    page.route(SHELL_CODE, lambda route: held.append(route))
    return held


def release_python(page, held) -> None:
    """Let the held shell's code through (once Pyodide has asked for it): Python takes over."""
    for _ in range(300):  # Pyodide asks for the shell's code once it is up
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the page never asked for the shell's code"
    for route in held:
        route.continue_()
    page.unroute(SHELL_CODE)


def is_local(url: str) -> bool:
    """True for data:/blob: URLs and for http(s) URLs on this machine's loopback."""
    parts = urlsplit(url)
    if parts.scheme in {"data", "blob", "about", "chrome-extension"}:
        return True
    return (parts.hostname or "") in LOCAL_HOSTS


@dataclass
class RequestLog:
    """What a browser context did on the network and on its consoles."""

    requests: list[str] = field(default_factory=list)
    external: list[str] = field(default_factory=list)  # any host but 127.0.0.1/localhost
    failed: list[str] = field(default_factory=list)  # network failures and HTTP >= 400
    console_errors: list[str] = field(default_factory=list)

    def on_request(self, request) -> None:
        self.requests.append(request.url)
        if not is_local(request.url):
            self.external.append(request.url)

    def on_request_failed(self, request) -> None:
        self.failed.append(f"{request.url} ({request.failure})")

    def on_response(self, response) -> None:
        if response.status >= 400:
            self.failed.append(f"{response.url} (HTTP {response.status})")

    def on_console(self, message) -> None:
        if message.type != "error":
            return
        where = (message.location or {}).get("url", "")
        if urlsplit(where).path.endswith("/favicon.ico"):
            return  # the browser's own guess when the page links no icon: not the page's fault
        self.console_errors.append(f"{message.text} [{where}]" if where else message.text)

    def on_page_error(self, error) -> None:
        self.console_errors.append(f"uncaught: {error}")

    def watch_context(self, context) -> None:
        """Requests of every page and of the service worker in `context`."""
        context.on("request", self.on_request)
        context.on("requestfailed", self.on_request_failed)
        context.on("response", self.on_response)

    def watch_page(self, page) -> None:
        page.on("console", self.on_console)
        page.on("pageerror", self.on_page_error)
