"""The new-game screen: mistakes are explained and lose nothing, the printed age rule picks
who starts, and a name is always shown as text, never run as HTML."""

from game_driver import open_page, open_setup, play_turn

HOSTILE = "<img src=x onerror=alert(1)>"


def test_setup_mistakes_the_age_rule_and_a_name_that_looks_like_html(page, server):
    alerts = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.dismiss()))
    open_page(page, server)
    open_setup(page)
    page.get_by_role("button", name="3", exact=True).click()
    page.get_by_label("Player 1", exact=True).fill(HOSTILE)
    page.get_by_label("Player 3", exact=True).fill("Cleo")
    page.get_by_role("button", name="Age closest to 24").click()
    page.get_by_label("Age of player 1").fill("40")
    page.get_by_label("Age of player 2").fill("23")
    page.get_by_label("Age of player 3").fill("twenty-five")

    # Two mistakes: both said next to their fields, the focus on the first, nothing lost.
    page.get_by_role("button", name="Start the game").click()
    panel = page.locator("#panel")
    assert panel.get_by_text("Please type a name for player 2.").is_visible()
    assert panel.get_by_text("Please type the age of player 3 (a whole number).").is_visible()
    assert page.evaluate("document.activeElement.id") == "input-name1"
    assert page.get_by_label("Player 1", exact=True).input_value() == HOSTILE
    assert page.get_by_label("Age of player 1").input_value() == "40"

    page.get_by_label("Player 2", exact=True).fill("Ben")
    page.get_by_label("Age of player 3").fill("25")
    page.get_by_role("button", name="Start the game").click()

    # 23 and 25 are both 1 year from 24: the earlier player in the list, Ben, starts,
    # and the order around the table is kept (Ben, Cleo, then player 1).
    assert page.locator("button.handoff .handoff-title").inner_text() == \
        "Pass the tablet to Ben"
    names = page.locator("table.scores tbody th .who").all_inner_texts()
    assert names == ["Ben", "Cleo", HOSTILE]

    # The name is text everywhere: in the scores, on the hand-off, in the log.
    play_turn(page)
    play_turn(page)
    assert page.locator("button.handoff .handoff-title").inner_text() == \
        f"Pass the tablet to {HOSTILE}"
    play_turn(page)
    assert f"{HOSTILE}: " in page.locator("ol.log").inner_text()
    assert page.locator("img").count() == 0
    assert alerts == []
    assert page.console_errors == []
