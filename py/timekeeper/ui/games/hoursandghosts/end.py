"""The end of a game (rules page, "Winning and the end"): the winner celebrated with their
full row, or the draw explained (a hand left empty with an empty pile); then every player
with the cards they placed and the ghosts they held, as the engine ranks them."""

from timekeeper.i18n.hoursandghosts import possessive

from ...kit.dom import h
from ...kit.widgets import table, verdict
from .table import row_list


def result_card(ctx, game, result):
    if result is None:
        return None
    if result.winners:
        seat = result.winners[0]
        name = game.players[seat]
        owner = possessive(ctx.lang, name)
        head = [
            _celebrate(ctx, game, seat),
            h("p", h("strong", verdict(ctx, game, result)), cls="verdict"),
            h("p", ctx.t("result_win", owner=owner, name=name), cls="ending"),
            row_list(ctx, game.row(seat), ctx.t("winner_row", owner=owner),
                     cls="hg-row winning-row"),
        ]
        cls = "card result hg-result win"
    else:
        empty = result.details.get("empty_hand")
        name = game.players[empty] if empty is not None else ""
        head = [
            h("p", ctx.t("draw_title"), cls="celebrate draw"),
            h("p", h("strong", verdict(ctx, game, result)), cls="verdict"),
            h("p", ctx.t("result_draw", name=name), cls="ending"),
        ]
        cls = "card result hg-result drawn"
    return h("section", *head, _ranking(ctx, game, result), cls=cls, role="status")


def _celebrate(ctx, game, seat: int):
    """"★ Well done, Ana! ★"; when a computer wins, a kind word to the people at the table
    instead ("Computer (hard) won this time. Well played, Ana!")."""
    people = [n for n in range(len(game.players)) if not ctx.seats.is_computer(n)]
    if ctx.seats.is_computer(seat) and people:
        return h("p", ctx.t("celebrate_computer", name=game.players[seat],
                            people=ctx.names(people, game)), cls="celebrate kind")
    return h("p", h("span", "★", cls="star", aria_hidden="true"),
             ctx.t("celebrate", name=game.players[seat]),
             h("span", "★", cls="star", aria_hidden="true"), cls="celebrate")


def _ranking(ctx, game, result):
    rows = []
    for entry in result.ranking:
        winner = bool(set(entry["seats"]) & set(result.winners))
        rows.append(h("tr",
                      h("td", entry["place"]),
                      h("th", ctx.names(entry["seats"], game), scope="row"),
                      h("td", entry["placed"]),
                      h("td", entry["ghosts"]),
                      cls="winner" if winner else None))
    headings = [ctx.t("col_rank"), ctx.t("col_player"), ctx.t("col_placed"),
                ctx.t("col_ghosts")]
    return table(headings, rows, "ranking")
