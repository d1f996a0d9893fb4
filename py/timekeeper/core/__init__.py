"""What every game of Timekeeper shares: the game protocol, errors with codes, the seeded
generator, the record envelope and its strict field readers, seating, results and the
registry of games. Pure standard-library Python, no browser imports."""

from .errors import IllegalMove, RecordError, TimekeeperError
from .protocol import TableGame
from .result import Result, shared_places

__all__ = [
    "IllegalMove",
    "RecordError",
    "Result",
    "TableGame",
    "TimekeeperError",
    "shared_places",
]
