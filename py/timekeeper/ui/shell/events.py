"""Wiring: a few delegated listeners turn taps, keys and typing into actions.

Buttons say what they do with ``data-action`` (and ``data-value``); form fields say what they
hold with ``data-input``. The shell's actions are below; any other action, input or key goes
to the game's view (its ``action()``, ``on_input`` and ``on_key``). Nothing here
decides anything about a game.
"""

import base64
import json

from ..kit import device, dom, storage
from . import busy, dialogs, drag, keeping

# Where a key is the field's (typed), not the table's.
TYPED_IN = "input, textarea, select, [contenteditable]"
# Taps that may take longer than 100 ms (a game starting, a saved game read back, a view's
# first drawing): the page is marked busy from the moment the finger touches (busy.py).
SLOW = ('[data-action="resume"], [data-action="resume-legal-part"], [data-action="reveal"], '
        '[data-action="play-again"], [data-action="replay"], [data-action="choose-game"], '
        '[data-action="play-computer"], [data-action="learn"], button[type="submit"]')


def bind(app) -> None:
    dom.listen("document", "click", lambda event: _action(app, event),
               closest=("[data-action]", "#dialog"), only=True)
    dom.listen("document", "pointerdown", _pressed, closest=(SLOW,), only=True)
    dom.listen("document", "pointerup", lambda _event: busy.stop_soon())
    dom.listen("document", "pointercancel", lambda _event: busy.stop_soon())
    dom.listen("window", "storage", lambda event: _storage_changed(app, event))
    dom.listen("document", "keydown", lambda event: _key(app, event),
               closest=("#dialog", "[data-cell]", TYPED_IN))
    dom.listen("panel", "input", lambda event: _typed(app, event))
    dom.listen("panel", "change", lambda event: _changed(app, event))
    dom.listen("panel", "submit", lambda event: _submit(app, event))
    dom.listen("panel", "toggle", lambda event: _toggled(app, event), capture=True)
    dom.listen("document", "tkdevice", lambda event: _device_changed(app, event))
    dom.listen("document", "tkfile", lambda event: record_read(app, event))
    dom.listen("document", "tkstored", lambda event: _stored(app, event))
    drag.bind(app)


def _device_changed(app, event) -> None:
    """The device changed (its voices listed, reduced motion switched on): the page is drawn
    again with what it can do now."""
    device.told(event.detail)
    app.render()


def _storage_changed(app, event) -> None:
    """Another tab wrote the storage (the ``storage`` event): Python's mirror of it holds
    what is there now (kit/storage.py), and the shell hears of a save changed."""
    key = None if event.key is None else str(event.key)
    value = None if event.newValue is None else str(event.newValue)
    storage.heard(key, value)
    if key is not None:
        keeping.storage_changed(app, key, value)


def _stored(app, event) -> None:
    """The page refused a write of Python's, or wrote one after refusing the one before
    ("tkstored": static/js/bridge.js, store): the mirror holds what the key holds now
    (kit/storage.py), and the shell hears why (keeping.storage_told)."""
    told = storage.told(event.detail)
    if told is not None:
        value = told.get("value")
        why = told.get("refused") or "written"
        keeping.storage_told(app, told["key"], value if isinstance(value, str) else None, str(why))


def _pressed(event) -> None:
    if dom.closest(event, SLOW) is not None:
        busy.start(tap=True)


def _submit(app, event) -> None:
    event.preventDefault()
    if app.screen == "quick":
        from . import quick

        quick.start(app)
        return
    app.start_game()


def _value(element) -> str:
    return dom.attr(element, "data-value") or ""


def _set_count(app, element, _event):
    app.form.count = int(_value(element))
    app.render(focus=f"count{app.form.count}", unless_typing=True)


def _set_option(app, element, _event):
    key, _, value = _value(element).partition("=")
    app.form.options[key] = value
    app.render(focus=f"option-{key}-{value}", unless_typing=True)


def _set_first_mode(app, element, _event):
    app.form.pick("first-mode", _value(element))
    app.problems = []
    app.render(focus=f"first-{_value(element)}", unless_typing=True)


def _set_hints(app, element, _event):
    app.form.pick("hints", _value(element))
    app.render(focus=f"hints-{_value(element)}", unless_typing=True)


def _set_quick_level(app, element, _event):
    from . import quick

    quick.choose_level(app, _value(element))


def _open_rules(app, _element, _event):
    dialogs.open_rules(app)


def _learn(app, element, _event):
    """"Learn to play": the game's guided first game (ui/shell/lesson.py)."""
    from . import lesson

    lesson.start(app, _value(element))


def _lesson(name: str):
    def act(app, *_):
        from . import lesson

        if app.lesson is not None:
            getattr(lesson, name)(app)

    return act


SHELL_ACTIONS = {
    "home": lambda app, *_: app.go_home(),
    "choose-game": lambda app, element, _e: app.choose_game(_value(element)),
    "play-computer": lambda app, element, _e: app.quick_game(_value(element)),
    "quick-level": _set_quick_level,
    "hints": _set_hints,
    "hint": lambda app, *_: app.show_hint(),
    "count": _set_count,
    "option": _set_option,
    "first-mode": _set_first_mode,
    "resume": lambda app, element, _e: app.resume(_value(element)),
    "resume-legal-part": lambda app, *_: keeping.resume_legal_part(app),
    "set-aside-newer": lambda app, element, _e: keeping.set_aside_newer(app, _value(element)),
    "take-other-tab": lambda app, *_: keeping.take_other_tab(app),
    "keep-this-tab": lambda app, *_: keeping.keep_this_tab(app),
    "download-unreadable": lambda app, *_: keeping.download_unreadable(app),
    "download-saved": lambda app, element, _e: dialogs.ask_download_saved(app, _value(element)),
    "delete-unreadable": lambda app, *_: dialogs.ask(
        app, app.t("broken_delete_confirm"), app.t("broken_delete"),
        lambda: keeping.delete_unreadable(app), focus_yes=False),
    "reveal": lambda app, *_: app.reveal(),
    "play-again": lambda app, *_: app.play_again(),
    "download-record": lambda app, *_: dialogs.ask_download(app),
    "replay": lambda app, *_: _replay().open_from_start(app),
    "replay-to": lambda app, element, *_: _replay().show(app, int(_value(element))),
    "replay-back": lambda app, *_: _replay().close(app),
    "rules": _open_rules,
    "learn": _learn,
    "lesson-next": _lesson("next_step"),
    "lesson-hear": _lesson("hear"),
    "menu": lambda app, *_: dialogs.open_menu(app),
    "sound": lambda app, *_: dialogs.toggle_sound(app),
    "lang": lambda app, *_: app.switch_language(),
    "undo": lambda app, *_: dialogs.ask_undo(app),
    "leave": lambda app, *_: dialogs.ask(
        app, app.t("leave_confirm", names=app.names(range(len(app.game.players)))),
        app.t("leave_yes"), app.go_home),
    "close-dialog": lambda app, *_: dialogs.close(),
    "dialog-yes": lambda app, *_: dialogs.answer_yes(),
}


def _action(app, event) -> None:
    element = dom.closest(event, "[data-action]")
    if element is None:
        return
    event.preventDefault()
    press(app, element, event, in_dialog=dom.closest(event, "#dialog") is not None)


def press(app, element, event=None, in_dialog: bool = False) -> None:
    """What tapping ``element`` (its data-action; ``in_dialog``: a button of the dialog)
    does; also called by takeover.py, which replays the pre-drawn page's choices in Python
    rather than by events (in a worker an event's handler would run only after the
    takeover's drawing)."""
    name = dom.attr(element, "data-action")
    handler = SHELL_ACTIONS.get(name)
    if handler is None and app.view is not None:
        handler = app.view.action(name)
    if handler is None:
        return
    if in_dialog and name not in dialogs.KEEPS_OPEN:
        dialogs.close()
    handler(app, element, event)


def _typed(app, event) -> None:
    element = event.target
    typed(app, dom.attr(element, "data-input") or "", str(element.value))


def typed(app, name: str, value: str, draw: bool = True) -> None:
    """Keep what is typed in the new-game form (so nothing is lost on a redraw); a name
    typed is shown wherever the form shows names (who starts, who shares a car), the form
    drawn again around the field (the page's morph keeps it, its caret and its text).
    ``draw``: False where the caller draws the form once it is done (takeover.py)."""
    if name == "quick-name":
        from . import quick

        quick.typed(app, value)
    elif app.form.type_in(name, value) and name.startswith("name") and draw:
        app.render()


def _changed(app, event) -> None:
    element = event.target
    changed(app, dom.attr(element, "data-input") or "", str(element.value), element)


def changed(app, name: str, value: str, element=None) -> None:
    """A choice of the form was changed (a <select>, a file chosen in "Load a game")."""
    if app.form.choose(app, name, value):
        if name.startswith("kind"):  # the seat's name may follow
            app.render(focus=name, unless_typing=True)
    elif name == "record":
        return  # the page reads the file and tells its bytes ("tkfile": record_read)
    elif app.view is not None and name:
        app.view.on_input(app, name, value)


def _toggled(app, event) -> None:
    """The "same game for a whole class" section stays as the player left it."""
    element = event.target
    if dom.attr(element, "data-details") == "class":
        app.form.class_open = bool(element.open)


def record_read(app, event) -> None:
    """A game record file chosen in "Load a game" (or on the pre-drawn page before Python
    was up: takeover.py), as the page read it ("tkfile": static/js/bridge.js, sendFile; the
    page is marked busy meanwhile): loaded (record_files.load), or the player told that
    it could not be read."""
    try:
        told = json.loads(str(event.detail))
        content = base64.b64decode(told["bytes"]) if "bytes" in told else None
    except (ValueError, TypeError, KeyError):
        content = None
    if content is None:
        busy.stop()
        _record_files().notice(app, lambda: app.t("err_record_read"))
        return
    busy.later(lambda: _record_files().load(app, content))


# The places the card or tile in hand can go, lit on the table by every game's view: a lit
# button (Les 24 Heures' discard pile), or the button in a lit place (a car, a free slot).
LIT_PLACES = "button.lit[data-action], .lit > button[data-action]"


def _key(app, event) -> None:
    """Escape closes nothing of ours (the dialog closes itself); other keys go to the game's
    view while a game is on the table; N (shift+N backwards), if the view did not take it,
    moves the focus to the next lit place on a turn."""
    if app.view is not None and app.game is not None and dom.closest(event, "#dialog") is None:
        app.view.on_key(app, event)
        if not event.defaultPrevented and app.screen == "turn":
            next_lit_place(event)


def next_lit_place(event) -> None:
    """N: the focus goes to the next place lit for the card in hand, in the page's order
    (round to the first after the last); shift+N to the one before."""
    if str(event.key) not in ("n", "N") or event.ctrlKey or event.metaKey or event.altKey:
        return
    if dom.closest(event, TYPED_IN) is not None:
        return
    dom.focus_next(LIT_PLACES, -1 if event.shiftKey else 1)


def _replay():
    """The replay's module, imported when a replay opens (not at start-up)."""
    from . import replay_view

    return replay_view


def _record_files():
    """The record files' module, imported when a file is chosen (not at start-up)."""
    from . import record_files

    return record_files
