"""The start-up benchmark's worker mode (``bench/startup.py --worker``) lifts the page's
WebKit exception to put Python in a worker in WebKit: the line it lifts must be the page's, or
the benchmark measures the main thread and stops with "Python ran on the main thread"."""

from pathlib import Path

import pytest

pytestmark = pytest.mark.research

ROOT = Path(__file__).resolve().parents[2]


def test_the_worker_benchmark_finds_the_webkit_exception_it_lifts():
    from bench.startup import WEBKIT_EXCEPTION

    isolation = (ROOT / "static" / "js" / "isolation.js").read_text(encoding="utf-8")
    assert WEBKIT_EXCEPTION in isolation
