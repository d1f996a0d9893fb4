"""Pyodide's biggest files also go as Brotli twins (tools/brotli_twins.mjs), which the offline
worker downloads in their place and decodes: each twin is the very file, smaller than a gzip
host sends it, and packed once for a given file (the browsers' side: e2e/test_site_first_visit.py
and test_every_browser.py)."""

import gzip
import json
import re
import subprocess

import pytest
from tools import build_site

ROOT = build_site.ROOT
SITE = ROOT / "_site"
TWINS_SCRIPT = str(ROOT / "tools" / "brotli_twins.mjs")


def brotli_decoded(path) -> bytes:
    """The file decoded by Node's own Brotli (zlib), not by the worker's decoder."""
    code = ("process.stdout.write(require('zlib').brotliDecompressSync("
            "require('fs').readFileSync(process.argv[1])))")
    return subprocess.run([build_site.NODE, "-e", code, str(path)], capture_output=True,
                          check=True).stdout


def test_a_twin_is_its_file_and_is_packed_once(tmp_path):
    site, cache = tmp_path / "site", tmp_path / "cache"
    (site / "vendor").mkdir(parents=True)
    body = b"".join(b"def tile_%d(): return %d\n" % (n, n * 7 % 24) for n in range(4000))
    (site / "vendor" / "big.mjs").write_bytes(body)
    run = [build_site.NODE, TWINS_SCRIPT, str(site), str(cache), "vendor/big.mjs"]
    subprocess.run(run, check=True, capture_output=True)
    twin = site / "vendor" / "big.mjs.br"
    assert brotli_decoded(twin) == body
    assert twin.stat().st_size < len(gzip.compress(body, 9))
    # a second build of the same file takes what the first packed
    [kept] = list(cache.iterdir())
    kept.write_bytes(b"as packed before")
    subprocess.run(run, check=True, capture_output=True)
    assert twin.read_bytes() == b"as packed before"


def test_usage_is_said_and_refused():
    done = subprocess.run([build_site.NODE, TWINS_SCRIPT], capture_output=True, text=True)
    assert done.returncode == 2 and "usage" in done.stderr


@pytest.mark.skipif(not (SITE / "sw.js").is_file(), reason="run `make site` first")
def test_the_sites_twins_are_pyodides_files_a_fifth_smaller_than_gzip():
    worker = (SITE / "sw.js").read_text(encoding="utf-8")
    files = {rel: digest for rel, digest, _n in
             json.loads(re.search(r"const FILES = (\[.*?\]);", worker, re.S).group(1))}
    twins = json.loads(re.search(r"const TWINS = new Map\((\[.*?\])\.map", worker, re.S)
                       .group(1))
    assert sorted(rel for rel, _twin, _type in twins) == sorted(build_site.BROTLI_TWINS)
    assert "brotliDecoder" in worker  # the decoder, bundled in
    for rel, twin, kind in twins:
        body = (SITE / rel).read_bytes()
        assert brotli_decoded(SITE / twin) == body, rel
        assert kind == {"wasm": "application/wasm", "mjs": "text/javascript"}[rel.split(".")[-1]]
        assert rel in files  # kept offline under its own name; the twin is not
        assert twin not in files
        assert (SITE / twin).stat().st_size < 0.85 * len(gzip.compress(body, 9)), rel
