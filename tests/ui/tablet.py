"""The whole app on CPython, played as a player plays it: a :class:`Tablet` is one browser tab
running the shell and the games' views on the stand-in page of tools/stand_in_page.py, which
talks to Python by the browser page's own messages and parses what Python draws as HTML
(BeautifulSoup): nothing of a browser but the page. The UI tests whose subject is the page's
part (taps and keys reaching Python, the focus, typing, two tabs, refused writes, a file
chosen, the pre-drawn page) use it; the others drive the shell with no page at all
(tests/ui/no_page.py), reading and acting as here (``Tab``: finding, tapping, a turn by what
lights up). What needs a real browser (Pyodide, the worker, CSS and layout, the real file
chooser and download, two real tabs) stays in e2e/.

    from tablet import Tablet, Storage

    tab = Tablet()                          # the home screen, Python started (App().start())
    tab.new_game("twentyfourseven", ["Ana", "Ben"], seed="x")
    tab.take_turn("twentyfourseven")        # take the tablet if handed over, play a turn
    assert "Pass the tablet to Ana" in tab.panel
    tab.reload()                            # a new App on the same storage, fresh Python
    tab.tap_button("Resume the game")       # a button by its name (as get_by_role)
    assert tab.screen == "handoff"

Finding and acting (each action then lets the page settle: see below):

- ``tap(selector, nth=0)``: the nth *shown* element matching a CSS selector (pointerdown,
  pointerup, click, and the click's default action: a submit button submits, a summary opens
  its details, a download link downloads); ``tap_button(name, within=None, exact=False)``: a
  shown button by its accessible name (aria-label, else its text; a part of it, any case,
  unless ``exact``), as Playwright's ``get_by_role("button", name=...)``; ``press(action,
  value=None)``: the shown ``[data-action=action][data-value=value]``.
- ``fill(selector, text)`` (value, then ``input`` and ``change``), ``choose(selector, value)``
  (a ``<select>``), ``choose_file(content, name=..., selector="#input-record")`` (a file
  picked in a file input: its ``change``; ``unreadable=True``: reading it fails), ``key(key,
  shift=False)`` (a keydown on the focused element).
- ``find(selector)``, ``find_all(selector)`` (shown or not: BeautifulSoup's elements, read
  with ``get(attribute)``; ``value(selector)``: a field's value), ``shown(selector)``,
  ``count(selector)`` (shown ones), ``text(selector)`` (what a player reads, as innerText;
  ``text("body")``: the whole page), ``buttons(within=None)`` (the shown buttons' names).

Reading what players see and hear:

- ``screen`` (the shell's screen: "home", "setup", "handoff", "turn", "computer", "end",
  "replay"), ``panel`` (the side panel's text), ``table`` (the table's text), ``dialog`` (the
  open dialog's text, "" when closed), ``dialog_buttons`` (its buttons' names), ``alerts``
  (the texts of shown ``[role=alert]``), ``said`` (every sentence read out by the live
  region, in order; ``tab.said.clear()`` to start afresh), ``focused`` (the focused element's
  data-focus, else its id), ``downloads`` (stand_in_page.Download: ``name``, ``text``),
  ``console`` (warnings and errors the page wrote), ``sounds`` (the sounds asked for),
  ``motions`` (the motion plans given the page, one list of steps per drawing that moves),
  ``spoken`` (what speech synthesis was asked to say: ``Tablet(voices=("en-GB",))`` gives
  the browser speech with those voices; without, the browser cannot speak).
- Storage: ``tab.storage`` is the browser's :class:`Storage`, shared by every tab made on it
  (``Tablet(storage)``, ``tab.another_tab()``); ``stored(key)``, ``put(key, value)`` (a write
  from outside: no tab hears it, and a tab's Python, told what the storage holds as it
  starts, knows it after a ``reload()``), ``saved(game)`` (the game's save, parsed), and
  ``storage.refuse = lambda key: ...`` to make writes fail (a full storage);
  ``tab.page.keep_asked``: how often the page asked the browser to keep its storage
  (``persist()``; ``tab.page.keeps_storage = False``: a browser that cannot).
  ``Tablet(user_agent=...)`` is another browser (Safari's, on an iPad),
  ``Tablet(home_screen=True)`` the app opened from the Home Screen.

Time: what the page does at its next turn (a file read, the storage events from other tabs)
and Python's own next turns (asyncio: a computer's turn, a record loaded after the page
shows it is busy) all run in ``settle()``, which every action and every reading calls
first, until nothing is left to run: a computer's turns are played through at once (the
tablet stores a thinking pause of 0 ms unless ``quick_computers=False``: asyncio's sleeps
are real time). ``Tablet(python_waits=True)`` leaves Python's next turns to the test
(``run_python()``), to see what shows before they run.

Each tab is its own Python: the UI's modules (``timekeeper.ui.*``) are imported afresh for it
and hold its state (saves read and written, the page's parts found, moves shown moving), as
a browser tab's Pyodide does; the tab swaps them into ``sys.modules`` while it acts
(``with tab.inside(): ...`` to call the UI's code directly), so two tabs on one storage do
not mix and nothing leaks into the next test. ``reload()`` is a new page and a new Python on
the same storage, as the browser's reload. The page begins Python as the browser's does
(``app.begin``, ``app.take_over``, then ``page.hear`` for each event).
"""

from __future__ import annotations

import asyncio
import importlib.machinery
import json
import os
import sys
import weakref
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "tools") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools"))

import soupsieve  # noqa: E402
from stand_in_page import (  # noqa: E402, F401
    PARTS,
    Download,
    File,
    Page,
    Storage,
    accessible_name,
    parse,
    set_value,
    shown,
    value_of,
    visible_text,
)

UI = "timekeeper.ui"
SAVE_KEYS = {"twentyfourseven": "timekeeper.twentyfourseven.game",
             "les24heures": "timekeeper.les24heures.game",
             "hoursandghosts": "timekeeper.hoursandghosts.game"}
UNREADABLE_KEYS = {game: key.removesuffix(".game") + ".unreadable"
                   for game, key in SAVE_KEYS.items()}
COMPUTER_PAUSE = "timekeeper.setting.computer_pause_ms"


class NotFound(AssertionError):
    """Nothing shown matches what a step looks for."""


class TabPython:
    """The Python of one browser tab on CPython: the UI's modules imported afresh for it and
    its own event loop (see the module's docstring), swapped in while it acts (``inside``).
    A :class:`Tablet` runs it on the stand-in page; no_page.Shell with no page at all."""

    python_waits = False
    _depth = 0

    def _new_python(self) -> None:
        """A fresh Python: no UI module imported yet, a new event loop."""
        self._modules: dict = {}
        self._loop = asyncio.new_event_loop()
        self._tasks: list = []
        self._loop.set_task_factory(self._task)
        weakref.finalize(self, self._loop.close)

    def _task(self, loop, coro, **options):
        task = asyncio.Task(coro, loop=loop, **options)
        self._tasks.append(task)
        return task

    @contextmanager
    def inside(self):
        """Run the block as this tab: its UI modules in ``sys.modules``, its event loop."""
        if self._depth:
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
            return
        outer = _take_ui()
        sys.modules.update(self._modules)
        _bind_ui_package()
        asyncio.set_event_loop(self._loop)
        sys.meta_path.insert(0, _CompiledOnce)
        self._depth = 1
        try:
            yield
        finally:
            self._depth = 0
            sys.meta_path.remove(_CompiledOnce)
            asyncio.set_event_loop(None)
            self._modules = _take_ui()
            sys.modules.update(outer)
            _bind_ui_package()

    def _stop_python(self) -> None:
        """Its tasks stop and its loop closes (the tab is closed)."""
        for task in self._tasks:
            task.cancel()
        with self.inside():
            self._loop.run_until_complete(asyncio.sleep(0))
        self._loop.close()
        self._tasks = []

    def _run_python(self) -> int:
        """Python's next turn, if it has work queued; 1 if it had, else 0."""
        waiting = bool(self._loop._ready) or any(not task.done() for task in self._tasks)
        if waiting:  # (a task's sleeps are real time)
            self._loop.run_until_complete(asyncio.sleep(0.001 if not self._loop._ready else 0))
        self._raise_failed_tasks()
        return int(waiting)

    def _raise_failed_tasks(self) -> None:
        done = [task for task in self._tasks if task.done()]
        self._tasks = [task for task in self._tasks if not task.done()]
        for task in done:
            if not task.cancelled() and task.exception() is not None:
                raise task.exception()

    def run_python(self) -> int:
        """Python's next turns now (then settle); how many ran."""
        count = 0
        with self.inside():
            while self._run_python():
                count += 1
        self.settle()
        return count

class Tab(TabPython):
    """What a test reads and does the same way on a :class:`Tablet` and on a no_page.Shell,
    in terms of what each finds drawn (``find``, ``find_all``, ``_root``) and how each taps an
    element (``tap_element``)."""

    # ---------------------------------------------------------------------- finding
    def find_shown(self, selector: str, nth: int = 0):
        """The nth shown element matching ``selector``; NotFound if there is none."""
        found = [node for node in self.find_all(selector) if shown(node)]
        if nth >= len(found):
            raise NotFound(f"{selector!r}: {len(found)} shown, the screen is {self.screen!r}:"
                           f"\n{self.panel}")
        return found[nth]

    def shown(self, selector: str) -> bool:
        return any(shown(node) for node in self.find_all(selector))

    def count(self, selector: str) -> int:
        """How many elements matching ``selector`` are shown."""
        return sum(shown(node) for node in self.find_all(selector))

    def button(self, name: str, within: str | None = None, exact: bool = False):
        """The shown button whose accessible name is (or, unless ``exact``, holds) ``name``."""
        root = self._root() if within is None else self.find_shown(within)
        names = []
        for node in root.select("button, [role=button], summary"):
            if not shown(node):
                continue
            label = accessible_name(node)
            names.append(label)
            if label == name if exact else name.lower() in label.lower():
                return node
        raise NotFound(f"no shown button named {name!r} (shown: {names})")

    def buttons(self, within: str | None = None) -> list:
        """The names of the shown buttons (in ``within``, the first shown match)."""
        root = self._root() if within is None else self.find_shown(within)
        return [accessible_name(node) for node in root.select("button") if shown(node)]

    def text(self, selector: str) -> str:
        """What a player reads in the first element matching ``selector`` ("" if none)."""
        node = self.find(selector)
        return "" if node is None or not shown(node) else visible_text(node)

    @property
    def panel(self) -> str:
        return self.text("#panel")

    @property
    def table(self) -> str:
        return self.text("#table")

    @property
    def dialog(self) -> str:
        return self.text("#dialog")

    @property
    def alerts(self) -> list:
        return [visible_text(node) for node in self.find_all("[role=alert]") if shown(node)]

    def saved(self, game: str) -> dict | None:
        """The save of ``game`` (parsed), or None."""
        text = self.stored(SAVE_KEYS[game])
        return None if text is None else json.loads(text)

    def moves(self, game: str) -> int:
        """Moves in the game's save."""
        data = self.saved(game)
        return len(data["record"]["moves"]) if data else 0

    # ------------------------------------------------------------------------- acting
    def tap(self, selector: str, nth: int = 0) -> None:
        """Tap the nth shown element matching ``selector``."""
        self.tap_element(self.find_shown(selector, nth))

    def tap_button(self, name: str, within: str | None = None, exact: bool = False) -> None:
        self.tap_element(self.button(name, within, exact))

    def press(self, action: str, value: str | None = None) -> None:
        """Tap the shown button of ``data-action=action`` (and ``data-value=value``)."""
        value_part = "" if value is None else f'[data-value="{value}"]'
        self.tap(f'[data-action="{action}"]{value_part}')

    def take_tablet(self) -> str:
        """Tap the hand-over screen; the words it said ("Pass the tablet to Ana")."""
        title = self.text("button.handoff .handoff-title")
        self.tap("button.handoff")
        assert self.screen == "turn", f"no hand after the hand-over: {self.screen}"
        return title

    def take_turn(self, game: str) -> str:
        """Take the tablet if it is handed over, then play a turn by what lights up
        (``TURNS``), found in the game's save. Who was handed the tablet ("" when the same
        person plays on)."""
        taken = self.take_tablet() if self.screen == "handoff" else ""
        before = self.moves(game)
        TURNS[game](self)
        assert self.moves(game) > before, f"{game}: the turn was not saved"
        return taken

    def call(self, function, *args):
        """``function(app, *args)`` run as this tab (the modules it imports inside are the
        tab's own), then settled; its answer."""
        with self.inside():
            answer = function(self.app, *args)
        self.settle()
        return answer

    # ------------------------------------------------------------- a lesson's steps
    def ask_move(self, move: dict) -> None:
        """Light ``move`` up as the move asked for at this step of the turn, as the shell
        lights a lesson's move (its hint of this very step)."""
        def ask(app):
            table = app.table
            table.asked_hint = {"at": table.hint_step(), "seat": table.game.turn,
                                "found": {"move": move}}
            app.render()

        self.call(ask)

    def lesson_target(self, thing: dict) -> str | None:
        """What the game's view points a lesson's bubble at for ``thing`` (a selector)."""
        return self.call(lambda app: app.view.lesson_target(app, thing))

    def tap_as_asked(self, move: dict, marked=None) -> list[str]:
        """Play ``move`` as a learner does: light it up as the move asked for, then tap what
        the lesson's bubble points at, shown and marked (``marked(selector)``; by default the
        element's "hinted" class), until the move is played. The selectors tapped."""
        if self.screen == "handoff":
            self.take_tablet()

        def progress() -> tuple:
            game = self.app.game
            return len(game.history), len(game.steps_in_progress()), game.finished

        before = progress()
        tapped = []
        for _ in range(5):
            self.ask_move(move)
            selector = self.lesson_target({"move": move})
            assert selector is not None, move
            classes = self.find_shown(selector).get("class", "")
            assert (marked(selector) if marked else "hinted" in classes.split()), \
                (selector, classes)
            self.tap(selector)
            tapped.append(selector)
            if progress() != before:
                return tapped
        raise AssertionError(f"{move} was not played by tapping {tapped}")


class Tablet(Tab):
    """One tab of the app on the stand-in page (see the module's docstring)."""

    def __init__(self, storage: Storage | None = None, *, lang: str = "en",
                 keyboard: bool = True, reduced_motion: bool = False,
                 quick_computers: bool = True, python_waits: bool = False,
                 voices: tuple | None = None, user_agent: str = "stand-in",
                 home_screen: bool = False):
        self.storage = storage if storage is not None else Storage()
        if quick_computers and self.storage.get(COMPUTER_PAUSE) is None:
            self.storage.set(COMPUTER_PAUSE, "0")
        self._media = {"keyboard": keyboard, "reducedMotion": reduced_motion,
                       "standalone": home_screen}
        self._lang = lang
        self._voices = voices
        self._user_agent = user_agent
        self.python_waits = python_waits
        self._open()

    # ------------------------------------------------------------------ the tab's Python
    def _open(self) -> None:
        """A new page and a new Python on the tab's storage; the app started on it."""
        self.page = Page(self.storage, lang=self._lang, media=self._media,
                         user_agent=self._user_agent, voices=self._voices)
        self._new_python()
        with self.inside():
            from timekeeper.ui.kit import page
            from timekeeper.ui.shell import app

            self.page.connect(app, page)
            self.app = app.running()
        self.settle()

    def reload(self) -> Tablet:
        """The browser's reload: the page and Python start again, the storage stays."""
        self.close()
        self._open()
        return self

    def another_tab(self, **options) -> Tablet:
        """A second tab of the same browser (same storage: each hears the other's saves)."""
        return Tablet(self.storage, lang=self._lang, voices=self._voices, **options)

    def close(self) -> None:
        """The tab is closed: its tasks stop, it hears nothing more."""
        self.page.close()
        self._stop_python()

    # ------------------------------------------------------------------------- time
    def settle(self, most: int = 10_000) -> None:
        """Run what is due (the page's next turn, and unless ``python_waits`` Python's)
        until nothing is left; an error in a task is raised here."""
        with self.inside():
            for _ in range(most):
                ran = self.page.run_tasks()
                if not self.python_waits:
                    ran += self._run_python()
                if not ran:
                    return
        raise AssertionError(f"the page never settled ({most} steps)")

    # ---------------------------------------------------------------------- finding
    def find(self, selector: str):
        """The first element matching ``selector`` (shown or not), or None."""
        self.settle()
        return self.page.find(selector)

    def find_all(self, selector: str) -> list:
        self.settle()
        return self.page.select(selector)

    def _root(self):
        self.settle()
        return self.page.soup

    def value(self, selector: str) -> str:
        """The value of the field matching ``selector`` (typed, chosen, or drawn)."""
        return value_of(self.find(selector))

    # ------------------------------------------------------------------------- acting
    def tap_element(self, element) -> None:
        """A finger on ``element``: pointerdown, pointerup, then the click. A disabled
        control cannot be tapped (AssertionError), as a player's finger does nothing there."""
        control = soupsieve.closest("button, input, select, textarea", element)
        if control is not None and control.has_attr("disabled"):
            raise AssertionError(f"{accessible_name(control)!r} is disabled")
        with self.inside():
            for kind in ("pointerdown", "pointerup"):
                self.page.dispatch(element, kind, pointerType="touch", pointerId=1, button=0,
                                   clientX=0, clientY=0)
            self.settle()
            self.page.click(element)
        self.settle()

    def fill(self, selector: str, text: str) -> None:
        """Type ``text`` into a field (what it held replaced): ``input``, then ``change``."""
        field = self.find_shown(selector)
        with self.inside():
            self.page.focused = field
            set_value(field, text)
            self.page.dispatch(field, "input")
            self.settle()
            self.page.dispatch(field, "change")
        self.settle()

    def choose(self, selector: str, value: str) -> None:
        """Pick ``value`` in a <select>, as its picker does."""
        field = self.find_shown(selector)
        with self.inside():
            set_value(field, value)
            self.page.dispatch(field, "input")
            self.page.dispatch(field, "change")
        self.settle()

    def choose_file(self, content, name: str = "record.json",
                    selector: str = "#input-record", unreadable: bool = False) -> None:
        """Pick a file (``content``: text, bytes, or a dict written as JSON) in a file
        input; the page reads it (settled)."""
        if isinstance(content, (dict, list)):
            content = json.dumps(content)
        data = content.encode() if isinstance(content, str) else bytes(content)
        field = self.find_shown(selector)
        with self.inside():
            self.page.choose_file(field, File(name, data, unreadable=unreadable))
        self.settle()

    def key(self, key: str, shift: bool = False, **fields) -> None:
        """A key pressed on the focused element (a keydown)."""
        self.settle()
        with self.inside():
            self.page.dispatch(self.page.active, "keydown", key=key, shiftKey=shift,
                               ctrlKey=False, metaKey=False, altKey=False, **fields)
        self.settle()

    # ----------------------------------------------------------------- what shows
    @property
    def screen(self) -> str:
        self.settle()
        return self.page.root.get("data-screen") or ""

    @property
    def busy(self) -> bool:
        """Whether the page says it is working (<html aria-busy>)."""
        self.settle()
        return self.page.root.get("aria-busy") == "true"

    @property
    def dialog_buttons(self) -> list:
        self.settle()
        dialog = self.page.part("dialog")
        if not shown(dialog):
            return []
        return [accessible_name(b) for b in dialog.select("button") if shown(b)]

    @property
    def said(self) -> list:
        self.settle()
        return self.page.said

    @property
    def focused(self) -> str | None:
        self.settle()
        active = self.page.active
        if active is self.page.body:
            return None
        return active.get("data-focus") or active.get("id")

    @property
    def downloads(self) -> list:
        self.settle()
        return self.page.downloads

    @property
    def console(self) -> list:
        return self.page.console

    @property
    def sounds(self) -> list:
        return self.page.sounds

    @property
    def motions(self) -> list:
        """The motion plans the shell gave the page, one per drawing that moved something:
        each a list of steps ({"kind", "to", "from", "delay", "text"}: kit/motion.py)."""
        self.settle()
        return self.page.motions

    @property
    def spoken(self) -> list:
        return self.page.spoken

    def stored(self, key: str):
        self.settle()
        return self.storage.get(key)

    def put(self, key: str, value: str) -> None:
        """Write ``value`` in the storage from outside (no tab is told; see the module's
        docstring)."""
        self.storage.set(key, value)

    # ------------------------------------------------------------- a player's steps
    def new_game(self, game: str, names: list[str], *, computers: dict | None = None,
                 seed: str | None = None, deal: str | None = None,
                 options: tuple = ()) -> None:
        """From the home screen: the game's form, filled and started. ``computers`` maps a
        seat to a level; ``options`` are the form's choices ("race=12"). A race of Les 24
        Heures is of 24 hours unless ``options`` choose another (the form offers the 12-hour
        race first; the decks and codes of these tests were chosen for 24 hours)."""
        if game == "les24heures" and not any(o.startswith("race=") for o in options):
            options = ("race=24", *options)
        if self.screen != "setup" or self.app.game_id != game:
            self.press("choose-game", game)
        self.press("count", str(len(names)))
        for seat, name in enumerate(names):
            self.fill(f"#input-name{seat}", name)
        for seat, level in (computers or {}).items():
            self.choose(f"#input-kind{seat}", level)
        for option in options:
            self.press("option", option)
        if seed or deal:
            if not self.find("details.class-options").has_attr("open"):
                self.tap("details.class-options summary")
            self.fill("#input-seed", seed or "")
            self.fill("#input-deal", deal or "")
        self.tap("#panel form button[type=submit]")



def _take_ui() -> dict:
    """The UI's modules now in ``sys.modules``, taken out of it."""
    found = {name: module for name, module in sys.modules.items()
             if name == UI or name.startswith(UI + ".")}
    for name in found:
        del sys.modules[name]
    return found


class _CompiledOnce(importlib.machinery.PathFinder):
    """Finds the UI's modules as Python does, compiling each source once for all the tabs
    of a test run (each tab runs the code afresh: a module object of its own)."""

    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        if not (fullname == UI or fullname.startswith(UI + ".")):
            return None
        spec = super().find_spec(fullname, path, target)
        if spec is not None and isinstance(spec.loader, importlib.machinery.SourceFileLoader):
            spec.loader = _CachedLoader(fullname, spec.origin)
        return spec


class _CachedLoader(importlib.machinery.SourceFileLoader):
    codes: dict = {}  # (path, modification time) -> code

    def get_code(self, fullname):
        path = self.get_filename(fullname)
        key = (path, os.stat(path).st_mtime_ns)
        if key not in self.codes:
            self.codes[key] = super().get_code(fullname)
        return self.codes[key]


def _bind_ui_package() -> None:
    """``timekeeper.ui`` as an attribute of ``timekeeper`` follows ``sys.modules``."""
    import timekeeper

    ui = sys.modules.get(UI)
    if ui is not None:
        timekeeper.ui = ui
    elif hasattr(timekeeper, "ui"):
        del timekeeper.ui


# --------------------------------------------------------------------- turns by game
def play_247(tab: Tablet) -> None:
    """The first rack tile that lights a cell, on its first lit cell, confirmed."""
    for index in range(tab.count(".rack button")):
        tab.tap(".rack button", nth=index)
        if tab.count("#board .cell.legal"):
            tab.tap("#board .cell.legal")
            tab.press("confirm")
            return
    raise AssertionError("no rack tile lights a cell")


def play_l24(tab: Tablet) -> None:
    """A pit stop or race hour first, else the first card that lights the player's own car,
    else one the discard pile takes, else an incident on the first car lit."""
    hand = [b.get("class", "") for b in tab.find_all(".l24-hand button")]
    first = [i for i, c in enumerate(hand) if "f-pit-stop" in c]
    first += [i for i, c in enumerate(hand) if "c-race-hour" in c]
    order = first + [i for i in range(len(hand)) if i not in first]
    discardable = None
    for index in order:
        tab.tap(".l24-hand button", nth=index)
        if "c-race-hour" in hand[index] and tab.count(".l24-discard.lit"):
            tab.tap("button.l24-discard")
            return
        if tab.count(".l24-car.yours.lit"):
            tab.tap(".l24-car.yours .l24-target")
            return
        if discardable is None and tab.count(".l24-discard.lit"):
            discardable = index
    if discardable is not None:
        tab.tap(".l24-hand button", nth=discardable)
        tab.tap("button.l24-discard")
        return
    for index in order:
        tab.tap(".l24-hand button", nth=index)
        if tab.count(".l24-car.lit"):
            tab.tap(".l24-car.lit .l24-target")
            return
    raise AssertionError(f"nothing lights up for {hand}")


def play_hg(tab: Tablet) -> None:
    """Take the first card of the neighbour's hand, put it in the first lit slot if one is
    lit, end the turn."""
    tab.tap("[data-action=take]")
    if tab.screen != "end" and tab.count("#table button.slot-button"):
        tab.tap("#table button.slot-button")
    if tab.screen != "end":
        tab.press("done")


TURNS = {"twentyfourseven": play_247, "les24heures": play_l24, "hoursandghosts": play_hg}
