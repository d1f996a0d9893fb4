"""24/7's errors: the shared ones (``timekeeper.core.errors``) with this game's catalog."""

from timekeeper.core import errors as _core

GAME_ID = "twentyfourseven"


class IllegalMove(_core.IllegalMove):
    """A placement the rules forbid. ``code`` and ``params`` let the UI say it in any
    language; ``str(error)`` is the English catalog's sentence, e.g. "Column D would sum to
    27; 24 at most.". ``cell`` and ``tile`` name what was tried, when known."""

    game = GAME_ID

    def __init__(self, code: str, *, cell=None, tile=None, **params):
        super().__init__(code, cell=cell, tile=tile, **params)
        self.cell = cell
        self.tile = tile


# A record or deal that cannot be read: one line, with a code. Raised with
# ``game=GAME_ID`` so this game's catalog words it.
RecordError = _core.RecordError
