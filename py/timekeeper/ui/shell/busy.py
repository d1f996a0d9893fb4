"""Saying that the table is working: ``<html aria-busy="true">`` from the moment a finger
touches a button whose action may take longer than 100 ms (starting a game, resuming a save,
revealing a hand), or while a record file is read and loaded; a small spinner then appears
by CSS alone after 100 ms (its animation runs even while Python is busy) and goes when the
work is done (the spinner is in the page: index.html). Taps are never blocked: the spinner
takes no pointer events."""

import asyncio

from ..kit import dom

_tapped = [False]  # the mark was set by a finger on a slow button (its lift clears it)


def start(tap: bool = False) -> None:
    _tapped[0] = tap
    dom.mark_page({"aria-busy": "true"})


def stop(*_) -> None:
    _tapped[0] = False
    dom.mark_page({"aria-busy": None})


def stop_soon() -> None:
    """Clear the mark once the tap's own work is done (it is queued before this in Python's
    loop: the click that follows a finger lifted)."""
    if _tapped[0]:
        asyncio.get_event_loop().call_soon(stop)


def later(action) -> None:
    """Mark the page busy now, then run ``action()`` at Python's next turn and clear the
    mark (whatever happens): the page draws the mark on its own while Python works."""
    start()

    def soon():
        try:
            action()
        finally:
            stop()

    asyncio.get_event_loop().call_soon(soon)
