"""`make play-room`: a tablet opens the laptop by its network address over plain http, which is
no secure context. The page must still play there; only offline play (the service worker)
is left out. The "network address" is a name Chromium maps to 127.0.0.1, so nothing leaves
this machine."""

from __future__ import annotations

from urllib.parse import urlsplit

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


# Long tasks of the page's main thread from the first paint on: [[start ms, duration ms], ...].
LONG_TASKS_JS = """
window.tkLongTasks = [];
try {
  new PerformanceObserver(list => {
    const paint = performance.getEntriesByName("first-paint")[0];
    for (const task of list.getEntries()) {
      if (!paint || task.startTime + task.duration >= paint.startTime) {
        window.tkLongTasks.push([Math.round(task.startTime), Math.round(task.duration)]);
      }
    }
  }).observe({ type: "longtask", buffered: true });
} catch (e) { /* no long-task timing here */ }
"""


def test_a_tablet_plays_over_plain_http_without_the_service_worker(room_browser, site_dir):
    """The page is no secure context there, not isolated, and has no SharedArrayBuffer, yet
    Python runs in its worker, so the page never freezes while Python starts or plays: no
    task of the page's own thread over 200 ms from its first paint to the end of a turn."""
    srv = serve.start(site_dir, host=serve.ROOM_HOST)
    page = room_browser.new_page()
    page.add_init_script(LONG_TASKS_JS)
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"http://{ROOM_NAME}:{srv.server_address[1]}/")
        assert page.evaluate("() => window.isSecureContext") is False
        wait_playable(page)
        assert page.evaluate("""() => [crossOriginIsolated, typeof SharedArrayBuffer,
                                       document.documentElement.dataset.python]""") == \
            [False, "undefined", "worker"]
        start_game(page, ["Ana", "Ben"], seed="room")
        _, tile, cell = play_turn(page)
        assert board_tiles(page)[cell] == tile
        long_tasks = page.evaluate("window.tkLongTasks")
        assert max((ms for _, ms in long_tasks), default=0) <= 200, long_tasks
        # No service worker without a secure context (sw-register.js does not even try).
        assert page.evaluate("() => 'serviceWorker' in navigator") is False
        assert [e for e in errors if "favicon" not in e] == []
    finally:
        page.close()
        srv.stop()


class CountingRoom(serve.SiteHandler):
    """The room server, noting what each answer cost: (path, status, body bytes sent)."""

    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        self.sent_body = 0
        super().do_GET()
        self.server.answers.append((urlsplit(self.path).path, self.status, self.sent_body))

    def copyfile(self, source, outputfile) -> None:
        body = source.read()
        self.sent_body = len(body)
        outputfile.write(body)


def test_a_tablets_return_visit_downloads_next_to_nothing(room_browser, site_dir):
    """The room server as `make play-room` runs it (light): a first visit comes gzipped, and
    a tablet that comes back hears "304 Not Modified" for what it has (PyScript's hashed
    chunks it does not even ask for), then plays."""
    srv = serve.start(site_dir, host=serve.ROOM_HOST, handler_class=CountingRoom, light=True,
                      pack=serve.room_pack())
    srv.answers = []
    context = room_browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"http://{ROOM_NAME}:{srv.server_address[1]}/")
        wait_playable(page)
        first, srv.answers = srv.answers, []
        size = sum(f.stat().st_size for f in site_dir.rglob("*") if f.is_file())
        wasm = [a for a in first if a[0].endswith("/pyodide.asm.wasm")]
        assert wasm and wasm[0][1] == 200 and wasm[0][2] < 4_000_000  # 9.6 MB gzipped
        assert sum(sent for _, _, sent in first) < size / 2
        page.close()

        again = context.new_page()
        again.goto(f"http://{ROOM_NAME}:{srv.server_address[1]}/")
        wait_playable(again)
        start_game(again, ["Ana", "Ben"], seed="room")
        _, tile, cell = play_turn(again)
        assert board_tiles(again)[cell] == tile
        back = srv.answers
        assert sum(sent for _, _, sent in back) < 100_000
        assert {status for _, status, _ in back} <= {200, 304}
        assert [path for path, status, _ in back if status == 304]  # asked, not sent again
        assert not [path for path, _, _ in back if serve.IMMUTABLE.match(path.lstrip("/"))]
    finally:
        context.close()
        srv.stop()
