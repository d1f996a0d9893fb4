"""Game records in files: a record loads and continues where it stopped (broken files are
told in words), replays move by move, and the download of saved data that cannot be read
loads back with the same reason. (The browser's own file chooser and download:
e2e/test_game_saves.py.)

With no page (no_page.Shell), a record file's bytes are given to the shell's loader as the
page gives what it read (Shell.load_record). What only a page has stays on the stand-in
page (tablet.Tablet): a file chosen in its file chooser, read and reaching the loader, and the
busy mark it shows meanwhile."""

import json

import pytest
from no_page import Shell
from save_support import (
    BROKEN,
    GAMES,
    board_tiles,
    played,
    played_247,
    save_of,
    warning_text,
)
from tablet import SAVE_KEYS, Tablet

from timekeeper.twentyfourseven import Deal, Game


def three_moves() -> Game:
    """A 24/7 game three first legal placements in."""
    game = Game(["Zoe", "Yan"], Deal.from_seed("from-a-file", 2))
    for _ in range(3):
        game.place(*game.legal_placements()[0])
    return game


def test_game_records_load_and_broken_files_are_reported():
    game = three_moves()
    record = game.to_record()

    shell = Shell()
    shell.load_record("not json at all")
    assert shell.alerts == ["This file is not a game record: it is not JSON."]

    broken = json.loads(json.dumps(record))
    broken["deal"]["bag"].append(5)
    shell.load_record(broken)
    assert shell.alerts == ["This game record cannot be loaded: deal: 41 tiles, expected 40"]

    # A good record continues where it stopped: the next player's hand-off.
    shell.load_record(record)
    next_player = game.players[game.turn]
    assert shell.text("button.handoff .handoff-title") == f"Pass the tablet to {next_player}"
    assert board_tiles(shell) == game.board
    assert shell.count("ol.log li") == 3

    # Replay it move by move from the menu.
    shell.tap_button("Menu")
    shell.tap_button("Watch the replay")
    assert "The deal, before the first move" in shell.page_text
    assert len(board_tiles(shell)) == 1
    shell.tap_button("Next", exact=True)
    assert "Move 1 of 3" in shell.page_text
    assert len(board_tiles(shell)) == 2
    shell.tap_button("Last", exact=True)
    assert board_tiles(shell) == game.board
    shell.tap_button("Back to the game")
    assert shell.take_tablet() == f"Pass the tablet to {next_player}"
    assert shell.console == []


def test_a_record_chosen_in_the_file_chooser_reaches_the_table():
    """The page reads the chosen file and hands it to Python: a file that is not a record is
    told next to the chooser, a record continues where it stopped."""
    game = three_moves()
    tab = Tablet()
    tab.choose_file("not json at all")
    assert tab.alerts == ["This file is not a game record: it is not JSON."]
    tab.choose_file(game.to_record())
    next_player = game.players[game.turn]
    assert tab.text("button.handoff .handoff-title") == f"Pass the tablet to {next_player}"
    assert board_tiles(tab) == game.board
    assert tab.console == []


@pytest.mark.parametrize("game", GAMES)
def test_the_download_of_an_unreadable_save_loads_back_with_the_same_reason(game):
    if game == "twentyfourseven":
        record = played_247(["Ana", "Ben"], "download", 2).to_record()
        record["moves"][0]["cell"] = "A7"
    else:
        record = played(game, ["Ana", "Ben"], 2)
        record["moves"][0] = BROKEN[game]
    shell = Shell({SAVE_KEYS[game]: save_of(game, record)})
    reason = warning_text(shell).split("Reason: ", 1)[1].splitlines()[0]
    assert reason.startswith("move 1")
    if game == "twentyfourseven":
        assert reason == "move 1: A7 does not touch any tile."
    shell.tap_button("Download the saved data")
    download = shell.downloads[-1]
    assert download.name.endswith(".json")
    assert json.loads(download.text)["game"] == game  # a record file, not a wrapper
    shell.load_record(download.text)
    assert f"This game record cannot be loaded: {reason}" in shell.alerts[-1]
    assert shell.console == []


def test_the_page_says_it_is_busy_while_a_chosen_record_loads():
    """busy.py: from the file chosen until the game is on the table, <html aria-busy>."""
    tab = Tablet(python_waits=True)
    tab.choose_file(played("les24heures", ["Ana", "Ben"], 2))
    assert tab.busy and tab.screen == "home"
    assert tab.run_python() >= 1  # Python's next turn: the load
    assert not tab.busy and tab.screen == "handoff"
