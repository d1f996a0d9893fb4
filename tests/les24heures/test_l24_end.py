"""The end and the winner (rules page): the race ends at once when the board turns past the
last hour; places by km shared 1, 1, 3; championship points 9 6 4 3 2 1."""

import pytest
from l24_support import RACE_HOUR, random_race

from timekeeper.les24heures import IllegalMove, places, points_for
from timekeeper.les24heures.result import race_points, race_result


@pytest.mark.parametrize("hours", [24, 12])
def test_the_race_ends_when_the_board_passes_the_last_hour(hours):
    game = random_race(7, players=3, hours=hours)
    turned = [event for event in game.history if event.play == "race-hour"]
    assert len(turned) == hours  # from hour 1: the last one shows the finish card
    assert [event.hour for event in turned][-2:] == [hours, "finish"]
    assert game.history[-1] is turned[-1]  # nothing is played after it
    assert game.finished and game.turn is None and game.hour_shown == "finish"
    assert game.view(0)["hour"] == "finish" and not game.view(0)["night"]


def test_nothing_may_be_played_after_the_finish():
    game = random_race(3, players=2)
    error = game.why_not(RACE_HOUR)
    assert error.code == "game_over" and str(error) == "The game is over."
    with pytest.raises(IllegalMove):
        game.play(RACE_HOUR)


def test_places_are_shared_and_the_next_counts_the_cars_ahead():
    assert places([1000, 3000, 3000, 500]) == [3, 1, 1, 4]
    assert places([0, 0]) == [1, 1]


def test_points_per_place():
    assert [points_for(place) for place in range(1, 7)] == [9, 6, 4, 3, 2, 1]
    assert race_points([1000, 3000, 3000, 500]) == [4, 9, 9, 3]
    assert race_points([5, 4, 3, 2, 1, 0]) == [9, 6, 4, 3, 2, 1]


def test_the_result_ranks_cars_best_first():
    result = race_result([[0], [1], [2], [3]], [1000, 3000, 3000, 500])
    assert result.winners == [1, 2] and result.draw
    assert [entry["car"] for entry in result.ranking] == [1, 2, 0, 3]
    assert result.ranking[0] == {"seats": [1], "car": 1, "km": 3000, "place": 1, "points": 9}
    assert result.details == {"points": [4, 9, 9, 3]}
    assert result.ending == "finish"
    single = race_result([[0, 2], [1, 3]], [2000, 1500])
    assert single.winners == [0, 2] and not single.draw


def test_a_finished_race_gives_its_result():
    game = random_race(11, players=4)
    result = game.result()
    assert result is not None
    summary = game.summary()
    assert summary["places"] == places(game.km)
    assert summary["points"] == race_points(game.km)
    best = max(game.km)
    assert summary["winners"] == [seat for car in game.cars if car.km == best
                                  for seat in car.seats]
    assert random_race(11, players=4, stop_after=5).result() is None
