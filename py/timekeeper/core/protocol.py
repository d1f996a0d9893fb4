"""The game protocol: what every game of Timekeeper answers, and all that the shell, the
replay command and the computer players may ask.

A game is its deal plus its moves. Moves are plain dicts in the game's record format
(24/7 ``{"tile": 6, "cell": "D5"}``, Les 24 Heures ``{"play": "speed", "card": "250"}``,
Who Turned the Clock? ``{"take": 3, "slot": 2}``), so what the UI plays, what a computer
returns and what a record lists are the same thing. Saving, loading, replaying and undoing
all go through the record: ``to_record``, ``undo`` and the default ``check`` are written once
here, from the game's deal plus its record moves; a game supplies only what is its own, by
the hooks below (``fresh``, ``record_moves``, ``record_fields``, ``record_extras``,
``apply_record_move``, and for a game of steps ``event_in_progress``).

Ideas from boardgame.io's game object (setup, moves, turn order, end, a per-player view of
secrets) and OpenSpiel's ``State`` (one interface every algorithm can drive); no code from
either.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar

from .errors import IllegalMove
from .records import write_envelope
from .result import Result


class TableGame(ABC):
    """One game at the table. Subclasses set ``GAME_ID`` (the record's ``game`` key) and
    keep ``players`` (names in seat order) and ``history`` (one event per move played, each
    with ``to_dict()``, in order)."""

    GAME_ID: ClassVar[str] = ""
    RECORD_VERSION: ClassVar[int] = 1  # the record's ``version``, as this app writes it
    ILLEGAL_MOVE: ClassVar[type[IllegalMove]] = IllegalMove  # the game's own, for its words
    players: list[str]
    history: list
    seed: str | None = None  # the text that dealt this game, if any: a code to share

    # ------------------------------------------------------------------ whose turn
    @property
    @abstractmethod
    def turn(self) -> int | None:
        """The seat to play (0-based), None once the game is over."""

    @property
    def finished(self) -> bool:
        """Whether the game is over."""
        return self.turn is None

    def sides(self) -> list[list[int]]:
        """The competitors as lists of seats (a team or a shared car is one side)."""
        return [[seat] for seat in range(len(self.players))]

    # ------------------------------------------------------------------------ moves
    @abstractmethod
    def legal_moves(self) -> list[dict]:
        """Every move the seat to play may make, as record moves (empty once over)."""

    @abstractmethod
    def play(self, move: dict):
        """Play ``move`` (a record move) for the seat to play; returns the event that tells
        what happened. Raises the game's IllegalMove (code and params)."""

    def steps_in_progress(self) -> list[dict]:
        """The steps of a turn begun but not finished, for games whose turn takes several
        steps (Who Turned the Clock?: take a card, then choose its slot). ``turn`` stays on
        the same seat until the turn ends; a record lists the finished turn as one move. A
        save keeps these steps, and playing them again resumes the turn."""
        return []

    def why_not(self, move: dict) -> IllegalMove | None:
        """Why ``move`` is illegal now (None when it is legal); nothing changes."""
        try:
            self.check(move)
        except IllegalMove as error:
            return error
        return None

    def check(self, move: dict) -> None:
        """Raise IllegalMove if ``move`` is not legal now; change nothing. The one way: play
        it, then go back to the state before (``_snapshot``/``_restore``). A game whose own
        rule check is exact and much cheaper may override this (24/7, Les 24 Heures)."""
        saved = self._snapshot()
        try:
            self.play(move)
        finally:
            self._restore(saved)

    def _snapshot(self):
        """What ``_restore`` needs to bring the game back to now. By default the record
        moves and the steps in progress (restoring replays them: always exact, as slow as
        a replay); a game with a cheap copy of its state overrides both."""
        return self.record_moves(), self.steps_in_progress()

    def _restore(self, saved) -> None:
        """The game as it was when ``saved`` was taken (see ``_snapshot``)."""
        moves, steps = saved
        self._rebuild(moves)
        for step in steps:
            self.play(step)

    def undo(self):
        """Take the last move back (IllegalMove code "nothing_to_undo" if there is none);
        returns the event taken back. The game is rebuilt from its deal and all its record
        moves but the last. Steps of a turn in progress are dropped with it; with only
        steps in progress, they are dropped and the turn's event so far is returned."""
        moves = self.record_moves()
        if moves:
            last = self.history[-1]
            self._rebuild(moves[:-1])
            return last
        if self.steps_in_progress():
            dropped = self.event_in_progress()
            self._rebuild([])
            return dropped
        raise self.ILLEGAL_MOVE("nothing_to_undo")

    def _rebuild(self, moves: list[dict]) -> None:
        """This game becomes the game of the same deal with ``moves`` (record moves) played."""
        rebuilt = self.fresh()
        for move in moves:
            rebuilt.apply_record_move(move)
        self.__dict__.update(rebuilt.__dict__)

    # ------------------------------------------------------------------------ hooks
    @abstractmethod
    def fresh(self) -> TableGame:
        """A new game of the same players, options and deal, no move played yet (what it
        knows of a deal's later draws, such as Les 24 Heures' reshuffles, kept)."""

    @abstractmethod
    def record_moves(self) -> list[dict]:
        """The moves played so far as the record lists them (finished turns only), in
        order, each with its ``seat``."""

    @abstractmethod
    def record_fields(self) -> dict:
        """The record's keys of this game, in order, between ``players`` and ``moves`` (the
        deal, options)."""

    def record_extras(self) -> dict:
        """The record's optional keys of this game after ``seed`` (none by default)."""
        return {}

    def apply_record_move(self, move: dict):
        """Play one record move (a whole turn) on a game being rebuilt; returns its event."""
        return self.play(move)

    def event_in_progress(self):
        """The event of a turn begun but not finished so far (games of steps), else None."""
        return None

    # ------------------------------------------------------------------- what is seen
    @abstractmethod
    def view(self, seat: int) -> dict:
        """Exactly what ``seat`` may see, as JSON-ready data: its own hidden cards, the
        public table and the public history; never another hidden hand, the bag or the deck
        order. Keys common to every game: ``game``, ``seat``, ``players``, ``turn``,
        ``finished``, ``history`` (public events)."""

    # ------------------------------------------------------------------------ the end
    @abstractmethod
    def result(self) -> Result | None:
        """The outcome once the game is over; None while it goes on."""

    # ---------------------------------------------------------------------- records
    def to_record(self) -> dict:
        """The game as a record (deal plus moves) in the game's record format: ``game``,
        ``version``, ``players``, the game's fields, ``moves``, ``seed`` when it was dealt
        from one, then the game's optional keys (``core.records.write_envelope``)."""
        return write_envelope(self.GAME_ID, self.RECORD_VERSION, self.players,
                              self.record_fields(), self.record_moves(), self.seed,
                              self.record_extras())

    @classmethod
    @abstractmethod
    def from_record(cls, data) -> TableGame:
        """A game rebuilt from a record; RecordError (one line) says what is wrong where."""

    @abstractmethod
    def summary(self) -> dict:
        """What the replay command prints for this game (its rules page's contract)."""
