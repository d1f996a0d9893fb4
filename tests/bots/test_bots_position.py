"""A 24/7 player's position rebuilt from its seat's view is the game's position: the same
legal placements and minutes, the same stones, and as many unseen tiles as the seat cannot
see."""

import random

from bots_support import TABLES

from timekeeper.bots.twentyfourseven.position import position_from_view
from timekeeper.twentyfourseven import CELLS, Deal, Game


def test_a_position_rebuilt_from_a_view_matches_the_game():
    for number in range(24):
        players, teams = TABLES[number % len(TABLES)]
        game = Game([f"P{i}" for i in range(players)], Deal.from_seed(f"view-{number}",
                                                                       players), teams=teams)
        rng = random.Random(number)
        for _ in range(rng.randrange(1, 30)):
            if game.finished:
                break
            game.place(*rng.choice(game.legal_placements()))
        if game.finished:
            continue
        pos = position_from_view(game.view(game.turn))
        assert [(v, CELLS[c]) for _, v, c in pos.moves()] == game.legal_placements()
        for minutes, v, c in pos.moves():
            assert minutes == game.preview(v, CELLS[c]).points
        assert sorted(CELLS[c] for c in pos.board.stoned_cells()) == game.out_of_time
        hidden = sum(pos.unseen)
        others = sum(game.rack_sizes) - len(game.rack(game.turn))
        assert hidden == others + game.bag_count + 3
