"""Teams (rules page, "Competitors"): 4 players as 2×2, 6 as 3×2 or 2×3, seats alternating,
one car per team that any partner plays on."""

import pytest
from l24_support import NAMES, idle, race, speed

from timekeeper.les24heures import Game, RecordError, new_game
from timekeeper.les24heures.teams import read_teams


def test_four_players_race_as_two_teams_of_two():
    game = new_game(NAMES[:4], {"teams": 2}, seed="t")
    assert game.sides() == [[0, 2], [1, 3]]
    assert [game.car_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    assert game.cars[0].label == "Ana and Cleo's car"


def test_six_players_as_three_teams_of_two_or_two_of_three():
    assert new_game(NAMES, {"teams": 3}, seed="t").sides() == [[0, 3], [1, 4], [2, 5]]
    game = new_game(NAMES, {"teams": 2}, seed="t")
    assert game.sides() == [[0, 2, 4], [1, 3, 5]]
    assert game.cars[1].label == "Ben, Dan and Finn's car"


@pytest.mark.parametrize("players,teams", [(2, 2), (3, 2), (4, 4), (5, 2), (6, 6), (4, 3)])
def test_other_team_layouts_are_refused(players, teams):
    with pytest.raises(RecordError) as error:
        new_game(NAMES[:players], {"teams": teams}, seed="t")
    assert error.value.code == "option_teams"


def test_without_teams_each_player_drives_a_car():
    assert new_game(NAMES[:5], {"teams": 0}, seed="t").sides() == [[s] for s in range(5)]


def test_any_partner_plays_on_the_shared_car():
    game = race(4, teams=2, hands={0: ["250"], 2: ["150"]})
    game.play(speed("250"))
    idle(game)
    event = game.play(speed("150"))  # Cleo, on the car she shares with Ana
    assert event.car == 0 and event.km == 400
    assert game.km == [400, 0]
    assert game.view(1)["cars"][0]["piles"] == [[250, 150]]


@pytest.mark.parametrize("teams,players,code", [
    ([[0, 1], [2, 3]], 4, "team_alternate"),
    ([[0, 2], [1, 2]], 4, "team_seat_twice"),
    ([[0, 2], [1, 3]], 6, "team_seat_missing"),
    ([[0, 2, 4], [1, 3], [5]], 6, None),  # a team of one: refused by the list reader
    ([[0, 3, 1], [4, 2, 5]], 6, "team_alternate"),
    ([[0, 2], [1, 3, 5], [4]], 6, None),
    ([[0, 2.0], [1, 3]], 4, "expected_int"),
    ([[0, 2], [1, 3]], 3, "team_players"),
    ("0,2", 4, "expected_list"),
])
def test_record_teams_are_checked(teams, players, code):
    with pytest.raises(RecordError) as error:
        read_teams(teams, players)
    if code:
        assert error.value.code == code


def test_record_teams_may_come_in_any_order():
    assert read_teams(None, 4) is None
    assert read_teams([[3, 1], [0, 2]], 4) == [[0, 2], [1, 3]]
    assert read_teams([[1, 3, 5], [0, 2, 4]], 6) == [[0, 2, 4], [1, 3, 5]]


def test_a_game_keeps_its_teams_in_its_record():
    game = new_game(NAMES, {"teams": 3}, seed="t")
    record = game.to_record()
    assert record["teams"] == [[0, 3], [1, 4], [2, 5]]
    assert Game.from_record(record).sides() == game.sides()
