"""The 122 cards of Les 24 Heures (rules page, "Material"): their ids as records write them,
their families, how many of each, and their names.

Card ids are the record's words: ``"100"``, ``"150"``, ``"250"``, ``"350"`` (speed),
``"fuel"``, ``"oil"``, ``"tyres"``, ``"joker"``, ``"lap-record"`` (bonus), ``"pit-fuel"``,
``"pit-oil"``, ``"pit-rain"`` (pit stop), ``"oil-on-track"``, ``"speed-limit"``,
``"misfire"`` (incident) and ``"race-hour"``.
"""

from __future__ import annotations

SPEED = "speed"
BONUS = "bonus"
PIT_STOP = "pit-stop"
INCIDENT = "incident"
HOUR = "hour"

# id: (family, count in the 24-hour deck), in the rules page's table order, which is also
# the canonical order a seeded deck is shuffled from and cards are counted in.
CARDS: dict[str, tuple[str, int]] = {
    "100": (SPEED, 18),
    "150": (SPEED, 18),
    "250": (SPEED, 28),
    "350": (SPEED, 10),
    "fuel": (BONUS, 10),
    "oil": (BONUS, 6),
    "tyres": (BONUS, 6),
    "joker": (BONUS, 1),
    "lap-record": (BONUS, 1),
    "pit-fuel": (PIT_STOP, 3),
    "pit-oil": (PIT_STOP, 2),
    "pit-rain": (PIT_STOP, 1),
    "oil-on-track": (INCIDENT, 2),
    "speed-limit": (INCIDENT, 2),
    "misfire": (INCIDENT, 2),
    "race-hour": (HOUR, 12),
}
CARD_IDS: tuple[str, ...] = tuple(CARDS)
CARD_ORDER: dict[str, int] = {card: i for i, card in enumerate(CARD_IDS)}

SPEED_VALUES: dict[str, int] = {"100": 100, "150": 150, "250": 250, "350": 350}
PIT_STOPS: tuple[str, ...] = ("pit-fuel", "pit-oil", "pit-rain")
INCIDENTS: tuple[str, ...] = ("oil-on-track", "speed-limit", "misfire")
COVERS: dict[str, str] = {"fuel": "pit-fuel", "oil": "pit-oil", "tyres": "pit-rain"}

RACE_HOURS_REMOVED_FOR_12 = 4  # "12 Heures de Sebring" removes 4 race-hour cards
DECK_SIZE = {24: 122, 12: 118}
HOURS = (24, 12)

FRENCH_NAMES: dict[str, str] = {
    "100": "Carte Vitesse 100 km",
    "150": "Carte Vitesse 150 km",
    "250": "Carte Vitesse 250 km",
    "350": "Carte Vitesse 350 km",
    "fuel": "Essence",
    "oil": "Huile",
    "tyres": "Pneu",
    "joker": "Joker",
    "lap-record": "Record du Tour",
    "pit-fuel": "Arrêt au stand : ravitaillement d'essence",
    "pit-oil": "Arrêt au stand : fuite d'huile",
    "pit-rain": "Arrêt au stand : pluie, changez de pneus",
    "oil-on-track": "Huile sur la piste",
    "speed-limit": "Limitation de vitesse",
    "misfire": "Défaut de carburation",
    "race-hour": "Heure de course",
}
ENGLISH_NAMES: dict[str, str] = {
    "100": "100",
    "150": "150",
    "250": "250",
    "350": "350",
    "fuel": "fuel",
    "oil": "oil",
    "tyres": "tyres",
    "joker": "Joker",
    "lap-record": "lap record",
    "pit-fuel": "refuelling stop",
    "pit-oil": "oil leak",
    "pit-rain": "rain, change tyres",
    "oil-on-track": "oil on the track",
    "speed-limit": "speed limit",
    "misfire": "misfire",
    "race-hour": "race hour",
}


def family(card: str) -> str:
    """The family of a card id (speed, bonus, pit-stop, incident, hour)."""
    return CARDS[card][0]


def card_counts(hours: int = 24) -> dict[str, int]:
    """How many of each card the deck of a ``hours``-hour race holds (118 cards for 12)."""
    counts = {card: count for card, (_family, count) in CARDS.items()}
    if hours == 12:
        counts["race-hour"] -= RACE_HOURS_REMOVED_FOR_12
    return counts


def full_deck(hours: int = 24) -> list[str]:
    """The deck of a ``hours``-hour race in canonical (table) order, before shuffling."""
    return [card for card, count in card_counts(hours).items() for _ in range(count)]


def sort_cards(cards) -> list[str]:
    """Cards in canonical order (the table's), e.g. to count or shuffle them reproducibly."""
    return sorted(cards, key=CARD_ORDER.__getitem__)
