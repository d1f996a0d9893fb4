"""Landing on exactly 2,500 km (bots/les24heures/landing.py) and how the hard player uses it."""

import random
from itertools import combinations_with_replacement

import pytest

from timekeeper.bots import choose, hint
from timekeeper.bots.les24heures.landing import MAX_GAP, turns_to_land
from timekeeper.i18n import game_words
from timekeeper.les24heures import new_game

DRAW_100 = 18 / 122  # a 100 km card drawn (18 of the 122 cards)
DRAW_150 = 18 / 122


@pytest.mark.parametrize("gap, hand, turns", [
    (0, [], 0.0),
    (250, [250], 1.0),                 # the 250 lands at once
    (100, [], 1 / DRAW_100),           # waits for a 100
    (150, [], 1 / DRAW_150),           # only a 150: a 100 would leave 2,450 km
    (150, [100], 1 / DRAW_150),        # … so the 100 held does not help
    (200, [], 2 / DRAW_100),           # two 100s, one after the other
    # a turn draws before it plays: a second 100 lands in two turns, else the 100 now
    (200, [100], DRAW_100 * 2 + (1 - DRAW_100) * (1 + 1 / DRAW_100)),
])
def test_turns_to_land_follow_the_rule(gap, hand, turns):
    assert turns_to_land(gap, hand) == pytest.approx(turns, abs=0.01)


def test_a_card_more_never_costs_a_turn():
    """A card held can always be thrown away, so it never makes the landing longer."""
    for gap in range(0, MAX_GAP + 1, 50):
        if gap == 50:
            continue  # 2,450 km: never reached
        for size in range(5):
            for hand in combinations_with_replacement((100, 150, 250, 350), size):
                alone = turns_to_land(gap, list(hand))
                for card in (100, 150, 250, 350):
                    assert turns_to_land(gap, [*hand, card]) <= alone + 0.01


def position(km: int, hand: list[str]) -> dict:
    """Seat 0 to play in a two-player race, its car at ``km`` (all in 250s), ``hand`` held
    (six cards: the draw is made); the other car level with it."""
    game = new_game(["Ana", "Ben"], {}, seed="landing")
    view = game.view(game.turn)
    view["hand"] = hand
    for car in view["cars"]:
        car["km"] = km
        car["speed_cards"] = ["250"] * (km // 250)
    return view


def test_the_hard_player_keeps_a_landing_in_hand():
    # at 2,000 km with 350, 250, 250: the 350 is the biggest card, but it leaves 150 km
    # that none of the cards held can fill; a 250 leaves the other 250 to land
    view = position(2000, ["350", "250", "250", "race-hour", "fuel", "oil"])
    assert choose("les24heures", view, "medium", random.Random(0)) == {
        "play": "speed", "card": "350"}
    given = hint("les24heures", view, random.Random(0))
    assert given["move"] == {"play": "speed", "card": "250"}
    assert {"code": "reach_2500"} in given["reasons"]


def test_hints_say_how_long_the_landing_may_take():
    """In races of the hard player, some hints before 2,500 km name the turns the landing
    can be expected to take, in both languages."""
    words = game_words("les24heures")
    found = []
    rng = random.Random(7)
    for number in range(12):
        game = new_game(["Ana", "Ben"], {}, seed=f"landing-{number}")
        while not game.finished and len(found) < 3:
            view = game.view(game.turn)
            given = hint("les24heures", view, rng)
            landing = [r for r in given["reasons"] if r["code"] == "landing"]
            if landing:
                assert given["move"]["play"] == "speed"
                turns = landing[0]["turns"]
                assert turns >= 2
                found.append((given, turns))
            game.play(given["move"])
        if len(found) >= 3:
            break
    assert found
    for given, turns in found:
        assert f"in about {turns} turns" in words.hint_words("en", given)
        assert f"en {turns} tours environ" in words.hint_words("fr", given)
