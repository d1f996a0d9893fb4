"""Rules page, Setup 5: who plays first, and the seat order that follows."""

import pytest

from timekeeper.twentyfourseven import Deal, Game, first_by_age, seat_order


def test_the_age_closest_to_24_starts():
    assert first_by_age([40, 12, 25, 9]) == 2
    assert first_by_age([10, 38]) == 0  # 14 from 24 both: the earlier seat


def test_the_first_player_takes_seat_0_and_the_table_order_is_kept():
    assert seat_order(["Ana", "Ben", "Chloé", "Dev"], 2) == ["Chloé", "Dev", "Ana", "Ben"]
    assert seat_order(["Ana", "Ben"], 0) == ["Ana", "Ben"]
    with pytest.raises(ValueError):
        seat_order(["Ana", "Ben"], 2)


def test_partners_stay_opposite_whoever_starts():
    names = ["Ana", "Ben", "Chloé", "Dev"]  # Ana with Chloé, Ben with Dev
    for first in range(4):
        game = Game(seat_order(names, first), Deal.from_seed("x", 4), teams=True)
        partners = {frozenset((game.players[s], game.players[game.partner(s)])) for s in range(4)}
        assert partners == {frozenset(("Ana", "Chloé")), frozenset(("Ben", "Dev"))}
