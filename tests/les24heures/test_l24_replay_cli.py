"""The replay command (rules page, "The replay command"), run as a subprocess: good records
print the race's summary; malformed ones exit 2 with one line naming what and where and
nothing on stdout."""

import json
from pathlib import Path

import pytest
from l24_support import (
    RACE_HOUR,
    idle,
    incident,
    pit,
    race,
    random_race,
    run_replay,
    speed,
    write_json,
)

from timekeeper.les24heures import Game, places

RECORDS = Path(__file__).resolve().parent / "records"


def test_a_finished_race_replays(tmp_path):
    game = random_race(31, players=4, teams=2)
    result = run_replay(write_json(tmp_path, game.to_record()))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    output = json.loads(result.stdout)
    assert output == json.loads(json.dumps(game.summary()))
    assert len(output["moves"]) == len(game.history)
    assert all({"seat", "play"} <= set(move) for move in output["moves"])
    assert output["km"] == game.km and len(output["km"]) == 2
    assert output["hour"] == "finish" and output["finished"] is True
    assert output["places"] == places(game.km)
    best = max(game.km)
    assert output["winners"] == [s for car in game.cars if car.km == best for s in car.seats]
    assert output["cars"] == [[0, 2], [1, 3]]
    assert sorted(output["points"]) in ([6, 9], [9, 9])


def test_a_race_cut_short_replays_with_no_places(tmp_path):
    game = random_race(32, players=3, stop_after=40)
    output = json.loads(run_replay(write_json(tmp_path, game.to_record())).stdout)
    assert output["finished"] is False and output["places"] == [] and output["winners"] == []
    assert output["hour"] == game.hour and output["turn"] == game.turn
    assert len(output["moves"]) == 40


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.json")), ids=lambda p: p.stem)
def test_kept_records_replay(path):
    result = run_replay(path)
    assert result.returncode == 0, result.stderr
    output = json.loads(result.stdout)
    expected = json.loads(path.with_suffix(".expected").read_text(encoding="utf-8"))
    assert len(output["moves"]) == expected.pop("moves")
    for key, value in expected.items():
        assert output[key] == value, key


# ---------------------------------------------------------------- records that must fail
def _with_move(game, move):
    record = game.to_record()
    record["moves"].append(move)
    return record, len(record["moves"])


def stopped():
    game = race(2, hands={0: ["pit-oil", "250"]})
    game.play(pit("pit-oil"))
    idle(game)
    return game, speed("250")


def at_km(*cards, extra=()):
    """Ana exposes ``cards`` in order (Ben marks time); she then holds ``extra``."""
    cards = list(cards)
    wanted = cards + list(extra)
    game = race(2, hands={0: wanted[:5]}, draws={0: wanted[5:]})
    for card in cards:
        game.play(speed(card))
        idle(game)
    return game


def overshoot():
    return at_km(*["250"] * 9, "150", extra=["250"]), speed("250")


def dead_end():
    return at_km(*["250"] * 9, "100", extra=["100"]), speed("100")


def tyre_due():
    return at_km(*["250"] * 10, extra=["100"]), speed("100")


def night():
    game = race(2, hands={0: ["race-hour"] * 5}, draws={0: ["race-hour", "350"]})
    for _ in range(6):
        game.play(RACE_HOUR)
        idle(game)
    return game, speed("350")


def second_350():
    return at_km("350", extra=["350"]), speed("350")


def oil():
    game = race(2, hands={0: ["250"], 1: ["oil-on-track"]})
    idle(game)
    game.play(incident("oil-on-track", 0))
    return game, speed("250")


def limited():
    game = race(2, hands={0: ["250"], 1: ["speed-limit"]})
    idle(game)
    game.play(incident("speed-limit", 0))
    return game, speed("250")


def own_target():
    return race(3, hands={0: ["misfire"]}), incident("misfire", 0)


def partner_target():
    return race(4, teams=2, hands={0: ["misfire"]}), incident("misfire", 2)


def twice():
    game = race(3, hands={0: ["oil-on-track"], 2: ["oil-on-track"]})
    game.play(incident("oil-on-track", 1))
    idle(game)
    return game, incident("oil-on-track", 1)


def after_finish():
    return random_race(33, players=2), RACE_HOUR


CASES = {
    "stopped": (stopped, "car_stopped", "Your car is stopped: cover the oil leak first."),
    "overshoot": (overshoot, "tyre_change_overshoot",
                  "A 250 would take your car from 2,400 km to 2,650 km: it must stop at "
                  "exactly 2,500 km to change tyres."),
    "dead_end": (dead_end, "tyre_change_dead_end",
                 "A 100 would leave your car at 2,450 km, from where no card reaches "
                 "exactly 2,500 km."),
    "tyre_due": (tyre_due, "tyre_change_due",
                 "Your car is at 2,500 km: change tyres first (a Tyres card or the Joker)."),
    "night": (night, "night_350", "No 350 at night (hour 7)."),
    "second_350": (second_350, "one_350_per_thousand",
                   "Your car already has a 350 between 0 and 999 km: one 350 per thousand."),
    "oil": (oil, "oil_on_track", "Oil on the track: only 100 km cards on your car for now."),
    "limited": (limited, "speed_limit",
                "Speed limit: at most 150 km a card on your car for now."),
    "own_target": (own_target, "own_car", "An incident goes on another car, not your own."),
    "partner_target": (partner_target, "partner_car",
                       "Cleo is your partner: an incident goes on another car."),
    "twice": (twice, "incident_already", "Ben's car already has oil on the track."),
    "after_finish": (after_finish, "game_over", "The game is over."),
}


@pytest.mark.parametrize("name", list(CASES))
def test_an_illegal_play_exits_2_with_one_line(tmp_path, name):
    build, code, message = CASES[name]
    game, move = build()
    assert game.why_not(move).code == code
    record, number = _with_move(game, move)
    result = run_replay(write_json(tmp_path, record))
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == f"move {number}: {message}\n"


def _base():
    return race(3, hands={0: ["250", "misfire"]}).to_record()


def _moved(move):
    record = _base()
    record["moves"] = [move]
    return record


def _deck_word(record):
    record["deck"][0] = "fuul"
    return record


def _reshuffle_mismatch():
    game = random_race(6, players=2)
    record = game.to_record()
    pile = record["reshuffles"][0]
    index = next(i for i, card in enumerate(pile) if card != "fuel")
    pile[index] = "fuel"
    return record


MALFORMED = {
    "no_such_card": (_deck_word(_base()), 'deck: card 1: "fuul" is not a card'),
    "123_cards": (dict(_base(), deck=_base()["deck"] + ["fuel"]),
                  "deck: 123 cards, expected 122 for a 24-hour race"),
    "target_float": (_moved(incident("misfire", 1.0)),
                     "move 1: target: expected a whole number, not 1.0."),
    "target_true": (_moved(incident("misfire", True)),
                    "move 1: target: expected a whole number, not true."),
    "wrong_seat": (_moved({"play": "speed", "card": "250", "seat": 2}),
                   "move 1: The move says seat 2, but it is seat 0's turn."),
    "not_an_object": (_moved(["speed", "250"]),
                      "move 1: A move is an object, not a list of 2."),
    "missing_play": (_moved({"card": "250"}), "move 1: 'play' is missing from the move."),
    "missing_card": (_moved({"play": "speed"}), "move 1: 'card' is missing from the move."),
    "missing_target": (_moved({"play": "incident", "card": "misfire"}),
                       "move 1: 'target' is missing from the move."),
    "missing_players": ({k: v for k, v in _base().items() if k != "players"},
                        "record: 'players' is missing"),
    "card_in_move": (_moved({"play": "discard", "card": "fuul"}),
                     'move 1: "fuul" is not a card.'),
}


@pytest.mark.parametrize("name", list(MALFORMED))
def test_a_malformed_record_exits_2_with_one_line(tmp_path, name):
    record, line = MALFORMED[name]
    result = run_replay(write_json(tmp_path, record))
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == line + "\n"


def test_a_reshuffle_that_does_not_match_exits_2(tmp_path):
    result = run_replay(write_json(tmp_path, _reshuffle_mismatch()))
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr.startswith("reshuffle 1: ") and ": holds " in result.stderr
    assert ", the discard pile has " in result.stderr
    assert result.stderr.count("\n") == 1


def test_the_cases_are_real_records():
    for build, _code, _message in CASES.values():
        game, _move = build()
        assert Game.from_record(json.loads(json.dumps(game.to_record()))).km == game.km


def test_a_seed_that_does_not_deal_the_deck_exits_2(tmp_path):
    record = random_race(7, players=2, stop_after=4).to_record()
    assert run_replay(write_json(tmp_path, record)).returncode == 0
    record["seed"] = "not the seed of this deck"
    result = run_replay(write_json(tmp_path, record))
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == ('game code: the game code "not the seed of this deck" does not '
                             "deal this deal\n")


def test_a_race_dealt_from_an_explicit_deck_keeps_no_seed():
    game = race(2, seed="class 5b")
    assert game.seed is None and "seed" not in game.to_record()
    assert Game.from_record(json.loads(json.dumps(game.to_record()))).deck == game.deck
