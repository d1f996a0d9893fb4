"""Python takes over from the pre-shell (static/js/preshell.js), losing nothing.

Before Pyodide is up, the page shows the home screen and the new-game forms drawn at build
time by this same shell (tools/prerender.py), and the pre-shell lets the players pick a game
and fill the form. When Python starts, ``adopt`` asks the page once for what they typed and
chose (``takeOver``: static/js/bridge.js; the pre-shell retires in the same step, and from
then on the page tells Python every tap and key), opens the same form and replays it
through the shell's own handlers (a choice or a switch left otherwise is pressed, a typed
field is typed: called in Python, not through events), then draws it again (not when the
form was only opened: drawn as it opened): the same markup as the pre-drawn one, so nothing
moves. What the player does meanwhile is the page's: a key typed after the page answered
stays in its field (the morph keeps the text of the field being typed in, and Python hears
the key), and the focus and the caret go back where the page had them only if the player
has not moved on since (static/js/bridge.js, focus and caret). A button that needed Python
(the rules, a game against the computer) is pressed for the player now, and a game record
chosen meanwhile (the pre-shell keeps the File) is read by the page and loaded as the
shell's own file chooser does (events.record_read). A form filled and left (the players
went back home) is kept in the shell's form for the next one they open, as the pre-shell
kept it. Python reads nothing of the page but the one answer.
"""

import json

from timekeeper.core.registry import GAMES

from ..kit import dom, page
from . import events


def snapshot() -> dict | None:
    """What the pre-shell holds, or None when the page has none."""
    try:
        text = page.ask("takeOver")
        return None if not text else json.loads(str(text))
    except Exception:  # a broken pre-shell never keeps the game from starting
        return None


def _choice(action, value) -> str:
    return f'[data-action="{action}"]' + (f'[data-value="{value}"]' if value else "")


def adopt(app) -> None:
    """Draw the app's first screen where the pre-shell left the players (see the module)."""
    found = snapshot()
    if not isinstance(found, dict):
        app.render()
        return
    game = found.get("game") or ""
    drawn = False  # the form is on the page as the players left it: no second drawing
    if found.get("screen") == "setup" and game and game not in app.shelf.newer:
        app.choose_game(game, focus=None)  # draws the form as it opens
        drawn = True
        for action, value, pressed, switch in found.get("pressed", []):
            if not (pressed or switch):  # a choice not taken: its group's pick is clicked
                continue
            button = dom.find_drawn(_choice(action, value) + "[aria-pressed]")
            if button is not None and (dom.attr(button, "aria-pressed") == "true") != pressed:
                events.press(app, button)
                drawn = False
        for name, value, tag in found.get("fields", []):
            drawn = False
            if tag == "select":
                events.changed(app, name, str(value))
            else:
                events.typed(app, name, str(value), draw=False)
        class_open = bool(found.get("classOpen"))
        drawn = drawn and class_open == app.form.class_open
        app.form.class_open = class_open
    elif found.get("form"):
        _recall_form(app, found["form"])
        app.form.class_open = bool(found.get("classOpen"))
    focus = found.get("focus")
    if drawn:  # a game tapped and nothing else: its form once (a redraw: some 40 ms here)
        if focus:
            dom.focus_key(focus, unless_typing=True)
    else:  # a player who tapped into another field meanwhile stays there
        app.render(focus=focus, unless_typing=True)
    page.tell("caret")  # back where the page had it, if the player is still there
    if found.get("hasRecord") and found.get("screen") != "setup":
        page.tell("readRecord")  # the page reads the file kept and tells it (events.record_read)
        return
    pending = found.get("pending")
    if pending:
        button = dom.find_drawn(_choice(pending.get("action"), pending.get("value") or ""))
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
