"""The table: the game on it, who sits where (people or computers), who holds the tablet, the
computers' moves and the hints, undo, and the screen the table goes to next. Pure Python with
no page: ``App`` (app.py) says, draws and saves what the table decides.

Screens the table decides between: "end", "computer" (a computer's turn), "handoff" (the
tablet passes to another person, hands hidden) and "turn" (the person holding it plays).
"""

from __future__ import annotations

from dataclasses import dataclass

from .computer import Seats, chance_for, first_holder, needs_handoff, undo_count


@dataclass(frozen=True)
class Played:
    """What a move did at the table. ``event``: the engine's answer; ``seat``: the seat that
    played it; ``turn_over``: the turn is finished (else a step of it was played and the same
    seat goes on); ``screen``: the screen the table goes to (None while the turn goes on);
    ``again``: the person who played plays again, with no hand-off."""

    event: object
    seat: int
    turn_over: bool
    screen: str | None = None
    again: bool = False


@dataclass(frozen=True)
class Undone:
    """What an undo did at the table: ``event``, the last move taken back; ``screen``, the
    screen the table goes to."""

    event: object
    screen: str


class Table:
    """The game on the table and the seats around it; each method applies one table rule and
    answers what the shell needs to say and draw it."""

    def __init__(self):
        self.game = None  # the TableGame on the table
        self.seats = Seats()  # computer seats, hints on or off, hints used
        self.holder = None  # the person holding the tablet (whose hand may be shown)
        self.since = []  # the computers' turns since the holder's last move (events)
        self.last_event = None  # what the last finished turn did
        self.resumed_event = None  # the last turn of a game resumed or loaded, not played here
        self.undone = None  # the event just taken back
        self.again = False  # the player to play also played the last turn (no hand-off)
        self.computer_token = 0  # changes whenever a computer's turn must stop
        self.asked_hint = None  # the last hint asked for: {"at", "seat", "found"}

    def sit(self, game, seats: Seats) -> None:
        """``game`` comes to the table with ``seats``: the one person holds the tablet when
        only one plays (else nobody yet), any computer's turn under way stops, and the game's
        last turn is what the table shows, as a turn resumed rather than played here."""
        self.game = game
        self.seats = seats
        self.holder = first_holder(seats, len(game.players))
        self.stop_computers()
        self.since = []
        self.last_event = self.resumed_event = game.history[-1] if game.history else None
        self.undone = None
        self.asked_hint = None

    def clear(self) -> None:
        """No game is on the table (the shell is on another screen)."""
        self.game = None

    def stop_computers(self) -> int:
        """Any computer's turn under way stops; answers the token of the turn that may start
        now (a turn goes on only while its token is the table's)."""
        self.computer_token += 1
        return self.computer_token

    def next_screen(self) -> str:
        """Where the table goes for the seat to play: "end", "computer" (a computer's turn),
        "handoff" (the tablet passes to another person) or "turn" (the person holding the
        tablet plays on)."""
        game = self.game
        if game.finished:
            return "end"
        if self.seats.is_computer(game.turn):
            return "computer"
        if needs_handoff(self.seats, self.holder, game.turn):
            return "handoff"
        return "turn"

    def take_tablet(self) -> None:
        """The person to play takes the tablet: their hand may show, a fresh turn begins."""
        self.holder = self.game.turn
        self.undone = None
        self.again = False
        self.asked_hint = None

    def play(self, move: dict) -> Played:
        """Play ``move`` for the seat to play. A step of a turn that goes on changes nothing
        else; a finished turn becomes the last event, joins the computers' turns since the
        holder's move (a person's move starts them afresh), and the table goes to its next
        screen. An illegal move raises ``IllegalMove`` and changes nothing."""
        game = self.game
        seat = game.turn
        event = game.play(move)
        if game.steps_in_progress():
            return Played(event, seat, turn_over=False)
        self.last_event = event
        self.undone = None
        self.asked_hint = None
        if self.seats.is_computer(seat):
            self.since.append(event)
        else:
            self.since = []
        screen = self.next_screen()
        self.again = screen == "turn" and game.turn == seat
        return Played(event, seat, turn_over=True, screen=screen, again=self.again)

    def undo_count(self) -> int:
        """How many moves "undo" takes back now: a turn begun, its last step; else the
        computers' moves since the last person's move, then that person's move."""
        if self.game.steps_in_progress():
            return 1
        return undo_count(self.seats, [event.seat for event in self.game.history])

    def undo(self) -> Undone:
        """Take moves back (``undo_count``, at least one): any computer's turn under way
        stops and the table shows no last turn. Answers the last move taken back and the
        screen the table goes to (``screen_after_undo``). Nothing to take back raises
        ``IllegalMove``."""
        for _ in range(max(1, self.undo_count())):
            event = self.game.undo()
        self.stop_computers()
        self.undone = event
        self.last_event = None
        self.since = []
        self.asked_hint = None
        return Undone(event, self.screen_after_undo())

    def screen_after_undo(self) -> str:
        """Where the table goes after an undo: with computers, to the seat to play as after
        any turn; with people only, to the hand-over (hands hidden until the tablet is
        taken)."""
        return self.next_screen() if self.seats.computers else "handoff"

    def screen_after_replay(self) -> str:
        """Where the table goes when a replay closes: to the seat to play, but with people
        only the hand stays hidden until the tablet is taken."""
        screen = self.next_screen()
        if screen == "turn" and not self.seats.computers:
            return "handoff"
        return screen

    def follow_script(self, jumped: bool) -> str:
        """A guided game's script played on (``jumped``: it played moves): a jump's last move
        is what the table shows, with no computer's turn since; the person to play holds the
        tablet. Answers the next screen."""
        if jumped:
            self.last_event = self.game.history[-1]
            self.since = []
        screen = self.next_screen()
        if screen == "turn":
            self.holder = self.game.turn
        return screen

    # ------------------------------------------------------------------ the computers
    def computer_level(self, token: int) -> str | None:
        """The level of the computer to play, while its turn started with ``token`` may go on
        (nothing took it back or changed the table since); else None."""
        game = self.game
        if token != self.computer_token or game is None or game.finished:
            return None
        return self.seats.computers.get(game.turn)

    def computer_move(self) -> dict:
        """The move the computer to play chooses: its level's player sees only that seat's
        view of the game; a game dealt from a seed gives the same move at the same point
        (``computer.chance_for``). A game without players raises ValueError."""
        from timekeeper import bots

        game = self.game
        seat = game.turn
        return bots.choose(game.GAME_ID, game.view(seat), self.seats.computers[seat],
                           chance_for(game))

    # ------------------------------------------------------------------------ hints
    def hint_step(self) -> tuple:
        """The step of the game a hint is for: moves played and steps of the turn begun."""
        return (len(self.game.history), len(self.game.steps_in_progress()))

    def current_hint(self) -> dict | None:
        """The hint asked for at this very step by the seat to play: {"at", "seat",
        "found"} (None if none, or it was for an earlier step)."""
        hint, game = self.asked_hint, self.game
        if hint is None or game is None or hint["at"] != self.hint_step() \
                or hint["seat"] != game.turn:
            return None
        return hint

    def hint(self) -> dict:
        """The person to play asks for a hint: the hard player's move and why
        (``found``: ``bots.hint``'s answer), worked out and counted once per step of a
        turn however often it is asked; a game dealt from a seed gives every tablet the same
        hint at the same point. A game without players raises ValueError."""
        hint = self.current_hint()
        if hint is not None:
            return hint
        from timekeeper import bots

        game = self.game
        seat = game.turn
        found = bots.hint(game.GAME_ID, game.view(seat), chance_for(game, "hint"))
        self.asked_hint = {"at": self.hint_step(), "seat": seat, "found": found}
        self.seats.count_hint(seat)
        return self.asked_hint

