"""A download of Python's cut off halfway (a school's Wi-Fi): the loading line says so instead of
"Starting Python…" for ever, and its "Try again" loads the page again, what was typed kept,
until Python is up; through the offline worker (Python in a worker, the first visit's path on a
static host) and in a browser without service workers (Python on the main thread); and the
same where PyScript's own module did not come."""

from __future__ import annotations

import threading
from urllib.parse import urlsplit

import pytest
from tools import serve

from e2e_support import SHAPE_JS, SITE, wait_playable

pytestmark = pytest.mark.service_worker

WASM = "/static/vendor/pyodide/pyodide.asm.wasm"
PYSCRIPT = "/static/vendor/pyscript/core-"  # PyScript's own module (core-<hash>.js)


class FlakyWifi(serve.SiteHandler):
    """While `server.cut` is set: Pyodide's WebAssembly cut off after its first 100 kB, or
    (`server.cut == "stall"`) no byte after them until `server.back` is set (at most 60 s), or
    (`server.cut == "pyscript"`) PyScript's module not found."""

    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        cut, path = getattr(self.server, "cut", False), urlsplit(self.path).path
        if cut == "pyscript" and PYSCRIPT in path:
            self.send_error(404)
            return
        if cut and cut != "pyscript" and path.endswith(WASM):
            size = (SITE / WASM.lstrip("/")).stat().st_size
            self.send_response(200)
            self.send_header("Content-Type", "application/wasm")
            self.send_header("Content-Length", str(size))
            self.end_headers()
            self.wfile.write(b"\0" * 100_000)
            self.wfile.flush()
            if cut == "stall":
                self.server.back.wait(60)
            self.close_connection = True
            self.connection.shutdown(2)
            return
        super().do_GET()


@pytest.mark.parametrize(("offline_worker", "cut"),
                         [(True, "wasm"), (False, "wasm"), (True, "pyscript"), (True, "stall")],
                         ids=["offline worker", "no service worker", "PyScript's module",
                              "stalled 20 s"])
def test_a_download_cut_off_says_so_and_tries_again_keeping_the_form(browser, offline_worker,
                                                                     cut):
    srv = serve.start(SITE, handler_class=FlakyWifi)
    srv.cut, srv.back = cut, threading.Event()
    context = browser.new_context(viewport={"width": 768, "height": 1024},
                                  service_workers="allow")
    if not offline_worker:
        context.add_init_script("delete Navigator.prototype.serviceWorker;")
    try:
        page = context.new_page()
        page.goto(srv.url)
        page.get_by_role("button", name="New game: 24/7").click()
        page.get_by_label("Player 1", exact=True).fill("Ana")
        retry = page.locator("#preload").get_by_role("button", name="Try again")
        retry.wait_for(timeout=45000)
        assert page.locator("#preload .preload-text").inner_text() == \
            "Python's download was cut off."
        assert page.evaluate("document.documentElement.dataset.state") != "ready"
        assert page.get_by_role("button", name="Start the game").is_disabled()

        srv.cut = False  # the Wi-Fi is back
        srv.back.set()
        retry.click()
        wait_playable(page)
        assert page.evaluate(SHAPE_JS)["python"] == ("worker" if offline_worker else "main")
        assert page.get_by_label("Player 1", exact=True).input_value() == "Ana"
        assert page.get_by_role("button", name="Start the game").is_enabled()
        assert not page.locator("#preload").is_visible()
    finally:
        srv.back.set()
        context.close()
        srv.stop()
