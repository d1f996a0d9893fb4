"""What everyone may see beside the table: each car's kilometres while the race goes on (the
end screen ranks them with their points), the Gold Cup standings in a cup, and the last
moves in words, newest first (the replay shows them all)."""

from timekeeper.i18n import isolate
from timekeeper.i18n.les24heures import event_lines, km, opening_lines

from ...shell.dom import h
from ...shell.screens import table
from . import cup

LOG_LENGTH = 8  # moves told in the log (the whole race is in the replay)


def render(app, game, current: int | None = None):
    return h("div",
             scores(app, game, current) if not game.finished else None,
             cup.render(app, game) if game.cup_race is not None else None,
             log(app, game),
             cls="public l24-public")


def scores(app, game, current):
    """Each car's kilometres while the race goes on (the end screen ranks them)."""
    rows = []
    for car in game.cars:
        playing = current is not None and current in car.seats
        cells = [h("th",
                   h("span", "▶ ", aria_hidden="true") if playing else None,
                   " · ".join(map(isolate, car.drivers)),
                   h("span", f" ({app.t('to_play_mark')})", cls="visually-hidden")
                   if playing else None,
                   scope="row", cls="name"),
                 h("td", km(app.lang, car.km))]
        rows.append(h("tr", *cells, cls="current" if playing else None))
    headings = [app.t("col_car"), app.t("col_km")]
    return table(headings, rows, "scores l24-scores", caption=app.t("standings_title"))


def log(app, game):
    """The last moves, newest first, each in the words the table was told."""
    players, cars = game.players, game.sides()
    items = []
    for event in reversed(game.history[-LOG_LENGTH:]):
        lines = event_lines(app.lang, event.to_dict(), players, cars)
        items.append(h("li", h("strong", lines[0]),
                       *(h("span", line, cls="small") for line in lines[1:])))
    opening = opening_lines(app.lang, game.opening, players)
    if len(game.history) > LOG_LENGTH:
        opening = []
    return h("section",
             h("h3", app.t("log_title")),
             h("ol", *items, cls="log l24-log", reversed=True,
               start=len(game.history) or None) if items
             else h("p", app.t("log_empty"), cls="hint"),
             *(h("p", line, cls="small") for line in opening),
             cls="moves")
