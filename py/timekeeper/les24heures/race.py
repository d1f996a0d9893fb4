"""A race of Les 24 Heures: the seats and their hands, the draw and discard piles, the cars,
the hour board, whose turn it is, and everything the table may ask.

The state changes only through ``play`` (and the protocol's ``undo``, which replays the race
from its deck without the last move, the reshuffles already made kept). When ``play`` returns,
the next seat has already drawn: lost turns (misfire) and turns without a card have been
skipped and told, and reshuffles done, so ``turn`` is always a seat with a real play to make
(None once the race is over).
"""

from __future__ import annotations

from timekeeper.core.errors import IllegalMove as CoreIllegalMove
from timekeeper.core.fields import is_int, want_names
from timekeeper.core.protocol import TableGame
from timekeeper.core.result import Result
from timekeeper.core.seating import check_seat

from .car import INCIDENT_TURNS, Car
from .cards import CARDS, COVERS, HOUR, HOURS, INCIDENT, PIT_STOP, PIT_STOPS, SPEED, SPEED_VALUES
from .cup import Cup
from .deck import HAND_SIZE, read_cards, reshuffle_base, reshuffle_mismatch, seeded_reshuffle
from .errors import GAME_ID, IllegalMove, RecordError, own_errors
from .events import TurnEvent
from .limits import (
    allowed_max,
    allowed_max_reason,
    bonus_refusal,
    incident_refusal,
    is_night,
    joker_refusal,
    speed_refusal,
)
from .moves import OWN_CARD, Move, read_move
from .plays import legal_plays
from .result import places, race_points, race_result
from .teams import MAX_PLAYERS, MIN_PLAYERS, cars_of, read_teams

FAMILY = {card: family for card, (family, _count) in CARDS.items()}
PIT_STOP_CARDS = frozenset(PIT_STOPS)
FINISH = "finish"


def error_dict(error: CoreIllegalMove | None) -> dict | None:
    """An IllegalMove as JSON-ready data for the page: code, English message (the catalog's,
    ``str(error)``), params."""
    if error is None:
        return None
    return {"code": error.code, "message": str(error), "params": dict(error.params)}


class Game(TableGame):
    """One race for 2–6 players, each driving a car or sharing one in teams.

    ``Game(players, deck, hours=24, teams=None, seed=None, cup=None)``: ``deck`` is the whole
    deck in draw order (122 cards, 118 for 12 hours), ``teams`` the seats of each team (or
    None), ``seed`` the text the deck came from (or None), ``cup`` ``(race, km of each earlier
    race)`` for a Gold Cup race. ``reshuffles`` are draw piles to use, in order, when the draw
    pile must be rebuilt (a record's); with ``strict_reshuffles`` a missing or wrong one is a
    RecordError, otherwise the race makes its own from its seed.
    """

    GAME_ID = GAME_ID
    ILLEGAL_MOVE = IllegalMove

    @own_errors
    def __init__(self, players, deck, *, hours: int = 24, teams=None, seed: str | None = None,
                 cup: tuple[int, list[list[int]]] | None = None, reshuffles=(),
                 strict_reshuffles: bool = False):
        self.players = want_names(players, MIN_PLAYERS, MAX_PLAYERS)
        if not is_int(hours) or hours not in HOURS:
            raise RecordError("hours", where="hours", value=str(hours)[:40])
        self.hours = hours
        self.teams = read_teams(teams, len(self.players))
        self.deck = read_cards(deck, hours, "deck", "deck")
        self.seed = seed or None
        self.cup_race, self.cup_km = (cup[0], [list(km) for km in cup[1]]) if cup else \
            (None, [])
        self._reshuffle_base = reshuffle_base(self.seed, self.deck)
        self._known = [list(pile) for pile in reshuffles]
        self._strict = strict_reshuffles
        self._reset()

    # ----------------------------------------------------------------- set-up and turns
    def _reset(self) -> None:
        """The table after the deal (rules page, "Setup"): 5 cards to each seat one at a time
        from seat 1 (deck card k to seat k mod n), the rest the draw pile, the board at hour
        1; then seat 1's first turn begins with its draw."""
        count = len(self.players)
        self.cars = [Car(index, seats, [self.players[seat] for seat in seats])
                     for index, seats in enumerate(cars_of(count, self.teams))]
        self._car_of = [0] * count
        for car in self.cars:
            for seat in car.seats:
                self._car_of[seat] = car.index
        self._hands: list[list[str]] = [[] for _ in range(count)]
        dealt = HAND_SIZE * count
        for k in range(dealt):
            self._hands[k % count].append(self.deck[k])
        self._draw = self.deck[dealt:][::-1]  # the next card to draw is the last
        self._discard: list[str] = []
        self.hour = 1
        self._owed = 0
        self._used = 0  # reshuffles done
        self.history: list[TurnEvent] = []
        self._moves: list[Move] = []
        self.opening: list[dict] = []
        self._turn = self._next_turn(0, self.opening, first=True)

    def _next_turn(self, seat: int, log: list[dict], *, first: bool = False) -> int:
        """The seat whose real turn comes after ``seat``'s (or is ``seat``'s, ``first``):
        lap-record turns owed come first; a car under a misfire loses its next 2 turns
        (neither draw nor play); a seat then draws (rules page, "A turn", 1) and, with
        nothing in hand and nothing to draw, passes. Lost and passed turns count as turns of
        the car for an oil-on-track."""
        count = len(self.players)
        for _ in range(4 * count + 4):
            if first:
                first = False
            elif self._owed:
                self._owed -= 1
                log.append({"what": "extra_turn", "seat": seat, "owed": self._owed})
            else:
                seat = (seat + 1) % count
            car = self.cars[self._car_of[seat]]
            if "misfire" in car.incidents:
                lost = car.lose_turn()
                log.append({"what": "lost_turn", "seat": seat, "misfire": lost})
                if lost == INCIDENT_TURNS:
                    self._to_discard("misfire", "misfire_over", car, log)
                self._end_car_turn(car, log)
                continue
            self._draw_for(seat, log)
            if not self._hands[seat]:
                log.append({"what": "no_card", "seat": seat})
                self._end_car_turn(car, log)
                continue
            log.append({"what": "turn", "seat": seat, "owed": self._owed})
            return seat
        raise RuntimeError("no seat can play")  # unreachable: race-hour cards stay in play

    def _draw_for(self, seat: int, log: list[dict]) -> None:
        """Draw the top card; an empty draw pile is rebuilt from the discard pile first (not
        earlier); with both empty, nothing is drawn. A pit stop drawn is seen by all."""
        if not self._draw:
            if not self._discard:
                log.append({"what": "no_draw", "seat": seat})
                return
            self._reshuffle(log)
        card = self._draw.pop()
        self._hands[seat].append(card)
        entry = {"what": "draw", "seat": seat}
        if card in PIT_STOP_CARDS:
            entry["card"] = card
        log.append(entry)

    def _reshuffle(self, log: list[dict]) -> None:
        """The discard pile becomes the new draw pile: the record's next list if it holds
        exactly the discard pile's cards, else (a live race) the seeded shuffle."""
        number = self._used + 1
        pile = None
        if number <= len(self._known):
            listed = self._known[number - 1]
            error = reshuffle_mismatch(listed, self._discard, number)
            if error is None:
                pile = listed
            elif self._strict:
                raise error
            else:
                del self._known[number - 1:]
        elif self._strict:
            have = len(self._known)
            raise RecordError(
                "reshuffle_missing", where=f"reshuffle {number}",
                where_code="reshuffle", where_params={"n": number}, n=number, listed=have)
        if pile is None:
            pile = seeded_reshuffle(self._reshuffle_base, number, self._discard)
            self._known.append(pile)
        self._used = number
        self._discard = []
        self._draw = pile[::-1]
        log.append({"what": "reshuffle", "number": number, "cards": len(pile)})

    def _to_discard(self, card: str, why: str, car: Car, log: list[dict]) -> None:
        self._discard.append(card)
        log.append({"what": "discard", "card": card, "why": why, "car": car.index})

    def _end_car_turn(self, car: Car, log: list[dict]) -> None:
        """A turn of ``car`` ends: its oil-on-track leaves after the car's 2nd turn."""
        if car.end_turn():
            self._to_discard("oil-on-track", "oil_on_track_over", car, log)

    # ------------------------------------------------------------------------ questions
    @property
    def turn(self) -> int | None:
        return self._turn

    def sides(self) -> list[list[int]]:
        """The cars, as lists of seats, in car order (by lowest seat)."""
        return [list(car.seats) for car in self.cars]

    def car_of(self, seat: int) -> int:
        """The index of the car ``seat`` drives."""
        return self._car_of[self._seat(seat)]

    @property
    def km(self) -> list[int]:
        return [car.km for car in self.cars]

    @property
    def hour_shown(self) -> int | str:
        """The hour board: 1 to 24 (or 12), then "finish" (Arrivée)."""
        return self.hour if self.hour <= self.hours else FINISH

    @property
    def night(self) -> bool:
        return self.hour <= self.hours and is_night(self.hour)

    @property
    def owed_turns(self) -> int:
        """Lap-record turns the seat to play is still owed after this one."""
        return self._owed

    @property
    def draw_count(self) -> int:
        return len(self._draw)

    @property
    def discard_count(self) -> int:
        return len(self._discard)

    @property
    def discard_top(self) -> str | None:
        return self._discard[-1] if self._discard else None

    @property
    def reshuffles(self) -> list[list[str]]:
        """Every draw pile rebuilt so far, in draw order (what a record lists)."""
        return [list(pile) for pile in self._known[: self._used]]

    @property
    def options(self) -> dict:
        return {"hours": self.hours, "teams": len(self.teams) if self.teams else 0,
                "cup": self.cup_race is not None}

    def hand(self, seat: int) -> list[str]:
        """The cards of ``seat``'s hand, in hand order (dealt, then drawn)."""
        return list(self._hands[self._seat(seat)])

    @property
    def hand_sizes(self) -> list[int]:
        return [len(hand) for hand in self._hands]

    @property
    def cup(self) -> Cup | None:
        """The Gold Cup standings after this race (its points count once it is finished);
        None outside a cup."""
        if self.cup_race is None:
            return None
        return Cup(self.cup_race, self.cup_km, self.km if self.finished else None,
                   self.sides())

    def _seat(self, seat) -> int:
        try:
            return check_seat(seat, len(self.players))
        except CoreIllegalMove as error:
            raise IllegalMove(error.code, **error.params) from None

    # ------------------------------------------------------------------------ checks
    def _read(self, move) -> Move:
        if self._turn is None:
            raise IllegalMove("game_over")
        return read_move(move, self._turn, len(self.players))

    def check(self, move: dict) -> None:
        """Raise IllegalMove unless ``move`` may be played now; nothing changes. The rules
        page's refusals ("A turn"), the very ones ``play`` makes, without playing: kept
        instead of the protocol's play-and-go-back, as nothing here copies a race cheaply."""
        error = self._refusal(self._read(move))
        if error is not None:
            raise error

    def _refusal(self, move: Move) -> IllegalMove | None:
        """Why ``move`` may not be played by the seat to play (rules page, "A turn"): the card
        must be in hand and fit the play; a held pit stop must be exposed first; then the
        play's own limits."""
        seat = self._turn
        hand = self._hands[seat]
        car = self.cars[self._car_of[seat]]
        card, play, player = move.card, move.play, self.players[seat]
        if card not in hand:
            return IllegalMove("not_in_hand", card=card,
                               player=player, seat=seat)
        family = FAMILY[card]
        wanted = {"speed": SPEED, "incident": INCIDENT, "pit-stop": PIT_STOP}.get(play)
        if wanted and family != wanted:
            return IllegalMove("wrong_family", card=card, play=play)
        if play == "bonus" and card not in COVERS:
            if card in OWN_CARD:
                return IllegalMove("use_own_play", card=card, play=card)
            return IllegalMove("wrong_family", card=card, play=play)
        if play == "discard":
            if family == PIT_STOP:
                return IllegalMove("pit_stop_discard", card=card, player=player)
            if family == HOUR:
                return IllegalMove("race_hour_discard", card=card)
        if play != "pit-stop":
            held = [held for held in hand if held in PIT_STOP_CARDS]
            if held:
                return IllegalMove("must_expose_pit_stop", card=card,
                                   player=player, pit_stops=held)
        if play == "speed":
            return speed_refusal(car, card, self.hour)
        if play == "incident":
            target = self.cars[self._car_of[move.target]]
            return incident_refusal(card, car, seat, target, move.target, self.players)
        if play == "bonus":
            return bonus_refusal(car, card)
        if play == "joker":
            return joker_refusal(car)
        return None

    def legal_moves(self) -> list[dict]:
        """Every distinct legal move of the seat to play, as record moves: by card in hand
        order, each card's own play before its discard, incidents once per target seat."""
        if self._turn is None:
            return []
        seat = self._turn
        return legal_plays(self._hands[seat], self.cars[self._car_of[seat]], self.cars,
                           self.hour)

    def destinations(self, card) -> dict:
        """Where a card of the hand of the seat to play may go (``card`` is its index in the
        hand or its id): ``own_car``, ``other_cars`` (car indexes), ``discard_pile``, the
        legal ``moves`` playing it, and ``why_not`` each place is refused (error dicts)."""
        if self._turn is None:
            raise IllegalMove("game_over")
        seat = self._turn
        hand = self._hands[seat]
        if isinstance(card, int) and not isinstance(card, bool):
            if not 0 <= card < len(hand):
                raise IllegalMove("no_such_card", index=card, count=len(hand))
            card = hand[card]
        elif not isinstance(card, str) or card not in CARDS:
            raise IllegalMove("unknown_card", field="card", value=str(card)[:40])
        family = FAMILY[card]
        own_move = {SPEED: Move("speed", card), PIT_STOP: Move("pit-stop", card),
                    INCIDENT: Move("incident", card, seat)}.get(family)
        if card in OWN_CARD and family != HOUR:
            own_move = Move(card, card)
        elif card in COVERS:
            own_move = Move("bonus", card)
        discard_move = Move("race-hour", card) if family == HOUR else Move("discard", card)
        own_error = (self._refusal(own_move) if own_move else
                     IllegalMove("not_on_car", card=card))
        discard_error = self._refusal(discard_move)
        other_errors = {}
        for other in self.cars:
            if other.index == self._car_of[seat]:
                continue
            if family == INCIDENT:
                other_errors[other.index] = self._refusal(
                    Move("incident", card, other.seats[0]))
            else:
                other_errors[other.index] = IllegalMove(
                    "not_an_incident", card=card,
                    car=other.index)
        moves = [move for move in self.legal_moves()
                 if move.get("card", OWN_CARD.get(move["play"])) == card]
        return {
            "card": card,
            "own_car": own_error is None,
            "other_cars": [car for car, error in other_errors.items() if error is None],
            "discard_pile": discard_error is None,
            "moves": moves,
            "why_not": {
                "own_car": error_dict(own_error),
                "discard_pile": error_dict(discard_error),
                "cars": {str(car): error_dict(error) for car, error in other_errors.items()},
            },
        }

    # ------------------------------------------------------------------------ playing
    def play(self, move: dict) -> TurnEvent:
        """Play a record move for the seat to play; returns the event telling the table
        everything that followed, up to the next seat's draw."""
        parsed = self._read(move)
        error = self._refusal(parsed)
        if error is not None:
            raise error
        return self._apply(parsed)

    def _apply(self, move: Move) -> TurnEvent:
        """The play (rules page, "A turn", 2), then the end of the car's turn (oil-on-track),
        the hour board (and speed limits it ends), the finish, and the next turns."""
        seat = self._turn
        car = self.cars[self._car_of[seat]]
        card, play = move.card, move.play
        self._hands[seat].remove(card)
        log: list[dict] = []
        target_car = None
        if play == "speed":
            car.expose_speed(SPEED_VALUES[card])
        elif play == "discard":
            self._to_discard(card, "discard", car, log)
        elif play == "incident":
            target = self.cars[self._car_of[move.target]]
            target.put_incident(card, self.hour)
            target_car = target.index
        elif play == "race-hour":
            self._to_discard(card, "race_hour", car, log)
        elif play == "pit-stop":
            car.pit_stops.append(card)
        elif play == "bonus":
            use = car.cover(card)
            if use == "tyre_change":
                log.append({"what": "tyre_change", "car": car.index})
                self._to_discard(card, "tyre_change", car, log)
            else:
                self._to_discard(use, "covered", car, log)
                self._to_discard(card, "covered", car, log)
        elif play == "joker":
            removed, changed = car.joker()
            if changed:
                log.append({"what": "tyre_change", "car": car.index})
            for gone in removed:
                self._to_discard(gone, "joker", car, log)
            self._to_discard(card, "joker", car, log)
        else:  # lap-record
            self._to_discard(card, "lap_record", car, log)
            self._owed += 2
        self._end_car_turn(car, log)
        if play == "race-hour":
            self.hour += 1
            log.append({"what": "hour", "hour": self.hour_shown})
            for other in self.cars:
                if other.hour_turned(self.hour):
                    self._to_discard("speed-limit", "speed_limit_over", other, log)
        if self.hour > self.hours:
            log.append({"what": "finish"})
            self._turn = None
            self._owed = 0
        else:
            self._turn = self._next_turn(seat, log)
        event = TurnEvent(
            seat=seat, play=play, card=card, target=move.target, car=car.index,
            target_car=target_car, km=car.km, hour=self.hour_shown,
            finished=self._turn is None, next_seat=self._turn, owed_turns=self._owed,
            log=log)
        self.history.append(event)
        self._moves.append(move)
        return event

    # ------------------------------------------------------- the protocol's hooks
    def fresh(self) -> Game:
        """The same players, options and deck, no card played; the reshuffles made so far
        are kept, so a replay draws the very same piles."""
        cup = (self.cup_race, self.cup_km) if self.cup_race is not None else None
        return Game(self.players, self.deck, hours=self.hours, teams=self.teams,
                    seed=self.seed, cup=cup, reshuffles=self._known)

    def record_moves(self) -> list[dict]:
        return self.moves

    def record_fields(self) -> dict:
        """The record's ``teams``, ``hours``, ``deck`` and ``reshuffles`` so far (rules page,
        "Game record, version 1")."""
        return {"teams": [list(team) for team in self.teams] if self.teams else None,
                "hours": self.hours, "deck": list(self.deck), "reshuffles": self.reshuffles}

    def record_extras(self) -> dict:
        """``cup`` in a Gold Cup race (``cup.py``), after ``seed``."""
        if self.cup_race is None:
            return {}
        return {"cup": {"race": self.cup_race, "km": [list(km) for km in self.cup_km]}}

    @property
    def moves(self) -> list[dict]:
        """The moves played, as a record lists them (with their seats)."""
        return [dict(move.to_dict(), seat=event.seat)
                for move, event in zip(self._moves, self.history, strict=True)]

    def _end_replay(self) -> None:
        """After a record is replayed: later reshuffles are the race's own; the record's
        lists not used are dropped."""
        self._strict = False
        del self._known[self._used:]

    # ------------------------------------------------------------------------ seeing
    def car_view(self, car: Car) -> dict:
        """A car as everyone sees it."""
        thousands = car.thousands_350
        return {
            "car": car.index,
            "seats": list(car.seats),
            "players": list(car.drivers),
            "km": car.km,
            "piles": car.piles(),
            "speed_cards": list(car.speed_cards),
            "pit_stops": list(car.pit_stops),
            "incidents": car.incident_view(self.hour),
            "tyre_change": car.tyre_change,
            "stopped": car.stopped,
            "why_stopped": car.why_stopped,
            "allowed_max": allowed_max(car, self.hour) if not self.finished else None,
            "allowed_max_why": self._max_why(car),
            "last_350_thousand": thousands[-1] * 1000 if thousands else None,
            "thousands_with_350": [thousand * 1000 for thousand in thousands],
        }

    def _max_why(self, car: Car) -> dict | None:
        """Why ``car``'s largest speed card now is not larger (``allowed_max_reason``), as
        the refusal's code and params; None when a 350 may go on it, or the race is over."""
        if self.finished:
            return None
        refusal = allowed_max_reason(car, self.hour)
        return None if refusal is None else {"code": refusal.code, "params": refusal.params}

    def view_public(self) -> dict:
        """What everyone at the table sees: no hand, no draw pile order, no seed until the
        race is over. Pit-stop cards have marked backs: how many each hand holds is public."""
        finished = self.finished
        result = self.result()
        data = {
            "game": GAME_ID,
            "seat": None,
            "players": list(self.players),
            "turn": self._turn,
            "finished": finished,
            "hour": self.hour_shown,
            "last_hour": self.hours,
            "night": self.night,
            "cars": [self.car_view(car) for car in self.cars],
            "car_of": list(self._car_of),
            "teams": [list(team) for team in self.teams] if self.teams else None,
            "hand_sizes": self.hand_sizes,
            "hand_pit_stops": [sum(card in PIT_STOP_CARDS for card in hand)
                               for hand in self._hands],
            "draw_count": self.draw_count,
            "discard_count": self.discard_count,
            "discard_top": self.discard_top,
            "owed_turns": self._owed,
            "reshuffles": self._used,
            "opening": [dict(entry) for entry in self.opening],
            "history": [event.to_dict() for event in self.history],
            "places": places(self.km) if finished else [],
            "winners": result.winners if result else [],
            "points": race_points(self.km) if finished else [],
        }
        if result is not None:
            data["result"] = result.to_dict()
            data["seed"] = self.seed
        if self.cup_race is not None:
            data["cup"] = self.cup.to_dict()
        return data

    def view(self, seat: int) -> dict:
        """What ``seat`` may see: the public table plus its own hand, and on its turn which
        card of it was just drawn (``drawn``: its place in the hand, or None)."""
        seat = self._seat(seat)
        data = self.view_public()
        data["seat"] = seat
        data["hand"] = list(self._hands[seat])
        data["drawn"] = self.drawn_index(seat)
        return data

    def drawn_index(self, seat: int) -> int | None:
        """Rules page, "A turn", 1: the card ``seat`` drew for the turn it is to play now,
        as its place in the hand (a drawn card joins the hand last; None when it is not that
        seat's turn, or it drew nothing: both piles empty)."""
        seat = self._seat(seat)
        if self._turn != seat or self.finished:
            return None
        log = self.history[-1].log if self.history else self.opening
        turns = [n for n, entry in enumerate(log) if entry["what"] == "turn"]
        if not turns:
            return None
        start = turns[-1]
        before = log[start - 1] if start > 0 else None
        if before is None or before["what"] != "draw" or before["seat"] != seat:
            return None
        return len(self._hands[seat]) - 1

    # ------------------------------------------------------------------------ the end
    def result(self) -> Result | None:
        """Places by km (shared when equal), points, winners; in a cup the standings after
        this race in ``details["cup"]``."""
        if not self.finished:
            return None
        details = {"cup": self.cup.to_dict()} if self.cup_race is not None else {}
        return race_result(self.sides(), self.km, details)

    def summary(self) -> dict:
        """The replay command's output (rules page, "The replay command")."""
        finished = self.finished
        result = self.result()
        data = {
            "game": GAME_ID,
            "players": list(self.players),
            "cars": self.sides(),
            "hours": self.hours,
            "moves": [event.to_dict() for event in self.history],
            "km": self.km,
            "hour": self.hour_shown,
            "finished": finished,
            "places": places(self.km) if finished else [],
            "winners": result.winners if result else [],
            "points": race_points(self.km) if finished else [],
            "turn": self._turn,
            "owed_turns": self._owed,
            "draw_count": self.draw_count,
            "discard_count": self.discard_count,
            "reshuffles": self._used,
        }
        if result is not None:
            data["result"] = result.to_dict()
        if self.cup_race is not None:
            data["cup"] = self.cup.to_dict()
        return data

    # ------------------------------------------------------------------------ records
    @classmethod
    def from_record(cls, data) -> Game:
        from .record import read_record

        return read_record(data)
