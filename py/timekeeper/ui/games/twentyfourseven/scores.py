"""24/7's public table: every player's minutes and tiles left (team totals in team games),
the bag, the time sheet (each player's turns and their minutes) and the log of every move."""

from timekeeper.i18n import isolate
from timekeeper.i18n.twentyfourseven import combos_text

from ...shell.dom import h
from ...shell.screens import table


def render(app, game, current: int | None = None):
    """Scores, bag, time sheet and log of ``game``; ``current`` is the seat to play."""
    return h("div", scoreboard(app, game, current), timesheet(app, game), log(app, game),
             scorebar(game, current), cls="public")


def scorebar(game, current):
    """A phone's compact bar of every player's minutes (shown by CSS on narrow screens
    only, at the bottom while the page scrolls; the same numbers are in the table)."""
    items = [h("span", h("span", name, cls="scorebar-name", dir="auto"),
               h("strong", game.scores[seat]),
               cls="scorebar-item" + (" current" if seat == current else ""))
             for seat, name in enumerate(game.players)]
    return h("div", *items, cls="scorebar", aria_hidden="true")


def scoreboard(app, game, current):
    rows = [
        h("tr",
          h("th", h("span", "▶ ", aria_hidden="true") if seat == current else None,
            h("span", name, cls="who", dir="auto"),
            h("span", f" ({app.t('to_play')})", cls="visually-hidden")
            if seat == current else None,
            scope="row", cls="name"),
          h("td", game.scores[seat]),
          h("td", game.rack_sizes[seat]),
          cls="current" if seat == current else None)
        for seat, name in enumerate(game.players)
    ]
    columns = [app.t("col_minutes"), app.t("col_tiles")]
    tables = [table([app.t("col_player"), *columns], rows, "scores",
                    caption=app.t("scores_title"))]
    if game.teams:
        team_rows = []
        for team, minutes in enumerate(game.team_scores):
            seats = (team, game.partner(team))
            team_rows.append(h(
                "tr",
                h("th", app.t("team_n", n=team + 1), h("br"),
                  h("span", app.names(seats, game), cls="small"), scope="row"),
                h("td", minutes),
                h("td", game.team_tiles_left[team])))
        tables.append(table([app.t("col_team"), *columns], team_rows, "scores teams"))
    return h("section", *tables, h("p", app.t("bag_count", count=game.bag_count), cls="bag"),
             cls="scoreboard")


def timesheet(app, game):
    """One column per player, one row per turn of theirs, the engine's totals below."""
    columns = [[turn for turn in game.history if turn.seat == seat]
               for seat in range(len(game.players))]
    depth = max((len(column) for column in columns), default=0)
    body = []
    for row in range(depth):
        cells = [h("th", row + 1, scope="row")]
        for column in columns:
            turn = column[row] if row < len(column) else None
            cells.append(h("td", turn.points, title=f"{turn.tile} → {turn.cell}")
                         if turn else h("td"))
        body.append(h("tr", *cells))
    return h("section",
             h("h3", app.t("timesheet_title")),
             h("div",
               table([app.t("col_turn"), *map(isolate, game.players)], body, "timesheet",
                     foot=h("tr", h("th", app.t("total"), scope="row"),
                            *(h("td", score) for score in game.scores))),
               cls="table-scroll"),
             cls="sheet")


def log(app, game):
    """Every move, newest first, with what it scored in words; shows and skips too."""
    items = []
    for turn in reversed(game.history):
        name = game.players[turn.seat]
        lines = []
        if turn.shown is not None:
            lines.append(h("span", app.t("log_showed", name=name,
                                         partner=game.players[game.partner(turn.seat)])))
        points = (app.t("log_points", points=turn.points) if turn.points
                  else app.t("log_no_points"))
        lines.append(h("span", h("strong", app.t("log_move", name=name, tile=turn.tile,
                                                 cell=turn.cell)),
                       f" — {points}"))
        if turn.combos:
            lines.append(h("span", combos_text(app.lang, turn), cls="small"))
        lines += [h("span", app.t("skipped", name=game.players[s]), cls="small skip")
                  for s in turn.skipped]
        items.append(h("li", *lines))
    return h("section",
             h("h3", app.t("log_title")),
             h("ol", *items, cls="log", reversed=True) if items
             else h("p", app.t("log_empty"), cls="hint"),
             cls="moves")
