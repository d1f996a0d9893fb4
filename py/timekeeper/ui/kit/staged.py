"""Elements drawn in Python first and made in the page in one step.

Each call from Python to the page costs a crossing, and from Python in a worker
(docs/python-off-main-thread.md) a round trip to the main thread: drawing a screen element by
element would take 1-2.6 s there. So ``dom.h`` returns a :class:`Staged` element, an element
still in Python (tag, attributes, properties, children); the moment it is put in the page
(``dom.add``) the whole tree is sent once, as JSON, to ``tkDom.build``
(static/js/bridge.js), which makes the elements with createElement, setAttribute and text
nodes: text is never parsed as HTML.

A staged element built so stays the handle of the element it became: reading or setting
anything else on it afterwards (focus(), className, textContent, setAttribute) reaches the
page's element. The page's parts are drawn otherwise, as markup morphed in (``dom.draw``):
an element drawn there is the page's, and reaching it through its staged element is refused
(RuntimeError); the shell finds it by its selector. Where the page has no ``tkDom`` (the
prerender's and the unit tests' stand-in pages) the same trees are made with the document's
own calls, a part's from its markup.
"""

import json

from . import page

SVG_NS = "http://www.w3.org/2000/svg"
# The HTML elements that have no content and no end tag.
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"})

_DRAWN = "drawn"  # the handle of an element drawn as markup (dom.draw): none to reach
_OWN = ("tag", "ns", "attrs", "props", "children", "_batch", "_handle", "_real")


class _Batch:
    """The elements one build made: the page keeps their handles while Python holds one."""

    __slots__ = ("number",)

    def __init__(self, number: int):
        self.number = number

    def __del__(self) -> None:
        page._dropped.append(f"b{self.number}")


class Staged:
    """An element not yet in the page (see the module's docstring)."""

    __slots__ = _OWN

    def __init__(self, tag: str, ns: str | None = None):
        for name, value in (("tag", tag), ("ns", ns), ("attrs", {}), ("props", {}),
                            ("children", []), ("_batch", None), ("_handle", None),
                            ("_real", None)):
            object.__setattr__(self, name, value)

    # ---------------------------------------------------------------- while staged
    @property
    def staged(self) -> bool:
        return self._handle is None and self._real is None

    @property
    def handle(self) -> str:
        """Its handle in the page (made on its own first if it was never put in)."""
        if self._handle == _DRAWN:
            raise RuntimeError(f"<{self.tag}> was drawn as markup: find it in the page by its "
                               "selector")
        if self.staged:
            build(None, [self])
        return self._handle

    def setAttribute(self, name, value) -> None:  # noqa: N802 (DOM naming)
        if self.staged:
            self.attrs[str(name)] = str(value)
        else:
            self.real.setAttribute(name, value)

    def getAttribute(self, name):  # noqa: N802
        if self.staged:
            return self.attrs.get(str(name))
        return self.real.getAttribute(name)

    def removeAttribute(self, name) -> None:  # noqa: N802
        if self.staged:
            self.attrs.pop(str(name), None)
        else:
            self.real.removeAttribute(name)

    def appendChild(self, child):  # noqa: N802
        if self.staged:
            self.children.append(child)
        else:
            from . import dom

            dom.add(self, child)
        return child

    def __setattr__(self, name, value) -> None:
        if name in _OWN:
            object.__setattr__(self, name, value)
        elif not self.staged:
            setattr(self.real, name, value)
        elif name == "className":
            self.attrs["class"] = str(value)
        elif name == "textContent":
            self.children[:] = [str(value)] if str(value) else []
        else:
            self.props[name] = value

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.real, name)

    # ------------------------------------------------------------ once in the page
    @property
    def real(self):
        """The page's element it became (in a worker, a page.Handle of it)."""
        if self._real is None:
            object.__setattr__(self, "_real", page.element(self.handle))
        return self._real


def _spec(node: Staged, order: list) -> list:
    """``node`` as JSON-ready lists, numbering it and its staged children in pre-order."""
    order.append(node)
    kids = []
    for child in node.children:
        kids.append(_spec(child, order) if isinstance(child, Staged) else str(child))
    attrs = [part for pair in node.attrs.items() for part in pair]
    props = [part for pair in node.props.items() for part in pair]
    return [node.tag, node.ns or "", attrs, props, kids]


def _maker():
    """``tkDom`` of static/js/bridge.js, or None on a stand-in page without it."""
    if page.IN_WORKER:
        return True
    maker = getattr(page.window, "tkDom", None) if page.window is not None else None
    return None if maker is None or page.is_none(maker) else maker


def _target(parent):
    """What the page's build takes as the parent: a handle in a worker, else the element."""
    if parent is None:
        return None
    if isinstance(parent, Staged):
        return parent.handle if page.IN_WORKER else parent.real
    if isinstance(parent, page.Handle):
        return parent._handle
    return parent


def build(parent, nodes: list) -> None:
    """Make ``nodes`` (staged elements and text) in the page in one step, appended to
    ``parent`` (a page element; None: made on their own)."""
    order = []
    specs = [_spec(node, order) if isinstance(node, Staged) else str(node) for node in nodes]
    if _maker() is None:
        for node, made in zip(order, _build_here(parent, specs), strict=True):
            object.__setattr__(node, "_real", made)
        return
    page.drop_released()
    text = json.dumps(specs, separators=(",", ":"))
    if page.IN_WORKER:
        number = int(page._bridge("build")(_target(parent), text))
    else:
        number = int(page.window.tkDom.build(_target(parent), text))
    batch = _Batch(number)
    for index, node in enumerate(order):
        object.__setattr__(node, "_batch", batch)
        object.__setattr__(node, "_handle", f"b{number}.{index}")


def change(changes: list) -> None:
    """Set properties and attributes of many elements in one step: ``changes`` holds
    (element, {property: value}, {attribute: value}). Staged elements take them in Python,
    those already made in the page (and the page's objects a worker holds by handle) all
    together (``tkDom.change``)."""
    items = []
    for node, props, attrs in changes:
        if isinstance(node, Staged) and node._handle is not None and _maker() is not None:
            items.append([node._handle, props, {k: str(v) for k, v in attrs.items()}])
            continue
        if isinstance(node, page.Handle):  # a page object held by handle (in a worker)
            items.append([node._handle, props, {k: str(v) for k, v in attrs.items()}])
            continue
        for name, value in props.items():
            setattr(node, name, value)
        for name, value in attrs.items():
            node.setAttribute(name, value)
    if items:
        text = json.dumps(items, separators=(",", ":"))
        if page.IN_WORKER:
            page._bridge("change")(text)
        else:
            page.window.tkDom.change(text)


def _build_here(parent, specs: list) -> list:
    """The same as static/js/bridge.js, with the document's own calls (stand-in pages)."""
    document = page.document
    made = []

    def make(spec):
        tag, ns, attrs, props, kids = spec
        node = document.createElementNS(ns, tag) if ns else document.createElement(tag)
        made.append(node)
        for i in range(0, len(attrs), 2):
            node.setAttribute(attrs[i], attrs[i + 1])
        for kid in kids:
            node.appendChild(document.createTextNode(kid) if isinstance(kid, str) else make(kid))
        for i in range(0, len(props), 2):
            setattr(node, props[i], props[i + 1])
        return node

    target = parent.real if isinstance(parent, Staged) else parent
    for spec in specs:
        node = document.createTextNode(spec) if isinstance(spec, str) else make(spec)
        if target is not None:
            target.appendChild(node)
    return made


def drawn(nodes: list) -> None:
    """Mark ``nodes`` and everything in them as drawn as markup (see the module's docstring)."""
    for node in nodes:
        if isinstance(node, Staged):
            object.__setattr__(node, "_handle", _DRAWN)
            drawn(node.children)
