"""What a turn told the table (rules page, "A turn"): one ``TurnEvent`` per turn, built step
by step — the take (or the emergency move), the card's fate with the draws it caused, the
slot, the arranging of the hand — and the win or the draw it brought.

Its ``to_dict()`` is public: drawn cards' values and the order a hand was arranged in are
never in it (the record keeps the order, as the record must replay the game).
"""

from __future__ import annotations

from copy import copy as _copy
from dataclasses import dataclass, field

PLACED, KEPT, GHOST_TAKEN, BOXED = "placed", "kept", "ghost", "boxed"

# Why a card was drawn: a hand left with no hour card, or the taker's draw after boxing.
NO_HOUR_CARD, AFTER_BOXING = "no_hour_card", "boxed"


def finish_moves(hand: list) -> list[dict]:
    """The turn's last step (rules page, "A turn"): end it, or arrange the hand: every
    distinct new order of the hand, one card moved to another place, each order once."""
    moves: list[dict] = [{"end": True}]
    seen = {tuple(hand)}
    for source in range(len(hand)):
        rest = hand[:source] + hand[source + 1:]
        for target in range(len(hand)):
            order = rest[:target] + [hand[source]] + rest[target:]
            if tuple(order) not in seen:
                seen.add(tuple(order))
                moves.append({"arrange": order})
    return moves


@dataclass
class TurnEvent:
    """One turn of ``seat``: what it took from whom (``source``, ``position``, ``taken``) and
    what became of it (``outcome``, ``slot``), or its emergency ``shift``.

    ``could_place`` lists the other seats that could place a card that fitted nowhere in the
    taker's row (it is kept when that list is not empty, boxed when it is); ``full_row`` is
    True when the card was kept because the taker's row is full. ``draws`` are
    ``{"seat", "count", "reason"}`` in the order they happened, with ``"ghosts_shown"`` when
    a hand held only ghosts (its owner says so and draws). ``winner``/``draw``/``ending``
    say how the turn ended the game. ``step`` is the step just played (on the copies that
    ``play`` returns for each step) and ``done`` whether the turn is over."""

    seat: int
    source: int | None = None
    position: int | None = None
    taken: int | str | None = None
    outcome: str | None = None
    slot: int | None = None
    fits: list[int] = field(default_factory=list)
    could_place: list[int] | None = None
    full_row: bool = False
    draws: list[dict] = field(default_factory=list)
    shift: list[list[int]] | None = None
    arrange: list | None = None  # private: the hand's new order
    done: bool = False
    winner: int | None = None
    draw: bool = False
    ending: str | None = None
    empty_hand: int | None = None
    step: str | None = None

    def clone(self, step: str | None = None) -> TurnEvent:
        copy = _copy(self)
        copy.fits = list(self.fits)
        copy.could_place = None if self.could_place is None else list(self.could_place)
        copy.draws = [dict(entry) for entry in self.draws]
        copy.shift = None if self.shift is None else [list(pair) for pair in self.shift]
        copy.arrange = None if self.arrange is None else list(self.arrange)
        copy.step = step
        return copy

    @property
    def arranged(self) -> bool:
        return self.arrange is not None

    def to_dict(self) -> dict:
        """The public account of the turn (the replay command's ``moves`` entry): ``seat``,
        ``taken``, ``outcome`` (+ ``slot``), or ``seat`` and ``shift``; and more."""
        data: dict = {"seat": self.seat}
        if self.shift is not None:
            data["shift"] = [list(pair) for pair in self.shift]
        else:
            data["from"] = self.source
            data["position"] = self.position
            data["taken"] = self.taken
            if self.outcome is not None:
                data["outcome"] = self.outcome
            if self.slot is not None:
                data["slot"] = self.slot
            if self.outcome is None and self.fits:
                data["fits"] = list(self.fits)
            if self.could_place is not None:
                data["could_place"] = list(self.could_place)
            if self.full_row:
                data["full_row"] = True
        data["draws"] = [dict(entry) for entry in self.draws]
        data["arranged"] = self.arranged
        if self.winner is not None:
            data["winner"] = self.winner
        if self.draw:
            data["draw"] = True
        if self.ending is not None:
            data["ending"] = self.ending
        if self.empty_hand is not None:
            data["empty_hand"] = self.empty_hand
        if self.step is not None:
            data["step"] = self.step
            data["done"] = self.done
        return data

    def record_move(self) -> dict:
        """The turn as one record move: take + slot + arrange, or shift + arrange."""
        move: dict = {"seat": self.seat}
        if self.shift is not None:
            move["shift"] = [list(pair) for pair in self.shift]
        else:
            move["take"] = self.position
            if self.slot is not None:
                move["slot"] = self.slot
        if self.arrange is not None:
            move["arrange"] = list(self.arrange)
        return move
