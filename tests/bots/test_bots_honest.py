"""Honest by construction: a computer player sees only its seat's view. Two games that differ
only in what that seat cannot see (the other racks, the removed tiles, the bag's order) give
the same view, and so the same move for the same random seed; the players never import the
engine's game, deal or record code."""

import ast
import random
from pathlib import Path

import pytest
from bots_support import hidden_shuffle, random_positions

from timekeeper.bots import LEVELS, choose, hint

POSITIONS = random_positions(16, seed="honest")
BOTS = Path(__file__).resolve().parents[2] / "py" / "timekeeper" / "bots"


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


def test_players_import_nothing_that_holds_hidden_tiles():
    """Only the board geometry, the scoring rules and the tile set come from the engine."""
    allowed = {"timekeeper.twentyfourseven.board", "timekeeper.twentyfourseven.scoring",
               "timekeeper.twentyfourseven.deal"}
    for path in (BOTS / "twentyfourseven").glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and \
                    node.module.startswith("timekeeper.twentyfourseven"):
                assert node.module in allowed, (path.name, node.module)
                if node.module.endswith(".deal"):
                    assert [a.name for a in node.names] == ["TILE_SET"], path.name
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("timekeeper.twentyfourseven"), path.name
