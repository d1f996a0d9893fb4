"""Helpers for the computer player tests: positions from seeded random games (2–4 players,
teams, every phase of the game), positions with one legal move or just after a skip, and a
second deal that differs from a game's only in what one seat cannot see."""

from __future__ import annotations

import random

from timekeeper.twentyfourseven import Deal, Game, IllegalMove
from timekeeper.twentyfourseven.deal import REMOVED_COUNT, rack_size

TABLES = [(2, False), (3, False), (4, False), (4, True)]


def random_game(seed: str, players: int = 2, teams: bool = False, moves: int | None = None,
                rng: random.Random | None = None) -> Game:
    """A game from the deal of ``seed`` with ``moves`` uniformly random placements played
    (all of them, to the end, if None)."""
    rng = rng or random.Random(seed)
    game = Game([f"P{i + 1}" for i in range(players)], Deal.from_seed(seed, players),
                teams=teams)
    while not game.finished and (moves is None or len(game.history) < moves):
        tile, cell = rng.choice(game.legal_placements())
        game.place(tile, cell)
    return game


def random_positions(count: int, seed: str = "pos") -> list[Game]:
    """``count`` unfinished games at every stage, on every kind of table."""
    rng = random.Random(seed)
    games = []
    number = 0
    while len(games) < count:
        players, teams = TABLES[number % len(TABLES)]
        full = random_game(f"{seed}-{number}", players, teams, rng=random.Random(number))
        depth = rng.randrange(len(full.history))
        game = random_game(f"{seed}-{number}", players, teams, depth, random.Random(number))
        if not game.finished:
            games.append(game)
        number += 1
    return games


def positions_where(test, count: int, seed: str = "where", limit: int = 3000) -> list[Game]:
    """Up to ``count`` unfinished positions of random games for which ``test(game)`` holds,
    each a fresh game replayed to that point."""
    found = []
    for number in range(limit):
        players, teams = TABLES[number % len(TABLES)]
        rng = random.Random(number)
        game = Game([f"P{i + 1}" for i in range(players)],
                    Deal.from_seed(f"{seed}-{number}", players), teams=teams)
        while not game.finished:
            if test(game):
                found.append(random_game(f"{seed}-{number}", players, teams,
                                         len(game.history), random.Random(number)))
                break
            tile, cell = rng.choice(game.legal_placements())
            game.place(tile, cell)
        if len(found) >= count:
            break
    return found


def is_legal(game: Game, move: dict) -> bool:
    return game.why_not(move) is None and set(move) <= {"tile", "cell", "show"}


def hidden_shuffle(game: Game, seat: int, rng: random.Random, tries: int = 50) -> Game | None:
    """The same game for ``seat``'s eyes: the tiles ``seat`` cannot see now (the other racks,
    the removed tiles, the bag still to draw) dealt differently, the same moves replayed and
    the same view for ``seat``; None if no such deal turned up (a different rack would have
    changed who was skipped). The new deal differs from the old one."""
    for _ in range(tries):
        other = _shuffled_copy(game, seat, rng)
        if other is not None and other.deal.tiles() != game.deal.tiles() \
                and other.view(seat) == game.view(seat):
            return other
    return None


def _shuffled_copy(game: Game, seat: int, rng: random.Random) -> Game | None:
    deal = game.deal
    players = len(game.players)
    size = rack_size(players)
    tiles = deal.tiles()
    # slot -> who holds its tile now: "removed", a seat, "bag", or "board"
    holder: dict[int, object] = {1 + i: "removed" for i in range(REMOVED_COUNT)}
    racks: list[list[int]] = []
    at = 1 + REMOVED_COUNT
    for s in range(players):
        racks.append(list(range(at, at + size)))
        for slot in racks[-1]:
            holder[slot] = s
        at += size
    bag_slots = list(range(at, len(tiles)))
    for slot in bag_slots:
        holder[slot] = "bag"
    drawn = 0
    for turn in game.history:
        slot = next(x for x in racks[turn.seat] if tiles[x] == turn.tile)
        racks[turn.seat].remove(slot)
        holder[slot] = "board"
        if turn.drew:
            new = bag_slots[drawn]
            drawn += 1
            racks[turn.seat].append(new)
            holder[new] = turn.seat
    hidden = [slot for slot, who in holder.items() if who not in ("board", seat)]
    values = [tiles[slot] for slot in hidden]
    rng.shuffle(values)
    order = list(tiles)
    for slot, value in zip(hidden, values, strict=True):
        order[slot] = value
    other = Game(list(game.players), Deal.from_tiles(order, players), teams=game.teams)
    try:
        for turn in game.history:
            if other.turn != turn.seat:
                return None
            other.place(turn.tile, turn.cell, show=turn.shown)
    except IllegalMove:
        return None
    return other
