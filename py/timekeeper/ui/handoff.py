"""Between turns: the rack is hidden and the tablet goes to the next player, who taps to see
their tiles. Shows what the last turn did (points in words, new stones, skipped players)."""

from . import score_view
from .dom import h


def render(app):
    game = app.game
    name = game.players[game.turn]
    summary = []
    if app.undone is not None:
        summary.append(app.t("undone", name=name))
    if app.last_turn is not None:
        summary += app.turn_summary(app.last_turn, with_pass=False)
    return h("div",
             score_view.summary(summary),
             h("button",
               h("span", app.t("pass_to", name=name), cls="handoff-title"),
               h("span", app.t("reveal", name=name), cls="handoff-reveal"),
               type="button", cls="handoff", data_action="reveal", data_focus="reveal"),
             h("p", app.t("hidden_note", name=name), cls="hint"),
             score_view.render(app, current=game.turn),
             cls="screen handoff-screen")
