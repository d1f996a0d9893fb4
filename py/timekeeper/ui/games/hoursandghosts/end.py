"""The end of a game (rules page, "Winning and the end"): the winner celebrated with their
full row, or the draw explained (a hand left empty with an empty pile); then every player
with the cards they placed and the ghosts they held, as the engine ranks them."""

from timekeeper.i18n.hoursandghosts import possessive

from ...shell.dom import h
from ...shell.end_screen import verdict
from ...shell.screens import table
from .table import row_list


def result_card(app, game, result):
    if result is None:
        return None
    if result.winners:
        seat = result.winners[0]
        name = game.players[seat]
        owner = possessive(app.lang, name)
        head = [
            h("p", h("span", "★", cls="star", aria_hidden="true"),
              app.t("celebrate", name=name),
              h("span", "★", cls="star", aria_hidden="true"), cls="celebrate"),
            h("p", h("strong", verdict(app, game, result)), cls="verdict"),
            h("p", app.t("result_win", owner=owner, name=name), cls="ending"),
            row_list(app, game.row(seat), app.t("winner_row", owner=owner),
                     cls="hg-row winning-row"),
        ]
        cls = "card result hg-result win"
    else:
        empty = result.details.get("empty_hand")
        name = game.players[empty] if empty is not None else ""
        head = [
            h("p", app.t("draw_title"), cls="celebrate draw"),
            h("p", h("strong", verdict(app, game, result)), cls="verdict"),
            h("p", app.t("result_draw", name=name), cls="ending"),
        ]
        cls = "card result hg-result drawn"
    return h("section", *head, _ranking(app, game, result), cls=cls, role="status")


def _ranking(app, game, result):
    rows = []
    for entry in result.ranking:
        winner = bool(set(entry["seats"]) & set(result.winners))
        rows.append(h("tr",
                      h("td", entry["place"]),
                      h("th", app.names(entry["seats"], game), scope="row"),
                      h("td", entry["placed"]),
                      h("td", entry["ghosts"]),
                      cls="winner" if winner else None))
    headings = [app.t("col_rank"), app.t("col_player"), app.t("col_placed"),
                app.t("col_ghosts")]
    return table(headings, rows, "ranking")
