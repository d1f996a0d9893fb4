"""A Les 24 Heures race with two computers and one person, through taps: the person keeps
the tablet between her turns (no hand-off), both computers' moves are announced and shown to
her, the race ends, and the record says which seats were computers."""

import json
import re

from l24_driver import handoff_button, open_page, open_setup, play_turn, race_over

SET_PAUSE = "localStorage.setItem('timekeeper.setting.computer_pause_ms', '20')"
ANA_OR_END = ("() => { const h = document.querySelector('#panel h2');"
              " return h && (h.textContent === 'Ana, your turn'"
              " || h.textContent === 'Game over'); }")


def test_a_race_with_two_computers_and_one_person(page, server):
    page.add_init_script(SET_PAUSE)
    open_page(page, server)
    open_setup(page)
    page.get_by_role("button", name="3", exact=True).click()
    page.get_by_label("Who plays as player 1").select_option("hard")
    page.get_by_label("Player 2", exact=True).fill("Ana")
    page.get_by_label("Who plays as player 3").select_option("medium")
    names = [page.get_by_label(f"Player {n}", exact=True).input_value() for n in (1, 2, 3)]
    assert names == ["Computer 1 (hard)", "Ana", "Computer 2 (medium)"]
    page.get_by_role("button", name="12 hours", exact=True).click()
    page.get_by_label("First player").select_option(label="Computer 1 (hard)")
    page.get_by_role("button", name="Start the game").click()

    # The hard computer starts: it thinks, plays, and the tablet is Ana's without a hand-off.
    page.wait_for_function(ANA_OR_END, timeout=15000)
    heard = set()
    turns = 0
    for _ in range(80):
        if race_over(page):
            break
        assert not handoff_button(page).is_visible(), "a hand-off between Ana's turns"
        live = page.locator("#live").inner_text()
        # Back to Ana after the computers, or Ana again (a lap record gives her more turns).
        assert live.endswith(("Ana, your turn.", "Ana plays again.")), live
        summary = page.locator(".card.summary").inner_text()
        heard |= {name for name in ("Computer 1 (hard)", "Computer 2 (medium)")
                  if name in summary and name in live}
        player, _card, _where = play_turn(page)
        assert player == "Ana"
        turns += 1
        page.wait_for_function(ANA_OR_END, timeout=15000)
    assert race_over(page), f"the race did not end within {turns} of Ana's turns"
    assert heard == {"Computer 1 (hard)", "Computer 2 (medium)"}
    assert turns >= 5
    assert re.search(r"\bAna\b", page.locator(".screen.end").inner_text())

    with page.expect_download() as info:
        page.get_by_role("button", name="Download the game record").click()
    record = json.loads(open(info.value.path(), encoding="utf-8").read())
    assert record["computers"] == {"0": "hard", "2": "medium"}
    assert record["players"] == ["Computer 1 (hard)", "Ana", "Computer 2 (medium)"]
    assert {move["seat"] for move in record["moves"]} == {0, 1, 2}
    assert page.console_errors == []
