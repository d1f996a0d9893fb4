"""The end of the game: who won (the tie-break in words when one applied), the ranking,
the time sheets, and what to do next: play again, download the record, replay."""

from . import score_view
from .dom import action_button, h


def render(app):
    game = app.game
    result = game.result()
    summary = app.turn_summary(app.last_turn, with_pass=False) if app.last_turn else []
    return h("div",
             h("h2", app.t("end_title"), tabindex="-1", data_focus="end"),
             score_view.summary(summary),
             h("section",
               h("p", app.t(f"ending_{result.ending}"), cls="ending"),
               h("p", h("strong", _verdict(app, result)), cls="verdict"),
               h("p", app.t("tie_fewest"), cls="tie") if result.tie_break == "fewest_tiles"
               else None,
               h("p", app.t("tie_draw"), cls="tie") if result.tie_break == "draw" else None,
               _ranking(app, result),
               cls="card result", role="status"),
             h("div",
               action_button(app.t("play_again"), "play-again", cls="btn primary big"),
               action_button(app.t("download_record"), "download-record", cls="btn"),
               action_button(app.t("replay"), "replay") if game.history else None,
               action_button(app.t("new_game"), "new-game"),
               cls="actions end-actions"),
             score_view.render(app),
             cls="screen end")


def _verdict(app, result) -> str:
    names = app.names(result.winners)
    if result.draw:
        return app.t("draw", names=names)
    return app.t("winner_team" if app.game.teams else "winner_one", names=names)


def _ranking(app, result):
    rows = []
    for entry in result.ranking:
        rows.append(h("tr",
                      h("td", entry["place"]),
                      h("th", app.names(entry["seats"]), scope="row"),
                      h("td", entry["minutes"]),
                      h("td", entry["tiles_left"]),
                      cls="winner" if set(entry["seats"]) <= set(result.winners) else None))
    who = app.t("col_team") if app.game.teams else app.t("col_player")
    headings = [app.t("col_rank"), who, app.t("col_minutes"), app.t("col_tiles_left")]
    return score_view.table(headings, rows, "ranking")
