"""Nothing lost, nothing crashes, in Les 24 Heures and Who Turned the Clock? too (24/7's
cases are in test_game_saves_safety.py; the saving code is the shell's, the records each
game's): a save with an illegal move resumes the legal moves before it, a newer save is kept
untouched and nothing starts over it, unknown fields are kept on the next save, the
download of an unreadable save loads back in the app with the same reason, and a record
download in the middle of a game asks first."""

import json
import random

import pytest
from playwright.sync_api import expect

from e2e_support import wait_playable
from timekeeper.hoursandghosts import new_game as hg_game
from timekeeper.les24heures import new_game as l24_game

GAMES = {
    "Les 24 Heures": ("les24heures", "timekeeper.les24heures.game",
                      "timekeeper.les24heures.unreadable", l24_game, {"hours": 12}),
    "Who Turned the Clock?": ("hoursandghosts", "timekeeper.hoursandghosts.game",
                              "timekeeper.hoursandghosts.unreadable", hg_game, {}),
}
BROKEN = {"les24heures": {"play": "speed", "card": "zzz"},
          "hoursandghosts": {"take": 99}}


def played(title: str, moves: int) -> dict:
    """A record of ``moves`` moves (each a whole turn), played at random from a seed."""
    _game_id, _key, _kept, new_game, options = GAMES[title]
    game = new_game(["Ana", "Ben"], options, seed=f"saves {title}")
    rng = random.Random(7)
    while len(game.to_record()["moves"]) < moves:
        game.play(rng.choice(game.legal_moves()))
    return game.to_record()


def save_of(title: str, record: dict, **extra) -> str:
    return json.dumps({"format": 1, "game": GAMES[title][0], "record": record, "lang": "en",
                       "handoff": True, **extra})


def storage(page, key: str):
    return page.evaluate("k => localStorage.getItem(k)", key)


def put(page, key: str, value: str) -> None:
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])


def reload(page) -> None:
    page.reload()
    wait_playable(page)


def card(page, title: str):
    return page.locator(f'[data-game="{GAMES[title][0]}"]')


@pytest.mark.parametrize("title", list(GAMES))
def test_an_illegal_move_resumes_the_legal_moves_before_it(page, server, title):
    game_id, key, kept, _new, _options = GAMES[title]
    page.goto(server)
    wait_playable(page)
    record = played(title, 6)
    record["moves"][4] = BROKEN[game_id]
    text = save_of(title, record)
    put(page, key, text)
    reload(page)
    expect(page.locator(".card.warning").first).to_contain_text("move 5")
    page.get_by_role("button", name="Resume the 4 moves before the problem").click()
    page.locator("button.handoff, #panel h2").first.wait_for()
    assert len(json.loads(storage(page, key))["record"]["moves"]) == 4
    assert storage(page, kept) == text  # the data itself is kept as it was
    assert page.console_errors == []


@pytest.mark.parametrize("title", list(GAMES))
def test_a_newer_save_is_kept_untouched_and_nothing_starts_over_it(page, server, title):
    _game_id, key, kept, _new, _options = GAMES[title]
    page.goto(server)
    wait_playable(page)
    newer = save_of(title, played(title, 2), format=2, future="x")
    put(page, key, newer)
    reload(page)
    assert "saved here by a newer version of Timekeeper" in card(page, title).inner_text()
    assert card(page, title).get_by_role("button", name="New game").count() == 0
    reload(page)
    assert storage(page, key) == newer  # read twice, never written
    card(page, title).get_by_role("button", name="Set it aside and start afresh").click()
    assert storage(page, key) is None and storage(page, kept) == newer
    assert page.console_errors == []


@pytest.mark.parametrize("title", list(GAMES))
def test_unknown_fields_are_kept_and_a_mid_game_download_asks_first(page, server, title):
    _game_id, key, _kept, _new, _options = GAMES[title]
    page.goto(server)
    wait_playable(page)
    record = played(title, 2)
    record["comment"] = "played in class 5B"
    put(page, key, save_of(title, record, teacher="Mme Roux"))
    reload(page)
    card(page, title).get_by_role("button", name="Resume the game").click()
    page.locator("button.handoff").click()
    # Undo and play are both saves: undo the last move, the fields stay.
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Download the game record").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text("shows every hidden hand")
    with page.expect_download() as info:
        dialog.get_by_role("button", name="Download it anyway").click()
    downloaded = json.load(open(info.value.path(), encoding="utf-8"))
    assert len(downloaded["moves"]) == 2 and downloaded["comment"] == "played in class 5B"
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Undo the last move").click()
    page.get_by_role("button", name="Undo it").click()
    page.locator("button.handoff").wait_for()
    data = json.loads(storage(page, key))
    assert data["teacher"] == "Mme Roux"
    assert data["record"]["comment"] == "played in class 5B"
    assert len(data["record"]["moves"]) == 1
    assert page.console_errors == []


@pytest.mark.parametrize("title", list(GAMES))
def test_the_download_of_an_unreadable_save_loads_back_with_the_same_reason(page, server,
                                                                             title):
    game_id, key, _kept, _new, _options = GAMES[title]
    page.goto(server)
    wait_playable(page)
    record = played(title, 2)
    record["moves"][0] = BROKEN[game_id]
    put(page, key, save_of(title, record))
    reload(page)
    reason = page.locator(".card.warning").first.inner_text()
    assert "move 1" in reason
    with page.expect_download() as info:
        page.get_by_role("button", name="Download the saved data").click()
    content = open(info.value.path(), encoding="utf-8").read()
    assert json.loads(content)["game"] == game_id  # a record file, not a wrapper
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "kept.json", "mimeType": "application/json", "buffer": content.encode()})
    alert = page.get_by_role("alert").last
    expect(alert).to_contain_text("This game record cannot be loaded: move 1")
    assert page.console_errors == []


KEYS = {"twentyfourseven": ("timekeeper.247.game", "timekeeper.247.unreadable"),
        "les24heures": ("timekeeper.les24heures.game", "timekeeper.les24heures.unreadable"),
        "hoursandghosts": ("timekeeper.hoursandghosts.game",
                           "timekeeper.hoursandghosts.unreadable")}


@pytest.mark.parametrize("game_id", list(KEYS))
def test_hostile_save_and_record_are_told_kept_and_the_page_answers(page, server, game_id):
    """A save of about 1 MB whose text never ends a string of escaped quotes (once answered
    in time growing with the square of its size), and a record whose name is half a
    character: each said in words, the save kept for download, the page still answering."""
    key, kept = KEYS[game_id]
    page.goto(server)
    wait_playable(page)
    hostile = (f'{{"format": 1, "game": "{game_id}", "record": {{"game": "{game_id}", '
               '"players": ["' + '\\"' * 450_000)
    put(page, key, hostile)
    reload(page)
    warning = page.locator(f'[data-game="{game_id}"].warning, .card.warning').first
    expect(warning).to_contain_text("not JSON")
    assert storage(page, kept) == hostile  # kept aside, whole, for its download
    assert page.get_by_role("button", name="Download the saved data").count() >= 1

    record = {"game": game_id, "version": 1, "players": ["Ana\udfff", "Ben"]}
    text = json.dumps(record)  # ASCII: the lone surrogate written as JSON writes it, \udfff
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "hostile.json", "mimeType": "application/json", "buffer": text.encode()})
    expect(page.get_by_role("alert").last).to_contain_text(
        "players[0] holds \\udfff, half of a character: not Unicode text")
    page.locator(f'#panel [data-action=choose-game][data-value={game_id}]').click()
    expect(page.locator("#panel form #input-name0")).to_be_visible()  # the page answers
    assert page.console_errors == []
