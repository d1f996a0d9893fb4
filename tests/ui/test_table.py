"""The table with no page at all: games between people and against computers, played through
``Table`` alone. Whose hand may show (the holder), who plays next (the next screen), what undo
takes back and what the table shows as the last turn, the computers' moves and the hints (the
same on a class's seeded deal), as the shell then says, draws and saves them."""

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
    undone = table.undo()
    assert undone.event == mine.event  # the computer's move, then Ana's
    assert game.history == [] and game.turn == 0
    assert table.undone == mine.event and table.last_event is None and table.since == []
    assert table.computer_token != token  # a computer's turn under way stops
    assert undone.screen == "turn"  # Ana plays again, the tablet in her hands


def test_with_people_only_undo_goes_to_the_hand_over():
    game = new_247(["Ana", "Ben"])
    table = seated(game)
    table.take_tablet()
    table.play(game.legal_moves()[0])
    assert table.undo_count() == 1
    assert table.undo().screen == "handoff"
    assert game.turn == 0
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


# ------------------------------------------------------------------------ the computers
def _against_the_computer(game_id: str, level: str, seed: str) -> list:
    """A whole game of a person (who always plays her first legal move) against a computer
    at ``level``, dealt from ``seed``, played through the table alone: its moves."""
    game = game_info(game_id).new_game(["Ana", "Computer"], seed=seed)
    table = seated(game, {1: level})
    while not game.finished:
        token = table.stop_computers()
        if table.next_screen() == "computer":
            assert table.computer_level(token) == level
            table.play(table.computer_move())
        else:
            assert table.computer_level(token) is None  # Ana's turn: no computer plays
            table.play(game.legal_moves()[0])
    return game.to_record()["moves"]


@pytest.mark.parametrize("game_id", ["twentyfourseven", "les24heures", "hoursandghosts"])
def test_a_class_on_one_seeded_deal_meets_the_same_computer(game_id):
    """Every tablet of a class that plays the class's code against the computer sees the
    computer make the same moves (for the same moves of the person), to the end."""
    first = _against_the_computer(game_id, "medium", "class 5b")
    assert len(first) > 4
    assert _against_the_computer(game_id, "medium", "class 5b") == first


def test_a_computers_turn_stops_once_the_table_changes_under_it():
    """A computer's turn goes on only with the token it started with: an undo, another game
    or home stops it."""
    game = new_247(["Ana", "Computer"], seed="token")
    table = seated(game, {1: "hard"})
    table.play(game.legal_moves()[0])
    token = table.stop_computers()
    assert table.computer_level(token) == "hard"
    table.undo()
    assert table.computer_level(token) is None
    table.play(game.legal_moves()[0])
    token = table.stop_computers()
    table.sit(new_247(["Ana", "Computer"], seed="another"), Seats({1: "hard"}))
    assert table.computer_level(token) is None


# ------------------------------------------------------------------------ hints
def test_a_hint_is_worked_out_and_counted_once_a_step_and_forgotten_after_the_move():
    """Who Turned the Clock?: Ana asks twice at her first step (one hint counted), takes the
    hinted card, asks again at the next step (counted), and after her turn no hint shows."""
    game = game_info("hoursandghosts").new_game(["Ana", "Computer"], seed="hint-slot-6")
    table = seated(game, {1: "medium"})
    assert table.current_hint() is None
    hint = table.hint()
    assert table.hint() is hint and table.current_hint() is hint
    assert table.seats.hints_used == {0: 1}
    table.play(hint["found"]["move"])  # the card taken: a step, the turn goes on
    assert table.current_hint() is None  # the hint was for the step before
    second = table.hint()
    assert second["at"] == (0, 1) and table.seats.hints_used == {0: 2}
    while table.next_screen() == "turn":
        table.play(game.legal_moves()[0])
    assert table.current_hint() is None
    assert table.seats.record_fields()["hints"] == {"on": True, "used": {"0": 2}}


def test_a_class_on_one_seeded_deal_is_given_the_same_hint():
    """Every tablet of a class on the class's code gets the same hint in the same position
    (on this deal the hard player finds several moves as good: the seed picks one, as it
    picks the computer's)."""
    def first_hint():
        return seated(new_247(["Ana", "Computer"], seed="class 5b"), {1: "medium"}).hint()

    first = first_hint()["found"]
    assert all(first_hint()["found"] == first for _ in range(4))

