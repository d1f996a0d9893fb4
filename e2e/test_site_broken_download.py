"""A download of Python's cut off halfway (a school's Wi-Fi): the loading line says so instead of
"Starting Python…" for ever, and its "Try again" loads the page again, what was typed kept,
until Python is up; through the offline worker (the first visit's path on a static host) and in
a browser without service workers (Python's files then fetched by the page), Python in its
worker either way; and the
same where PyScript's own module did not come. Python that could not start with files that
came whole (a tablet without the memory Pyodide asks for) is said the same way, and so is a
start that never ends (Pyodide's WebAssembly that cannot start: Pyodide only warns)."""

from __future__ import annotations

import threading

import pytest
from tools import serve

from bad_servers import FlakyWifi, UnluckyTablet
from e2e_support import SHAPE_JS, SITE, wait_playable

pytestmark = pytest.mark.service_worker


def new_context(browser, offline_worker):
    """A tablet's window: with service workers, or a browser without them."""
    context = browser.new_context(viewport={"width": 768, "height": 1024},
                                  service_workers="allow")
    if not offline_worker:
        context.add_init_script("delete Navigator.prototype.serviceWorker;")
    return context


def a_name_typed_until_try_again(page, url, timeout):
    """A first visit: the 24/7 form opened and a name typed, until the loading line offers
    "Try again" (its button, returned)."""
    page.goto(url)
    page.get_by_role("button", name="New game: 24/7").click()
    page.get_by_label("Player 1", exact=True).fill("Ana")
    retry = page.locator("#preload").get_by_role("button", name="Try again")
    retry.wait_for(timeout=timeout)
    return retry


def try_again_until_ready(page, retry):
    """Try again: the page loads again with the name typed, until Python is up."""
    retry.click()
    wait_playable(page)
    assert page.get_by_label("Player 1", exact=True).input_value() == "Ana"
    assert page.get_by_role("button", name="Start the game").is_enabled()
    assert not page.locator("#preload").is_visible()


@pytest.mark.parametrize(("offline_worker", "cut"),
                         [(True, "wasm"), (False, "wasm"), (True, "pyscript"), (True, "stall")],
                         ids=["offline worker", "no service worker", "PyScript's module",
                              "stalled 20 s"])
def test_a_download_cut_off_says_so_and_tries_again_keeping_the_form(browser, offline_worker,
                                                                     cut):
    srv = serve.start(SITE, handler_class=FlakyWifi)
    srv.cut, srv.back = cut, threading.Event()
    context = new_context(browser, offline_worker)
    try:
        page = context.new_page()
        retry = a_name_typed_until_try_again(page, srv.url, timeout=45000)
        assert page.locator("#preload .preload-text").inner_text() == \
            "Python's download was cut off."
        assert page.evaluate("document.documentElement.dataset.state") != "ready"
        assert page.get_by_role("button", name="Start the game").is_disabled()

        srv.cut = False  # the Wi-Fi is back
        srv.back.set()
        try_again_until_ready(page, retry)
        assert page.evaluate(SHAPE_JS)["python"] == "worker"
    finally:
        srv.back.set()
        context.close()
        srv.stop()


@pytest.mark.parametrize("offline_worker", [True, False],
                         ids=["offline worker", "no service worker"])
def test_python_that_could_not_start_says_so_and_tries_again(browser, offline_worker):
    srv = serve.start(SITE, handler_class=UnluckyTablet)
    srv.bad = "no memory"
    context = new_context(browser, offline_worker)
    try:
        page = context.new_page()
        retry = a_name_typed_until_try_again(page, srv.url, timeout=30000)
        assert page.locator("#preload .preload-text").inner_text() == "Python could not start."
        assert page.get_by_role("button", name="Start the game").is_disabled()
        assert page.evaluate("document.documentElement.dataset.python") == "worker"

        srv.bad = None  # a tablet with the memory free again
        try_again_until_ready(page, retry)
    finally:
        context.close()
        srv.stop()


def test_a_start_that_never_ends_says_so_after_a_minute_and_tries_again(browser):
    """Pyodide's WebAssembly came whole but cannot start: Pyodide waits for ever."""
    srv = serve.start(SITE, handler_class=UnluckyTablet)
    srv.bad = "garbled"
    context = new_context(browser, offline_worker=True)
    try:
        page = context.new_page()
        page.clock.install()
        page.goto(srv.url)
        # Python in its worker, every file come
        page.wait_for_function("document.documentElement.dataset.python === 'worker' && "
                               "document.querySelector('#preload').dataset.phase === 'start'",
                               timeout=30000)
        page.get_by_role("button", name="New game: 24/7").click()
        page.get_by_label("Player 1", exact=True).fill("Ana")
        line = page.locator("#preload .preload-text")
        page.clock.run_for(50_000)
        assert line.inner_text() == "Starting Python…"
        page.clock.run_for(11_000)
        assert line.inner_text() == "Python is taking a long time to start."
        retry = page.locator("#preload").get_by_role("button", name="Try again")
        assert retry.is_visible()
        page.get_by_label("Player 2", exact=True).fill("Bo")  # the page still answers
        assert page.get_by_label("Player 2", exact=True).input_value() == "Bo"

        srv.bad = None
        try_again_until_ready(page, retry)
    finally:
        context.close()
        srv.stop()
