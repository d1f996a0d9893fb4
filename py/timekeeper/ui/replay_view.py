"""Watching a game again, move by move: the board shows the position after the chosen move
(the engine rebuilds it from the record cut at that move)."""

from . import score_view
from .dom import action_button, h


def render(app):
    position, game = app.replay
    total = len(app.game.history)
    if position:
        turn = game.history[-1]
        heading = app.t("replay_position", n=position, total=total)
        lines = app.turn_summary(turn, with_pass=False, game=game)
    else:
        heading, lines = app.t("replay_start_position"), []
    steps = [("replay_first", 0), ("replay_prev", position - 1), ("replay_next", position + 1),
             ("replay_last", total)]
    return h("div",
             h("h2", app.t("replay_title")),
             h("p", h("strong", heading), role="status"),
             score_view.summary(lines),
             h("div",
               *(h("button", app.t(key), type="button", cls="btn", data_action="replay-to",
                   data_value=target, data_focus=key,
                   disabled=not 0 <= target <= total or target == position)
                 for key, target in steps),
               cls="actions replay-nav"),
             action_button(app.t("replay_back"), "replay-back", cls="btn primary"),
             score_view.render(app, game=game),
             cls="screen replay")
