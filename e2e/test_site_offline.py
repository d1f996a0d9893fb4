"""The site loads from localhost only, and plays offline once the service worker is in."""

from __future__ import annotations

from e2e_support import SITE, serve, wait_playable


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
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60000)
        page.reload()
        wait_playable(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
    finally:
        srv.stop()
    context.set_offline(True)
    response = page.reload()
    assert response is not None and response.from_service_worker
    wait_playable(page)
    # A fresh tab on the site's address (a directory URL) also starts with the server gone.
    other = context.new_page()
    other.goto(srv.url)
    wait_playable(other)
    assert page.external_requests == []
