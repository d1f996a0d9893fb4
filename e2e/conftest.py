"""Fixtures for the browser tests: the built site served on localhost, and system Chromium.

Session: `site_dir` (the built _site/; run `make site` first), `server` (its URL, ending in
"/"), `subpath_server` (the same site under /classes/5b/timekeeper/), `browser`.
Per test: `context` (1024x768; service workers blocked unless the module is marked
`service_worker`), `page` (with `page.request_log`,
`page.external_requests`, `page.failed_requests`, `page.console_errors`), `request_log`
(the same RequestLog), and `wait_playable` (the helper of e2e_support, as a fixture).
Every test under e2e/ is marked `e2e`. Chromium comes from $CHROMIUM or /usr/bin/chromium
(Debian's package); nothing is ever downloaded.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# e2e/ is a package (so this conftest is `e2e.conftest` and never shadows tests/conftest.py,
# which the engine tests import by name); its helper modules also import by bare name.
E2E_DIR = Path(__file__).resolve().parent
if str(E2E_DIR) not in sys.path:
    sys.path.insert(0, str(E2E_DIR))

from tools import serve  # noqa: E402
from tools.chromium import CHROMIUM, launch  # noqa: E402

from browsers import BROWSER_CRASHED  # noqa: E402
from e2e_support import (  # noqa: E402
    ISOLATED,
    SITE,
    SUBPATH,
    RequestLog,
    settle_after_every_step,
)
from e2e_support import wait_playable as _wait_playable  # noqa: E402

settle_after_every_step()  # Python may run in a worker (always, or after the first visit)


def pytest_collection_modifyitems(config, items):
    """Every test under e2e/ is marked `e2e`, and runs once more if its browser crashed under
    it (browsers.BROWSER_CRASHED); a module that marks its own reruns keeps them."""
    for item in items:
        if E2E_DIR in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.e2e)
            if item.get_closest_marker("flaky") is None:
                item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=BROWSER_CRASHED))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Marks a test whose body failed (`item.failed_call`), for fixtures that keep evidence."""
    report = yield
    if report.when == "call" and report.failed:
        item.failed_call = True
    return report


@pytest.fixture(scope="session")
def site_dir() -> Path:
    index = SITE / "index.html"
    assert index.is_file(), f"{index} is missing: run `make site` first (make test does it)"
    assert (SITE / "sw.js").is_file(), f"{SITE}/sw.js is missing: run `make site`"
    return SITE


@pytest.fixture(scope="session")
def server(site_dir):
    srv = serve.start(site_dir, isolated=ISOLATED)
    yield srv.url
    srv.stop()


@pytest.fixture(scope="session")
def subpath_server(site_dir):
    srv = serve.start(site_dir, prefix=SUBPATH, isolated=ISOLATED)
    yield srv.url
    srv.stop()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail(f"no Chromium at {CHROMIUM}: `apt-get install -y chromium` or set CHROMIUM")
    with sync_playwright() as pw:
        browser = launch(pw)
        yield browser
        browser.close()


@pytest.fixture
def request_log() -> RequestLog:
    return RequestLog()


@pytest.fixture
def context(browser, request_log, request):
    """A fresh tab's profile. The offline service worker is blocked unless the test's module
    is marked ``service_worker`` (the offline, first-visit and hosting tests): elsewhere it
    only filled its cache behind every test, some 1 s each, and the page works without one,
    as in a browser that refuses it."""
    wanted = request.node.get_closest_marker("service_worker") is not None
    context = browser.new_context(viewport={"width": 1024, "height": 768},
                                  service_workers="allow" if wanted else "block")
    request_log.watch_context(context)
    yield context
    context.close()


@pytest.fixture
def page(context, request_log):
    page = context.new_page()
    request_log.watch_page(page)
    page.request_log = request_log
    page.external_requests = request_log.external
    page.failed_requests = request_log.failed
    page.console_errors = request_log.console_errors
    yield page
    page.close()


@pytest.fixture
def held_context(browser):
    """A fresh tablet-sized context with no service worker, so routes see every request
    (hold_python holds the shell's code there)."""
    context = browser.new_context(viewport={"width": 768, "height": 1024},
                                  service_workers="block")
    yield context
    context.close()


@pytest.fixture
def wait_playable():
    """The helper as a fixture: wait_playable(page, timeout=60000)."""
    return _wait_playable
