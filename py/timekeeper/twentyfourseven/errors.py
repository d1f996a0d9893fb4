"""24/7's errors: the shared ones (``timekeeper.core.errors``) with this game's catalog."""

from timekeeper.core import errors as _core


class IllegalMove(_core.IllegalMove):
    """A placement the rules forbid. ``code`` and ``params`` let the UI say it in any
    language; ``str(error)`` is the English sentence, e.g. "column D would sum to 27; at most
    24". ``cell`` and ``tile`` name what was tried, when known."""

    game = "twentyfourseven"

    def __init__(self, code: str, message: str, *, cell=None, tile=None, **params):
        super().__init__(code, message, cell=cell, tile=tile, **params)
        self.cell = cell
        self.tile = tile


RecordError = _core.RecordError  # a record or deal that cannot be read: one line, with a code
