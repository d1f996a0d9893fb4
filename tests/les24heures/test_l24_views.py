"""What each seat sees (``view``), the public view, the helpers the page needs
(``destinations``, ``why_not``) and the events' public face."""

import json
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from l24_support import (
    NAMES,
    RACE_HOUR,
    discard,
    idle,
    incident,
    pit,
    race,
    random_race,
    sensible_move,
    speed,
)

from timekeeper.les24heures import IllegalMove, new_game, seeded_deck

VIEW_KEYS = {"game", "seat", "players", "turn", "finished", "hand", "hand_sizes", "cars",
             "hour", "last_hour", "night", "draw_count", "discard_count", "discard_top",
             "owed_turns", "history"}
CAR_KEYS = {"seats", "km", "piles", "speed_cards", "pit_stops", "incidents", "tyre_change",
            "stopped", "why_stopped", "allowed_max", "allowed_max_why", "last_350_thousand"}


def test_a_view_has_the_table_and_only_its_own_hand():
    game = random_race(40, players=3, stop_after=30)
    view = game.view(1)
    assert VIEW_KEYS <= set(view)
    assert CAR_KEYS <= set(view["cars"][0])
    assert view["game"] == "les24heures" and view["seat"] == 1
    assert view["hand"] == game.hand(1)
    assert view["hand_sizes"] == game.hand_sizes
    assert json.loads(json.dumps(view)) == view
    public = game.view_public()
    assert "hand" not in public and public["seat"] is None
    assert "seed" not in public  # the seed would give away the deck


def test_the_seed_is_shown_once_the_race_is_over():
    game = random_race(41, players=2)
    assert game.view(0)["seed"] == "race 41"
    assert game.view(0)["places"] and game.view(0)["result"]["ending"] == "finish"


def test_views_check_the_seat():
    game = new_game(NAMES[:3], {}, seed="v")
    for seat in (-1, 3, True, "0", None):
        with pytest.raises(IllegalMove) as error:
            game.view(seat)
        assert error.value.code == "no_such_seat"
    with pytest.raises(IllegalMove):
        game.hand(-1)


def test_the_history_never_names_a_drawn_card_but_a_pit_stop():
    game = random_race(42, players=4)
    for event in game.view(0)["history"]:
        for entry in event["log"]:
            if entry["what"] == "draw" and "card" in entry:
                assert entry["card"].startswith("pit-")


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 6), st.integers(1, 40))
def test_the_draw_pile_order_beyond_the_next_card_does_not_show(seed, players, moves):
    deck = seeded_deck(str(seed))
    chooser = random.Random(seed)
    known = 5 * players + moves + 1  # dealt, drawn during ``moves`` plays, and the next
    other = deck[:known] + chooser.sample(deck[known:], len(deck) - known)
    one = new_game(NAMES[:players], {}, deal=deck)
    two = new_game(NAMES[:players], {}, deal=other)
    for _ in range(moves):
        for seat in range(players):
            assert one.view(seat) == two.view(seat)
        if one.turn is None:
            break
        move = sensible_move(one, chooser)
        one.play(move)
        two.play(move)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 6), st.data())
def test_another_seats_hand_does_not_show(seed, players, data):
    deck = seeded_deck(str(seed))
    dealt = 5 * players
    theirs = data.draw(st.sampled_from([k for k in range(dealt) if k % players == 1]))
    far = data.draw(st.integers(dealt + 2, len(deck) - 1))
    # a pit stop's back is marked: how many a hand holds is public
    assume(not deck[theirs].startswith("pit-") and not deck[far].startswith("pit-"))
    assume(deck[theirs] != deck[far])
    swapped = list(deck)
    swapped[theirs], swapped[far] = deck[far], deck[theirs]
    one = new_game(NAMES[:players], {}, deal=deck)
    two = new_game(NAMES[:players], {}, deal=swapped)
    for seat in range(players):
        if seat != 1:
            assert one.view(seat) == two.view(seat)
    move = sensible_move(one, random.Random(seed))  # seat 0 plays; seat 1 draws
    one.play(move)
    two.play(move)
    assert one.view(0) == two.view(0)
    assert one.view(1) != two.view(1)


def test_destinations_of_a_speed_card_at_night_and_of_an_incident():
    game = race(3, hands={0: ["350", "misfire", "race-hour"]})
    game.hour = 8
    where = game.destinations("350")
    assert where["own_car"] is False and where["discard_pile"] is True
    assert where["why_not"]["own_car"]["code"] == "night_350"
    assert where["why_not"]["own_car"]["message"] == "No 350 at night (hour 8)."
    assert where["other_cars"] == []
    assert where["why_not"]["cars"]["1"]["code"] == "not_an_incident"
    assert where["moves"] == [discard("350")]
    where = game.destinations(1)  # by its index in the hand
    assert where["card"] == "misfire"
    assert where["other_cars"] == [1, 2] and not where["own_car"]
    assert where["why_not"]["own_car"]["code"] == "own_car"
    assert where["moves"] == [incident("misfire", 1), incident("misfire", 2),
                              discard("misfire")]
    where = game.destinations("race-hour")
    assert where["discard_pile"] and not where["own_car"]
    assert where["moves"] == [RACE_HOUR]
    with pytest.raises(IllegalMove):
        game.destinations(9)
    with pytest.raises(IllegalMove):
        game.destinations("fuul")


def test_destinations_when_a_pit_stop_must_be_exposed():
    game = race(2, hands={0: ["pit-oil", "250"]})
    where = game.destinations("250")
    assert where["why_not"]["own_car"]["code"] == "must_expose_pit_stop"
    assert where["why_not"]["discard_pile"]["code"] == "must_expose_pit_stop"
    where = game.destinations("pit-oil")
    assert where["own_car"] and not where["discard_pile"]
    assert where["why_not"]["discard_pile"]["code"] == "pit_stop_discard"
    assert where["moves"] == [pit("pit-oil")]


def test_why_not_gives_the_reason_and_changes_nothing():
    game = race(3, hands={0: ["speed-limit", "speed-limit"]})
    game.play(incident("speed-limit", 2))
    idle(game)
    idle(game)
    before = game.view(0), game.to_record()
    error = game.why_not(incident("speed-limit", 2))
    assert error.code == "incident_already"
    assert error.params == {"card": "speed-limit", "target": 2, "car": 2, "players": ["Cleo"]}
    assert game.why_not(incident("speed-limit", 1)) is None
    assert (game.view(0), game.to_record()) == before


def test_the_view_tells_incidents_tyres_and_piles():
    game = race(2, hands={0: ["250", "250", "350", "250"], 1: ["misfire", "oil-on-track"]})
    for card in ("250", "250", "350"):
        game.play(speed(card))
        idle(game)
    car = game.view(1)["cars"][0]
    assert car["km"] == 850 and car["piles"] == [[250, 250, 350]]
    assert car["last_350_thousand"] == 0 and car["allowed_max"] == 250
    assert car["tyre_change"] == "to_come" and not car["stopped"]
    game.play(speed("250"))
    game.play(incident("oil-on-track", 0))
    car = game.view(1)["cars"][0]
    assert car["incidents"] == [{"kind": "oil-on-track", "turns_left": 2}]
    assert car["allowed_max"] == 100
