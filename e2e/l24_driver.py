"""Steps a player takes at Les 24 Heures, for the game's browser tests
(e2e/test_les24heures_*.py).

Every step goes through what a player sees and touches: buttons found by their roles and
accessible names ("Speed 250 km", "Race hour"), the places lit up on the table. Nothing
reaches into Python.
"""

from __future__ import annotations

import json
import re

from e2e_support import wait_playable

TITLE = "Les 24 Heures"
SAVE_KEY = "timekeeper.les24heures.game"


def open_page(page, url: str) -> None:
    page.goto(url)
    wait_playable(page)


def open_setup(page) -> None:
    page.get_by_role("button", name=f"New game: {TITLE}").click()
    page.get_by_role("heading", name="New game").wait_for()


def start_race(page, names: list[str], *, seed: str | None = None, race: str = "24 hours",
               cars: str | None = None, deal: list[str] | None = None) -> None:
    """Fill the new-game form (English) and start: ``race`` is a choice's name ("12 hours",
    "Gold Cup: 4 races"; the form offers the 12-hour race first, these tests race 24 hours
    unless told), ``cars`` a team choice ("2 teams of 2"), ``deal`` an explicit deck (typed
    in the form)."""
    if page.get_by_role("heading", name="Choose a game").is_visible():
        open_setup(page)
    page.get_by_role("button", name=str(len(names)), exact=True).click()
    for n, name in enumerate(names, start=1):
        page.get_by_label(f"Player {n}", exact=True).fill(name)
    page.get_by_role("button", name=race).click()  # its name goes on with how long it lasts
    if cars is not None:
        page.get_by_role("button", name=cars, exact=True).click()
    if seed is not None or deal is not None:
        if page.locator("details.class-options").get_attribute("open") is None:
            page.get_by_text("Same game for a whole class").click()
        if seed is not None:
            page.get_by_label("Game code").fill(seed)
        if deal is not None:
            page.locator("#input-deal").fill(" ".join(deal))
    page.get_by_role("button", name="Start the game").click()


# ----------------------------------------------------------------------- turns
def handoff_button(page):
    return page.locator("button.handoff")


def reveal(page) -> str:
    """Tap the hand-off screen; returns the name it was passed to."""
    button = handoff_button(page)
    title = button.locator(".handoff-title").inner_text()
    button.click()
    page.locator(".l24-hand").wait_for()
    return re.sub(r"^Pass the tablet to ", "", title)


def player_to_play(page) -> str:
    return re.sub(r", your turn$", "", page.locator("#panel h2").first.inner_text())


def hand(page) -> list[str]:
    """The cards in hand, by their buttons' names ("Speed 250 km", "Race hour"; the card
    drawn for this turn says so after its name: "Race hour drawn", left out here)."""
    return page.locator(".l24-hand button").evaluate_all(
        "bs => bs.map(b => b.ariaLabel.replace(/ (drawn|piochée)$/, ''))")


def select(page, index: int) -> None:
    page.locator(".l24-hand button").nth(index).click()


def lit_cars(page) -> list[int]:
    return page.locator(".l24-car.lit").evaluate_all("cs => cs.map(c => +c.dataset.car)")


def discard_lit(page) -> bool:
    return page.locator(".l24-discard.lit").count() == 1


def own_car(page) -> int:
    return int(page.locator(".l24-car.yours").get_attribute("data-car"))


def car_target(page, car: int):
    return page.locator(f'.l24-car[data-car="{car}"] .l24-target')


def tap_car(page, car: int) -> None:
    car_target(page, car).click()


def tap_discard(page) -> None:
    page.locator("button.l24-discard").click()


def message(page) -> str:
    return page.locator("#panel .message").inner_text()


def km_of(page) -> list[str]:
    """Each car's kilometres as the table shows them ("1,250 km")."""
    return page.locator(".l24-car .l24-km").all_inner_texts()


def play_turn(page) -> tuple[str, str, str]:
    """Reveal if the tablet passes, then play by what lights up: a pit stop on the car (it
    must go first), else a race hour on the discard pile, else the first card (hand order)
    that lights the player's car, else the first card the discard pile takes, else an
    incident on the first car lit. Returns (player, card, where)."""
    if handoff_button(page).is_visible():
        player = reveal(page)
    else:  # the same player again (lap record, or every other car's turn lost)
        player = player_to_play(page)
    cards = hand(page)
    own = own_car(page)
    first = [i for i, c in enumerate(cards) if c.startswith("Pit stop")]
    first += [i for i, c in enumerate(cards) if c == "Race hour"]
    for index in first[:1]:
        select(page, index)
        if cards[index] == "Race hour" and discard_lit(page):
            tap_discard(page)
            return player, cards[index], "discard"
        assert own in lit_cars(page), f"{cards[index]} does not light the car"
        tap_car(page, own)
        return player, cards[index], "own"
    discardable = None
    for index, card in enumerate(cards):
        select(page, index)
        if own in lit_cars(page):
            tap_car(page, own)
            return player, card, "own"
        if discardable is None and discard_lit(page):
            discardable = index
    if discardable is not None:
        select(page, discardable)
        tap_discard(page)
        return player, cards[discardable], "discard"
    for index, card in enumerate(cards):
        select(page, index)
        targets = lit_cars(page)
        if targets:
            tap_car(page, targets[0])
            return player, card, f"car {targets[0]}"
    raise AssertionError(f"nothing lights up for {cards}")


def saved_record(page) -> dict | None:
    return page.evaluate(
        f"() => {{ const s = localStorage.getItem('{SAVE_KEY}');"
        " return s ? JSON.parse(s).record : null; }")


def record_file(data) -> dict:
    """A game record as a file for the home screen's "Load a game"."""
    text = data if isinstance(data, str) else json.dumps(data)
    return {"name": "race.json", "mimeType": "application/json", "buffer": text.encode()}


def load_record(page, record: dict) -> None:
    page.get_by_label("Game record (JSON file)").set_input_files(record_file(record))
    handoff_or_end = page.locator("button.handoff, .screen.end")
    handoff_or_end.first.wait_for()


# ----------------------------------------------------------------------- races set up in advance
# Cards that fill hands and draws a test did not script: harmless ones first, pit stops (which
# force a play) last.
FILLER = ["fuel", "oil", "tyres", "250", "150", "100", "350", "race-hour", "oil-on-track",
          "speed-limit", "misfire", "joker", "lap-record", "pit-fuel", "pit-oil", "pit-rain"]


def stacked_deck(players: int, hands: dict, draws: dict | None = None,
                 hours: int = 24) -> list[str]:
    """A whole deck in draw order: seat s is dealt ``hands[s]`` (filled up to 5) and its
    k-th draw is ``draws[s][k]`` (when no turn is lost or repeated); the rest is filler."""
    from collections import Counter

    from timekeeper.les24heures import card_counts

    draws = draws or {}
    left = Counter(card_counts(hours))
    left.subtract([c for cards in (*hands.values(), *draws.values()) for c in cards])
    assert all(n >= 0 for n in left.values()), f"too many cards: {-left}"
    filler = [card for card in FILLER for _ in range(left[card])]
    dealt = [list(hands.get(seat, [])) for seat in range(players)]
    for cards in dealt:
        while len(cards) < 5:
            cards.append(filler.pop(0))
    deck = [dealt[k % players][k // players] for k in range(5 * players)]
    rounds = max((len(cards) for cards in draws.values()), default=0)
    for k in range(rounds * players):
        seat_draws = draws.get(k % players, [])
        deck.append(seat_draws[k // players] if k // players < len(seat_draws)
                    else filler.pop(0))
    return deck + filler


PIT_STOPS = ("pit-fuel", "pit-oil", "pit-rain")
OWN_PLAYS = ("speed", "pit-stop", "bonus", "joker", "lap-record")


def choose_like_play_turn(game) -> dict:
    """The move ``play_turn`` makes in ``game`` (the engine's, for setting races up in
    advance): a pit stop, else a race hour, else the first card of the hand that may go on
    the player's car, else the first that may be discarded, else an incident."""
    cards = game.hand(game.turn)
    for card in cards:
        if card in PIT_STOPS:
            return {"play": "pit-stop", "card": card}
    if "race-hour" in cards:
        return {"play": "race-hour"}
    discard = None
    for index in range(len(cards)):
        dest = game.destinations(index)
        if dest["own_car"]:
            return next(m for m in dest["moves"] if m["play"] in OWN_PLAYS)
        if discard is None and dest["discard_pile"]:
            discard = next(m for m in dest["moves"] if m["play"] == "discard")
    if discard is not None:
        return discard
    for index in range(len(cards)):
        dest = game.destinations(index)
        if dest["other_cars"]:
            return next(m for m in dest["moves"] if m["play"] == "incident")
    raise AssertionError(f"no move for {cards}")
