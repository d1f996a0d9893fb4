"""Very long records of Who Turned the Clock? (rules page, "The emergency move": two players
whose rows are stuck may shift a card back and forth for ever), built for the long-game tests
(tests/hoursandghosts/test_hg_long_games.py, tests/ui/test_saves_resume.py) and the benchmark
bench/long_games.py: each player's first take places an hour at the end of the row where the
rest of the row can no longer be completed (17:00 or later in slot 0, 11:00 or earlier in
slot 6); then the two players shift that card one slot and back, turn after turn."""

from __future__ import annotations

import json

from timekeeper.hoursandghosts import Deal, Game
from timekeeper.hoursandghosts.cards import is_hour

PLAYERS = ["Ana", "Ben"]
SEP = (",", ":")  # compact JSON: 50,000 moves stay under the 1 MB record limit


def stuck_slot(card) -> int | None:
    """The end slot where the hour ``card``, alone in a row, leaves the row stuck for good
    (more free slots beside it than hours between it and that end of the row)."""
    if not is_hour(card):
        return None
    if card >= 17:
        return 0
    if card <= 11:
        return 6
    return None


def opening(seed: str) -> tuple[Deal, list[dict], list[int]] | None:
    """The deal of ``seed`` and the two opening turns that leave both rows stuck with one
    card at an end slot (those slots, by seat); None if a hand has no such hour."""
    deal = Deal.from_seed(seed, 2)
    game = Game(PLAYERS, deal)
    moves, ends = [], []
    for seat in (0, 1):
        hand = game.hand(game.neighbour(seat))
        found = [(i, stuck_slot(card)) for i, card in enumerate(hand)]
        found = [(i, slot) for i, slot in found if slot is not None]
        if not found:
            return None
        position, slot = found[0]
        move = {"take": position, "slot": slot}
        game.play_turn(move)
        moves.append(move)
        ends.append(slot)
    if any(game.stuck(seat) is None for seat in (0, 1)):
        return None
    return deal, moves, ends


def long_record(moves: int, seed: str = "long-games") -> dict:
    """A valid 2-player record of exactly ``moves`` moves (at least 2): the opening of the
    first seed (``seed``, ``seed-1``, ...) that has one, then emergency moves shifting each
    player's card one slot in and back out again. The game never ends."""
    found, tries = None, 0
    while found is None:
        found = opening(seed if tries == 0 else f"{seed}-{tries}")
        tries += 1
    deal, first, ends = found
    inward = {0: 1, 6: 5}
    shifts = []
    for number in range(moves - len(first)):
        end = ends[number % 2]
        inward_now = (number // 2) % 2 == 0  # each seat: in, back out, in, ...
        pair = [end, inward[end]] if inward_now else [inward[end], end]
        shifts.append({"shift": [pair]})
    return {"game": "hoursandghosts", "version": 1, "players": list(PLAYERS),
            "hands": [list(hand) for hand in deal.hands], "pile": list(deal.pile),
            "moves": (first + shifts)[:moves]}


def record_text(record: dict) -> str:
    return json.dumps(record, separators=SEP)


def save_text(record: dict) -> str:
    """A page save holding ``record`` (``ui.shell.saves``' format), compact."""
    save = {"format": 1, "game": record["game"], "record": record, "lang": "en",
            "handoff": True, "steps": []}
    return json.dumps(save, separators=SEP)
