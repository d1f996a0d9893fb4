"""Python takes over from the pre-shell (static/js/preshell.js), losing nothing.

Before Pyodide is up, the page shows the home screen and the new-game forms drawn at build
time by this same shell (tools/prerender.py), and the pre-shell lets the players pick a game
and fill the form. When Python starts, ``adopt`` reads what they typed and chose
(``window.tkPreshell.snapshot()``), opens the same form and replays it through the shell's
own handlers (a choice or a switch left otherwise is pressed, a typed field is typed: called
in Python, not through events, whose handlers would run only after the drawing when Python
is in a worker; the field the player is still typing in is read as it stands then, never
written back with the snapshot's older text, which undid a key typed meanwhile), then draws
it again (not when the form was only opened: drawn as it opened): the same markup as the
pre-drawn one, so nothing moves, the caret where the player left it (in a field tapped into
meanwhile, not back where the snapshot had it), with the start button now live (the page
morphs the drawing in, keeping its elements: static/js/bridge.js, morph). A button that
needed Python (the rules, a game against the computer) is pressed for the player now, and a
game record chosen meanwhile (the pre-shell keeps the File) is read by the page and loaded
as the shell's own file chooser does (events.record_read). A form filled and left (the
players went back home) is kept in the shell's form for the next one they open, as the
pre-shell kept it.
"""

import json

from timekeeper.core.registry import GAMES

from ..kit import dom, page
from . import events


def snapshot() -> dict | None:
    """What the pre-shell holds, or None when the page has none."""
    pre = getattr(page.window, "tkPreshell", None)
    if pre is None or dom.is_none(pre):
        return None
    try:
        return json.loads(str(pre.snapshot()))
    except Exception:  # a broken pre-shell never keeps the game from starting
        return None


def adopt(app) -> None:
    """Draw the app's first screen where the pre-shell left the players (see the module)."""
    found = snapshot()
    if found is None:
        app.render()
        return
    page.window.tkPreshell.done()  # from now on, only the shell's own listeners act
    game = found.get("game") or ""
    drawn = False  # the form is on the page as the players left it: no second drawing
    typed_on = False  # keys typed since the snapshot: the field has them, the caret after them
    if found.get("screen") == "setup" and game and game not in app.newer:
        app.choose_game(game)  # draws the form as it opens
        drawn = True
        for action, value, pressed, switch in found.get("pressed", []):
            if not (pressed or switch):  # a choice not taken: its group's pick is clicked
                continue
            selector = f'[data-action="{action}"]' + (f'[data-value="{value}"]' if value else "")
            button = dom.find(selector + "[aria-pressed]")
            if button is not None and (dom.attr(button, "aria-pressed") == "true") != pressed:
                events.press(app, button)
                drawn = False
        typing_in = dom.focused_key()
        for name, value, tag in found.get("fields", []):
            field = dom.find(f'[data-input="{name}"]')
            if field is None:
                continue
            live = _typed_since(field) if tag != "select" and name == typing_in else None
            if live is not None:  # the field the player is typing in holds it all
                typed_on = typed_on or live != value
                value = live
            else:
                field.value = value
            drawn = False
            if tag == "select":
                events.changed(app, name, str(value), field)
            else:
                events.typed(app, name, str(value), draw=False)
        class_open = bool(found.get("classOpen"))
        drawn = drawn and class_open == app.form.class_open
        app.form.class_open = class_open
    elif found.get("form"):
        _recall_form(app, found["form"])
        app.form.class_open = bool(found.get("classOpen"))
    focus = _tapped_since() or found.get("focus")
    if drawn:  # a game tapped and nothing else: its form once (a redraw: some 40 ms here)
        app.focus_on(focus)
    else:
        app.render(focus=focus)
    moved = typed_on or focus != found.get("focus")  # the snapshot's caret is not the player's
    selection = None if moved else found.get("selection")
    active = page.document.activeElement
    if selection and not dom.is_none(active) and dom.attr(active, "data-focus") == focus:
        try:
            active.setSelectionRange(*selection)
        except Exception:  # not a text field
            pass
    if found.get("hasRecord") and found.get("screen") != "setup":
        page.tell("readRecord")  # the page reads the file kept and tells it (events.record_read)
        return
    pending = found.get("pending")
    if pending:
        action, value = pending.get("action"), pending.get("value") or ""
        selector = f'[data-action="{action}"]' + (f'[data-value="{value}"]' if value else "")
        button = dom.find(selector)
        if button is not None:
            events.press(app, button)


def _recall_form(app, left: dict) -> None:
    """A form the players filled and left (back home) before Python took over: the shell's
    form keeps it, as the pre-shell did, for the next form it opens (``SetupForm.fit`` then
    keeps the names, the ages, who plays and who starts, and fits the count); nothing is
    drawn."""
    game = left.get("game") if isinstance(left, dict) else None
    info = GAMES.get(game) if isinstance(game, str) else None
    if info is None:
        return
    form = app.form
    form.fit(info)
    if str(left.get("count")).isdigit():
        form.count = min(max(int(left["count"]), form.low), form.high)
    values = left.get("values") if isinstance(left.get("values"), dict) else {}
    for name, value in values.items():
        form.type_in(name, str(value))
    for name, value in values.items():  # after the names: a name typed for a computer stays
        form.choose(app, name, str(value))
    choices = left.get("choices") if isinstance(left.get("choices"), dict) else {}
    for key, value in choices.items():
        form.pick(key.partition(":")[0], str(value))


def _typed_since(field) -> str | None:
    """What the field being typed in holds, if it is the player's typing and not what Python
    drew there (its value attribute: a field the drawing made anew, the snapshot then newer);
    None otherwise."""
    live = str(field.value)
    return None if live == (dom.attr(field, "value") or "") else live


def _tapped_since() -> str | None:
    """The field the player tapped into while Python took over (after the snapshot), if any:
    the focus stays there rather than going back where the snapshot had it."""
    tapped = _ask_preshell("tappedSince")
    return None if tapped is None else str(tapped)


def _ask_preshell(name: str):
    """What the pre-shell's function `name` answers, or None (nothing, or an older
    pre-shell without it)."""
    try:
        answer = getattr(page.window.tkPreshell, name)()
    except Exception:
        return None
    return None if dom.is_none(answer) else answer
