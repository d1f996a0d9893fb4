"""Saying that the table is working: ``<html aria-busy="true">`` from the moment a finger
touches a button whose action may take longer than 100 ms (starting a game, resuming a save,
revealing a hand), or while a record file is read and loaded; a small spinner then appears
by CSS alone after 100 ms (its animation runs even while Python is busy) and goes when the
work is done (the spinner is in the page: index.html). Taps are never blocked: the spinner
takes no pointer events."""

import asyncio

from ..kit import dom, page
from ..kit.page import create_proxy

_pending = []  # proxies waiting for their frame (kept alive until they ran)


_tapped = [False]  # the mark was set by a finger on a slow button (its lift clears it)


def start(tap: bool = False) -> None:
    _tapped[0] = tap
    dom.mark_page({"aria-busy": "true"})


def stop(*_) -> None:
    _tapped[0] = False
    dom.mark_page({"aria-busy": None})


_stop_proxy = []


def stop_soon() -> None:
    """Clear the mark once the tap's own work is done (the click that follows a finger
    lifted runs first: its work is synchronous)."""
    if not _tapped[0]:
        return
    if page.IN_WORKER:  # the tap's own work is queued before this in the worker's loop
        asyncio.get_event_loop().call_soon(stop)
        return
    if not _stop_proxy:
        _stop_proxy.append(create_proxy(stop))
    page.window.setTimeout(_stop_proxy[0], 0)


def later(action) -> None:
    """Mark the page busy now, let a frame show it, then run ``action()`` and clear the
    mark (whatever happens). In a worker the page draws the mark on its own while Python
    works: the action runs at the worker's next turn (no timer of the page: a Python
    function handed to the page again and again could be called after the worker let it go)."""
    start()
    if page.IN_WORKER:
        def soon():
            try:
                action()
            finally:
                stop()

        asyncio.get_event_loop().call_soon(soon)
        return

    def run(*_):
        try:
            action()
        finally:
            stop()
            _pending.remove(after_frame)
            _pending.remove(timer)

    def after_paint(*_):
        page.window.setTimeout(timer, 0)

    timer = create_proxy(run)
    after_frame = create_proxy(after_paint)
    _pending.extend([after_frame, timer])
    page.window.requestAnimationFrame(after_frame)
