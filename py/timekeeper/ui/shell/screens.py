"""Drawing the page for the screen the table is on: the top bar, the game's table (drawn by
its view package) and the side panel (the shell's screens, with the game's parts in them)."""

from ..kit import dom, page
from ..kit.dom import action_button, h
from ..kit.markup import markup
from ..kit.widgets import message, summary

# The screens whose every new turn opens at its top (see opened_at_top).
_EACH_TURN = ("handoff", "turn", "end")


def draw(app) -> None:
    from ..kit import motion

    motion.note(app)  # the first drawing after a move: its sound, its motion
    motion.begin()  # what this drawing shows moving: the page measures where it comes from
    _top_bar(app)
    shown = app.game is not None and app.screen in ("handoff", "turn", "end", "replay",
                                                    "computer")
    dom.set_part("table", hidden=not shown)
    dom.draw("table", app.view.table_view(app) if shown else None)
    dom.draw("panel", _conflict(app), _save_warning(app), _panel(app))
    _coach(app)
    opened_at_top(app)
    motion.end()


_bubble: dict = page.of_the_page({})  # the bubble last drawn ("said") and its number ("n")


def _coach(app) -> None:
    """The guided game's bubble (ui/shell/lesson.py), or nothing. A bubble that says or
    points at anything new is a new element (its id numbered, so that the morph never makes
    it out of the last one): static/js/coach.js places each bubble as it comes."""
    from . import lesson

    shown = lesson.bubble(app)
    if shown is not None:
        said = markup(shown)
        if said != _bubble.get("said"):
            _bubble["said"], _bubble["n"] = said, _bubble.get("n", 0) + 1
        shown.setAttribute("id", f"coach-bubble-{_bubble['n']}")
    dom.set_part("coach", hidden=shown is None)
    dom.draw("coach", shown)


def opened_at_top(app) -> None:
    """A new screen opens at its top: the page (a phone scrolls it) and the panel beside the
    table (a tablet scrolls that) go back up for a hand-over, a turn (the next one too, and
    the turn that comes back to a person after the computers'), the end, the home screen or
    a form; otherwise the screen would open where the last one was scrolled to (the form's
    start button, the hand at the bottom of the panel). A redraw of the same screen (a tap,
    a preview, a language switch, a computer's next move) leaves both where the players
    put them, and so does the first drawing (Python taking over the pre-drawn page)."""
    game = app.game
    moves = len(game.history) if game is not None and app.screen in _EACH_TURN else None
    opened = (app.screen, app.game_id, moves)
    before, app.opened = app.opened, opened
    if before is None or before == opened:
        return
    page.tell("toTop")


def _save_warning(app):
    """The truth about saving when it fails: what a reload would give back."""
    if app.game is None or app.shelf.can_save:
        return None
    from . import saves

    if saves.is_held(app.game_id):
        words = app.t("save_held")
    elif saves.last_saved_moves(app.game_id) is None:
        words = app.t("save_failed_never")
    else:
        words = app.t("save_failed_after", n=saves.last_saved_moves(app.game_id))
    return h("p", words, cls="card warning", role="alert")


def _conflict(app):
    """Another tab changed this game's save: say so and let the table choose."""
    if app.shelf.conflict is None or app.game is None:
        return None
    return h("section",
             h("p", app.t("conflict_text")),
             h("div",
               action_button(app.t("conflict_take"), "take-other-tab", cls="btn primary"),
               action_button(app.t("conflict_keep"), "keep-this-tab", cls="btn"),
               cls="actions"),
             cls="card warning", role="alert")


def _panel(app):
    if app.screen == "home":
        from .home import render
    elif app.screen == "setup":
        from .setup_form import render
    elif app.screen == "quick":
        from .quick import render
    elif app.screen == "handoff":
        from .handoff import render
    elif app.screen == "turn":
        return turn_screen(app)
    elif app.screen == "computer":
        return computer_screen(app)
    elif app.screen == "end":
        from .end_screen import render
    else:
        from .replay_view import render
    return render(app)


def turn_screen(app):
    """A player's private view: the game's turn panel, then the public table's numbers."""
    game = app.game
    name = game.players[game.turn]
    from . import hints

    again = None
    if app.again and app.last_event is not None:
        again = summary(computer_lines(app) + app.view.event_lines(app, app.last_event, game)
                        + [app.t("again_same", name=name)])
    elif app.since:  # what the computers played since this person's last move
        again = summary(computer_lines(app))
    panel = app.view.turn_panel(app)
    dom.add(panel, hints.panel(app))  # inside the game's turn panel, under the hand
    return h("div",
             h("h2", app.t("turn_title", name=name), tabindex="-1", data_focus="turn"),
             again,
             panel,
             app.view.public_panel(app, game, current=game.turn),
             cls="screen turn")


def computer_lines(app) -> list[str]:
    """What the computers did since the person holding the tablet last played."""
    lines = []
    for event in app.since:
        lines += app.view.event_lines(app, event, app.game)
    return lines


def computer_screen(app):
    """A computer's turn: it is thinking (its hand is never shown), then it plays."""
    game = app.game
    name = game.players[game.turn]
    if app.computer_error is not None:
        status = h("p", app.computer_error(), cls="card warning", role="alert")
    elif app.lesson is not None and app.lesson.scripted() is None:
        status = None  # a guided game waits for "Next" before this seat plays
    else:
        status = h("div",
                   h("span", cls="spinner", aria_hidden="true"),
                   h("span", app.t("computer_thinking", name=name)),
                   cls="loading thinking", role="status")
    return h("div",
             h("h2", app.t("computer_turn_title", name=name), tabindex="-1",
               data_focus="thinking"),
             summary(computer_lines(app) if app.since else
                     app.view.event_lines(app, app.last_event, game) if app.last_event
                     else []),
             status,
             message(app) if app.message is not None else None,
             app.view.public_panel(app, game, current=game.turn),
             cls="screen computer-turn")


def _top_bar(app) -> None:
    other = "fr" if app.lang == "en" else "en"
    title = app.t("game_title") if app.game_id else ""
    dom.draw("brand-game", title)
    dom.draw(
        "topnav",
        action_button(app.t("home_button"), "home", cls="btn quiet")
        if app.screen != "home" else None,
        action_button(app.t("rules_button"), "rules", cls="btn quiet")
        if app.game_id else None,
        action_button(app.t("menu_button"), "menu", cls="btn quiet")
        if app.game is not None and app.lesson is None else None,
        action_button([h("span", app.t("switch_language"), cls="lang-long"),
                       h("span", other.upper(), cls="lang-short")],
                      "lang", cls="btn quiet", lang=other,
                      aria_label=app.t("switch_language_label")),
    )
    dom.set_part("topnav", aria_label=app.t("menu_button"))
