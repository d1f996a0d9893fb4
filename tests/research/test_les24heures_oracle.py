"""The clairvoyant measuring player (``research/les24heures_oracle.py``): it plays only legal
moves, and seeing the cards to come wins it more races than the weighing on the same deals."""

import pytest

from research import les24heures_oracle as oracle
from research import les24heures_sim as fast

pytestmark = pytest.mark.research


def legal(sim, seat, code, how) -> bool:
    """The rules of a turn (the fast race's own predicates, which its tests check against the
    engine): a pit stop in hand first, a discard of anything but a pit stop or a race-hour,
    each card's own play only when its rule allows it."""
    hand = sim.hands[seat]
    if code not in hand:
        return False
    pits = [card for card in hand if fast.IS_PIT[card]]
    if pits:
        return how == 0 and code in pits
    if how == 1:
        return code != fast.HOUR
    if fast.SPEED_OF[code]:
        return sim.speed_ok(seat, code)
    if code in fast.COVER_OF:
        return sim.bonus_ok(seat, code)
    if code == fast.JOKER:
        return sim.joker_ok(seat)
    if code in (fast.MISFIRE, fast.LIMIT, fast.OILTRACK):
        return sim.incident_ok(seat, code)
    return code in (fast.LAP, fast.HOUR)


def legal_only(policy, seen):
    """``policy``, checking each move against the rules of a turn."""

    def checked(sim, seat):
        code, how = policy(sim, seat)
        assert legal(sim, seat, code, how), (code, how, sim.hands[seat])
        seen.append((code, how))
        return code, how

    return checked


def test_the_clairvoyant_plays_legal_moves_in_both_modes():
    for known in (True, False):
        seen = []
        policy = legal_only(oracle.clairvoyant("all", known, 2), seen)
        result = fast.duel_fast(policy, fast.medium_policy, 1, "oracle-test")
        assert result["games"] == 2 and len(seen) > 50


def test_seeing_the_cards_to_come_wins_more_races():
    deals = 15
    weighing = fast.duel_fast(fast.weighed_policy, fast.medium_policy, deals, "oracle-test")
    seeing = fast.duel_fast(oracle.clairvoyant("all", True, 1), fast.medium_policy, deals,
                            "oracle-test")
    assert seeing["wins"] > weighing["wins"]


def test_kinds_of_play():
    assert oracle.kind_of(fast.C250, 0) == "speed"
    assert oracle.kind_of(fast.C250, 1) == "discard"
    assert oracle.kind_of(fast.HOUR, 0) == "hour"
    assert oracle.kind_of(fast.MISFIRE, 0) == "incident"
    assert oracle.kind_of(fast.LAP, 0) == "lap"
    assert oracle.kind_of(fast.FUEL, 0) == "bonus"
