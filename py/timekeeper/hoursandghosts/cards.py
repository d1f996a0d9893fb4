"""The cards (rules page, "Material" and "Setup"): 34 hour cards, 06:00 to 22:00 twice each,
and 2 ghosts; how many of them a game of 2, 3 or 4 players uses.

A card is an ``int`` from 6 to 22 (an hour) or the text ``"ghost"``, as records write it.
How an hour is said in words belongs to the catalogs, not here; ``clock`` only writes an
hour as digits, "13:00".
"""

from __future__ import annotations

from timekeeper.core.fields import is_int

GHOST = "ghost"
FIRST_HOUR, LAST_HOUR = 6, 22
HOURS = tuple(range(FIRST_HOUR, LAST_HOUR + 1))  # the 17 hours
COPIES = 2  # two cards of each hour
HOUR_CARDS = tuple(hour for hour in HOURS for _ in range(COPIES))  # the 34, sorted
HAND_SIZE = 7  # cards dealt to each player
ROW_SIZE = 7  # slots in each player's row
MIN_PLAYERS, MAX_PLAYERS = 2, 4

# Setup 1–2: ghosts used and hour cards dealt, by number of players.
GHOSTS_USED = {2: 1, 3: 2, 4: 2}
HOURS_DEALT = {2: 13, 3: 19, 4: 26}


def ghosts_used(players: int) -> int:
    """1 ghost with 2 players, 2 with 3 or 4 (Setup 1)."""
    return GHOSTS_USED[players]


def hours_dealt(players: int) -> int:
    """13, 19 or 26 hour cards join the ghost(s) to be dealt (Setup 2)."""
    return HOURS_DEALT[players]


def pile_size(players: int) -> int:
    """The hour cards left for the draw pile: 21, 15 or 8 (Setup 3)."""
    return len(HOUR_CARDS) - HOURS_DEALT[players]


def is_hour(card) -> bool:
    """An hour card: a JSON integer from 6 to 22 (never a boolean or 6.0)."""
    return is_int(card) and FIRST_HOUR <= card <= LAST_HOUR


def is_ghost(card) -> bool:
    return card == GHOST and isinstance(card, str)


def is_card(card) -> bool:
    """A card as records write it: an hour 6–22 or exactly ``"ghost"``."""
    return is_hour(card) or is_ghost(card)


def clock(card) -> str:
    """A card as digits: "08:00", "13:00", or "a ghost"."""
    return f"{card:02d}:00" if is_hour(card) else "a ghost"


def has_hour(hand) -> bool:
    """Whether a hand holds at least one hour card ("always an hour card in hand")."""
    return any(card != GHOST for card in hand)


def ghost_count(hand) -> int:
    return sum(1 for card in hand if card == GHOST)
