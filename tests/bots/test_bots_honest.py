"""Honest by construction: a computer player sees only its seat's view. Two games that differ
only in what that seat cannot see (the other racks, the removed tiles, the bag's order) give
the same view, and so the same move for the same random seed; and the players are given that
view and nothing else."""

import json
import random

import pytest
from bots_support import hidden_shuffle, random_positions

from timekeeper.bots import LEVELS, choose, hint
from timekeeper.twentyfourseven import Deal, Game

POSITIONS = random_positions(16, seed="honest")


@pytest.mark.parametrize("number", range(len(POSITIONS)))
def test_hidden_parts_cannot_change_the_move(number):
    game = POSITIONS[number]
    seat = game.turn
    other = hidden_shuffle(game, seat, random.Random(number))
    assert other is not None, "no other deal found with the same view"
    assert other.deal.tiles() != game.deal.tiles()
    view, other_view = game.view(seat), other.view(seat)
    assert view == other_view
    for level in LEVELS:
        for seed in range(2):
            assert choose("twentyfourseven", view, level, random.Random(seed)) == choose(
                "twentyfourseven", other_view, level, random.Random(seed))
    assert hint("twentyfourseven", view, random.Random(1)) == hint(
        "twentyfourseven", other_view, random.Random(1))


def remaining_bag(game):
    return game.deal.bag[len(game.deal.bag) - game.bag_count:]


def test_the_shuffle_really_hides_something():
    """The two deals differ in another seat's rack, the bag or the removed tiles."""
    changed = 0
    for number, game in enumerate(POSITIONS):
        other = hidden_shuffle(game, game.turn, random.Random(number))
        seats = [s for s in range(len(game.players)) if s != game.turn]
        if any(game.rack(s) != other.rack(s) for s in seats) \
                or remaining_bag(game) != remaining_bag(other) \
                or sorted(game.deal.removed) != sorted(other.deal.removed):
            changed += 1
    assert changed >= len(POSITIONS) - 2


def test_players_are_given_a_seats_view_and_nothing_else(monkeypatch):
    """The players get the view as plain JSON data and answer from it alone: they can
    neither build a game or a deal (where the hidden tiles live) nor read a record. What
    they import from the engine (board, scoring, minutes tables) holds no tile of anybody's."""
    views = [json.loads(json.dumps(game.view(game.turn))) for game in POSITIONS[:4]]
    expected = [[choose("twentyfourseven", view, level, random.Random(1)) for level in LEVELS]
                for view in views]

    def forbidden(*_args, **_kwargs):
        raise AssertionError("a computer player reached for hidden information")

    monkeypatch.setattr(Game, "__init__", forbidden)
    monkeypatch.setattr(Game, "from_record", forbidden)
    monkeypatch.setattr(Deal, "__init__", forbidden)
    monkeypatch.setattr(Deal, "from_seed", forbidden)
    for view, moves in zip(views, expected, strict=True):
        assert [choose("twentyfourseven", view, level, random.Random(1))
                for level in LEVELS] == moves
        hint("twentyfourseven", view, random.Random(1))
