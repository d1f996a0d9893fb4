"""A game of Who Turned the Clock?: its deal plus its turns, and everything the table may ask.

A turn is played in steps through ``play`` (rules page, "A turn"):

1. ``{"take": i}`` — the card at position ``i`` of the right-hand neighbour's hand (or
   ``{"shift": [[from, to], ...]}``, the emergency move, when the row is stuck). The card is
   shown; an hour that fits a free slot waits for step 2, anything else is dealt with at
   once (ghost, kept, boxed and draws, full row).
2. ``{"slot": k}`` — where the hour that fits goes.
3. ``{"end": true}`` or ``{"arrange": [...]}`` — the turn ends, the hand maybe reordered.

A whole record move (``{"take": 3, "slot": 2, "arrange": [...]}``) is also accepted, and is
played all or nothing. The state changes only through ``play`` and ``undo`` (the protocol's:
the game replayed from its deal, the steps in progress dropped).
"""

from __future__ import annotations

from collections import Counter

from timekeeper.core.fields import is_int, shown, want_names
from timekeeper.core.protocol import TableGame
from timekeeper.core.seating import check_seat

from .cards import (
    GHOST,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROW_SIZE,
    ghost_count,
    has_hour,
    is_card,
    is_hour,
)
from .deal import Deal
from .errors import IllegalMove, RecordError
from .row import (
    after_and_before,
    fitting_slots,
    is_full,
    room_around,
    shift_moves,
    shift_problem,
    stuck_gap,
)
from .tabletop import FINISH, PLACE, TAKE, Tabletop
from .turn import (
    AFTER_BOXING,
    BOXED,
    GHOST_TAKEN,
    KEPT,
    NO_HOUR_CARD,
    PLACED,
    TurnEvent,
    finish_moves,
)

STEP_KEYS = ("take", "shift", "slot", "end", "arrange")  # the keys a move may carry
STEP_PHASE = {"take": TAKE, "shift": TAKE, "slot": PLACE, "end": FINISH, "arrange": FINISH}
PHASE_STEPS = {TAKE: ["take", "shift"], PLACE: ["slot"], FINISH: ["end", "arrange"]}
FULL_ROW, EMPTY_HAND = "full_row", "empty_hand"  # how a game ends (Result.ending)


class Game(TableGame):
    """One game for 2–4 players, seat 0 first; seat s takes from seat s − 1."""

    GAME_ID = "hoursandghosts"
    ILLEGAL_MOVE = IllegalMove

    def __init__(self, players: list[str], deal: Deal):
        self.players = want_names(players, MIN_PLAYERS, MAX_PLAYERS)
        if deal.players != len(self.players):
            raise RecordError("deal_players", where="deal",
                              count=deal.players, expected=len(self.players))
        deal.validate()
        self.deal = deal.copy()
        self.seed = deal.seed
        self._t = Tabletop.dealt(self.deal.hands, self.deal.pile)

    # ----------------------------------------------------------------------- questions
    @property
    def turn(self) -> int | None:
        """The seat to play; it stays the same through the steps of a turn."""
        return self._t.turn

    @property
    def phase(self) -> str | None:
        """The step the turn waits for: "take", "place", "finish"; None once over."""
        return self._t.phase

    @property
    def pending(self) -> dict | None:
        """During "place": ``{"seat", "card", "slots"}``, the hour taken and where it fits."""
        if self._t.phase != PLACE:
            return None
        event = self._t.current
        return {"seat": event.seat, "card": event.taken, "slots": list(event.fits)}

    @property
    def history(self) -> list[TurnEvent]:
        """The finished turns, one event each, in order."""
        return self._t.history

    @property
    def current(self) -> TurnEvent | None:
        """The turn in progress (its public facts so far), None between turns."""
        return None if self._t.current is None else self._t.current.clone()

    def steps_in_progress(self) -> list[dict]:
        return [dict(step) for step in self._t.steps]

    @property
    def player_count(self) -> int:
        return len(self.players)

    def neighbour(self, seat: int) -> int:
        """The seat ``seat`` takes from: its right-hand neighbour, the previous seat."""
        check_seat(seat, self.player_count)
        return (seat - 1) % self.player_count

    def hand(self, seat: int) -> list:
        """``seat``'s cards in hand order (secret: for that seat's own view only)."""
        check_seat(seat, self.player_count)
        return list(self._t.hands[seat])

    def row(self, seat: int) -> list:
        check_seat(seat, self.player_count)
        return list(self._t.rows[seat])

    @property
    def rows(self) -> list[list]:
        return [list(row) for row in self._t.rows]

    @property
    def hand_sizes(self) -> list[int]:
        return [len(hand) for hand in self._t.hands]

    @property
    def ghosts(self) -> list[int]:
        """How many ghosts each seat holds (secret while the game goes on)."""
        return [ghost_count(hand) for hand in self._t.hands]

    @property
    def known_ghosts(self) -> list[int]:
        """Ghosts the whole table knows to be in each hand: taken ghosts, and the ghosts of a
        hand that held nothing else when its owner had to draw."""
        return list(self._t.known_ghosts)

    @property
    def pile_count(self) -> int:
        return len(self._t.pile)

    @property
    def boxed(self) -> list[int]:
        """The hours back in the box, in the order they went there (public)."""
        return list(self._t.boxed)

    def fitting_slots(self, seat: int, card) -> list[int]:
        """The free slots of ``seat``'s row where the hour ``card`` fits now."""
        check_seat(seat, self.player_count)
        return fitting_slots(self._t.rows[seat], self._want_hour(card))

    def room(self, seat: int, card) -> list[dict]:
        """For each free slot of ``seat``'s row where the hour ``card`` fits, what placing
        it there leaves for the rest of the row (``row.room_around``: the free slots and the
        hours that could still go on each side, and whether the row would get stuck)."""
        check_seat(seat, self.player_count)
        row = self._t.rows[seat]
        hour = self._want_hour(card)
        return [room_around(row, slot, hour) for slot in fitting_slots(row, hour)]

    def could_place(self, card, excluding: int | None = None) -> list[int]:
        """The seats (but ``excluding``) with a free slot where the hour ``card`` fits now."""
        hour = self._want_hour(card)
        return [
            seat for seat, row in enumerate(self._t.rows)
            if seat != excluding and fitting_slots(row, hour)
        ]

    def stuck(self, seat: int) -> dict | None:
        """Why ``seat``'s row can no longer be completed (``row.stuck_gap``), or None."""
        check_seat(seat, self.player_count)
        return stuck_gap(self._t.rows[seat])

    def _want_hour(self, card) -> int:
        if not is_hour(card):
            raise IllegalMove("bad_hour", value=shown(card))
        return card

    # ------------------------------------------------------------------------ moves
    def legal_moves(self) -> list[dict]:
        """The moves of the current step: every take and every emergency move (one or two
        shifts) at "take"; every fitting slot at "place"; at "finish", ending the turn and
        every order made by moving one card of the hand to another position (any other
        reordering is accepted by ``play`` too)."""
        t = self._t
        if t.turn is None:
            return []
        if t.phase == TAKE:
            size = len(t.hands[self.neighbour(t.turn)])
            moves: list[dict] = [{"take": position} for position in range(size)]
            row = t.rows[t.turn]
            if stuck_gap(row) is not None:
                moves.extend({"shift": pairs} for pairs in shift_moves(row))
            return moves
        if t.phase == PLACE:
            return [{"slot": slot} for slot in t.current.fits]
        return finish_moves(list(t.hands[t.turn]))

    def _snapshot(self) -> Tabletop:
        """For the protocol's ``check``: the table copied (``Tabletop.snapshot``), not replayed."""
        return self._t.snapshot()

    def _restore(self, saved: Tabletop) -> None:
        self._t = saved.restore()

    def play(self, move: dict) -> TurnEvent:
        """Play one step (a move with one of the keys take, shift, slot, end, arrange), or a
        whole record move (several of them: see ``play_turn``). Returns the turn's event
        after this step (a copy; ``event.step`` names the step, ``event.done`` says whether
        the turn is over). Raises IllegalMove, and then nothing has changed."""
        self._check_move(move)
        keys = [key for key in STEP_KEYS if key in move]
        if not keys:
            expected = PHASE_STEPS[self._t.phase]
            raise IllegalMove("no_step", phase=self._t.phase, expected=expected)
        if len(keys) > 1:
            return self.play_turn(move)
        return self._step(keys[0], move[keys[0]])

    def play_turn(self, move: dict) -> TurnEvent:
        """Play a whole turn as a record lists it, all or nothing: ``take`` (with ``slot``
        exactly when the card is placed) or ``shift``; then ``arrange`` if given, else the
        turn simply ends. Only at the start of a turn. Returns the finished turn's event."""
        self._check_move(move)
        if self._t.steps:
            raise IllegalMove("turn_in_progress", phase=self._t.phase,
                              steps=self.steps_in_progress())
        saved = self._t.snapshot()
        try:
            return self._whole_turn(move)
        except IllegalMove:
            self._t = saved.restore()
            raise

    def _check_move(self, move) -> None:
        t = self._t
        if t.turn is None:
            raise IllegalMove("game_over")
        if not isinstance(move, dict):
            raise IllegalMove("bad_move", value=shown(move))
        if "seat" in move:
            said = move["seat"]
            if not is_int(said) or said != t.turn:
                raise IllegalMove("wrong_seat", said=shown(said), seat=t.turn)

    def _whole_turn(self, move: dict) -> TurnEvent:
        if "take" in move and "shift" in move:
            raise IllegalMove("take_and_shift")
        if "shift" in move:
            if "slot" in move:
                raise IllegalMove("slot_with_shift", slot=shown(move["slot"]))
            self._step("shift", move["shift"], copy=False)
        elif "take" in move:
            self._step("take", move["take"], copy=False)
            event = self._t.current
            if self._t.phase == PLACE:
                if "slot" not in move:
                    slots = list(event.fits)
                    raise IllegalMove("must_place", card=event.taken, slots=slots)
                self._step("slot", move["slot"], copy=False)
            elif "slot" in move:
                last = self._t.history[-1] if self._t.phase is None else event
                raise self._not_placed(last, move["slot"])
        else:
            raise IllegalMove("missing_take")
        if self._t.phase == FINISH:
            if "arrange" in move:
                self._step("arrange", move["arrange"], copy=False)
            else:
                self._step("end", move.get("end", True), copy=False)
        elif "arrange" in move:
            raise IllegalMove("arrange_after_end", winner=self._t.winner, draw=self._t.drawn)
        return self._t.history[-1]

    def _not_placed(self, event: TurnEvent, slot) -> IllegalMove:
        return IllegalMove("slot_not_placed", card=event.taken, outcome=event.outcome,
                           full_row=event.full_row, slot=shown(slot),
                           player=self.players[event.seat], seat=event.seat)

    def _step(self, name: str, value, copy: bool = True) -> TurnEvent:
        t = self._t
        if t.phase != STEP_PHASE[name]:
            expected = PHASE_STEPS[t.phase]
            raise IllegalMove("wrong_step", step=name, phase=t.phase, expected=expected)
        event = getattr(self, "_" + name)(value)
        if event.done:
            t.steps = []
        else:
            t.steps.append({name: value if not isinstance(value, list)
                            else [list(v) if isinstance(v, list) else v for v in value]})
        return event.clone(name) if copy else event

    # ------------------------------------------------------------------- the steps
    def _want_int(self, value, name: str) -> int:
        if not is_int(value):
            raise IllegalMove("bad_value", field=name, value=shown(value))
        return value

    def _take(self, value) -> TurnEvent:
        """Rules page, "A turn": take a card from the right-hand neighbour's hand and deal
        with it (1 place — step 2; 2 ghost; 3 kept or boxed; 4 full row)."""
        t = self._t
        position = self._want_int(value, "take")
        seat = t.turn
        source = self.neighbour(seat)
        hand = t.hands[source]
        if not 0 <= position < len(hand):
            raise IllegalMove("take_position", position=position, size=len(hand),
                              player=self.players[source], neighbour=source)
        card = hand.pop(position)
        event = TurnEvent(seat, source=source, position=position, taken=card)
        t.current = event
        if card == GHOST:
            t.known_ghosts[source] = max(0, t.known_ghosts[source] - 1)
        if not self._has_won(source):  # a winner does not draw: the game ends at once
            self._always_an_hour(source, event)
        if card == GHOST:
            t.hands[seat].append(card)
            t.known_ghosts[seat] += 1
            event.outcome = GHOST_TAKEN
        elif is_full(t.rows[seat]):
            t.hands[seat].append(card)
            event.outcome, event.full_row = KEPT, True
        else:
            event.fits = fitting_slots(t.rows[seat], card)
            if event.fits:
                t.phase = PLACE
                return event
            event.could_place = self.could_place(card, excluding=seat)
            if event.could_place:
                t.hands[seat].append(card)
                event.outcome = KEPT
            else:
                t.boxed.append(card)
                event.outcome = BOXED
                self._draw(seat, event, AFTER_BOXING)
        self._card_dealt_with(event)
        return event

    def _slot(self, value) -> TurnEvent:
        """Rules page, "A turn" 1: the hour goes on a free slot where the row stays strictly
        increasing; the player chooses which."""
        t = self._t
        slot = self._want_int(value, "slot")
        event = t.current
        card, row = event.taken, t.rows[event.seat]
        if not 0 <= slot < ROW_SIZE:
            raise IllegalMove("bad_slot", slot=slot)
        if row[slot] is not None:
            raise IllegalMove("slot_taken", slot=slot, card=card, holds=row[slot])
        if slot not in event.fits:
            after, before = after_and_before(row, slot)
            raise IllegalMove("slot_no_fit", card=card, slot=slot, after=after,
                              before=before, slots=list(event.fits))
        row[slot] = card
        event.outcome, event.slot = PLACED, slot
        self._card_dealt_with(event)
        return event

    def _shift(self, value) -> TurnEvent:
        """Rules page, "The emergency move": instead of taking, a stuck row moves one or two
        different placed cards one position each into a free slot, one after the other."""
        t = self._t
        seat = t.turn
        who = self.players[seat]
        if not isinstance(value, list):
            raise IllegalMove("bad_shift", value=shown(value))
        if not 1 <= len(value) <= 2:
            raise IllegalMove("shift_count", count=len(value))
        pairs = []
        for pair in value:
            if not (isinstance(pair, list) and len(pair) == 2 and all(map(is_int, pair))):
                raise IllegalMove("bad_shift", value=shown(pair))
            pairs.append(list(pair))
        row = t.rows[seat]
        if is_full(row):
            raise IllegalMove("shift_full_row", player=who, seat=seat)
        if stuck_gap(row) is None:
            raise IllegalMove("shift_not_allowed", player=who, seat=seat)
        moved = list(row)
        for number, (source, target) in enumerate(pairs, start=1):
            if number == 2 and source == pairs[0][1]:
                raise IllegalMove("shift_same_card", slot=source)
            problem = shift_problem(moved, source, target)
            if problem is not None:
                code, params = problem
                raise IllegalMove(code, shift=number, **params)
            moved[target], moved[source] = moved[source], None
        t.rows[seat] = moved
        event = TurnEvent(seat, shift=pairs)
        t.current = event
        self._card_dealt_with(event)
        return event

    def _end(self, value) -> TurnEvent:
        if value is not True:
            raise IllegalMove("bad_end", value=shown(value))
        return self._finish_turn()

    def _arrange(self, value) -> TurnEvent:
        """Rules page, "Arranging a hand": the whole hand, in its new order."""
        hand = self._t.hands[self._t.turn]
        if not isinstance(value, list):
            raise IllegalMove("bad_arrange", value=shown(value))
        if len(value) != len(hand):
            raise IllegalMove("arrange_count", count=len(value), expected=len(hand))
        for card in value:
            if not is_card(card):
                raise IllegalMove("bad_card", value=shown(card))
        if Counter(value) != Counter(hand):
            raise IllegalMove("arrange_not_reorder", count=len(hand))
        self._t.hands[self._t.turn] = list(value)
        self._t.current.arrange = list(value)
        return self._finish_turn()

    # --------------------------------------------------------------- draws and ends
    def _draw(self, seat: int, event: TurnEvent, reason: str) -> None:
        """The top card of the pile into ``seat``'s hand, at its right end, unseen; with an
        empty pile nothing is drawn (the event says so with a count of 0)."""
        t = self._t
        if t.pile:
            t.hands[seat].append(t.pile.pop(0))
            event.draws.append({"seat": seat, "count": 1, "reason": reason})
        else:
            event.draws.append({"seat": seat, "count": 0, "reason": reason})

    def _always_an_hour(self, seat: int, event: TurnEvent) -> None:
        """Rules page, "Always an hour card in hand": a hand with no hour card draws at once
        while the pile lasts (the pile holds only hours: one card is enough). A hand of
        ghosts only is announced, so its ghosts become known to the table."""
        t = self._t
        hand = t.hands[seat]
        if has_hour(hand) or not t.pile:
            return
        entry = {"seat": seat, "count": 1, "reason": NO_HOUR_CARD}
        if hand:
            t.known_ghosts[seat] = len(hand)
            entry["ghosts_shown"] = len(hand)
        hand.append(t.pile.pop(0))
        event.draws.append(entry)

    def _has_won(self, seat: int) -> bool:
        """Rules page, "Winning": all 7 slots filled (always correctly) and no ghost held."""
        return is_full(self._t.rows[seat]) and GHOST not in self._t.hands[seat]

    def _card_dealt_with(self, event: TurnEvent) -> None:
        """Rules page, "Order at the end of each turn": once the taken card is dealt with,
        a player with a full row and no ghost wins; otherwise an empty hand with an empty
        pile is a draw. Either ends the game at once (no "finish" step)."""
        t = self._t
        count = self.player_count
        order = [(event.seat + step) % count for step in range(count)]
        if t.pile:
            for seat in order:  # anyone else left with no hour card draws too
                if not self._has_won(seat):
                    self._always_an_hour(seat, event)
        winner = next((seat for seat in order if self._has_won(seat)), None)
        if winner is not None:
            t.winner, t.ending = winner, FULL_ROW
            event.winner, event.ending = winner, FULL_ROW
            self._end_game(event)
            return
        empty = next((seat for seat in order if not t.hands[seat]), None)
        if empty is not None and not t.pile:
            t.drawn, t.ending, t.empty_hand = True, EMPTY_HAND, empty
            event.draw, event.ending, event.empty_hand = True, EMPTY_HAND, empty
            self._end_game(event)
            return
        t.phase = FINISH

    def _end_game(self, event: TurnEvent) -> None:
        t = self._t
        event.done = True
        t.history.append(event)
        t.current, t.turn, t.phase = None, None, None

    def _finish_turn(self) -> TurnEvent:
        t = self._t
        event = t.current
        event.done = True
        t.history.append(event)
        t.current, t.phase = None, TAKE
        t.turn = (event.seat + 1) % self.player_count
        return event

    # ------------------------------------------------------- the protocol's hooks
    def fresh(self) -> Game:
        """The same players and deal, no card taken yet."""
        return Game(self.players, self.deal)

    def apply_record_move(self, move: dict) -> TurnEvent:
        """A record move is a whole turn (``play_turn``)."""
        return self.play_turn(move)

    def event_in_progress(self) -> TurnEvent | None:
        """What ``undo`` returns when it drops the steps of the first turn."""
        return self.current

    def record_moves(self) -> list[dict]:
        """Each finished turn as one move, with its seat (rules page, "Game record"); the
        steps of an unfinished turn are not part of a record."""
        return [event.record_move() for event in self._t.history]

    def record_fields(self) -> dict:
        """The record's ``hands`` and ``pile``, as dealt (rules page, "Game record")."""
        return {"hands": [list(hand) for hand in self.deal.hands], "pile": list(self.deal.pile)}

    # ------------------------------------------------------------------- views and end
    def view(self, seat: int) -> dict:
        """Exactly what ``seat`` may see (see ``view.seat_view``)."""
        from .view import seat_view

        check_seat(seat, self.player_count)
        return seat_view(self, seat)

    def result(self):
        """The outcome once the game is over (``ending.decide``); None while it goes on."""
        from .ending import decide

        return decide(self)

    def summary(self) -> dict:
        """The replay command's output (rules page, "The replay command")."""
        from .ending import summarise

        return summarise(self)

    # ------------------------------------------------------------------------ records
    @classmethod
    def from_record(cls, data) -> Game:
        from .record import read_record

        return read_record(data)
