"""The page as the UI knows it: what Python tells it, and what it tells Python.

In the browser Python runs in a PyScript worker that never reaches into the page, on every
host (plain http at a classroom's LAN address too: no SharedArrayBuffer, no isolation is
needed). The two talk by messages only (static/js/bridge.js):
- Python tells the page each effect (``tell``: a part to morph, the focus, a sound, a save to
  write...), a function name and its text and numbers; it waits for no answer.
- The page tells Python what it knows at start (``started``: the device, what this tablet
  keeps, what the pre-drawn page holds), read with ``ask``; and each event Python listens to
  (``listen``), with everything Python reads of it: its fields, and its target's and matched
  elements' attributes and value (``PageEvent``, ``Element``).
py/main.py puts the shell's entries on PyScript's ``sync``, which the page calls.

On CPython there is no worker: the prerender (tools/prerender.py) and the UI tests
(tests/ui/tablet.py) connect a stand-in page (tools/stand_in_page.py), which talks to Python
by the same messages.
"""

import json

try:
    import pyscript
except ImportError:  # CPython: no browser, a stand-in page is connected (connect)
    pyscript = None

IN_WORKER = bool(getattr(pyscript, "RUNNING_IN_WORKER", False))


class Element:
    """An element that came with an event, as it was when the player acted: its attributes
    and, for a field, its value; for a <details> or a <dialog>, whether it is open."""

    __slots__ = ("_attrs", "value", "open")

    def __init__(self, attrs: dict, value=None, is_open=None):
        self._attrs, self.value, self.open = attrs, value, is_open

    def getAttribute(self, name):  # noqa: N802 (DOM naming)
        return self._attrs.get(str(name))

    def hasAttribute(self, name) -> bool:  # noqa: N802
        return str(name) in self._attrs


def _element(told):
    return None if not isinstance(told, dict) else Element(told.get("a") or {}, told.get("v"),
                                                           told.get("o"))


class PageEvent:
    """An event as the page told it (static/js/bridge.js, listen): its fields, its target
    (an :class:`Element`, or None for the document or the window), and what the page found
    for the listener's ``closest`` selectors (``found``: dom.closest reads it). Its default
    action is the page's to stop, at once (static/js/page-events.js): ``preventDefault`` here
    is too late and does nothing."""

    def __init__(self, fields: dict):
        target = fields.pop("target", None)
        found = fields.pop("closest", None) or {}
        self.__dict__.update(fields)
        self.target = _element(target)
        self.found = {selector: _element(match) for selector, match in found.items()}

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return None  # a field this kind of event does not have

    def preventDefault(self) -> None:  # noqa: N802 (DOM naming)
        pass

    def stopPropagation(self) -> None:  # noqa: N802
        pass


_told: dict = {}  # what the page told at start (started), by the name ``ask`` reads it with
_heard: list = []  # the listeners' handlers, by their number


def started(told: dict) -> None:
    """What the page tells Python as it starts, by name: ``ask(name)`` reads it."""
    _told.update(told)


def tell(name: str, *args) -> None:
    """An effect on the page that Python waits for no answer of: ``tkDom.<name>(*args)`` of
    static/js/bridge.js, given text and numbers only (a part drawn, a focus to move, ...),
    as JSON: through PyScript's ``sync`` in the browser, to the stand-in page on CPython."""
    told = json.dumps([name, *args], separators=(",", ":"))
    if IN_WORKER:
        pyscript.sync.tell(told)
        return
    _stand_in[0](told)


def ask(name: str):
    """What the page told at start under ``name`` (text: the device, what this tablet keeps,
    what the pre-drawn page holds), or None."""
    return _told.get(name)


def asked(name: str) -> dict:
    """What the page told at start under ``name`` (``ask``), as the JSON object it is; {}
    where it tells nothing that reads as one (an older page, a broken answer)."""
    try:
        told = json.loads(str(ask(name)))
    except Exception:
        return {}
    return told if isinstance(told, dict) else {}


def listen(where: str, event: str, handler, options: dict) -> None:
    """``handler(PageEvent)`` on each ``event`` of ``where`` ("document", "window", a part's
    id), from the moment the page took the pre-shell's place on. ``options`` may hold,
    besides addEventListener's, ``closest`` (selectors the page matches the event's target
    against: ``PageEvent.found``) and ``only`` (the event is told only when one matched)."""
    _heard.append(handler)
    tell("listen", where, event, len(_heard) - 1, json.dumps(options) if options else "")


def hear(number, fields) -> None:
    """The page tells listener ``number`` of an event (``fields``: JSON, see PageEvent)."""
    _heard[int(number)](PageEvent(json.loads(str(fields))))


_stand_in: list = [None]  # on CPython, the stand-in page's ``tell`` (connect)
_of_the_page: list = [_told, _heard]  # what modules keep of the page (of_the_page)


def connect(stand_in_tell) -> None:
    """On CPython, a stand-in page (tools/stand_in_page.py: the prerender, the UI tests)
    becomes the page: ``stand_in_tell(json)`` gets each effect, as the browser's page does.
    What modules kept of the page before (of_the_page) is forgotten; the rest of a tab's
    state (the saves it read and wrote, the moves it showed moving) belongs to the tab's
    Python, as in the browser, where a new tab is a new Python."""
    _stand_in[0] = stand_in_tell
    for container in _of_the_page:
        container.clear()


def python_start() -> str:
    """How this page's Python started (static/js/python-snapshot.mjs, in the thread Python runs
    in): "snapshot", from the kept memory of its first start on this device; "fresh"; "replaced"
    (started afresh: the kept start could not be restored); "" on CPython."""
    if pyscript is None:
        return ""
    import js

    return str(getattr(js, "tkPythonStart", "") or "")


def keep_python_start() -> None:
    """Python's fresh start is kept for the next visit (static/js/python-snapshot.mjs), now
    that the game is ready with it; nothing where it started from the kept one, or on CPython."""
    if pyscript is None:
        return
    import js

    keep = getattr(js, "tkKeepPythonStart", None)
    if keep is not None:
        keep()


def of_the_page(container):
    """``container`` (a dict, list or set a module keeps of the page: its parts drawn, what
    the page told), emptied when another page is connected; returned."""
    _of_the_page.append(container)
    return container
