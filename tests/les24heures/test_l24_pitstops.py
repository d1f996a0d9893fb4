"""Pit stops and bonuses (rules page, "Pit stops and bonuses"): covering, stacking, the
pit-rain before the tyre change, bonuses with nothing to cover, the Joker."""

from l24_support import JOKER, bonus, discard, idle, incident, pit, race, speed

from timekeeper.les24heures.car import Car


def test_a_pit_stop_stops_its_car_until_its_own_bonus_covers_it():
    game = race(2, hands={0: ["pit-oil", "fuel", "oil", "250"]})
    game.play(pit("pit-oil"))
    idle(game)
    assert game.view(0)["cars"][0]["stopped"]
    error = game.why_not(speed("250"))
    assert str(error) == "Your car is stopped: cover the oil leak first."
    error = game.why_not(bonus("fuel"))
    assert error.code == "nothing_to_cover" and error.params["pit"] == "pit-fuel"
    event = game.play(bonus("oil"))
    assert event.discarded == [{"card": "pit-oil", "why": "covered"},
                               {"card": "oil", "why": "covered"}]
    assert game.discard_top == "oil"
    assert not game.cars[0].stopped
    idle(game)
    assert game.why_not(speed("250")) is None  # it goes again from its next turn


def test_pit_stops_stack_and_each_bonus_covers_one():
    game = race(2, hands={0: ["pit-fuel", "pit-fuel", "pit-oil", "fuel"]},
                draws={0: ["250", "fuel", "oil", "250"]})
    for card in ("pit-fuel", "pit-fuel", "pit-oil"):
        game.play(pit(card))
        idle(game)
    assert game.cars[0].pit_stops == ["pit-fuel", "pit-fuel", "pit-oil"]
    game.play(bonus("fuel"))
    idle(game)
    assert game.cars[0].pit_stops == ["pit-fuel", "pit-oil"]
    assert game.why_not(speed("250")).code == "car_stopped"
    game.play(bonus("fuel"))
    idle(game)
    game.play(bonus("oil"))
    idle(game)
    assert game.cars[0].pit_stops == [] and game.why_not(speed("250")) is None


def test_a_pit_rain_is_covered_before_the_tyre_change():
    car = Car(0, [0], ["Ana"])
    car.km = 2500
    car.pit_stops.append("pit-rain")
    assert car.why_stopped == ["pit-rain", "tyre_change"]
    assert car.cover("tyres") == "pit-rain"
    assert car.tyre_change == "due"
    assert car.cover("tyres") == "tyre_change"
    assert car.tyre_change == "done" and not car.stopped


def test_the_tyre_change_may_be_made_while_another_pit_stop_waits():
    car = Car(0, [0], ["Ana"])
    car.km = 2500
    car.pit_stops.append("pit-fuel")
    assert car.bonus_use("tyres") == "tyre_change"


def test_a_bonus_with_nothing_to_cover_may_only_be_discarded():
    game = race(2, hands={0: ["fuel", "oil", "tyres"]})
    moves = game.legal_moves()
    assert {"play": "discard", "card": "tyres"} in moves
    assert not [m for m in moves if m["play"] == "bonus"]
    error = game.why_not(bonus("tyres"))
    assert error.code == "nothing_to_cover"
    assert str(error) == ("Your car has no rain stop to cover and no tyre change due: this card "
                          "may only be discarded.")


def test_a_useful_bonus_may_still_be_discarded():
    game = race(2, hands={0: ["pit-oil", "oil"]})
    game.play(pit("pit-oil"))
    idle(game)
    assert game.why_not(discard("oil")) is None
    assert game.why_not(bonus("oil")) is None


def test_the_joker_removes_every_incident_and_pit_stop_of_the_car():
    game = race(3, hands={0: ["pit-fuel", "joker"], 1: ["speed-limit"],
                          2: ["oil-on-track"]}, draws={0: ["pit-oil"]})
    game.play(pit("pit-fuel"))
    game.play(incident("speed-limit", 0))
    game.play(incident("oil-on-track", 0))
    game.play(pit("pit-oil"))  # drawn: exposed first
    idle(game)
    idle(game)
    assert game.cars[0].why_stopped == ["pit-fuel", "pit-oil"]
    event = game.play(JOKER)
    assert event.discarded == [
        {"card": "speed-limit", "why": "joker"}, {"card": "oil-on-track", "why": "joker"},
        {"card": "pit-fuel", "why": "joker"}, {"card": "pit-oil", "why": "joker"},
        {"card": "joker", "why": "joker"}]
    assert game.cars[0].incidents == {} and game.cars[0].pit_stops == []


def test_the_joker_counts_as_the_tyre_change():
    car = Car(0, [0], ["Ana"])
    car.km = 2500
    assert car.joker_useful
    removed, changed = car.joker()
    assert removed == [] and changed and car.tyre_change == "done"


def test_a_joker_with_nothing_to_do_may_only_be_discarded():
    game = race(2, hands={0: ["joker"]})
    error = game.why_not(JOKER)
    assert error.code == "joker_useless"
    assert JOKER not in game.legal_moves()
    assert {"play": "discard", "card": "joker"} in game.legal_moves()


def test_a_held_pit_stop_comes_before_the_joker():
    game = race(2, hands={0: ["pit-oil", "pit-fuel", "joker"]})
    game.play(pit("pit-oil"))
    idle(game)
    assert game.why_not(JOKER).code == "must_expose_pit_stop"
