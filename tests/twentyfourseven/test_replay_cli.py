"""The replay command, run as a subprocess: its output on good records agrees with the rules
page's worked examples; on bad input it exits 2 with one line and no traceback."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from records import RECORDS
from scripted_deals import scripted_deal

ROOT = Path(__file__).resolve().parents[2]


def run_replay(path, stdin=None):
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run(
        [sys.executable, "-m", "timekeeper", "replay", str(path)],
        input=stdin, capture_output=True, text=True, env=env, cwd=ROOT, timeout=60,
    )


def write_record(tmp_path, start, moves, players=2, spare=()):
    deal = scripted_deal(start, [tile for tile, _ in moves], players, spare)
    record = {
        "game": "twentyfourseven", "version": 1, "players": ["Ana", "Ben"][:players],
        "teams": False, "deal": deal.to_dict(),
        "moves": [{"tile": tile, "cell": cell} for tile, cell in moves],
    }
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    return path


# Each worked example of the rules page as a real game: the example's lines are reproduced
# exactly (examples away from D4 are reached through tiles that sit on no line through the
# placed tile; the two examples that place on D4 itself are moved to row 5).
WORKED_EXAMPLES = {
    "D4=3 [4] on D5": (3, [(4, "D5")], 20, []),
    "D4=5, D5=6 [7] on D6": (5, [(6, "D5"), (7, "D6")], 30, []),
    "2 3 [4] 3 2": (9, [(3, "C5"), (2, "B5"), (3, "E5"), (2, "F5"), (4, "D5")], 60, []),
    "8 8 [8]": (1, [(8, "C5"), (8, "B5"), (8, "D5")], 90, ["A5", "E5"]),
    "1 2 3 4 5 6 [3]": (
        4, [(3, "C4"), (5, "E4"), (2, "B4"), (6, "F4"), (1, "A4"), (3, "G4")], 100, [],
    ),
    "24/7 bonus": (
        5, [(1, "C4"), (2, "B3"), (10, "B2"), (10, "C2"), (3, "D1"), (4, "D2")], 120,
        ["A2", "E2"],
    ),
    "B2=3 [4] on B3": (9, [(2, "D3"), (2, "D2"), (2, "C1"), (3, "B2"), (4, "B3")], 40, []),
    "3 4 [5] 6 on C1": (
        7,
        [(1, "C4"), (1, "B3"), (2, "A2"), (3, "A1"), (4, "B1"), (1, "D3"), (2, "E2"),
         (6, "D1"), (5, "C1")],
        80, [],
    ),
}


@pytest.mark.parametrize("name", WORKED_EXAMPLES)
def test_replay_agrees_with_every_worked_example(tmp_path, name):
    start, moves, minutes, stones = WORKED_EXAMPLES[name]
    result = run_replay(write_record(tmp_path, start, moves))
    assert result.returncode == 0, result.stderr
    output = json.loads(result.stdout)
    last = output["moves"][-1]
    assert last["points"] == minutes
    assert sum(c["minutes"] for c in last["combos"]) == minutes
    assert set(stones) <= set(output["out_of_time"])
    assert last["new_stones"] == stones
    assert output["finished"] is False and output["winners"] == []


def test_replay_of_the_illegal_worked_example_names_the_rule(tmp_path):
    result = run_replay(write_record(tmp_path, 9, [(9, "D5"), (7, "D6")]))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == "move 2: Column D would sum to 25; 24 at most.\n"
    result = run_replay(write_record(tmp_path, 9, [(9, "D5"), (6, "D6")]))
    assert json.loads(result.stdout)["moves"][-1]["points"] == 40


def test_replay_of_a_finished_game_gives_scores_and_winners():
    result = run_replay(RECORDS / "teams_fewest_tiles.json")
    assert result.returncode == 0
    output = json.loads(result.stdout)
    assert output["finished"] is True and len(output["scores"]) == 4
    assert len(output["winners"]) == 2 and output["winners"][1] - output["winners"][0] == 2
    assert output["out_of_time"] == sorted(output["out_of_time"])
    assert [m["seat"] for m in output["moves"]][:4] == [0, 1, 2, 3]


def test_replay_reads_standard_input():
    text = (RECORDS / "two_players_draw.json").read_text()
    result = run_replay("-", stdin=text)
    assert result.returncode == 0 and json.loads(result.stdout)["winners"] == [0, 1]


def bad(tmp_path, change):
    record = json.loads((RECORDS / "two_players_racks_empty.json").read_text())
    change(record)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    return path


@pytest.mark.parametrize(
    "change, line",
    [
        (lambda r: r["deal"]["bag"].append(7), "deal: 41 tiles, expected 40"),
        (lambda r: r["moves"][3].update(cell="Z9"),
         'move 4: "Z9" is not a cell of the board (A1 to G7)'),
        (lambda r: r["moves"][3].update(cell=r["moves"][0]["cell"]), None),
        (lambda r: r["moves"][0].update(tile=next(
            v for v in range(1, 11) if v not in r["deal"]["hands"][0])), None),
    ],
    ids=["wrong tile count", "unknown cell", "occupied cell", "tile not in rack"],
)
def test_malformed_records_exit_2_with_one_line(tmp_path, change, line):
    result = run_replay(bad(tmp_path, change))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    if line:
        assert result.stderr.strip() == line
    else:
        assert result.stderr.startswith(("move 4: ", "move 1: "))


def test_not_json_exits_2(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("this is not a record {")
    result = run_replay(path)
    assert result.returncode == 2 and result.stdout == ""
    assert "not JSON" in result.stderr and result.stderr.count("\n") == 1


def test_a_missing_file_exits_2(tmp_path):
    result = run_replay(tmp_path / "nowhere.json")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("cannot read ") and "No such file" in result.stderr


def test_json_that_is_not_a_record_exits_2(tmp_path):
    path = tmp_path / "list.json"
    path.write_text("[1, 2, 3]")
    result = run_replay(path)
    assert result.returncode == 2
    assert result.stderr == "record: expected an object, not a list of 3\n"
