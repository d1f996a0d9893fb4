"""Duels: the same deals with seats swapped, draws half, move times per level; the command
line prints one JSON object and refuses bad arguments with one line and exit code 2."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from timekeeper.bots.duel import duel, percentiles

ROOT = Path(__file__).resolve().parents[2]
KEYS = {"game", "a", "b", "games", "deals", "seed", "wins", "losses", "draws", "win_rate",
        "move_ms"}


def test_duel_counts_every_game_and_swaps_seats():
    seen = []
    result = duel("twentyfourseven", "medium", "easy", 6, "t", on_game=lambda g, a: seen.append(
        (g.deal.tiles(), a)))
    assert set(result) == KEYS
    assert result["wins"] + result["losses"] + result["draws"] == 6
    assert result["win_rate"] == pytest.approx((result["wins"] + result["draws"] / 2) / 6,
                                               abs=1e-4)
    assert result["deals"] == 3
    assert [a for _, a in seen] == [[0], [1]] * 3
    assert seen[0][0] == seen[1][0] and seen[0][0] != seen[2][0]
    for level in ("medium", "easy"):
        times = result["move_ms"][level]
        assert set(times) == {"p50", "p90", "p99", "max", "moves"}
        assert 0 <= times["p50"] <= times["p90"] <= times["p99"] <= times["max"]
        assert times["moves"] > 6 * 10
    again = duel("twentyfourseven", "medium", "easy", 6, "t")
    assert {k: again[k] for k in ("wins", "losses", "draws")} == {
        k: result[k] for k in ("wins", "losses", "draws")}


def test_same_level_on_both_sides_and_an_odd_count():
    result = duel("twentyfourseven", "easy", "easy", 3, "odd")
    assert result["games"] == 3 and result["deals"] == 2
    assert result["move_ms"]["easy"]["moves"] > 30


def test_duel_refuses_bad_arguments():
    with pytest.raises(ValueError, match="level"):
        duel("twentyfourseven", "medium", "genius", 2)
    with pytest.raises(ValueError, match="game"):
        duel("go", "medium", "easy", 2)
    with pytest.raises(ValueError, match="games"):
        duel("twentyfourseven", "medium", "easy", 0)


def test_percentiles():
    assert percentiles([]) == {"p50": None, "p90": None, "p99": None, "max": None, "moves": 0}
    found = percentiles([float(x) for x in range(1, 101)])
    assert found == {"p50": 50.0, "p90": 90.0, "p99": 99.0, "max": 100.0, "moves": 100}


def run_cli(*args):
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([sys.executable, "-m", "timekeeper", *args], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120)


def test_duel_command_prints_one_json_object():
    done = run_cli("duel", "twentyfourseven", "medium", "easy", "--games", "4", "--seed", "1")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    assert len(lines) == 1
    result = json.loads(lines[0])
    assert set(result) == KEYS
    assert result["games"] == 4 and result["seed"] == "1" and result["a"] == "medium"
    assert result["wins"] + result["losses"] + result["draws"] == 4
    assert set(result["move_ms"]) == {"medium", "easy"}


def test_duel_command_takes_the_random_player_as_a_level():
    done = run_cli("duel", "hoursandghosts", "hard", "random", "--games", "2", "--seed", "r")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert set(result["move_ms"]) == {"hard", "random"}
    assert result["wins"] + result["losses"] + result["draws"] == 2


@pytest.mark.parametrize("args", [
    ["duel"],
    ["duel", "twentyfourseven", "medium"],
    ["duel", "twentyfourseven", "medium", "genius"],
    ["duel", "chess", "medium", "easy"],
    ["duel", "twentyfourseven", "medium", "easy", "--games", "0"],
    ["duel", "twentyfourseven", "medium", "easy", "--games", "many"],
    ["duel", "twentyfourseven", "medium", "easy", "--games"],
    ["duel", "twentyfourseven", "medium", "easy", "--fast"],
    ["duel", "twentyfourseven", "medium", "easy", "extra"],
])
def test_duel_command_bad_arguments(args):
    done = run_cli(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("duel: ")


def test_replay_usage_unchanged():
    done = run_cli("nothing")
    assert done.returncode == 2
    assert done.stderr.strip() == (
        "usage: python -m timekeeper replay FILE (FILE may be - for standard input)")
