"""The clairvoyant measuring player (``bench/les24heures_oracle.py``): it plays only legal
moves, and seeing the cards to come wins it more races than the weighing on the same deals."""

from bench import les24heures_oracle as oracle
from bench import les24heures_sim as fast


def legal_only(policy, seen):
    """``policy``, checking each move against the fast race's own list of legal plays."""

    def checked(sim, seat):
        code, how = policy(sim, seat)
        pit = fast._pit_in_hand(sim.hands[seat])
        legal = {(pit, 0)} if pit >= 0 else {(o[1], o[2]) for o in fast.weighed_options(sim, seat)}
        assert (code, how) in legal
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
