"""The page as the UI sees it: ``document``, ``window`` and the three helpers of
``pyscript.ffi`` (create_proxy, to_js, is_none), wherever Python runs. The page is passed
in (``attach``), and the UI reads ``page.document`` and ``page.window`` when it uses them.

In the browser this module attaches the page itself at import. On the main thread
``document`` and ``window`` are PyScript's own. In a worker (where the page is cross-origin
isolated: static/js/preshell.js) every value read from the page would cross to the worker,
and an element or any other object costs some 7 ms there (Pyodide asks each new object
many questions, each a round trip to the main thread), text and numbers a quarter of a
millisecond. So there ``document`` and ``window`` are :class:`Handle` objects: the shell
uses them as it would the page's objects, and each step is one call of
``window.tkDom`` (static/js/bridge.js) that takes and gives only text and numbers. On
CPython there is no ``pyscript``: the prerender (tools/prerender.py) and the UI tests
(tests/ui/tablet.py) attach a fake page (tools/fakedom.py), and the three helpers give
Python's values as they are.
"""

import json

try:
    import pyscript
except ImportError:  # CPython: no browser, a page is attached (attach)
    pyscript = None

IN_WORKER = bool(getattr(pyscript, "RUNNING_IN_WORKER", False))


class Handle:
    """An object of the page held by name ("document", "window", "html", "r<n>"):
    reading an attribute gets its value (objects as new handles), a method is called with
    its arguments as JSON (at most one Python function among them), ``new(...)`` constructs.
    A handle the page gave ("r<n>") is let go of when Python no longer holds it."""

    __slots__ = ("_handle", "_owned")

    def __init__(self, handle: str, owned: bool = False):
        object.__setattr__(self, "_handle", handle)
        object.__setattr__(self, "_owned", owned)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        if name in _METHODS:
            return _Method(self, name)
        value = _answer(_bridge("get")(self._handle, name))
        if isinstance(value, _Function):  # a method not listed: read each time (a name may
            return _Method(self, name, value)  # be a method here, a property elsewhere)
        return value

    def __setattr__(self, name, value) -> None:
        _bridge("set")(self._handle, name, _json(value))

    def new(self, *args):
        return _Method(self, "new")(*args)

    def __del__(self) -> None:
        if self._owned:
            _dropped.append(self._handle)


class _Function(Handle):
    """A function of the page as first read (see Handle.__getattr__)."""

    __slots__ = ()


class _Method:
    """A function of the page as a method of its owner: called with the owner as ``this``;
    ``new(...)`` constructs it (window.Blob.new); its own attributes are read from it
    (window.URL.createObjectURL)."""

    __slots__ = ("owner", "name", "_function")

    def __init__(self, owner: Handle, name: str, function: "_Function | None" = None):
        self.owner, self.name, self._function = owner, name, function

    def _itself(self) -> Handle:
        if self._function is None:
            self._function = _answer(_bridge("get")(self.owner._handle, self.name))
        return self._function

    def new(self, *args):
        return self._itself().new(*args)

    def __getattr__(self, name):
        if name.startswith("__") or name in _Method.__slots__:
            raise AttributeError(name)
        return getattr(self._itself(), name)

    def __call__(self, *args):
        fn = next((a for a in args if callable(a) and not isinstance(a, (Handle, _Method))),
                  None)
        if fn is not None and not _is_js(fn):
            fn = _lasting(fn)
        return _answer(_bridge("call")(self.owner._handle, self.name, _json(list(args)), fn))


def _is_js(value) -> bool:
    try:
        from pyodide.ffi import JsProxy
    except ImportError:  # not in Pyodide (a stand-in page)
        return True
    return isinstance(value, JsProxy)


def _lasting(fn):
    """A Python function the page may call later (a timer, a listener): kept alive."""
    proxy = create_proxy(fn)
    _kept.append(proxy)
    return proxy


class PageEvent:
    """An event as the page told it (static/js/bridge.js listen): its fields, and its target
    as a handle. Its default action is the page's to stop, at once (static/js/page-events.js):
    ``preventDefault`` here is too late and does nothing."""

    def __init__(self, fields: dict):
        target = fields.pop("target", None)
        found = fields.pop("closest", None) or {}
        self.__dict__.update(fields)
        self.target = _decode(target)
        # what the page found for the listener's `closest` selectors (dom.closest reads it)
        self.found = {selector: _decode(match) for selector, match in found.items()}

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return None  # a field this kind of event does not have

    def preventDefault(self) -> None:  # noqa: N802 (DOM naming)
        pass

    def stopPropagation(self) -> None:  # noqa: N802
        pass


# The methods the shell calls on the page's objects: called without first reading them.
_METHODS = frozenset({
    "getElementById", "querySelector", "closest", "getAttribute", "hasAttribute",
    "setSelectionRange", "getItem", "setItem", "removeItem", "key"})
_dropped: list = []  # handles Python let go of: dropped with the next effect
_calls: dict = {}
_entry: list = []  # window.tkDomCall, read once


def _bridge(name: str):
    """``tkDom.<name>`` of static/js/bridge.js, called through ``window.tkDomCall``: the one
    function of the page that crosses to the worker (each object or function crossing costs
    Pyodide's questions, 40 to 90 round trips to the main thread; reading ``tkDom`` and each
    of its functions cost over 600 while Python took over)."""
    fn = _calls.get(name)
    if fn is None:
        if not _entry:
            _entry.append(pyscript.window.tkDomCall)

        def fn(*args, _name=name, _call=_entry[0]):
            return _call(_name, *args)

        _calls[name] = fn
    return fn


def _json(value) -> str:
    return json.dumps(_encode(value), separators=(",", ":"))


def _encode(value):
    if isinstance(value, Handle):
        return {"$": value._handle}
    if isinstance(value, _Method):
        return {"$": value._itself()._handle}
    if isinstance(value, (list, tuple)):
        return [_encode(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _encode(v) for k, v in value.items()}
    if callable(value):
        return {"$fn": 1}
    return value


def _answer(text):
    return _decode(json.loads(str(text)) if text is not None else None)


def _decode(value):
    if isinstance(value, dict):
        if "a" in value:
            return Described(value["$"], value["a"], value.get("v"), value.get("o"))
        if "$l" in value:
            return _List([_decode(v) for v in value["$l"]], Handle(value["$"], owned=True))
        if "$" in value:
            return Handle(value["$"], owned=True)
        if "$f" in value:
            return _Function(value["$f"], owned=True)
    return value


class Described(Handle):
    """An element that came with an event (static/js/bridge.js, ``described``): a handle,
    whose attributes and field value are read as they were when the player acted, with no
    round trip; anything else reaches the page's element."""

    __slots__ = ("_attrs", "_value", "_open")

    def __init__(self, handle: str, attrs: dict, value, is_open=None):
        super().__init__(handle, owned=True)
        object.__setattr__(self, "_attrs", attrs)
        object.__setattr__(self, "_value", value)
        object.__setattr__(self, "_open", is_open)

    def getAttribute(self, name):  # noqa: N802 (DOM naming)
        return self._attrs.get(str(name))

    def hasAttribute(self, name) -> bool:  # noqa: N802
        return str(name) in self._attrs

    def __getattr__(self, name):
        if name == "value" and self._value is not None:
            return self._value
        if name == "open" and self._open is not None:
            return self._open
        return super().__getattr__(name)


class _List(list):
    """A NodeList or an array of the page as the shell reads one: its items (``length``,
    ``item(i)``), and the page's list itself for anything else (``push``)."""

    def __init__(self, items: list, itself: Handle):
        super().__init__(items)
        self.itself = itself

    def __getattr__(self, name):
        if name.startswith("__") or name == "itself":
            raise AttributeError(name)
        return getattr(self.itself, name)

    @property
    def length(self) -> int:
        return len(self)

    def item(self, index: int):
        return self[index]


def tell(name: str, *args) -> None:
    """An effect on the page that Python waits for no answer of: ``tkDom.<name>(*args)`` of
    static/js/bridge.js, given text and numbers only (a part drawn, a focus to move, ...). A
    stand-in page does the same with its own ``tkEffects`` (tools/fakedom.py)."""
    if IN_WORKER:
        drop_released()
        _bridge(name)(*args)
        return
    effects = getattr(window, "tkEffects", None)  # a stand-in page's
    getattr(effects if effects is not None else window.tkDom, name)(*args)


def ask(name: str, *args):
    """What the page answers: ``tkDom.<name>(*args)`` of static/js/bridge.js (text), or a
    stand-in page's ``tkEffects`` (tools/fakedom.py). Only what Python reads once, as it
    starts (the device: device.py)."""
    if IN_WORKER:
        return _bridge(name)(*args)
    effects = getattr(window, "tkEffects", None)
    return getattr(effects if effects is not None else window.tkDom, name)(*args)


def drop_released() -> None:
    """Tell the page which handles Python let go of (called with each effect)."""
    if _dropped:
        handles, _dropped[:] = list(_dropped), []
        _bridge("drop")(json.dumps(handles))


def listen(where: str, event: str, handler, options: dict) -> None:
    """``handler(PageEvent)`` on each ``event`` of ``where`` ("document", "window", a part's
    id), from the moment the page took the pre-shell's place on. ``options`` may hold,
    besides addEventListener's, ``closest`` (selectors the page matches the event's target
    against: ``PageEvent.found``) and ``only`` (the event is told only when one matched)."""
    def told(text):
        handler(PageEvent(json.loads(str(text))))

    proxy = create_proxy(told)
    _kept.append(proxy)
    _bridge("listen")(where, event, proxy, json.dumps(options) if options else "")


_kept: list = []


document = None  # the page the UI draws on and listens to (attach)
window = None
_of_the_page: list = []  # what modules keep of the attached page (of_the_page)


def attach(new_document, new_window) -> None:
    """Make ``new_document`` and ``new_window`` the page of the UI, which reads
    ``page.document`` and ``page.window`` each time it uses them. In the browser this module
    attaches PyScript's own at import (handles in a worker); on CPython the prerender
    (tools/prerender.py) and the UI tests (tests/ui/tablet.py) attach a page of
    tools/fakedom.py. What modules kept of the page before (of_the_page) is forgotten; the
    rest of a tab's state (the saves it read and wrote, the moves it showed moving) belongs
    to the tab's Python, as in the browser, where a new tab is a new Python."""
    global document, window
    document, window = new_document, new_window
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
    """``container`` (a dict, list or set a module keeps of the page: its parts found, the
    proxies of its listeners), emptied when another page is attached; returned."""
    _of_the_page.append(container)
    return container


if IN_WORKER:
    from pyscript.ffi import create_proxy

    def to_js(value, *_rest):
        return value

    def is_none(value) -> bool:
        return value is None

    attach(Handle("document"), Handle("window"))
elif pyscript is not None:
    from pyscript.ffi import create_proxy, is_none, to_js  # noqa: F401

    attach(pyscript.document, pyscript.window)
else:  # CPython: the attached page's values are Python's own
    def create_proxy(function):
        return function

    def to_js(value, *_rest, **_options):
        return value

    def is_none(value) -> bool:
        return value is None
