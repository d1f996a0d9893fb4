"""The site works from a sub-path, as on https://USER.github.io/REPO/."""

from __future__ import annotations

import pytest

from e2e_support import SUBPATH, wait_playable

pytestmark = pytest.mark.service_worker


def test_loads_under_a_sub_path(page, subpath_server):
    assert subpath_server.endswith(SUBPATH)
    page.goto(subpath_server)
    wait_playable(page)
    assert page.external_requests == []
    assert page.failed_requests == []
    outside = [u for u in page.request_log.requests
               if not u.startswith(subpath_server) and not u.startswith(("data:", "blob:"))]
    assert outside == [], "requests escaped the sub-path (absolute URL somewhere?)"
    scope = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
    assert scope == subpath_server
