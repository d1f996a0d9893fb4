"""A reload in the middle of a turn: resuming from the home screen opens at the hand-over, no
hand on screen (whoever picks the tablet up next must not see it), and once the player takes
the tablet the card just taken (waiting for its slot) is still the one in hand — the save
keeps the turn's steps — and the turn goes on; a reload on the hand-off screen keeps the
hands hidden too."""

from e2e_support import wait_playable
from hg_driver import (
    DEAL_2P,
    done,
    hand,
    hand_size,
    lit_slots,
    open_page,
    place_first,
    play_turn,
    reveal,
    row,
    saved,
    start_game,
    take,
)


def reload_and_resume(page) -> None:
    page.reload()
    wait_playable(page)
    assert page.get_by_text("Resume the game with Ana and Ben?").is_visible()
    page.get_by_role("button", name="Resume the game: Who Turned the Clock?").click()


def test_a_reload_after_a_take_resumes_with_the_same_card(page, server):
    open_page(page, server)
    start_game(page, ["Ana", "Ben"], deal=DEAL_2P)
    play_turn(page)  # Ana places 06:00
    play_turn(page)  # Ben takes the ghost
    assert reveal(page) == "Ana"
    assert take(page) == "You took 07:00"
    slots, cards = lit_slots(page), hand(page)
    assert saved(page)["steps"] == [{"take": 0}]
    assert saved(page)["handoff"] is False

    reload_and_resume(page)
    assert page.locator("button.handoff").inner_text().startswith("Pass the tablet to Ana")
    assert page.locator(".hg-hand").count() == 0 and page.locator(".hg-fan").count() == 0
    assert reveal(page) == "Ana"
    assert page.get_by_role("heading", name="Ana, your turn").is_visible()
    assert page.get_by_role("heading", name="You took 07:00").is_visible()
    assert page.locator(".hg-revealed .words").inner_text() == "7 am"
    assert lit_slots(page) == slots and hand(page) == cards
    assert hand_size(page, 1) == 6  # the card left Ben's hand
    place_first(page)
    assert row(page, 0)[:2] == ["06:00", "07:00"]

    # A reload at the finish step keeps the card placed; then on the hand-off screen.
    reload_and_resume(page)
    assert reveal(page) == "Ana"
    assert "You placed 07:00 in slot 2." in page.locator(".hg-outcome").inner_text()
    done(page)
    assert len(saved(page)["record"]["moves"]) == 3
    reload_and_resume(page)
    assert page.locator("button.handoff").inner_text().startswith("Pass the tablet to Ben")
    assert page.locator(".hg-hand").count() == 0 and page.locator(".hg-fan").count() == 0
    assert row(page, 0)[:2] == ["06:00", "07:00"]
    assert reveal(page) == "Ben"
    assert page.get_by_role("heading", name="Take a card from Ana's hand").is_visible()
    assert page.console_errors == []
