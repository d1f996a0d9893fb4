"""axe-core on the screens test_accessibility.py's walk does not reach: Who Turned the
Clock?'s new-game form, a refused move in Les 24 Heures, the home screen with a broken save
and a newer one (in English and French), a computer thinking, a hint, the question before a
mid-game record download, and an end screen with the hints used."""

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

import hg_driver as hg
import l24_driver as l24
from e2e_support import wait_playable
from test_accessibility import Walk, open_for_axe

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "tests" / "hoursandghosts" / "records" / "two_players_win.json"


@pytest.fixture
def axe_page(browser, server):
    context, page = open_for_axe(browser, server, 768, 1024)  # the tablet upright
    yield page
    context.close()


def test_no_violation_on_the_other_screens(axe_page):
    page = axe_page
    walk = Walk(page)

    hg.open_setup(page)
    walk.check("Who Turned the Clock?: new game")
    page.get_by_role("button", name="Games").click()

    deck = l24.stacked_deck(2, {0: ["oil-on-track", "250", "150", "100", "250"]})
    l24.start_race(page, ["Ana", "Ben"], deal=deck)
    l24.reveal(page)
    names = l24.hand(page)
    l24.select(page, next(i for i, name in enumerate(names) if "oil" in name.lower()))
    l24.tap_car(page, l24.own_car(page))
    expect(page.locator("#panel .message")).not_to_be_empty()
    walk.check("Les 24 Heures: a refused move")

    # A mid-game record download asks first.
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Download the game record").click()
    expect(page.get_by_role("dialog")).to_be_visible()
    walk.check("the question before a mid-game record download")
    page.get_by_role("dialog").get_by_role("button", name="Cancel").click()

    # The home screen with a broken save and a newer one.
    page.evaluate("""() => {
        localStorage.setItem('timekeeper.twentyfourseven.game', '{broken');
        localStorage.setItem('timekeeper.les24heures.game', JSON.stringify(
            {format: 9, game: 'les24heures', record: {game: 'les24heures', version: 9}}));
    }""")
    page.reload()
    wait_playable(page)
    expect(page.locator(".card.warning").first).to_be_visible()
    walk.check("home with a broken and a newer save")
    page.get_by_role("button", name="Passer en français").click()
    page.get_by_role("heading", name="Choisissez un jeu").wait_for()
    walk.check("French: home with a broken and a newer save")
    page.get_by_role("button", name="Switch to English").click()
    page.get_by_role("heading", name="Choose a game").wait_for()

    # A computer thinking (a long pause, to look at it), then a hint.
    page.evaluate("localStorage.setItem('timekeeper.setting.computer_pause_ms', '1500')")
    hg.open_setup(page)
    page.get_by_label("Who plays as player 1").select_option("easy")
    page.get_by_label("Player 2", exact=True).fill("Ana")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".thinking")).to_be_visible()
    walk.check("a computer thinking")
    page.get_by_role("button", name="Hint", exact=True).click()
    expect(page.locator(".hint-card .hint-words")).not_to_be_empty()
    walk.check("a hint")

    # An end screen with the hints used.
    record = json.loads(RECORD.read_text(encoding="utf-8"))
    record["computers"] = {"1": "hard"}
    record["hints"] = {"on": True, "used": {"0": 1}}
    page.get_by_role("button", name="Games").click()
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "game.json", "mimeType": "application/json",
         "buffer": json.dumps(record).encode()})
    expect(page.locator("#dialog")).to_contain_text("saved here will be replaced")
    walk.check("replace the saved game?")
    page.get_by_role("button", name="Load the record").click()
    expect(page.locator(".hints-used")).to_be_visible()
    walk.check("the end with the hints used")
    assert len(walk.screens) == 9
    assert walk.found == [], "\n".join(walk.found)
