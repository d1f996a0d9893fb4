"""What everyone may read below the table: the last LOG_LENGTH finished turns in words, newest
first (the take and what became of the card, ghosts taken, draws, emergency moves, arranged
hands), from the engine's public events only — never a drawn card or an arranged order. The
whole game is in the replay: a game of stuck rows may go on for thousands of turns, and a
log of them all made every screen slower than the one before."""

from timekeeper.i18n.hoursandghosts import event_lines

from ...kit.dom import h

LOG_LENGTH = 100  # turns told below the table (a whole ordinary game: 60 turns in a long
# three-player one; the replay has them all)


def shifted_cards(game, event) -> list | None:
    """The cards an emergency move moved, read from the row; only for the game's last turn
    (a later move may have moved them again)."""
    if not event.shift or not game.history or game.history[-1].seat != event.seat \
            or game.history[-1].shift != event.shift:
        return None
    row = game.row(event.seat)
    return [row[target] for _source, target in event.shift]


def lines(ctx, event, game) -> list[str]:
    return event_lines(ctx.lang, event.to_dict(), game.players,
                       shifted=shifted_cards(game, event))


def render(ctx, game, current=None):
    items = []
    last = len(game.history) - 1
    for number in range(last, max(last - LOG_LENGTH, -1), -1):
        event = game.history[number]
        said = event_lines(ctx.lang, event.to_dict(), game.players,
                           shifted=shifted_cards(game, event) if number == last else None)
        items.append(h("li", *(h("span", line) for line in said)))
    return h("div",
             h("section",
               h("h3", ctx.t("log_title")),
               h("ol", *items, cls="log hg-log", reversed=True, start=last + 1) if items
               else h("p", ctx.t("log_empty"), cls="hint"),
               cls="moves"),
             cls="public")
