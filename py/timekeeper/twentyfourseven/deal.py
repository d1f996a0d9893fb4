"""Setting up a 24/7 game: the 40 tiles and how they are dealt (rules page, "Setup").

A deal fixes the start tile on D4, the 3 tiles removed unseen, every rack and the bag's draw
order. Deals come from a seed (the same text gives the same deal on any Python, because the
shuffle uses its own generator rather than ``random``), from an explicit order of the 40 tiles
(so a teacher can hand a whole class the same game), or from a game record.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import RecordError

TILE_VALUES = range(1, 11)
COPIES = 4
TILE_SET = tuple(sorted(v for v in TILE_VALUES for _ in range(COPIES)))  # the 40 tiles
REMOVED_COUNT = 3
MIN_PLAYERS, MAX_PLAYERS = 2, 4

_MASK = (1 << 64) - 1
_SEED_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"  # no look-alikes (i/l/1, o/0)


def rack_size(players: int) -> int:
    """Tiles per rack: 6 with 2 players, 5 with 3 or 4 (rules page, Setup 3)."""
    return 6 if players == 2 else 5


def normalise_seed(seed: str) -> str:
    """Seeds are typed on many tablets: surrounding spaces and letter case do not matter."""
    return " ".join(str(seed).split()).casefold()


def _seed_state(seed: str) -> int:
    """64-bit FNV-1a hash of the seed's UTF-8 bytes: the generator's starting state."""
    state = 0xCBF29CE484222325
    for byte in normalise_seed(seed).encode("utf-8"):
        state = ((state ^ byte) * 0x100000001B3) & _MASK
    return state


class _SplitMix64:
    """A tiny, fully specified random generator, identical on CPython and Pyodide."""

    def __init__(self, state: int):
        self.state = state & _MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """An integer in [0, n), without modulo bias."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next()
            if value < limit:
                return value % n


def shuffled_tiles(seed: str) -> list[int]:
    """The 40 tiles in the order the seed gives them (Fisher–Yates)."""
    tiles = list(TILE_SET)
    rng = _SplitMix64(_seed_state(seed))
    for i in range(len(tiles) - 1, 0, -1):
        j = rng.below(i + 1)
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tiles


def fresh_seed(length: int = 6) -> str:
    """A new short seed to share ("k4f9qz"), from the system's randomness."""
    import random

    chooser = random.SystemRandom()
    return "".join(chooser.choice(_SEED_ALPHABET) for _ in range(length))


def check_tile_set(tiles: list[int], where: str = "deal") -> None:
    """The deal must hold exactly the 40 tiles: four of each value 1 to 10."""
    for tile in tiles:
        if isinstance(tile, bool) or not isinstance(tile, int) or tile not in TILE_VALUES:
            raise RecordError(f"{where}: {tile!r} is not a tile (tiles are 1 to 10)")
    if len(tiles) != len(TILE_SET):
        raise RecordError(f"{where}: {len(tiles)} tiles, expected {len(TILE_SET)}")
    for value in TILE_VALUES:
        count = tiles.count(value)
        if count != COPIES:
            raise RecordError(
                f"{where}: {count} tiles of value {value}, expected {COPIES} of each value"
            )


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
            raise RecordError(f"deal: {players} racks, expected 2 to 4")
        if len(self.removed) != REMOVED_COUNT:
            raise RecordError(
                f"deal: {len(self.removed)} removed tiles, expected {REMOVED_COUNT}"
            )
        size = rack_size(players)
        for seat, hand in enumerate(self.hands):
            if len(hand) != size:
                raise RecordError(
                    f"deal: rack {seat + 1} holds {len(hand)} tiles, expected {size}"
                )
        check_tile_set(self.tiles())

    @classmethod
    def from_tiles(cls, tiles: list[int], players: int, seed: str | None = None) -> Deal:
        """A deal from all 40 tiles in order: start, 3 removed, racks in seat order, bag."""
        if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RecordError(f"deal: {players} players, expected 2 to 4")
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
