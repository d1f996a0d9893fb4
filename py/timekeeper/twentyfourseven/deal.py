"""Setting up a 24/7 game: the 40 tiles and how they are dealt (rules page, "Setup").

A deal fixes the start tile on D4, the 3 tiles removed unseen, every rack and the bag's draw
order. Deals come from a seed (the same text gives the same deal on any Python, because the
shuffle uses its own generator rather than ``random``), from an explicit order of the 40 tiles
(so a teacher can hand a whole class the same game), or from a game record.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from timekeeper.core.fields import shown
from timekeeper.core.rng import fresh_seed, normalise_seed, shuffled

from .errors import GAME_ID, RecordError

TILE_VALUES = range(1, 11)
COPIES = 4
TILE_SET = tuple(sorted(v for v in TILE_VALUES for _ in range(COPIES)))  # the 40 tiles
REMOVED_COUNT = 3
MIN_PLAYERS, MAX_PLAYERS = 2, 4



def rack_size(players: int) -> int:
    """Tiles per rack: 6 with 2 players, 5 with 3 or 4 (rules page, Setup 3)."""
    return 6 if players == 2 else 5


def shuffled_tiles(seed: str) -> list[int]:
    """The 40 tiles in the order the seed gives them (the shared seeded generator)."""
    return shuffled(TILE_SET, seed)


def check_tile_set(tiles: list[int], where: str = "deal") -> None:
    """The deal must hold exactly the 40 tiles: four of each value 1 to 10."""
    if len(tiles) != len(TILE_SET):
        raise RecordError("deal_count", game=GAME_ID, where=where, count=len(tiles),
                          expected=len(TILE_SET))
    for tile in tiles:
        check_tile(tile, where)
    for value in TILE_VALUES:
        count = tiles.count(value)
        if count != COPIES:
            raise RecordError("deal_copies", game=GAME_ID, where=where, count=count,
                              value=value, expected=COPIES)


def check_tile(tile, where: str) -> int:
    """A tile as a record writes it: a JSON integer from 1 to 10."""
    if isinstance(tile, bool) or not isinstance(tile, int) or tile not in TILE_VALUES:
        raise RecordError("bad_tile", game=GAME_ID, where=where, tile=shown(tile))
    return tile


@dataclass
class Deal:
    """Who gets which tile: the start tile, the removed tiles, the racks and the bag."""

    start: int
    removed: list[int]
    hands: list[list[int]]
    bag: list[int]
    seed: str | None = field(default=None, compare=False)

    @property
    def players(self) -> int:
        return len(self.hands)

    def tiles(self) -> list[int]:
        """All 40 tiles in deal order: start, removed, racks in seat order, bag."""
        order = [self.start, *self.removed]
        for hand in self.hands:
            order.extend(hand)
        return order + list(self.bag)

    def validate(self) -> None:
        """Raise RecordError unless this is a whole, well-formed deal for 2–4 players."""
        players = len(self.hands)
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RecordError("deal_racks", game=GAME_ID, where="deal", count=players)
        if len(self.removed) != REMOVED_COUNT:
            raise RecordError("deal_removed", game=GAME_ID, where="deal", count=len(self.removed),
                              expected=REMOVED_COUNT)
        size = rack_size(players)
        for seat, hand in enumerate(self.hands):
            if len(hand) != size:
                raise RecordError("deal_rack_size", game=GAME_ID, where="deal", rack=seat + 1,
                                  count=len(hand), expected=size)
        check_tile_set(self.tiles())

    @classmethod
    def from_tiles(cls, tiles: list[int], players: int, seed: str | None = None) -> Deal:
        """A deal from all 40 tiles in order: start, 3 removed, racks in seat order, bag."""
        if isinstance(players, bool) or not isinstance(players, int) \
                or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RecordError("deal_players", game=GAME_ID, where="deal", count=players)
        tiles = list(tiles)
        check_tile_set(tiles)
        size = rack_size(players)
        at = 1 + REMOVED_COUNT
        hands = [tiles[at + seat * size : at + (seat + 1) * size] for seat in range(players)]
        return cls(
            start=tiles[0],
            removed=tiles[1:at],
            hands=hands,
            bag=tiles[at + players * size :],
            seed=seed,
        )

    @classmethod
    def from_seed(cls, seed: str, players: int) -> Deal:
        """The deal a seed gives: the same on every machine (rules page, Setup 1–4)."""
        return cls.from_tiles(shuffled_tiles(seed), players, seed=normalise_seed(seed))

    @classmethod
    def random(cls, players: int) -> Deal:
        """A fresh deal; its ``seed`` can be shared to deal the same game again."""
        return cls.from_seed(fresh_seed(), players)

    def to_dict(self) -> dict:
        """The ``deal`` object of a game record."""
        return {
            "start": self.start,
            "removed": list(self.removed),
            "hands": [list(hand) for hand in self.hands],
            "bag": list(self.bag),
        }
