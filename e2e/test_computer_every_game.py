"""Computers and hints in every game (24/7's full game and its hints are in
test_computer_247.py and test_computer_hint.py, Les 24 Heures' race with two computers in
test_computer_les24heures.py): "Play against the computer" starts a game in one tap from the
home screen with no hand-off, a hint is shown in words and counted (saved at once), the
table can switch hints off in the form, the end screen says the hints each player used, and
a person plays Who Turned the Clock? against the hard computer to the end through taps."""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

import hg_driver as hg
from e2e_support import wait_playable

ROOT = Path(__file__).resolve().parent.parent
PAUSE = "localStorage.setItem('timekeeper.setting.computer_pause_ms', '20');"
SAVE_KEYS = {"24/7": "timekeeper.247.game", "Les 24 Heures": "timekeeper.les24heures.game",
             "Who Turned the Clock?": "timekeeper.hoursandghosts.game"}
RECORDS = {
    "24/7": ROOT / "tests" / "records" / "two_players_draw.json",
    "Les 24 Heures": ROOT / "tests" / "les24heures" / "records" / "three_players_24h.json",
    "Who Turned the Clock?": ROOT / "tests" / "hoursandghosts" / "records" /
    "two_players_win.json",
}
PERSON_OR_END = ("() => { const h = document.querySelector('#panel h2');"
                 " return h && (/, your turn$/.test(h.textContent)"
                 " || h.textContent === 'Game over'); }")


def saved_record(page, game: str) -> dict:
    return page.evaluate(f"() => JSON.parse(localStorage.getItem('{SAVE_KEYS[game]}')).record")


@pytest.mark.parametrize("game", list(SAVE_KEYS))
def test_one_tap_against_the_computer_and_a_hint(page, server, game):
    page.add_init_script(PAUSE)
    page.goto(server)
    wait_playable(page)
    page.get_by_role("button", name=f"Play against the computer: {game}").click()
    page.wait_for_function(PERSON_OR_END, timeout=15000)
    assert page.locator("#panel h2").inner_text() == "Player 1, your turn"
    assert not page.locator("button.handoff").is_visible()  # one person: no hand-off
    record = saved_record(page, game)
    assert record["computers"] == {"1": "medium"}
    assert record["players"][0] == "Player 1"

    page.get_by_role("button", name="Hint", exact=True).click()
    words = page.locator(".hint-card .hint-words").inner_text()
    assert len(words) > 10 and "{" not in words, words
    expect(page.locator("#live")).to_have_text(words)  # read out too
    assert page.get_by_role("button", name="Hint", exact=True).count() == 0  # once a step
    assert saved_record(page, game)["hints"] == {"on": True, "used": {"0": 1}}
    assert page.console_errors == []


def test_hints_switched_off_in_the_form_give_no_button(page, server):
    page.add_init_script(PAUSE)
    page.goto(server)
    wait_playable(page)
    page.get_by_role("button", name="New game: Les 24 Heures").click()
    page.get_by_role("heading", name="New game").wait_for()
    page.get_by_label("Player 1", exact=True).fill("Ana")
    page.get_by_label("Who plays as player 2").select_option("easy")
    page.locator('[data-action="hints"][data-value="off"]').click()
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_function(PERSON_OR_END, timeout=15000)
    assert page.locator("#panel h2").inner_text() == "Ana, your turn"
    assert page.get_by_role("button", name="Hint", exact=True).count() == 0
    assert saved_record(page, "Les 24 Heures")["hints"] == {"on": False, "used": {}}
    assert page.console_errors == []


@pytest.mark.parametrize("game", list(RECORDS))
def test_the_end_screen_says_the_hints_used(page, server, game):
    record = json.loads(RECORDS[game].read_text(encoding="utf-8"))
    record["computers"] = {"1": "hard"}
    record["hints"] = {"on": True, "used": {"0": 2}}
    page.goto(server)
    wait_playable(page)
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "game.json", "mimeType": "application/json",
         "buffer": json.dumps(record).encode()})
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    assert page.locator(".hints-used").inner_text() == \
        f"{record['players'][0]} used 2 hints."
    assert page.console_errors == []


def test_who_turned_the_clock_against_the_hard_computer_to_the_end(page, server):
    page.add_init_script(PAUSE)
    hg.open_page(page, server)
    hg.open_setup(page)
    page.get_by_label("Player 1", exact=True).fill("Ana")
    page.get_by_label("Who plays as player 2").select_option("hard")
    page.get_by_role("button", name="Start the game").click()
    hints = turns = 0
    for _ in range(60):
        page.wait_for_function(PERSON_OR_END, timeout=15000)
        if hg.game_over(page):
            break
        assert page.locator("#panel h2").inner_text() == "Ana, your turn"
        assert not hg.handoff_button(page).is_visible(), "a hand-off between Ana's turns"
        if turns:  # the computer's turn was told
            assert "Computer (hard)" in page.locator(".card.summary").inner_text()
        if hints < 2:
            page.get_by_role("button", name="Hint", exact=True).click()
            expect(page.locator(".hint-card .hint-words")).not_to_be_empty()
            hints += 1
        if hg.fan_cards(page).count() == 0:  # no card to take: the emergency move
            page.get_by_role("button", name=re.compile("^Move ")).first.click()
        else:
            hg.take(page)
        if not hg.game_over(page) and hg.lit_slots(page):
            hg.place_first(page)
        if not hg.game_over(page):
            page.get_by_role("button", name=hg.DONE).click()
        turns += 1
        page.wait_for_function(PERSON_OR_END, timeout=15000)
    assert hg.game_over(page), f"no end after {turns} of Ana's turns"
    assert turns >= 3
    assert page.locator(".hints-used").inner_text() == "Ana used 2 hints."
    log = page.locator("ol.log").inner_text() if page.locator("ol.log").count() else ""
    assert "Computer (hard)" in (log or page.locator(".screen.end").inner_text())
    assert page.console_errors == []


def test_the_tablet_is_handed_over_between_people_only(page, server):
    """Ana, a computer, Ben: after Ana's move the computer plays, then the hand-off screen
    passes the tablet to Ben (two people), who is told what the computer did."""
    import game_driver as g247

    page.add_init_script(PAUSE)
    g247.open_page(page, server)
    g247.open_setup(page)
    page.get_by_role("button", name="3", exact=True).click()
    page.get_by_label("Player 1", exact=True).fill("Ana")
    page.get_by_label("Who plays as player 2").select_option("easy")
    page.get_by_label("Player 3", exact=True).fill("Ben")
    page.get_by_role("button", name="Start the game").click()
    assert g247.reveal(page) == "Ana"  # the first person gets the tablet
    g247.place_first_legal(page)
    g247.confirm(page)
    title = g247.handoff_button(page).locator(".handoff-title")
    expect(title).to_have_text("Pass the tablet to Ben")
    assert "Computer (easy)" in page.locator(".card.summary").inner_text()
    assert g247.reveal(page) == "Ben"
    assert page.locator(".rack").count() == 1
    assert page.console_errors == []
