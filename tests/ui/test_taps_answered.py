"""Every tap on what looks like something to touch gets an answer: a child who taps a card of
their own hand or a slot of their row before taking a card is told what to do first (in
words under the hand and read out), never met with silence.

What a tap there does is the action its element is drawn with (``data-action``: a card of the
hand, a slot, a cell of the board), so it is read with no page (no_page.Shell: a tap is that
element's action, as the page's click listener passes it on); nothing here needs a page."""

from no_page import Shell
from words_support import message


def _hg_turn(lang: str = "en") -> Shell:
    shell = Shell(lang=lang)
    shell.new_game("hoursandghosts", ["Ana", "Ben"], seed="taps 1")
    shell.take_tablet()
    return shell


def _answer(shell, selector: str, nth: int = 0) -> tuple[str, str]:
    """Tap ``selector`` and return (the sentence under the hand, what was read out)."""
    shell.said.clear()
    shell.tap(selector, nth)
    return message(shell), " ".join(shell.said)


def test_a_card_of_ones_own_hand_answers_before_the_take():
    shell = _hg_turn()
    before = message(shell)
    shown, said = _answer(shell, "#panel .hg-hand .hand-slot", 2)
    assert shown != before
    assert "First take a card from Ben's hand" in shown
    assert "First take a card from Ben's hand" in said
    assert shell.screen == "turn" and shell.moves("hoursandghosts") == 0


def test_an_empty_slot_of_ones_row_answers_before_the_take():
    shell = _hg_turn("fr")
    shown, said = _answer(shell, '#table [data-seat="0"] .hg-row .slot', 3)
    assert "Prenez d'abord une carte dans la main de Ben" in shown
    assert shown in said


def test_a_slot_and_a_card_of_the_hand_answer_once_the_card_is_dealt_with():
    """After the take (and the placing), a slot says the card is dealt with and the hand
    is to arrange; another player's row says whose it is."""
    shell = _hg_turn()
    shell.tap("[data-action=take]")
    if shell.count("#table button.slot-button"):
        lit = shell.find("#table button.slot-button").get("data-value")
        shown, _said = _answer(shell, "#panel .hg-hand .hand-slot")
        assert "First put" in shown and "green slot" in shown
        shell.tap("#table button.slot-button")
        assert lit
    shown, _said = _answer(shell, '#table [data-seat="0"] .hg-row .slot', 0)
    assert "Done" in shown
    shown, _said = _answer(shell, '#table [data-seat="1"] .hg-row .slot', 0)
    assert "Ben's row" in shown


def test_the_fan_waves_when_the_player_is_told_to_take_a_card_first():
    """The face-down cards wave once to show where to tap (no motion when the device asks
    for reduced motion)."""
    shell = _hg_turn()
    assert "tk-nudge" not in shell.find(".hg-fan").get("class")
    shell.tap("#panel .hg-hand .hand-slot")
    assert "tk-nudge" in shell.find(".hg-fan").get("class")
    shell.press("lang")  # drawn again: the cards do not wave a second time
    assert "tk-nudge" not in shell.find(".hg-fan").get("class")
    still = Shell(reduced_motion=True)
    still.new_game("hoursandghosts", ["Ana", "Ben"], seed="taps 1")
    still.take_tablet()
    still.tap("#panel .hg-hand .hand-slot")
    assert "First take a card" in message(still)
    assert "tk-nudge" not in still.find(".hg-fan").get("class")


def test_a_tap_on_the_board_at_the_hand_over_says_to_pass_the_tablet():
    shell = Shell()
    shell.new_game("twentyfourseven", ["Ana", "Ben"], seed="taps 2")
    assert shell.screen == "handoff"
    shell.said.clear()
    shell.tap("#board .cell", 10)
    assert "First pass the tablet to Ana" in shell.text("#panel .message")
    assert any("First pass the tablet to Ana" in line for line in shell.said)
    shell.take_tablet()
    assert "pass the tablet" not in shell.panel
