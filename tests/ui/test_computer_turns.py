"""Computers at the table, played through taps: the tablet is handed over between people
only, each told what the computer did; a person plays Who Turned the Clock? against the hard
computer to the end, with hints, and the end screen says them. (A whole Les 24 Heures race
against computers: test_race_les24heures.py; 24/7's, in Pyodide: e2e/test_computer_247.py;
the same computer's moves on a class's seeded deal, with no page: test_table.py.)"""

from tablet import Tablet, play_247
from words_support import lit_slots, take


def test_the_tablet_is_handed_over_between_people_only():
    """Ana, a computer, Ben: after Ana's move the computer plays, then the hand-off screen
    passes the tablet to Ben (two people), who is told what the computer did."""
    tab = Tablet()
    tab.new_game("twentyfourseven", ["Ana", "", "Ben"], computers={1: "easy"})
    assert tab.take_tablet() == "Pass the tablet to Ana"  # the first person gets the tablet
    play_247(tab)
    assert tab.text("button.handoff .handoff-title") == "Pass the tablet to Ben"
    assert "Computer (easy)" in tab.text(".card.summary")
    assert tab.take_tablet() == "Pass the tablet to Ben"
    assert tab.count(".rack") == 1
    assert tab.console == []


def test_who_turned_the_clock_against_the_hard_computer_to_the_end():
    tab = Tablet()
    tab.new_game("hoursandghosts", ["Ana", ""], computers={1: "hard"})
    hints = turns = 0
    for _ in range(60):
        if tab.screen == "end":
            break
        assert tab.text("#panel h2") == "Ana, your turn"
        assert not tab.shown("button.handoff"), "a hand-off between Ana's turns"
        if turns:  # the computer's turn was told
            assert "Computer (hard)" in tab.text(".card.summary")
        if hints < 2:
            tab.tap_button("Hint", exact=True)
            assert tab.text(".hint-card .hint-words")
            hints += 1
        if tab.count("button.fan-card[data-action=take]") == 0:  # no card: the emergency move
            move = next(name for name in tab.buttons() if name.startswith("Move "))
            tab.tap_button(move, exact=True)
        else:
            take(tab)
        if tab.screen != "end" and lit_slots(tab):
            tab.tap("#table button.slot-button")
        if tab.screen != "end":
            tab.tap_button("Done: end my turn", exact=True)
        turns += 1
    assert tab.screen == "end", f"no end after {turns} of Ana's turns"
    assert turns >= 3
    assert tab.text(".hints-used") == "Ana used 2 hints."
    assert "Computer (hard)" in (tab.text("ol.log") or tab.text(".screen.end"))
    assert tab.console == []

