"""Material and setup (rules page, "Material", "Competitors", "Setup"): the 122/118 cards,
seeded decks, explicit deals, dealing one at a time from seat 1, the first draw, options."""

from collections import Counter

import pytest
from l24_support import NAMES, deck_for, race

from timekeeper.core.registry import game_info
from timekeeper.core.seating import YOUNGEST, first_by_age, seat_order
from timekeeper.les24heures import (
    CARDS,
    DECK_SIZE,
    Game,
    RecordError,
    card_counts,
    full_deck,
    new_game,
    seeded_deck,
)
from timekeeper.les24heures.cards import FRENCH_NAMES, family


def test_the_deck_holds_122_cards_in_the_printed_counts():
    counts = card_counts(24)
    assert sum(counts.values()) == 122 == DECK_SIZE[24]
    assert {card: counts[card] for card in ("100", "150", "250", "350")} == {
        "100": 18, "150": 18, "250": 28, "350": 10}
    assert (counts["fuel"], counts["oil"], counts["tyres"], counts["joker"],
            counts["lap-record"]) == (10, 6, 6, 1, 1)
    assert (counts["pit-fuel"], counts["pit-oil"], counts["pit-rain"]) == (3, 2, 1)
    assert (counts["oil-on-track"], counts["speed-limit"], counts["misfire"]) == (2, 2, 2)
    assert counts["race-hour"] == 12
    assert set(FRENCH_NAMES) == set(CARDS)


def test_the_12_hour_deck_removes_4_race_hours():
    counts = card_counts(12)
    assert sum(counts.values()) == 118 == DECK_SIZE[12]
    assert counts["race-hour"] == 8
    assert Counter(full_deck(24)) - Counter(full_deck(12)) == Counter({"race-hour": 4})


def test_families():
    assert family("250") == "speed" and family("joker") == "bonus"
    assert family("pit-rain") == "pit-stop" and family("misfire") == "incident"
    assert family("race-hour") == "hour"


def test_a_seed_deals_the_same_deck_whatever_its_case_and_spaces():
    deck = seeded_deck("Class 5B")
    assert deck == seeded_deck(" class  5b ")
    assert deck != seeded_deck("class 5c")
    assert Counter(deck) == Counter(full_deck(24))
    assert new_game(["A", "B"], {}, seed="Class 5B").deck == deck


def test_a_known_seed_gives_a_pinned_deck():
    # pinned: core.rng's SplitMix64 over the canonical deck; must never change
    assert seeded_deck("timekeeper")[:8] == [
        "350", "pit-rain", "fuel", "tyres", "100", "fuel", "150", "100"]


def test_dealing_gives_deck_card_k_to_seat_k_mod_n_then_seat_1_draws():
    deck = seeded_deck("deal order")
    game = new_game(NAMES[:3], {}, deal=deck)
    for seat in range(3):
        expected = deck[seat:15:3]
        if seat == 0:
            expected = expected + [deck[15]]  # seat 1 (the dealer) has drawn: 6 cards
        assert game.hand(seat) == expected
    assert game.turn == 0
    assert game.hand_sizes == [6, 5, 5]
    assert game.draw_count == 122 - 16
    assert game.discard_count == 0 and game.discard_top is None
    assert game.hour == 1 and game.hour_shown == 1
    assert game.history == []


def test_the_first_draw_is_told_only_when_it_is_a_pit_stop():
    game = race(2, draws={0: ["pit-oil"]})
    assert game.opening == [{"what": "draw", "seat": 0, "card": "pit-oil"},
                            {"what": "turn", "seat": 0, "owed": 0}]
    game = race(2, draws={0: ["250"]})
    assert game.opening[0] == {"what": "draw", "seat": 0}


def test_an_explicit_deal_is_checked_word_by_word():
    deck = full_deck(24)
    with pytest.raises(RecordError) as error:
        new_game(["A", "B"], {}, deal=deck + ["fuel"])
    assert error.value.code == "deal_count"
    assert error.value.params == {"count": 123, "expected": 122, "hours": 24}
    with pytest.raises(RecordError) as error:
        new_game(["A", "B"], {}, deal=["fuul"] + deck[1:])
    assert error.value.code == "deal_word"
    assert error.value.params["word"] == '"fuul"' and error.value.params["position"] == 1
    with pytest.raises(RecordError) as error:
        new_game(["A", "B"], {}, deal=["fuel"] + deck[1:])  # one 100 too few
    assert error.value.code == "deal_cards"
    assert error.value.params == {"card": "100", "count": 17, "expected": 18}
    with pytest.raises(RecordError) as error:
        new_game(["A", "B"], {"hours": 12}, deal=deck)
    assert error.value.code == "deal_count" and error.value.params["expected"] == 118
    with pytest.raises(RecordError):
        new_game(["A", "B"], {}, deal=[250] + deck[1:])


def test_options_are_checked():
    for options, code in [({"hours": 13}, "option_hours"), ({"hours": 24.0}, "option_hours"),
                          ({"hours": True}, "option_hours"), ({"teams": 2}, "option_teams"),
                          ({"teams": "2"}, "option_teams"), ({"cup": 1}, "option_cup")]:
        with pytest.raises(RecordError) as error:
            new_game(NAMES[:3], options, seed="x")
        assert error.value.code == code, options
    with pytest.raises(RecordError) as error:
        new_game(["Ana"], {})
    assert error.value.where == "players"
    with pytest.raises(RecordError):
        new_game(NAMES + ["Gus"], {})


def test_a_race_without_seed_gets_a_fresh_one_and_the_registry_finds_the_engine():
    game = game_info("les24heures").new_game(["A", "B"])
    assert isinstance(game, Game) and game.seed and len(game.deck) == 122
    assert game_info("les24heures").game_class() is Game


def test_the_youngest_may_deal_and_the_order_around_the_table_is_kept():
    # docs/rules/les24heures.md, "Seats": the table picks the dealer, or the youngest deals
    assert game_info("les24heures").age_rule == YOUNGEST
    names = seat_order(["Ana", "Ben", "Cleo", "Dan"], first_by_age([30, 12, 9, 9], YOUNGEST))
    assert names == ["Cleo", "Dan", "Ana", "Ben"]
    game = new_game(names, {"teams": 2}, seed="x")
    assert game.turn == 0 and game.sides() == [[0, 2], [1, 3]]  # partners still opposite


def test_a_12_hour_race_ends_after_hour_12():
    game = new_game(["A", "B"], {"hours": 12}, seed="s")
    assert game.hours == 12 and len(game.deck) == 118
    assert game.view(0)["last_hour"] == 12


def test_deck_for_helper_scripts_hands_and_draws():
    deck = deck_for(2, hands={0: ["350"]}, draws={1: ["joker"]})
    game = new_game(["A", "B"], {}, deal=deck)
    assert game.hand(0)[0] == "350"
    game.play({"play": "discard", "card": "fuel"})
    assert game.hand(1)[-1] == "joker"
