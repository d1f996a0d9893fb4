"""Every level returns one legal move, in the record's move format, in many positions: every
kind of table (2, 3, 4 players, teams), every stage, one legal move left, just after a seat
was skipped; and the entry point refuses what it cannot answer."""

import json
import random

import pytest
from bots_support import is_legal, positions_where, random_game, random_positions

from timekeeper.bots import LEVELS, choose

POSITIONS = random_positions(48, seed="legal")


def check_all_levels(game, seed=0):
    view = game.view(game.turn)
    for level in LEVELS:
        move = choose("twentyfourseven", view, level, random.Random(seed))
        assert set(move) == {"tile", "cell"}
        assert is_legal(game, move), (level, move, game.to_record())


@pytest.mark.parametrize("number", range(len(POSITIONS)))
def test_every_level_plays_a_legal_move(number):
    check_all_levels(POSITIONS[number], number)


def test_positions_cover_every_table_and_stage():
    tables = {(len(g.players), g.teams) for g in POSITIONS}
    assert tables == {(2, False), (3, False), (4, False), (4, True)}
    assert min(len(g.history) for g in POSITIONS) < 5
    assert max(len(g.history) for g in POSITIONS) > 25
    assert any(g.bag_count == 0 for g in POSITIONS)


def test_one_legal_move():
    found = positions_where(lambda g: len(g.legal_placements()) == 1, 4, seed="one")
    assert len(found) == 4
    for game in found:
        (tile, cell), = game.legal_placements()
        view = game.view(game.turn)
        for level in LEVELS:
            assert choose("twentyfourseven", view, level, random.Random(1)) == {
                "tile": tile, "cell": cell}


def test_after_a_skipped_seat():
    found = positions_where(lambda g: bool(g.history) and bool(g.history[-1].skipped), 4,
                            seed="skip")
    assert len(found) == 4
    for game in found:
        check_all_levels(game)


def test_whole_games_between_levels_stay_legal():
    for number, (players, teams) in enumerate([(2, False), (3, False), (4, True)]):
        game = random_game(f"whole-{number}", players, teams, moves=0)
        rng = random.Random(number)
        while not game.finished:
            level = LEVELS[(game.turn + number) % 3]
            move = choose("twentyfourseven", game.view(game.turn), level, rng)
            game.play(move)  # raises if illegal
        assert game.result() is not None


def test_choose_from_a_json_round_trip_of_the_view():
    game = POSITIONS[5]
    view = game.view(game.turn)
    again = json.loads(json.dumps(view))
    for level in LEVELS:
        assert choose("twentyfourseven", again, level, random.Random(3)) == choose(
            "twentyfourseven", view, level, random.Random(3))


def test_choose_leaves_the_view_unchanged():
    game = POSITIONS[9]
    view = game.view(game.turn)
    before = json.dumps(view, sort_keys=True)
    for level in LEVELS:
        choose("twentyfourseven", view, level, random.Random(3))
    assert json.dumps(view, sort_keys=True) == before


@pytest.mark.parametrize("game_name, level, message", [
    ("chess", "hard", "unknown game"),
    (None, "hard", "unknown game"),
    ("twentyfourseven", "expert", "unknown level"),
    ("twentyfourseven", None, "unknown level"),
])
def test_unknown_game_or_level(game_name, level, message):
    game = POSITIONS[0]
    with pytest.raises(ValueError, match=message):
        choose(game_name, game.view(game.turn), level, random.Random(0))


def test_a_view_that_cannot_be_answered():
    game = POSITIONS[0]
    other_seat = (game.turn + 1) % len(game.players)
    with pytest.raises(ValueError, match="turn"):
        choose("twentyfourseven", game.view(other_seat), "easy", random.Random(0))
    with pytest.raises(ValueError, match="not 'twentyfourseven'"):
        choose("twentyfourseven", {**game.view(game.turn), "game": "les24heures"}, "easy",
               random.Random(0))
    finished = random_game("over", 2)
    assert finished.finished
    with pytest.raises(ValueError, match="over"):
        choose("twentyfourseven", finished.view(0), "hard", random.Random(0))
