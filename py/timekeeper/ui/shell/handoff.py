"""Between turns: the hands are hidden and the tablet goes to the next player, who taps to
see theirs. Shows what the last turn did, in the game's words."""

from ..kit.dom import h
from ..kit.widgets import message, summary


def render(app):
    game = app.game
    name = game.players[game.turn]
    lines = []
    if app.undone is not None:
        lines.append(app.t("undone", name=name))
    if app.last_event is not None:
        lines += app.view.event_lines(app, app.last_event, game)
    return h("div",
             h("h2", app.t("pass_to", name=name), cls="visually-hidden"),  # heading order
             summary(lines),
             h("button",
               h("span", app.t("pass_to", name=name), cls="handoff-title"),
               h("span", app.t("reveal", name=name), cls="handoff-reveal"),
               type="button", cls="handoff", data_action="reveal", data_focus="reveal"),
             message(app) if app.message is not None else None,
             h("p", app.t("hidden_note", name=name), cls="hint"),
             app.view.public_panel(app, game, current=game.turn),
             cls="screen handoff-screen")
