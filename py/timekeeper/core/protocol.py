"""The game protocol: what every game of Timekeeper answers, and all that the shell, the
replay command and the computer players may ask.

A game is its deal plus its moves. Moves are plain dicts in the game's record format
(24/7 ``{"tile": 6, "cell": "D5"}``, Les 24 Heures ``{"play": "speed", "card": "250"}``,
Who Turned the Clock? ``{"take": 3, "slot": 2}``), so what the UI plays, what a computer
returns and what a record lists are the same thing. Saving, loading, replaying and undoing
all go through the record.

Ideas from boardgame.io's game object (setup, moves, turn order, end, a per-player view of
secrets) and OpenSpiel's ``State`` (one interface every algorithm can drive); no code from
either.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar

from .errors import IllegalMove
from .result import Result


class TableGame(ABC):
    """One game at the table. Subclasses set ``GAME_ID`` (the record's ``game`` key) and
    keep ``players`` (names in seat order) and ``history`` (one event per move played, each
    with ``to_dict()``, in order)."""

    GAME_ID: ClassVar[str] = ""
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
        what happened. Raises the game's IllegalMove (code, params, English sentence)."""

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

    @abstractmethod
    def check(self, move: dict) -> None:
        """Raise IllegalMove if ``move`` is not legal now; change nothing."""

    @abstractmethod
    def undo(self):
        """Take the last move back (IllegalMove code "nothing_to_undo" if there is none);
        returns the event taken back."""

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
    @abstractmethod
    def to_record(self) -> dict:
        """The game as a record (deal plus moves) in the game's record format."""

    @classmethod
    @abstractmethod
    def from_record(cls, data) -> TableGame:
        """A game rebuilt from a record; RecordError (one line) says what is wrong where."""

    @abstractmethod
    def summary(self) -> dict:
        """What the replay command prints for this game (its rules page's contract)."""
