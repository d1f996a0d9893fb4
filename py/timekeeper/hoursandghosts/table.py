"""What lies on the table at one moment: the hands, the rows, the pile, the box, what the
table knows of the ghosts, and how far the turn in progress has gone. ``copy`` lets the game
try a move and take it back (``Game.check``) or undo a whole turn that failed half-way."""

from __future__ import annotations

from dataclasses import dataclass, field

from .row import empty_row
from .turn import TurnEvent

TAKE, PLACE, FINISH = "take", "place", "finish"  # the steps of a turn ("phase")


@dataclass
class Table:
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

    @classmethod
    def dealt(cls, hands: list[list], pile: list[int]) -> Table:
        """The table right after the deal: rows empty, the first player (seat 0) to take."""
        return cls(
            hands=[list(hand) for hand in hands],
            rows=[empty_row() for _ in hands],
            pile=list(pile),
            known_ghosts=[0] * len(hands),
        )

    def copy(self) -> Table:
        return Table(
            hands=[list(hand) for hand in self.hands],
            rows=[list(row) for row in self.rows],
            pile=list(self.pile),
            boxed=list(self.boxed),
            known_ghosts=list(self.known_ghosts),
            turn=self.turn,
            phase=self.phase,
            current=None if self.current is None else self.current.clone(),
            steps=[dict(step) for step in self.steps],
            history=list(self.history),
            winner=self.winner,
            drawn=self.drawn,
            ending=self.ending,
            empty_hand=self.empty_hand,
        )
