"""Helpers shared by the tests: the UI's modules with no page (``fresh_ui``)."""

from __future__ import annotations

import sys
from contextlib import contextmanager


@contextmanager
def fresh_ui(monkeypatch, tell=None):
    """The UI's modules imported afresh on CPython with no page: ``tell(json)`` gets each
    effect they tell the page (``kit.page.connect``; by default none is looked at); dropped
    after. (A whole shell with no page: tests/ui/no_page.py; a tab on the stand-in page, to
    play as a player does: tests/ui/tablet.py.)"""
    for name in [name for name in sys.modules if name.startswith("timekeeper.ui")]:
        monkeypatch.delitem(sys.modules, name)
    before = set(sys.modules)
    try:
        from timekeeper.ui.kit import page

        page.connect(tell or (lambda _told: None))
        yield
    finally:
        for name in set(sys.modules) - before:
            sys.modules.pop(name, None)
