"""The errors a player or a teacher can meet, in every game.

Each carries a ``code`` and ``params``, and nothing else: the catalogs (timekeeper.i18n) word
it, in English or French, and ``str(error)`` is the English catalog's sentence, a plain
English sentence for the command line. ``game`` names the game whose catalog words the code
("" for the shared ones).
"""

from __future__ import annotations


class TimekeeperError(Exception):
    """Base of the errors below: a code and parameters, worded by the catalogs."""

    game = ""

    def __init__(self, code: str, **params):
        super().__init__(code)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        from timekeeper.i18n import error_text  # imported here: i18n imports the engines

        return error_text("en", self)


class IllegalMove(TimekeeperError):
    """A move the rules forbid, e.g. code "night_350" with params {"hour": 22, ...}: "No 350
    at night (10 pm)." in English.

    Each game subclasses it (setting ``game``) so a message is looked up in that game's words.
    """


class RecordError(TimekeeperError, ValueError):
    """A record (or deal, or save) that cannot be read or replayed. ``str(error)`` is one line
    saying where and what is wrong, e.g. "move 7: C3 is out of time.".

    ``where`` is the place as the record names it ("move 7", "deal: rack 2", "players"),
    said through the catalogs' ``where_<noun>`` words; ``where_params`` carries its numbers;
    ``cause`` is the IllegalMove behind it, if any (then the error is worded as that move).
    """

    def __init__(self, code: str, *, where: str = "", where_code: str = "",
                 where_params: dict | None = None, cause: TimekeeperError | None = None,
                 game: str = "", **params):
        super().__init__(code, **params)
        self.where = where
        self.where_code = where_code
        self.where_params = dict(where_params or {})
        self.cause = cause
        if game:
            self.game = game

    def __str__(self) -> str:
        from timekeeper.i18n import record_error_text

        return record_error_text("en", self)

    @classmethod
    def at_move(cls, number: int, error: TimekeeperError) -> RecordError:
        """The record's move ``number`` (from 1) is illegal for the reason ``error`` gives."""
        return cls(error.code, where=f"move {number}", where_code="move",
                   where_params={"n": number}, cause=error, game=error.game, **error.params)
