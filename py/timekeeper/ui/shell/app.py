"""The shell's state and the actions every game shares: which screen is up, which game is on
the table, the new-game form, hand-offs, a turn, undo and the end. The table's rules are
table.py's; the saves keeping.py's, a record file's record_files.py, the replay's
replay_view.py.

Screens: "home" (the games, saved games to resume, a record to load), "setup" (the new-game
form of one game), "handoff" (hands hidden, pass the tablet), "turn" (one player's private
view), "end" and "replay". The game's own view package (``timekeeper.ui.games``) draws its
table and turns taps into moves; the game changes only through the protocol's ``play`` and
``undo``, and everything the shell knows about a game it asks the engine.
"""

import json

from timekeeper import i18n
from timekeeper.core.errors import IllegalMove, RecordError
from timekeeper.core.registry import game_info

from .. import games
from ..kit import device, dom, page, storage
from . import computer, keeping, saves
from .outcome import Outcome
from .setup_form import SetupForm, SetupProblems
from .table import Table


class App:
    """The shell's state and the players' actions on the page; the table's own state and rules
    are ``self.table``'s (table.py). ``render()`` draws it all again."""

    def __init__(self):
        self.lang = i18n.detect(saves.saved_language() or device.language())
        self.table = Table()  # the game on the table, the seats, who holds the tablet
        self.game_id = None  # the game of the table, or of the new-game form
        self.screen = "home"
        self.form = SetupForm()
        self.problems = []  # new-game form problems: (field, words)
        self.notice = None  # makes a sentence for the home screen (a bad record file)
        self.shelf = keeping.Shelf()  # this tablet's saves, as the shell keeps them
        self.replay = None  # (position, game at that position) while watching a replay
        self.message = None  # (makes the sentence, is an error[, key note]): under the hand
        self.opened = None  # the screen drawn last (screens.opened_at_top)
        self.state = None  # the game view's own state for the turn in progress
        self.computer_error = None  # makes the sentence when a computer cannot play
        self.lesson = None  # the guided game on the table (timekeeper.tutorials.Lesson)
        self.lesson_note = None  # makes the lesson's answer to a move not asked for
        self.quick = None  # "Play against the computer": the name and level asked (quick.py)

    # ------------------------------------------------------------ the table, as read
    game = property(lambda self: self.table.game, doc="The TableGame on the table.")
    seats = property(lambda self: self.table.seats, doc="Who sits where (computers, hints).")
    holder = property(lambda self: self.table.holder,
                      doc="The person holding the tablet (whose hand may be shown).")
    since = property(lambda self: self.table.since,
                     doc="The computers' turns since the holder's last move (events).")
    last_event = property(lambda self: self.table.last_event,
                          doc="What the last finished turn did (hand-off, end, board marks).")
    resumed_event = property(lambda self: self.table.resumed_event,
                             doc="The last turn of a game resumed or loaded, not played here.")
    undone = property(lambda self: self.table.undone, doc="The event just taken back.")
    again = property(lambda self: self.table.again,
                     doc="The player to play also played the last turn (no hand-off).")
    hint = property(lambda self: self.table.current_hint(),
                    doc="The hint asked for at this step: {'at', 'seat', 'found'}, or None.")

    # ----------------------------------------------------------------- words and drawing
    @property
    def view(self):
        """The view of the game on the table or in the form (a ``games.contract.GameView``)."""
        return games.view(self.game_id) if self.game_id else None

    def t(self, key: str, **params) -> str:
        """The catalog sentence ``key`` in the page's language (the game's words first)."""
        return i18n.text(self.lang, key, self.game_id, **params)

    def names(self, seats, game=None) -> str:
        """The players at ``seats`` as a phrase: "Ana and Cleo" (each name isolated, see
        i18n.isolate)."""
        players = (game or self.game).players
        return i18n.join_names(self.lang, [players[s] for s in seats])

    def error_words(self, error) -> str:
        """An IllegalMove or RecordError in the page's language (from its code)."""
        if isinstance(error, RecordError):
            return i18n.record_error_text(self.lang, error, self.game_id)
        return i18n.error_text(self.lang, error, self.game_id)

    def end_words(self) -> str:
        """The end of the game on the table, as said: "Game over: Ana wins!"."""
        from ..kit.widgets import verdict

        return self.t("end_said", verdict=verdict(self, self.game, self.game.result()))

    def render(self, focus: str | None = None, unless_typing: bool = False) -> None:
        """Redraw the page from the state; then put the focus on the element whose
        data-focus is ``focus`` (or back where it was). ``unless_typing``: not if the player
        is in a text field by then (Python in a worker hears a tap a moment after it: a
        player who tapped a choice of the form and went on into a name keeps typing there,
        the redraw keeping what was typed: static/js/bridge.js, morph). The page knows where
        the focus was and whether the player is typing: Python reads neither."""
        from . import screens

        dom.mark_page({"lang": self.lang, "data-screen": self.screen,
                       "data-game": self.game_id or ""})
        screens.draw(self)
        dom.focus_key(focus, unless_typing)
        if self.lesson is not None:
            from . import lesson

            lesson.after_render(self)

    def render_table(self) -> None:
        """Draw the game's table again, and nothing else of the page."""
        dom.draw("table", self.view.table_view(self))

    def focus_on(self, key: str | None) -> None:
        """Put the focus on the element whose data-focus (or id) is ``key``, else on the
        screen's heading; nothing when ``key`` is None."""
        if key:
            dom.focus_key(key)

    def say(self, words, error: bool = False, keys: bool = False) -> None:
        """Show a sentence under the player's hand and read it out. ``words()`` makes it in
        the page's language, so a language switch shows it translated. ``keys``: the
        sentence says where a card may go, and "Key N: the next one." follows it where a
        keyboard is likely (screens.message)."""
        self.message = (words, error, keys)
        dom.announce(words() + (self.key_note() if keys else ""))

    def show_words(self, words, keys: bool = False) -> None:
        """Show ``words()`` under the player's hand at the next drawing without reading it
        out (None: no sentence)."""
        self.message = None if words is None else (words, False, keys)

    def key_note(self) -> str:
        """" Key N: the next one." to say after where a card may go, where a keyboard is
        likely (on a touch screen alone, nothing)."""
        return " " + self.t("key_next") if device.keyboard_likely() else ""

    def persist(self) -> None:
        """Save the game on the table after every change (keeping.persist)."""
        keeping.persist(self)

    # ------------------------------------------------------------------------ start-up
    def start(self) -> None:
        """Read what this tablet keeps and listen to the page; ``take_over`` then draws the
        first screen."""
        self.shelf.read()
        from . import events

        events.bind(self)

    def take_over(self) -> None:
        """Draw the first screen where the pre-drawn page left the players (takeover.py), and
        tell the page that the game is ready."""
        from .takeover import adopt

        adopt(self)
        dom.mark_page({"data-python-start": page.python_start() or None, "data-state": "ready"})
        page.keep_python_start()

    # ------------------------------------------------------------------ language, home
    def switch_language(self) -> None:
        self.lang = "en" if self.lang == "fr" else "fr"
        saves.store_language(self.lang)
        if self.lesson is not None:
            from . import lesson

            lesson.rename(self)
        self.persist()
        self.render(focus="lang")

    def go_home(self) -> None:
        """Back to the home screen; the game on the table stays saved, ready to resume."""
        self.table.stop_computers()  # a computer thinking stops
        if self.game is not None and self.lesson is None:
            self.shelf.left(self.game_id, self.game, self.seats)
        self.table.clear()
        self.game_id = None
        self.lesson = None  # kept where it is: "Go on learning" on the home card
        self.screen = "home"
        self.replay = None
        self.problems = []
        self.render(focus="home")

    # --------------------------------------------------------------------- new games
    def choose_game(self, game_id: str, focus: str | None = "name0") -> None:
        """Open the new-game form of ``game_id`` (names already typed are kept), the focus
        on ``focus`` (None: where it is, as when Python takes over a form the player is in)."""
        info = game_info(game_id)
        if game_id in self.shelf.newer:  # a newer save is kept untouched: nothing starts over it
            self.render(focus=f"newer-{game_id}")
            return
        self.table.clear()
        self.lesson = None
        self.game_id = game_id
        self.form.fit(info)
        self.problems = []
        self.screen = "setup"
        self.render(focus=focus)

    def start_game(self) -> None:
        try:
            game = self.form.build(self)
        except SetupProblems as error:
            self.problems = error.problems
            dom.announce(error.problems[0][1]())  # (field, makes the sentence)
            self.render(focus=error.problems[0][0])
            return
        self.problems = []
        seats = self.form.seats(self)
        self.replacing(game.GAME_ID, "new_replace", "new_replace_yes",
                       lambda: self.begin(game, seats=seats))

    def replacing(self, game_id: str, question: str, yes: str, then) -> None:
        """The one rule for a game saved here: a new game, a game against the computer or a
        loaded record of the same game replaces a saved game under way only once the players
        say so (``question`` and ``yes`` are the words of the path); ``then()`` starts it.
        A finished game, or one where nothing was played yet, is replaced without a
        question: nothing of it is lost but its last screen, or its deal."""
        saved = self.shelf.saved.get(game_id)
        if saved is None or saved.game.finished or not (saved.game.history or saved.steps):
            then()
            return
        from . import dialogs

        dialogs.ask(self, self.t(question, names=self.names(range(len(saved.game.players)),
                                                            saved.game)),
                    self.t(yes), then, focus_yes=False)

    def quick_game(self, game_id: str) -> None:
        """"Play against the computer": the screen asking the person's name and how well the
        computer plays (quick.py), then a two-player game against it."""
        if game_id in self.shelf.newer:
            self.render(focus=f"newer-{game_id}")
            return
        from . import quick

        quick.open_for(self, game_id)

    def begin(self, game, kept=None, seats=None, lesson=None) -> None:
        """Put ``game`` on the table: the hand-off screen for the person who plays (none
        when only one person plays), the computer's turn, or the end. ``kept`` is the save
        it was resumed from (its unknown fields are kept); ``seats`` who sits where (else
        read from ``kept``'s record fields); ``lesson`` the guided game it is (its saving
        apart: the game saved here for real stays as it is)."""
        storage.ask_to_keep()  # the saves begin: the browser is asked to keep them
        self.game_id = game.GAME_ID
        self.lesson = lesson
        if seats is None:
            seats = computer.seats_from_record(kept.record_extras if kept else None,
                                               len(game.players))
        if kept is not None:
            for name in computer.SEAT_FIELDS:
                kept.record_extras.pop(name, None)
        # The last turn of a resumed or loaded game is said and marked again at its
        # hand-over or end; not played here, so it neither moves nor sounds (motion.py).
        self.table.sit(game, seats)
        self.computer_error = None
        self.shelf.on_table(self.game_id, kept, lesson is not None)
        self.notice = None
        self.replay = None
        self.message = None
        self.state = self.view.new_state(self)
        self.screen = self.table.next_screen()
        if self.screen == "turn":  # the one person at the table: no hand to hide
            self.reveal()
            return
        self.persist()
        if game.finished:
            dom.announce(self.end_words())
        elif self.screen == "computer":
            dom.announce(self.t("computer_thinking", name=game.players[game.turn]))
        else:
            dom.announce(self.t("pass_to_said", name=game.players[game.turn]))
        self.render(focus={"end": "end", "handoff": "reveal"}.get(self.screen, "thinking"))
        if self.screen == "computer":
            computer.start_turn(self)

    def resume(self, game_id: str) -> None:
        """Back to a saved game: at the hand-over to the person to play, even when the page
        was closed with their hand open (a turn in progress goes on once they take the
        tablet): whoever picks the tablet up next must not see it. With one person at the
        table there is no hand to hide, and the turn opens at once (``begin``)."""
        saved = self.shelf.saved[game_id]
        self.begin(saved.game, kept=saved)

    def play_again(self) -> None:
        """The game's "play again": a fresh deal for the same players (or the next race)."""
        self.begin(game_info(self.game_id).engine().next_game(self.game),
                   seats=self.seats.fresh())

    # ---------------------------------------------------------------------- a turn
    def reveal(self) -> None:
        """The next player took the tablet: show their private view."""
        self.screen = "turn"
        self.table.take_tablet()
        self.message = None
        self.state = self.view.new_state(self)
        self.persist()
        self.view.on_reveal(self)
        self.render(focus=self.view.first_focus(self))

    def play(self, move: dict) -> Outcome:
        """Play ``move`` for the seat to play, say what it did and draw the page again. An
        illegal move is said (nothing changes); a step of a turn that goes on is told by the
        view (``step_played``); a finished turn goes to the hand-off (or the end, or the same
        player again when the tablet does not pass)."""
        game = self.game
        seat = game.turn
        if self.shelf.conflict is not None and not self.seats.is_computer(seat):
            self.say(lambda: self.t("conflict_choose"), error=True)
            self.render()
            return Outcome(None, self.screen, turn_over=False)
        if self.lesson is not None:
            from . import lesson

            refused = lesson.refusal(self, seat, move)
            if refused is not None:  # not the move the lesson asks for: said, not played
                self.lesson_note = refused
                dom.announce(refused())
                self.render()
                return Outcome(None, self.screen, turn_over=False)
        try:
            played = self.table.play(move)
        except IllegalMove as error:
            from ..kit import motion

            motion.unstage()
            self.say(lambda error=error: self.error_words(error), error=True)
            self.render()
            return Outcome(None, self.screen, turn_over=False)
        event = played.event
        if self.lesson is not None:
            lesson.moved(self, event)
        self.moved(event, seat)
        if not played.turn_over:  # the turn goes on: the view shows the next step
            self.persist()
            self.step_played(seat, event)
            return Outcome(event, self.screen, turn_over=False)
        self.message = None
        self.state = self.view.new_state(self)
        lines = self.view.event_lines(self, event, game)
        self.screen = played.screen
        if self.screen == "computer":
            lines = lines + [self.t("computer_thinking", name=game.players[game.turn])]
        elif self.screen == "handoff":
            lines = lines + [self.t("pass_to_said", name=game.players[game.turn])]
        elif played.again:  # the same player again
            lines = lines + [self.t("again_same", name=game.players[seat])]
        elif self.screen == "turn":  # back to the person holding the tablet
            if len(self.since) > 1:  # every computer's move since, as the screen shows them
                lines = [line for done in self.since
                         for line in self.view.event_lines(self, done, game)]
            lines = lines + [self.t("your_turn_back", name=game.players[game.turn])]
        self.persist()
        dom.announce(" ".join(lines))
        focus = {"end": "end", "handoff": "reveal", "computer": "thinking"}.get(self.screen)
        self.render(focus=focus or self.view.first_focus(self))
        if self.screen == "computer":
            computer.start_turn(self)
        return Outcome(event, self.screen, turn_over=True)

    def moved(self, event, seat: int) -> None:
        """A move (or a step of a turn) was played: what the view shows moving for it is
        staged for the next drawing (kit/motion.py), the same for a person and a computer."""
        from ..kit import motion

        if motion.allowed():
            motion.stage(*(self.view.motion_after(self, event, seat) or []))

    def step_played(self, seat: int, event) -> None:
        """A step of ``seat``'s turn was played and the turn goes on: a person's step is told
        by the view's ``after_step(app, event)`` (what to say; it answers where the focus
        goes); a computer's is only shown (computer.run_turn plays its next step)."""
        if self.seats.is_computer(seat):
            self.render()
            return
        self.render(focus=self.view.after_step(self, event))

    def tapped_while_waiting(self) -> None:
        """A tap on the table while nobody may play there: at the hand-over it says to pass
        the tablet first, during a computer's turn that the computer is playing (under the
        screen's button or sign, and read out)."""
        game = self.game
        key = {"handoff": "wait_handoff", "computer": "wait_computer"}.get(self.screen)
        if key is not None and game is not None and game.turn is not None:
            name = game.players[game.turn]
            self.say(lambda: self.t(key, name=name))
        self.render()

    def computer_failed(self, seat: int, error) -> None:
        """A computer could not choose a move (its player is missing): say so; the people
        can go home or undo."""
        self.computer_error = lambda: self.t("computer_cannot", name=self.game.players[seat])
        dom.announce(self.computer_error())
        self.render()

    def show_hint(self) -> None:
        """The person to play asked for a hint: the hard player's move and why (counted
        once per step of a turn)."""
        from . import hints

        hints.show(self)

    def undo(self) -> None:
        """Take the last move back (asked for from the menu). With computers at the table,
        their moves since the last person's move go back too, then that person's move: that
        person plays again (see Table.undo_count)."""
        try:
            undone = self.table.undo()
        except IllegalMove as error:
            dom.announce(self.error_words(error))
            return
        self.computer_error = None
        self.message = None
        self.state = self.view.new_state(self)
        self.screen = undone.screen
        if self.screen == "turn":
            self.reveal()
            dom.announce(self.t("undone", name=self.game.players[self.game.turn]))
            return
        self.persist()
        dom.announce(self.t("undone", name=self.game.players[self.game.turn]))
        self.render(focus="reveal" if self.screen == "handoff" else "thinking")
        if self.screen == "computer":
            computer.start_turn(self)

    def board_game(self):
        """The game whose table is drawn: the replayed position, or the game itself."""
        return self.replay[1] if self.replay else self.game


_running: list = []  # the page's app, once the page has begun it (begin)


def begin(told) -> None:
    """The page's first message (static/js/bridge.js, connect): what it knows as Python
    starts, JSON by name (the device, what this tablet keeps: page.ask reads them). The app
    starts and listens to the page."""
    page.started(json.loads(str(told)))
    app = App()
    app.start()
    _running[:] = [app]


def take_over(held) -> None:
    """The page's second message, once Python listens: what the pre-drawn page holds (JSON,
    or nothing: takeover.py), the pre-shell retired as the page sent it."""
    page.started({"takeOver": None if held is None else str(held)})
    _running[0].take_over()


def running() -> App:
    """The app the page has begun (begin)."""
    return _running[0]
