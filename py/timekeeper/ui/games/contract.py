"""What the shell asks of a game's view: the methods of ``GameView`` (all but two take the
shell's ``app``). A game's view package writes each of them as a module function of the same
name (``ACTIONS``, a table of its data-action handlers, for ``action()``) and exposes
``VIEW = PackageView(<itself>)`` (``timekeeper.ui.games.view`` answers it). The package's
functions are given the shell's narrow, read-only ``ViewContext`` (context.py) where the
shell passes ``app``: a view reads the table and asks the shell to play, draw and say, and
sets none of the shell's fields. A required method raises NotImplementedError here,
so every game answers it itself; an optional hook answers what the shell does for a game that
leaves it out (no steps, no motion, the plain sound, no lesson target, no hint lit or marked).
tests/ui/test_view_contract.py holds every view package to the contract.
"""

import types

from .context import ViewContext


class GameView:
    """A game's view: it draws the game's table and turns taps into moves; the shell
    (``timekeeper.ui.shell``) does everything else."""

    # ------------------------------------------------------------------ a turn on the table
    def new_state(self, app):
        """The view's own state for a turn in progress (e.g. the tile in hand), kept by the
        shell as ``app.state`` and made afresh for every turn."""
        raise NotImplementedError

    def on_reveal(self, app) -> None:
        """The player took the tablet: the view says whose turn it is and what to do, and
        stages what happened since their last turn."""
        raise NotImplementedError

    def first_focus(self, app) -> str | None:
        """The data-focus key of the element that takes the focus when a turn's screen is
        first drawn."""
        raise NotImplementedError

    def table_view(self, app):
        """The game's table for ``app.board_game()``, as a node: what everyone may see, plus
        what the player to play may see on the turn screen."""
        raise NotImplementedError

    def turn_panel(self, app):
        """The private part of a turn (the hand, what a piece can do, previews), as a node."""
        raise NotImplementedError

    def public_panel(self, app, game, current):
        """Scores and what everyone may see of ``game``, ``current`` being the seat to play
        (None on the end and replay screens), as a node."""
        raise NotImplementedError

    # ------------------------------------------------------------------ telling the table
    def event_lines(self, app, event, game) -> list[str]:
        """What a finished turn (``event``) did, as sentences; the shell adds who plays next."""
        raise NotImplementedError

    def move_words(self, app, event, game) -> str:
        """A move in a few words ("10 on D5"), for the undo question."""
        raise NotImplementedError

    def result_card(self, app, game, result):
        """The end screen's card: who won ``game`` and its results (``result``), as a node."""
        raise NotImplementedError

    def next_game_label(self, app, game) -> str:
        """The end screen's button that starts the next game."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the new-game form
    def option_fields(self, app):
        """The game's own fields of the new-game form, as a node (None: none)."""
        raise NotImplementedError

    def options(self, app, count: int) -> dict:
        """The game's options as the form has them chosen, for ``count`` players."""
        raise NotImplementedError

    def rules(self, app) -> list:
        """The in-app rules, with pictures, as the nodes of the rules dialog."""
        raise NotImplementedError

    # ------------------------------------------------------------------ taps, keys, drags
    def action(self, name: str):
        """The handler(app, element, event) of a tap on the game's data-action ``name``, or
        None when the game has no such action."""
        raise NotImplementedError

    def on_input(self, app, name: str, value: str) -> None:
        """A field of the game's own named ``name`` took ``value``."""
        raise NotImplementedError

    def on_key(self, app, event) -> None:
        """A key pressed on the table or the turn's panel (arrows, Escape, shortcuts)."""
        raise NotImplementedError

    def on_drag_start(self, app, value: str) -> None:
        """A piece of the table (its data-drag ``value``) is lifted."""
        raise NotImplementedError

    def on_drop(self, app, value: str, target: str) -> None:
        """The piece ``value`` was dropped on ``target``: the same as tapping there."""
        raise NotImplementedError

    # ------------------------------------------------------------------ optional hooks
    def after_step(self, app, event) -> str | None:
        """A step of a person's turn was played and the turn goes on (turns played in
        steps): the view says what it did (``app.say``, announces, reads aloud) and answers
        the data-focus key of what comes next (None: where it was). The shell then draws
        the page: a view never draws right after ``app.play``, which says and draws every
        move (refused, a step, a finished turn) and answers its ``Outcome``. Without steps:
        nothing is said, the focus stays."""
        return None

    def motion_after(self, app, event, seat: int) -> list:
        """What a move (or a step) of ``seat`` shows moving, as steps for kit/motion.py,
        staged for the next drawing; none unless the game says so."""
        return []

    def sound_of(self, app, event, game) -> str:
        """The sound of a finished turn: "score" or "play" (by default, "play")."""
        return "play"

    def lesson_target(self, app, thing: dict) -> str | None:
        """The one element a guided game's bubble points at for ``thing`` (a CSS selector
        of the page as drawn), or None: the bubble docks at the bottom of the screen."""
        return None

    def show_hint(self, app, move: dict) -> None:
        """A hint was asked for (the shell's hints): the view lights ``move`` on the table
        (the piece it plays taken in hand); by default nothing is lit."""
        return None

    def marks_hint(self, move: dict) -> bool:
        """Whether the table marks the hinted ``move`` (the hint's card says so); by default
        it does not."""
        return False


# The hooks a game may leave out (GameView answers them); every other method is required.
OPTIONAL = ("after_step", "motion_after", "sound_of", "lesson_target", "show_hint",
            "marks_hint")
REQUIRED = tuple(name for name in vars(GameView)
                 if not name.startswith("_") and name not in OPTIONAL)


class PackageView(GameView):
    """A game's view whose methods are its package's module functions of the same names
    (looked up as each is called, so a test that replaces one is heard), each given the
    shell's ``app`` as its ``ViewContext``; an optional hook the package leaves out answers
    as ``GameView`` does."""

    def __init__(self, package: types.ModuleType):
        self.package = package

    def _own(self, name: str):
        """The package's function ``name`` (an optional hook), or None."""
        return getattr(self.package, name, None)

    def new_state(self, app):
        return self.package.new_state(ViewContext(app))

    def on_reveal(self, app) -> None:
        return self.package.on_reveal(ViewContext(app))

    def first_focus(self, app) -> str | None:
        return self.package.first_focus(ViewContext(app))

    def table_view(self, app):
        return self.package.table_view(ViewContext(app))

    def turn_panel(self, app):
        return self.package.turn_panel(ViewContext(app))

    def public_panel(self, app, game, current):
        return self.package.public_panel(ViewContext(app), game, current)

    def event_lines(self, app, event, game) -> list[str]:
        return self.package.event_lines(ViewContext(app), event, game)

    def move_words(self, app, event, game) -> str:
        return self.package.move_words(ViewContext(app), event, game)

    def result_card(self, app, game, result):
        return self.package.result_card(ViewContext(app), game, result)

    def next_game_label(self, app, game) -> str:
        return self.package.next_game_label(ViewContext(app), game)

    def option_fields(self, app):
        return self.package.option_fields(ViewContext(app))

    def options(self, app, count: int) -> dict:
        return self.package.options(ViewContext(app), count)

    def rules(self, app) -> list:
        return self.package.rules(ViewContext(app))

    def action(self, name: str):
        handler = self.package.ACTIONS.get(name)
        if handler is None:
            return None
        return lambda app, element, event: handler(ViewContext(app), element, event)

    def on_input(self, app, name: str, value: str) -> None:
        return self.package.on_input(ViewContext(app), name, value)

    def on_key(self, app, event) -> None:
        return self.package.on_key(ViewContext(app), event)

    def on_drag_start(self, app, value: str) -> None:
        return self.package.on_drag_start(ViewContext(app), value)

    def on_drop(self, app, value: str, target: str) -> None:
        return self.package.on_drop(ViewContext(app), value, target)

    def after_step(self, app, event) -> str | None:
        own = self._own("after_step")
        return own(ViewContext(app), event) if own else super().after_step(app, event)

    def motion_after(self, app, event, seat: int) -> list:
        own = self._own("motion_after")
        return own(ViewContext(app), event, seat) if own else super().motion_after(app, event, seat)

    def sound_of(self, app, event, game) -> str:
        own = self._own("sound_of")
        return own(ViewContext(app), event, game) if own else super().sound_of(app, event, game)

    def lesson_target(self, app, thing: dict) -> str | None:
        own = self._own("lesson_target")
        return own(ViewContext(app), thing) if own else super().lesson_target(app, thing)

    def show_hint(self, app, move: dict) -> None:
        own = self._own("show_hint")
        return own(ViewContext(app), move) if own else super().show_hint(app, move)

    def marks_hint(self, move: dict) -> bool:
        own = self._own("marks_hint")
        return own(move) if own else super().marks_hint(move)
