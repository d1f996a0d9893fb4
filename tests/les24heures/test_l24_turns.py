"""A turn (rules page, "A turn"): the draw, reshuffles exactly when the draw pile is empty
at draw time, both piles empty, one card played, the pit stop that must be exposed, and each
kind of play."""

import random

import pytest
from l24_support import (
    JOKER,
    LAP_RECORD,
    RACE_HOUR,
    bonus,
    discard,
    incident,
    pit,
    race,
    speed,
)

from timekeeper.les24heures import IllegalMove, new_game


def test_each_turn_draws_one_card_and_ends_with_five():
    game = race(3, hands={0: ["250"]}, draws={1: ["150"]})
    assert game.hand_sizes == [6, 5, 5]
    event = game.play(speed("250"))
    assert game.hand_sizes == [5, 6, 5]
    assert game.hand(1)[-1] == "150"
    assert event.next_seat == 1 and game.turn == 1
    assert [e["what"] for e in event.log] == ["draw", "turn"]
    game.play(speed("150"))
    assert game.hand_sizes == [5, 5, 6]


def test_play_goes_on_in_seat_order():
    game = race(3)
    seats = []
    for _ in range(7):
        seats.append(game.turn)
        game.play(game.legal_moves()[-1])
    assert seats == [0, 1, 2, 0, 1, 2, 0]


def _play_until_the_draw_pile_is_empty(game, chooser):
    while game.draw_count:
        game.play(chooser.choice(game.legal_moves()))


def test_the_discard_pile_is_reshuffled_only_when_a_draw_finds_the_pile_empty():
    game = new_game(["Ana", "Ben"], {}, seed="reshuffle")
    chooser = random.Random(5)
    _play_until_the_draw_pile_is_empty(game, chooser)
    assert not game.finished
    assert game.reshuffles == []  # empty now, but nobody has drawn from it yet
    assert game.hand_sizes[game.turn] == 6
    discarded_before = game.discard_count
    moves = [m for m in game.legal_moves() if m["play"] in ("discard", "race-hour")]
    event = game.play(moves[0])
    whats = [entry["what"] for entry in event.log]
    assert "reshuffle" in whats and whats.index("reshuffle") < whats.index("draw")
    reshuffle = next(e for e in event.log if e["what"] == "reshuffle")
    assert reshuffle == {"what": "reshuffle", "number": 1, "cards": discarded_before + 1}
    assert event.to_dict()["reshuffled"] == discarded_before + 1
    assert game.discard_count == 0
    assert game.draw_count == discarded_before  # one card drawn from the new pile
    assert len(game.reshuffles) == 1 and len(game.reshuffles[0]) == discarded_before + 1


def test_reshuffles_come_from_the_seed_and_only_from_which_cards_are_discarded():
    one = new_game(["Ana", "Ben"], {}, seed="same")
    two = new_game(["Ana", "Ben"], {}, seed="same")
    for game in (one, two):
        chooser = random.Random(9)
        while not game.reshuffles:
            game.play(chooser.choice(game.legal_moves()))
    assert one.reshuffles == two.reshuffles


def test_with_both_piles_empty_nothing_is_drawn_and_an_empty_hand_passes():
    # With the real deck this cannot happen (at most 86 cards can lie on cars and 30 in
    # hands, so the piles always hold 6 or more); the engine still handles it.
    game = race(2, hands={0: ["250"], 1: ["250"]})
    game._draw.clear()
    game._discard.clear()
    game.play(speed("250"))  # seat 0; seat 1 draws nothing
    assert game.hand_sizes == [5, 5]
    assert game.history[-1].log[-2:] == [{"what": "no_draw", "seat": 1},
                                         {"what": "turn", "seat": 1, "owed": 0}]
    game._hands[0].clear()
    event = game.play(speed("250"))  # seat 1; seat 0 has nothing: its turn passes
    assert event.log[-4:] == [{"what": "no_draw", "seat": 0}, {"what": "no_card", "seat": 0},
                              {"what": "no_draw", "seat": 1},
                              {"what": "turn", "seat": 1, "owed": 0}]
    assert game.turn == 1


def test_a_pit_stop_dealt_must_be_exposed_first():
    game = race(3, hands={1: ["pit-fuel", "250"]})
    game.play(discard("fuel"))
    assert game.legal_moves() == [pit("pit-fuel")]
    error = game.why_not(speed("250"))
    assert error.code == "must_expose_pit_stop"
    assert error.params["pit_stops"] == ["pit-fuel"]
    assert str(error) == "You hold a pit stop (refuelling): put it on your car first."
    event = game.play(pit("pit-fuel"))
    assert game.cars[1].pit_stops == ["pit-fuel"]
    assert event.play == "pit-stop" and event.card == "pit-fuel"


def test_a_drawn_pit_stop_is_seen_by_all_and_must_be_exposed():
    game = race(2, draws={1: ["pit-oil"]})
    event = game.play(discard("fuel"))
    assert event.drawn_pit_stop == "pit-oil"
    assert event.to_dict()["drawn_pit_stop"] == "pit-oil"
    assert game.view(0)["hand_pit_stops"] == [0, 1]
    assert game.legal_moves() == [pit("pit-oil")]


def test_several_pit_stops_in_hand_one_per_turn_any_of_them():
    game = race(2, hands={0: ["pit-fuel", "pit-oil", "pit-fuel"]})
    assert game.legal_moves() == [pit("pit-fuel"), pit("pit-oil")]
    game.play(pit("pit-oil"))
    game.play(discard("fuel"))
    assert game.legal_moves() == [pit("pit-fuel")]


def test_a_pit_stop_cannot_be_discarded_nor_a_race_hour():
    game = race(2, hands={0: ["pit-fuel", "race-hour"]})
    assert game.why_not(discard("pit-fuel")).code == "pit_stop_discard"
    game.play(pit("pit-fuel"))
    game.play(discard("fuel"))
    error = game.why_not(discard("race-hour"))
    assert error.code == "race_hour_discard"


def test_each_play_kind():
    game = race(3, hands={0: ["250", "race-hour", "lap-record"], 1: ["misfire", "joker"],
                          2: ["pit-fuel", "fuel"]})
    event = game.play(speed("250"))
    assert (event.play, event.card, event.km, game.cars[0].km) == ("speed", "250", 250, 250)
    event = game.play(incident("misfire", 2))
    assert event.target == 2 and event.target_car == 2
    assert "misfire" in game.cars[2].incidents
    # Cleo's turns are lost: Ana plays again
    assert [e["what"] for e in event.log] == ["lost_turn", "draw", "turn"]
    event = game.play(RACE_HOUR)
    assert game.hour == 2 and event.log[:2] == [
        {"what": "discard", "card": "race-hour", "why": "race_hour", "car": 0},
        {"what": "hour", "hour": 2}]
    event = game.play(discard("joker"))
    # Cleo's 2nd lost turn follows Ben's play and sends the misfire to the discard pile
    assert event.discarded == [{"card": "joker", "why": "discard"},
                               {"card": "misfire", "why": "misfire_over"}]
    assert event.to_dict()["lost_turns"] == [{"seat": 2, "misfire": 2}]
    event = game.play(LAP_RECORD)  # Ana
    assert game.turn == 0 and game.owed_turns == 1
    assert event.log[-3] == {"what": "extra_turn", "seat": 0, "owed": 1}
    game.play(discard("fuel"))
    assert game.turn == 0 and game.owed_turns == 0
    game.play(discard("fuel"))
    assert game.turn == 1
    game.play(discard("fuel"))  # Ben
    game.play(pit("pit-fuel"))  # Cleo, who held it since the deal
    assert game.cars[2].pit_stops == ["pit-fuel"]
    game.play(discard("fuel"))  # Ana
    game.play(discard("fuel"))  # Ben
    event = game.play(bonus("fuel"))  # Cleo
    assert event.discarded == [{"card": "pit-fuel", "why": "covered"},
                               {"card": "fuel", "why": "covered"}]
    assert game.cars[2].pit_stops == []


def test_the_joker_play():
    game = race(2, hands={0: ["pit-oil", "joker"]})
    game.play(pit("pit-oil"))
    game.play(discard("fuel"))
    event = game.play(JOKER)
    assert event.discarded == [{"card": "pit-oil", "why": "joker"},
                               {"card": "joker", "why": "joker"}]


def test_a_card_not_in_hand_or_of_the_wrong_family_is_refused():
    game = race(2, hands={0: ["250", "fuel"]})
    assert game.why_not(speed("350")).code == "not_in_hand"
    assert str(game.why_not(speed("350"))) == "Ana holds no such card: Speed 350 km."
    assert game.why_not(speed("fuel")).code == "wrong_family"
    assert game.why_not(incident("250", 1)).code == "wrong_family"
    assert game.why_not(pit("fuel")).code == "wrong_family"
    assert game.why_not(bonus("250")).code == "wrong_family"


def test_joker_and_lap_record_have_their_own_plays():
    game = race(2, hands={0: ["joker", "lap-record"]})
    assert game.why_not(bonus("joker")).code == "use_own_play"
    assert game.why_not(bonus("lap-record")).code == "use_own_play"


def test_the_race_hour_joker_and_lap_record_may_name_their_card():
    game = race(2, hands={0: ["race-hour"], 1: ["lap-record"]})
    game.play({"play": "race-hour", "card": "race-hour"})
    assert game.why_not({"play": "lap-record", "card": "joker"}).code == "card_mismatch"
    game.play({"play": "lap-record", "card": "lap-record", "seat": 1})
    with pytest.raises(IllegalMove) as error:
        game.play({"play": "race-hour", "card": "lap-record"})
    assert error.value.code == "card_mismatch"
