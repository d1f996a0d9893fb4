"""Who Turned the Clock? (Wer hat an der Uhr gedreht?, Reinhard Staupe, AMIGO, 2008): the
rules engine, pure Python. Records call it ``hoursandghosts``.

Fill a row of 7 slots with hour cards going forward from left to right, taking cards from
the right-hand neighbour's hand as in Old Maid, and do not be caught holding a ghost. See
``docs/rules/hoursandghosts.md`` for the decisions taken where the rules page is silent and
``docs/engine-api-hoursandghosts.md`` for this package's public face.
"""

from __future__ import annotations

from timekeeper.core.fields import shown, want_names
from timekeeper.core.rng import fresh_seed

from .cards import GHOST, HAND_SIZE, HOUR_CARDS, HOURS, ROW_SIZE, clock
from .deal import Deal
from .errors import IllegalMove, RecordError
from .game import Game
from .row import fitting_slots, shift_moves, stuck_gap
from .turn import TurnEvent

__all__ = [
    "GHOST",
    "HAND_SIZE",
    "HOURS",
    "HOUR_CARDS",
    "ROW_SIZE",
    "Deal",
    "Game",
    "IllegalMove",
    "RecordError",
    "TurnEvent",
    "clock",
    "fitting_slots",
    "new_game",
    "next_game",
    "shift_moves",
    "stuck_gap",
]


def new_game(players: list[str], options: dict | None = None, *, seed: str | None = None,
             deal: list | None = None) -> Game:
    """A new game for ``players`` (2–4 names in seat order, the first player in seat 0).

    ``options`` has no keys for this game (any are ignored). ``deal``, when given, is the
    explicit deal as words (``Deal.from_words``) and ``seed`` is then not used; otherwise
    the game is dealt from ``seed`` (a fresh one when None). RecordError on a bad deal."""
    names = want_names(players, 2, 4)
    if options is not None and not isinstance(options, dict):
        raise RecordError("expected_object", where="options", value=shown(options))
    if deal is not None:
        return Game(names, Deal.from_words(deal, len(names)))
    if seed is None:
        seed = fresh_seed()
    elif not isinstance(seed, str):
        raise RecordError("expected_text", where="seed", value=str(seed)[:40])
    return Game(names, Deal.from_seed(seed, len(names)))


def next_game(game: Game, seed: str | None = None) -> Game:
    """Another game for the same players in the same seats, freshly dealt."""
    return new_game(list(game.players), {}, seed=seed)
