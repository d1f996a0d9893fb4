"""The shell's state and the actions every game shares: which screen is up, which game is on
the table, the new-game form, the saves, hand-offs, the end, replays and records.

Screens: "home" (the games, saved games to resume, a record to load), "setup" (the new-game
form of one game), "handoff" (hands hidden, pass the tablet), "turn" (one player's private
view), "end" and "replay". The game's own view package (``timekeeper.ui.games``) draws its
table and turns taps into moves; the game changes only through the protocol's ``play`` and
``undo``, and everything the shell knows about a game it asks the engine.
"""

from pyscript import document, window

from timekeeper import i18n
from timekeeper.core.errors import IllegalMove, RecordError
from timekeeper.core.registry import game_info

from .. import games
from . import dom, saves
from .setup_form import SetupForm, SetupProblems


class App:
    """The table's state and the players' actions; ``render()`` draws it all again."""

    def __init__(self):
        self.lang = i18n.detect(saves.saved_language() or str(window.navigator.language or ""))
        self.game = None  # the TableGame on the table
        self.game_id = None  # the game of the table, or of the new-game form
        self.screen = "home"
        self.form = SetupForm()
        self.problems = []  # new-game form problems: (field, words)
        self.notice = None  # makes a sentence for the home screen (a bad record file)
        self.saved = {}  # game id -> saves.Saved: saved games to resume
        self.newer = {}  # game id -> saves.Newer: saves of a newer version, left untouched
        self.unreadable = None  # saved data that could not be read, kept aside
        self.kept = None  # the save the game on the table came from (its unknown fields)
        self.conflict = None  # another tab changed the save of the game on the table
        self.can_save = True
        self.last_event = None  # what the last finished turn did (hand-off, end, board marks)
        self.undone = None  # the event just taken back
        self.replay = None  # (position, game at that position) while watching a replay
        self.message = None  # (makes the sentence, is an error): under the player's hand
        self.again = False  # the player to play also played the last turn (no hand-off)
        self.state = None  # the game view's own state for the turn in progress

    # ----------------------------------------------------------------- words and drawing
    @property
    def view(self):
        """The view package of the game on the table (or in the form)."""
        return games.view(self.game_id) if self.game_id else None

    def t(self, key: str, **params) -> str:
        """The catalog sentence ``key`` in the page's language (the game's words first)."""
        return i18n.text(self.lang, key, self.game_id, **params)

    def names(self, seats, game=None) -> str:
        """The players at ``seats`` as a phrase: "Ana and Cleo"."""
        players = (game or self.game).players
        return i18n.join_names(self.lang, [players[s] for s in seats])

    def error_words(self, error) -> str:
        """An IllegalMove or RecordError in the page's language (from its code)."""
        if isinstance(error, RecordError):
            return i18n.record_error_text(self.lang, error, self.game_id)
        return i18n.error_text(self.lang, error, self.game_id)

    def render(self, focus: str | None = None) -> None:
        """Redraw the page from the state; then put the focus on the element whose
        data-focus is ``focus`` (or back where it was)."""
        from . import screens

        keep = focus or dom.focused_key()
        root = document.documentElement
        root.lang = self.lang
        root.dataset.screen = self.screen
        root.dataset.game = self.game_id or ""
        screens.draw(self)
        if keep and not (dom.focus(f'[data-focus="{keep}"]') or dom.focus(f"#{keep}")):
            dom.focus("#panel h2")

    def say(self, words, error: bool = False) -> None:
        """Show a sentence under the player's hand and read it out. ``words()`` makes it in
        the page's language, so a language switch shows it translated."""
        self.message = (words, error)
        dom.announce(words())

    def persist(self) -> None:
        """Save the game after every change (the hand-off flag tells where to resume)."""
        if self.game is not None:
            self.can_save = saves.store(self.game_id, self.game, self.lang,
                                        handoff=self.screen != "turn", kept=self.kept)

    # ------------------------------------------------------------------------ start-up
    def start(self) -> None:
        found = saves.load_all()
        self.saved = found.readable
        self.newer = found.newer
        self.unreadable = found.unreadable
        self.can_save = saves.available()
        from . import events

        events.bind(self)
        self.render()
        document.documentElement.dataset.state = "ready"

    # ------------------------------------------------------------------ language, home
    def switch_language(self) -> None:
        self.lang = "en" if self.lang == "fr" else "fr"
        saves.store_language(self.lang)
        self.persist()
        self.render(focus="lang")

    def go_home(self) -> None:
        """Back to the home screen; the game on the table stays saved, ready to resume."""
        if self.game is not None and self.can_save:
            kept = self.kept or saves.Saved(self.game_id, self.game, True, [])
            self.saved[self.game_id] = saves.Saved(
                self.game_id, self.game, self.screen != "turn", self.game.steps_in_progress(),
                kept.extras, kept.record_extras)
        self.game = None
        self.game_id = None
        self.screen = "home"
        self.replay = None
        self.problems = []
        self.render(focus="home")

    # --------------------------------------------------------------------- new games
    def choose_game(self, game_id: str) -> None:
        """Open the new-game form of ``game_id`` (names already typed are kept)."""
        info = game_info(game_id)
        if game_id in self.newer:  # a newer save is kept untouched: nothing starts over it
            self.render(focus=f"newer-{game_id}")
            return
        self.game = None
        self.game_id = game_id
        self.form.fit(info)
        self.problems = []
        self.screen = "setup"
        self.render(focus="name0")

    def start_game(self) -> None:
        try:
            game = self.form.build(self)
        except SetupProblems as error:
            self.problems = error.problems
            dom.announce(error.problems[0][1])
            self.render(focus=error.problems[0][0])
            return
        self.problems = []
        self.begin(game)

    def begin(self, game, kept=None) -> None:
        """Put ``game`` on the table: the hand-off screen for whoever plays, or the end.
        ``kept`` is the save it was resumed from (its unknown fields are kept)."""
        self.game = game
        self.game_id = game.GAME_ID
        self.kept = kept
        self.conflict = None
        self.saved.pop(self.game_id, None)
        self.notice = None
        self.replay = None
        self.last_event = None
        self.undone = None
        self.message = None
        self.state = self.view.new_state(self)
        self.screen = "end" if game.finished else "handoff"
        self.persist()
        if game.finished:
            dom.announce(self.t("end_title"))
        else:
            dom.announce(self.t("pass_to", name=game.players[game.turn]))
        self.render(focus="reveal" if not game.finished else "end")

    def resume(self, game_id: str) -> None:
        """Back to a saved game, on the screen it was saved on (a turn in progress too)."""
        saved = self.saved[game_id]
        self.begin(saved.game, kept=saved)
        if not saved.handoff and not saved.game.finished:
            self.reveal()

    def resume_legal_part(self) -> None:
        """Resume a save that cannot be read up to the move before the bad one (the data
        itself stays kept aside until it is deleted)."""
        partial = self.unreadable.partial
        self.begin(partial.game, kept=partial)

    def set_aside_newer(self, game_id: str) -> None:
        """Move a newer version's save aside, untouched, so a new game can start."""
        if saves.set_aside_newer(self.newer[game_id]):
            del self.newer[game_id]
            self.unreadable = saves.unreadable()
            dom.announce(self.t("newer_set_aside_done"))
        self.render(focus=f"new-{game_id}")

    def storage_changed(self, key: str, value) -> None:
        """Another tab of this browser wrote a save: refresh the home screen, or warn when it
        is the game on the table."""
        game_id = saves.changed_elsewhere(key, value)
        if game_id is None:
            return
        if self.game is not None and game_id == self.game_id:
            self.conflict = game_id
            dom.announce(self.t("conflict_text"))
            self.render()
        elif self.screen == "home":
            saved = saves.reread(game_id)
            if saved is not None:
                self.saved[game_id] = saved
            self.render()

    def take_other_tab(self) -> None:
        """Load the game as the other tab saved it."""
        saved = saves.reread(self.conflict)
        self.conflict = None
        if saved is None:
            self.render()
            return
        self.saved[saved.game_id] = saved
        self.resume(saved.game_id)

    def keep_this_tab(self) -> None:
        """Go on with this tab's game: the next save overwrites the other tab's."""
        self.conflict = None
        self.persist()
        self.render()

    def play_again(self) -> None:
        """The game's "play again": a fresh deal for the same players (or the next race)."""
        self.begin(game_info(self.game_id).engine().next_game(self.game))

    def load_record_text(self, content) -> None:
        """A game record file was chosen: continue it (or show its end), whatever game."""
        from timekeeper.core.records import load_record

        try:
            game = load_record(_unwrap_save(content))
        except RecordError as error:
            if error.code == "not_json":
                return self.home_notice(lambda: self.t("err_record_not_json"))
            return self.home_notice(lambda error=error: self.t(
                "err_record_bad", detail=i18n.record_error_text(self.lang, error)))
        except Exception:  # never let a file crash the page
            return self.home_notice(lambda: self.t("err_record_read"))
        self.begin(game)
        dom.announce(self.t("record_loaded", names=self.names(range(len(game.players)))))

    def home_notice(self, words) -> None:
        """Say what went wrong with a record file, next to the file chooser."""
        self.notice = words
        dom.announce(words())
        self.render(focus="record")

    # ---------------------------------------------------------------------- a turn
    def reveal(self) -> None:
        """The next player took the tablet: show their private view."""
        self.screen = "turn"
        self.undone = None
        self.message = None
        self.again = False
        self.state = self.view.new_state(self)
        self.persist()
        self.view.on_reveal(self)
        self.render(focus=self.view.first_focus(self))

    def play(self, move: dict):
        """Play ``move`` for the seat to play. An illegal move is said (nothing changes);
        a finished turn goes to the hand-off (or the end, or the same player again when the
        tablet does not pass). Returns the engine's event, or None if refused."""
        game = self.game
        seat = game.turn
        try:
            event = game.play(move)
        except IllegalMove as error:
            self.say(lambda error=error: self.error_words(error), error=True)
            self.render()
            return None
        if game.steps_in_progress():  # the turn goes on: the view shows the next step
            self.persist()
            return event
        self.last_event = event
        self.undone = None
        self.message = None
        self.again = False
        self.state = self.view.new_state(self)
        lines = self.view.event_lines(self, event, game)
        if game.finished:
            self.screen = "end"
        elif game.turn == seat:  # the same player again: the tablet stays
            self.screen = "turn"
            self.again = True
            lines = lines + [self.t("again_same", name=game.players[seat])]
        else:
            self.screen = "handoff"
            lines = lines + [self.t("pass_to", name=game.players[game.turn])]
        self.persist()
        dom.announce(" ".join(lines))
        focus = {"end": "end", "handoff": "reveal"}.get(self.screen)
        self.render(focus=focus or self.view.first_focus(self))
        return event

    def undo(self) -> None:
        """Take the last move back (asked for from the menu)."""
        try:
            event = self.game.undo()
        except IllegalMove as error:
            dom.announce(self.error_words(error))
            return
        self.undone = event
        self.last_event = None
        self.message = None
        self.state = self.view.new_state(self)
        self.screen = "handoff"
        self.persist()
        dom.announce(self.t("undone", name=self.game.players[self.game.turn]))
        self.render(focus="reveal")

    # ---------------------------------------------------------------------- records
    def download_record(self) -> None:
        names = "-".join("".join(ch for ch in p if ch.isalnum())[:12] for p in self.game.players)
        stem = self.t("file_stem")
        dom.download(f"{stem}-{names or 'game'}-{dom.stamp()}.json",
                     saves.record_text(self.game, self.kept.record_extras if self.kept
                                       else None))

    def download_unreadable(self) -> None:
        ending, content, kind = self.unreadable.download()
        dom.download(f"timekeeper-unreadable-save-{dom.stamp()}.{ending}", content, kind)

    def delete_unreadable(self) -> None:
        saves.delete_unreadable(self.unreadable)
        self.unreadable = saves.unreadable()
        dom.announce(self.t("broken_deleted"))
        self.render(focus="home")

    # ------------------------------------------------------------------------ replay
    def open_replay(self) -> None:
        """Watch the game again from its deal (the public table only: no hand is shown)."""
        self.screen = "replay"
        self.replay_to(0)

    def replay_to(self, position: int) -> None:
        """Show the table after ``position`` moves of the game's record."""
        record = self.game.to_record()
        position = max(0, min(position, len(record["moves"])))
        record["moves"] = record["moves"][:position]
        self.replay = (position, type(self.game).from_record(record))
        self.render()

    def close_replay(self) -> None:
        self.replay = None
        self.screen = "end" if self.game.finished else "handoff"
        self.render(focus="replay")

    def board_game(self):
        """The game whose table is drawn: the replayed position, or the game itself."""
        return self.replay[1] if self.replay else self.game


def _unwrap_save(content):
    """A save file (as a player may download one) holds its record under "record": the
    record loader takes either."""
    import json

    try:
        data = json.loads(content)
    except (ValueError, RecursionError, TypeError):
        return content
    if isinstance(data, dict) and "game" not in data and isinstance(data.get("record"), dict):
        return json.dumps(data["record"])
    return content


def start() -> App:
    app = App()
    app.start()
    return app

