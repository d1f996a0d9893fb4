"""Game records in files: a record loads from the file chooser and continues where it stopped
(broken files are told in words), replays move by move, and the download of saved data that
cannot be read loads back with the same reason. (The browser's own file chooser and download:
e2e/test_game_saves.py.)"""

import json

import pytest
from save_support import BROKEN, GAMES, board_tiles, played, played_247, save_of, warning_text
from tablet import SAVE_KEYS, Tablet

from timekeeper.twentyfourseven import Deal, Game


def test_game_records_load_from_a_file_and_broken_files_are_reported():
    game = Game(["Zoe", "Yan"], Deal.from_seed("from-a-file", 2))
    for _ in range(3):
        game.place(*game.legal_placements()[0])
    record = game.to_record()

    tab = Tablet()
    tab.choose_file("not json at all")
    assert tab.alerts == ["This file is not a game record: it is not JSON."]

    broken = json.loads(json.dumps(record))
    broken["deal"]["bag"].append(5)
    tab.choose_file(broken)
    assert tab.alerts == ["This game record cannot be loaded: deal: 41 tiles, expected 40"]

    # A good record continues where it stopped: the next player's hand-off.
    tab.choose_file(record)
    next_player = game.players[game.turn]
    assert tab.text("button.handoff .handoff-title") == f"Pass the tablet to {next_player}"
    assert board_tiles(tab) == game.board
    assert tab.count("ol.log li") == 3

    # Replay it move by move from the menu.
    tab.tap_button("Menu")
    tab.tap_button("Watch the replay")
    assert "The deal, before the first move" in tab.text("body")
    assert len(board_tiles(tab)) == 1
    tab.tap_button("Next", exact=True)
    assert "Move 1 of 3" in tab.text("body")
    assert len(board_tiles(tab)) == 2
    tab.tap_button("Last", exact=True)
    assert board_tiles(tab) == game.board
    tab.tap_button("Back to the game")
    assert tab.take_tablet() == f"Pass the tablet to {next_player}"
    assert tab.console == []


@pytest.mark.parametrize("game", GAMES)
def test_the_download_of_an_unreadable_save_loads_back_with_the_same_reason(game):
    if game == "twentyfourseven":
        record = played_247(["Ana", "Ben"], "download", 2).to_record()
        record["moves"][0]["cell"] = "A7"
    else:
        record = played(game, ["Ana", "Ben"], 2)
        record["moves"][0] = BROKEN[game]
    tab = Tablet()
    tab.put(SAVE_KEYS[game], save_of(game, record))
    tab.reload()
    reason = warning_text(tab).split("Reason: ", 1)[1].splitlines()[0]
    assert reason.startswith("move 1")
    if game == "twentyfourseven":
        assert reason == "move 1: A7 does not touch any tile."
    tab.tap_button("Download the saved data")
    download = tab.downloads[-1]
    assert download.name.endswith(".json")
    assert json.loads(download.text)["game"] == game  # a record file, not a wrapper
    tab.choose_file(download.text, name="kept.json")
    assert f"This game record cannot be loaded: {reason}" in tab.alerts[-1]
    assert tab.console == []


def test_the_page_says_it_is_busy_while_a_chosen_record_loads():
    """busy.py: from the file chosen until the game is on the table, <html aria-busy>."""
    tab = Tablet(python_waits=True)
    tab.choose_file(played("les24heures", ["Ana", "Ben"], 2))
    assert tab.busy and tab.screen == "home"
    assert tab.run_python() >= 1  # Python's next turn: the load
    assert not tab.busy and tab.screen == "handoff"
