"""Hints: on a person's turn (when the table left hints on), a "Hint" button asks the hard
computer player what it would play here and why (``timekeeper.bots.hint``), says it in the
game's words (``i18n.game_words(game).hint_words``) and lets the game's view mark the move on
the table (the view's ``show_hint(app, move)``; the views draw the mark from
``widgets.hinted_move`` and say which moves they mark with ``marks_hint(move)``: the
contract's hooks, games/contract.py, which by default mark nothing). Each seat's hints are
counted (once per step of a turn, however often it is asked), saved with the game and shown
on the end screen. A game whose words cannot say a hint yet gets no button.
"""

import inspect

from timekeeper import i18n
from timekeeper.core.registry import GAMES, present

from ..kit import dom
from ..kit.dom import action_button, h


def has_players(game_id: str) -> bool:
    """Whether ``game_id`` has computer players (the package its registration names is
    there), without importing them (the home screen and the form ask this)."""
    return game_id in GAMES and present(GAMES[game_id].players_module)


def _words_module(game_id: str):
    words = i18n.game_words(game_id)
    return words if words is not None and hasattr(words, "hint_words") else None


def available(app) -> bool:
    """Whether the person to play may ask for a hint now."""
    game = app.game
    return (app.screen == "turn" and game is not None and not game.finished
            and app.seats.hints_on and not app.seats.is_computer(game.turn)
            and has_players(app.game_id) and _words_module(app.game_id) is not None)


def show(app) -> None:
    """Work the hint out, count it, say it, mark it on the table."""
    if not available(app):
        return
    counted = app.hint is None
    try:
        hint = app.table.hint()
    except ValueError:  # no computer player for this game yet
        return
    if counted:
        app.persist()
    app.view.show_hint(app, hint["found"]["move"])
    dom.announce(words(app, hint))
    app.render(focus="hint-text")


def words(app, hint) -> str:
    """The hint in one sentence; a game whose words name players or cars (Les 24 Heures'
    ``players``, ``cars``: the seats of each car) is given them."""
    say = _words_module(app.game_id).hint_words
    wanted = inspect.signature(say).parameters
    extra = {}
    if "players" in wanted:
        extra["players"] = list(app.game.players)
    if "cars" in wanted:
        extra["cars"] = app.game.sides()
    return say(app.lang, hint["found"], **extra)


def panel(app):
    """The hint button, and the hint once asked for (None when hints are not available)."""
    if not available(app):
        return None
    hint = app.hint
    if hint is None:
        return h("div",
                 action_button(app.t("hints_button"), "hint", cls="btn hint-button"),
                 cls="actions hint-actions")
    return h("section",
             h("h3", app.t("hints_title"), id="hint-title"),
             h("p", words(app, hint), cls="hint-words", tabindex="-1", data_focus="hint-text"),
             h("p", app.t("hints_marked"), cls="hint") if marked(app, hint) else None,
             cls="card hint-card", role="status", aria_labelledby="hint-title")


def marked(app, hint) -> bool:
    """Whether the game's view marks this hint's move on the table."""
    return app.view.marks_hint(hint["found"]["move"])


def end_lines(app, game) -> list[str]:
    """"Ana used 2 hints." for each person who asked for any."""
    lines = []
    for seat, count in sorted(app.seats.hints_used.items()):
        if count and seat < len(game.players):
            key = "hints_used_one" if count == 1 else "hints_used_many"
            lines.append(app.t(key, name=game.players[seat], n=count))
    return lines
