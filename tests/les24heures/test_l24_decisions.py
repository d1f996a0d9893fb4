"""The decisions of docs/rules/les24heures.md that other test files do not already pin, and
the strictness of ``play`` itself."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from l24_support import LAP_RECORD, NAMES, RACE_HOUR, idle, incident, race, speed

from timekeeper.core.errors import RecordError as CoreRecordError
from timekeeper.les24heures import Game, IllegalMove, RecordError, new_game
from timekeeper.les24heures.car import Car
from timekeeper.les24heures.limits import speed_refusal


def test_2450_is_the_only_total_that_cannot_reach_2500_exactly():
    reachable = {2500}
    for total in range(2450, -50, -50):
        if any(total + value in reachable and total + value != 2450
               for value in (100, 150, 250, 350)):
            reachable.add(total)
    assert set(range(0, 2501, 50)) - reachable == {2450}


def test_every_total_but_2450_keeps_a_card_that_heads_for_2500():
    for total in range(0, 2500, 50):
        car = Car(0, [0], ["Ana"])
        car.km = total
        allowed = [c for c in ("100", "150", "250") if speed_refusal(car, c, 1) is None]
        assert bool(allowed) == (total != 2450), total


def test_night_hours_hold_in_the_12_hour_race():
    game = race(2, hands={0: ["350"]}, hours=12)
    game.hour = 8
    assert game.why_not(speed("350")).code == "night_350"
    assert game.night


def test_the_oil_leaves_at_the_end_of_the_turn_before_the_board_turns():
    game = race(2, hands={0: ["100", "race-hour"], 1: ["oil-on-track"]})
    idle(game)
    game.play(incident("oil-on-track", 0))
    game.play(speed("100"))
    idle(game)
    event = game.play(RACE_HOUR)  # Ana's 2nd oil turn
    assert [(e["what"], e.get("card")) for e in event.log[:3]] == [
        ("discard", "race-hour"), ("discard", "oil-on-track"), ("hour", None)]


def test_incidents_stay_on_cars_when_the_race_ends():
    game = race(2, hands={0: ["race-hour"], 1: ["speed-limit"]})
    idle(game)
    game.hour = 24
    game.play(incident("speed-limit", 0))  # put down at hour 24: it would last to 26
    game.play(RACE_HOUR)
    assert game.finished and game.cars[0].incidents == {"speed-limit": 26}
    assert game.view(0)["cars"][0]["allowed_max"] is None


def test_lap_record_turns_belong_to_the_player_not_the_partner():
    game = race(4, teams=2, hands={0: ["lap-record"]})
    game.play(LAP_RECORD)
    assert game.turn == 0
    idle(game)
    assert game.turn == 0
    idle(game)
    assert game.turn == 1


def test_a_record_with_too_many_moves_is_refused_by_its_count():
    record = new_game(NAMES[:2], {}, seed="m").to_record()
    record["moves"] = [{"play": "race-hour"}] * 100_001
    with pytest.raises(RecordError) as error:
        Game.from_record(record)
    assert error.value.where == "moves"


@pytest.mark.parametrize("move,code", [
    ({"play": "incident", "card": "misfire", "target": 1.0}, "expected_int"),
    ({"play": "incident", "card": "misfire", "target": True}, "expected_int"),
    ({"play": "incident", "card": "misfire", "target": -1}, "no_such_seat"),
    ({"play": "incident", "card": "misfire", "target": "1"}, "expected_int"),
    ({"play": "speed", "card": "250", "seat": True}, "expected_int"),
    ({"play": "speed", "card": None}, "expected_text"),
    ({"play": None}, "expected_text"),
    ({"play": "Speed", "card": "250"}, "unknown_play"),
    ({"play": "speed", "card": " 250"}, "unknown_card"),
    ("speed 250", "expected_object"),
])
def test_play_is_strict_about_types(move, code):
    game = race(3, hands={0: ["250", "misfire"]})
    with pytest.raises(IllegalMove) as error:
        game.play(move)
    assert error.value.code == code
    assert error.value.game == "les24heures"
    assert game.history == [] and game.hand_sizes == [6, 5, 5]


def test_play_accepts_its_seat_and_ignores_unknown_keys():
    game = race(3, hands={0: ["misfire"]})
    event = game.play({"play": "incident", "card": "misfire", "target": 2, "seat": 0,
                       "why": "he was leading"})
    assert event.target == 2


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 200) | st.floats(allow_nan=False)
    | st.text(max_size=6) | st.sampled_from(["250", "race-hour", "misfire", "speed"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["play", "card", "target", "seat", "race", "km", "x"]), inner,
        max_size=4),
    max_leaves=12,
)
KEYS = ["game", "version", "players", "teams", "hours", "deck", "reshuffles", "moves",
        "seed", "cup"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(KEYS), JSON, st.lists(JSON, max_size=3))
def test_any_malformed_record_gives_a_record_error_and_nothing_else(key, value, moves):
    game = race(3, hands={0: ["250", "misfire"]})
    record = json.loads(json.dumps(game.to_record()))
    record[key] = value
    try:
        Game.from_record(record)
    except CoreRecordError as error:
        assert "\n" not in str(error)
    record = json.loads(json.dumps(game.to_record()))
    record["moves"] = moves
    try:
        Game.from_record(record)
    except CoreRecordError as error:
        assert str(error).startswith(("move ", "moves"))
