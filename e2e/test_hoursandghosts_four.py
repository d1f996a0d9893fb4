"""Four players for several turns: a hand arranged (the ghost moved to the front) keeps its
order into the next player's fan, the ghost taken is announced to all and shown as known on
the table; on tablets the table, the hand and the action buttons are on screen together."""

from hg_driver import (
    SEED_4P,
    done,
    hand,
    hand_size,
    known_ghosts,
    lit_slots,
    no_horizontal_scroll,
    off_screen,
    open_page,
    place_first,
    play_turn,
    reveal,
    small_tap_targets,
    start_game,
    summary,
    take,
)

TABLETS = [(768, 1024), (1024, 768)]
ALWAYS = ["#table .hg-seat", ".hg-hand"]


def on_screen_together(page, step: str, actions: list[str]) -> None:
    """At both tablet sizes: every row, the hand and the step's buttons on screen at once;
    every tap target at least 44 px; on a phone, no sideways scrolling."""
    for width, height in TABLETS:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("window.scrollTo(0, 0)")
        where = f"{step} at {width}x{height}"
        assert off_screen(page, ALWAYS + actions) == [], where
        assert small_tap_targets(page) == [], where
    page.set_viewport_size({"width": 390, "height": 844})
    assert no_horizontal_scroll(page), f"{step} on a phone"
    assert small_tap_targets(page) == [], f"{step} on a phone"
    page.set_viewport_size({"width": 1024, "height": 768})


def test_four_players_a_ghost_taken_and_an_arranged_hand(page, server):
    open_page(page, server)
    start_game(page, ["Ana", "Ben", "Cleo", "Dan"], seed=SEED_4P)
    assert page.locator(".hg-whose").inner_text() == "▶ Ana takes a card from Dan."
    assert reveal(page) == "Ana"
    assert hand(page) == ["22:00", "06:00", "08:00", "13:00", "22:00", "Ghost", "18:00"]
    on_screen_together(page, "take", [".hg-fan button"])
    assert take(page) == "You took 18:00"
    on_screen_together(page, "place", ["#table .slot-button", ".hg-revealed .hg-card"])
    place_first(page)
    on_screen_together(page, "finish", ['[data-action="done"]', '[data-action="move-card"]'])

    # Ana puts her ghost first: tap it, then ◀ until it leads her hand.
    page.get_by_role("button", name="Card 6: a ghost").click()
    for _ in range(5):
        page.get_by_role("button", name="Move a ghost left").click()
    assert page.locator("#panel .message").inner_text() == "A ghost is now card 1 of 7."
    assert hand(page)[0] == "Ghost"
    assert page.get_by_role("button", name="Move a ghost left").is_disabled()
    done(page)
    assert "Ana rearranged their hand." in summary(page)
    assert known_ghosts(page, 0) == 0  # a ghost dealt is nobody's business

    # Ben takes the first card of Ana's fan: the ghost, in the order Ana left.
    assert reveal(page) == "Ben"
    assert page.get_by_role("heading", name="Take a card from Ana's hand").is_visible()
    assert take(page, 1) == "You took a ghost!"
    assert "A ghost! It goes into your hand. Maybe Cleo will take it from you!" in \
        page.locator(".hg-outcome").inner_text()
    assert known_ghosts(page, 1) == 1
    assert hand(page)[-1] == "Ghost"  # joined at the right end, marked new
    assert page.get_by_role("button", name="Card 8: a ghost (new)").is_visible()
    done(page)
    assert "Ben took a ghost from Ana!" in summary(page)
    assert "Ben took a ghost from Ana!" in page.locator("#live").inner_text()
    assert known_ghosts(page, 1) == 1 and hand_size(page, 1) == 8 and hand_size(page, 0) == 6
    # The hand-off screen shows no hand.
    assert page.locator(".hg-hand").count() == 0

    for expected in ("Cleo", "Dan", "Ana"):
        assert play_turn(page) == expected
    assert reveal(page) == "Ben"
    assert known_ghosts(page, 1) == 1
    assert page.locator("ol.log li").count() == 5
    take(page)
    if lit_slots(page):
        place_first(page)
    assert page.console_errors == []
