"""The fast two-player race (``research/les24heures_sim.py``) used to tune the hard player:
it follows the engine move for move, its medium and hard policies choose what the players
choose (ties apart), and it weighs with the hard player's own weights."""

import random

import pytest

from research import les24heures_sim as fast
from timekeeper.bots import choose
from timekeeper.bots.les24heures import hard
from timekeeper.bots.les24heures.hard import decide
from timekeeper.bots.les24heures.players import play_medium
from timekeeper.bots.les24heures.position import position_from_view
from timekeeper.les24heures import new_game

pytestmark = pytest.mark.research

LEVELS = ("easy", "medium", "hard")


def seen_state(sim: fast.Sim) -> tuple:
    return (sim.km, sorted(sim.hands[sim.turn]), sim.pits, sim.tyres, sim.oil, sim.mis,
            sim.lim, sim.hour, sim.owed, sim.turn, sorted(sim.discard), len(sim.draw))


def sim_of(game) -> fast.Sim:
    """The race as a Sim with every card where it is (only a test may look)."""
    sim, unseen, _pits = fast.base_sim(game.view(game.turn))
    other = 1 - game.turn
    sim.hands[other] = [fast.CODE[card] for card in game.hand(other)]
    sim.draw = [fast.CODE[card] for card in game._draw]
    assert sorted(unseen) == sorted(sim.hands[other] + sim.draw)
    return sim


def races(count: int, seed: str):
    """Two-player races played by a mix of the levels, position by position."""
    for number in range(count):
        game = new_game(["A", "B"], {}, seed=f"{seed}-{number}")
        rng = random.Random(number)
        while not game.finished:
            yield game
            level = LEVELS[rng.randrange(3)]
            game.play(choose("les24heures", game.view(game.turn), level, rng))


def test_the_sim_follows_the_engine():
    compared = 0
    for number in range(12):
        game = new_game(["A", "B"], {}, seed=f"fast-{number}")
        rng = random.Random(number)
        sim = sim_of(game)
        sim.rng = random.Random(0)
        while not game.finished and not game.reshuffles:
            move = choose("les24heures", game.view(game.turn), LEVELS[rng.randrange(3)], rng)
            game.play(move)
            sim.play(*fast.move_code(move))
            assert sim.over == game.finished
            if game.finished or game.reshuffles:
                break
            assert seen_state(sim) == seen_state(sim_of(game))
            compared += 1
    assert compared > 1000


def test_the_policies_choose_what_the_players_choose():
    checked = 0
    for game in races(6, "fast-policy"):
        view = game.view(game.turn)
        pos = position_from_view(view)
        sim, _unseen, _pits = fast.base_sim(view)
        sim.rng = random.Random(1)
        medium = play_medium(pos, random.Random(2))
        code = fast.medium_policy(sim, sim.turn)
        assert fast.move_code(medium) == code or (medium["play"] == "discard" and code[1])
        hard = fast.move_code(decide(pos, random.Random(2))["move"])
        if fast._pit_in_hand(sim.hands[sim.turn]) >= 0:
            assert fast.weighed_policy(sim, sim.turn) == hard
        else:
            weights = {option[1:]: option[0] for option in fast.weighed_options(sim, sim.turn)}
            assert abs(weights[hard] - max(weights.values())) < 1e-6
        checked += 1
    assert checked > 500


def test_fast_duel():
    result = fast.duel_fast(fast.weighed_policy, fast.medium_policy, 5, "shape")
    assert result["games"] == 10
    assert result["wins"] + result["losses"] + result["draws"] == 10
    assert result == fast.duel_fast(fast.weighed_policy, fast.medium_policy, 5, "shape")


def test_the_sim_weighs_with_the_hard_players_own_weights():
    """Imported, never copied: a weight changed in hard.py is the weight the tuning plays."""
    assert fast.P is hard.W
