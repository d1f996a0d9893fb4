"""Game records, version 1 (rules page, "Game record, version 1"): read here (the protocol
writes them, from ``Game.record_fields``, ``record_moves`` and ``record_extras``).

A record is the deck plus the plays (and the reshuffled draw piles), so a race replays
exactly whatever shuffled it. Reading checks everything and raises RecordError only, with
one line saying what is wrong and where ("deck: 123 cards, expected 122 for a 24-hour race",
"move 12: Ben's car is stopped (pit-oil): cover the oil leak first").

Beside the rules page's keys, Timekeeper writes ``seed`` (the text that shuffled the deck,
when there is one: a record whose seed does not deal its deck is refused), each move's
``seat``, and ``cup`` in a Gold Cup race (``cup.py``); readers that do not know these keys
ignore them.
"""

from __future__ import annotations

from timekeeper.core.errors import IllegalMove as CoreIllegalMove
from timekeeper.core.fields import shown, want_int, want_list, want_names, want_text
from timekeeper.core.records import read_envelope

from .cards import HOURS
from .cup import read_cup
from .deck import read_cards, read_reshuffle, seeded_deck
from .errors import GAME_ID, RecordError, own_errors
from .teams import MAX_PLAYERS, MIN_PLAYERS, read_teams

VERSION = 1
MAX_MOVES = 100_000  # far beyond any race; counted before any move is read
MAX_RESHUFFLES = 10_000
SEED_LENGTH = 200


@own_errors
def read_record(data):
    """A Game rebuilt from a record (a dict parsed from JSON), every move replayed."""
    from .race import Game

    read_envelope(data, GAME_ID, (VERSION,))
    for key in ("players", "hours", "deck", "moves"):
        if key not in data:
            raise RecordError("missing", where="record", field=key)
    players = want_names(data["players"], MIN_PLAYERS, MAX_PLAYERS)
    teams = read_teams(data.get("teams"), len(players))
    hours = want_int(data["hours"], "hours")
    if hours not in HOURS:
        raise RecordError("hours", where="hours", value=hours)
    deck = read_cards(data["deck"], hours, "deck", "deck")
    raw = data.get("reshuffles", [])
    reshuffles = [read_reshuffle(words, number) for number, words in
                  enumerate(want_list(raw, "reshuffles", 0, MAX_RESHUFFLES), start=1)]
    seed = data.get("seed")
    if seed is not None:
        seed = want_text(seed, "seed", SEED_LENGTH)
        if seeded_deck(seed, hours) != deck:
            raise RecordError("seed_mismatch", where="seed", seed=shown(seed))
    cup = None
    if data.get("cup") is not None:
        cup = read_cup(data["cup"], len(teams) if teams else len(players), hours)
    moves = want_list(data["moves"], "moves", 0, MAX_MOVES)
    game = Game(players, deck, hours=hours, teams=teams, seed=seed, cup=cup,
                reshuffles=reshuffles, strict_reshuffles=True)
    for number, move in enumerate(moves, start=1):
        try:
            game.play(move)
        except CoreIllegalMove as error:
            raise RecordError.at_move(number, error) from None
    game._end_replay()
    return game
