"""The end of a race (rules page, "The end and the winner"): the finish card showed; places
by kilometres (level cars share a place) and championship points 9, 6, 4, 3, 2, 1; in a Gold
Cup the standings after this race; and what comes next (the next race of the cup, a new cup,
or another race)."""

from timekeeper.i18n.les24heures import km, race_name

from ...kit.dom import h
from ...kit.widgets import table, verdict
from . import cup


def result_card(app, game, result):
    return h("section",
             h("p", app.t("ending_finish"), cls="ending"),
             h("p", h("strong", verdict(app, game, result)), cls="verdict"),
             ranking(app, game, result),
             cls="card result l24-result", role="status")


def ranking(app, game, result):
    rows = []
    for entry in result.ranking:
        rows.append(h("tr",
                      h("td", entry["place"]),
                      h("th", app.names(entry["seats"], game), scope="row"),
                      h("td", km(app.lang, entry["km"])),
                      h("td", entry["points"]),
                      cls="winner" if set(entry["seats"]) <= set(result.winners) else None))
    headings = [app.t("col_place"), app.t("col_car"), app.t("col_km"), app.t("col_points")]
    return table(headings, rows, "ranking l24-ranking")


def next_game_label(app, game) -> str:
    """The end screen's first button: the cup's next race by name, a new cup, or a race
    again (the engine's ``next_game`` does what it says)."""
    if game.cup_race is not None:
        upcoming = cup.next_race(game)
        if upcoming is None:
            return app.t("new_cup")
        return app.t("next_race", name=race_name(app.lang, upcoming))
    return app.t("race_again")
