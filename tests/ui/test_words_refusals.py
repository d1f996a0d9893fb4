"""Plays the rules forbid are explained in words, never played. Les 24 Heures: a card held
with a pit stop in hand, a speed card on a stopped car, an incident on one's own car, a
speed card on another car, a 350 at night (the race set up with a deck typed in the form, the
class's "same game" field, and with a record loaded on the home screen). Who Turned the
Clock?: a tap on a slot that is not lit says why."""

from tablet import Tablet
from words_support import (
    DEAL_2P,
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


def summary(tab) -> str:
    return tab.text(".card.summary")


def test_a_stopped_car_and_other_refusals_are_explained():
    deck = stacked_deck(2, {0: ["pit-fuel", "250", "350", "oil-on-track", "100"],
                            1: ["250", "100", "150", "150", "100"]},
                        {0: ["150", "fuel"], 1: ["150"]})
    tab = Tablet()
    tab.new_game("les24heures", ["Ana", "Ben"], deal=" ".join(deck))
    assert tab.take_tablet() == "Pass the tablet to Ana"
    assert message(tab) == "You hold a pit stop: put it on your car first."

    # A card other than the pit stop can go nowhere: said as soon as it is taken.
    pick(tab, "Speed 250 km")
    assert lit_cars(tab) == [] and not discard_lit(tab)
    assert message(tab) == ("Speed 250 km cannot be played now. You hold a pit stop "
                            "(refuelling): put it on your car first.")
    tap_car(tab, own_car(tab))
    assert message(tab) == ("Speed 250 km cannot go there. You hold a pit stop "
                            "(refuelling): put it on your car first.")
    assert tab.count("#panel .message.error") == 1
    assert len(hand(tab)) == 6  # nothing was played

    pick(tab, "Pit stop: refuelling")
    assert lit_cars(tab) == [0]
    tap_car(tab, 0)
    assert "Ana puts a pit stop (refuelling) on their own car: it is stopped (needs a Fuel " \
        "card)." in summary(tab)
    assert tab.text('.l24-car[data-car="0"] .l24-badge.stop') == "Stopped"
    assert tab.text('.l24-car[data-car="0"] .l24-badge.pit') == \
        "Refuelling: needs a Fuel card"

    tab.take_tablet()  # Ben
    pick(tab, "Speed 250 km")
    tap_car(tab, 1)

    assert tab.take_tablet() == "Pass the tablet to Ana"
    pick(tab, "Speed 250 km")
    assert discard_lit(tab) and lit_cars(tab) == []
    assert message(tab) == ("Speed 250 km can only be discarded now. Your car is stopped: "
                            "refuel first.")
    tap_car(tab, 0)
    assert message(tab) == "Speed 250 km cannot go there. Your car is stopped: refuel first."
    pick(tab, "Incident: oil on the track")
    assert lit_cars(tab) == [1]
    tap_car(tab, 0)
    assert message(tab) == ("Incident: oil on the track cannot go there. An incident goes "
                            "on another car, not your own.")
    pick(tab, "Speed 350 km")
    tap_car(tab, 1)
    assert message(tab) == "Speed 350 km cannot go there. Only an incident goes on " \
        "another car."
    # The fuel covers the pit stop: the car may race again.
    pick(tab, "Bonus: fuel")
    assert lit_cars(tab) == [0]
    tap_car(tab, 0)
    assert "Ana covers a pit stop (refuelling) with a Fuel card: their own car may race " \
        "again from its next turn." in summary(tab)
    assert not tab.shown('.l24-car[data-car="0"] .l24-badge.stop')
    assert tab.console == []


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
    tab = Tablet()
    tab.choose_file(night_record(), name="race.json")
    assert tab.text(".l24-now") == "Hour 8 of 24 · night: no 350"
    assert tab.text(".l24-hour.night.now") == "8"
    assert tab.take_tablet() == "Pass the tablet to Ana"
    pick(tab, "Speed 350 km")
    assert lit_cars(tab) == [] and discard_lit(tab)
    tap_car(tab, 0)
    assert message(tab) == "Speed 350 km cannot go there. No 350 at night (hour 8)."
    assert "No 350 at night (hour 8)." in tab.said[-1]
    # The 350 may still be discarded: the discard pile is lit and takes it.
    tab.tap("button.l24-discard")
    assert "Ana discards a 350 km card." in summary(tab)
    assert tab.console == []


def test_a_tap_on_a_slot_that_is_not_lit_says_why():
    tab = Tablet()
    tab.new_game("hoursandghosts", ["Ana", "Ben"], deal=DEAL_2P)
    tab.take_tablet()
    assert take(tab) == "You took 06:00"
    tab.tap_button("Slot 4: put 06:00 here (then your row can no longer be finished)",
                   exact=True)
    tab.tap_button("Done: end my turn", exact=True)
    tab.take_tablet()  # Ben takes the ghost
    take(tab)
    tab.press("done")
    tab.take_tablet()
    assert take(tab) == "You took 07:00"
    assert lit_slots(tab) == [f"Slot {n}: put 07:00 here" for n in (5, 6, 7)]
    tab.tap('#table [data-seat="0"] .hg-row .slot', nth=0)  # a free slot left of 06:00
    assert message(tab) == "07:00 does not fit slot 1: the row must go forward from left to right."
    tab.tap('#table [data-seat="0"] .hg-row .slot', nth=3)  # 06:00's slot
    assert message(tab) == "Slot 4 already holds 06:00."
    assert row(tab, 0) == ["", "", "", "06:00", "", "", ""]  # nothing moved
    tab.tap_button("Slot 5: put 07:00 here", exact=True)
    assert row(tab, 0)[3:5] == ["06:00", "07:00"]
    assert tab.console == []
