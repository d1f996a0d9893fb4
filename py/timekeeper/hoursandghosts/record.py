"""Game records, version 1 (rules page, "Game record"): read here (the protocol writes them,
from ``Game.record_fields`` and ``Game.record_moves``).

A record is the players, the dealt hands, the pile and one move per finished turn
(``{"take": 3, "slot": 2, "arrange": [...]}`` or ``{"shift": [[2, 3]]}``). Reading is strict:
integers are JSON integers, a card is an int 6–22 or exactly "ghost", counts are checked
before elements, and anything wrong raises RecordError with one line saying what and where
("hands: hand 2: 8 entries, expected 7", "move 4: 13:00 does not fit slot 2 (after 15:00)").
Steps of an unfinished turn are not part of a record (``Game.steps_in_progress``).
"""

from __future__ import annotations

from timekeeper.core.fields import (
    check_move_seat,
    shown,
    want_int,
    want_list,
    want_names,
    want_object,
    want_text,
)
from timekeeper.core.records import read_envelope

from .cards import GHOSTS_USED, HAND_SIZE, HOUR_CARDS, MAX_PLAYERS, MIN_PLAYERS, is_card
from .deal import Deal, check_pile_size
from .errors import IllegalMove, RecordError

GAME_ID = "hoursandghosts"
SEED_LENGTH = 200  # characters of a seed kept in a record


def _required(data: dict, key: str):
    if key not in data:
        raise RecordError("missing", where="record", field=key)
    return data[key]


def _want_card(value, where: str):
    if not is_card(value):
        raise RecordError("bad_card", where=where, value=shown(value))
    return value


def read_deal(data: dict, players: int) -> Deal:
    """The record's ``hands`` and ``pile``, checked: a hand of 7 per player, every card a
    card, the ghosts all dealt (1 or 2), every hour card exactly once."""
    hands = want_list(_required(data, "hands"), "hands", players, players, noun="hands")
    for seat, hand in enumerate(hands, start=1):
        want_list(hand, f"hands: hand {seat}", HAND_SIZE, HAND_SIZE, noun="cards")
        for position, card in enumerate(hand, start=1):
            _want_card(card, f"hands: hand {seat}, card {position}")
    pile = want_list(_required(data, "pile"), "pile", noun="cards")
    check_pile_size(pile, players, "hands and pile")  # the count before each card
    for position, card in enumerate(pile, start=1):
        _want_card(card, f"pile: card {position}")
    deal = Deal([list(hand) for hand in hands], list(pile))
    deal.validate(where="hands and pile")
    if "seed" in data and data["seed"] is not None:
        seed = want_text(data["seed"], "seed", SEED_LENGTH)
        if Deal.from_seed(seed, players) != deal:
            raise RecordError("seed_mismatch", where="seed", seed=shown(seed))
        deal.seed = seed
    return deal


def read_record(data):
    """A Game rebuilt from a record (a dict parsed from JSON), every move replayed."""
    from .game import Game

    read_envelope(data, GAME_ID)
    players = want_names(_required(data, "players"), MIN_PLAYERS, MAX_PLAYERS)
    deal = read_deal(data, len(players))
    moves = want_list(_required(data, "moves"), "moves")
    game = Game(players, deal)
    for number, move in enumerate(moves, start=1):
        replay_move(game, move, number)
    return game


def read_move(move, where: str) -> dict:
    """The known keys of a record move, each of its exact type (unknown keys ignored)."""
    move = want_object(move, where)
    clean: dict = {}
    if "take" in move:
        clean["take"] = want_int(move["take"], f"{where}: take")
    if "shift" in move:
        pairs = want_list(move["shift"], f"{where}: shift")
        clean["shift"] = []
        for number, pair in enumerate(pairs, start=1):
            if number <= 2:
                pair = want_list(pair, f"{where}: shift {number}", 2, 2)
                pair = [want_int(slot, f"{where}: shift {number}") for slot in pair]
            clean["shift"].append(pair)
    if "slot" in move:
        clean["slot"] = want_int(move["slot"], f"{where}: slot")
    if "arrange" in move:
        most = len(HOUR_CARDS) + max(GHOSTS_USED.values())  # no hand holds more
        order = want_list(move["arrange"], f"{where}: arrange", 0, most, noun="cards")
        clean["arrange"] = [_want_card(card, f"{where}: arrange") for card in order]
    return clean


def replay_move(game, move, number: int) -> None:
    """Play record move ``number`` (from 1) as a whole turn; RecordError names the move."""
    where = f"move {number}"
    clean = read_move(move, where)
    if game.finished:
        raise RecordError("game_over", where=where,
                          where_code="move", where_params={"n": number})
    check_move_seat(move, game.turn, where)
    try:
        game.play_turn(clean)
    except IllegalMove as error:
        raise RecordError.at_move(number, error) from None
