"""The Gold Cup (rules page, "The end and the winner"): Le Mans, Francorchamps, Daytona
(24 hours) then Sebring (12 hours), points added up, carried in the record."""

import json
import random

import pytest
from l24_support import NAMES, finish

from timekeeper.les24heures import Game, IllegalMove, RecordError, new_game, next_game
from timekeeper.les24heures.cup import Cup
from timekeeper.les24heures.result import race_points


def test_a_cup_of_four_races():
    chooser = random.Random(4)
    game = new_game(NAMES[:3], {"cup": True, "hours": 12}, seed="cup")
    assert game.cup_race == 1 and game.hours == 24  # "hours" is ignored in a cup
    assert game.cup.to_dict()["name"] == "24 Heures du Mans"
    assert game.cup.points() == [[], [], []] and not game.cup.over
    kms = []
    for race in range(1, 5):
        assert game.cup_race == race
        assert game.hours == (12 if race == 4 else 24)
        assert len(game.deck) == (118 if race == 4 else 122)
        finish(game, chooser)
        kms.append(game.km)
        standings = game.cup.to_dict()["standings"]
        expected = [sum(race_points(km)[car] for km in kms) for car in range(3)]
        assert [row["total"] for row in standings] == expected
        assert game.result().details["cup"]["standings"] == standings
        assert game.summary()["cup"]["race"] == race
        if race < 4:
            assert not game.cup.over and game.cup.winners() == []
            following = next_game(game)
            assert following.players == game.players and following.seed != game.seed
            assert following.cup_km == kms
            game = following
    assert game.cup.over
    best = max(expected)
    assert game.cup.winners() == [car for car in range(3) if expected[car] == best]
    assert game.cup.to_dict()["over"]
    again = next_game(game, seed="new cup")
    assert again.cup_race == 1 and again.cup_km == [] and again.seed == "new cup"


def test_an_unfinished_cup_race_has_no_next_race():
    game = new_game(NAMES[:2], {"cup": True}, seed="c")
    with pytest.raises(IllegalMove) as error:
        next_game(game)
    assert error.value.code == "race_not_finished"


def test_outside_a_cup_the_next_race_keeps_players_and_options():
    game = new_game(NAMES[:4], {"hours": 12, "teams": 2}, seed="one")
    following = next_game(game, seed="two")
    assert following.options == {"hours": 12, "teams": 2, "cup": False}
    assert following.sides() == game.sides() and following.seed == "two"
    assert following.cup is None


def test_level_points_share_the_cup():
    cup = Cup(4, [[1000, 2000], [2000, 1000], [1500, 1500]], [500, 500], [[0], [1]])
    assert cup.points() == [[6, 9, 9, 9], [9, 6, 9, 9]]
    assert cup.totals() == [33, 33] and cup.places() == [1, 1]
    assert cup.over and cup.winners() == [0, 1]


def test_the_record_carries_the_cup_km_and_points_are_derived():
    game = new_game(NAMES[:3], {"cup": True}, seed="cup record")
    finish(game, random.Random(1))
    second = next_game(game, seed="second")
    record = json.loads(json.dumps(second.to_record()))
    assert record["cup"] == {"race": 2, "km": [game.km]}
    again = Game.from_record(record)
    assert again.cup_race == 2 and again.cup_km == [game.km]
    assert again.cup.to_dict() == second.cup.to_dict()


def _record(race, km, hours, cars=3):
    game = new_game(NAMES[:cars], {"hours": hours}, seed="r")
    record = game.to_record()
    record["cup"] = {"race": race, "km": km}
    return record


@pytest.mark.parametrize("race,km,hours,code,where", [
    (5, [], 24, "int_range", "cup: race"),
    (0, [], 24, "int_range", "cup: race"),
    (True, [], 24, "expected_int", "cup: race"),
    (2, [], 24, None, "cup: km"),
    (2, [[100, 200]], 24, None, "cup: km of race 1"),
    (2, [[100, 200, 300.0]], 24, "expected_int", "cup: km of race 1"),
    (2, [[100, 200, 320]], 24, "cup_km", "cup: km of race 1"),
    (2, [[100, 200, 15050]], 24, "int_range", "cup: km of race 1"),
    (4, [[0, 0, 0]] * 3, 24, "cup_hours", "cup"),
    (2, [[0, 0, 0]], 12, "cup_hours", "cup"),
])
def test_a_bad_cup_is_refused(race, km, hours, code, where):
    with pytest.raises(RecordError) as error:
        Game.from_record(_record(race, km, hours))
    assert error.value.where == where
    if code:
        assert error.value.code == code


def test_a_cup_record_needs_race_and_km():
    record = _record(1, [], 24)
    record["cup"] = {"race": 1}
    with pytest.raises(RecordError) as error:
        Game.from_record(record)
    assert str(error.value) == "Gold Cup: 'km' is missing"
    record["cup"] = None  # null: no cup
    assert Game.from_record(record).cup is None
