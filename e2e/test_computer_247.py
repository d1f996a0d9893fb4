"""24/7 against the hard computer, played to the end through taps: the person keeps the
tablet (no hand-off screen), the computer's moves are announced and logged, its rack is never
shown, and the record says which seat was the computer."""

import json
import re

from game_driver import (
    board_tiles,
    confirm,
    game_over,
    handoff_button,
    open_page,
    open_setup,
    place_first_legal,
)

PAUSE_MS = 30  # the computer's thinking pause, kept short through the device setting
SET_PAUSE = f"localStorage.setItem('timekeeper.setting.computer_pause_ms', '{PAUSE_MS}')"


def wait_for_person_or_end(page, name: str) -> None:
    page.wait_for_function(
        "name => { const h = document.querySelector('#panel h2');"
        " return h && (h.textContent === name + ', your turn' || h.textContent === 'Game over'); }",
        arg=name, timeout=15000)


def test_a_person_against_the_hard_computer_to_the_end(page, server):
    page.add_init_script(SET_PAUSE)
    open_page(page, server)
    open_setup(page)
    page.get_by_label("Player 1", exact=True).fill("Ana")
    page.get_by_label("Who plays as player 2").select_option("hard")
    assert page.get_by_label("Player 2", exact=True).input_value() == "Computer (hard)"
    page.get_by_role("button", name="Start the game").click()

    # One person: her rack at once, no hand-off screen.
    page.locator(".rack").wait_for()
    assert page.locator("#panel h2").inner_text() == "Ana, your turn"
    # Undo after the computer's reply takes both moves back: Ana plays again, no hand-off.
    place_first_legal(page)
    confirm(page)
    wait_for_person_or_end(page, "Ana")
    assert len(board_tiles(page)) == 3
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Undo the last move").click()
    page.get_by_role("button", name="Undo it").click()
    page.locator(".rack").wait_for()
    assert len(board_tiles(page)) == 1  # only the start tile
    assert page.locator("#panel h2").inner_text() == "Ana, your turn"
    assert not handoff_button(page).is_visible()

    turns, computer_heard = 0, 0
    for _ in range(40):
        if game_over(page):
            break
        assert not handoff_button(page).is_visible(), "a hand-off between Ana's turns"
        assert page.locator("#panel h2").inner_text() == "Ana, your turn"
        racks = page.locator(".rack").evaluate_all("rs => rs.map(r => r.ariaLabel)")
        assert len(racks) == 1 and "Ana" in racks[0], racks  # only her own rack, ever
        if turns:  # the computer's move was announced and is in the summary and the log
            live = page.locator("#live").inner_text()
            assert re.search(r"Computer \(hard\) (scored|put|cannot)", live), live
            assert live.endswith(("Ana, your turn.", "Ana plays again."))  # (a skip)
            assert "Computer (hard)" in page.locator(".card.summary").inner_text()
            computer_heard += 1
        place_first_legal(page)
        confirm(page)
        turns += 1
        wait_for_person_or_end(page, "Ana")
    assert game_over(page), "the game did not end within 40 of Ana's turns"
    assert computer_heard >= 5

    # Never was the computer's rack on screen; both seats played; the end screen ranks them.
    log = page.locator("ol.log").inner_text()
    assert "Computer (hard)" in log and "Ana" in log
    ranking = page.locator("table.ranking tbody tr th").all_inner_texts()
    assert sorted(ranking) == ["Ana", "Computer (hard)"]
    assert page.locator("#live").inner_text()

    # The record carries the computer seat (an optional field the readers ignore).
    with page.expect_download() as info:
        page.get_by_role("button", name="Download the game record").click()
    record = json.loads(open(info.value.path(), encoding="utf-8").read())
    assert record["computers"] == {"1": "hard"}
    assert record["players"] == ["Ana", "Computer (hard)"]
    assert {move["seat"] for move in record["moves"]} == {0, 1}
    assert page.console_errors == []
