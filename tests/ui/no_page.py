"""The shell with no page at all: one tab's Python on CPython (tablet.TabPython), begun with
what a page tells Python as it starts (the device, what the tablet keeps), then driven by the
shell's own actions called as Python: a drawn element's action by its ``data-action``
(events.press, as a tap ends), the new-game form by its fields, a record file by what the
page tells Python it read.
Nothing of a page runs: no tree, no events, no focus, no other tab, no refused write. What
Python tells the page is kept as data and read as such: the markup last drawn in each part
(read with CSS selectors: ``text``, ``find``, ``buttons``), the sentences announced, the
storage as Python's writes leave it, the downloads, whether the dialog is open. What a test
reads and does the same way here and on the stand-in page is tablet.Tab's.

    shell = Shell()                        # the home screen
    shell.new_game("twentyfourseven", ["Ana", "Ben"], seed="x")
    assert shell.take_tablet() == "Pass the tablet to Ana"
    shell.take_turn("twentyfourseven")     # a turn by what lights up (tablet.TURNS)
    assert "Pass the tablet to Ben" in shell.panel
    shell.reload()                         # a new Python on the same storage
    shell.tap_button("Resume the game")    # the action of the drawn button of that name
    assert shell.screen == "handoff"

What only a page shows (taps and keys reaching Python, the focus, two tabs on one storage, a
write the browser refuses, a file read) is played on the stand-in page (tablet.py).
"""

from __future__ import annotations

import base64
import json

from tablet import (
    COMPUTER_PAUSE,
    PARTS,
    Download,
    Tab,
    accessible_name,
    parse,
    visible_text,
)

PREFIX = "timekeeper."
# The effects (static/js/bridge.js) that only move the page itself: nothing a test reads here.
PAGE_ONLY = {"mark", "listen", "motionEnd", "focus", "focusIn", "focusNext", "reveal", "toTop",
             "caret", "readRecord"}


class Shell(Tab):
    """One tab's shell with no page (see the module's docstring). ``items``: the storage it
    starts on (a dict, kept as this tab's writes change it)."""

    def __init__(self, items: dict | None = None, *, lang: str = "en", usable: bool = True,
                 user_agent: str = "no page", keyboard: bool = True,
                 reduced_motion: bool = False, home_screen: bool = False,
                 voices: tuple | None = None, quick_computers: bool = True):
        self.items = {} if items is None else items
        if quick_computers:
            self.items.setdefault(COMPUTER_PAUSE, "0")
        self.usable = usable
        self.voices = voices
        self.reduced_motion = reduced_motion
        self._device = {"language": lang, "userAgent": user_agent, "iosStandalone": False,
                        "speech": voices is not None, "voices": list(voices or ()),
                        "reducedMotion": reduced_motion, "keyboard": keyboard,
                        "standalone": home_screen}
        self._open()

    # ------------------------------------------------------------------ its Python
    def _open(self) -> None:
        """A new Python, begun on the storage as it is; the first screen drawn."""
        self.drawn: dict[str, str] = {}  # part -> the markup last drawn in it
        self.hidden: set[str] = set()  # the parts Python hid
        self.dialog_open = False
        self.said: list[str] = []
        self.downloads: list[Download] = []
        self.sounds: list[str] = []
        self.spoken: list[str] = []
        self.motions: list = []
        self.console: list = []
        self.keep_asked = 0
        self._new_python()
        storage = {"usable": self.usable,
                   "items": {key: value for key, value in self.items.items()
                             if key.startswith(PREFIX)}}
        with self.inside():
            from timekeeper.ui.kit import page
            from timekeeper.ui.shell import app

            page.connect(self._told)
            app.begin(json.dumps({"device": json.dumps(self._device),
                                  "storage": json.dumps(storage)}))
            app.take_over(None)
            self.app = app.running()
        self.settle()

    def reload(self) -> Shell:
        """A new Python on the same storage, as a reload starts one."""
        self._stop_python()
        self._open()
        return self

    def settle(self, most: int = 10_000) -> None:
        """Run Python's next turns (a computer's turn, a record loaded) until none is left."""
        with self.inside():
            for _ in range(most):
                if not self._run_python():
                    return
        raise AssertionError(f"Python never settled ({most} turns)")

    # ----------------------------------------------------------- what Python tells
    def _told(self, told: str) -> None:
        """An effect Python tells the page: kept when it is data a test reads; what only moves
        a page (the focus, the scroll, the listeners) is let go; any other name is a mistake."""
        name, *args = json.loads(told)
        effect = getattr(self, "_effect_" + name, None)
        if effect is not None:
            effect(*args)
        elif name not in PAGE_ONLY:
            raise AssertionError(f"Python told the page an effect it has not: {name}")

    def _effect_morph(self, part: str, markup: str) -> None:
        self.drawn[part] = markup

    def _effect_part(self, part: str, props: str) -> None:
        hidden = json.loads(props).get("hidden")
        if hidden is not None:
            (self.hidden.add if hidden else self.hidden.discard)(part)

    def _effect_dialog(self, class_name: str, _key: str) -> None:
        self.dialog_open = bool(class_name)

    def _effect_announce(self, sentence: str) -> None:
        self.said.append(sentence)

    def _effect_warn(self, text: str) -> None:
        self.console.append(("warn", text))

    def _effect_motionBegin(self, plan: str) -> None:  # noqa: N802 (bridge.js's naming)
        self.motions.append(json.loads(plan))

    def _effect_keepStorage(self) -> None:  # noqa: N802
        self.keep_asked += 1

    def _effect_speak(self, _tag: str, words: str) -> None:
        if self.voices is not None:
            self.spoken.append(words)

    def _effect_sound(self, kind: str) -> None:
        if not self.reduced_motion:
            self.sounds.append(kind)

    def _effect_download(self, filename: str, content: str, _mime: str) -> None:
        self.downloads.append(Download(filename, content))

    def _effect_store(self, key: str, value, _expected: str, _copied_to=None) -> None:
        """A write (``value`` None: a removal), made as Python asks: no other tab writes
        here, and the storage refuses nothing."""
        if value is None:
            self.items.pop(key, None)
        else:
            self.items[key] = value

    # ---------------------------------------------------------------- reading
    def _soup(self):
        """What Python drew, each part in an element of its id (hidden as Python left it)."""
        markup = []
        for part in PARTS:
            hidden = part in self.hidden or (part == "dialog" and not self.dialog_open)
            markup.append(f'<div id="{part}"{" hidden" if hidden else ""}>'
                          f'{self.drawn.get(part, "")}</div>')
        markup = "".join(markup)
        if getattr(self, "_parsed", (None,))[0] != markup:  # parsed again once drawn anew
            self._parsed = (markup, parse(markup))
        return self._parsed[1]

    def find(self, selector: str):
        """The first element drawn matching ``selector`` (shown or not), or None."""
        self.settle()
        return self._soup().select_one(selector)

    def find_all(self, selector: str) -> list:
        self.settle()
        return self._soup().select(selector)

    def _root(self):
        self.settle()
        return self._soup()

    @property
    def screen(self) -> str:
        self.settle()
        return self.app.screen

    # ---------------------------------------------------------------- the storage
    def stored(self, key: str) -> str | None:
        self.settle()
        return self.items.get(key)

    def put(self, key: str, value: str) -> None:
        """A write from outside: Python knows it after a ``reload()``."""
        self.items[key] = value

    # ---------------------------------------------------------------- acting
    def tap_element(self, element, in_dialog: bool | None = None) -> None:
        """What tapping a drawn ``element`` does: its ``data-action`` (and ``data-value``),
        as the shell answers a tap (events.press). A disabled control does nothing."""
        if element.has_attr("disabled"):
            raise AssertionError(f"{accessible_name(element)!r} is disabled")
        if in_dialog is None:
            in_dialog = element.find_parent(id="dialog") is not None
        with self.inside():
            from timekeeper.ui.kit.page import Element, PageEvent
            from timekeeper.ui.shell import events

            # a finger's click (detail 1: a keyboard's has 0; 24/7's rack reads it)
            events.press(self.app, Element(dict(element.attrs)),
                         PageEvent({"type": "click", "detail": 1, "button": 0}),
                         in_dialog=in_dialog)
        self.settle()

    def new_game(self, game: str, names: list[str], *, computers: dict | None = None,
                 seed: str = "", deal: str = "", options: dict | None = None) -> None:
        """The game's new-game form, its fields set as a player fills them, then started.
        ``computers``: a seat's level; a race of Les 24 Heures is of 24 hours unless
        ``options`` choose another."""
        if game == "les24heures":
            options = {"race": "24", **(options or {})}

        def fill(app):
            app.choose_game(game)
            form = app.form
            form.count = len(names)
            for seat, name in enumerate(names):
                form.names[seat] = name
            for seat, level in (computers or {}).items():
                form.set_kind(app, seat, level)
            form.options.update(options or {})
            form.seed, form.deal = seed, deal
            app.start_game()

        self.call(fill)

    @property
    def page_text(self) -> str:
        """What a player reads in all the parts drawn (as ``text("body")`` on a page)."""
        self.settle()
        return visible_text(self._soup())

    def load_record(self, content) -> None:
        """A game record file's ``content`` (text, bytes, or a dict written as JSON), as the
        page tells Python it read the file chosen in "Load a game" (events.record_read)."""
        if isinstance(content, (dict, list)):
            content = json.dumps(content)
        data = content.encode() if isinstance(content, str) else bytes(content)
        told = json.dumps({"bytes": base64.b64encode(data).decode("ascii")})
        with self.inside():
            from timekeeper.ui.kit.page import PageEvent
            from timekeeper.ui.shell import events

            events.record_read(self.app, PageEvent({"type": "tkfile", "detail": told}))
        self.settle()

    def submit(self, name: str, within: str | None = None, exact: bool = False) -> None:
        """The shown submit button drawn of that name (``button``), pressed: its form sent,
        as the page's ``submit`` event tells Python (events: quick.start on the quick
        screen, else App.start_game)."""
        found = self.button(name, within, exact)
        assert found.get("type") == "submit", f"{accessible_name(found)!r} sends no form"
        with self.inside():
            from timekeeper.ui.kit.page import PageEvent
            from timekeeper.ui.shell import events

            events._submit(self.app, PageEvent({"type": "submit"}))
        self.settle()

    def set_field(self, name: str, value: str) -> None:
        """The form's field of ``data-input`` ``name`` holding ``value``, as the page tells
        Python once a player typed it in or picked it: its ``input`` (events.typed), then
        its ``change`` (events.changed). There is no field here, no focus, no caret: what the
        field itself does with the typing is the page's (Tablet.fill, Tablet.choose)."""
        with self.inside():
            from timekeeper.ui.shell import events

            events.typed(self.app, name, value)
            events.changed(self.app, name, value)
        self.settle()

    def toggle(self, selector: str) -> None:
        """The drawn <details> matching ``selector`` opened (or closed) as a tap on its
        summary does on a page: the page opens it at once, as it is drawn until Python draws
        it again, and tells Python its ``toggle`` (events._toggled)."""
        details = self.find_shown(selector)
        assert details.name == "details", f"{selector!r} is no <details>"
        if details.has_attr("open"):
            del details["open"]
        else:
            details["open"] = ""
        told = {"a": {name: str(value) for name, value in details.attrs.items()},
                "o": details.has_attr("open")}
        with self.inside():
            from timekeeper.ui.kit.page import PageEvent
            from timekeeper.ui.shell import events

            events._toggled(self.app, PageEvent({
                "type": "toggle", "target": told,
                "newState": "open" if told["o"] else "closed"}))
        self.settle()
