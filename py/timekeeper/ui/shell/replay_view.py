"""Watching a game again, move by move: the table shows the position after the chosen move
(the engine rebuilds it from the record cut at that move); no hand is ever shown."""

from ..kit.dom import action_button, h
from ..kit.widgets import summary
from . import computer


def open_from_start(app) -> None:
    """Watch the game again from its deal (the public table only: no hand is shown)."""
    app.screen = "replay"
    show(app, 0)


def show(app, position: int) -> None:
    """Show the table after ``position`` moves of the game's record."""
    record = app.game.to_record()
    position = max(0, min(position, len(record["moves"])))
    record["moves"] = record["moves"][:position]
    app.replay = (position, type(app.game).from_record(record))
    app.render()


def close(app) -> None:
    """Back to the game: the seat to play, its hand hidden until the tablet is taken when
    only people play (Table.screen_after_replay)."""
    app.replay = None
    app.screen = app.table.screen_after_replay()
    if app.screen == "turn":
        app.reveal()
        return
    app.render(focus="replay")
    if app.screen == "computer":
        computer.start_turn(app)


def render(app):
    position, game = app.replay
    total = len(app.game.history)
    if position:
        heading = app.t("replay_position", n=position, total=total)
        lines = app.view.event_lines(app, game.history[-1], game)
    else:
        heading, lines = app.t("replay_start_position"), []
    steps = [("replay_first", 0), ("replay_prev", position - 1), ("replay_next", position + 1),
             ("replay_last", total)]
    return h("div",
             h("h2", app.t("replay_title")),
             h("p", h("strong", heading), role="status"),
             summary(lines),
             h("div",
               *(h("button", app.t(key), type="button", cls="btn", data_action="replay-to",
                   data_value=target, data_focus=key,
                   disabled=not 0 <= target <= total or target == position)
                 for key, target in steps),
               cls="actions replay-nav"),
             action_button(app.t("replay_back"), "replay-back", cls="btn primary"),
             app.view.public_panel(app, game, current=None),
             cls="screen replay")
