"""Helpers for the Les 24 Heures tests: stacked decks that let a test script the hands and
the draws, random races, the replay command as a subprocess."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

from timekeeper.les24heures import Game, card_counts, new_game

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]

# Cards that fill hands and draws nobody scripted: harmless ones first, pit stops (which force
# a play) last, deep in the draw pile.
FILLER_ORDER = ["fuel", "oil", "tyres", "250", "150", "100", "350", "race-hour",
                "oil-on-track", "speed-limit", "misfire", "joker", "lap-record",
                "pit-fuel", "pit-oil", "pit-rain"]
DISCARD_ORDER = ["100", "150", "350", "250", "fuel", "oil", "tyres", "oil-on-track",
                 "speed-limit", "misfire", "joker", "lap-record"]


def deck_for(players: int, hands: dict | None = None, draws: dict | None = None,
             hours: int = 24) -> list[str]:
    """A whole deck in draw order: seat s is dealt ``hands[s]`` (filled up to 5), and the
    k-th draw of the race (k from 0: seat 0's first draw, then seat 1's, …, assuming no lost
    or extra turn) brings ``draws[k % players][k // players]``; everything else is filler."""
    hands = hands or {}
    draws = draws or {}
    left = Counter(card_counts(hours))
    scripted = [card for cards in hands.values() for card in cards]
    scripted += [card for cards in draws.values() for card in cards if card is not None]
    left.subtract(scripted)
    if any(count < 0 for count in left.values()):
        raise ValueError(f"more cards than the deck holds: {+left - left}")
    filler = [card for card in FILLER_ORDER for _ in range(left[card])]
    full_hands = [list(hands.get(seat, [])) for seat in range(players)]
    for hand in full_hands:
        while len(hand) < 5:
            hand.append(filler.pop(0))
    deck = [full_hands[k % players][k // players] for k in range(5 * players)]
    longest = max((len(cards) for cards in draws.values()), default=0)
    for k in range(longest * players):
        seat_draws = draws.get(k % players, [])
        card = seat_draws[k // players] if k // players < len(seat_draws) else None
        deck.append(card if card is not None else filler.pop(0))
    return deck + filler


def race(players: int = 2, hands=None, draws=None, hours: int = 24, teams: int = 0,
         names=None, seed=None) -> Game:
    """A race dealt from ``deck_for``."""
    return new_game((names or NAMES)[:players], {"hours": hours, "teams": teams},
                    deal=deck_for(players, hands, draws, hours), seed=seed)


def play_all(game: Game, moves) -> list:
    """Play each move (dict) in order; returns the events."""
    return [game.play(move) for move in moves]


def speed(card: str) -> dict:
    return {"play": "speed", "card": card}


def discard(card: str) -> dict:
    return {"play": "discard", "card": card}


def incident(card: str, target: int) -> dict:
    return {"play": "incident", "card": card, "target": target}


RACE_HOUR = {"play": "race-hour"}
JOKER = {"play": "joker"}
LAP_RECORD = {"play": "lap-record"}


def pit(card: str) -> dict:
    return {"play": "pit-stop", "card": card}


def bonus(card: str) -> dict:
    return {"play": "bonus", "card": card}


def random_race(seed: int, players: int = 3, teams: int = 0, hours: int = 24,
                chooser: random.Random | None = None, cup: bool = False,
                stop_after: int | None = None) -> Game:
    """A race from seed ``seed`` played with uniformly random legal moves (to the end, or
    ``stop_after`` moves)."""
    chooser = chooser or random.Random(seed)
    game = new_game(NAMES[:players], {"hours": hours, "teams": teams, "cup": cup},
                    seed=f"race {seed}")
    while game.turn is not None and (stop_after is None or len(game.history) < stop_after):
        game.play(chooser.choice(game.legal_moves()))
    return game


def round_trip(game: Game) -> Game:
    """The game rebuilt from its record after a JSON round trip."""
    return Game.from_record(json.loads(json.dumps(game.to_record())))


def state(game: Game) -> tuple:
    """Everything that makes the race what it is now (for equality checks)."""
    return (
        [list(hand) for hand in game._hands], list(game._draw), list(game._discard),
        [car.copy_state() for car in game.cars], game.hour, game.turn, game.owed_turns,
        game.reshuffles, [event.to_dict() for event in game.history], game.opening,
    )


def card_places(game: Game) -> Counter:
    """Every card of the race wherever it is: hands, draw pile, discard pile, cars."""
    cards = [card for hand in game._hands for card in hand]
    cards += game._draw
    cards += game._discard
    for car in game.cars:
        cards += [str(value) for value in car.speed_cards]
        cards += car.pit_stops
        cards += car.incidents  # the kinds (the values are what is left of each)
    return Counter(cards)


def run_replay(path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run(
        [sys.executable, "-m", "timekeeper", "replay", str(path)],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=60,
    )


def write_json(directory: Path, data, name: str = "race.json") -> Path:
    path = directory / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def idle(game: Game) -> dict:
    """The seat to play marks time: discards its most harmless card (fuel first, speed cards
    late) if it can, else plays its first legal move. Returns the move."""
    moves = game.legal_moves()
    discards = sorted((m for m in moves if m["play"] == "discard"),
                      key=lambda m: FILLER_ORDER.index(m["card"]))
    move = discards[0] if discards else moves[0]
    game.play(move)
    return move


def finish(game: Game, chooser: random.Random) -> Game:
    """Play ``game`` to the end with random legal moves."""
    while game.turn is not None:
        game.play(chooser.choice(game.legal_moves()))
    return game


def sensible_move(game: Game, chooser: random.Random) -> dict:
    """A move a plain player might make: cover or repair, expose the biggest speed card,
    slow the leader down, turn the hour when ahead, else discard the least useful card."""
    moves = game.legal_moves()
    seat = game.turn
    own = game.car_of(seat)
    km = game.km
    leader = max(range(len(km)), key=lambda car: (km[car], -car))
    by_play = {}
    for move in moves:
        by_play.setdefault(move["play"], []).append(move)
    for play in ("pit-stop", "bonus", "joker"):
        if play in by_play:
            return by_play[play][0]
    if "speed" in by_play:
        return max(by_play["speed"], key=lambda m: int(m["card"]))
    attacks = [m for m in by_play.get("incident", []) if game.car_of(m["target"]) == leader]
    if attacks and chooser.random() < 0.7:
        return attacks[0]
    if "race-hour" in by_play and (own == leader or chooser.random() < 0.3):
        return by_play["race-hour"][0]
    if "lap-record" in by_play:
        return by_play["lap-record"][0]
    if "discard" in by_play:
        return min(by_play["discard"], key=lambda m: DISCARD_ORDER.index(m["card"]))
    return chooser.choice(moves)


def sensible_race(seed: str, players: int = 3, teams: int = 0, hours: int = 24,
                  cup: bool = False) -> Game:
    """A race from ``seed`` played to the end with ``sensible_move``."""
    chooser = random.Random(seed)
    game = new_game(NAMES[:players], {"hours": hours, "teams": teams, "cup": cup}, seed=seed)
    while game.turn is not None:
        game.play(sensible_move(game, chooser))
    return game
