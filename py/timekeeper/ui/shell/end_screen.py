"""The end of a game: what the last turn did, the result as the game tells it (winners, the
tie-break or the draw in words, the ranking), and what to do next: play again (or the next
race), download the record, watch the replay, another game."""

from .dom import action_button, h
from .screens import summary


def render(app):
    game = app.game
    result = game.result()
    from .hints import end_lines

    lines = app.view.event_lines(app, app.last_event, game) if app.last_event else []
    used = end_lines(app, game)
    return h("div",
             h("h2", app.t("end_title"), tabindex="-1", data_focus="end"),
             summary(lines),
             h("section", *(h("p", line) for line in used), cls="card hints-used")
             if used else None,
             app.view.result_card(app, game, result),
             h("div",
               action_button(app.view.next_game_label(app, game), "play-again",
                             cls="btn primary big"),
               action_button(app.t("download_record"), "download-record", cls="btn"),
               action_button(app.t("replay"), "replay") if game.history else None,
               action_button(app.t("new_game"), "home"),
               cls="actions end-actions"),
             app.view.public_panel(app, game, current=None),
             cls="screen end")


def verdict(app, game, result) -> str:
    """"Ana wins!", "Ana and Cleo win!", "A draw between Ana and Ben!", "Nobody wins."."""
    if not result.winners:
        return app.t("nobody_wins")
    names = app.names(result.winners, game)
    if result.draw:
        return app.t("draw", names=names)
    return app.t("winner_one" if len(result.winners) == 1 else "winner_team", names=names)
