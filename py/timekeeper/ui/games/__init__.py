"""One view package per game: it draws the game's table and turns taps into moves; the
shell (``timekeeper.ui.shell``) does everything else. A view package is imported only when
its game is on the table or in the new-game form.

What each view package exposes (module level), all taking the shell's ``app``:

- ``new_state(app)``: its own state for a turn in progress (e.g. the tile in hand);
- ``on_reveal(app)`` (the player took the tablet), ``first_focus(app)`` (data-focus key);
- ``draw_table(app, container)``: the game's table for ``app.board_game()`` (public, plus
  what the player to play may see on the turn screen);
- ``turn_panel(app)``: the private part of a turn (the hand, what a piece can do, previews);
- ``public_panel(app, game, current)``: scores and what everyone may see;
- ``event_lines(app, event, game)``: what a finished turn did, as sentences;
- ``move_words(app, event, game)``: a move in a few words ("10 on D5"), for the undo question;
- ``result_card(app, game, result)`` and ``next_game_label(app, game)``: for the end screen;
- ``option_fields(app)``, ``options(app, count)`` and ``names_changed(app)``: the game's own
  part of the new-game form;
- ``rules(app)``: the in-app rules, with pictures;
- ``ACTIONS`` (data-action name -> handler(app, element, event)), ``on_input(app, name,
  value)``, ``on_key(app, event)``, ``on_drag_start(app, value)``, ``on_drop(app, value,
  target)``.
"""

import importlib
import importlib.util

_PACKAGE = __name__


def has_view(game_id: str) -> bool:
    """Whether ``game_id`` has a view package (a game not built yet is not listed)."""
    try:
        spec = importlib.util.find_spec(f"{_PACKAGE}.{game_id}")
    except (ImportError, ValueError):
        return False
    return spec is not None and spec.origin is not None  # a real package, not a bare folder


def view(game_id: str):
    """The view package of ``game_id``."""
    return importlib.import_module(f"{_PACKAGE}.{game_id}")
