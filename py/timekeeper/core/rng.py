"""The seeded generator every game deals from: the same text gives the same deal on any
Python (CPython, Pyodide), because it never uses ``random``.

A seed is any text; letter case and spaces do not matter (a class types it on many tablets).
The text is hashed with 64-bit FNV-1a into the state of a SplitMix64 generator; shuffles are
Fisher–Yates from the end, each index drawn without modulo bias.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_SEED_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"  # no look-alikes (i/l/1, o/0)
SEED_LENGTH = 6


def normalise_seed(seed: str) -> str:
    """Surrounding and doubled spaces and letter case do not matter: " Class  5B" is "class 5b"."""
    return " ".join(str(seed).split()).casefold()


def seed_state(seed: str) -> int:
    """64-bit FNV-1a hash of the normalised seed's UTF-8 bytes."""
    state = 0xCBF29CE484222325
    for byte in normalise_seed(seed).encode("utf-8"):
        state = ((state ^ byte) * 0x100000001B3) & _MASK
    return state


class SeededRandom:
    """SplitMix64: tiny, fully specified, identical on every Python."""

    def __init__(self, seed: str | int):
        self.state = (seed_state(seed) if isinstance(seed, str) else seed) & _MASK

    def next(self) -> int:
        """The next 64-bit output."""
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

    def shuffle(self, items: list) -> list:
        """Shuffle ``items`` in place (Fisher–Yates from the end) and return it."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items


def shuffled(items, seed: str) -> list:
    """A new list: ``items`` in the order ``seed`` gives them."""
    return SeededRandom(seed).shuffle(list(items))


def fresh_seed(length: int = SEED_LENGTH) -> str:
    """A new short seed to share ("k4f9qz"), from the system's randomness."""
    import random

    chooser = random.SystemRandom()
    return "".join(chooser.choice(_SEED_ALPHABET) for _ in range(length))
