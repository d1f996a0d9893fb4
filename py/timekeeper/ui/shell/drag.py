"""Dragging a piece of one's hand (a tile, a card) onto a place on the table, with a finger
or a mouse, for every game.

An element marked ``data-drag="<value>"`` can be dragged onto elements marked
``data-drop="<value>"``. The page moves the piece with the pointer by itself
(static/js/page-events.js, ``drag``), and tells Python two things, as "tkdrag" events whose
detail is JSON: a drag began (the game's view is told, ``on_drag_start``: the piece is taken
in hand, its places light up), and where the piece was let go (``on_drop``, the same as
tapping that place; let go anywhere else, the table is drawn again). A press that does not
move stays an ordinary tap, and the click that ends a drag is not one (the page drops it).
"""

import json

from ..kit import dom


def bind(app) -> None:
    dom.listen("document", "tkdrag", lambda event: _told(app, event))


def _told(app, event) -> None:
    try:
        told = json.loads(str(event.detail))
        kind, value = told["kind"], str(told["value"])
    except (ValueError, KeyError, TypeError):
        return
    if app.view is None or app.screen != "turn":
        return
    if kind == "start":
        app.view.on_drag_start(app, value)
    elif kind == "drop":
        target = told.get("target")
        if target is not None:
            app.view.on_drop(app, value, str(target))
        else:
            app.render()
