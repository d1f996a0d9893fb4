"""Limits on speed cards (rules page, "Limits on speed cards"): stopped cars, the tyre
change at exactly 2,500 km (and the 2,450 dead end), no 350 at night, one 350 per thousand,
oil-on-track (100 only) and speed-limit (150 at most)."""

import pytest
from l24_support import RACE_HOUR, bonus, idle, race, speed

from timekeeper.les24heures.car import Car
from timekeeper.les24heures.limits import (
    allowed_max,
    allowed_max_reason,
    is_night,
    speed_refusal,
)


def car_at(km: int, *cards: int) -> Car:
    car = Car(1, [1], ["Ben"])
    for value in cards:
        car.expose_speed(value)
    car.km = km if not cards else car.km
    return car


def code(car, card, hour=1):
    error = speed_refusal(car, card, hour)
    return error.code if error else None


def test_a_stopped_car_exposes_no_speed_card():
    car = car_at(0)
    car.pit_stops.append("pit-oil")
    error = speed_refusal(car, "100", 1)
    assert error.code == "car_stopped"
    assert str(error) == "Your car is stopped: cover the oil leak first."
    assert error.params == {"card": "100", "pit": "pit-oil", "pit_stops": ["pit-oil"],
                            "car": 1, "players": ["Ben"]}
    assert car.stopped and car.why_stopped == ["pit-oil"]
    assert allowed_max(car, 1) is None


def test_the_tyre_change_needs_exactly_2500():
    assert code(car_at(2400), "100") is None
    assert code(car_at(2400), "150") == "tyre_change_overshoot"
    assert code(car_at(2250), "250") is None
    assert code(car_at(2300), "250") == "tyre_change_overshoot"
    error = speed_refusal(car_at(2400), "250", 1)
    assert str(error) == ("A 250 would take your car from 2,400\u00a0km to 2,650\u00a0km: it must "
                          "stop at exactly 2,500 km to change tyres.")
    assert error.params["after"] == 2650


def test_the_2450_dead_end_is_refused():
    assert code(car_at(2350), "100") == "tyre_change_dead_end"
    assert code(car_at(2350), "150") is None
    assert code(car_at(2300), "150") == "tyre_change_dead_end"
    assert code(car_at(2200), "250") == "tyre_change_dead_end"
    assert code(car_at(2100), "350") == "tyre_change_dead_end"
    assert code(car_at(2300), "100") is None
    error = speed_refusal(car_at(2350), "100", 1)
    assert str(error) == ("A 100 would leave your car at 2,450 km, from where no card "
                          "reaches exactly 2,500 km.")


def test_at_2500_the_car_is_stopped_until_tyres_are_changed_then_free():
    car = car_at(2500)
    assert car.tyre_change == "due" and car.stopped and car.why_stopped == ["tyre_change"]
    assert code(car, "100") == "tyre_change_due"
    assert car.cover("tyres") == "tyre_change"
    assert car.tyre_change == "done" and not car.stopped
    assert code(car, "350") is None
    car.km = 4950
    assert code(car, "100") is None  # no second tyre change, no dead end after it


def test_no_350_at_night():
    car = car_at(0)
    for hour in range(1, 25):
        assert (code(car, "350", hour) == "night_350") == (7 <= hour <= 12)
        assert code(car, "250", hour) is None
    assert str(speed_refusal(car, "350", 8)) == "No 350 at night (hour 8)."
    assert is_night(7) and is_night(12) and not is_night(6) and not is_night(13)
    assert allowed_max(car, 8) == 250 and allowed_max(car, 6) == 350


def test_one_350_per_thousand():
    car = car_at(0, 350)
    assert code(car, "350") == "one_350_per_thousand"
    car.expose_speed(250)
    car.expose_speed(250)  # 850: still the first thousand
    assert code(car, "350") == "one_350_per_thousand"
    car.expose_speed(150)  # 1,000
    assert code(car, "350") is None
    car.expose_speed(350)  # exposed from 1,000: the second thousand
    assert car.thousands_350 == [0, 1]
    error = speed_refusal(car, "350", 1)
    assert str(error) == ("Your car already has a 350 between 1,000 and 1,999\u00a0km: one "
                          "350 per thousand.")
    assert error.params["thousand"] == 1000


def test_a_350_from_900_counts_for_the_first_thousand():
    car = car_at(0, 250, 250, 250, 150)  # 900
    car.expose_speed(350)  # 900 -> 1,250: exposed in the first thousand
    assert car.km == 1250 and car.thousands_350 == [0]
    assert code(car, "350") is None  # 1,250 is in the second thousand


def test_oil_on_track_allows_only_100_and_speed_limit_150():
    car = car_at(0)
    car.put_incident("oil-on-track", 1)
    assert code(car, "100") is None
    assert code(car, "150") == "oil_on_track"
    assert str(speed_refusal(car, "250", 1)) == ("Oil on the track: only 100 km cards on "
                                                 "your car for now.")
    assert allowed_max(car, 1) == 100
    car = car_at(0)
    car.put_incident("speed-limit", 1)
    assert code(car, "150") is None
    assert code(car, "250") == "speed_limit"
    assert allowed_max(car, 1) == 150


def test_why_the_largest_card_allowed_is_not_larger():
    """The refusal of the next larger card: the tyre change at exactly 2,500 km, the 2,450
    dead end, the night, one 350 per thousand, an incident; none when a 350 may go."""
    assert allowed_max_reason(car_at(0), 1) is None
    assert allowed_max(car_at(2350), 1) == 150
    assert allowed_max_reason(car_at(2350), 1).code == "tyre_change_overshoot"
    assert allowed_max(car_at(2200), 1) == 150
    assert allowed_max_reason(car_at(2200), 1).code == "tyre_change_dead_end"
    assert allowed_max_reason(car_at(0), 8).code == "night_350"
    assert allowed_max_reason(car_at(0, 350), 1).code == "one_350_per_thousand"
    car = car_at(0)
    car.put_incident("speed-limit", 1)
    assert allowed_max_reason(car, 1).code == "speed_limit"
    car = car_at(0)
    car.pit_stops.append("pit-oil")
    assert allowed_max_reason(car, 1).code == "car_stopped"  # not even a 100


def test_piles_of_a_thousand():
    car = car_at(0, 250, 250, 350, 100, 150, 250, 350)
    assert car.piles() == [[250, 250, 350, 100, 150], [250, 350]]
    assert car.km == 1700


@pytest.fixture
def at_2500():
    """A race where Ana has just reached 2,500 km with ten 250s; she holds tyres and 100."""
    game = race(2, hands={0: ["250"] * 5}, draws={0: ["250"] * 5 + ["tyres", "100"]})
    for _ in range(10):
        game.play(speed("250"))
        idle(game)
    return game


def test_the_tyre_change_in_a_race(at_2500):
    game = at_2500
    assert game.cars[0].km == 2500
    view = game.view(0)["cars"][0]
    assert view["tyre_change"] == "due" and view["stopped"]
    assert view["why_stopped"] == ["tyre_change"] and view["allowed_max"] is None
    assert game.why_not(speed("100")).code == "tyre_change_due"
    assert {"play": "speed", "card": "100"} not in game.legal_moves()
    event = game.play(bonus("tyres"))
    assert event.log[0] == {"what": "tyre_change", "car": 0}
    assert event.discarded == [{"card": "tyres", "why": "tyre_change"}]
    idle(game)
    game.play(speed("100"))
    assert game.cars[0].km == 2600 and game.cars[0].tyre_change == "done"


def test_night_350_in_a_race():
    game = race(2, hands={0: ["race-hour"] * 5}, draws={0: ["race-hour", "350"]})
    for _ in range(6):
        game.play(RACE_HOUR)
        idle(game)
    assert game.hour == 7 and game.view(0)["night"]
    error = game.why_not(speed("350"))
    assert error.code == "night_350" and error.params["hour"] == 7
