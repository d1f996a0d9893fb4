"""A team race (4 players, 2 teams of 2) for several turns: partners share one car and both
play on it; a card can also be dragged onto the car; the table shows what the engine says."""

from l24_driver import (
    choose_like_play_turn,
    hand,
    km_of,
    open_page,
    open_setup,
    own_car,
    play_turn,
    reveal,
    start_race,
)
from timekeeper.les24heures import new_game

NAMES = ["Ana", "Ben", "Cleo", "Dan"]
SEED = "teams-1"  # Ana and Cleo both expose speed cards on their shared car early on


def car_names(page) -> list[str]:
    """Each car's drivers as read out (the one to play marked)."""
    return page.locator(".l24-car .l24-car-name").evaluate_all(
        "hs => hs.map(h => h.textContent)")


def test_partners_share_a_car_and_both_play_on_it(page, server):
    open_page(page, server)
    open_setup(page)
    page.get_by_role("button", name="4", exact=True).click()
    for n, name in enumerate(NAMES, start=1):
        page.get_by_label(f"Player {n}", exact=True).fill(name)
    page.get_by_role("button", name="2 teams of 2", exact=True).click()
    assert page.locator("#option-teams-hint").inner_text() == \
        "Sharing a car: Ana and Cleo; Ben and Dan."
    page.get_by_label("Player 4", exact=True).fill("Dora")  # the hint follows the names
    assert page.locator("#option-teams-hint").inner_text() == \
        "Sharing a car: Ana and Cleo; Ben and Dora."
    page.get_by_label("Player 4", exact=True).fill("Dan")
    start_race(page, NAMES, seed=SEED, cars="2 teams of 2")

    assert car_names(page) == ["▶ Ana (to play) · Cleo", "Ben · Dan"]

    # The same race played by the engine, move for move, says what the page must show.
    game = new_game(NAMES, {"teams": 2}, seed=SEED)
    by_cleo = []
    for turn in range(8):
        seat = game.turn
        move = choose_like_play_turn(game)
        if turn == 2:  # Cleo drags her card onto the shared car instead of tapping
            assert reveal(page) == "Cleo"
            assert own_car(page) == 0
            index = hand(page).index(f"Speed {move['card']} km")
            card = page.locator(".l24-hand button").nth(index)
            target = page.locator('.l24-car[data-car="0"] .l24-target')
            start, end = card.bounding_box(), target.bounding_box()
            page.mouse.move(start["x"] + 20, start["y"] + 20)
            page.mouse.down()
            page.mouse.move(start["x"] + 40, start["y"] - 10, steps=4)
            page.mouse.move(end["x"] + 30, end["y"] + 30, steps=6)
            page.mouse.up()
            page.locator("button.handoff").wait_for()
            player, card_name, where = "Cleo", f"Speed {move['card']} km", "own"
        else:
            player, card_name, where = play_turn(page)
        game.play(move)
        assert player == NAMES[seat]
        assert km_of(page) == [f"{km:,}\u00a0km" for km in game.km]
        if player == "Cleo" and move["play"] == "speed":
            by_cleo.append(move["card"])
            assert where == "own"
            assert f"Cleo plays a {move['card']}: Ana and Cleo's car is at" in \
                page.locator(".card.summary").inner_text()
    assert len(by_cleo) == 2
    assert game.km[0] >= 250 + 350  # Ana's cards and Cleo's on one car
    # After Dan, it is Ana's turn again: the shared car is marked.
    assert car_names(page) == ["▶ Ana (to play) · Cleo", "Ben · Dan"]
    assert page.console_errors == []
