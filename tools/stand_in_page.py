"""The page, for the shell's Python on CPython: the prerender (tools/prerender.py) and the UI
tests (tests/ui/tablet.py) run the app on it. It talks to Python by the very messages the
browser's page does (static/js/bridge.js, py/main.py), and nothing else:

- it begins Python with what it knows (``app.begin``: the device, what the tablet keeps),
  then lets it draw (``app.take_over``: no pre-drawn page here);
- it carries out each effect Python tells it (``page.tell``, JSON: a part morphed, the
  focus, a sound, a save to write, ...), by the methods named as bridge.js's functions;
- it tells Python of each event Python listens to (``page.hear``), with what bridge.js
  gives: its fields, its target's attributes, value and open state, the elements matching
  the listener's ``closest`` selectors; the default actions page-events.js stops are stopped.

What Python draws is parsed as HTML by BeautifulSoup (html.parser) into the page's tree, and
read with its CSS selectors (soupsieve): ``select``, ``find``, ``shown``, ``visible_text``.
What a browser does beyond that is kept small: a field's value (typed, or its markup's),
the focus (kept through a drawing on the element with the same data-focus, as idiomorph
keeps the element), a <details> or <dialog>'s open state, and the storage shared by the tabs
of one browser (:class:`Storage`).
"""

from __future__ import annotations

import base64
import json
from collections import deque
from pathlib import Path

import soupsieve
from bs4 import BeautifulSoup, NavigableString, Tag

INDEX = Path(__file__).resolve().parent.parent / "index.html"
# The page's own parts, which Python draws into (ui/kit/dom.py, PAGE_PARTS): index.html's
# elements of those ids, as the page has them before Python draws (empty, hidden or not).
PARTS = ("brand-game", "topnav", "table", "panel", "coach", "live", "dialog")
BLOCK = {"address", "article", "aside", "blockquote", "dd", "details", "dialog", "div", "dl",
         "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4",
         "h5", "h6", "header", "hr", "legend", "li", "main", "nav", "ol", "p", "pre", "section",
         "summary", "table", "tr", "ul", "br", "option"}
# The event fields bridge.js tells Python (listen).
FIELDS = ("type", "key", "shiftKey", "ctrlKey", "metaKey", "altKey", "clientX", "clientY",
          "pointerId", "pointerType", "button", "detail", "newValue", "oldValue", "newState")
TYPING = ('input:not([type=file]):not([type=checkbox]):not([type=radio]):'
          'not([type=button]):not([type=submit]), textarea')
# page-events.js: the keys that move the focus along a row of the hand, and where.
ALONG = ("[data-cell], [data-action=tile], [data-action=card], [data-action=take], "
         "[data-action=pick]")
ROWS = "[data-action=tile], [data-action=card], [data-action=take], [data-action=pick]"
ALONG_KEYS = {"ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"}
NOT_BUBBLING = {"toggle", "focus", "blur"}
STORAGE_PREFIX = "timekeeper."
RECORD_FIELD = '#panel input[type=file][data-input="record"]'


def parse(markup: str) -> BeautifulSoup:
    """``markup`` parsed as HTML (a class stays one attribute, as the DOM keeps it)."""
    return BeautifulSoup(markup, "html.parser", multi_valued_attributes=None)


def _parts_of_the_page() -> str:
    """The page Python starts on: index.html's parts, emptied of what the build fills in."""
    index = parse(INDEX.read_text(encoding="utf-8"))
    parts = []
    for ident in PARTS:
        part = index.find(id=ident)
        part.clear()
        parts.append(str(part))
    return "<html><body>" + "".join(parts) + "</body></html>"


PAGE = _parts_of_the_page()


def shown(node) -> bool:
    """Whether a player can see ``node``: in the page, no ``hidden`` on it or around it, not
    inside a closed dialog or details (but its summary). The CSS is not read: what it hides
    by class is still "shown" here."""
    if not isinstance(node, Tag):
        return False
    child = None
    while node is not None and node.name != "[document]":
        if node.has_attr("hidden"):
            return False
        if node.name == "dialog" and not node.has_attr("open"):
            return False
        if node.name == "details" and not node.has_attr("open") and child is not None \
                and child.name != "summary":
            return False
        child, node = node, node.parent
    return node is not None


def visible_text(node) -> str:
    """The text a player reads in ``node`` (as a browser's innerText, roughly): what is
    shown, blocks on lines of their own, spaces collapsed."""
    parts: list = []

    def walk(current):
        for child in current.children:
            if isinstance(child, NavigableString):
                parts.append(str(child))
            elif isinstance(child, Tag) and not child.has_attr("hidden") \
                    and not (child.name == "dialog" and not child.has_attr("open")) \
                    and child.name not in ("script", "style", "template"):
                block = child.name in BLOCK
                parts.append("\n" if block else "")
                walk(child)
                parts.append("\n" if block else "")

    walk(node)
    lines = (" ".join(line.split()) for line in "".join(parts).split("\n"))
    return "\n".join(line for line in lines if line)


def accessible_name(node) -> str:
    """A control's name as a screen reader says it: its aria-label, else its text."""
    label = node.get("aria-label")
    return label if label else " ".join(visible_text(node).split())


def value_of(field) -> str:
    """A field's value, as the DOM's ``value``: what was typed or chosen in it, else what
    its markup gives (a <select>: its selected option, else its first)."""
    typed = field.__dict__.get("typed")
    if typed is not None:
        return typed
    if field.name == "textarea":
        return field.get_text()
    if field.name == "select":
        options = field.find_all("option")
        chosen = next((o for o in options if o.has_attr("selected")), options[0] if options
                      else None)
        return "" if chosen is None else chosen.get("value", chosen.get_text())
    return field.get("value", "")


def set_value(field, value: str) -> None:
    """A field given ``value`` by the player (typed, or chosen in a <select>)."""
    if field.name == "select":
        for option in field.find_all("option"):
            if option.get("value", option.get_text()) == value:
                option["selected"] = ""
            elif option.has_attr("selected"):
                del option["selected"]
        return
    field.__dict__["typed"] = value


class Storage:
    """One browser's localStorage, shared by its tabs (pages): ``refuse(key)`` may be set to
    make writes fail (a full storage). ``set`` and ``delete`` are writes from outside (another
    program, a tab that never tells): no page hears them. A page's own write (Python's
    ``store``) is heard by the other pages (a ``storage`` event)."""

    def __init__(self, items: dict | None = None):
        self.items: dict = dict(items or {})
        self.pages: list = []
        self.refuse = lambda _key: False

    def get(self, key):
        return self.items.get(key)

    def set(self, key, value) -> None:
        self.items[str(key)] = str(value)

    def delete(self, key) -> None:
        self.items.pop(key, None)


class File:
    """A file chosen in a file input: its name and bytes (``unreadable``: reading fails)."""

    def __init__(self, name: str, data: bytes, unreadable: bool = False):
        self.name, self.data, self.unreadable = name, data, unreadable


class Download:
    """A file the page offered to save: its name and its text."""

    def __init__(self, name: str, text: str):
        self.name, self.text = name, text

    def __repr__(self) -> str:
        return f"Download({self.name!r}, {len(self.text)} characters)"


class Page:
    """One tab's page (see the module's docstring). ``media`` answers the device's media
    queries by name ("keyboard", "reducedMotion", "standalone"); ``voices``: the language
    tags of the voices speech synthesis has (None: the browser cannot speak);
    ``keeps_storage``: whether the browser has navigator.storage (the room server's plain
    http has none)."""

    def __init__(self, storage: Storage | None = None, *, lang: str = "en",
                 media: dict | None = None, user_agent: str = "stand-in",
                 voices: tuple | None = None, ios_standalone: bool = False,
                 keeps_storage: bool = True):
        self.soup = parse(PAGE)
        self.root = self.soup.html
        self.body = self.soup.body
        self.storage = storage if storage is not None else Storage()
        self.storage.pages.append(self)
        self.lang, self.media, self.user_agent = lang, dict(media or {}), user_agent
        self.voices, self.ios_standalone = voices, ios_standalone
        self.keeps_storage = keeps_storage
        self.hear = None  # Python's entry for events (connect)
        self.listeners: list = []  # (where, type, number, capture, closest, only)
        self.tasks: deque = deque()  # what this page does at its next turn
        self.focused = None
        self.lost = None  # the data-focus of the element a drawing took away with the focus
        self.refused: dict = {}  # key -> (the value refused, what the key held then)
        self.said: list = []
        self.sounds: list = []
        self.motions: list = []
        self.downloads: list = []
        self.console: list = []
        self.spoken: list = []
        self.keep_asked = 0  # how often the browser was asked to keep the storage
        self.drawn: dict = {}  # part -> the markup Python last drew in it

    # ------------------------------------------------------------------ Python's start
    def connect(self, app, page) -> None:
        """Python begins with what the page knows, listens, then draws (as bridge.js's
        connect): ``app`` and ``page`` are the tab's modules ``timekeeper.ui.shell.app`` and
        ``timekeeper.ui.kit.page``, the entries py/main.py gives the browser's page."""
        page.connect(self.tell)
        self.hear = page.hear
        app.begin(json.dumps({"device": self.device(), "storage": self.storage_now()}))
        app.take_over(None)

    def device(self) -> str:
        """What the page tells of the device (kit/device.py)."""
        return json.dumps({
            "language": self.lang, "userAgent": self.user_agent,
            "iosStandalone": self.ios_standalone, "speech": self.voices is not None,
            "voices": list(self.voices or ()),
            "reducedMotion": bool(self.media.get("reducedMotion")),
            "keyboard": bool(self.media.get("keyboard")),
            "standalone": bool(self.media.get("standalone"))})

    def storage_now(self) -> str:
        """What the page tells of the storage as Python starts (kit/storage.py): every
        entry whose key begins with ``timekeeper.``, and whether a write works."""
        items = self.storage.items
        return json.dumps({"usable": not self.storage.refuse("timekeeper.probe"), "items": {
            key: value for key, value in items.items() if key.startswith(STORAGE_PREFIX)}})

    def close(self) -> None:
        """The tab is closed: it hears no more of the other tabs."""
        if self in self.storage.pages:
            self.storage.pages.remove(self)

    # ------------------------------------------------------------------ finding
    def select(self, selector: str) -> list:
        return self.soup.select(selector)

    def find(self, selector: str):
        return self.soup.select_one(selector)

    def part(self, ident: str):
        return self.soup.find(id=ident)

    @property
    def active(self):
        """The focused element (the body when the focused element left the page)."""
        node = self.focused
        while node is not None and node is not self.soup:
            node = node.parent
        return self.focused if node is self.soup else self.body

    # ------------------------------------------------------------------ Python's effects
    def tell(self, told: str) -> None:
        """An effect Python tells the page: JSON [name, ...arguments] (bridge.js, tell)."""
        name, *args = json.loads(told)
        getattr(self, "do_" + name)(*args)

    def do_morph(self, ident: str, markup: str) -> None:
        """The part holds what ``markup`` says; the focus stays on the element of the same
        data-focus (idiomorph keeps it), else is lost until ``focus`` puts it back."""
        self.drawn[ident] = markup
        node = self.part(ident)
        active = self.active
        key = active.get("data-focus") if active is not self.body and self._inside(
            active, node) else None
        node.clear()
        for child in list(parse(markup).contents):
            node.append(child.extract())
        if key:
            again = node.select_one(f'[data-focus="{key}"]')
            if again is not None and self.focused.name == again.name:
                again.__dict__["typed"] = self.focused.__dict__.get("typed")
            self.focused = again
            if again is None:
                self.lost = key

    @staticmethod
    def _inside(node, container) -> bool:
        while node is not None:
            if node is container:
                return True
            node = node.parent
        return False

    def do_part(self, ident: str, props: str) -> None:
        node = self.part(ident)
        for name, value in json.loads(props).items():
            if name == "scrollTop":
                continue
            if name == "hidden":
                if value:
                    node["hidden"] = ""
                elif node.has_attr("hidden"):
                    del node["hidden"]
            else:
                node[name] = str(value)

    def do_mark(self, attrs: str) -> None:
        for name, value in json.loads(attrs).items():
            if value is None:
                if self.root.has_attr(name):
                    del self.root[name]
            else:
                self.root[name] = str(value)

    def do_listen(self, where: str, kind: str, number: int, options: str) -> None:
        told = json.loads(options) if options else {}
        self.listeners.append((where, kind, number, bool(told.get("capture")),
                               tuple(told.get("closest") or ()), bool(told.get("only"))))

    def do_announce(self, sentence: str) -> None:
        self.part("live").string = sentence
        self.said.append(sentence)

    def do_warn(self, text: str) -> None:
        self.console.append(("warn", text))

    def do_motionBegin(self, plan: str) -> None:  # noqa: N802 (bridge.js's naming)
        self.motions.append(json.loads(plan))

    def do_motionEnd(self) -> None:  # noqa: N802
        """The plan is played (nothing moves here)."""

    def do_focus(self, key: str, unless_typing: bool) -> None:
        """The focus to the element whose data-focus (or id) is ``key``, else the heading;
        no key: back where a drawing took it from."""
        if unless_typing and self.active is not self.body and soupsieve.match(TYPING,
                                                                               self.active):
            return
        key, self.lost = key or self.lost, None
        if not key:
            return
        found = (self.find(f'[data-focus="{key}"]') or self.part(key)
                 or self.find("#panel h2"))
        if found is not None:
            self.focused = found

    def do_focusIn(self, selector: str) -> None:  # noqa: N802
        found = self.find(selector)
        if found is not None:
            self.focused = found

    def do_focusNext(self, selector: str, step: int) -> None:  # noqa: N802
        found = self.select(selector)
        if not found:
            return
        index = next((i for i, place in enumerate(found) if place is self.focused), None)
        self.focused = found[(0 if step > 0 else -1) if index is None
                             else (index + step) % len(found)]

    def do_dialog(self, class_name: str, key: str) -> None:
        """The dialog opened with that class, the focus on its button ``key``; no class:
        closed."""
        dialog = self.part("dialog")
        if not class_name:
            if dialog.has_attr("open"):
                del dialog["open"]
            return
        dialog["class"] = class_name
        dialog["aria-labelledby"] = "dialog-title"
        dialog["open"] = ""
        self.do_focusIn(f'#dialog [data-focus="{key}"]')

    def do_reveal(self, selector: str) -> None:
        """Brought into view (nothing is laid out here)."""

    def do_toTop(self) -> None:  # noqa: N802
        """Scrolled to the top (nothing is laid out here)."""

    def do_caret(self) -> None:
        """No pre-drawn page, so no caret to put back."""

    def do_readRecord(self) -> None:  # noqa: N802
        """No pre-drawn page, so no record kept by it."""

    def do_keepStorage(self) -> None:  # noqa: N802
        if self.keeps_storage:
            self.keep_asked += 1

    def do_speak(self, _tag: str, words: str) -> None:
        if self.voices is not None:
            self.spoken.append(words)

    def do_sound(self, kind: str) -> None:
        """A sound played: its name kept (none where the device asks for reduced motion)."""
        if not self.media.get("reducedMotion"):
            self.sounds.append(kind)

    def do_download(self, filename: str, content: str, _mime: str) -> None:
        self.downloads.append(Download(filename, content))

    def do_store(self, key: str, value, expected: str, copied_to=None) -> None:
        """Python's write of ``key`` (``value`` None: its removal), made only where the key
        holds what Python believes (``expected``, JSON), or what it held when the page last
        refused Python's write of it, unheard yet; ``copied_to``: only where that key holds
        what this one does (a move aside). Otherwise, or if the storage refuses, a
        "tkstored" event at the page's next turn: {"key", "value" (held now), "refused":
        "elsewhere" or "full"}; a write that works after a refused one is told too."""
        items = self.storage.items
        now, was = items.get(key), json.loads(expected)
        missed = self.refused.get(key)
        if now != was and (missed is None or missed != (was, now)):
            self._stored(key, "elsewhere")
            return
        if copied_to is not None and items.get(copied_to) != now:
            self._stored(key, "full")
            return
        if value is not None and self.storage.refuse(key):
            self.refused[key] = (value, now)
            self._stored(key, "full")
            return
        if value is None:
            items.pop(key, None)
        else:
            items[key] = value
        for other in self.storage.pages:
            if other is not self and now != value:
                other.tasks.append(lambda other=other: other.dispatch(
                    None, "storage", key=key, oldValue=now, newValue=value))
        if self.refused.pop(key, None) is not None:
            self._stored(key, None)

    def _stored(self, key: str, refused: str | None) -> None:
        detail = {"key": key, "value": self.storage.items.get(key)}
        if refused is not None:
            detail["refused"] = refused
        self.tasks.append(lambda: self.dispatch(self.soup, "tkstored",
                                                detail=json.dumps(detail)))

    # ------------------------------------------------------------------ events to Python
    def dispatch(self, target, kind: str, **fields) -> bool:
        """An event of ``kind`` on ``target`` (an element; the page's soup: the document;
        None: the window), told to each listener of Python on its way, capture then bubble
        (bridge.js, listen); the default actions page-events.js stops are stopped. True
        unless its default action was stopped."""
        element = target if isinstance(target, Tag) and target is not self.soup else None
        prevented = element is not None and self._stopped_by_the_page(element, kind, fields)
        path, node = [], element
        while node is not None and node is not self.soup:
            path.append(node)
            node = node.parent
        ids = [node.get("id") for node in path]
        wheres = ids + ([] if target is None else ["document"]) + ["window"]
        bubbles = kind not in NOT_BUBBLING
        stages = [(where, True) for where in reversed(wheres[1:])] + [(wheres[0], None)]
        if bubbles:
            stages += [(where, False) for where in wheres[1:]]
        for where, capture in stages:
            for place, event, number, on_capture, selectors, only in list(self.listeners):
                if place != where or event != kind or (capture is not None
                                                       and on_capture != capture):
                    continue
                told = self._described_event(element, kind, fields, prevented, selectors,
                                             only)
                if told is not None:
                    self.hear(number, told)
        return not prevented

    def _described_event(self, element, kind, fields, prevented, selectors, only):
        found = {}
        for selector in selectors:
            match = soupsieve.closest(selector, element) if element is not None else None
            found[selector] = _described(match) if match is not None else None
        if only and not any(found.values()):
            return None
        seen = {"defaultPrevented": prevented, "type": kind}
        seen.update({name: value for name, value in fields.items() if name in FIELDS})
        seen["target"] = _described(element) if element is not None else None
        if selectors:
            seen["closest"] = found
        return json.dumps(seen)

    def _stopped_by_the_page(self, element, kind: str, fields: dict) -> bool:
        """What page-events.js stops at once: a form sent from the panel, a tap on an action
        button, and the keys that move along a row of the hand (moved here, as there)."""
        if kind == "submit":
            return soupsieve.closest("#panel", element) is not None
        if kind == "click":
            return soupsieve.closest("[data-action]", element) is not None
        if kind == "keydown" and fields.get("key") in ALONG_KEYS and not any(
                fields.get(name) for name in ("ctrlKey", "metaKey", "altKey")) \
                and soupsieve.closest(ALONG, element) is not None:
            self._along(element, fields["key"])
            return True
        return False

    def _along(self, element, key: str) -> None:
        here = soupsieve.closest(ROWS, element)
        panel = self.part("panel")
        if here is None or not self._inside(here, panel):
            return
        row = panel.select(f'[data-action="{here.get("data-action")}"]')
        index = next(i for i, node in enumerate(row) if node is here)
        steps = {"ArrowLeft": -1, "ArrowRight": 1}
        target = 0 if key == "Home" else len(row) - 1 if key == "End" \
            else index + steps.get(key, 0)
        if target == index or not 0 <= target < len(row):
            return
        for i, node in enumerate(row):
            if node.has_attr("tabindex"):
                node["tabindex"] = "0" if i == target else "-1"
        self.focused = row[target]

    def click(self, element) -> None:
        """A click on ``element`` and, unless stopped, its default action: a summary opens
        or closes its details (a ``toggle``), a submit button sends its form."""
        if not self.dispatch(element, "click", detail=1, button=0):
            return
        summary = soupsieve.closest("summary", element)
        if summary is not None and summary.parent is not None \
                and summary.parent.name == "details":
            details = summary.parent
            if details.has_attr("open"):
                del details["open"]
            else:
                details["open"] = ""
            self.dispatch(details, "toggle",
                          newState="open" if details.has_attr("open") else "closed")
            return
        button = soupsieve.closest("button", element)
        if button is not None and button.get("type", "submit") == "submit":
            form = soupsieve.closest("form", button)
            if form is not None:
                self.dispatch(form, "submit")

    def choose_file(self, field, file: File) -> None:
        """A file chosen in ``field``: its ``input`` and ``change``, and the page's own
        listener (bridge.js): a game record chosen once Python is ready is read at the
        page's next turn and told to Python ("tkfile": its bytes in base64, or an error),
        the page busy meanwhile."""
        self.dispatch(field, "input")
        self.dispatch(field, "change")
        if not soupsieve.match(RECORD_FIELD, field) or \
                self.root.get("data-state") != "ready":
            return
        self.root["aria-busy"] = "true"
        detail = {"error": True} if file.unreadable else {
            "bytes": base64.b64encode(file.data).decode()}
        self.tasks.append(lambda: self.dispatch(self.soup, "tkfile",
                                                detail=json.dumps(detail)))

    def run_tasks(self) -> int:
        """What the page does at its next turn (other tabs' writes heard, a file read, a
        refused write told); how many ran."""
        count = 0
        while self.tasks:
            self.tasks.popleft()()
            count += 1
        return count


def _described(element) -> dict:
    """An element as bridge.js tells it with an event: attributes, a field's value, whether
    a <details> or a <dialog> is open."""
    told = {"a": {name: str(value) for name, value in element.attrs.items()}}
    if element.name in ("input", "textarea", "select"):
        told["v"] = value_of(element)
    if element.name in ("details", "dialog"):
        told["o"] = element.has_attr("open")
    return told
