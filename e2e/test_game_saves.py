"""The game survives a reload; saved data that cannot be read is reported, kept and
downloadable; game records load from a file (and broken files are reported)."""

import json

from playwright.sync_api import expect

from e2e_support import wait_playable
from game_driver import (
    SAVE_KEY,
    UNREADABLE_KEY,
    board_tiles,
    confirm,
    open_page,
    place_first_legal,
    play_turn,
    rack,
    reveal,
    saved_record,
    start_game,
)
from timekeeper.twentyfourseven import Deal, Game


def reload(page) -> None:
    page.reload()
    wait_playable(page)


def storage(page, key: str):
    return page.evaluate(f"localStorage.getItem('{key}')")


def test_a_reload_mid_game_resumes_where_the_table_was(page, server):
    open_page(page, server)
    start_game(page, ["Ana", "Ben"], seed="reload")
    play_turn(page)
    play_turn(page)
    assert reveal(page) == "Ana"
    tiles, board = rack(page), board_tiles(page)
    log = page.locator("ol.log").inner_text()

    # The tab reloads while Ana looks at her rack: offered again, back at the hand-over (the
    # next person to pick the tablet up must not see her rack), then her rack.
    reload(page)
    assert page.get_by_text("Resume the game with Ana and Ben?").is_visible()
    page.get_by_role("button", name="Resume the game").click()
    assert not page.locator(".rack").is_visible()
    assert reveal(page) == "Ana"
    assert page.get_by_role("heading", name="Ana, your turn").is_visible()
    assert rack(page) == tiles
    assert board_tiles(page) == board
    assert page.locator("ol.log").inner_text() == log

    # Ana plays; the tab reloads on the hand-off screen: the rack stays hidden.
    place_first_legal(page)
    confirm(page)
    moves = saved_record(page)["moves"]
    assert len(moves) == 3
    reload(page)
    page.get_by_role("button", name="Resume the game").click()
    assert page.locator("button.handoff").inner_text().startswith("Pass the tablet to Ben")
    assert not page.locator(".rack").is_visible()
    assert len(board_tiles(page)) == 4
    assert page.console_errors == []


def test_saved_data_that_cannot_be_read_is_kept_and_downloadable(page, server):
    open_page(page, server)
    garbage = "{this is not a saved game"
    page.evaluate(f"localStorage.setItem('{SAVE_KEY}', {json.dumps(garbage)})")
    reload(page)

    card = page.locator(".card.warning")
    assert card.get_by_role("heading", name="A saved game could not be read").is_visible()
    assert "Reason: it is not JSON" in card.inner_text()
    assert storage(page, UNREADABLE_KEY) == garbage  # kept, under a key of its own
    assert storage(page, SAVE_KEY) is None

    with page.expect_download() as info:
        card.get_by_role("button", name="Download the saved data").click()
    assert open(info.value.path(), encoding="utf-8").read() == garbage

    # A new game starts anyway, and the kept data is still there afterwards.
    start_game(page, ["Ana", "Ben"], seed="after-garbage")
    play_turn(page)
    record = saved_record(page)

    # A record that is JSON but replays an illegal move: reported with the engine's words.
    record["moves"][0]["cell"] = "A7"
    page.evaluate(f"localStorage.setItem('{SAVE_KEY}', "
                  f"{json.dumps(json.dumps({'format': 1, 'record': record}))})")
    reload(page)
    card = page.locator(".card.warning")
    assert "Reason: move 1: A7 does not touch any tile" in card.inner_text()
    assert storage(page, UNREADABLE_KEY) == garbage  # the first one is still kept
    assert "A7" in storage(page, UNREADABLE_KEY + ".2")

    # Deleting kept data asks first; then the other kept data is shown.
    card.get_by_role("button", name="Delete the saved data").click()
    page.get_by_role("dialog").get_by_role("button", name="Delete the saved data").click()
    assert storage(page, UNREADABLE_KEY + ".2") is None
    assert "Reason: it is not JSON" in page.locator(".card.warning").inner_text()
    assert page.console_errors == []


def record_file(data) -> dict:
    text = data if isinstance(data, str) else json.dumps(data)
    return {"name": "game.json", "mimeType": "application/json", "buffer": text.encode()}


def test_game_records_load_from_a_file_and_broken_files_are_reported(page, server):
    game = Game(["Zoe", "Yan"], Deal.from_seed("from-a-file", 2))
    for _ in range(3):
        game.place(*game.legal_placements()[0])
    record = game.to_record()

    open_page(page, server)
    chooser = page.get_by_label("Game record (JSON file)")
    chooser.set_input_files(record_file("not json at all"))
    expect(page.get_by_role("alert")).to_have_text(
        "This file is not a game record: it is not JSON.")

    broken = json.loads(json.dumps(record))
    broken["deal"]["bag"].append(5)
    chooser.set_input_files(record_file(broken))
    expect(page.get_by_role("alert")).to_have_text(
        "This game record cannot be loaded: deal: 41 tiles, expected 40")

    # A good record continues where it stopped: the next player's hand-off.
    chooser.set_input_files(record_file(record))
    next_player = game.players[game.turn]
    expect(page.locator("button.handoff .handoff-title")).to_have_text(
        f"Pass the tablet to {next_player}")
    assert board_tiles(page) == game.board
    assert page.locator("ol.log li").count() == 3

    # Replay it move by move from the menu.
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Watch the replay").click()
    assert page.get_by_text("The deal, before the first move").is_visible()
    assert len(board_tiles(page)) == 1
    page.get_by_role("button", name="Next", exact=True).click()
    assert page.get_by_text("Move 1 of 3").is_visible()
    assert len(board_tiles(page)) == 2
    page.get_by_role("button", name="Last", exact=True).click()
    assert board_tiles(page) == game.board
    page.get_by_role("button", name="Back to the game").click()
    assert reveal(page) == next_player
    assert page.console_errors == []
