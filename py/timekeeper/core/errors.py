"""The errors a player or a teacher can meet, in every game.

Each carries a ``code`` and ``params`` so the page can say it in the player's language, and
``str(error)`` is a plain English sentence for the command line. ``game`` names the game whose
catalog words the code ("" for the shared ones).
"""

from __future__ import annotations


class TimekeeperError(Exception):
    """Base of the errors below: an English sentence plus a code and parameters."""

    game = ""

    def __init__(self, code: str, message: str, **params):
        super().__init__(message)
        self.code = code
        self.params = params


class IllegalMove(TimekeeperError):
    """A move the rules forbid, e.g. code "night_350", "a 350 is not allowed at night (hour 8)".

    Each game subclasses it (setting ``game``) so a message is looked up in that game's words.
    """


class RecordError(TimekeeperError, ValueError):
    """A record (or deal, or save) that cannot be read or replayed. ``str(error)`` is one line
    saying what is wrong and where, e.g. "move 7: C3 is out of time".

    ``where`` is the English place ("move 7", "deal", "players") and ``where_params`` lets it
    be said in another language; ``cause`` is the IllegalMove behind it, if any.
    """

    def __init__(self, code: str, message: str, *, where: str = "", where_code: str = "",
                 where_params: dict | None = None, cause: TimekeeperError | None = None,
                 game: str = "", **params):
        line = f"{where}: {message}" if where else message
        super().__init__(code, line, **params)
        self.detail = message
        self.where = where
        self.where_code = where_code
        self.where_params = dict(where_params or {})
        self.cause = cause
        if game:
            self.game = game

    @classmethod
    def at_move(cls, number: int, error: TimekeeperError) -> RecordError:
        """The record's move ``number`` (from 1) is illegal for the reason ``error`` gives."""
        return cls(error.code, str(error), where=f"move {number}", where_code="move",
                   where_params={"n": number}, cause=error, game=error.game, **error.params)
