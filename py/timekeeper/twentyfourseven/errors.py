"""The two errors a player or a teacher can meet, both with a sentence fit to show."""


class IllegalMove(Exception):
    """A move the rules forbid. ``code`` and ``params`` let the UI say it in any language;
    ``str(error)`` is the plain English sentence, e.g. "column D would sum to 27; at most 24".
    """

    def __init__(self, code: str, message: str, *, cell=None, tile=None, **params):
        super().__init__(message)
        self.code = code
        self.cell = cell
        self.tile = tile
        self.params = {"cell": cell, "tile": tile, **params}


class RecordError(ValueError):
    """A game record (or deal) that cannot be read or replayed; the message is one line that
    says what is wrong and where, e.g. "move 7: C3 is out of time"."""
