"""The end of a game: the result as the game tells it (winners, the tie-break or the draw in
words, the ranking) first, in view, then what the last turn did, and what to do next: play
again (or the next race), download the record, watch the replay, another game."""

from ..kit import motion
from ..kit.dom import action_button, h
from ..kit.widgets import summary

CONFETTI = 36  # pieces falling over a winner (app.css colours and places each one)


def render(app):
    game = app.game
    result = game.result()
    from .hints import end_lines

    lines = app.view.event_lines(app, app.last_event, game) if app.last_event else []
    used = end_lines(app, game)
    return h("div",
             h("h2", app.t("end_title"), tabindex="-1", data_focus="end"),
             app.view.result_card(app, game, result),  # who won and the results, first
             summary(lines),
             h("section", *(h("p", line) for line in used), cls="card hints-used")
             if used else None,
             None if app.lesson is not None else h(  # a lesson's bubble says what next
               "div",
               action_button(app.view.next_game_label(app, game), "play-again",
                             cls="btn primary big"),
               action_button(app.t("download_record"), "download-record", cls="btn"),
               action_button(app.t("replay"), "replay") if game.history else None,
               action_button(app.t("new_game"), "home"),
               cls="actions end-actions"),
             app.view.public_panel(app, game, current=None),
             confetti(app, game, result),
             cls="screen end cheer" if cheered(app, game, result) else "screen end")


def cheered(app, game, result) -> bool:
    """A winner is celebrated (confetti, the verdict jumps) at the moment the game ends here,
    unless the device asks for reduced motion, and unless a computer won against the people
    at the table (they get a kind word from the game's view, not a party)."""
    if not result.winners or not motion.cheer(app):
        return False
    people = [seat for seat in range(len(game.players)) if not app.seats.is_computer(seat)]
    return not people or any(seat in people for seat in result.winners)


def confetti(app, game, result):
    """The falling confetti of a celebrated end: a layer that takes no tap and that screen
    readers skip; it falls once (app.css) and stays out of sight after."""
    if not cheered(app, game, result):
        return None
    return h("div", *(h("span", cls="bit") for _ in range(CONFETTI)),
             cls="confetti", aria_hidden="true")
