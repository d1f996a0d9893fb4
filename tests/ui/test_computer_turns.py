"""Computers at the table, played through the shell's actions with no page (no_page.Shell:
what the turn shows is what the shell draws, and a tap is its button's action): the tablet
is handed over between people only, each told what the computer did; a person plays Who
Turned the Clock? against the hard computer to the end, with hints, and the end screen says
them. Nothing here needs a page. (A whole Les 24 Heures race against computers:
test_race_les24heures.py; 24/7's, in Pyodide: e2e/test_computer_247.py; the same computer's
moves on a class's seeded deal: test_table.py.)"""

from no_page import Shell
from tablet import play_247
from words_support import lit_slots, take


def test_the_tablet_is_handed_over_between_people_only():
    """Ana, a computer, Ben: after Ana's move the computer plays, then the hand-off screen
    passes the tablet to Ben (two people), who is told what the computer did."""
    shell = Shell()
    shell.new_game("twentyfourseven", ["Ana", "", "Ben"], computers={1: "easy"})
    assert shell.take_tablet() == "Pass the tablet to Ana"  # the first person gets the tablet
    play_247(shell)
    assert shell.text("button.handoff .handoff-title") == "Pass the tablet to Ben"
    assert "Computer (easy)" in shell.text(".card.summary")
    assert shell.take_tablet() == "Pass the tablet to Ben"
    assert shell.count(".rack") == 1
    assert shell.console == []


def test_who_turned_the_clock_against_the_hard_computer_to_the_end():
    shell = Shell()
    shell.new_game("hoursandghosts", ["Ana", ""], computers={1: "hard"})
    hints = turns = 0
    for _ in range(60):
        if shell.screen == "end":
            break
        assert shell.text("#panel h2") == "Ana, your turn"
        assert not shell.shown("button.handoff"), "a hand-off between Ana's turns"
        if turns:  # the computer's turn was told
            assert "Computer (hard)" in shell.text(".card.summary")
        if hints < 2:
            shell.tap_button("Hint", exact=True)
            assert shell.text(".hint-card .hint-words")
            hints += 1
        # no card: the emergency move
        if shell.count("button.fan-card[data-action=take]") == 0:
            move = next(name for name in shell.buttons() if name.startswith("Move "))
            shell.tap_button(move, exact=True)
        else:
            take(shell)
        if shell.screen != "end" and lit_slots(shell):
            shell.tap("#table button.slot-button")
        if shell.screen != "end":
            shell.tap_button("Done: end my turn", exact=True)
        turns += 1
    assert shell.screen == "end", f"no end after {turns} of Ana's turns"
    assert turns >= 3
    assert shell.text(".hints-used") == "Ana used 2 hints."
    assert "Computer (hard)" in (shell.text("ol.log") or shell.text(".screen.end"))
    assert shell.console == []
