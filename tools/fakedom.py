"""A small page in plain Python, for the shell's code on CPython: the prerender draws the first
screens with it (tools/prerender.py) and the UI tests play whole games on it (tests/ui/).

It is never shipped (tools/build_site.py zips only py/). It holds just what the shell and the
views use of a browser's page, kept close to the DOM's own behaviour where the shell relies on
it:

- elements with attributes, children and text (text never parsed as HTML), serialised to HTML
  (``html()``, ``inner_html()``) and made from the markup the shell draws a part with
  (``morph``, as static/js/bridge.js does, without keeping what was there), found by the
  selectors the shell writes (compounds such as ``button.lit[data-action="x"]`` joined by
  spaces, ``>`` or commas; ``:not(...)`` of one compound);
- events: ``addEventListener`` records, ``dispatchEvent`` runs the capture phase (document
  down to the target's parent), the target, then bubbles (target, ancestors, document,
  window); ``preventDefault``/``defaultPrevented``, ``stopPropagation``. A click's default
  actions follow when not prevented: a submit button submits its form, a ``<summary>`` opens
  or closes its ``<details>`` (a ``toggle`` event);
- form fields: ``value`` (an ``<input>``'s, a ``<textarea>``'s, a ``<select>``'s: the chosen
  ``<option>``), ``files`` of a file input (:class:`File`: a game record chosen is read by
  the page's own listener and told to Python, as static/js/bridge.js does: Effects.send_file);
- ``<dialog>``: ``showModal``/``close`` (``open``), focus and ``document.activeElement``
  (the body when the focused element left the page);
- the window: ``localStorage`` (:class:`Storage`, which several windows may share: a write
  in one queues a ``storage`` event in the others, as two tabs of one browser), timers and
  animation frames in a queue the caller runs (``run_timers``), ``navigator.language``,
  ``matchMedia`` (answers set in ``window.media``), ``console`` (kept in
  ``window.console.messages``);
- the effects Python tells the page (``window.tkEffects``, :class:`Effects`: what
  static/js/bridge.js does): the focus moved after a drawing or along the lit places, the
  dialog opened and closed, an element brought into view, a file offered to save (kept in
  ``window.downloads``), the storage told once as Python starts and Python's writes made
  only where the key holds what Python believes (a refused write told by a "tkstored" event
  at the window's next turn).

Anything else a window has is missing here (AttributeError), as it is in a browser that lacks
it: speech stays silent unless the caller gives the window a :class:`SpeechSynthesis` and
``SpeechSynthesisUtterance = Utterance``.
"""

from __future__ import annotations

import base64
import html
import json
import re
from collections import deque
from html.parser import HTMLParser

SVG_NS = "http://www.w3.org/2000/svg"
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}
BLOCK = {"address", "article", "aside", "blockquote", "dd", "details", "dialog", "div", "dl",
         "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4",
         "h5", "h6", "header", "hr", "legend", "li", "main", "nav", "ol", "p", "pre", "section",
         "summary", "table", "tr", "ul", "br", "option"}


class NodeList(list):
    """A NodeList as the shell reads one: a list with ``length`` and ``item(i)``."""

    @property
    def length(self) -> int:
        return len(self)

    def item(self, index: int):
        return self[index] if 0 <= index < len(self) else None


# --------------------------------------------------------------------------- nodes
class Text:
    def __init__(self, text: str):
        self.data = str(text)
        self.parent = None

    def html(self) -> str:
        return html.escape(self.data, quote=False)

    @property
    def textContent(self) -> str:  # noqa: N802 (DOM naming)
        return self.data


class Dataset:
    def __init__(self, element):
        object.__setattr__(self, "_element", element)

    @staticmethod
    def _key(name: str) -> str:
        return "data-" + re.sub(r"[A-Z]", lambda m: "-" + m.group().lower(), name)

    def __setattr__(self, name, value):
        self._element.setAttribute(self._key(name), str(value))

    def __getattr__(self, name):
        return self._element.getAttribute(self._key(name))


class ClassList:
    def __init__(self, element):
        self._element = element

    def _names(self) -> list:
        return (self._element.getAttribute("class") or "").split()

    def _set(self, names: list) -> None:
        self._element.setAttribute("class", " ".join(names))

    def contains(self, name) -> bool:
        return name in self._names()

    def add(self, *names) -> None:
        self._set(self._names() + [n for n in names if n not in self._names()])

    def remove(self, *names) -> None:
        self._set([n for n in self._names() if n not in names])

    def toggle(self, name, force=None) -> bool:
        on = (name not in self._names()) if force is None else bool(force)
        (self.add if on else self.remove)(name)
        return on


class Style:
    """Inline style: properties kept as set (nothing is laid out here)."""

    def setProperty(self, name, value, *_priority):  # noqa: N802
        self.__dict__[name] = value

    def removeProperty(self, name):  # noqa: N802
        self.__dict__.pop(name, None)


class EventTarget:
    """What listens to events: an element, the document, the window (``listeners``: (kind,
    handler, capture) triples)."""

    def addEventListener(self, kind, handler, options=None):  # noqa: N802
        self.listeners.append((str(kind), handler, _capture(options)))

    def removeEventListener(self, kind, handler, options=None):  # noqa: N802
        entry = (str(kind), handler, _capture(options))
        if entry in self.listeners:
            self.listeners.remove(entry)

    def dispatchEvent(self, event) -> bool:  # noqa: N802
        return dispatch(self, event)


class Element(EventTarget):
    """Just enough of a DOM element for the shell's drawing and the players' taps."""

    _REFLECT = {"id": "id", "className": "class", "lang": "lang", "title": "title",
                "htmlFor": "for", "type": "type", "href": "href", "download": "download",
                "name": "name", "role": "role", "accept": "accept"}
    _FLAGS = {"hidden", "open", "disabled", "selected", "checked", "required", "multiple"}

    def __init__(self, tag: str, document=None):
        d = self.__dict__
        d["tagName"] = tag.upper()
        d["tag"] = tag.lower()  # createElementNS keeps the case
        d["attrs"] = {}
        d["childNodes"] = NodeList()
        d["parent"] = None
        d["dataset"] = Dataset(self)
        d["classList"] = ClassList(self)
        d["style"] = Style()
        d["ownerDocument"] = document
        d["listeners"] = []  # (type, handler, capture)
        d["files"] = NodeList()

    # attributes
    def setAttribute(self, name, value):  # noqa: N802
        self.attrs[str(name)] = str(value)

    def getAttribute(self, name):  # noqa: N802
        return self.attrs.get(str(name))

    def removeAttribute(self, name):  # noqa: N802
        self.attrs.pop(str(name), None)

    def hasAttribute(self, name):  # noqa: N802
        return str(name) in self.attrs

    def toggleAttribute(self, name, force=None):  # noqa: N802
        on = (name not in self.attrs) if force is None else bool(force)
        if on:
            self.attrs[name] = ""
        else:
            self.attrs.pop(name, None)
        return on

    def __setattr__(self, name, value):
        if name in self._REFLECT:
            self.setAttribute(self._REFLECT[name], value)
        elif name in self._FLAGS:
            if value:
                self.setAttribute(name, "")
            else:
                self.removeAttribute(name)
        elif name == "textContent":
            self._clear()
            if str(value):
                self.appendChild(Text(value))
        elif name == "value":
            self._set_value(str(value))
        else:
            self.__dict__[name] = value

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        if name in self._REFLECT:
            return self.attrs.get(self._REFLECT[name], "")
        if name in self._FLAGS:
            return name in self.attrs
        if name == "textContent":
            return "".join(child.textContent for child in self.childNodes)
        if name == "value":
            return self._value()
        raise AttributeError(name)

    # form fields
    def _value(self) -> str:
        if self.tag == "textarea":
            return self.textContent
        if self.tag == "select":
            chosen = self._chosen_option()
            return "" if chosen is None else chosen.value
        if self.tag == "option":
            value = self.attrs.get("value")
            return self.textContent if value is None else value
        return self.attrs.get("value", "")

    def _set_value(self, value: str) -> None:
        if self.tag == "textarea":
            self.textContent = value
        elif self.tag == "select":
            for option in self.querySelectorAll("option"):
                option.selected = option.value == value
        elif self.tag == "input" and self.attrs.get("type") == "file":
            if value == "":  # the only value a page may give a file input
                self.__dict__["files"] = NodeList()
        else:
            self.setAttribute("value", value)

    def _chosen_option(self):
        options = self.querySelectorAll("option")
        return next((o for o in options if o.selected), options[0] if options else None)

    # children
    @property
    def children(self) -> NodeList:
        return NodeList(c for c in self.childNodes if isinstance(c, Element))

    @property
    def parentElement(self):  # noqa: N802
        return self.parent

    def _clear(self):
        for child in self.childNodes:
            child.parent = None
        self.childNodes.clear()

    def appendChild(self, child):  # noqa: N802
        if child.parent is not None:
            child.parent.childNodes.remove(child)
        child.parent = self
        self.childNodes.append(child)
        return child

    def append(self, *children):
        for child in children:
            self.appendChild(child if not isinstance(child, str) else Text(child))

    def remove(self):
        if self.parent is not None:
            self.parent.childNodes.remove(self)
            self.parent = None

    def contains(self, other) -> bool:
        while other is not None:
            if other is self:
                return True
            other = other.parent
        return False

    def isSameNode(self, other) -> bool:  # noqa: N802
        return other is self

    def cloneNode(self, deep=False):  # noqa: N802
        copy = Element(self.tag, self.ownerDocument)
        copy.__dict__["tag"] = self.tag
        copy.attrs.update(self.attrs)
        if deep:
            for child in self.childNodes:
                copy.appendChild(child.cloneNode(True) if isinstance(child, Element)
                                 else Text(child.data))
        return copy

    @property
    def isConnected(self) -> bool:  # noqa: N802
        node = self
        while node.parent is not None:
            node = node.parent
        document = self.ownerDocument
        return document is not None and node is document.documentElement

    # focus, dialogs, taps
    def focus(self, *_options):
        if self.ownerDocument is not None and self.isConnected:
            self.ownerDocument.focused = self
            self.ownerDocument.lost = None  # a focusin: the page forgets what a drawing took

    def blur(self):
        if self.ownerDocument is not None and self.ownerDocument.focused is self:
            self.ownerDocument.focused = None

    def showModal(self):  # noqa: N802
        self.open = True

    def show(self):
        self.open = True

    def close(self, *_value):
        if self.open:
            self.open = False
            self.dispatchEvent(Event("close", bubbles=False))

    def click(self):
        """A click: the event, then (unless prevented) the default action of what was
        clicked (see the module's docstring). A disabled control takes no click."""
        control = self.closest("button, input, select, textarea")
        if control is not None and control.disabled:
            return
        event = Event("click")
        self.dispatchEvent(event)
        if not event.defaultPrevented:
            _default_action(self)

    def scrollIntoView(self, *_options):  # noqa: N802
        return None

    def getBoundingClientRect(self):  # noqa: N802
        return Rect()

    def setSelectionRange(self, *_range):  # noqa: N802
        return None

    # queries
    def _elements(self):
        for child in self.childNodes:
            if isinstance(child, Element):
                yield child
                yield from child._elements()

    def querySelector(self, selector):  # noqa: N802
        for element in self._elements():
            if matches(element, selector):
                return element
        return None

    def querySelectorAll(self, selector):  # noqa: N802
        return NodeList(e for e in self._elements() if matches(e, selector))

    def matches(self, selector) -> bool:
        return matches(self, selector)

    def closest(self, selector):
        node = self
        while node is not None:
            if matches(node, selector):
                return node
            node = node.parent
        return None

    def morph(self, markup: str) -> None:
        """What the page's morph does (static/js/bridge.js): this element holds what
        ``markup`` says, parsed as HTML; made anew (a stand-in has no focus, caret or typing
        to keep that the shell would not draw again)."""
        document = self.ownerDocument
        had = document.activeElement
        key = had.getAttribute("data-focus") if had is not document.body and self.contains(
            had) else None
        self._clear()
        reader = _MarkupReader(document, self)
        reader.feed(markup)
        reader.close()
        if key and document.activeElement is document.body:
            document.lost = key  # the focus went with the element: see Effects.focus

    # HTML
    def inner_html(self) -> str:
        return "".join(child.html() for child in self.childNodes)

    def html(self) -> str:
        attrs = "".join(f' {name}="{html.escape(value, quote=True)}"'
                        for name, value in self.attrs.items())
        if self.tag in VOID:
            return f"<{self.tag}{attrs}>"
        return f"<{self.tag}{attrs}>{self.inner_html()}</{self.tag}>"

    def __repr__(self) -> str:
        return f"<{self.tag} {' '.join(f'{k}={v!r}' for k, v in self.attrs.items())}>"


class _MarkupReader(HTMLParser):
    """Markup made into elements of ``document`` under ``target``, as a page's parser would
    (SVG's elements in SVG's namespace)."""

    def __init__(self, document, target):
        super().__init__(convert_charrefs=True)
        self.document, self.open, self.svg_depth = document, [target], 0

    def handle_starttag(self, tag, attrs):
        if tag == "svg" or self.svg_depth:
            node = self.document.createElementNS(SVG_NS, tag)
            self.svg_depth += 1
        else:
            node = self.document.createElement(tag)
        for name, value in attrs:
            node.setAttribute(name, "" if value is None else value)
        self.open[-1].appendChild(node)
        if tag not in VOID or self.svg_depth:
            self.open.append(node)

    def handle_endtag(self, tag):
        if self.svg_depth:
            self.svg_depth -= 1
        self.open.pop()

    def handle_data(self, data):
        self.open[-1].appendChild(self.document.createTextNode(data))


class Rect:
    x = y = top = left = right = bottom = width = height = 0


def shown(node) -> bool:
    """Whether a player can see ``node``: in the page, no ``hidden`` on it or around it, not
    inside a closed dialog or details (but its summary). The CSS is not read: what it hides
    by class is still "shown" here."""
    if not isinstance(node, Element) or not node.isConnected:
        return False
    child = None
    while node is not None:
        if "hidden" in node.attrs:
            return False
        if node.tag == "dialog" and "open" not in node.attrs:
            return False
        if node.tag == "details" and "open" not in node.attrs and child is not None \
                and child.tag != "summary":
            return False
        child, node = node, node.parent
    return True


def visible_text(node) -> str:
    """The text a player reads in ``node`` (as a browser's innerText, roughly): what is
    shown, blocks on lines of their own, spaces collapsed."""
    parts: list = []

    def walk(current):
        for child in current.childNodes:
            if isinstance(child, Text):
                parts.append(child.data)
            elif _shown_here(child):
                block = child.tag in BLOCK
                if block:
                    parts.append("\n")
                walk(child)
                if block:
                    parts.append("\n")

    walk(node)
    lines = (" ".join(line.split()) for line in "".join(parts).split("\n"))
    return "\n".join(line for line in lines if line)


def _shown_here(element) -> bool:
    if "hidden" in element.attrs or (element.tag == "dialog" and "open" not in element.attrs):
        return False
    return element.tag not in ("script", "style", "template")


# --------------------------------------------------------------------------- events
class Event:
    """An event: its ``type``, ``target``, ``currentTarget``, and any fields given (``key``,
    ``shiftKey``, ``newValue``...); a field it was not given reads as None."""

    def __init__(self, kind: str, bubbles: bool = True, **fields):
        self.type = kind
        self.bubbles = bubbles
        self.target = None
        self.currentTarget = None
        self.defaultPrevented = False
        self._stopped = False
        self.__dict__.update(fields)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return None

    def preventDefault(self) -> None:  # noqa: N802
        self.defaultPrevented = True

    def stopPropagation(self) -> None:  # noqa: N802
        self._stopped = True

    def stopImmediatePropagation(self) -> None:  # noqa: N802
        self._stopped = True


def _capture(options) -> bool:
    if isinstance(options, dict):
        return bool(options.get("capture"))
    return bool(options)


def _path(target) -> list:
    """The target, its ancestors, then (once in the page) the document and the window."""
    path, node = [], target
    while node is not None:
        path.append(node)
        node = getattr(node, "parent", None)
    document = getattr(target, "ownerDocument", None)
    if isinstance(target, Element) and document is not None and target.isConnected:
        path.append(document)
        if document.defaultView is not None:
            path.append(document.defaultView)
    return path


def dispatch(target, event) -> bool:
    """Run ``event`` through the listeners on its way (see the module's docstring); False if
    a listener prevented its default."""
    event.target = target
    path = _path(target)
    stages = [(node, True) for node in reversed(path[1:])] + [(target, None)]
    if event.bubbles:
        stages += [(node, False) for node in path[1:]]
    for node, capture in stages:
        event.currentTarget = node
        for kind, handler, on_capture in list(getattr(node, "listeners", ())):
            if kind == event.type and (capture is None or on_capture == capture):
                handler(event)
        if event._stopped:
            break
    return not event.defaultPrevented


def _default_action(clicked) -> None:
    summary = clicked.closest("summary")
    if summary is not None and summary.parent is not None and summary.parent.tag == "details":
        details = summary.parent
        details.open = not details.open
        details.dispatchEvent(Event("toggle", bubbles=False))
        return
    button = clicked.closest("button")
    if button is not None and button.getAttribute("type") in (None, "submit"):
        form = button.closest("form")
        if form is not None:
            form.dispatchEvent(Event("submit"))


class Download:
    """A file the page offered to save: its name and its text."""

    def __init__(self, name: str, text: str):
        self.name, self.text = name, text

    def __repr__(self) -> str:
        return f"Download({self.name!r}, {len(self.text)} characters)"


# --------------------------------------------------------------------------- the document
PAGE_PARTS = (("brand-game", "span"), ("topnav", "nav"), ("table", "section"),
              ("panel", "section"), ("coach", "div"), ("live", "div"), ("dialog", "dialog"))


class Document(EventTarget):
    """The page: <html><body> with the parts index.html gives the shell (#brand-game,
    #topnav, #table, #panel, #coach, #live, #dialog). What is said in #live is kept, sentence by
    sentence, in ``said``."""

    def __init__(self):
        self.listeners = []
        self.defaultView = None
        self.focused = None
        self.lost = None  # the data-focus of the element a drawing took away with the focus
        self.said: list = []
        self.documentElement = Element("html", self)
        self.body = Element("body", self)
        self.documentElement.appendChild(self.body)
        for ident, tag in PAGE_PARTS:
            node = LiveRegion(self) if ident == "live" else Element(tag, self)
            node.id = ident
            self.body.appendChild(node)

    @property
    def activeElement(self):  # noqa: N802
        focused = self.focused
        return focused if focused is not None and focused.isConnected else self.body

    def createElement(self, tag):  # noqa: N802
        return Element(tag, self)

    def createElementNS(self, _namespace, tag):  # noqa: N802
        element = Element(tag, self)
        element.__dict__["tag"] = tag  # SVG names keep their case (viewBox...)
        return element

    def createTextNode(self, text):  # noqa: N802
        return Text(text)

    def getElementById(self, ident):  # noqa: N802
        return self.documentElement.querySelector(f"#{ident}")

    def querySelector(self, selector):  # noqa: N802
        return self.documentElement.querySelector(selector)

    def querySelectorAll(self, selector):  # noqa: N802
        return self.documentElement.querySelectorAll(selector)

    def elementFromPoint(self, _x, _y):  # noqa: N802
        return None  # nothing is laid out here


class LiveRegion(Element):
    """The polite live region: each sentence written into it is also kept in the
    document's ``said`` (what a screen reader reads out)."""

    def __init__(self, document):
        super().__init__("div", document)

    def __setattr__(self, name, value):
        super().__setattr__(name, value)
        if name == "textContent" and str(value) and self.ownerDocument is not None:
            self.ownerDocument.said.append(str(value))


# --------------------------------------------------------------------------- selectors
_COMPOUND = re.compile(r"""([a-zA-Z][\w-]*)|\*|#([\w-]+)|\.([\w-]+)"""
                       r"""|\[([\w-]+)(?:([~^$*|]?=)["']?([^"'\]]*)["']?)?\]"""
                       r"""|:not\(([^)]*)\)|:([\w-]+)""")


def _attr_matches(actual, op: str, wanted: str) -> bool:
    if op == "=":
        return actual == wanted
    if op == "~=":
        return wanted in actual.split()
    if op == "^=":
        return actual.startswith(wanted)
    if op == "$=":
        return actual.endswith(wanted)
    if op == "*=":
        return wanted in actual
    return actual == wanted or actual.startswith(wanted + "-")  # |=


def _compound_matches(element, compound: str) -> bool:
    for tag, ident, cls, attr, op, value, negated, pseudo in _COMPOUND.findall(compound):
        if tag and element.tag.lower() != tag.lower():
            return False
        if ident and element.attrs.get("id") != ident:
            return False
        if cls and cls not in element.attrs.get("class", "").split():
            return False
        if attr and (attr not in element.attrs
                     or (op and not _attr_matches(element.attrs[attr], op, value))):
            return False
        if negated and _compound_matches(element, negated):
            return False
        if pseudo and not _pseudo(element, pseudo):
            return False
    return True


def _pseudo(element, name: str) -> bool:
    if name == "checked":
        return "checked" in element.attrs or "selected" in element.attrs
    if name == "disabled":
        return "disabled" in element.attrs
    if name == "first-child":
        return element.parent is not None and element.parent.children[0] is element
    if name == "last-child":
        return element.parent is not None and element.parent.children[-1] is element
    raise ValueError(f"fakedom: the selector :{name} is not known here")


def _split(selector: str) -> list:
    """A complex selector as [compound, combinator, compound, ...] (combinators " ", ">")."""
    tokens = re.findall(r"""\s*>\s*|\s+|(?:[^\s>\[(]|\[[^\]]*\]|\([^)]*\))+""", selector.strip())
    out = []
    for token in tokens:
        if token.strip() == ">":
            out.append(">")
        elif not token.strip():
            if out and out[-1] not in (" ", ">"):
                out.append(" ")
        else:
            out.append(token)
    return out


def _matches_from(element, parts: list) -> bool:
    if not _compound_matches(element, parts[-1]):
        return False
    if len(parts) == 1:
        return True
    combinator, rest = parts[-2], parts[:-2]
    node = element.parent
    if combinator == ">":
        return isinstance(node, Element) and _matches_from(node, rest)
    while isinstance(node, Element):
        if _matches_from(node, rest):
            return True
        node = node.parent
    return False


def _alternatives(selector: str) -> list:
    """A selector list split at its top-level commas (not those inside :not(...))."""
    out, depth, current = [], 0, ""
    for char in selector:
        depth += char in "([" and 1 or char in ")]" and -1 or 0
        if char == "," and depth == 0:
            out.append(current)
            current = ""
        else:
            current += char
    return out + [current]


def matches(element, selector: str) -> bool:
    """Whether ``element`` matches ``selector`` (the forms in the module's docstring)."""
    if not isinstance(element, Element):
        return False
    return any(parts and _matches_from(element, parts)
               for parts in (_split(alternative) for alternative in _alternatives(selector)))


# --------------------------------------------------------------------------- the window
class QuotaExceededError(Exception):
    """What a browser raises when its storage refuses a write (full, or forbidden)."""


class Storage:
    """One browser's localStorage, shared by its tabs (windows): ``refuse(key)`` may be set
    to make writes fail (a full storage). Writes made here directly (``set``, ``delete``:
    another program, a tab that never tells) reach no window; writes through a window's
    ``localStorage`` queue a ``storage`` event in every other window that shares it."""

    def __init__(self, items: dict | None = None):
        self.items: dict = dict(items or {})
        self.windows: list = []
        self.refuse = lambda _key: False

    def get(self, key):
        return self.items.get(key)

    def set(self, key, value) -> None:
        self.items[str(key)] = str(value)

    def delete(self, key) -> None:
        self.items.pop(key, None)


class LocalStorage:
    """``window.localStorage``: the shared :class:`Storage` seen from one window."""

    def __init__(self, storage: Storage, window):
        self._storage, self._window = storage, window

    @property
    def length(self) -> int:
        return len(self._storage.items)

    def key(self, index: int):
        keys = list(self._storage.items)
        return keys[index] if 0 <= index < len(keys) else None

    def getItem(self, key):  # noqa: N802
        return self._storage.items.get(str(key))

    def setItem(self, key, value):  # noqa: N802
        key, value = str(key), str(value)
        if self._storage.refuse(key):
            raise QuotaExceededError(f"the storage refused {key}")
        old = self._storage.items.get(key)
        self._storage.items[key] = value
        self._tell(key, old, value)

    def removeItem(self, key):  # noqa: N802
        key = str(key)
        if key in self._storage.items:
            old = self._storage.items.pop(key)
            self._tell(key, old, None)

    def _tell(self, key, old, new) -> None:
        for window in self._storage.windows:
            if window is not self._window and old != new:
                window.tasks.append(lambda w=window: w.dispatchEvent(
                    Event("storage", bubbles=False, key=key, oldValue=old, newValue=new)))


class Console:
    def __init__(self):
        self.messages: list = []

    def log(self, *args):
        self.messages.append(("log", " ".join(map(str, args))))

    def warn(self, *args):
        self.messages.append(("warn", " ".join(map(str, args))))

    def error(self, *args):
        self.messages.append(("error", " ".join(map(str, args))))


class MediaQuery:
    def __init__(self, matches: bool):
        self.matches = matches

    def addEventListener(self, *_args):  # noqa: N802
        return None





class SoundLog(list):
    """``window.timekeeperSounds``: the sounds played (Effects.sound pushes their names); also
    ``window.tkMotionPlans``, the motion plans (lists of steps) the shell gave the page."""

    def push(self, item):
        self.append(item if isinstance(item, list) else str(item))


class StorageManager:
    """``navigator.storage``: ``persist()`` noted in ``asked`` (the browser grants it)."""

    def __init__(self):
        self.asked = 0

    def persist(self):
        self.asked += 1
        return True


class Navigator:
    def __init__(self, language: str):
        self.language = language
        self.userAgent = "fakedom"
        self.storage = StorageManager()


class File:
    """A file chosen in a file input: its name and bytes (``unreadable``: reading fails)."""

    def __init__(self, name: str, data: bytes, kind: str = "application/json",
                 unreadable: bool = False):
        self.name, self.data, self.type, self.unreadable = name, data, kind, unreadable
        self.size = len(data)


class Voice:
    def __init__(self, lang: str, local: bool = True):
        self.lang, self.localService, self.name = lang, local, f"voice {lang}"


class SpeechSynthesis(EventTarget):
    """``window.speechSynthesis`` where a test gives the page one (the window has none):
    the voices it lists (``voices``: language tags), and what it was asked to say
    (``spoken``: the utterances' text)."""

    def __init__(self, voices: tuple = ()):
        self.listeners = []
        self.voices = NodeList(Voice(lang) for lang in voices)
        self.spoken: list = []

    def getVoices(self):  # noqa: N802
        return self.voices

    def speak(self, utterance) -> None:
        self.spoken.append(utterance.text)

    def cancel(self) -> None:
        return None


class Utterance:
    """``window.SpeechSynthesisUtterance``: ``Utterance.new(text)``."""

    def __init__(self, text: str):
        self.text = str(text)

    @classmethod
    def new(cls, text):
        return cls(text)


STORAGE_PREFIX = "timekeeper."  # the keys the page tells Python of (Effects.storage)
STORAGE_PROBE = "timekeeper.probe"


class Effects:
    """What static/js/bridge.js does for the effects Python tells the page (page.tell)."""

    TYPING = ('input:not([type=file]):not([type=checkbox]):not([type=radio]):'
              'not([type=button]):not([type=submit]), textarea')

    def __init__(self, window: Window):
        self.window = window
        self.refused: dict = {}  # key -> (the value refused, what the key held then)

    @property
    def document(self) -> Document:
        return self.window.document

    def morph(self, part: str, markup: str) -> None:
        self.document.getElementById(part).morph(markup)

    def part(self, part: str, props: str) -> None:
        node = self.document.getElementById(part)
        for name, value in json.loads(props).items():
            if name in ("hidden", "scrollTop"):
                setattr(node, name, value)
            else:
                node.setAttribute(name, value)

    def toTop(self) -> None:  # noqa: N802
        self.window.scrollTo(0, 0)
        self.document.getElementById("panel").scrollTop = 0

    def announce(self, sentence: str) -> None:
        live = self.document.getElementById("live")
        live.textContent = ""
        live.textContent = sentence

    def warn(self, text: str) -> None:
        self.window.console.warn(text)

    def motionBegin(self, plan: str) -> None:  # noqa: N802
        self.window.tkMotionPlans.push(json.loads(plan))

    def motionEnd(self) -> None:  # noqa: N802
        """The plan is played (a stand-in page plays nothing)."""

    def mark(self, attrs: str) -> None:
        root = self.document.documentElement
        for name, value in json.loads(attrs).items():
            if value is None:
                root.removeAttribute(name)
            else:
                root.setAttribute(name, value)

    def focus(self, key: str, unless_typing: bool) -> None:
        """The focus to the element whose data-focus (or id) is ``key``, else the heading;
        no key: back where a drawing took it from (see Element.morph)."""
        document = self.document
        active = document.activeElement
        if unless_typing and active is not document.body and active.matches(self.TYPING):
            return
        key, document.lost = key or document.lost, None
        if not key:
            return
        found = (document.querySelector(f'[data-focus="{key}"]')
                 or document.getElementById(key) or document.querySelector("#panel h2"))
        if found is not None:
            found.focus()

    def dialog(self, class_name: str, key: str) -> None:
        """The dialog opened with that class, the focus on its button ``key``; no class:
        closed."""
        dialog = self.document.getElementById("dialog")
        if not class_name:
            if dialog.open:
                dialog.close()
            return
        dialog.className = class_name
        dialog.setAttribute("aria-labelledby", "dialog-title")
        if not dialog.open:
            dialog.showModal()
        self.focusIn(f'#dialog [data-focus="{key}"]')

    def reveal(self, selector: str) -> None:
        found = self.document.querySelector(selector)
        if found is not None:
            found.scrollIntoView()

    def focusNext(self, selector: str, step: int) -> None:  # noqa: N802
        found = list(self.document.querySelectorAll(selector))
        if not found:
            return
        active = self.document.activeElement
        index = next((i for i, place in enumerate(found) if place is active), None)
        target = (0 if step > 0 else -1) if index is None else (index + step) % len(found)
        found[target].focus()

    def file_chosen(self, event) -> None:
        """The page's own listener (bridge.js): a game record chosen in "Load a game" once
        Python is ready is read and told to Python ("tkfile"), the field emptied."""
        field = event.target
        root = self.document.documentElement
        if not field.matches('#panel input[type=file][data-input="record"]') or \
                root.getAttribute("data-state") != "ready":
            return
        files = field.__dict__.get("files") or NodeList()
        field.value = ""
        if len(files):
            self.send_file(files[0])

    def send_file(self, file) -> None:
        """The file read at the window's next turn, the page busy meanwhile: its bytes (in
        base64) or an error, in a "tkfile" event on the document."""
        self.document.documentElement.setAttribute("aria-busy", "true")

        def told():
            detail = {"error": True} if file.unreadable else {
                "bytes": base64.b64encode(file.data).decode()}
            self.document.dispatchEvent(Event("tkfile", detail=json.dumps(detail)))

        self.window.tasks.append(told)

    def readRecord(self) -> None:  # noqa: N802
        """A stand-in page has no pre-shell: no record kept."""

    def storage(self) -> str:
        """The start answer of the page's storage (kit/storage.py), from this window: every
        entry whose key begins with ``timekeeper.``, and whether a write works (a probe
        written and removed; the storage's ``refuse`` may refuse it)."""
        found = self.window.localStorage
        try:
            found.setItem(STORAGE_PROBE, "1")
            found.removeItem(STORAGE_PROBE)
            usable = True
        except QuotaExceededError:
            usable = False
        keys = [found.key(i) for i in range(found.length)]
        return json.dumps({"usable": usable, "items": {
            key: found.getItem(key) for key in keys if key.startswith(STORAGE_PREFIX)}})

    def store(self, key: str, value, expected: str, copied_to=None) -> None:
        """Python's write of ``key`` (``value`` None: its removal), made only where the key
        holds what Python believes (``expected``, JSON), or what it held when the page last
        refused Python's write of it, unheard yet; ``copied_to``: only where that key holds
        what this one does (a move aside). Otherwise, or if the storage refuses, a
        "tkstored" event is queued: {"key", "value" (held now), "refused": "elsewhere" or
        "full"}; a write that works after a refused one is told too (no "refused")."""
        found = self.window.localStorage
        now, was = found.getItem(key), json.loads(expected)
        missed = self.refused.get(key)
        if now != was and (missed is None or missed != (was, now)):
            self._stored(key, "elsewhere")
            return
        if copied_to is not None and found.getItem(copied_to) != now:
            self._stored(key, "full")
            return
        try:
            if value is None:
                found.removeItem(key)
            else:
                found.setItem(key, value)
        except QuotaExceededError:
            self.refused[key] = (value, now)
            self._stored(key, "full")
            return
        if self.refused.pop(key, None) is not None:
            self._stored(key, None)

    def _stored(self, key: str, refused: str | None) -> None:
        """A "tkstored" event queued at the window's next turn, with what ``key`` holds now."""
        detail = {"key": key, "value": self.window.localStorage.getItem(key)}
        if refused is not None:
            detail["refused"] = refused
        self.window.tasks.append(lambda: self.document.dispatchEvent(
            Event("tkstored", detail=json.dumps(detail))))

    def takeOver(self) -> None:  # noqa: N802
        """A stand-in page has no pre-shell: Python draws its own first screen."""

    def caret(self) -> None:
        """No pre-shell, so no caret to put back."""

    def device(self) -> str:
        """What the page tells of the device (kit/device.py), from this window."""
        window = self.window
        synth = getattr(window, "speechSynthesis", None)
        query = {"reducedMotion": "(prefers-reduced-motion: reduce)",
                 "keyboard": "(hover: hover) and (pointer: fine)",
                 "standalone": "(display-mode: standalone)"}
        return json.dumps({
            "language": window.navigator.language, "userAgent": window.navigator.userAgent,
            "iosStandalone": getattr(window.navigator, "standalone", None) is True,
            "speech": synth is not None,
            "voices": [voice.lang for voice in synth.getVoices()] if synth is not None else [],
            **{name: window.matchMedia(media).matches for name, media in query.items()}})

    def keepStorage(self) -> None:  # noqa: N802
        manager = getattr(self.window.navigator, "storage", None)
        if manager is not None:
            manager.persist()

    def speak(self, _tag: str, words: str) -> None:
        synth = getattr(self.window, "speechSynthesis", None)
        if synth is not None:
            synth.speak(Utterance(words))

    def sound(self, kind: str) -> None:
        """A sound played: its name kept in ``window.timekeeperSounds`` (none where the
        device asks for reduced motion)."""
        if not self.window.matchMedia("(prefers-reduced-motion: reduce)").matches:
            self.window.timekeeperSounds.push(kind)

    def download(self, filename: str, content: str, _mime: str) -> None:
        """The file the page offers: kept in ``window.downloads``."""
        self.window.downloads.append(Download(filename, content))

    def focusIn(self, selector: str) -> None:  # noqa: N802 (the page's naming)
        found = self.document.querySelector(selector)
        if found is not None:
            found.focus()


class Window(EventTarget):
    """A tab's window (see the module's docstring). ``media`` answers matchMedia: a query
    not listed there does not match."""

    def __init__(self, document: Document | None = None, storage: Storage | None = None,
                 lang: str = "en"):
        self.listeners = []
        self.document = document or Document()
        self.document.defaultView = self
        self.navigator = Navigator(lang)
        self.storage = storage or Storage()
        self.storage.windows.append(self)
        self.localStorage = LocalStorage(self.storage, self)
        self.console = Console()
        self.media: dict = {}
        self.tasks: deque = deque()  # events of other tabs, to run at this tab's next turn
        self.timers: list = []  # [due, number, function, args]
        self.clock = 0.0  # ms, moved on only by run_timers
        self._number = 0
        self.downloads: list = []
        self.timekeeperSounds = SoundLog()
        self.tkMotionPlans = SoundLog()  # the motion plans the shell gave (kit/motion.py)
        self.tkEffects = Effects(self)
        self.document.addEventListener("change", self.tkEffects.file_chosen)

    def close(self) -> None:
        """The tab is closed: it hears no more storage events."""
        if self in self.storage.windows:
            self.storage.windows.remove(self)

    def matchMedia(self, query):  # noqa: N802
        return MediaQuery(bool(self.media.get(str(query), False)))

    def scrollTo(self, *_args):  # noqa: N802
        return None

    def setTimeout(self, function, delay=0, *args):  # noqa: N802
        self._number += 1
        self.timers.append([self.clock + float(delay or 0), self._number, function, args])
        return self._number

    def clearTimeout(self, number):  # noqa: N802
        self.timers = [timer for timer in self.timers if timer[1] != number]

    def requestAnimationFrame(self, function):  # noqa: N802
        return self.setTimeout(lambda: function(self.clock), 16)

    def cancelAnimationFrame(self, number):  # noqa: N802
        self.clearTimeout(number)

    def run_tasks(self) -> int:
        """Run the events queued by other tabs; how many ran."""
        count = 0
        while self.tasks:
            self.tasks.popleft()()
            count += 1
        return count

    def run_timers(self, most: int = 1000) -> int:
        """Run the timers and frames due, in time order (the clock jumps to each), and the
        ones they start, up to ``most``; how many ran."""
        count = 0
        while self.timers and count < most:
            self.timers.sort(key=lambda timer: (timer[0], timer[1]))
            due, _number, function, args = self.timers.pop(0)
            self.clock = max(self.clock, due)
            function(*args)
            count += 1
        return count
