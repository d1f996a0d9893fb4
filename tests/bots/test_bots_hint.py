"""Hints: the hard player's move, what it scores, and why, as codes with parameters."""

import json
import random

from bots_support import random_positions

from timekeeper.bots import choose, hint
from timekeeper.twentyfourseven import DOUBLE_TIME_CELLS

POSITIONS = random_positions(20, seed="hint")
CODES = {"sum7", "sum24", "24in7", "run", "set", "247", "double_time", "blocks_24",
         "no_24_left", "opens_24", "leaves_24", "reply", "look_ahead", "only_move",
         "no_score"}


def test_hint_is_the_hard_move_with_its_reasons():
    for number, game in enumerate(POSITIONS):
        view = game.view(game.turn)
        found = hint("twentyfourseven", view, random.Random(number))
        assert set(found) == {"move", "points", "reasons"}
        assert found["move"] == choose("twentyfourseven", view, "hard", random.Random(number))
        preview = game.preview(found["move"]["tile"], found["move"]["cell"])
        assert found["points"] == preview.points
        reasons = found["reasons"]
        assert {r["code"] for r in reasons} <= CODES
        combos = [r for r in reasons if r["code"] in {"sum7", "sum24", "24in7", "run", "set",
                                                      "247"}]
        assert combos == [{"code": c.kind, "length": c.length, "cells": list(c.cells),
                           "minutes": c.minutes} for c in preview.combos]
        assert sum(r["minutes"] for r in combos) == found["points"]
        doubled = found["move"]["cell"] in DOUBLE_TIME_CELLS and found["points"] > 0
        assert any(r["code"] == "double_time" for r in reasons) == doubled
        assert any(r["code"] == "reply" for r in reasons)
        assert any(r["code"] == "no_score" for r in reasons) == (
            found["points"] == 0 and len(game.legal_placements()) > 1)
        json.dumps(found)


def test_hint_names_the_twenty_fours_left_and_closed():
    seen = set()
    for number, game in enumerate(POSITIONS):
        found = hint("twentyfourseven", game.view(game.turn), random.Random(number))
        codes = {r["code"] for r in found["reasons"]}
        assert ("no_24_left" in codes) != bool(codes & {"opens_24", "leaves_24"})
        seen |= codes
        for reason in found["reasons"]:
            if reason["code"] in {"blocks_24", "opens_24", "leaves_24"}:
                assert reason["cells"] and all(isinstance(c, str) for c in reason["cells"])
    assert {"no_24_left", "leaves_24", "sum7"} <= seen
