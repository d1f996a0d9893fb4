"""Setting up a game (rules page, "Setup"): who is dealt which cards, and the draw pile.

A deal comes from a seed (the shared generator ``timekeeper.core.rng``: the same text deals
the same game on CPython and Pyodide), from an explicit list of words (a teacher hands a
class the same game), or from a record's ``hands`` and ``pile``.

Dealing from a seed, as the sheet does it: shuffle the 34 hour cards, take the first 13, 19
or 26, add the ghost(s) after them, shuffle those 14, 21 or 28 cards with the same
generator and deal them 7 at a time in seat order (seat 0 gets the first 7). The hour cards
not taken stay in the order of the first shuffle and are the pile, first drawn first.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from timekeeper.core.fields import is_int, shown
from timekeeper.core.rng import SeededRandom, fresh_seed, normalise_seed

from .cards import (
    COPIES,
    GHOST,
    HAND_SIZE,
    HOUR_CARDS,
    HOURS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ghosts_used,
    hours_dealt,
    is_card,
    is_ghost,
    pile_size,
)
from .errors import RecordError

GHOST_WORDS = frozenset({"ghost", "g", "f", "fantôme", "fantome"})
_HOUR_WORD = re.compile(r"(\d{1,2})(?:h(?:00)?|:00)?")


def check_players(players) -> int:
    if is_int(players) and MIN_PLAYERS <= players <= MAX_PLAYERS:
        return players
    raise RecordError("deal_players", where="deal", count=shown(players))


def deal_size(players: int) -> int:
    """Cards in the hands and the pile together: 34 hours plus the ghost(s)."""
    return len(HOUR_CARDS) + ghosts_used(players)


def read_word(word, position: int):
    """A card from a word of the new-game form: an hour written ``14``, ``06``, ``6h``,
    ``14h00`` or ``14:00`` (6 to 22; a JSON integer also does), or a ghost written
    ``ghost``, ``G``, ``F`` or ``fantôme`` (any case, spaces ignored)."""
    if is_int(word) and word in HOURS:
        return word
    if isinstance(word, str):
        text = "".join(word.split()).casefold()
        if text in GHOST_WORDS:
            return GHOST
        match = _HOUR_WORD.fullmatch(text)
        if match and int(match.group(1)) in HOURS:
            return int(match.group(1))
    raise RecordError("deal_word", where="deal", word=shown(word), position=position)


@dataclass
class Deal:
    """The dealt hands (seat order, each in hand order) and the pile (first drawn first)."""

    hands: list[list]
    pile: list[int]
    seed: str | None = field(default=None, compare=False)

    @property
    def players(self) -> int:
        return len(self.hands)

    def copy(self) -> Deal:
        return Deal([list(hand) for hand in self.hands], list(self.pile), self.seed)

    def validate(self, where: str = "deal") -> None:
        """Raise RecordError unless the hands and pile are a whole deal: 2–4 hands of 7,
        every hour card exactly once (each hour twice), 1 or 2 ghosts, all in the hands, and
        the rest of the hour cards in the pile (21, 15 or 8)."""
        players = len(self.hands)
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RecordError("deal_players", where=where, count=players)
        for seat, hand in enumerate(self.hands):
            if len(hand) != HAND_SIZE:
                raise RecordError("deal_hand_size", where=where,
                                  hand=seat + 1, count=len(hand), expected=HAND_SIZE)
            for card in hand:
                if not is_card(card):
                    raise RecordError("bad_card", where=where, value=shown(card))
        check_pile_cards(self.pile, where)
        check_ghosts(self.hands, where)
        check_pile_size(self.pile, players, where)
        check_copies([card for hand in self.hands for card in hand] + list(self.pile), where)

    @classmethod
    def from_seed(cls, seed: str, players: int) -> Deal:
        """The deal a seed gives: the same on every machine (see the module's docstring)."""
        players = check_players(players)
        random = SeededRandom(seed)
        hours = random.shuffle(list(HOUR_CARDS))
        taken = hours_dealt(players)
        dealt = random.shuffle(hours[:taken] + [GHOST] * ghosts_used(players))
        hands = [dealt[seat * HAND_SIZE:(seat + 1) * HAND_SIZE] for seat in range(players)]
        return cls(hands, hours[taken:], seed=normalise_seed(seed))

    @classmethod
    def random(cls, players: int) -> Deal:
        """A fresh deal; its ``seed`` can be shared to deal the same game again."""
        return cls.from_seed(fresh_seed(), players)

    @classmethod
    def from_words(cls, words, players: int) -> Deal:
        """An explicit deal: the hands in seat order (7 cards each) then the pile (first
        drawn first), one word per card (``read_word``). RecordError (where "deal") for a
        wrong count, a word that is not a card, or cards that are not a whole deal."""
        players = check_players(players)
        expected = deal_size(players)
        if not isinstance(words, (list, tuple)):
            raise RecordError("expected_list", where="deal", value=shown(words))
        if len(words) != expected:
            raise RecordError("deal_count", where="deal", count=len(words), expected=expected)
        cards = [read_word(word, position) for position, word in enumerate(words, start=1)]
        size = players * HAND_SIZE
        deal = cls([cards[seat * HAND_SIZE:(seat + 1) * HAND_SIZE] for seat in range(players)],
                   cards[size:])
        deal.validate()
        return deal

    def words(self) -> list[str]:
        """The deal as the new-game form's words (hands in seat order, then the pile)."""
        return [str(card) for hand in self.hands for card in hand] + [str(h) for h in self.pile]


def check_ghosts(hands: list[list], where: str) -> None:
    """1 ghost with 2 players, 2 with 3 or 4: all of them dealt."""
    players = len(hands)
    count = sum(1 for hand in hands for card in hand if is_ghost(card))
    expected = ghosts_used(players)
    if count != expected:
        raise RecordError("deal_ghosts", where=where, count=count,
                          expected=expected, players=players)


def check_pile_cards(pile: list, where: str) -> None:
    """The pile holds only hour cards: ghosts are all dealt."""
    for position, card in enumerate(pile, start=1):
        if is_ghost(card):
            raise RecordError("deal_ghost_in_pile", where=where, position=position)
        if not is_card(card):
            raise RecordError("bad_card", where=where, value=shown(card))


def check_pile_size(pile: list, players: int, where: str) -> None:
    """The pile is the 21, 15 or 8 hour cards not dealt."""
    expected = pile_size(players)
    if len(pile) != expected:
        raise RecordError("deal_pile_size", where=where,
                          count=len(pile), expected=expected, players=players)


def check_copies(cards: list, where: str) -> None:
    """Every hour card exactly once: each hour twice among the hands and the pile."""
    counts = Counter(card for card in cards if not is_ghost(card))
    for hour in HOURS:
        if counts[hour] != COPIES:
            count = counts[hour]
            raise RecordError("deal_cards", where=where, hour=hour, count=count, expected=COPIES)
