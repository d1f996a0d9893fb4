"""The app: what the table is doing (which screen, the game, the tile in hand) and the
actions players take. Screens are drawn by the view modules; every rule question goes to
the engine's Game, and the game changes only through its moves (play, undo).

Screens: "setup" (new game, resume offer), "handoff" (rack hidden, pass the tablet),
"turn" (the player's rack), "end" (ranking) and "replay" (step through a finished record).
"""

import json

from pyscript import document, window

from timekeeper import i18n

from . import board_view, dom, save
from .dom import h
from .setup_screen import MAX_PLAYERS, SetupForm, SetupProblems


class App:
    """The table's state and the players' actions; ``render()`` draws it all again."""

    def __init__(self):
        self.lang = i18n.detect(save.saved_language() or str(window.navigator.language or ""))
        self.game = None
        self.screen = "setup"
        self.form = SetupForm()
        self.problems = []  # setup form problems: (field, key, params)
        self.notice = None  # makes a sentence for the setup screen (e.g. a bad record)
        self.saved = None  # a saved game offered for resuming
        self.unreadable = None  # saved data that could not be read, kept aside
        self.can_save = True
        self.reset_turn()
        self.last_turn = None  # the turn just played (hand-off summary, board highlight)
        self.undone = None  # the turn just taken back (hand-off summary)
        self.replay = None  # (position, Game at that position) while watching a replay
        self.focus_cell = "D4"  # the board's one tab stop

    def reset_turn(self):
        """Forget the tile in hand, the preview and the shown tile (a new turn starts)."""
        self.selected = None  # index in the rack of the seat to play
        self.pending = None  # the engine's preview Turn of the tile placed, not confirmed
        self.show = None  # the tile shown to the partner (team games)
        self.message = None  # (makes the sentence, is an error) shown under the rack

    # ----------------------------------------------------------------- words and drawing
    def t(self, key: str, **params) -> str:
        """The catalog sentence ``key`` in the page's language."""
        return i18n.text(self.lang, key, **params)

    def names(self, seats, game=None) -> str:
        """The players at ``seats`` as a phrase: "Ana and Cleo"."""
        players = (game or self.game).players
        return i18n.join_names(self.lang, [players[s] for s in seats])

    def rack(self) -> list[int]:
        """The rack of the seat to play (shown only on the turn screen)."""
        return self.game.rack(self.game.turn)

    def selected_tile(self) -> int | None:
        rack = self.rack() if self.game and self.game.turn is not None else []
        if self.selected is None or self.selected >= len(rack):
            return None
        return rack[self.selected]

    def render(self, focus: str | None = None) -> None:
        """Redraw the page from the state; then put the focus on the element whose
        data-focus is ``focus`` (or back where it was)."""
        keep = focus or dom.focused_key()
        document.documentElement.lang = self.lang
        document.documentElement.dataset.screen = self.screen
        draw(self)
        board_view.update(self)
        if keep and not (dom.focus(f'[data-focus="{keep}"]') or dom.focus(f"#{keep}")):
            dom.focus("#panel h2")

    def say(self, words, error: bool = False) -> None:
        """Show a sentence under the rack and read it out. ``words()`` makes it in the page's
        language, so a language switch shows it translated."""
        self.message = (words, error)
        dom.announce(words())

    def persist(self) -> None:
        """Save the game after every change (the hand-off flag tells where to resume)."""
        if self.game is not None:
            self.can_save = save.store(self.game, self.lang, self.screen != "turn")

    # ------------------------------------------------------------------------ start-up
    def start(self) -> None:
        found = save.load({
            "not_json": self.t("broken_not_json"),
            "no_record": self.t("broken_no_record"),
        })
        if isinstance(found, save.Unreadable):
            self.unreadable = found
        else:
            self.saved = found
            if found is not None and found.lang in i18n.LANGUAGES:
                self.lang = found.lang
        if self.unreadable is None:
            self.unreadable = save.unreadable()
        self.can_save = save.available()
        from . import events

        events.bind(self)
        board_view.enable()
        self.render()
        document.documentElement.dataset.state = "ready"

    # ------------------------------------------------------------------ language, menus
    def switch_language(self) -> None:
        self.lang = "en" if self.lang == "fr" else "fr"
        save.store_language(self.lang)
        self.persist()
        self.render(focus="lang")

    # --------------------------------------------------------------------- new games
    def start_game(self) -> None:
        try:
            game = self.form.build()
        except SetupProblems as error:
            self.problems = error.problems
            field, key, params = error.problems[0]
            dom.announce(self.t(key, **params))
            self.render(focus=field)
            return
        self.problems = []
        self.begin(game)

    def begin(self, game) -> None:
        """Put ``game`` on the table: the hand-off screen for whoever plays, or the end."""
        self.game = game
        self.saved = None
        self.notice = None
        self.replay = None
        self.last_turn = None
        self.undone = None
        self.reset_turn()
        self.screen = "end" if game.finished else "handoff"
        self.persist()
        if game.finished:
            dom.announce(self.t("end_title"))
        else:
            dom.announce(self.t("pass_to", name=game.players[game.turn]))
        self.render(focus="reveal" if not game.finished else "end")

    def resume(self) -> None:
        """Back to the saved game, on the screen it was saved on."""
        saved = self.saved
        self.begin(saved.game)
        if not saved.handoff and not saved.game.finished:
            self.reveal()

    def play_again(self) -> None:
        """A fresh deal for the same players, in the same seats and teams."""
        from timekeeper.twentyfourseven import Deal, Game

        old = self.game
        self.begin(Game(old.players, Deal.random(len(old.players)), teams=old.teams))

    def new_game_screen(self) -> None:
        """Back to the setup form, filled with the current players (the game stays saved
        until a new one starts)."""
        if self.game is not None:
            players = self.game.players
            self.form.count = len(players)
            self.form.names = list(players) + [""] * (MAX_PLAYERS - len(players))
            self.form.teams = self.game.teams
            self.form.first_mode, self.form.first = "choose", 0
            self.saved = save.Saved(self.game, self.lang, self.screen != "turn")
        self.game = None
        self.screen = "setup"
        self.replay = None
        self.reset_turn()
        self.render(focus="name0")

    def load_record_text(self, content: str) -> None:
        """A game record file was chosen: continue it (or show its end)."""
        from timekeeper.twentyfourseven import Game

        try:
            data = json.loads(content)
        except ValueError:
            return self.setup_notice(lambda: self.t("err_record_not_json"))
        try:
            game = Game.from_record(data)
        except Exception as error:  # RecordError; never let a file crash the page
            detail = str(error)
            return self.setup_notice(lambda: self.t("err_record_bad", detail=detail))
        self.begin(game)
        dom.announce(self.t("record_loaded", names=self.names(range(len(game.players)))))

    def setup_notice(self, words) -> None:
        """Say what went wrong with a record file, next to the file chooser."""
        self.notice = words
        dom.announce(words())
        self.render(focus="record")

    # ---------------------------------------------------------------------- a turn
    def reveal(self) -> None:
        """The next player took the tablet: show their rack."""
        self.screen = "turn"
        self.reset_turn()
        self.undone = None
        self.message = (lambda: self.t("pick_tile"), False)
        self.persist()
        name = self.game.players[self.game.turn]
        shown = self.game.view(self.game.turn).shown_by_partner
        spoken = self.t("turn_announce", name=name)
        if shown is not None:
            partner = self.game.players[self.game.partner(self.game.turn)]
            spoken += " " + self.t("shown_to_you", name=partner, tile=shown)
        dom.announce(spoken)
        self.render(focus="tile0")

    def select_tile(self, index: int, toggle: bool = True, quiet: bool = False,
                    keyboard: bool = False) -> None:
        """Take tile number ``index`` of the rack in hand; its legal cells light up. From the
        keyboard, the focus then goes to the first of those cells (arrows move on)."""
        if self.screen != "turn":
            return
        if toggle and self.selected == index and self.pending is None:
            self.selected = None
            self.say(lambda: self.t("pick_tile"))
            self.render()
            return
        self.selected = index
        self.pending = None
        tile = self.selected_tile()
        legal = self.game.legal_cells(tile)
        if legal:
            if self.focus_cell not in legal:
                self.focus_cell = legal[0]
            self.say(lambda: self.t("tile_selected", tile=tile))
        else:
            self.say(lambda: self.t("tile_fits_nowhere", tile=tile), error=True)
        if quiet:
            board_view.update(self)
        else:
            self.render(focus=f"cell-{self.focus_cell}" if keyboard and legal else None)

    def tap_cell(self, cell: str) -> None:
        """A cell was tapped (or a tile dropped on it): preview the play, or say why not."""
        self.focus_cell = cell
        if self.screen != "turn":
            self.render()
            return
        tile = self.selected_tile()
        if tile is None:
            self.say(lambda: self.t("choose_tile_first"), error=True)
            self.render(focus=f"cell-{cell}")
            return
        if self.pending is not None and self.pending.cell == cell:
            self.render(focus="confirm")
            return
        reason = self.game.why_not(tile, cell)
        if reason is not None:
            self.say(lambda: self.t("cannot_place", tile=tile, cell=cell,
                                    reason=i18n.why_not_text(self.lang, reason)), error=True)
            self.render(focus=f"cell-{cell}")
            return
        self.pending = self.game.preview(tile, cell)
        dom.announce(self.preview_sentence())
        self.message = None
        self.render(focus="confirm")

    def preview_sentence(self) -> str:
        """What the previewed play would score, as read out."""
        turn = self.pending
        head = self.t("preview_title", tile=turn.tile, cell=turn.cell)
        if turn.points:
            points = self.t("preview_points", points=turn.points)
            return f"{head}. {points} {i18n.combos_text(self.lang, turn)}."
        return f"{head}. {self.t('preview_nothing')} {self.t('preview_question')}"

    def take_back(self) -> None:
        """The previewed tile goes back to the rack, still in hand."""
        if self.pending is None:
            return
        self.pending = None
        self.say(lambda: self.t("taken_back"))
        self.render(focus=f"tile{self.selected}")

    def choose_show(self, value: str) -> None:
        """Team games: the tile to show the partner with this turn ("" for none)."""
        self.show = int(value) if value.isdigit() and int(value) in self.rack() else None
        if self.show is not None:
            partner = self.game.players[self.game.partner(self.game.turn)]
            dom.announce(self.t("show_chosen", name=partner, tile=self.show))

    def confirm(self) -> None:
        """The player confirms the previewed play: the engine plays it."""
        if self.pending is None:
            return
        from timekeeper.twentyfourseven import IllegalMove

        try:
            turn = self.game.play(self.pending.tile, self.pending.cell, show=self.show)
        except IllegalMove as error:  # the state changed under us: say so, lose nothing
            reason = error
            self.pending = None
            self.say(lambda: i18n.why_not_text(self.lang, reason), error=True)
            self.render()
            return
        self.last_turn = turn
        self.reset_turn()
        self.screen = "end" if self.game.finished else "handoff"
        self.persist()
        dom.announce(" ".join(self.turn_summary(turn)))
        self.render(focus="end" if self.game.finished else "reveal")

    def turn_summary(self, turn, with_pass: bool = True, game=None) -> list[str]:
        """The sentences that tell the table what a turn did, skips included."""
        players = (game or self.game).players
        name = players[turn.seat]
        if turn.points:
            lines = [self.t("scored", name=name, points=turn.points),
                     i18n.combos_text(self.lang, turn) + "."]
        else:
            lines = [self.t("placed_nothing", name=name, tile=turn.tile, cell=turn.cell)]
        if turn.new_stones:
            lines.append(self.t("new_stones", cells=", ".join(turn.new_stones)))
        lines += [self.t("skipped", name=players[s]) for s in turn.skipped]
        if with_pass and turn.next_seat is not None:
            lines.append(self.t("pass_to", name=players[turn.next_seat]))
        return lines

    # ------------------------------------------------------------------------ undo
    def undo(self) -> None:
        """Take the last placement back (asked for from the menu, after a confirm)."""
        from timekeeper.twentyfourseven import IllegalMove

        try:
            turn = self.game.undo()
        except IllegalMove as error:
            dom.announce(i18n.why_not_text(self.lang, error))
            return
        self.undone = turn
        self.last_turn = None
        self.reset_turn()
        self.screen = "handoff"
        self.persist()
        dom.announce(self.t("undone", name=self.game.players[self.game.turn]))
        self.render(focus="reveal")

    # ---------------------------------------------------------------------- records
    def download_record(self) -> None:
        names = "-".join("".join(ch for ch in p if ch.isalnum())[:12] for p in self.game.players)
        dom.download(f"24-7-{names or 'game'}-{dom.stamp()}.json",
                     json.dumps(self.game.to_record(), ensure_ascii=False, indent=1))

    def download_unreadable(self) -> None:
        dom.download(f"24-7-unreadable-save-{dom.stamp()}.txt", self.unreadable.raw,
                     "text/plain")

    def delete_unreadable(self) -> None:
        save.delete_unreadable(self.unreadable)
        self.unreadable = save.unreadable()
        dom.announce(self.t("broken_deleted"))
        self.render(focus="name0")

    # ------------------------------------------------------------------------ replay
    def open_replay(self) -> None:
        """Watch the game again from its deal (the board only: no rack is shown)."""
        self.screen = "replay"
        self.replay_to(0)

    def replay_to(self, position: int) -> None:
        """Show the board after ``position`` moves of the game's record."""
        from timekeeper.twentyfourseven import Game

        record = self.game.to_record()
        position = max(0, min(position, len(record["moves"])))
        record["moves"] = record["moves"][:position]
        self.replay = (position, Game.from_record(record))
        self.render()

    def close_replay(self) -> None:
        self.replay = None
        self.screen = "end" if self.game.finished else "handoff"
        self.render(focus="replay")

    def board_game(self):
        """The game whose board is drawn: the replayed position, or the game itself."""
        return self.replay[1] if self.replay else self.game


def draw(app) -> None:
    """Draw the top bar and the side panel for the screen the table is on."""
    _top_bar(app)
    if app.screen == "setup":
        from .setup_screen import render
    elif app.screen == "handoff":
        from .handoff import render
    elif app.screen == "turn":
        from .turn_view import render
    elif app.screen == "end":
        from .end_screen import render
    else:
        from .replay_view import render
    warning = None
    if app.game is not None and not app.can_save:
        warning = h("p", app.t("storage_unavailable"), cls="card warning", role="alert")
    dom.fill(dom.by_id("panel"), warning, render(app))


def _top_bar(app) -> None:
    other = "fr" if app.lang == "en" else "en"
    dom.fill(
        dom.by_id("topnav"),
        dom.action_button(app.t("rules_button"), "rules", cls="btn quiet"),
        dom.action_button(app.t("menu_button"), "menu", cls="btn quiet")
        if app.game is not None else None,
        dom.action_button(app.t("switch_language"), "lang", cls="btn quiet", lang=other,
                          aria_label=app.t("switch_language_label")),
    )
    dom.by_id("topnav").setAttribute("aria-label", app.t("menu_button"))


def start() -> App:
    app = App()
    app.start()
    return app
