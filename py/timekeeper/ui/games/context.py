"""What a game's view is given of the shell: a narrow, read-only context.

A view reads the table (the game, the seats, the last turn, the replay), the form and the
words through it, keeps its own turn state in ``state``, and asks the shell for the few things
it may do: play a move, draw the page again, say or show a sentence under the hand. It has no
way to set a field of the shell: writing an attribute raises, so a view never decides the
shell's screen, message or table itself.
"""


def _read(name: str, doc: str) -> property:
    return property(lambda self: getattr(self._app, name), doc=doc)


class ViewContext:
    """The shell as a game's view sees it (``contract.PackageView`` hands one to every
    function of a view package)."""

    __slots__ = ("_app",)

    def __init__(self, app):
        object.__setattr__(self, "_app", app)

    def __setattr__(self, name, _value) -> None:
        raise AttributeError(f"a game's view does not set the shell's {name!r}")

    # ------------------------------------------------------------------ what the view reads
    lang = _read("lang", "The page's language ('en', 'fr').")
    screen = _read("screen", "The screen shown: 'turn', 'handoff', 'end', 'replay', ...")
    game = _read("game", "The TableGame on the table.")
    seats = _read("seats", "Who sits where (which seats are computers).")
    since = _read("since", "The computers' turns since the holder's last move (events).")
    again = _read("again", "The player to play also played the last turn (no hand-off).")
    last_event = _read("last_event", "What the last finished turn did.")
    resumed_event = _read("resumed_event", "The last turn of a game resumed or loaded.")
    replay = _read("replay", "(position, game at that position) while watching a replay.")
    form = _read("form", "The new-game form as the players filled it (read only).")
    message = _read("message", "The sentence under the hand: (words, error[, key note]).")
    hint = _read("hint", "The hint shown this turn: {'at', 'seat', 'found'} or None.")
    lesson = _read("lesson", "The guided game on the table, or None.")
    state = _read("state", "The view's own state for the turn in progress (its new_state), "
                           "which the view changes as the turn goes.")

    def t(self, key: str, **params) -> str:
        """The catalog sentence ``key`` in the page's language (the game's words first)."""
        return self._app.t(key, **params)

    def names(self, seats, game=None) -> str:
        """The players at ``seats`` as a phrase: "Ana and Cleo"."""
        return self._app.names(seats, game)

    def error_words(self, error) -> str:
        """An IllegalMove or RecordError in the page's language."""
        return self._app.error_words(error)

    def key_note(self) -> str:
        """" Key N: the next one." where a keyboard is likely, else nothing."""
        return self._app.key_note()

    def board_game(self):
        """The game whose table is drawn: the replayed position, or the game itself."""
        return self._app.board_game()

    # ------------------------------------------------------------ what the view asks for
    def play(self, move: dict):
        """Play ``move`` for the seat to play: the shell says what it did, draws the page
        and answers its ``Outcome``."""
        return self._app.play(move)

    def render(self, focus: str | None = None, unless_typing: bool = False) -> None:
        """Draw the page again, the focus on the element whose data-focus is ``focus``."""
        self._app.render(focus, unless_typing)

    def render_table(self) -> None:
        """Draw the table again and nothing else (a piece lifted by a drag lights its places
        while the hand, where the drag began, stays as the drag left it)."""
        self._app.render_table()

    def say(self, words, error: bool = False, keys: bool = False) -> None:
        """Show ``words()`` under the player's hand and read it out."""
        self._app.say(words, error, keys)

    def show_words(self, words, keys: bool = False) -> None:
        """Show ``words()`` under the player's hand at the next drawing, not read out (what
        to do, on a screen that says it as it opens)."""
        self._app.show_words(words, keys)

    def clear_words(self) -> None:
        """No sentence under the hand any more."""
        self._app.show_words(None)

    def tapped_while_waiting(self) -> None:
        """A tap on the table while nobody may play there: the shell says why."""
        self._app.tapped_while_waiting()
