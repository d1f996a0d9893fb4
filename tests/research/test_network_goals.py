"""The network benchmark (``bench/network.py``) reads the issue's figures from one run: MB on
the wire (10^6 bytes) against their goals, the class's load test, and Python ready against
the site from before, each run paired with the bare page and the other site of that run."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import network  # noqa: E402

pytestmark = pytest.mark.research


def figures(gzip_first=4_900_000, room_first=4_900_000, room_return=5_000):
    return {"gzip_host_first": gzip_first, "gzip_host_return": 200,
            "room_first": room_first, "room_return": room_return}


def load(mb=4.9, errors=0):
    return {"first": {"mb_per_tablet": mb, "errors": errors},
            "return": {"mb_per_tablet": 0.01, "errors": 0}}


def test_every_goal_is_read_from_its_own_figure():
    assert all(network.goals_met(figures(), load(), {}).values())
    assert network.goals_met(figures(gzip_first=5_000_001), load(), {}) == {
        "gzip_host_first_mb": False, "room_first_mb": True, "room_return_mb": True,
        "load_errors": True, "load_first_mb_per_tablet": True}
    assert not network.goals_met(figures(room_return=100_001), load(), {})["room_return_mb"]
    assert not network.goals_met(figures(), load(errors=1), {})["load_errors"]
    assert not network.goals_met(figures(), load(mb=5.3), {})["load_first_mb_per_tablet"]


def test_python_ready_is_compared_run_by_run():
    """Each run's own ratio: a slow run slows every page of it, and cancels out."""
    samples = {"after": [{"playable_ms": v} for v in (900, 1800, 1000)],
               "before": [{"playable_ms": v} for v in (1000, 2000, 1000)],
               "bare": [{"playable_ms": v} for v in (2000, 4000, 2000)]}
    ready = network.ready_summary(samples)
    assert ready["after_vs_before"][0] == 0.9
    assert ready["after_vs_bare"][0] == 0.45 and ready["before_vs_bare"][0] == 0.5
    assert network.goals_met(figures(), load(), ready)["ready_vs_before"] is True
    samples["after"] = [{"playable_ms": v} for v in (1100, 2200, 1000)]
    assert network.goals_met(figures(), load(),
                             network.ready_summary(samples))["ready_vs_before"] is False


def test_without_a_site_from_before_there_is_no_before_to_meet():
    samples = {"after": [{"playable_ms": 900}], "bare": [{"playable_ms": 2000}]}
    ready = network.ready_summary(samples)
    assert "after_vs_before" not in ready
    assert "ready_vs_before" not in network.goals_met(figures(), load(), ready)
