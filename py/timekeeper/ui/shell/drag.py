"""Dragging a piece of one's hand (a tile, a card) onto a place on the table, with a finger
or a mouse (pointer events), for every game.

An element marked ``data-drag="<value>"`` can be dragged onto elements marked
``data-drop="<value>"``. A press that moves more than a few pixels becomes a drag: the
game's view is told (``on_drag_start``: the piece is taken in hand, its places light up), a
copy follows the pointer, and letting go over a drop place calls ``on_drop`` — the same as
tapping it. A press that does not move stays an ordinary tap.
"""

import time

from ..kit import dom, page

THRESHOLD = 8  # CSS px a pointer moves before a press becomes a drag
CLICK_GUARD = 0.5  # seconds after a drop during which its trailing click may arrive

_drag = {"start": None, "pointer": None, "value": None, "source": None, "ghost": None,
         "over": None, "dropped_at": None}


def bind(app) -> None:
    dom.listen(page.document, "pointerdown", lambda event: _down(app, event),
               closest=("[data-drag]",))
    dom.listen(page.document, "pointermove", lambda event: _move(app, event), passive=False)
    dom.listen(page.document, "pointerup", lambda event: _up(app, event))
    dom.listen(page.document, "pointercancel", lambda event: _end())


def just_dropped() -> bool:
    """Whether this click is the one that ends a drag (it must not count as a tap). Only the
    first click after a drop, and only right after it, is that click."""
    dropped, _drag["dropped_at"] = _drag["dropped_at"], None
    return dropped is not None and time.monotonic() - dropped < CLICK_GUARD


def _down(app, event) -> None:
    _drag["dropped_at"] = None  # a new press: whatever click comes next is its own
    piece = dom.closest(event, "[data-drag]")
    if piece is None or app.screen != "turn" or (event.pointerType == "mouse"
                                                 and event.button != 0):
        return
    _drag.update(start=(event.clientX, event.clientY), pointer=event.pointerId,
                 value=dom.attr(piece, "data-drag"), source=piece)


def _drop_at(x: float, y: float):
    found = page.document.elementFromPoint(x, y)
    if dom.is_none(found):
        return None
    place = found.closest("[data-drop]")
    return None if dom.is_none(place) else place


def _move(app, event) -> None:
    if _drag["start"] is None or event.pointerId != _drag["pointer"]:
        return
    x, y = event.clientX, event.clientY
    if _drag["ghost"] is None:
        start_x, start_y = _drag["start"]
        if abs(x - start_x) + abs(y - start_y) < THRESHOLD:
            return
        ghost = _drag["source"].cloneNode(True)
        ghost.removeAttribute("id")
        ghost.removeAttribute("data-drag")
        ghost.removeAttribute("data-action")
        ghost.classList.add("drag-ghost")
        ghost.setAttribute("aria-hidden", "true")
        page.document.body.appendChild(ghost)
        _drag["ghost"] = ghost
        _drag["source"].classList.add("dragging")
        app.view.on_drag_start(app, _drag["value"])
    event.preventDefault()
    _drag["ghost"].style.transform = f"translate({x:.0f}px, {y:.0f}px)"
    over = _drop_at(x, y)
    if over is not _drag["over"]:
        if _drag["over"] is not None:
            _drag["over"].classList.remove("drop-over")
        if over is not None:
            over.classList.add("drop-over")
        _drag["over"] = over


def _up(app, event) -> None:
    if _drag["start"] is None or event.pointerId != _drag["pointer"]:
        return
    dragged = _drag["ghost"] is not None
    value = _drag["value"]
    place = _drop_at(event.clientX, event.clientY) if dragged else None
    target = dom.attr(place, "data-drop") if place is not None else None
    _end()
    if not dragged:
        return
    _drag["dropped_at"] = time.monotonic()
    if target is not None:
        app.view.on_drop(app, value, target)
    else:
        app.render()


def _end() -> None:
    """Forget the press; remove the floating copy and the drop highlight."""
    if _drag["ghost"] is not None:
        _drag["ghost"].remove()
    if _drag["over"] is not None:
        _drag["over"].classList.remove("drop-over")
    if _drag["source"] is not None:
        _drag["source"].classList.remove("dragging")
    _drag.update(start=None, pointer=None, value=None, source=None, ghost=None, over=None)
