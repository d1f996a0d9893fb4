"""What only a browser can tell of the saves: a real reload brings the game back (Python
started again, in the worker page), two real tabs hear each other through the storage event,
and the browser's own download and file chooser carry saved data out and back in.

Every other save rule (broken, newer, hostile and partly illegal saves, unknown fields, a full
storage, a new game or a record over a saved game, a tab that is behind) is played on CPython
with the same page code: tests/ui/test_saves_*.py."""

import json

from playwright.sync_api import expect

from e2e_support import wait_playable
from game_driver import (
    SAVE_KEY,
    board_tiles,
    open_page,
    play_turn,
    rack,
    reveal,
    start_game,
)
from timekeeper.twentyfourseven import Deal, Game


def test_a_new_tab_and_a_reload_resume_the_game_and_two_tabs_are_told(context, server,
                                                                        request_log):
    """A new page (a second tab, then a reload: Python started again) resumes the game at
    the hand-over, with the same rack; each tab hears the other's save (the storage
    event)."""
    first = context.new_page()
    request_log.watch_page(first)
    open_page(first, server)
    start_game(first, ["Ana", "Ben"], seed="two-tabs")
    play_turn(first)
    assert reveal(first) == "Ben"  # Ben's rack open in the first tab
    tiles = rack(first)

    second = context.new_page()  # a second tab, opened now
    request_log.watch_page(second)
    open_page(second, server)
    second.get_by_role("button", name="Resume the game").click()
    assert not second.locator(".rack").is_visible()  # at the hand-over, never on the hand
    assert reveal(second) == "Ben" and rack(second) == tiles
    play_turn(second)
    # Back to the first tab, as a player would (the storage event reached it behind the
    # other): Playwright's taps in a tab left behind another took some 2 s each, not 0.2.
    first.bring_to_front()
    expect(first.locator("#panel").get_by_text("also changed in another tab")).to_be_visible()
    first.get_by_role("button", name="Load the game from the other tab").click()
    assert board_tiles(first) == board_tiles(second)
    assert len(board_tiles(first)) == 3

    first.reload()
    wait_playable(first)
    first.get_by_role("button", name="Resume the game").click()
    assert not first.locator(".rack").is_visible()
    assert reveal(first) == "Ana"
    assert len(board_tiles(first)) == 3
    assert request_log.console_errors == []


def test_the_download_of_an_unreadable_save_loads_back_through_the_file_chooser(page,
                                                                                server):
    game = Game(["Ana", "Ben"], Deal.from_seed("download", 2))
    for _ in range(2):
        game.place(*game.legal_placements()[0])
    record = game.to_record()
    record["moves"][0]["cell"] = "A7"
    save = json.dumps({"format": 1, "game": "twentyfourseven", "record": record,
                       "lang": "en", "handoff": True})
    page.add_init_script(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)})")
    open_page(page, server)
    reason = "move 1: A7 does not touch any tile"
    assert reason in page.locator(".card.warning").first.inner_text()
    with page.expect_download() as info:
        page.get_by_role("button", name="Download the saved data").click()
    assert info.value.suggested_filename.endswith(".json")
    content = open(info.value.path(), encoding="utf-8").read()
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "kept.json", "mimeType": "application/json", "buffer": content.encode()})
    expect(page.get_by_role("alert").last).to_contain_text(
        f"This game record cannot be loaded: {reason}")
    assert page.console_errors == []


def test_the_page_saves_nothing_over_a_save_this_tab_never_heard_of_nor_in_a_full_storage(
        page, server):
    """A save written without this tab hearing it (here by the tab itself, behind Python's
    back: a tab is never told of its own writes, as a tab asleep in the background misses
    another's) stops this tab's next save at the page's compare-and-write
    (static/js/bridge.js, store): the tab is behind until its players choose. A storage that
    refuses every write then leaves the game unsaved, and the warning says what a reload
    gives back."""
    open_page(page, server)
    start_game(page, ["Ana", "Ben"], seed="asleep")
    play_turn(page)
    other = Game(["Ana", "Ben"], Deal.from_seed("asleep-other", 2))
    for _ in range(2):
        other.place(*other.legal_placements()[0])
    elsewhere = json.dumps({"format": 1, "game": "twentyfourseven", "record": other.to_record(),
                            "lang": "en", "handoff": True})
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_KEY, elsewhere])
    reveal(page)  # taking the tablet saves: refused by the page
    expect(page.locator("#panel").get_by_text("also changed in another tab")).to_be_visible()
    assert page.evaluate("k => localStorage.getItem(k)", SAVE_KEY) == elsewhere
    page.get_by_role("button", name="Load the game from the other tab").click()
    assert len(board_tiles(page)) == 3  # the tile the deal starts with, and 2 moves

    page.evaluate("""() => { Storage.prototype.setItem = function () {
        throw new DOMException("full", "QuotaExceededError"); }; }""")
    play_turn(page)
    expect(page.locator(".card.warning")).to_contain_text(
        "a reload would go back to the game after move 2")
    kept = json.loads(page.evaluate("k => localStorage.getItem(k)", SAVE_KEY))
    assert len(kept["record"]["moves"]) == 2
    assert "also changed in another tab" not in page.locator("#panel").inner_text()
    assert page.console_errors == []
