"""Seeded games of every game, played through the protocol (with undos and, in Who Turned the
Clock?, turns left half-way), for tests/test_record_identity.py: their records must stay the
very same text as the records the engines wrote when the fixture was made.

    PYTHONPATH=py python3 tests/record_identity.py   # writes tests/fixtures/record_identity.json

The fixture was written by the engines before the protocol wrote records and undid moves in
one place (each game's own write_record and undo); write it again only when a rules page
changes its record format on purpose. ``undone`` is a digest of every event undo returned.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from timekeeper.core.registry import game_info

FIXTURE = Path(__file__).parent / "fixtures" / "record_identity.json"
GAMES_EACH = 30
MOVES = {"twentyfourseven": [12, 25, 3000], "les24heures": [15, 40, 60],
         "hoursandghosts": [20, 60, 3000]}  # at most, each game picks one
NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay"]


def cases() -> list[dict]:
    """What each seeded game is: game, players, options, seed (None: an explicit deal), how
    many moves at most, and the chooser's seed."""
    found = []
    for number in range(GAMES_EACH):
        chooser = random.Random(f"identity {number}")
        for game_id, most in (("twentyfourseven", 4), ("les24heures", 6),
                              ("hoursandghosts", 4)):
            players = chooser.randint(2, most)
            options: dict = {}
            if game_id == "twentyfourseven" and players == 4 and chooser.random() < 0.5:
                options["teams"] = True
            if game_id == "les24heures":
                options["hours"] = chooser.choice([12, 24])
                if players in (4, 6) and chooser.random() < 0.4:
                    options["teams"] = 2
                if chooser.random() < 0.15:
                    options = {"cup": True}
                if number % 10 == 5:  # a whole 12-hour race: the draw pile is reshuffled
                    players, options = 2, {"hours": 12}
            found.append({
                "game": game_id, "players": players, "options": options,
                "seed": None if number % 7 == 3 else f"identity {game_id} {number}",
                "moves": 400 if game_id == "les24heures" and number % 10 == 5
                else chooser.choice(MOVES[game_id]),
                "chooser": f"{game_id} {number}",
            })
    return found


def new_game(case: dict):
    info = game_info(case["game"])
    names = NAMES[:case["players"]]
    game = info.new_game(names, case["options"], seed=case["seed"] or "explicit deal")
    if case["seed"] is None:  # the same deal, written out: a record without a seed
        deal = _deal_words(game)
        game = info.new_game(names, case["options"], deal=deal)
    return game


def _deal_words(game) -> list:
    if game.GAME_ID == "twentyfourseven":
        d = game.deal
        tiles = [d.start, *d.removed, *[t for hand in d.hands for t in hand], *d.bag]
        return [str(tile) for tile in tiles]
    if game.GAME_ID == "les24heures":
        return list(game.deck)
    d = game.deal
    return [str(card) for hand in d.hands for card in hand] + [str(c) for c in d.pile]


def play(case: dict):
    """The game of ``case`` played: random legal moves, an undo now and then; returns the
    game and a digest of every event undo returned."""
    game = new_game(case)
    chooser = random.Random(case["chooser"])
    undone = hashlib.sha256()
    for _ in range(case["moves"]):
        if game.finished:
            break
        if chooser.random() < 0.08 and (game.history or game.steps_in_progress()):
            event = game.undo()
            undone.update(json.dumps(event.to_dict(), sort_keys=True).encode())
            continue
        game.play(chooser.choice(game.legal_moves()))
    return game, undone.hexdigest()


def write_fixture() -> None:
    entries = []
    for case in cases():
        game, undone = play(case)
        entries.append(json.dumps({"case": case, "record": game.to_record(), "undone": undone},
                                  separators=(",", ":"), ensure_ascii=False))
    FIXTURE.write_text("[\n" + ",\n".join(entries) + "\n]\n", encoding="utf-8")


if __name__ == "__main__":
    write_fixture()
