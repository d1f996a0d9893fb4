"""The site loads from localhost only, and plays offline once the service worker is in (each
game, in Chromium; test_every_browser.py does the same in WebKit and Firefox)."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from tools import serve
from tools.build_site import NODE

import player
from browsers import PlaywrightTablet
from e2e_support import ROOT, SITE, wait_playable
from game_driver import board_tiles, confirm, place_first_legal, reveal, saved_record, start_game

pytestmark = pytest.mark.service_worker


def test_loads_with_no_request_leaving_localhost(page, server):
    page.goto(server)
    wait_playable(page)
    page.wait_for_load_state("networkidle")
    assert page.external_requests == [], "requests left localhost (CDN?)"
    assert page.failed_requests == []
    assert page.console_errors == []
    assert any(url.endswith("/pyodide.asm.wasm") for url in page.request_log.requests)


def test_plays_offline_after_one_visit(context, page):
    srv = serve.start(SITE)  # its own server, so it can be switched off
    try:
        page.goto(srv.url)
        wait_playable(page)
        scope = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
        assert scope == srv.url
        wait_for_offline(page)
        page.reload()
        wait_playable(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
    finally:
        srv.stop()
    context.set_offline(True)
    response = page.reload()
    assert response is not None and response.from_service_worker
    wait_playable(page)
    assert routed_from(page) == {"site.css": "cache", "core.js": "cache"}
    # With the network off, each game starts, a turn is played and saved, every picture drawn.
    player.a_turn_of_each_game(PlaywrightTablet(page))
    # A fresh tab on the site's address (a directory URL) also starts with the server gone.
    other = context.new_page()
    other.goto(srv.url)
    wait_playable(other)
    assert page.external_requests == []


def routed_from(page) -> dict[str, str]:
    """Where the browser's routes (sw.js, routes()) took the page's stylesheet and PyScript's
    core from ("cache", "network"), by file name; a file no route matched is left out."""
    return page.evaluate("""() => Object.fromEntries(performance.getEntriesByType("resource")
        .filter(e => /\\/(site\\.css|core\\.js)$/.test(e.name) && e.workerMatchedSourceType)
        .map(e => [e.name.split("/").pop(), e.workerFinalSourceType]))""")


def wait_for_offline(page) -> None:
    """The offline worker controls the page and has filled its cache (the page is told)."""
    page.wait_for_function("navigator.serviceWorker.controller !== null"
                           " && document.documentElement.dataset.offline === 'ready'",
                           timeout=60000)


class GarbledOnItsWay(serve.SiteHandler):
    """While ``server.garble`` is set, the French words of the pre-drawn forms come garbled:
    the same length, some bytes changed (a copy broken on its way, or a newer version's)."""

    def copyfile(self, source, outputfile) -> None:
        if getattr(self.server, "garble", False) and self.path.endswith("/static/pre/fr.json"):
            body = bytearray(source.read())
            body[10:20] = b"#" * 10
            outputfile.write(bytes(body))
            return
        super().copyfile(source, outputfile)


def test_a_file_broken_on_its_way_is_not_kept_offline(page):
    """The offline cache keeps only this version's files (it kept what came, and answered a
    broken copy for ever, offline too); the next visit fills in what was missing."""
    srv = serve.start(SITE, handler_class=GarbledOnItsWay)
    srv.garble = True
    try:
        page.goto(srv.url)
        wait_playable(page)
        page.wait_for_function("document.documentElement.dataset.offline", timeout=60000)
        assert page.evaluate("document.documentElement.dataset.offline") == "failed"
        kept = page.evaluate("""async () => {
          const names = await caches.keys();
          const cache = await caches.open(names.find(n => n.startsWith("timekeeper-offline-")));
          return (await cache.keys()).map(r => new URL(r.url).pathname);
        }""")
        assert "/static/pre/en.json" in kept and "/static/pre/fr.json" not in kept

        srv.garble = False
        page.reload()
        wait_playable(page)
        wait_for_offline(page)
        srv.stop()
        page.reload()
        wait_playable(page)
        page.get_by_role("button", name="Français").click()  # the French words, offline
        page.get_by_role("button", name="Nouvelle partie : 24/7").click()
        assert page.get_by_label("Joueur 1", exact=True).is_visible()
    finally:
        srv.stop()


def test_a_new_version_takes_over_without_losing_the_game(context, page, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(SITE, site)
    srv = serve.start(site)
    try:
        page.goto(srv.url)
        wait_playable(page)
        wait_for_offline(page)
        first_worker = page.evaluate("navigator.serviceWorker.controller.scriptURL")
        start_game(page, ["Ana", "Ben"], seed="update")
        reveal(page)
        tile, cell = place_first_legal(page)
        confirm(page)

        # A new version is published: a changed page, and so a new sw.js precache list.
        index = site / "index.html"
        index.write_text(index.read_text(encoding="utf-8").replace(
            "<head>", '<head>\n  <meta name="timekeeper-build" content="v2">', 1),
            encoding="utf-8")
        subprocess.run([NODE, str(ROOT / "tools" / "build_sw.mjs"), str(site)],
                       check=True, cwd=ROOT, capture_output=True)

        # The open page looks for an update (as browsers do on their own): the new worker
        # installs and takes over at once (skipWaiting + clientsClaim)...
        page.evaluate("""async () => {
            const reg = await navigator.serviceWorker.getRegistration();
            const changed = new Promise(done => navigator.serviceWorker.addEventListener(
                'controllerchange', done, {once: true}));
            await reg.update();
            await changed;
        }""")
        page.reload()
        wait_playable(page)
        assert page.locator('meta[name="timekeeper-build"]').count() == 1
        assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == first_worker
        # ...and the game in progress is still there.
        page.get_by_role("button", name="Resume the game").click()
        assert board_tiles(page)[cell] == tile
        assert len(saved_record(page)["moves"]) == 1
    finally:
        srv.stop()
