"""Decks (rules page, "Setup" and "A turn", step 1): the seeded deck, an explicit deck read
strictly, and the reshuffles that rebuild the draw pile from the discard pile.

Every shuffle uses ``timekeeper.core.rng`` (never ``random``), so a seed gives the same race
on CPython and in the browser. A seeded deck is the canonical deck (``cards.full_deck``)
shuffled by the seed. The k-th reshuffle of a race shuffles the discard pile, first put in
canonical order (so only which cards it holds matters), with the text
``"{base}/reshuffle/{k}"``, where ``base`` is the race's seed, or, for a race dealt from an
explicit deck without a seed, ``"deck " + the deck's words``.
"""

from __future__ import annotations

from collections import Counter

from timekeeper.core.fields import shown
from timekeeper.core.rng import shuffled

from .cards import CARD_IDS, CARDS, DECK_SIZE, card_counts, full_deck, sort_cards
from .errors import RecordError

HAND_SIZE = 5


def seeded_deck(seed: str, hours: int = 24) -> list[str]:
    """The whole deck of a ``hours``-hour race in draw order, from ``seed``."""
    return shuffled(full_deck(hours), seed)


def reshuffle_base(seed: str | None, deck: list[str]) -> str:
    """The text a race's reshuffles are seeded from: its seed, else its deck."""
    return seed if seed else "deck " + " ".join(deck)


def seeded_reshuffle(base: str, number: int, discard: list[str]) -> list[str]:
    """The new draw pile (draw order) of reshuffle ``number`` (from 1)."""
    return shuffled(sort_cards(discard), f"{base}/reshuffle/{number}")


def read_cards(words, hours: int, where: str, prefix: str) -> list[str]:
    """An explicit deck (``prefix`` "deck" in a record, "deal" for the new-game form): a list
    of exactly 122 card ids (118 for 12 hours), each exactly an id, each card as many times
    as the deck holds it. Codes ``{prefix}_count`` {count, expected}, ``{prefix}_word``
    {position, word}, ``{prefix}_cards`` {card, count, expected}."""
    expected = DECK_SIZE[hours]
    if not isinstance(words, list):
        raise RecordError("expected_list", where=where, value=shown(words))
    if len(words) != expected:
        raise RecordError(f"{prefix}_count", where=where, count=len(words),
                          expected=expected, hours=hours)
    for position, word in enumerate(words, start=1):
        if not isinstance(word, str) or word not in CARDS:
            raise RecordError(f"{prefix}_word", where=where, position=position,
                              word=shown(word))
    counted = Counter(words)
    for card, count in card_counts(hours).items():
        if counted[card] != count:
            raise RecordError(f"{prefix}_cards", where=where, card=card, count=counted[card],
                              expected=count)
    return list(words)


def read_reshuffle(words, number: int) -> list[str]:
    """One list of a record's ``reshuffles``: at most a deck of card ids (which cards it
    must hold is checked when it is used)."""
    where = f"reshuffle {number}"
    if not isinstance(words, list):
        raise RecordError("expected_list", where=where, value=shown(words))
    if not 1 <= len(words) <= DECK_SIZE[24]:
        raise RecordError("reshuffle_count", where=where, count=len(words), n=number)
    for position, word in enumerate(words, start=1):
        if not isinstance(word, str) or word not in CARDS:
            raise RecordError("reshuffle_word", where=where, position=position, word=shown(word),
                              n=number)
    return list(words)


def reshuffle_mismatch(listed: list[str], discard: list[str], number: int) -> RecordError | None:
    """Why a record's reshuffle ``number`` cannot be the new draw pile: it must hold exactly
    the discard pile's cards, e.g. "reshuffle 1: holds 2 fuel, the discard pile has 3"."""
    held, pile = Counter(listed), Counter(discard)
    for card in CARD_IDS:
        if held[card] != pile[card]:
            return RecordError(
                "reshuffle_cards", where=f"reshuffle {number}", where_code="reshuffle",
                where_params={"n": number}, n=number, card=card, holds=held[card],
                pile=pile[card])
    return None
