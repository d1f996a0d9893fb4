"""Records, version 1 (rules page, "Game record, version 1"): written, read strictly,
replayed to the same race; reshuffles checked against the discard pile; moves strict."""

import json
from collections import Counter

import pytest
from l24_support import NAMES, race, random_race, round_trip, speed, state

from timekeeper.core.records import load_record
from timekeeper.les24heures import Game, RecordError, full_deck, new_game


def test_a_record_holds_the_deck_the_reshuffles_and_the_moves():
    game = random_race(21, players=3, stop_after=150)
    record = game.to_record()
    assert list(record)[:8] == ["game", "version", "players", "teams", "hours", "deck",
                                "reshuffles", "moves"]
    assert record["game"] == "les24heures" and record["version"] == 1
    assert record["teams"] is None and record["hours"] == 24
    assert record["deck"] == game.deck and record["seed"] == "race 21"
    assert len(record["moves"]) == 150
    assert all(set(move) <= {"play", "card", "target", "seat"} for move in record["moves"])
    assert record["reshuffles"] == game.reshuffles


def test_a_record_replays_to_the_same_race():
    for seed in range(4):
        game = random_race(seed, players=2 + seed)
        assert state(round_trip(game)) == state(game)
        assert round_trip(game).summary() == game.summary()


def test_a_record_may_stop_before_the_end_and_extra_reshuffles_are_ignored():
    game = random_race(5, players=2)
    assert game.reshuffles
    record = game.to_record()
    record["moves"] = record["moves"][:3]
    short = Game.from_record(record)
    assert len(short.history) == 3 and not short.finished
    assert short.reshuffles == [] and short.to_record()["reshuffles"] == []


def test_the_record_reshuffles_are_used_even_when_the_seed_would_give_others():
    game = random_race(6, players=2)
    record = game.to_record()
    first = record["reshuffles"][0]
    record["reshuffles"][0] = first[1:] + first[:1]  # same cards, another order
    cut = next(i for i, e in enumerate(game.history) if e.to_dict()["reshuffled"])
    record["moves"] = record["moves"][: cut + 1]  # up to the move after which it was made
    again = Game.from_record(record)
    assert again.reshuffles[0] == first[1:] + first[:1]


def test_a_reshuffle_that_does_not_hold_the_discard_pile_is_refused():
    game = random_race(6, players=2)
    record = game.to_record()
    pile = record["reshuffles"][0]
    other = next(card for card in pile if card != "race-hour")
    pile[pile.index(other)] = "race-hour"
    counted = Counter(game.reshuffles[0])
    first = min(("race-hour", other), key=full_deck(24).index)
    with pytest.raises(RecordError) as error:
        Game.from_record(record)
    held = counted[first] + (1 if first == "race-hour" else -1)
    assert str(error.value) == (f"reshuffle 1: {first}: holds {held}, the discard pile has "
                                f"{counted[first]}")
    assert error.value.code == "reshuffle_cards"
    assert error.value.where_params == {"n": 1}


def test_a_missing_reshuffle_is_refused():
    game = random_race(6, players=2)
    record = game.to_record()
    record["reshuffles"] = []
    with pytest.raises(RecordError) as error:
        Game.from_record(record)
    assert str(error.value) == ("reshuffle 1: missing: the draw pile ran out and the record "
                                "has 0 reshuffles")
    del record["reshuffles"]  # an absent list is an empty one
    with pytest.raises(RecordError) as error:
        Game.from_record(record)
    assert error.value.code == "reshuffle_missing"


def test_after_a_replay_the_race_goes_on_with_its_own_reshuffles():
    game = random_race(8, players=2)
    record = game.to_record()
    cut = next(i for i, e in enumerate(game.history) if e.to_dict()["reshuffled"])
    record["moves"] = record["moves"][:cut]
    short = Game.from_record(record)
    short.play(record_move(game, cut))
    assert short.reshuffles == game.reshuffles[:1]  # seeded: the same as the first time


def record_move(game, index):
    return game.to_record()["moves"][index]


def test_a_deck_without_seed_reshuffles_from_the_deck_itself():
    deck = new_game(["A", "B"], {}, seed="x").deck
    one = new_game(["A", "B"], {}, deal=deck)
    assert one.seed is None
    two = new_game(["A", "B"], {}, deal=deck)
    moves = []
    while not one.reshuffles:
        move = one.legal_moves()[-1]
        moves.append(move)
        one.play(move)
    for move in moves:
        two.play(move)
    assert one.reshuffles == two.reshuffles
    assert "seed" not in one.to_record()


@pytest.mark.parametrize("change,line", [
    (lambda r: r.pop("deck"), "record: 'deck' is missing"),
    (lambda r: r.pop("moves"), "record: 'moves' is missing"),
    (lambda r: r.update(game="twentyfourseven"), None),
    (lambda r: r.update(version=2), "record: version 2 cannot be read (this app reads 1)"),
    (lambda r: r.update(hours=13), "hours: a race lasts 24 or 12 hours, not 13"),
    (lambda r: r.update(hours="24"), 'hours: expected a whole number, not "24"'),
    (lambda r: r.update(deck=r["deck"] + ["fuel"]),
     "deck: 123 cards, expected 122 for a 24-hour race"),
    (lambda r: r["deck"].__setitem__(4, "fuul"), 'deck: card 5: "fuul" is not a card'),
    (lambda r: r["deck"].__setitem__(4, 250), "deck: card 5: 250 is not a card"),
    (lambda r: r.update(deck=["fuel"] * 122), "deck: 100: 0 cards, expected 18"),
    (lambda r: r.update(reshuffles={}), "reshuffles: expected a list, not an object"),
    (lambda r: r.update(reshuffles=[["fuel", "x"]]), 'reshuffle 1: card 2: "x" is not a card'),
    (lambda r: r.update(moves={}), "moves: expected a list, not an object"),
    (lambda r: r.update(moves=[3]), None),
    (lambda r: r.update(seed=5), "game code: expected text, not 5"),
])
def test_malformed_records_say_what_and_where(change, line):
    record = new_game(NAMES[:3], {}, seed="bad").to_record()
    change(record)
    with pytest.raises(RecordError) as error:
        Game.from_record(json.loads(json.dumps(record)))
    if line:
        assert str(error.value) == line


@pytest.mark.parametrize("move,line", [
    (3, "move 1: A move is an object, not 3."),
    ([], None),
    ({}, "move 1: 'play' is missing from the move."),
    ({"play": "fly"}, None),
    ({"play": 1}, "move 1: play: expected text, not 1."),
    ({"play": "speed"}, "move 1: 'card' is missing from the move."),
    ({"play": "speed", "card": "fuul"}, 'move 1: "fuul" is not a card.'),
    ({"play": "speed", "card": 250}, "move 1: card: expected text, not 250."),
    ({"play": "incident", "card": "misfire"}, None),
    ({"play": "incident", "card": "misfire", "target": 1.0},
     "move 1: target: expected a whole number, not 1.0."),
    ({"play": "incident", "card": "misfire", "target": True},
     "move 1: target: expected a whole number, not true."),
    ({"play": "incident", "card": "misfire", "target": 9},
     "move 1: target: there is no seat 9."),
    ({"play": "speed", "card": "250", "target": 1},
     "move 1: Only an incident has a target, not a speed play."),
    ({"play": "speed", "card": "250", "seat": 1},
     "move 1: The move says seat 1, but it is seat 0's turn."),
    ({"play": "speed", "card": "250", "seat": 0.0},
     "move 1: seat: expected a whole number, not 0.0."),
])
def test_malformed_moves_say_what_and_where(move, line):
    game = race(3, hands={0: ["250", "misfire"]})
    record = game.to_record()
    record["moves"] = [move]
    with pytest.raises(RecordError) as error:
        Game.from_record(record)
    assert str(error.value).startswith("move 1: ")
    assert error.value.where_params == {"n": 1}
    if line:
        assert str(error.value) == line


def test_unknown_move_keys_are_ignored():
    game = race(2, hands={0: ["250"]})
    record = game.to_record()
    record["moves"] = [{"play": "speed", "card": "250", "seat": 0, "note": "flat out"}]
    assert Game.from_record(record).km == [250, 0]


def test_a_record_without_teams_races_single_cars():
    # docs/rules/les24heures.md, "Records": a missing "teams" reads as null
    game = random_race(22, players=4, stop_after=30)
    record = game.to_record()
    del record["teams"]
    again = Game.from_record(record)
    assert again.teams is None and again.sides() == [[0], [1], [2], [3]]
    assert again.summary() == game.summary()


def test_a_huge_deck_is_refused_by_its_count_first():
    record = new_game(NAMES[:2], {}, seed="big").to_record()
    record["deck"] = [None] * 5_000_000
    with pytest.raises(RecordError) as error:
        Game.from_record(record)
    assert error.value.code == "deck_count"


def test_load_record_reads_text():
    game = random_race(2, players=2, stop_after=20)
    again = load_record(json.dumps(game.to_record()))
    assert state(again) == state(game)


def test_the_move_record_writes_each_seat():
    game = race(2, hands={0: ["250"]})
    game.play(speed("250"))
    assert game.to_record()["moves"] == [{"play": "speed", "card": "250", "seat": 0}]
