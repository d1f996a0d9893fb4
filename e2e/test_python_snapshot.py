"""Every visit but the first starts Python from the kept memory of its first start on this tablet
(static/js/python-snapshot.mjs): on a host that isolates the page and on one that does not, the
game then plays as
after any start; a kept start that cannot be restored is forgotten, Python starts afresh and
keeps a new one; "Try again", after a start that failed, forgets the kept start."""

from __future__ import annotations

import time

import pytest
from tools import serve

from bad_servers import UnluckyTablet
from e2e_support import KEPT_JS, SHAPE_JS, SITE, wait_playable
from game_driver import board_tiles, confirm, place_first_legal, reveal, start_game

# Puts `record` in its place ({version, bytes}: bytes given as a length of zeros).
PUT_JS = """([version, length]) => new Promise(resolve => {
  const opening = indexedDB.open("timekeeper-python", 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore("snapshots");
  opening.onsuccess = () => {
    const putting = opening.result.transaction("snapshots", "readwrite");
    putting.objectStore("snapshots").put({version, bytes: new Uint8Array(length)}, "start");
    putting.oncomplete = () => { opening.result.close(); resolve(true); };
  };
})"""
STARTED_JS = "document.documentElement.dataset.pythonStart"


def kept_start(page, timeout: float = 30) -> list:
    """Waits until this tablet keeps a start of Python; returns [its version, its size]."""
    deadline = time.monotonic() + timeout
    while (kept := page.evaluate(KEPT_JS)) is None or kept[1] < 1_000_000:
        assert time.monotonic() < deadline, f"no start of Python kept within {timeout} s"
        time.sleep(0.2)
    return kept


def a_turn_played(page) -> None:
    """The game plays on the Python that started: a 24/7 game begun, a tile placed."""
    start_game(page, ["Ana", "Ben"])
    reveal(page)
    place_first_legal(page)
    confirm(page)
    assert len(board_tiles(page)) == 2  # the starting tile and Ana's


@pytest.fixture(params=[True, False], ids=["isolated", "not isolated"])
def tablet(browser, request):
    """A tablet's window (no service worker) on a host with the isolating headers or without
    them: Python runs in its worker either way; its address."""
    srv = serve.start(SITE, isolated=request.param)
    context = browser.new_context(viewport={"width": 768, "height": 1024},
                                  service_workers="block")
    context.add_init_script("delete Navigator.prototype.serviceWorker;")
    page = context.new_page()
    yield page, srv.url
    context.close()
    srv.stop()


def test_a_return_visit_starts_python_from_its_first_start(tablet):
    page, url = tablet
    page.goto(url)
    wait_playable(page)
    assert page.evaluate(STARTED_JS) == "fresh"
    version, size = kept_start(page)
    assert size > 10_000_000  # Python's whole memory, not a stub

    page.reload()
    wait_playable(page)
    assert page.evaluate(STARTED_JS) == "snapshot"
    assert page.evaluate(SHAPE_JS)["python"] == "worker"
    a_turn_played(page)
    assert page.evaluate(KEPT_JS) == [version, size]  # kept as it was: one start's memory


def test_a_kept_start_that_cannot_be_restored_is_replaced(tablet):
    page, url = tablet
    page.goto(url)
    wait_playable(page)
    version, size = kept_start(page)
    page.evaluate(PUT_JS, [version, 4096])  # this Pyodide's, but broken

    page.reload()
    wait_playable(page)
    assert page.evaluate(STARTED_JS) == "replaced"
    assert kept_start(page)[0] == version
    page.reload()
    wait_playable(page)
    assert page.evaluate(STARTED_JS) == "snapshot"
    a_turn_played(page)


def test_try_again_after_a_failed_start_forgets_the_kept_start(browser):
    """A start of Python kept on this tablet (here one the page has no reason to touch itself:
    another version's) is forgotten when a start fails and the player tries again."""
    srv = serve.start(SITE, handler_class=UnluckyTablet)
    srv.bad = "no memory"
    context = browser.new_context(viewport={"width": 768, "height": 1024},
                                  service_workers="block")
    context.add_init_script("delete Navigator.prototype.serviceWorker;")
    try:
        page = context.new_page()
        page.goto(srv.url)
        retry = page.locator("#preload").get_by_role("button", name="Try again")
        retry.wait_for(timeout=30000)
        page.evaluate(PUT_JS, ["another version", 4096])
        assert page.evaluate(KEPT_JS) == ["another version", 4096]

        with page.expect_navigation():  # the page loads again: the button is the new page's
            retry.click()  # the tablet still cannot start Python
        retry.wait_for(timeout=60000)
        assert page.evaluate(KEPT_JS) is None

        srv.bad = None
        with page.expect_navigation():
            retry.click()
        wait_playable(page)
        assert page.evaluate(STARTED_JS) == "fresh"
    finally:
        context.close()
        srv.stop()
