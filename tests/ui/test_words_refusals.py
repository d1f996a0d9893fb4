"""Plays the rules forbid are explained in words, never played. Les 24 Heures: a card held
with a pit stop in hand, a speed card on a stopped car, an incident on one's own car, a
speed card on another car, a 350 at night (the race set up with a deck given in the form, the
class's "same game" field, and with a record loaded on the home screen). Who Turned the
Clock?: a tap on a slot that is not lit says why.

All of it is what the shell draws and says, read with no page (no_page.Shell): a tap is the
drawn element's action, the deck or the deal is set in the new-game form's field
(``Shell.new_game``), and the record comes as the page tells Python of the file chosen
(``load_record``). Nothing here needs a page."""

from no_page import Shell
from words_support import (
    ana_puts_six_in_slot_4,
    discard_lit,
    hand,
    lit_cars,
    lit_slots,
    message,
    own_car,
    pick,
    row,
    stacked_deck,
    take,
    tap_car,
)

from timekeeper.les24heures import new_game


def summary(shell) -> str:
    return shell.text(".card.summary")


def test_a_stopped_car_and_other_refusals_are_explained():
    deck = stacked_deck(2, {0: ["pit-fuel", "250", "350", "oil-on-track", "100"],
                            1: ["250", "100", "150", "150", "100"]},
                        {0: ["150", "fuel"], 1: ["150"]})
    shell = Shell()
    shell.new_game("les24heures", ["Ana", "Ben"], deal=" ".join(deck))
    assert shell.take_tablet() == "Pass the tablet to Ana"
    assert message(shell) == "You hold a pit stop: put it on your car first."

    # A card other than the pit stop can go nowhere: said as soon as it is taken.
    pick(shell, "Speed 250 km")
    assert lit_cars(shell) == [] and not discard_lit(shell)
    assert message(shell) == ("Speed 250 km cannot be played now. You hold a pit stop "
                            "(refuelling): put it on your car first.")
    tap_car(shell, own_car(shell))
    assert message(shell) == ("Speed 250 km cannot go there. You hold a pit stop "
                            "(refuelling): put it on your car first.")
    assert shell.count("#panel .message.error") == 1
    assert len(hand(shell)) == 6  # nothing was played

    pick(shell, "Pit stop: refuelling")
    assert lit_cars(shell) == [0]
    tap_car(shell, 0)
    assert "Ana puts a pit stop (refuelling) on their own car: it is stopped (needs a Fuel " \
        "card)." in summary(shell)
    assert shell.text('.l24-car[data-car="0"] .l24-badge.stop') == "Stopped"
    assert shell.text('.l24-car[data-car="0"] .l24-badge.pit') == \
        "Refuelling: needs a Fuel card"

    shell.take_tablet()  # Ben
    pick(shell, "Speed 250 km")
    tap_car(shell, 1)

    assert shell.take_tablet() == "Pass the tablet to Ana"
    pick(shell, "Speed 250 km")
    assert discard_lit(shell) and lit_cars(shell) == []
    assert message(shell) == ("Speed 250 km can only be discarded now. Your car is stopped: "
                            "refuel first.")
    tap_car(shell, 0)
    assert message(shell) == "Speed 250 km cannot go there. Your car is stopped: refuel first."
    pick(shell, "Incident: oil on the track")
    assert lit_cars(shell) == [1]
    tap_car(shell, 0)
    assert message(shell) == ("Incident: oil on the track cannot go there. An incident goes "
                            "on another car, not your own.")
    pick(shell, "Speed 350 km")
    tap_car(shell, 1)
    assert message(shell) == "Speed 350 km cannot go there. Only an incident goes on " \
        "another car."
    # The fuel covers the pit stop: the car may race again.
    pick(shell, "Bonus: fuel")
    assert lit_cars(shell) == [0]
    tap_car(shell, 0)
    assert "Ana covers a pit stop (refuelling) with a Fuel card: their own car may race " \
        "again from its next turn." in summary(shell)
    assert not shell.shown('.l24-car[data-car="0"] .l24-badge.stop')
    assert shell.console == []


def night_record() -> dict:
    """Ana holds a 350 and an incident while the board shows hour 8 (night)."""
    deck = stacked_deck(2, {0: ["350", "race-hour", "race-hour", "race-hour", "race-hour"],
                            1: ["race-hour", "race-hour", "race-hour", "race-hour", "100"]},
                        {0: ["150", "150", "150", "oil-on-track"], 1: ["100"] * 4})
    game = new_game(["Ana", "Ben"], {}, deal=deck)
    for _ in range(7):
        game.play({"play": "race-hour"})
    game.play({"play": "speed", "card": "100"})
    return game.to_record()


def test_no_350_at_night():
    shell = Shell()
    shell.load_record(night_record())
    assert shell.text(".l24-now") == "Hour 8 of 24 · night: no 350"
    assert shell.text(".l24-hour.night.now") == "8"
    assert shell.take_tablet() == "Pass the tablet to Ana"
    pick(shell, "Speed 350 km")
    assert lit_cars(shell) == [] and discard_lit(shell)
    tap_car(shell, 0)
    assert message(shell) == "Speed 350 km cannot go there. No 350 at night (hour 8)."
    assert "No 350 at night (hour 8)." in shell.said[-1]
    # The 350 may still be discarded: the discard pile is lit and takes it.
    shell.tap("button.l24-discard")
    assert "Ana discards a 350 km card." in summary(shell)
    assert shell.console == []


def test_a_tap_on_a_slot_that_is_not_lit_says_why():
    shell = Shell()
    ana_puts_six_in_slot_4(shell)
    shell.tap_button("Done: end my turn", exact=True)
    shell.take_tablet()  # Ben takes the ghost
    take(shell)
    shell.press("done")
    shell.take_tablet()
    assert take(shell) == "You took 07:00"
    assert lit_slots(shell) == [f"Slot {n}: put 07:00 here" for n in (5, 6, 7)]
    shell.tap('#table [data-seat="0"] .hg-row .slot', nth=0)  # a free slot left of 06:00
    assert message(shell) == \
        "07:00 does not fit slot 1: the row must go forward from left to right."
    shell.tap('#table [data-seat="0"] .hg-row .slot', nth=3)  # 06:00's slot
    assert message(shell) == "Slot 4 already holds 06:00."
    assert row(shell, 0) == ["", "", "", "06:00", "", "", ""]  # nothing moved
    shell.tap_button("Slot 5: put 07:00 here", exact=True)
    assert row(shell, 0)[3:5] == ["06:00", "07:00"]
    assert shell.console == []
