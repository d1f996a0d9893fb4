"""A child's first card in an empty row: the table says where the hour sits in the day,
which slots leave the most room for the other hours and where the row could no longer be
finished, and marks the slots so (green, plain, "!"); every one of them can still be
chosen. On a row that already holds cards, the same guide when the slots differ. All of it
is what the shell draws and does, read with no page (no_page.Shell)."""

from no_page import Shell
from tablet import accessible_name
from words_support import message

from hg_driver import deal_words

# Ana takes first, from Ben, whose first card is 18:00.
EVENING_FIRST = deal_words([6, 7, 8, 9, 10, 11, "G"], [18, 12, 13, 14, 15, 16, 17])


def _taken_first_card(lang: str = "en") -> Shell:
    shell = Shell(lang=lang)
    shell.new_game("hoursandghosts", ["Ana", "Ben"], deal=EVENING_FIRST)
    shell.take_tablet()
    shell.tap("[data-action=take]")
    return shell


def _slots(shell) -> dict[int, tuple[str, str]]:
    """Each lit slot (1 to 7): its drawing (roomy, fair, stuck) and its name."""
    found = {}
    for button in shell.find_all('#table [data-seat="0"] button.slot-button'):
        kind = next((k for k in ("roomy", "fair", "stuck")
                     if k in button.get("class").split()), "")
        found[int(button.get("data-value")) + 1] = (kind, accessible_name(button))
    return found


def test_an_evening_hour_on_an_empty_row_is_guided_towards_the_right():
    shell = _taken_first_card()
    said = message(shell)
    assert said.startswith("Your row is empty. 6 pm is in the evening, late in the day.")
    assert "Slots 5, 6 or 7 leave the most room for the other hours." in said
    assert "In slots 1 or 2, your row could no longer be finished." in said
    assert "finished. Tap a green slot." in said
    slots = _slots(shell)
    assert sorted(slots) == [1, 2, 3, 4, 5, 6, 7]  # every slot can still be chosen
    assert [n for n, (kind, _) in slots.items() if kind == "roomy"] == [5, 6, 7]
    assert [n for n, (kind, _) in slots.items() if kind == "stuck"] == [1, 2]
    assert slots[1][1] == "Slot 1: put 18:00 here (then your row can no longer be finished)"
    assert slots[6][1] == "Slot 6: put 18:00 here (leaves the most room)"
    assert slots[3][1] == "Slot 3: put 18:00 here"
    shell.tap('#table button.slot-button[data-value="0"]')  # the child's choice is played
    assert shell.saved("hoursandghosts") is not None
    assert shell.app.game.row(0)[0] == 18


def test_the_guide_in_french():
    said = message(_taken_first_card("fr"))
    assert said.startswith("Votre rangée est vide. Dix-huit heures, c'est le soir, tard dans "
                           "la journée.")
    assert "Les cases 5, 6 ou 7 laissent le plus de place aux autres heures." in said
    assert "Sur les cases 1 ou 2, votre rangée ne pourrait plus être finie." in said


def test_a_middle_hour_with_every_slot_open_names_the_middle_slots():
    """14:00 on an empty row never gets it stuck: no "!" and no warning, the middle slots
    green."""
    shell = Shell()
    shell.new_game("hoursandghosts", ["Ana", "Ben"],
                   deal=deal_words([6, 7, 8, 9, 10, 11, "G"], [14, 12, 13, 15, 16, 17, 18]))
    shell.take_tablet()
    shell.tap("[data-action=take]")
    said = message(shell)
    assert "2 pm is in the afternoon." in said
    assert "Slots 3, 4 or 5 leave the most room" in said
    assert "could no longer" not in said
    assert not [n for n, (kind, _) in _slots(shell).items() if kind == "stuck"]
