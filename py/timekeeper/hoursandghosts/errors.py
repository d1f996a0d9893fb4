"""Who Turned the Clock?'s errors: the shared ones (``timekeeper.core.errors``) with this
game's catalog. Every error has a stable ``code`` and ``params`` (all the page needs to say
it in French); ``str(error)`` is a short English sentence for the command line."""

from timekeeper.core import errors as _core


class IllegalMove(_core.IllegalMove):
    """A move the rules forbid, e.g. code "slot_no_fit", "13:00 does not fit slot 2 (after
    15:00)"."""

    game = "hoursandghosts"


class RecordError(_core.RecordError):
    """A record or explicit deal that cannot be read; one line saying what is wrong and
    where, e.g. "hands and pile: 3 ghosts, expected 2"."""

    game = "hoursandghosts"
