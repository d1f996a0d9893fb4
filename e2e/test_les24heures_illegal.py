"""Plays the rules forbid are explained in words, never played: a card held with a pit stop
in hand, a speed card on a stopped car, an incident on one's own car, a speed card on
another car, a 350 at night. The race is set up with an explicit deck typed in the form
(the class's "same game" field) and with a record loaded on the home screen."""

from l24_driver import (
    discard_lit,
    hand,
    lit_cars,
    load_record,
    message,
    open_page,
    own_car,
    reveal,
    select,
    stacked_deck,
    start_race,
    summary,
    tap_car,
    tap_discard,
)
from timekeeper.les24heures import new_game


def pick(page, name: str) -> None:
    select(page, hand(page).index(name))


def test_a_stopped_car_and_other_refusals_are_explained(page, server):
    deck = stacked_deck(2, {0: ["pit-fuel", "250", "350", "oil-on-track", "100"],
                            1: ["250", "100", "150", "150", "100"]},
                        {0: ["150", "fuel"], 1: ["150"]})
    open_page(page, server)
    start_race(page, ["Ana", "Ben"], deal=deck)
    assert reveal(page) == "Ana"
    assert message(page) == "You hold a pit stop: put it on your car first."

    # A card other than the pit stop can go nowhere: said as soon as it is taken.
    pick(page, "Speed 250 km")
    assert lit_cars(page) == [] and not discard_lit(page)
    assert message(page) == ("Speed 250 km cannot be played now. You hold a pit stop "
                             "(refuelling): put it on your car first.")
    tap_car(page, own_car(page))
    assert message(page) == ("Speed 250 km cannot go there. You hold a pit stop "
                             "(refuelling): put it on your car first.")
    assert page.locator("#panel .message.error").count() == 1
    assert len(hand(page)) == 6  # nothing was played

    pick(page, "Pit stop: refuelling")
    assert lit_cars(page) == [0]
    tap_car(page, 0)
    assert "Ana puts a pit stop (refuelling) on their own car: it is stopped (needs a Fuel " \
        "card)." in summary(page)
    ana = page.locator('.l24-car[data-car="0"]')
    assert ana.locator(".l24-badge.stop").inner_text() == "Stopped"
    assert ana.locator(".l24-badge.pit").inner_text() == "Refuelling: needs a Fuel card"

    reveal(page)  # Ben
    pick(page, "Speed 250 km")
    tap_car(page, 1)

    assert reveal(page) == "Ana"
    pick(page, "Speed 250 km")
    assert discard_lit(page) and lit_cars(page) == []
    assert message(page) == ("Speed 250 km can only be discarded now. Your car is stopped: "
                             "refuel first.")
    tap_car(page, 0)
    assert message(page) == "Speed 250 km cannot go there. Your car is stopped: refuel first."
    pick(page, "Incident: oil on the track")
    assert lit_cars(page) == [1]
    tap_car(page, 0)
    assert message(page) == ("Incident: oil on the track cannot go there. An incident goes "
                             "on another car, not your own.")
    pick(page, "Speed 350 km")
    tap_car(page, 1)
    assert message(page) == "Speed 350 km cannot go there. Only an incident goes on " \
        "another car."
    # The fuel covers the pit stop: the car may race again.
    pick(page, "Bonus: fuel")
    assert lit_cars(page) == [0]
    tap_car(page, 0)
    assert "Ana covers a pit stop (refuelling) with a Fuel card: their own car may race " \
        "again from its next turn." in summary(page)
    assert ana.locator(".l24-badge.stop").count() == 0
    assert page.console_errors == []


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


def test_no_350_at_night(page, server):
    open_page(page, server)
    load_record(page, night_record())
    assert page.locator(".l24-now").inner_text() == "Hour 8 of 24 · night: no 350"
    assert page.locator(".l24-hour.night.now").inner_text() == "8"
    assert reveal(page) == "Ana"
    pick(page, "Speed 350 km")
    assert lit_cars(page) == [] and discard_lit(page)
    tap_car(page, 0)
    assert message(page) == "Speed 350 km cannot go there. No 350 at night (hour 8)."
    assert "No 350 at night (hour 8)." in page.locator("#live").inner_text()
    # The 350 may still be discarded: the discard pile is lit and takes it.
    tap_discard(page)
    assert "Ana discards a 350 km card." in summary(page)
    assert page.console_errors == []
