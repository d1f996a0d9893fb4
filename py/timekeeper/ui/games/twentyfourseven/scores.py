"""24/7's public table, the score sheet kept compact: every player's minutes and tiles left
(team totals in team games) and the bag, always in view; the moves, newest first, in a box of
fixed height that scrolls (the last turns in sight, every move there); the time sheet (each
player's turns and their minutes) one tap away, folded under its title."""

from timekeeper.i18n import isolate
from timekeeper.i18n.twentyfourseven import combos_text

from ...kit import dom
from ...kit.dom import h
from ...kit.widgets import table

# Whether the time sheet is unfolded: the table's choice, kept from one drawing to the next
# (every tap redraws the panel) and from one turn to the next.
SHEET = {"open": False}


def render(ctx, game, current: int | None = None):
    """Scores, bag, moves and time sheet of ``game``; ``current`` is the seat to play."""
    return h("div", scoreboard(ctx, game, current), log(ctx, game), timesheet(ctx, game),
             scorebar(game, current), cls="public")


def scorebar(game, current):
    """A phone's compact bar of every player's minutes (shown by CSS on narrow screens
    only, at the bottom while the page scrolls; the same numbers are in the table)."""
    items = [h("span", h("span", name, cls="scorebar-name", dir="auto"),
               h("strong", game.scores[seat]),
               cls="scorebar-item" + (" current" if seat == current else ""))
             for seat, name in enumerate(game.players)]
    return h("div", *items, cls="scorebar", aria_hidden="true")


def scoreboard(ctx, game, current):
    rows = [
        h("tr",
          h("th", h("span", "▶ ", aria_hidden="true") if seat == current else None,
            h("span", name, cls="who", dir="auto"),
            h("span", f" ({ctx.t('to_play')})", cls="visually-hidden")
            if seat == current else None,
            scope="row", cls="name"),
          h("td", game.scores[seat]),
          h("td", game.rack_sizes[seat]),
          cls="current" if seat == current else None, data_seat=seat)
        for seat, name in enumerate(game.players)
    ]
    columns = [ctx.t("col_minutes"), ctx.t("col_tiles")]
    tables = [table([ctx.t("col_player"), *columns], rows, "scores",
                    caption=ctx.t("scores_title"))]
    if game.teams:
        team_rows = []
        for team, minutes in enumerate(game.team_scores):
            seats = (team, game.partner(team))
            team_rows.append(h(
                "tr",
                h("th", ctx.t("team_n", n=team + 1), " ",
                  h("span", ctx.names(seats, game), cls="small"), scope="row"),
                h("td", minutes),
                h("td", game.team_tiles_left[team])))
        tables.append(table([ctx.t("col_team"), *columns], team_rows, "scores teams"))
    return h("section", *tables, h("p", ctx.t("bag_count", count=game.bag_count), cls="bag"),
             cls="scoreboard")


def timesheet(ctx, game):
    """One column per player, one row per turn of theirs, the engine's totals below; folded
    under its title (a tap unfolds it: ``toggle_sheet``)."""
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
    return h("details",
             h("summary", ctx.t("timesheet_title"), data_action="sheet", data_focus="sheet"),
             h("div",
               table([ctx.t("col_turn"), *map(isolate, game.players)], body, "timesheet",
                     foot=h("tr", h("th", ctx.t("total"), scope="row"),
                            *(h("td", score) for score in game.scores))),
               cls="table-scroll"),
             cls="sheet", open=SHEET["open"])


def toggle_sheet(ctx) -> None:
    """The time sheet's title was tapped: it unfolds (or folds), and stays so; unfolded, it
    is brought into view (it opens at the bottom of the panel, which scrolls on its own)."""
    SHEET["open"] = not SHEET["open"]
    ctx.render(focus="sheet")
    if SHEET["open"]:
        dom.reveal("details.sheet")


def move_lines(ctx, game, turn) -> list:
    """One move of the sheet, as spans: a shown tile (never its value), who put which tile
    where and the minutes, why it scored ("Sum of 24 (40)"), the players it skipped."""
    name = game.players[turn.seat]
    lines = []
    if turn.shown is not None:
        lines.append(h("span", ctx.t("log_showed", name=name,
                                     partner=game.players[game.partner(turn.seat)])))
    points = (ctx.t("log_points", points=turn.points) if turn.points
              else ctx.t("log_no_points"))
    lines.append(h("span", h("strong", ctx.t("log_move", name=name, tile=turn.tile,
                                             cell=turn.cell)),
                   f" — {points}"))
    if turn.combos:
        lines.append(h("span", combos_text(ctx.lang, turn), cls="small why"))
    lines += [h("span", ctx.t("skipped", name=game.players[s]), cls="small skip")
              for s in turn.skipped]
    return lines


def log(ctx, game):
    """Every move, newest first (the last turn marked), with what it scored in words; shows
    and skips too. The list scrolls in a box of fixed height, which the keyboard can reach
    (a scrolling region must take the focus)."""
    items = [h("li", *move_lines(ctx, game, turn), cls="latest" if n == 0 else None)
             for n, turn in enumerate(reversed(game.history))]
    if not items:
        return h("section", h("h3", ctx.t("log_title")),
                 h("p", ctx.t("log_empty"), cls="hint"), cls="moves")
    return h("section",
             h("h3", ctx.t("log_title"), id="moves-title"),
             h("div", h("ol", *items, cls="log", reversed=True),
               cls="moves-box", tabindex="0", role="region", aria_labelledby="moves-title"),
             cls="moves")
