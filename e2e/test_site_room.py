"""`make play-room`: a tablet opens the laptop by its network address over plain http, which is
no secure context. The page must still play there; only offline play (the service worker)
is left out. The "network address" is a name Chromium maps to 127.0.0.1, so nothing leaves
this machine."""

from __future__ import annotations

import pytest
from tools import serve
from tools.chromium import CHROMIUM, CHROMIUM_ARGS

from e2e_support import wait_playable
from game_driver import board_tiles, play_turn, start_game

pytestmark = pytest.mark.service_worker

ROOM_NAME = "laptop.room.test"  # stands for http://192.168.x.y: not localhost, not https


@pytest.fixture(scope="module")
def room_browser(browser):
    """A second Chromium from the session's Playwright, resolving ROOM_NAME to 127.0.0.1."""
    room = browser.browser_type.launch(
        executable_path=CHROMIUM, headless=True,
        args=[*CHROMIUM_ARGS, f"--host-resolver-rules=MAP {ROOM_NAME} 127.0.0.1"])
    yield room
    room.close()


def test_a_tablet_plays_over_plain_http_without_the_service_worker(room_browser, site_dir):
    srv = serve.start(site_dir, host=serve.ROOM_HOST)
    page = room_browser.new_page()
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"http://{ROOM_NAME}:{srv.server_address[1]}/")
        assert page.evaluate("() => window.isSecureContext") is False
        wait_playable(page)
        start_game(page, ["Ana", "Ben"], seed="room")
        _, tile, cell = play_turn(page)
        assert board_tiles(page)[cell] == tile
        # No service worker without a secure context (sw-register.js does not even try).
        assert page.evaluate("() => 'serviceWorker' in navigator") is False
        assert [e for e in errors if "favicon" not in e] == []
    finally:
        page.close()
        srv.stop()
