"""Helpers for the Who Turned the Clock? tests: deals written card by card, positions set up
directly, random games, and the replay command as a subprocess."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

from timekeeper.hoursandghosts import GHOST, HOUR_CARDS, Deal, Game
from timekeeper.hoursandghosts.cards import ghosts_used, pile_size

ROOT = Path(__file__).resolve().parents[2]
RECORDS = Path(__file__).resolve().parent / "records"
NAMES = ["Chloé", "Lucas", "Martin", "Nicolas"]


def make_deal(players: int = 2, hands=(), pile=()) -> Deal:
    """A whole deal whose hands start with ``hands[seat]`` and whose pile starts with
    ``pile``. The other hour cards fill the hands (smallest first) then the pile; ghosts not
    written go to the right end of the hands, last seat first."""
    hands = [list(hand) for hand in hands] + [[] for _ in range(players - len(hands))]
    ghosts = ghosts_used(players) - sum(hand.count(GHOST) for hand in hands)
    rest = Counter(HOUR_CARDS)
    rest.subtract(card for hand in hands for card in hand if card != GHOST)
    rest.subtract(pile)
    if any(count < 0 for count in rest.values()) or ghosts < 0:
        raise ValueError("more cards than the game has")
    filler = sorted(rest.elements())
    reserved = [0] * players
    for seat in reversed(range(players)):
        reserved[seat] = min(ghosts, 7 - len(hands[seat]))
        ghosts -= reserved[seat]
    for seat, hand in enumerate(hands):
        while len(hand) < 7 - reserved[seat]:
            hand.append(filler.pop(0))
        hand.extend([GHOST] * reserved[seat])
    deal = Deal(hands, list(pile) + filler)
    assert len(deal.pile) == pile_size(players)
    deal.validate()
    return deal


def make_game(players: int = 2, hands=(), pile=()) -> Game:
    return Game(NAMES[:players], make_deal(players, hands, pile))


def set_table(game: Game, *, hands=None, rows=None, pile=None, turn=None) -> Game:
    """Put the table in a chosen position (rule tests only: the deal no longer accounts for
    every card). ``hands``/``rows`` map a seat to its cards or its 7 slots."""
    t = game._t
    for seat, hand in (hands or {}).items():
        t.hands[seat] = list(hand)
    for seat, row in (rows or {}).items():
        assert len(row) == 7
        t.rows[seat] = list(row)
    if pile is not None:
        t.pile = list(pile)
    if turn is not None:
        t.turn = turn
    return game


def random_game(seed: int, players: int | None = None, max_steps: int = 2000,
                check_all: bool = False, on_step=None) -> Game:
    """A game played by choosing uniformly among ``legal_moves()``; with ``check_all`` every
    listed move is first checked to be accepted. ``on_step(game, move)`` runs after each."""
    rnd = random.Random(seed)
    players = players or rnd.choice([2, 3, 4])
    game = Game(NAMES[:players], Deal.from_seed(f"property {seed}", players))
    for _ in range(max_steps):
        if game.finished:
            break
        moves = game.legal_moves()
        assert moves, "a game that goes on always has a legal move"
        if check_all:
            for move in moves:
                assert game.why_not(move) is None, move
        move = rnd.choice(moves)
        game.play(move)
        if on_step is not None:
            on_step(game, move)
    return game


def all_cards(game: Game) -> Counter:
    """Every card on the table: hands, rows, pile, box, and the card just taken while it
    waits for its slot."""
    t = game._t
    cards = Counter([game.pending["card"]] if game.pending else [])
    for hand in t.hands:
        cards.update(hand)
    for row in t.rows:
        cards.update(hour for hour in row if hour is not None)
    cards.update(t.pile)
    cards.update(t.boxed)
    return cards


def run_replay(path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run(
        [sys.executable, "-m", "timekeeper", "replay", str(path)],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=60,
    )


def write_json(path: Path, data) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path
