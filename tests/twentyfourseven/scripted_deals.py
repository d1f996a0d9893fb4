"""Explicit 24/7 deals that let a test script every placement."""

from __future__ import annotations

from collections import Counter

from timekeeper.twentyfourseven import Deal, Game
from timekeeper.twentyfourseven.deal import TILE_SET, rack_size


def scripted_deal(start: int, plays: list[int], players: int = 2, spare: list[int] = ()) -> Deal:
    """A deal where seat k % players holds, when its turn comes, the tile of play k.

    Racks start with each seat's first plays and every draw brings that seat's next one
    (assuming no seat is skipped). ``spare`` tiles go first into the rack of the seat that
    plays after the script (then the next seats'); the rest of the 40 tiles fill racks, the
    removed three and the bag's end.
    """
    size = rack_size(players)
    by_seat = [plays[seat::players] for seat in range(players)]
    rest = Counter(TILE_SET)
    rest.subtract([start, *plays, *spare])
    if any(count < 0 for count in rest.values()):
        raise ValueError("more than four of a value")
    filler = list(spare) + sorted(rest.elements(), reverse=True)
    hands = [by_seat[seat][:size] for seat in range(players)]
    for step in range(players):
        hand = hands[(len(plays) + step) % players]
        while len(hand) < size:
            hand.append(filler.pop(0))
    bag = []
    for k in range(len(plays)):
        seat, j = k % players, k // players
        later = by_seat[seat][j + size : j + size + 1]
        bag.append(later[0] if later else filler.pop(0))
    removed, bag_end = filler[:3], filler[3:]
    return Deal(start=start, removed=removed, hands=hands, bag=bag + bag_end)


def scripted_game(start, moves, players=2, teams=False, names=None, spare=()) -> Game:
    """A game whose deal lets ``moves`` [(tile, cell), ...] be played in order; plays them."""
    deal = scripted_deal(start, [tile for tile, _ in moves], players, spare)
    game = Game(names or [f"P{i + 1}" for i in range(players)], deal, teams=teams)
    for tile, cell in moves:
        game.place(tile, cell)
    return game
