"""One view package per game: it draws the game's table and turns taps into moves; the
shell (``timekeeper.ui.shell``) does everything else. Each game's registration names its
view package (``GameInfo.view_module`` in timekeeper.core.registry); it is imported only when
its game is on the table or in the new-game form.

What each view package exposes (module level), all taking the shell's ``app``:

- ``new_state(app)``: its own state for a turn in progress (e.g. the tile in hand);
- ``on_reveal(app)`` (the player took the tablet), ``first_focus(app)`` (data-focus key);
- ``draw_table(app, container)``: the game's table for ``app.board_game()`` (public, plus
  what the player to play may see on the turn screen);
- ``turn_panel(app)``: the private part of a turn (the hand, what a piece can do, previews);
- ``public_panel(app, game, current)``: scores and what everyone may see;
- ``after_step(app, event)`` (optional, for turns played in steps): a step of a person's
  turn was played and the turn goes on; the view says what it did (``app.say``, announces,
  reads aloud) and answers the data-focus key of what comes next (None: where it was). The
  shell then draws the page: a view never draws right after ``app.play``, which says and
  draws every move (refused, a step, a finished turn) and answers its ``Outcome``;
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

from timekeeper.core.registry import GAMES, game_info, present


def has_view(game_id: str) -> bool:
    """Whether ``game_id`` has a view package (a game not built yet is not listed)."""
    return game_id in GAMES and present(GAMES[game_id].view_module)


def view(game_id: str):
    """The view package of ``game_id``."""
    return importlib.import_module(game_info(game_id).view_module)
