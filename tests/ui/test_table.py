"""The table with no page at all: a 24/7 game between people, and against computers, played
through ``Table`` alone. Whose hand may show (the holder), who plays next (the next screen),
what undo takes back and what the table shows as the last turn, as the shell then says and
draws them."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from timekeeper.core.errors import IllegalMove
from timekeeper.core.registry import game_info
from timekeeper.twentyfourseven import Game
from timekeeper.ui.shell.computer import Seats
from timekeeper.ui.shell.table import Table

RECORDS = Path(__file__).parents[1] / "twentyfourseven" / "records"


def new_247(names, seed="table"):
    return game_info("twentyfourseven").new_game(names, seed=seed)


def recorded_247(name: str, moves: int | None = None) -> Game:
    """A kept 24/7 game (tests/twentyfourseven/records), up to its first ``moves``."""
    record = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    if moves is not None:
        record["moves"] = record["moves"][:moves]
    return Game.from_record(record)


def seated(game, computers=None) -> Table:
    table = Table()
    table.sit(game, Seats(dict(computers or {})))
    return table


def test_the_table_needs_no_page():
    """Importing the table brings in nothing of the page, the saves or the game views."""
    code = ("import sys, timekeeper.ui.shell.table; "
            "print(' '.join(m for m in sys.modules if m.split('.')[0] in ('js', 'pyscript', "
            "'pyodide') or m.startswith(('timekeeper.ui.kit', 'timekeeper.ui.games', "
            "'timekeeper.ui.shell.saves', 'timekeeper.ui.shell.app'))))")
    root = Path(__file__).parents[2]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                          text=True, env={"PYTHONPATH": str(root / "py")}, check=True)
    assert done.stdout.strip() == ""


def test_between_two_people_the_tablet_is_handed_over_after_each_turn():
    game = new_247(["Ana", "Ben"])
    table = seated(game)
    assert table.holder is None and table.next_screen() == "handoff"  # nobody's hand shows
    table.take_tablet()
    assert table.holder == game.turn == 0 and table.next_screen() == "turn"
    played = table.play(game.legal_moves()[0])
    assert played.turn_over and played.seat == 0 and not played.again
    assert played.screen == "handoff" and game.turn == 1
    assert table.holder == 0 and table.last_event is played.event  # Ana's hand stays hidden
    table.take_tablet()
    assert table.holder == 1 and table.next_screen() == "turn"  # now Ben's hand may show
    assert table.since == []  # no computer played


def test_against_a_computer_the_person_keeps_the_tablet_and_undo_takes_both_moves_back():
    game = new_247(["Ana", "Computer"])
    table = seated(game, {1: "easy"})
    assert table.holder == 0 and table.next_screen() == "turn"  # no hand to hide from anyone
    mine = table.play(game.legal_moves()[0])
    assert mine.screen == "computer" and table.since == []
    token = table.computer_token
    theirs = table.play(game.legal_moves()[0])
    assert theirs.seat == 1 and theirs.screen == "turn" and not theirs.again
    assert table.since == [theirs.event] and table.holder == 0  # told what the computer did

    assert table.undo_count() == 2
    assert table.undo() == mine.event  # the computer's move, then Ana's
    assert game.history == [] and game.turn == 0
    assert table.undone == mine.event and table.last_event is None and table.since == []
    assert table.computer_token != token  # a computer's turn under way stops
    assert table.screen_after_undo() == "turn"  # Ana plays again, the tablet in her hands


def test_with_people_only_undo_goes_to_the_hand_over():
    game = new_247(["Ana", "Ben"])
    table = seated(game)
    table.take_tablet()
    table.play(game.legal_moves()[0])
    assert table.undo_count() == 1
    table.undo()
    assert game.turn == 0 and table.screen_after_undo() == "handoff"
    assert table.screen_after_replay() == "handoff"  # Ana's hand stays hidden until taken


def test_the_same_person_plays_again_when_the_computers_cannot():
    """Chloé against two computers: her tile leaves neither computer a place, so she plays
    again, the tablet still in her hands."""
    game = recorded_247("three_players_skips", moves=32)
    table = seated(game, {0: "easy", 1: "hard"})
    assert game.turn == 2 and table.holder == 2 and table.next_screen() == "turn"
    played = table.play({"tile": 1, "cell": "G6"})
    assert played.turn_over and played.again and played.screen == "turn"
    assert table.again and game.turn == 2 and table.holder == 2
    table.take_tablet()
    assert not table.again


def test_an_illegal_move_raises_and_changes_nothing():
    game = new_247(["Ana", "Computer"])
    table = seated(game, {1: "easy"})
    before = (game.to_record(), table.holder, table.since, table.last_event)
    with pytest.raises(IllegalMove):
        table.play({"tile": game.rack(0)[0], "cell": "D4"})  # the start tile's cell
    assert (game.to_record(), table.holder, table.since, table.last_event) == before
    assert table.next_screen() == "turn"  # still Ana's turn


def test_a_finished_game_goes_to_the_end():
    game = new_247(["Ana", "Ben"])
    table = seated(game)
    screens = []
    while not game.finished:
        if table.next_screen() == "handoff":
            table.take_tablet()
        screens.append(table.play(game.legal_moves()[0]).screen)
    assert screens[-1] == "end" and set(screens[:-1]) == {"handoff"}
    assert table.next_screen() == "end"


def test_a_finished_game_sits_at_the_end_showing_its_last_turn():
    game = recorded_247("two_players_draw")
    table = seated(game)
    assert table.next_screen() == "end"
    assert table.last_event is table.resumed_event is game.history[-1]


def test_a_scripted_jump_shows_its_last_move():
    game = new_247(["Ana", "Computer"])
    table = seated(game, {1: "easy"})
    game.play(game.legal_moves()[0])
    game.play(game.legal_moves()[0])
    assert table.follow_script(jumped=True) == "turn"
    assert table.last_event is game.history[-1] and table.holder == 0
