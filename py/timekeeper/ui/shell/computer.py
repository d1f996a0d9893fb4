"""Computer players at the table: which seats are computers (and at what level), whether the
table gets hints and how many each player used, who holds the tablet, and the computer's
turn itself (a short pause that shows it is thinking, then its move through ``App.play``).

The first part is pure Python (no page): the tests import it. Only ``run_turn`` and
``pause_ms`` touch the page, and import it when called.

Records: a game's record carries two optional Timekeeper fields, which every engine's reader
ignores (unknown top-level keys are ignored):

- ``"computers": {"1": "hard"}``: seat (a string, as JSON keys are) -> level ("easy",
  "medium", "hard"); absent when every seat is a person;
- ``"hints": {"on": true, "used": {"0": 2}}``: whether the table gets hints, and how many
  hints each seat asked for (seats as strings; seats that used none are left out).

Reading them is forgiving: entries that make no sense (an unknown level, a seat the game does
not have, a negative count) are dropped, never refused, so a record always loads.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from timekeeper.bots import LEVELS

DEFAULT_PAUSE_MS = 700  # a computer's "thinking" pause before its move
REDUCED_PAUSE_MS = 250  # with prefers-reduced-motion
STEP_PAUSE_MS = 700  # between the steps of one turn (Who Turned the Clock?): each seen moving
PAUSE_SETTING = "computer_pause_ms"  # localStorage timekeeper.setting.computer_pause_ms
QUICK_LEVEL = "medium"  # "Play against the computer" on the home screen


@dataclass
class Seats:
    """Who sits where beyond the names: computers (seat -> level), hints on or off, hints
    used per seat. The shell keeps one per game on the table."""

    computers: dict[int, str] = field(default_factory=dict)
    hints_on: bool = True
    hints_used: dict[int, int] = field(default_factory=dict)

    def is_computer(self, seat) -> bool:
        return seat is not None and seat in self.computers

    def people(self, seats: int) -> list[int]:
        """The seats of the people, in seat order."""
        return [seat for seat in range(seats) if seat not in self.computers]

    def count_hint(self, seat: int) -> None:
        self.hints_used[seat] = self.hints_used.get(seat, 0) + 1

    def fresh(self) -> Seats:
        """The same seats and hint switch for the next game, no hint used yet."""
        return Seats(dict(self.computers), self.hints_on, {})

    # ---------------------------------------------------------------------- records
    def record_fields(self) -> dict:
        """The optional record fields (see the module's docstring)."""
        fields = {}
        if self.computers:
            fields["computers"] = {str(seat): level
                                   for seat, level in sorted(self.computers.items())}
        fields["hints"] = {"on": self.hints_on,
                           "used": {str(seat): n for seat, n in sorted(self.hints_used.items())
                                    if n > 0}}
        return fields


SEAT_FIELDS = ("computers", "hints")  # the optional record fields Seats writes


def _seat(key, count: int) -> int | None:
    """A seat written as a JSON key ("1"), if a game of ``count`` players has it."""
    if not isinstance(key, str) or not re.fullmatch(r"[0-9]{1,2}", key):
        return None
    seat = int(key)
    return seat if seat < count else None


def seats_from_record(record, count: int) -> Seats:
    """The Seats a record's optional fields describe for a game of ``count`` players (a
    record without them: every seat a person, hints on, none used). Entries that make no
    sense are dropped."""
    seats = Seats()
    if not isinstance(record, dict):
        return seats
    computers = record.get("computers")
    if isinstance(computers, dict):
        for key, level in computers.items():
            seat = _seat(key, count)
            if seat is not None and isinstance(level, str) and level in LEVELS:
                seats.computers[seat] = level
    hints = record.get("hints")
    if isinstance(hints, dict):
        if isinstance(hints.get("on"), bool):
            seats.hints_on = hints["on"]
        used = hints.get("used")
        if isinstance(used, dict):
            for key, asked in used.items():
                seat = _seat(key, count)
                if seat is not None and isinstance(asked, int) \
                        and not isinstance(asked, bool) and 0 < asked < 100_000:
                    seats.hints_used[seat] = asked
    return seats


# ------------------------------------------------------------------ who holds the tablet
def first_holder(seats: Seats, count: int) -> int | None:
    """Who holds the tablet when a game comes to the table: the one person when only one
    plays (nobody to hide a hand from), else nobody yet (the first person gets a hand-off)."""
    people = seats.people(count)
    return people[0] if len(people) == 1 else None


def needs_handoff(seats: Seats, holder: int | None, seat: int | None) -> bool:
    """Whether the tablet must be passed (hands hidden) before ``seat`` plays: only when a
    person is to play who is not the person holding it. Computers never get the tablet."""
    if seat is None or seats.is_computer(seat):
        return False
    return seat != holder


def undo_count(seats: Seats, movers: list[int]) -> int:
    """How many moves a person's "undo" takes back, given the seats that played the moves so
    far (oldest first): the computers' moves at the end, then the person's move before them
    (so that person plays again). Only computer moves: all of them. Nothing: 0."""
    count = 0
    for seat in reversed(movers):
        count += 1
        if not seats.is_computer(seat):
            break
    return count


# ------------------------------------------------------------------------ names
NAME_KEYS = {"easy": "computer_name_easy", "medium": "computer_name_medium",
             "hard": "computer_name_hard"}


def default_name(t, level: str, number: int | None = None) -> str:
    """"Computer (hard)", or "Computer 2 (hard)" when the table has several computers.
    ``t(key, **params)`` says a catalog sentence."""
    level_words = t(f"level_{level}")
    if number is None:
        return t("computer_name", level=level_words)
    return t("computer_name_n", n=number, level=level_words)


def default_names(t, kinds: list[str]) -> list[str | None]:
    """The default name of each computer seat of a form's ``kinds`` ("person" or a level);
    None for people."""
    several = sum(kind in LEVELS for kind in kinds) > 1
    names, number = [], 0
    for kind in kinds:
        if kind in LEVELS:
            number += 1
            names.append(default_name(t, kind, number if several else None))
        else:
            names.append(None)
    return names


# ------------------------------------------------------------------ the page (PyScript)
def pause_ms() -> int:
    """The thinking pause: the device setting if one is stored (the browser tests set it
    short), shorter when the player asked for reduced motion."""
    from ..kit.device import reduced_motion
    from ..kit.storage import setting

    stored = setting(PAUSE_SETTING)
    if stored is not None and stored.strip().isdigit():
        return min(int(stored), 10_000)
    return REDUCED_PAUSE_MS if reduced_motion() else DEFAULT_PAUSE_MS


def start_turn(app) -> None:
    """Start the computer's turn for the seat to play, without waiting (taps stay live)."""
    import asyncio

    token = app.table.stop_computers()  # a turn already under way stops: this one goes on
    asyncio.ensure_future(run_turn(app, token))


def chance_for(game, purpose: str = "computer"):
    """The chance a computer player (``purpose`` "computer") or a hint ("hint") draws on at
    this point of the game. A game dealt from a seed (a class's shared code) gives the same
    chance at the same point of the game, so each tablet of the class meets the same
    computer's moves and the same hints, and an undo brings the same move back; a game
    without a seed, a fresh chance each time."""
    import random

    if not game.seed:
        return random.Random()
    where = f"{len(game.history)}.{len(game.steps_in_progress())}"
    return random.Random(f"{game.seed}/{purpose}/{where}")


async def run_turn(app, token: int) -> None:
    """The computer's turn: pause, ask its player for a move (again for each step of the
    turn; in a guided game, the lesson's script), play it through ``App.play``. Stops as soon
    as the table changed under it (undo, home, another game): ``token`` is then no longer the
    app's."""
    import asyncio

    pause = pause_ms()
    first = True
    while True:
        await asyncio.sleep((pause if first else min(pause, STEP_PAUSE_MS)) / 1000)
        first = False
        level = app.table.computer_level(token)
        if level is None or app.screen != "computer":
            return
        seat = app.game.turn
        if app.lesson is not None:  # a guided game: the script's move, once it is time
            from .lesson import scripted_move

            move = scripted_move(app)
            if move is None:
                return  # "Next" starts the turn again
        else:
            try:
                move = app.table.computer_move()
            except Exception as error:  # a player missing or broken: say so, never hang
                app.computer_failed(seat, error)
                return
        outcome = app.play(move)  # said and drawn (a step of the turn too)
        if outcome.turn_over or outcome.refused:
            return  # play() started what comes next, or said why not
