"""The responsiveness benchmark's verdicts (``bench/responsiveness.py``): the typing goal reads
the slowest character or key release and the name as it stands after, and where the floor
page (the name field alone, every core busy) misses that goal too, the summary says no page
can meet it on this machine."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import responsiveness  # noqa: E402

pytestmark = pytest.mark.research

GOAL = responsiveness.GOALS["typing_max_ms"]


def typing(char_ms, keyup_ms, lost=0):
    return {"n": 12, "max": char_ms, "keyup_max_ms": keyup_ms, "lost": lost}


def test_a_late_key_release_misses_the_typing_goal_as_a_late_character_does():
    assert responsiveness.goals_met({"typing": typing(GOAL - 10, GOAL - 1)}, "4x", None) == {
        "typing": True}
    assert responsiveness.goals_met({"typing": typing(GOAL - 10, GOAL + 1)}, "4x", None) == {
        "typing": False}
    assert responsiveness.goals_met({"typing": typing(GOAL - 10, 5, lost=1)}, "4x", None) == {
        "typing": False}


def test_a_name_not_kept_misses_the_typing_goal_however_fast_its_keys():
    """A key shown in time and then undone (the last letter lost as Python took the form
    over) is a key lost."""
    undone = {**typing(GOAL - 10, GOAL - 10), "kept": False, "value": "Anabel Quin"}
    assert responsiveness.goals_met({"typing": undone}, "1x", None) == {"typing": False}


def test_the_floor_says_where_no_page_can_meet_the_typing_goal(capsys):
    result = {"floor": {"1x": {"typing": typing(17, 6)}, "4x": {"typing": typing(40, 60)},
                        "4c": {}}}
    floor = responsiveness.floor_typing(result)
    assert floor == {"1x": {"ms": 17, "meets": True}, "4x": {"ms": 60, "meets": False}}
    responsiveness.print_goals({}, floor, {})
    lines = [line for line in capsys.readouterr().out.splitlines() if "floor" in line]
    assert len(lines) == 1 and "4x" in lines[0] and "60 ms" in lines[0]


def computer(*longest):
    return {"computer": {game: {"move_longest_ms": ms}
                         for game, ms in zip("abc", longest, strict=False)}}


def test_a_move_misses_its_goal_by_its_slowest_game_and_the_still_page_is_its_floor(capsys):
    """The move goal reads the worst of the three games; the still page (nothing moving)
    says how much of that is the redraw alone."""
    assert responsiveness.goals_met(computer(50, 50, 50), "1x", None) == {"move": True}
    assert responsiveness.goals_met(computer(50, 51, 50), "1x", None) == {"move": False}
    assert responsiveness.goals_met(computer(90, 100, 60), "4x", None) == {"move": True}
    result = {"plain": {"4x": computer(120, 240, 150)}, "still": {"4x": computer(110, 200, 80)}}
    moves = responsiveness.move_floor(result)
    assert moves == {"4x": {"ms": 200, "meets": False, "moving_ratio": 1.2}}
    responsiveness.print_goals({}, {}, moves)
    lines = [line for line in capsys.readouterr().out.splitlines() if "still" in line]
    assert len(lines) == 1 and "200 ms" in lines[0] and "misses" in lines[0]
