"""Les 24 Heures's errors: the shared ones (``timekeeper.core.errors``) with this game's
catalog. Every error has a stable ``code`` and ``params`` (see docs/engine-api-les24heures.md);
``str(error)`` is the English catalog's sentence (timekeeper.i18n)."""

from __future__ import annotations

from timekeeper.core import errors as _core

GAME_ID = "les24heures"


class IllegalMove(_core.IllegalMove):
    """A play the rules forbid, e.g. code "night_350" (English: "No 350 at night (hour 8).")."""

    game = GAME_ID


class RecordError(_core.RecordError):
    """A record, deal or option that cannot be used; one line saying what and where, e.g.
    "move 12: Your car is stopped: cover the oil leak first."."""

    game = GAME_ID


def at_move(number: int, error: _core.TimekeeperError) -> RecordError:
    """The record's move ``number`` (from 1) cannot be played for the reason ``error``."""
    return RecordError.at_move(number, error)


def own_errors(function):
    """Decorator: the shared readers' RecordErrors (``core.fields``) leave ``function`` as
    this game's RecordError, so callers catch one class."""
    import functools

    @functools.wraps(function)
    def wrapper(*args, **kwargs):
        try:
            return function(*args, **kwargs)
        except RecordError:
            raise
        except _core.RecordError as error:
            raise RecordError(error.code, where=error.where,
                              where_code=error.where_code, where_params=error.where_params,
                              cause=error.cause, **error.params) from None

    return wrapper
