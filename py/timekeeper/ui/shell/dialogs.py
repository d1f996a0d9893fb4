"""The one modal dialog of the page (a native <dialog>): the menu, the rules of the game on
the table (drawn by its view package), and "are you sure?" questions before anything that
cannot be taken back easily."""

from ..kit import dom, page
from ..kit.dom import h
from . import keeping

_on_yes = None  # what the open question does when answered yes
KEEPS_OPEN = {"undo", "leave", "delete-unreadable", "dialog-yes", "close-dialog", "rules",
              "download-record", "sound"}


def show(app, title: str, *body, wide: bool = False, focus: str = "close") -> None:
    """Open the dialog with ``title`` and ``body`` (replacing what it showed), the focus on
    its button ``focus`` (the page opens it: static/js/bridge.js, dialog)."""
    dom.draw(
        "dialog",
        h("div", h("h2", title, id="dialog-title"),
          dom.action_button(app.t("close"), "close-dialog", cls="btn quiet", data_focus="close"),
          cls="dialog-head"),
        h("div", *body, cls="dialog-body"),
    )
    page.tell("dialog", "dialog wide" if wide else "dialog", focus)


def close() -> None:
    global _on_yes
    _on_yes = None
    page.tell("dialog", "", "")


def ask(app, question: str, yes: str, on_yes, focus_yes: bool = True,
        title: str | None = None) -> None:
    """Ask ``question`` (under ``title``: by default the menu's, where it was asked from);
    ``on_yes()`` runs only if the player confirms."""
    global _on_yes
    show(
        app, title or (app.t("menu_title") if app.game else app.t("app_title")),
        h("p", question, cls="dialog-question"),
        h("div",
          dom.action_button(yes, "dialog-yes", cls="btn primary", data_focus="yes"),
          dom.action_button(app.t("cancel"), "close-dialog", data_focus="cancel"),
          cls="actions"),
        focus="yes" if focus_yes else "cancel",
    )
    _on_yes = on_yes


def answer_yes() -> None:
    action = _on_yes
    close()
    if action is not None:
        action()


def ask_undo(app) -> None:
    """With computers at the table, undo goes back to the last person's move (the
    computers' moves since then go back with it): the question names that move."""
    last = app.game.history[-max(1, app.table.undo_count())]
    ask(app, app.t("undo_confirm", move=app.view.move_words(app, last, app.game),
                   name=app.game.players[last.seat]),
        app.t("undo_yes"), app.undo, title=app.t("undo"))


def ask_download(app) -> None:
    """Download the record; mid-game it shows every hidden hand, so ask first."""
    game = app.game
    if game.finished:
        close()
        keeping.download_record(app)
        return
    ask(app, app.t("download_secret_confirm"), app.t("download_secret_yes"),
        lambda: keeping.download_record(app), focus_yes=False)


def ask_download_saved(app, game_id: str) -> None:
    """Download a saved game's record from the home screen: a game left unfinished, whose
    record shows every hidden hand, so ask first (as ask_download)."""
    ask(app, app.t("download_secret_confirm"), app.t("download_secret_yes"),
        lambda: keeping.download_saved(app, game_id), focus_yes=False, title=app.t("keep_title"))


def open_rules(app) -> None:
    """The rules of the game on the table (or in the new-game form), in the page's language."""
    from .home import learn_button

    dialogs_title = app.t("rules_title")
    learn = None if app.lesson is not None else \
        learn_button(app, app.game_id, app.t("game_title"))
    show(app, dialogs_title, h("div", learn, cls="actions rules-learn") if learn else None,
         *app.view.rules(app), wide=True)


def open_menu(app) -> None:
    """The menu: undo, download the record, replay, leave; the game code to share."""
    game = app.game
    items = []
    if game is not None:
        if game.history and app.screen in ("turn", "handoff", "end", "computer"):
            items.append(("undo", app.t("undo")))
        items.append(("download-record", app.t("download_record")))
        if game.history and app.screen != "replay":
            items.append(("replay", app.t("replay")))
        items.append(("leave", app.t("leave_game")))
    buttons = [
        h("button", label, type="button", cls="btn menu-item", data_action=action,
          data_focus=action)
        for action, label in items
    ]
    buttons.append(sound_switch(app))
    seed = game.seed if game is not None else None
    show(app, app.t("menu_title"), h("div", *buttons, cls="menu-list"),
         h("p", app.t("game_code", seed=seed), cls="game-code") if seed else None,
         focus=items[0][0] if items else "close")


def sound_switch(app):
    """The menu's switch for the sounds (remembered on this tablet)."""
    from ..kit import sound

    on = sound.switched_on()
    return h("button",
             h("span", app.t("sound_switch")),
             h("span", h("span", cls="knob"), cls="switch", aria_hidden="true"),
             type="button", cls="btn menu-item sound-toggle", role="switch",
             aria_checked="true" if on else "false", data_action="sound", data_focus="sound")


def toggle_sound(app) -> None:
    from ..kit import sound

    sound.set_on(not sound.switched_on())
    open_menu(app)
    dom.focus('#dialog [data-focus="sound"]')
