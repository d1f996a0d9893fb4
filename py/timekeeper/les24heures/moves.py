"""Moves as records write them (rules page, "Game record", ``moves``), read strictly:

``{"play": "speed", "card": "250"}``, ``{"play": "discard", "card": "fuel"}``,
``{"play": "incident", "card": "misfire", "target": 2}``, ``{"play": "race-hour"}``,
``{"play": "pit-stop", "card": "pit-oil"}``, ``{"play": "bonus", "card": "oil"}`` (also
``"tyres"`` for the tyre change), ``{"play": "joker"}``, ``{"play": "lap-record"}``.

``card`` may be left out of race-hour, joker and lap-record plays (when present it must name
that card); ``target`` belongs to incidents only; ``seat``, when present, must be the seat to
play; other keys are ignored. Integers are JSON integers (not 1.0, not true).
"""

from __future__ import annotations

from dataclasses import dataclass

from timekeeper.core.fields import is_int, shown

from .cards import CARDS
from .errors import IllegalMove

PLAYS = ("speed", "discard", "incident", "race-hour", "pit-stop", "bonus", "joker",
         "lap-record")
OWN_CARD = {"race-hour": "race-hour", "joker": "joker", "lap-record": "lap-record"}


@dataclass(frozen=True)
class Move:
    """A play: its kind, the card played and, for an incident, the target seat."""

    play: str
    card: str
    target: int | None = None

    def to_dict(self) -> dict:
        """The move as records write it (``card`` left out where the play names it)."""
        data = {"play": self.play}
        if self.play not in OWN_CARD:
            data["card"] = self.card
        if self.target is not None:
            data["target"] = self.target
        return data


def _text(move: dict, field: str) -> str:
    value = move[field]
    if not isinstance(value, str):
        raise IllegalMove("expected_text", field=field, value=shown(value))
    return value


def _card(move: dict) -> str:
    card = _text(move, "card")
    if card not in CARDS:
        raise IllegalMove("unknown_card", field="card", value=shown(card))
    return card


def _int(move: dict, field: str) -> int:
    value = move[field]
    if not is_int(value):
        raise IllegalMove("expected_int", field=field, value=shown(value))
    return value


def read_move(move, seat: int | None, seats: int) -> Move:
    """The Move a record move (a dict) stands for, its types and keys checked; the seat to
    play is ``seat`` (of ``seats``). Rules are not checked here."""
    if not isinstance(move, dict):
        raise IllegalMove("expected_object", value=shown(move))
    if "play" not in move:
        raise IllegalMove("missing", field="play")
    play = _text(move, "play")
    if play not in PLAYS:
        raise IllegalMove("unknown_play", field="play", value=shown(play),
                          known=", ".join(PLAYS))
    if "seat" in move:
        said = _int(move, "seat")
        if said != seat:
            raise IllegalMove("wrong_seat", said=said, seat=seat)
    if play in OWN_CARD:
        card = OWN_CARD[play]
        if "card" in move and _card(move) != card:
            raise IllegalMove("card_mismatch", play=play, card=move["card"], expected=card)
    elif "card" not in move:
        raise IllegalMove("missing", field="card", play=play)
    else:
        card = _card(move)
    target = None
    if play == "incident":
        if "target" not in move:
            raise IllegalMove("missing", field="target", play=play)
        target = _int(move, "target")
        if not 0 <= target < seats:
            raise IllegalMove("no_such_seat", field="target", seat=target,
                              count=seats)
    elif "target" in move:
        raise IllegalMove("unexpected_target", field="target", play=play)
    return Move(play, card, target)
