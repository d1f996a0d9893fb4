"""Small DOM helpers: build elements whose text is always text (never parsed as HTML), draw
a part of the page with them, listen to events, and tell the page what to do: move the
focus, announce, mark the page, download a file. Elements are drawn in Python (staged.py);
a part of the page goes to the page as markup that it morphs in (``draw``, markup.py);
everything else is an effect the page carries out (page.tell), Python reading nothing
back."""

import json
import re
import time

from . import page, staged
from .markup import markup
from .staged import Staged, drawn

_ALIASES = {"cls": "class", "for_": "for"}


SVG_NS = staged.SVG_NS


def h(tag: str, *children, **attrs):
    """A new element. Keyword arguments are attributes (``cls`` is class, ``data_x`` is
    data-x, ``aria_label`` is aria-label; True gives an empty attribute, None/False none).
    Children are elements, text (added as text nodes) or lists of them; None is skipped."""
    return _element(Staged(tag), children, attrs)


def svg(tag: str, *children, **attrs):
    """A new SVG element (a clock face, a car on the track), made as ``h`` makes one
    (``stroke_width`` is stroke-width; ``viewBox`` keeps its case)."""
    return _element(Staged(tag, SVG_NS), children, attrs)


def _element(node, children, attrs):
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        name = _ALIASES.get(key, key.replace("_", "-"))
        node.setAttribute(name, "" if value is True else str(value))
    add(node, *children)
    return node


def action_button(label, action: str, cls: str = "btn", **attrs):
    """A button that the page's click handler routes by ``action`` (data-action); its focus
    key (data-focus, by default the action) lets a redraw keep the keyboard focus on it."""
    attrs.setdefault("data_focus", action)
    return h("button", label, type="button", cls=cls, data_action=action, **attrs)


def _flat(children, into: list) -> list:
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, (list, tuple)):
            _flat(child, into)
        elif isinstance(child, (str, int)):
            into.append(str(child))
        else:
            into.append(child)
    return into


def add(node, *children) -> None:
    """Append children to ``node``, an element drawn in Python: elements as they are, strings
    and numbers as text."""
    for kid in _flat(children, []):
        node.appendChild(kid)


_sent: dict = page.of_the_page({})  # part -> the markup it was last given
_trees: dict = page.of_the_page({})  # part -> what Python drew in it last (find_drawn)


def draw(part: str, *children) -> None:
    """Make the page's part ``part`` (the id of one of PAGE_PARTS) hold ``children`` and
    nothing else: sent as markup (markup.py) and morphed in by the page (static/js/bridge.js,
    morph), which keeps the elements that stay, the focus, the caret and what is typed; a
    part given the same markup as the last time is left alone. What is drawn so is the
    page's from then on: a staged element of it is not the page's element (Python reads its
    own drawing with find_drawn)."""
    kids = _flat(children, [])
    text = markup(kids)
    drawn(kids)
    _trees[part] = kids
    if _sent.get(part) == text:  # the part holds it already: the page has nothing to do
        return
    _sent[part] = text
    page.tell("morph", part, text)


# The page's own parts (index.html), there for the page's whole life.
PAGE_PARTS = ("table", "panel", "topnav", "brand-game", "live", "dialog", "coach")


def mark_page(attrs: dict) -> None:
    """Give the page's root element (<html>) these attributes, in one step; None removes
    one (static/js/bridge.js, mark)."""
    page.tell("mark", json.dumps(attrs, separators=(",", ":")))


class Drawn:
    """An element as Python last drew it: its attributes (see find_drawn)."""

    def __init__(self, attrs: dict):
        self.attrs = dict(attrs)

    def getAttribute(self, name):  # noqa: N802 (DOM naming)
        return self.attrs.get(str(name))

    def hasAttribute(self, name) -> bool:  # noqa: N802
        return str(name) in self.attrs


_TEST = re.compile(r'\[([\w-]+)(?:="([^"]*)")?\]')


def find_drawn(selector: str) -> Drawn | None:
    """The first element, in the page's parts as Python last drew them, that matches
    ``selector``: attribute tests only (``[data-action="count"][data-value="3"][aria-pressed]``).
    Python's own drawing, read with no question to the page (the pre-shell's choices replayed
    on it: takeover.py)."""
    tests = _TEST.findall(selector)
    if not tests or _TEST.sub("", selector):
        raise ValueError(f"find_drawn: only attribute tests, not {selector!r}")

    def search(nodes):
        for node in nodes:
            if not isinstance(node, Staged):
                continue
            if all(name in node.attrs and (not value or node.attrs[name] == value)
                   for name, value in tests):
                return Drawn(node.attrs)
            found = search(node.children)
            if found is not None:
                return found
        return None

    for kids in _trees.values():
        found = search(kids)
        if found is not None:
            return found
    return None


def listen(where: str, event: str, handler, closest: tuple = (), only: bool = False,
           **options) -> None:
    """Call ``handler(event)`` on ``event`` of ``where`` ("document", "window" or the id of
    one of PAGE_PARTS) for as long as the page lives.

    ``closest``: the selectors the handler asks ``closest`` about; the page answers them with
    the event (Python reads nothing of the page). ``only``: the handler does nothing unless
    one of them matches, so the page tells it no other event (a tap on the blank page costs
    Python nothing)."""
    if closest:
        options = {**options, "closest": list(closest), "only": only}
    page.listen(where, event, handler, options)


def closest(event, selector: str):
    """The element matching ``selector`` that the event happened in, or None: the page
    answers it with the event, for the selectors the listener named (listen), and for no
    other: a selector it was not asked is an error of the code, here as in the browser."""
    if selector not in event.found:
        raise LookupError(f"closest({selector!r}): not among the listener's selectors")
    return event.found[selector]


def attr(node, name: str) -> str | None:
    value = node.getAttribute(name)
    return None if value is None else str(value)


def focus(selector: str) -> None:
    """Move the keyboard focus to the element matching ``selector``, if there is one. The
    page never scrolls for it (a redraw must not move the table under the players' eyes)."""
    page.tell("focusIn", selector)


def focus_key(key: str | None, unless_typing: bool = False) -> None:
    """After a drawing: the focus goes to the element whose data-focus (or id) is ``key``,
    else to the screen's heading; with no key, back to where it was if the drawing took it
    away (the page knows: static/js/bridge.js, focus). ``unless_typing``: not if the player is
    in a text field by the time the page gets this."""
    page.tell("focus", key or "", bool(unless_typing))


def reveal(selector: str) -> None:
    """Bring the element matching ``selector`` into view, scrolling the page and the panel
    beside the table no more than needed: what a tap opened (a time sheet, a chooser, a
    preview) is never left out of sight below the screen or inside the panel's own scroll.
    Smooth, unless the device asks for reduced motion (the page knows)."""
    page.tell("reveal", selector)


def focus_next(selector: str, step: int) -> None:
    """The focus to the next element matching ``selector`` after the one that has it, in the
    page's order, round to the first after the last (``step`` -1: the one before)."""
    page.tell("focusNext", selector, step)


def announce(message) -> None:
    """Say ``message`` through the polite live region (screen readers read it out).

    Only a sentence is said: words made on demand (a function, as the form's problems and
    ``App.say`` keep them) are made first; anything else that is not a string (a tuple, None)
    is refused, with a warning on the console, rather than read out as Python's text of it."""
    if callable(message):
        message = message()
    if not isinstance(message, str):
        page.tell("warn", f"announce: not a sentence ({type(message).__name__})")
        return
    page.tell("announce", message)


def set_part(part: str, **props) -> None:
    """Set what the page's part ``part`` (one of PAGE_PARTS) is, rather than what it holds:
    ``hidden``, ``scrollTop``, or an attribute (``aria_label`` is aria-label)."""
    told = {}
    for key, value in props.items():
        name = key if key in ("hidden", "scrollTop") else _ALIASES.get(key, key.replace("_", "-"))
        told[name] = value
    page.tell("part", part, json.dumps(told, separators=(",", ":")))


def download(filename: str, content: str, mime: str = "application/json") -> None:
    """Offer ``content`` as a file to save, named ``filename`` (the page makes the file and
    its link: static/js/bridge.js, download)."""
    page.tell("download", filename, content, mime)


def stamp() -> str:
    """Local date and time as 2025-01-31-1542, for file names."""
    return time.strftime("%Y-%m-%d-%H%M", time.localtime())
