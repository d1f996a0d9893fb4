"""Computer seats and hints at the table (timekeeper.ui.shell.computer, pure Python): the
optional record fields round-trip and are read forgivingly, the tablet passes only between
people, a person's undo takes back the computers' moves since their own, every game's
reader and the replay command accept records carrying the fields, and 24/7's hints are
said in words in both languages."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from timekeeper.bots import hint
from timekeeper.core.records import load_record
from timekeeper.core.registry import game_info
from timekeeper.i18n import text
from timekeeper.i18n.twentyfourseven import hint_words
from timekeeper.ui.shell.computer import (
    Seats,
    default_names,
    first_holder,
    needs_handoff,
    seats_from_record,
    undo_count,
)

ROOT = Path(__file__).resolve().parent.parent


def test_the_fields_round_trip_through_json():
    seats = Seats({1: "hard", 3: "easy"}, hints_on=False, hints_used={0: 2, 2: 0})
    fields = json.loads(json.dumps(seats.record_fields()))
    assert fields == {"computers": {"1": "hard", "3": "easy"},
                      "hints": {"on": False, "used": {"0": 2}}}
    again = seats_from_record(fields, 4)
    assert again.computers == {1: "hard", 3: "easy"}
    assert again.hints_on is False and again.hints_used == {0: 2}


def test_people_only_write_no_computers_field():
    fields = Seats().record_fields()
    assert "computers" not in fields and fields["hints"] == {"on": True, "used": {}}


def test_a_record_without_the_fields_is_people_with_hints_on():
    seats = seats_from_record({"game": "twentyfourseven"}, 2)
    assert seats.computers == {} and seats.hints_on and seats.hints_used == {}


@pytest.mark.parametrize("fields", [
    {"computers": {"2": "hard"}},  # no such seat in a 2-player game
    {"computers": {"1": "genius"}},  # no such level
    {"computers": {"-1": "hard", "one": "hard", "1.0": "hard", "": "easy"}},
    {"computers": ["hard"]},
    {"computers": {"1": ["hard"]}},
    {"hints": {"on": "yes", "used": {"0": -3, "1": True, "5": 2, "x": 1}}},
    {"hints": "on"},
])
def test_nonsense_entries_are_dropped_never_refused(fields):
    seats = seats_from_record(fields, 2)
    assert seats.computers == {}
    assert seats.hints_on is True and seats.hints_used == {}


def test_the_tablet_passes_only_between_people():
    one_person = Seats({1: "hard"})
    holder = first_holder(one_person, 2)
    assert holder == 0  # nobody to hide a hand from: no hand-off at all
    assert not needs_handoff(one_person, holder, 0)
    assert not needs_handoff(one_person, holder, 1)  # the computer never takes the tablet
    race = Seats({1: "hard", 2: "medium"})  # Ana, two computers, Ben
    assert first_holder(race, 4) is None  # two people: the first one gets a hand-off
    assert needs_handoff(race, None, 0)
    assert not needs_handoff(race, 0, 0)  # Ana -> computers -> Ana: she keeps the tablet
    assert needs_handoff(race, 0, 3)  # Ana -> computers -> Ben: hand-off to Ben
    assert not needs_handoff(race, 0, None)  # the game is over


def test_undo_goes_back_to_the_persons_last_move():
    seats = Seats({1: "hard", 2: "easy"})
    assert undo_count(seats, [0, 1, 2]) == 3  # both computers, then the person's move
    assert undo_count(seats, [0, 1, 2, 0]) == 1  # the person's own last move
    assert undo_count(seats, [1, 2]) == 2  # only computers played: all of it
    assert undo_count(seats, []) == 0
    assert undo_count(Seats(), [0, 1]) == 1  # people only: the last move alone


def test_several_computers_get_numbered_default_names():
    def t(key, **params):
        return text("en", key, **params)

    assert default_names(t, ["person", "hard"]) == [None, "Computer (hard)"]
    assert default_names(t, ["easy", "person", "hard"]) == [
        "Computer 1 (easy)", None, "Computer 2 (hard)"]
    assert default_names(lambda key, **p: text("fr", key, **p), ["person", "hard"]) == [
        None, "Ordinateur (difficile)"]


def _played(game_id: str, moves: int, seed: str):
    info = game_info(game_id)
    game = info.new_game(["Ana", "Computer (hard)", "Cleo"][: info.min_players + 1],
                         seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.finished:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("game_id", ["twentyfourseven", "les24heures", "hoursandghosts"])
def test_every_reader_and_the_replay_command_accept_the_fields(game_id, tmp_path):
    game = _played(game_id, 12, f"fields-{game_id}")
    seats = Seats({1: "hard"}, hints_used={0: 1})
    record = {**seats.record_fields(), **game.to_record()}
    again = load_record(json.dumps(record))
    assert again.to_record() == game.to_record()
    assert seats_from_record(record, len(game.players)).computers == {1: "hard"}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    plain = tmp_path / "plain.json"
    plain.write_text(json.dumps(game.to_record()))
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    outputs = [subprocess.run([sys.executable, "-m", "timekeeper", "replay", str(p)],
                              capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
               for p in (path, plain)]
    assert [o.returncode for o in outputs] == [0, 0], outputs[0].stderr
    assert json.loads(outputs[0].stdout) == json.loads(outputs[1].stdout)


def test_24_7_hints_in_words():
    game = _played("twentyfourseven", 6, "words")
    found = hint("twentyfourseven", game.view(game.turn), random.Random(1))
    move = found["move"]
    english, french = hint_words("en", found), hint_words("fr", found)
    assert english.startswith(f"{move['tile']} on {move['cell']}")
    assert french.startswith(f"{move['tile']} en {move['cell']}")
    assert english.endswith(".") and english != french
    said = hint_words("en", {"move": {"tile": 6, "cell": "D5"}, "points": 30, "reasons": [
        {"code": "run", "length": 3, "cells": ["D4", "D5", "D6"], "minutes": 30},
        {"code": "no_24_left"}, {"code": "reply", "minutes": 12}]})
    assert said == "6 on D5: run of 3 for 30 minutes and no 24 left for the next player."
