"""Wiring: a few delegated listeners turn taps, keys and typing into App actions.

Buttons say what they do with ``data-action`` (and ``data-value``); form fields say what they
hold with ``data-input``. Nothing here decides anything about the game.
"""

import asyncio

from . import board_view, dialogs, dom, drag


def bind(app) -> None:
    board = dom.by_id("board")
    dom.listen(board, "click", lambda event: _board_click(app, event))
    dom.listen(board, "keydown", lambda event: board_view.on_key(app, event))
    for root in (dom.by_id("panel"), dom.by_id("topnav"), dom.by_id("dialog")):
        dom.listen(root, "click", lambda event: _action(app, event))
    panel = dom.by_id("panel")
    dom.listen(panel, "input", lambda event: _typed(app, event))
    dom.listen(panel, "change", lambda event: _changed(app, event))
    dom.listen(panel, "submit", lambda event: _submit(app, event))
    dom.listen(panel, "keydown", lambda event: _panel_key(app, event))
    drag.bind(app)


def _board_click(app, event) -> None:
    button = dom.closest(event, "[data-cell]")
    if button is not None and not drag.just_dropped():
        app.tap_cell(dom.attr(button, "data-cell"))


def _submit(app, event) -> None:
    event.preventDefault()
    app.start_game()


def _value(element) -> str:
    return dom.attr(element, "data-value") or ""


def _set_count(app, element, _event):
    app.form.count = int(_value(element))
    app.render(focus=f"count{app.form.count}")


def _set_teams(app, element, _event):
    app.form.teams = _value(element) == "on"
    app.render(focus=f"teams-{_value(element)}")


def _set_first_mode(app, element, _event):
    app.form.first_mode = _value(element)
    app.problems = []
    app.render(focus=f"first-{_value(element)}")


def _open_rules(app, _element, _event):
    from . import rules_view

    rules_view.open_rules(app)


ACTIONS = {
    "count": _set_count,
    "teams": _set_teams,
    "first-mode": _set_first_mode,
    "resume": lambda app, *_: app.resume(),
    "download-unreadable": lambda app, *_: app.download_unreadable(),
    "delete-unreadable": lambda app, *_: dialogs.ask(
        app, app.t("broken_delete_confirm"), app.t("broken_delete"), app.delete_unreadable,
        focus_yes=False),
    "reveal": lambda app, *_: app.reveal(),
    "tile": lambda app, element, event: app.select_tile(int(_value(element)),
                                                         keyboard=event.detail == 0),
    "confirm": lambda app, *_: app.confirm(),
    "take-back": lambda app, *_: app.take_back(),
    "play-again": lambda app, *_: app.play_again(),
    "download-record": lambda app, *_: app.download_record(),
    "new-game": lambda app, *_: app.new_game_screen(),
    "replay": lambda app, *_: app.open_replay(),
    "replay-to": lambda app, element, *_: app.replay_to(int(_value(element))),
    "replay-back": lambda app, *_: app.close_replay(),
    "rules": _open_rules,
    "menu": lambda app, *_: dialogs.open_menu(app),
    "lang": lambda app, *_: app.switch_language(),
    "undo": lambda app, *_: dialogs.ask_undo(app),
    "leave": lambda app, *_: dialogs.ask(
        app, app.t("leave_confirm", names=app.names(range(len(app.game.players)))),
        app.t("leave_yes"), app.new_game_screen),
    "close-dialog": lambda app, *_: dialogs.close(),
    "dialog-yes": lambda app, *_: dialogs.answer_yes(),
}


def _action(app, event) -> None:
    element = dom.closest(event, "[data-action]")
    if element is None or drag.just_dropped():
        return
    name = dom.attr(element, "data-action")
    handler = ACTIONS.get(name)
    if handler is None:
        return
    event.preventDefault()
    if name not in dialogs.KEEPS_OPEN and not dom.is_none(element.closest("#dialog")):
        dialogs.close()
    handler(app, element, event)


def _typed(app, event) -> None:
    """Keep what is typed in the setup form (so nothing is lost on a redraw)."""
    element = event.target
    name = dom.attr(element, "data-input") or ""
    value = str(element.value)
    form = app.form
    if name.startswith("name"):
        form.names[int(name[4:])] = value
        from . import setup_screen

        setup_screen.names_changed(app)
    elif name.startswith("age"):
        form.ages[int(name[3:])] = value
    elif name == "seed":
        form.seed = value
    elif name == "deal":
        form.deal = value


def _changed(app, event) -> None:
    element = event.target
    name = dom.attr(element, "data-input") or ""
    if name == "first":
        app.form.first = int(str(element.value))
    elif name == "show":
        app.choose_show(str(element.value))
    elif name == "record":
        files = element.files
        if files.length:
            asyncio.ensure_future(_read_record(app, files.item(0), element))


async def _read_record(app, file, element) -> None:
    try:
        content = str(await file.text())
    except Exception:
        app.setup_notice(app.t("err_record_read"))
        return
    finally:
        element.value = ""
    app.load_record_text(content)


def _panel_key(app, event) -> None:
    """Arrow keys move along the rack; Escape takes a previewed tile back."""
    key = event.key
    if key == "Escape" and app.pending is not None:
        event.preventDefault()
        app.take_back()
        return
    tile = dom.closest(event, "[data-action=tile]")
    if tile is None or key not in ("ArrowLeft", "ArrowRight", "Home", "End"):
        return
    tiles = dom.by_id("panel").querySelectorAll("[data-action=tile]")
    here = int(dom.attr(tile, "data-value"))
    target = {"ArrowLeft": here - 1, "ArrowRight": here + 1, "Home": 0,
              "End": tiles.length - 1}[key]
    if 0 <= target < tiles.length:
        event.preventDefault()
        for i in range(tiles.length):
            tiles.item(i).setAttribute("tabindex", "0" if i == target else "-1")
        tiles.item(target).focus()
