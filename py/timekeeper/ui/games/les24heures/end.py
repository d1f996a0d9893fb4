"""The end of a race (rules page, "The end and the winner"): the finish card showed; places
by kilometres (level cars share a place) and championship points 9, 6, 4, 3, 2, 1; in a Gold
Cup the standings after this race; and what comes next (the next race of the cup, a new cup,
or another race)."""

from timekeeper.i18n.les24heures import km, race_name

from ...kit.dom import h
from ...kit.widgets import table, verdict
from . import cup


def result_card(ctx, game, result):
    return h("section",
             h("p", ctx.t("ending_finish"), cls="ending"),
             h("p", h("strong", verdict(ctx, game, result)), cls="verdict"),
             ranking(ctx, game, result),
             cls="card result l24-result", role="status")


def ranking(ctx, game, result):
    rows = []
    for entry in result.ranking:
        rows.append(h("tr",
                      h("td", entry["place"]),
                      h("th", ctx.names(entry["seats"], game), scope="row"),
                      h("td", km(ctx.lang, entry["km"])),
                      h("td", entry["points"]),
                      cls="winner" if set(entry["seats"]) <= set(result.winners) else None))
    headings = [ctx.t("col_place"), ctx.t("col_car"), ctx.t("col_km"), ctx.t("col_points")]
    return table(headings, rows, "ranking l24-ranking")


def next_game_label(ctx, game) -> str:
    """The end screen's first button: the cup's next race by name, a new cup, or a race
    again (the engine's ``next_game`` does what it says)."""
    if game.cup_race is not None:
        upcoming = cup.next_race(game)
        if upcoming is None:
            return ctx.t("new_cup")
        return ctx.t("next_race", name=race_name(ctx.lang, upcoming))
    return ctx.t("race_again")
