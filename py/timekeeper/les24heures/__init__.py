"""Les 24 Heures (Mikado): the rules engine, pure Python.

A card game of a 24-hour car race: expose speed cards to pile up kilometres while the hour
board turns; slow the others down with incidents; the race ends when the finish card shows.
See ``docs/rules/les24heures.md`` for the decisions taken where the rules page is silent and
``docs/engine-api-les24heures.md`` for this package's public face.
"""

from __future__ import annotations

from timekeeper.core.fields import is_int, want_names, want_object
from timekeeper.core.rng import fresh_seed, normalise_seed

from .car import Car
from .cards import CARD_IDS, CARDS, DECK_SIZE, card_counts, full_deck
from .cup import RACES, Cup, race_hours
from .deck import read_cards, seeded_deck
from .errors import GAME_ID, IllegalMove, RecordError, own_errors
from .events import TurnEvent
from .moves import Move, read_move
from .race import Game, error_dict
from .result import POINTS, places, points_for
from .teams import MAX_PLAYERS, MIN_PLAYERS, teams_option

__all__ = [
    "CARDS",
    "CARD_IDS",
    "DECK_SIZE",
    "GAME_ID",
    "POINTS",
    "RACES",
    "Car",
    "Cup",
    "Game",
    "IllegalMove",
    "Move",
    "RecordError",
    "TurnEvent",
    "card_counts",
    "error_dict",
    "full_deck",
    "new_game",
    "next_game",
    "places",
    "points_for",
    "read_move",
    "seeded_deck",
]


def _seed(seed) -> str | None:
    if seed is None:
        return None
    if not isinstance(seed, str):
        raise RecordError("option_seed", where="seed")
    return normalise_seed(seed) or None


@own_errors
def new_game(players, options=None, *, seed=None, deal=None) -> Game:
    """A new race. ``options``: ``"hours"`` 24 or 12; ``"teams"`` 0 or the number of teams
    (2 for 4 players, 2 or 3 for 6); ``"cup"`` true to start a Gold Cup (race 1, Le Mans, 24
    hours: ``"hours"`` is then ignored). ``seed``: any text (None: a fresh one). ``deal``: an
    explicit deck, the card ids in draw order (122 words, 118 for 12 hours); ``seed`` is then
    not used. Raises
    RecordError (codes "option_hours", "option_teams", "option_cup", "deal_count",
    "deal_word", "deal_cards", …)."""
    players = want_names(players, MIN_PLAYERS, MAX_PLAYERS)
    options = want_object({} if options is None else options, "options")
    cup = options.get("cup", False)
    if not isinstance(cup, bool):
        raise RecordError("option_cup", where="options",
                          value=str(cup)[:40])
    hours = 24 if cup else options.get("hours", 24)
    if not is_int(hours) or hours not in (24, 12):
        raise RecordError("option_hours", where="options", value=str(hours)[:40])
    teams = options.get("teams", 0)
    teams = teams_option(len(players), 0 if teams is None else teams)
    seed = _seed(seed)
    if deal is not None:  # the seed is then not used (a record's seed deals its deck)
        deck = read_cards(deal, hours, "deal", "deal")
        seed = None
    else:
        seed = seed or fresh_seed()
        deck = seeded_deck(seed, hours)
    return Game(players, deck, hours=hours, teams=teams, seed=seed,
                cup=(1, []) if cup else None)


def next_game(game: Game, seed=None) -> Game:
    """The next race with the same players and teams, from a new deck (``seed``, or a fresh
    one): in a Gold Cup the next of its four races, the kilometres of this one carried (the
    race must be finished); after the cup's last race, or outside a cup, a new race (or a new
    cup) with the same options."""
    if game.cup_race is not None:
        if not game.finished:
            raise IllegalMove("race_not_finished", race=game.cup_race)
        if game.cup_race < len(RACES):
            cup = (game.cup_race + 1, game.cup_km + [game.km])
        else:
            cup = (1, [])
        hours = race_hours(cup[0])
    else:
        cup, hours = None, game.hours
    seed = _seed(seed) or fresh_seed()
    return Game(game.players, seeded_deck(seed, hours), hours=hours, teams=game.teams,
                seed=seed, cup=cup)
