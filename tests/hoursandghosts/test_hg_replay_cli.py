"""The replay command (rules page, "The replay command") run as a subprocess: good records
print the summary; each malformed record exits 2 with nothing on stdout and one line on
stderr saying what and where."""

import copy
import json

import pytest
from hg_support import NAMES, RECORDS, make_deal, run_replay, write_json

from timekeeper.hoursandghosts import GHOST, Game

EXPECTED = {  # record: (finished, winners, draw, moves)
    "two_players_win": (True, [1], False, 34),
    "three_players_draw": (True, [], True, 60),
    "three_players_unfinished": (False, [], False, 15),
    "four_players_emergency": (True, [0], False, 57),
    "four_players_win_on_neighbours_turn": (True, [3], False, 45),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_good_records(name):
    path = RECORDS / f"{name}.json"
    done = run_replay(path)
    assert done.returncode == 0 and done.stderr == ""
    output = json.loads(done.stdout)
    finished, winners, draw, moves = EXPECTED[name]
    assert (output["finished"], output["winners"], output["draw"]) == (finished, winners, draw)
    assert len(output["moves"]) == moves
    record = json.loads(path.read_text(encoding="utf-8"))
    players = len(record["players"])
    assert len(output["rows"]) == players and all(len(row) == 7 for row in output["rows"])
    assert len(output["hand_sizes"]) == len(output["ghosts"]) == players
    assert isinstance(output["pile_count"], int)
    for entry, move in zip(output["moves"], record["moves"], strict=True):
        assert entry["seat"] == move["seat"]
        if "shift" in move:
            assert entry["shift"] == move["shift"]
        else:
            assert entry["outcome"] in ("placed", "kept", "ghost", "boxed")
            assert "taken" in entry
            assert ("slot" in entry) == ("slot" in move) == (entry["outcome"] == "placed")
    assert output == json.loads(json.dumps(Game.from_record(record).summary()))


def test_the_emergency_record_has_emergency_moves():
    output = json.loads(run_replay(RECORDS / "four_players_emergency.json").stdout)
    assert sum(1 for entry in output["moves"] if "shift" in entry) >= 2
    assert output["ghosts"][0] == 0 and None not in output["rows"][0]


def crafted() -> dict:
    """Chloé (seat 0) takes 15:00 from Lucas, Lucas takes 09:00 from Chloé, Chloé takes
    13:00 from Lucas."""
    deal = make_deal(2, hands=[[9], [15, 13]])
    return {
        "game": "hoursandghosts", "version": 1, "players": NAMES[:2],
        "hands": deal.hands, "pile": deal.pile,
        "moves": [{"take": 0, "slot": 1}, {"take": 0, "slot": 0}, {"take": 0, "slot": 0}],
    }


def test_the_crafted_record_is_good(tmp_path):
    done = run_replay(write_json(tmp_path / "good.json", crafted()))
    assert done.returncode == 0, done.stderr
    output = json.loads(done.stdout)
    assert [(m["seat"], m["taken"], m["outcome"], m["slot"]) for m in output["moves"]] == [
        (0, 15, "placed", 1), (1, 9, "placed", 0), (0, 13, "placed", 0)]
    assert output["rows"][:2] == [[13, 15, None, None, None, None, None],
                                  [9, None, None, None, None, None, None]]
    assert output["hand_sizes"] == [6, 5] and output["ghosts"] == [0, 1]
    assert output["pile_count"] == 21 and output["turn"] == 1 and not output["finished"]


def bad(change):
    record = crafted()
    change(record)
    return record


def from_file(name, change):
    record = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    change(record)
    return record


def third_ghost(record):
    hand = record["hands"][0]
    hand[next(i for i, card in enumerate(hand) if card != GHOST)] = GHOST


def move(n, value):
    def change(record):
        record["moves"][n - 1] = value
    return change


MALFORMED = {
    "third ghost": (
        from_file("three_players_draw", third_ghost),
        "hands and pile: 3 ghosts in the hands, expected 2 with 3 players"),
    "hand of 8": (
        bad(lambda r: r["hands"][1].append(6)), "hands: hand 2: 8 cards, expected 7"),
    "take past the end": (
        bad(move(1, {"take": 7})), "move 1: Lucas holds 7 cards; there is no card at position 7"),
    "slot where it does not fit": (
        bad(move(3, {"take": 0, "slot": 2})),
        "move 3: 13:00 does not fit slot 3: the row must go forward from left to right."),
    "missing slot": (
        bad(move(1, {"take": 0})),
        "move 1: 15:00 fits a free slot of the row: it must be placed."),
    "slot for a card that fits nowhere": (
        bad(lambda r: r["moves"].append({"take": 0, "slot": 1})),
        "move 4: 06:00 fits no free slot of Lucas's row: no slot."),
    "emergency move not allowed": (
        bad(move(2, {"shift": [[0, 1]]})),
        "move 2: Lucas's row can still be completed: no emergency move."),
    "take 1.0": (bad(move(1, {"take": 1.0, "slot": 0})),
                 "move 1: take: expected a whole number, not 1.0"),
    "take true": (bad(move(1, {"take": True, "slot": 0})),
                  "move 1: take: expected a whole number, not true"),
    "wrong seat": (bad(move(2, {"seat": 0, "take": 0, "slot": 0})),
                   "move 2: the record says seat 0, but it is seat 1's turn"),
    "move is a number": (bad(move(1, 5)), "move 1: expected an object, not 5"),
    "move is text": (bad(move(2, "take 0")), 'move 2: expected an object, not "take 0"'),
    "move is a list": (bad(move(1, [0, 1])), "move 1: expected an object, not a list of 2"),
    "move is null": (bad(move(1, None)), "move 1: expected an object, not null"),
    "an hour card twice too often": (
        bad(lambda r: r["pile"].__setitem__(r["pile"].index(22), 21)),
        "hands and pile: 3 cards of 21:00, expected 2 (two of every hour)"),
    "a long pile is refused by its count before its cards": (
        bad(lambda r: r.update(pile=["?"] * 5000)),
        "hands and pile: the pile holds 5000 cards, expected 21 with 2 players"),
    "a long arrange is refused by its count before its cards": (
        bad(move(1, {"take": 0, "slot": 1, "arrange": ["?"] * 5000})),
        "move 1: arrange: 5000 cards, expected 0 to 36"),
    "an hour card missing": (
        bad(lambda r: r["pile"].pop()), "hands and pile: the pile holds 20 cards, expected 21"),
    "a ghost in the pile": (
        bad(lambda r: r["pile"].__setitem__(0, GHOST)),
        "hands and pile: card 1 of the pile is a ghost"),
    "a card that is not a card": (
        bad(lambda r: r["hands"][0].__setitem__(2, "6")),
        'hands: hand 1, card 3: "6" is not a card'),
    "a move after the end": (
        from_file("two_players_win", lambda r: r["moves"].append({"take": 0})),
        "move 35: the game is already over"),
    "three shifts": (
        bad(move(1, {"shift": [[0, 1], [1, 2], [2, 3]]})),
        "move 1: An emergency move shifts one or two cards, not 3."),
    "moves missing": (bad(lambda r: r.pop("moves")), "record: 'moves' is missing"),
    "wrong version": (bad(lambda r: r.update(version=2)), "record: version 2 cannot be read"),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_records(tmp_path, case):
    record, says = MALFORMED[case]
    done = run_replay(write_json(tmp_path / "bad.json", copy.deepcopy(record)))
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    assert lines[0].startswith(says), lines[0]


def test_a_seed_that_does_not_deal_the_hands_and_pile_exits_2(tmp_path):
    record = json.loads((RECORDS / "two_players_win.json").read_text(encoding="utf-8"))
    assert run_replay(write_json(tmp_path / "good.json", record)).returncode == 0
    record["seed"] = "not the seed of this deal"
    done = run_replay(write_json(tmp_path / "bad.json", record))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == ('game code: the game code "not the seed of this deal" does not deal '
                           "this deal\n")
