"""What lies on the table at one moment: the hands, the rows, the pile, the box, what the
table knows of the ghosts, and how far the turn in progress has gone. ``snapshot`` and
``restore`` let the game try a move and take it back (``Game.check``) or undo a whole turn
that failed half-way, at the same small cost on the first turn as on the 50,000th: the
finished turns are never copied (a move only ever appends to them)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .row import empty_row
from .turn import TurnEvent

TAKE, PLACE, FINISH = "take", "place", "finish"  # the steps of a turn ("phase")


@dataclass
class Tabletop:
    hands: list[list]
    rows: list[list]
    pile: list[int]  # first drawn first
    boxed: list[int] = field(default_factory=list)
    known_ghosts: list[int] = field(default_factory=list)
    turn: int | None = 0
    phase: str | None = TAKE
    current: TurnEvent | None = None  # the turn in progress
    steps: list[dict] = field(default_factory=list)  # its steps so far
    history: list[TurnEvent] = field(default_factory=list)  # finished turns
    winner: int | None = None
    drawn: bool = False  # the game ended in a draw
    ending: str | None = None
    empty_hand: int | None = None
    turns_done: int = field(default=0, compare=False, repr=False)  # set by ``snapshot``

    @classmethod
    def dealt(cls, hands: list[list], pile: list[int]) -> Tabletop:
        """The table right after the deal: rows empty, the first player (seat 0) to take."""
        return cls(
            hands=[list(hand) for hand in hands],
            rows=[empty_row() for _ in hands],
            pile=list(pile),
            known_ghosts=[0] * len(hands),
        )

    def snapshot(self) -> Tabletop:
        """The table as it is, to go back to with ``restore`` if a move fails: the hands,
        rows, pile, box, known ghosts and the turn in progress copied (a few dozen cards);
        the list of finished turns shared, not copied, with its length kept."""
        return Tabletop(
            hands=[list(hand) for hand in self.hands],
            rows=[list(row) for row in self.rows],
            pile=list(self.pile),
            boxed=list(self.boxed),
            known_ghosts=list(self.known_ghosts),
            turn=self.turn,
            phase=self.phase,
            current=None if self.current is None else self.current.clone(),
            steps=[dict(step) for step in self.steps],
            history=self.history,
            winner=self.winner,
            drawn=self.drawn,
            ending=self.ending,
            empty_hand=self.empty_hand,
            turns_done=len(self.history),
        )

    def restore(self) -> Tabletop:
        """This snapshot, as the table again: the turns finished since it was taken (on
        the table that tried the move, which shares the list) are dropped."""
        del self.history[self.turns_done:]
        return self
