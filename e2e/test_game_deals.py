"""A class plays the same game on every tablet: the page deals exactly what the engine deals
on CPython, for a game code and for an explicit deal typed in."""

from game_driver import (
    board_tiles,
    confirm,
    open_page,
    open_setup,
    place_first_legal,
    rack,
    reveal,
    start_game,
)
from timekeeper.twentyfourseven import Deal


def test_a_game_code_deals_in_the_browser_what_it_deals_on_cpython(page, server):
    expected = Deal.from_seed("Class 5B", 3)
    open_page(page, server)
    start_game(page, ["Ana", "Ben", "Cleo"], seed="  class 5b ")
    assert board_tiles(page) == {"D4": expected.start}
    for seat, name in enumerate(["Ana", "Ben", "Cleo"]):
        assert reveal(page) == name
        assert rack(page) == sorted(expected.hands[seat])
        if seat < 2:  # pass the turn on by placing a tile, then look at the next rack
            place_first_legal(page)
            confirm(page)


def test_an_explicit_deal_is_dealt_in_the_given_order(page, server):
    # Start 7, three 10s removed, Ana holds 1-6, Ben 1-6, then the rest as the bag.
    dealt = [7, 10, 10, 10, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]
    rest = [v for v in range(1, 11) for _ in range(4)]
    for tile in dealt:
        rest.remove(tile)
    order = dealt + rest
    open_page(page, server)
    open_setup(page)
    page.get_by_role("button", name="2", exact=True).click()
    page.get_by_label("Player 1", exact=True).fill("Ana")
    page.get_by_label("Player 2", exact=True).fill("Ben")
    page.get_by_text("Same game for a whole class").click()
    page.get_by_label("Or the exact deal: 40 numbers").fill(", ".join(map(str, order)))
    page.get_by_role("button", name="Start the game").click()
    assert board_tiles(page) == {"D4": 7}
    assert reveal(page) == "Ana"
    assert rack(page) == [1, 2, 3, 4, 5, 6]
