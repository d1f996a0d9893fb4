"""What everyone may see beside the table: the Gold Cup standings in a cup, and the last
moves in words, newest first (the replay shows them all). Each car's kilometres are on the
track, lane by lane, for the eye and for a screen reader (track.py); the end screen ranks
the cars with their points."""

from timekeeper.i18n.les24heures import event_lines, opening_lines

from ...kit.dom import h
from . import cup

LOG_LENGTH = 8  # moves told in the log (the whole race is in the replay)


def render(ctx, game, current: int | None = None):
    return h("div",
             cup.render(ctx, game) if game.cup_race is not None else None,
             log(ctx, game),
             cls="public l24-public")


def log(ctx, game):
    """The last moves, newest first, each in the words the table was told."""
    players, cars = game.players, game.sides()
    items = []
    for event in reversed(game.history[-LOG_LENGTH:]):
        lines = event_lines(ctx.lang, event.to_dict(), players, cars, game.hours)
        items.append(h("li", h("strong", lines[0]),
                       *(h("span", line, cls="small") for line in lines[1:])))
    opening = opening_lines(ctx.lang, game.opening, players)
    if len(game.history) > LOG_LENGTH:
        opening = []
    return h("section",
             h("h3", ctx.t("log_title")),
             h("ol", *items, cls="log l24-log", reversed=True,
               start=len(game.history) or None) if items
             else h("p", ctx.t("log_empty"), cls="hint"),
             *(h("p", line, cls="small") for line in opening),
             cls="moves")
