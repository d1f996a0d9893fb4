"""A whole 2-player game of Who Turned the Clock? through taps only, from the home screen to
the winner's celebration, with a ghost taken, a card kept, a card boxed, the emergency move,
and "play again"."""

from hg_driver import (
    DEAL_2P,
    done,
    game_over,
    hand_size,
    known_ghosts,
    lit_slots,
    open_page,
    place_first,
    reveal,
    row,
    saved,
    start_game,
    summary,
    take,
)

STUCK = ("Your row can no longer be completed: 6 free slots after 20:00, and only 2 hours can "
         "go there (21:00 and 22:00).")


def test_a_two_player_game_from_the_home_screen_to_the_winner(page, server):
    open_page(page, server)
    assert page.get_by_role("heading", name="Who Turned the Clock?").is_visible()
    start_game(page, ["Ana", "Ben"], deal=DEAL_2P)
    assert row(page, 0) == [""] * 7 and hand_size(page, 0) == hand_size(page, 1) == 7
    told = []
    for number in range(30):
        if game_over(page):
            break
        player = reveal(page)
        assert player == ("Ana" if number % 2 == 0 else "Ben")
        stuck = page.locator(".stuck-reason")
        if number == 9:  # Ben's row is stuck: he uses the emergency move instead of taking
            assert stuck.inner_text() == STUCK
            page.get_by_role("button", name="Use the emergency move").click()
            page.get_by_role("button", name="Move 20:00 to slot 2").click()
            assert row(page, 1)[:2] == ["", "20:00"]  # the row as the move would leave it
            page.get_by_role("button", name="Make the move").click()
            assert "Emergency move done: 20:00 from slot 1 to slot 2." in \
                page.locator(".hg-outcome").inner_text()
        else:
            if player == "Ana":
                assert stuck.count() == 0  # offered only when the rules page allows it
            title = take(page)
            if number == 0:
                assert title == "You took 06:00"
                assert page.locator(".hg-revealed .words").inner_text() == "6 am"
                assert lit_slots(page)[0] == "Slot 1: put 06:00 here (leaves the most room)"
            if not game_over(page) and lit_slots(page):
                place_first(page)
        if game_over(page):
            break
        done(page)
        told.append(summary(page))
        if number == 1:
            assert "Ben took a ghost from Ana!" in told[-1]
            assert known_ghosts(page, 1) == 1 and known_ghosts(page, 0) == 0
    assert game_over(page), "the game did not end"
    assert number == 12

    assert "Ana could use it: Ben keeps it." in told[5]
    assert "Nobody can place 06:00: it goes back in the box, and Ben draws a card." in told[7]
    assert "Ben used the emergency move: 20:00 from slot 1 to slot 2." in told[9]
    assert page.locator(".hg-box").inner_text().endswith("06:00")
    # The winner celebrated, their full row on the table and in the result.
    assert page.locator(".hg-result .celebrate").inner_text().split() == \
        ["★", "Well", "done,", "Ana!", "★"]
    assert page.locator(".hg-result .verdict").inner_text() == "Ana wins!"
    assert "Ana's row is full and Ana holds no ghost: Ana wins!" in summary(page)
    assert row(page, 0) == [f"{hour:02d}:00" for hour in range(6, 13)]
    assert row(page, 1)[1:3] == ["20:00", "21:00"]
    ranking = page.locator("table.ranking tbody tr").all_inner_texts()
    assert ranking[0].split("\t")[:3] == ["1", "Ana", "7"]
    assert page.locator("ol.log li").count() == 13
    assert len(saved(page)["record"]["moves"]) == 13

    # Play again: a fresh deal for the same players, empty rows.
    page.get_by_role("button", name="Play again, same players").click()
    assert page.locator("button.handoff").inner_text().startswith("Pass the tablet to Ana")
    assert row(page, 0) == [""] * 7 and row(page, 1) == [""] * 7
    assert page.locator("ol.log li").count() == 0
    assert page.console_errors == []
