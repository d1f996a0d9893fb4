"""Helpers shared by the tests: the UI's modules on a stand-in page (``stand_in_page``)."""

from __future__ import annotations

import sys
from contextlib import contextmanager


@contextmanager
def stand_in_page(monkeypatch, document=None, window=None):
    """The UI's modules imported afresh on CPython, with ``document`` and ``window`` as their
    page (``kit.page.attach``); dropped after. (A whole tab on a fake page, to play as a
    player does: tests/ui/tablet.py.)"""
    for name in [name for name in sys.modules if name.startswith("timekeeper.ui")]:
        monkeypatch.delitem(sys.modules, name)
    before = set(sys.modules)
    try:
        from timekeeper.ui.kit import page

        page.attach(document, window)
        yield
    finally:
        for name in set(sys.modules) - before:
            sys.modules.pop(name, None)
