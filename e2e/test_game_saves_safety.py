"""Nothing lost, nothing crashes: each way a save went wrong in testing, kept fixed. Broken,
strange, newer and partly illegal saves; a browser whose storage is full or refuses; two tabs
on one game; many kept saves; a record download in the middle of a game."""

import json

from playwright.sync_api import expect

from e2e_support import wait_playable
from game_driver import (
    SAVE_KEY,
    UNREADABLE_KEY,
    board_tiles,
    open_page,
    play_turn,
    reveal,
    saved_record,
    start_game,
)
from timekeeper.twentyfourseven import Deal, Game


def reload(page) -> None:
    page.reload()
    wait_playable(page)


def storage(page, key: str):
    return page.evaluate("k => localStorage.getItem(k)", key)


def put(page, key: str, value: str) -> None:
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])


def save_of(record: dict, **extra) -> str:
    return json.dumps({"format": 1, "game": "twentyfourseven", "record": record,
                       "lang": "en", "handoff": True, **extra})


def played(names, seed: str, moves: int, teams: bool = False, show_at: int | None = None):
    game = Game(names, Deal.from_seed(seed, len(names)), teams=teams)
    for number in range(moves):
        tile, cell = game.legal_placements()[0]
        game.place(tile, cell, show=tile if number == show_at else None)
    return game


def warning_text(page) -> str:
    return page.locator(".card.warning").first.inner_text()


def test_a_deeply_nested_save_and_record_file_are_reported_not_fatal(page, server):
    open_page(page, server)
    record = played(["Ana", "Ben"], "deep", 2).to_record()
    deep = "[" * 1000 + "]" * 1000
    text = save_of(record)[:-1] + f', "notes": {deep}}}'
    put(page, SAVE_KEY, text)
    reload(page)
    assert "nested 1001 levels deep" in warning_text(page)
    assert storage(page, UNREADABLE_KEY) == text and storage(page, SAVE_KEY) is None

    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "deep.json", "mimeType": "application/json", "buffer": deep.encode()})
    expect(page.get_by_role("alert").last).to_contain_text("nested 1000 levels deep")
    assert page.console_errors == []


def test_a_loose_show_resumes_the_legal_moves_before_it(page, server):
    open_page(page, server)
    game = played(["Ana", "Ben", "Cleo", "Dan"], "show", 5, teams=True, show_at=3)
    record = game.to_record()
    record["moves"][3]["show"] = float(record["moves"][3]["show"])
    put(page, SAVE_KEY, save_of(record))
    reload(page)
    assert "move 4: shown tile: 1.0 is not a tile" in warning_text(page)
    page.get_by_role("button", name="Resume the 3 moves before the problem").click()
    assert len(board_tiles(page)) == 4  # the start tile and three moves
    assert reveal(page) == game.players[3]
    assert page.locator(".rack button").count() == 5
    assert len(saved_record(page)["moves"]) == 3
    assert json.loads(storage(page, UNREADABLE_KEY))["record"]["moves"][3]["show"] == \
        record["moves"][3]["show"]  # the data itself is still kept as it was
    assert page.console_errors == []


def test_a_newer_save_is_kept_untouched_and_nothing_starts_over_it(page, server):
    open_page(page, server)
    newer = save_of(played(["Ana", "Ben"], "newer", 2).to_record(), format=2, future="x")
    put(page, SAVE_KEY, newer)
    reload(page)
    card = page.locator('[data-game="twentyfourseven"]')
    assert "saved here by a newer version of Timekeeper" in card.inner_text()
    assert card.get_by_role("button", name="New game").count() == 0
    reload(page)
    assert storage(page, SAVE_KEY) == newer  # read twice, never written

    card.get_by_role("button", name="Set it aside and start afresh").click()
    assert storage(page, SAVE_KEY) is None and storage(page, UNREADABLE_KEY) == newer
    start_game(page, ["Cleo", "Dan"], seed="after-newer")
    play_turn(page)
    assert storage(page, UNREADABLE_KEY) == newer
    assert page.console_errors == []


def test_unknown_fields_of_a_save_are_kept_on_the_next_save(page, server):
    open_page(page, server)
    record = played(["Ana", "Ben"], "extras", 2).to_record()
    record["comment"] = "played in class 5B"
    put(page, SAVE_KEY, save_of(record, teacher="Mme Roux"))
    reload(page)
    page.get_by_role("button", name="Resume the game").click()
    play_turn(page)
    data = json.loads(storage(page, SAVE_KEY))
    assert data["teacher"] == "Mme Roux"
    assert data["record"]["comment"] == "played in class 5B"
    assert len(data["record"]["moves"]) == 3
    assert page.console_errors == []


def test_the_download_of_an_unreadable_save_loads_back_with_the_same_reason(page, server):
    open_page(page, server)
    record = played(["Ana", "Ben"], "download", 2).to_record()
    record["moves"][0]["cell"] = "A7"
    put(page, SAVE_KEY, save_of(record))
    reload(page)
    reason = "move 1: A7 does not touch any tile"
    assert reason in warning_text(page)
    with page.expect_download() as info:
        page.get_by_role("button", name="Download the saved data").click()
    assert info.value.suggested_filename.endswith(".json")
    content = open(info.value.path(), encoding="utf-8").read()
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "kept.json", "mimeType": "application/json", "buffer": content.encode()})
    expect(page.get_by_role("alert").last).to_contain_text(
        f"This game record cannot be loaded: {reason}")
    assert page.console_errors == []


FULL_FOR_KEPT = """
const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
  if (String(key).includes('.unreadable')) throw new DOMException('full', 'QuotaExceededError');
  return setItem.call(this, key, value);
};
"""


def test_with_storage_full_unread_data_is_never_saved_over(page, server):
    page.add_init_script(FULL_FOR_KEPT)
    open_page(page, server)
    put(page, SAVE_KEY, "{broken")
    reload(page)
    assert "storage is full, so it stays where it was" in warning_text(page)
    start_game(page, ["Ana", "Ben"], seed="full")
    assert "This game is not saved" in warning_text(page)
    play_turn(page)
    assert storage(page, SAVE_KEY) == "{broken"
    assert page.console_errors == []


def test_when_saving_fails_the_warning_says_what_a_reload_gives(page, server):
    open_page(page, server)
    start_game(page, ["Ana", "Ben"], seed="fails")
    play_turn(page)
    play_turn(page)
    page.evaluate("""() => { Storage.prototype.setItem = function () {
        throw new DOMException('full', 'QuotaExceededError'); }; }""")
    play_turn(page)
    assert "a reload would go back to the game after move 2" in warning_text(page)
    reload(page)
    page.get_by_role("button", name="Resume the game").click()
    assert len(board_tiles(page)) == 3
    assert page.console_errors == []


def test_two_tabs_on_one_game_are_told(context, server, wait_playable):
    first, second = context.new_page(), context.new_page()
    first.goto(server)
    wait_playable(first)
    start_game(first, ["Ana", "Ben"], seed="two-tabs")
    play_turn(first)
    second.goto(server)
    wait_playable(second)
    second.get_by_role("button", name="Resume the game").click()
    play_turn(second)
    expect(first.locator("#panel").get_by_text("also changed in another tab")).to_be_visible()
    first.get_by_role("button", name="Load the game from the other tab").click()
    assert board_tiles(first) == board_tiles(second)
    assert len(board_tiles(first)) == 3


def test_kept_saves_come_oldest_first_past_ten(page, server):
    open_page(page, server)
    put(page, UNREADABLE_KEY, "bad 1")
    for n in range(2, 13):
        put(page, f"{UNREADABLE_KEY}.{n}", f"bad {n}")
    for n in range(1, 10):
        reload(page)
        with page.expect_download() as info:
            page.get_by_role("button", name="Download the saved data").click()
        assert open(info.value.path(), encoding="utf-8").read() == f"bad {n}"
        page.evaluate("k => localStorage.removeItem(k)",
                      UNREADABLE_KEY if n == 1 else f"{UNREADABLE_KEY}.{n}")
    reload(page)
    with page.expect_download() as info:
        page.get_by_role("button", name="Download the saved data").click()
    assert open(info.value.path(), encoding="utf-8").read() == "bad 10"


def test_a_record_download_mid_game_asks_first(page, server):
    open_page(page, server)
    start_game(page, ["Ana", "Ben"], seed="secret")
    play_turn(page)
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Download the game record").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text("shows every hidden hand")
    dialog.get_by_role("button", name="Cancel").click()
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Download the game record").click()
    with page.expect_download() as info:
        page.get_by_role("dialog").get_by_role("button", name="Download it anyway").click()
    record = json.load(open(info.value.path(), encoding="utf-8"))
    assert len(record["moves"]) == 1 and record["deal"]["bag"]
