"""The web app manifest is linked, valid, and its icons are reachable PNGs of the right size."""

from __future__ import annotations

import json
import struct
import urllib.request
from urllib.parse import urljoin

from e2e_support import SITE


def fetch(url: str) -> tuple[str, bytes]:
    with urllib.request.urlopen(url, timeout=10) as resp:
        return resp.headers.get("Content-Type", ""), resp.read()


def test_manifest_linked_valid_and_icons_reachable(page, server):
    page.goto(server)
    href = page.eval_on_selector("link[rel=manifest]", "el => el.href")
    ctype, body = fetch(href)
    assert ctype.startswith("application/manifest+json")
    manifest = json.loads(body)
    assert manifest["name"] == "Timekeeper — 24/7"
    assert manifest["short_name"] == "24/7"
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"].lower() == "#1d3557"
    assert manifest["background_color"].lower() == "#f1faee"
    # URLs in a manifest are relative to the manifest: both must land on the site's root.
    assert urljoin(href, manifest["start_url"]) == server
    assert urljoin(href, manifest["scope"]) == server
    purposes = set()
    for icon in manifest["icons"]:
        ctype, png = fetch(urljoin(href, icon["src"]))
        assert ctype == "image/png" and png.startswith(b"\x89PNG\r\n\x1a\n"), icon["src"]
        width, height = struct.unpack(">II", png[16:24])
        assert icon["sizes"] == f"{width}x{height}"
        purposes.update(icon.get("purpose", "any").split())
    assert {"any", "maskable"} <= purposes
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes


def test_service_worker_precaches_every_file():
    sw = (SITE / "sw.js").read_text()
    files = [p.relative_to(SITE).as_posix() for p in SITE.rglob("*") if p.is_file()]
    missing = [f for f in files
               if f != "sw.js" and not f.startswith("bench-bare/") and f'"{f}"' not in sw]
    assert missing == []
    assert "importScripts" not in sw and "cdn" not in sw.lower()
