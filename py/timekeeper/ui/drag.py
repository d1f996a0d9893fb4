"""Dragging a rack tile onto a board cell, with a finger or a mouse (pointer events).

A press that moves more than a few pixels becomes a drag: the tile is taken in hand (its
legal cells light up), a copy follows the pointer, and letting go over a cell is the same
as tapping that cell. A press that does not move stays an ordinary tap.
"""

import time

from pyscript import document

from . import dom
from .dom import h

THRESHOLD = 8  # CSS px a pointer moves before a press becomes a drag
CLICK_GUARD = 0.5  # seconds after a drop during which its trailing click may arrive

_drag = {"start": None, "pointer": None, "index": None, "source": None, "ghost": None,
         "over": None, "dropped_at": None}


def bind(app) -> None:
    dom.listen(document, "pointerdown", lambda event: _down(app, event))
    dom.listen(document, "pointermove", lambda event: _move(app, event), passive=False)
    dom.listen(document, "pointerup", lambda event: _up(app, event))
    dom.listen(document, "pointercancel", lambda event: _end())


def just_dropped() -> bool:
    """Whether this click is the one that ends a drag (it must not count as a tap). Only the
    first click after a drop, and only right after it, is that click."""
    dropped, _drag["dropped_at"] = _drag["dropped_at"], None
    return dropped is not None and time.monotonic() - dropped < CLICK_GUARD


def _down(app, event) -> None:
    _drag["dropped_at"] = None  # a new press: whatever click comes next is its own
    tile = dom.closest(event, "[data-action=tile]")
    if tile is None or app.screen != "turn" or (event.pointerType == "mouse"
                                                and event.button != 0):
        return
    _drag.update(start=(event.clientX, event.clientY), pointer=event.pointerId,
                 index=int(dom.attr(tile, "data-value")), source=tile)


def _cell_at(x: float, y: float) -> str | None:
    found = document.elementFromPoint(x, y)
    if dom.is_none(found):
        return None
    cell = found.closest("[data-cell]")
    return None if dom.is_none(cell) else dom.attr(cell, "data-cell")


def _move(app, event) -> None:
    if _drag["start"] is None or event.pointerId != _drag["pointer"]:
        return
    x, y = event.clientX, event.clientY
    if _drag["ghost"] is None:
        start_x, start_y = _drag["start"]
        if abs(x - start_x) + abs(y - start_y) < THRESHOLD:
            return
        ghost = h("div", str(_drag["source"].textContent), cls="tile-ghost", aria_hidden="true")
        document.body.appendChild(ghost)
        _drag["ghost"] = ghost
        _drag["source"].classList.add("dragging")
        app.select_tile(_drag["index"], toggle=False, quiet=True)
    event.preventDefault()
    _drag["ghost"].style.transform = f"translate({x:.0f}px, {y:.0f}px)"
    over = _cell_at(x, y)
    if over != _drag["over"]:
        if _drag["over"]:
            dom.by_id(f"cell-{_drag['over']}").classList.remove("drop-over")
        if over:
            dom.by_id(f"cell-{over}").classList.add("drop-over")
        _drag["over"] = over


def _up(app, event) -> None:
    if _drag["start"] is None or event.pointerId != _drag["pointer"]:
        return
    dragged = _drag["ghost"] is not None
    cell = _cell_at(event.clientX, event.clientY) if dragged else None
    _end()
    if not dragged:
        return
    _drag["dropped_at"] = time.monotonic()
    if cell is not None:
        app.tap_cell(cell)
    else:
        app.render()


def _end() -> None:
    """Forget the press; remove the floating copy and the drop highlight."""
    if _drag["ghost"] is not None:
        _drag["ghost"].remove()
    if _drag["over"]:
        dom.by_id(f"cell-{_drag['over']}").classList.remove("drop-over")
    if _drag["source"] is not None:
        _drag["source"].classList.remove("dragging")
    _drag.update(start=None, pointer=None, index=None, source=None, ghost=None, over=None)
