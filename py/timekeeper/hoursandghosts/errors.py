"""Who Turned the Clock?'s errors: the shared ones (``timekeeper.core.errors``) with this
game's catalog. Every error has a stable ``code`` and ``params`` (all the page needs to say
it in English or French); ``str(error)`` is the English catalog's sentence, for the command
line."""

from timekeeper.core import errors as _core


class IllegalMove(_core.IllegalMove):
    """A move the rules forbid, e.g. code "slot_no_fit": "13:00 does not fit slot 3: the row
    must go forward from left to right." (slots counted from 1, as on the page)."""

    game = "hoursandghosts"


class RecordError(_core.RecordError):
    """A record or explicit deal that cannot be read; one line saying what is wrong and
    where, e.g. "hands and pile: 3 ghosts in the hands, expected 2 with 3 players"."""

    game = "hoursandghosts"
