"""Nothing lost, nothing crashes: each way a save went wrong in testing, kept fixed, in every
game (the saving code is the shell's, the records each game's). Broken, strange, hostile,
newer and partly illegal saves are told, kept and downloadable; unknown fields are kept; a
storage that is full or refuses never loses what it holds.

What the shell draws, downloads and writes is read with no page (no_page.Shell): a record
file is given to the shell's loader as the page gives what it read (Shell.load_record;
a file chosen in the page's file chooser reaching it: test_saves_records.py). A storage that
refuses writes is the page's (its "tkstored" answers): those tests run on the stand-in page
(tablet.Tablet)."""

import json

import pytest
from no_page import Shell
from save_support import (
    BROKEN,
    GAMES,
    TITLES,
    board_tiles,
    played,
    played_247,
    rack,
    save_of,
    warning_text,
)
from tablet import SAVE_KEYS, UNREADABLE_KEYS, Tablet, play_247

SAVE, KEPT = SAVE_KEYS["twentyfourseven"], UNREADABLE_KEYS["twentyfourseven"]


def opened_on(key: str, text: str) -> Shell:
    """The shell opened on a storage holding ``text`` under ``key``."""
    return Shell({key: text})


def tab_opened_on(key: str, text: str) -> Tablet:
    """A tab of the stand-in page opened on a storage holding ``text`` under ``key``."""
    tab = Tablet()
    tab.put(key, text)
    tab.reload()
    return tab


def test_saved_data_that_cannot_be_read_is_kept_and_downloadable():
    garbage = "{this is not a saved game"
    shell = opened_on(SAVE, garbage)
    assert shell.text(".card.warning h3").startswith("A saved game could not be read")
    assert "Reason: it is not JSON" in warning_text(shell)
    assert shell.stored(KEPT) == garbage  # kept, under a key of its own
    assert shell.stored(SAVE) is None
    shell.tap_button("Download the saved data", within=".card.warning")
    assert shell.downloads[-1].text == garbage

    # A new game starts anyway, and the kept data is still there afterwards.
    shell.new_game("twentyfourseven", ["Ana", "Ben"], seed="after-garbage")
    shell.take_turn("twentyfourseven")
    record = shell.saved("twentyfourseven")["record"]

    # A record that is JSON but replays an illegal move: reported with the engine's words.
    record["moves"][0]["cell"] = "A7"
    shell.put(SAVE, json.dumps({"format": 1, "record": record}))
    shell.reload()
    assert "Reason: move 1: A7 does not touch any tile" in warning_text(shell)
    assert shell.stored(KEPT) == garbage  # the first one is still kept
    assert "A7" in shell.stored(KEPT + ".2")

    # Deleting kept data asks first; then the other kept data is shown.
    shell.tap_button("Delete the saved data", within=".card.warning")
    shell.tap_button("Delete the saved data", within="#dialog")
    assert shell.stored(KEPT + ".2") is None
    assert "Reason: it is not JSON" in warning_text(shell)
    assert shell.console == []


@pytest.mark.parametrize("game", GAMES)
def test_the_card_of_an_unreadable_save_names_its_game(game):
    shell = opened_on(SAVE_KEYS[game], "{broken")
    assert shell.text(f".card.warning[data-game={game}] h3") == \
        f"A saved game could not be read: {TITLES[game]}"


def test_data_kept_under_the_old_24_7_key_is_still_offered_and_deleted():
    """24/7 was saved under "timekeeper.247.game" before the app hosted other games; what
    could not be read then was kept under "timekeeper.247.unreadable"."""
    shell = opened_on("timekeeper.247.unreadable", "{kept before")
    assert shell.text(".card.warning[data-game=twentyfourseven] h3") == \
        f"A saved game could not be read: {TITLES['twentyfourseven']}"
    shell.tap_button("Download the saved data", within=".card.warning")
    assert shell.downloads[-1].text == "{kept before"
    shell.tap_button("Delete the saved data", within=".card.warning")
    shell.tap_button("Delete the saved data", within="#dialog")
    assert shell.stored("timekeeper.247.unreadable") is None
    assert not shell.shown(".card.warning")


def test_kept_saves_come_oldest_first_past_ten():
    shell = Shell({KEPT: "bad 1", **{f"{KEPT}.{n}": f"bad {n}" for n in range(2, 13)}})
    for n in range(1, 11):
        shell.reload()
        shell.tap_button("Download the saved data")
        assert shell.downloads[-1].text == f"bad {n}"
        del shell.items[KEPT if n == 1 else f"{KEPT}.{n}"]  # gone from outside


def test_a_deeply_nested_save_and_record_file_are_reported_not_fatal():
    record = played_247(["Ana", "Ben"], "deep", 2).to_record()
    deep = "[" * 1000 + "]" * 1000
    text = save_of("twentyfourseven", record)[:-1] + f', "notes": {deep}}}'
    shell = opened_on(SAVE, text)
    assert "nested 1001 levels deep" in warning_text(shell)
    assert shell.stored(KEPT) == text and shell.stored(SAVE) is None
    shell.load_record(deep)
    assert "nested 1000 levels deep" in shell.alerts[-1]
    assert shell.console == []


@pytest.mark.parametrize("game", GAMES)
def test_hostile_save_and_record_are_told_kept_and_the_shell_answers(game):
    """A save of about 1 MB whose text never ends a string of escaped quotes (once answered
    in time growing with the square of its size), and a record whose name is half a
    character: each said in words, the save kept for download, the shell still answering."""
    hostile = (f'{{"format": 1, "game": "{game}", "record": {{"game": "{game}", '
               '"players": ["' + '\\"' * 450_000)
    shell = opened_on(SAVE_KEYS[game], hostile)
    assert "not JSON" in warning_text(shell)
    assert shell.stored(UNREADABLE_KEYS[game]) == hostile  # kept aside, whole, for download
    assert "Download the saved data" in shell.buttons()

    record = {"game": game, "version": 1, "players": ["Ana\udfff", "Ben"]}
    shell.load_record(json.dumps(record))  # ASCII: written as \udfff
    assert "players[0] holds \\udfff, half of a character: not Unicode text" in \
        shell.alerts[-1]
    shell.press("choose-game", game)
    assert shell.shown("#panel form #input-name0")  # the shell answers
    assert shell.console == []


def test_a_loose_show_resumes_the_legal_moves_before_it():
    game = played_247(["Ana", "Ben", "Cleo", "Dan"], "show", 5, teams=True, show_at=3)
    record = game.to_record()
    record["moves"][3]["show"] = float(record["moves"][3]["show"])
    shell = opened_on(SAVE, save_of("twentyfourseven", record))
    assert "move 4: shown tile: 1.0 is not a tile" in warning_text(shell)
    shell.tap_button("Resume the 3 moves before the problem")
    assert len(board_tiles(shell)) == 4  # the start tile and three moves
    assert shell.take_tablet() == f"Pass the tablet to {game.players[3]}"
    assert len(rack(shell)) == 5
    assert shell.moves("twentyfourseven") == 3
    assert json.loads(shell.stored(KEPT))["record"]["moves"][3]["show"] == \
        record["moves"][3]["show"]  # the data itself is still kept as it was
    assert shell.console == []


@pytest.mark.parametrize("game", ["les24heures", "hoursandghosts"])  # 24/7: just above
def test_an_illegal_move_resumes_the_legal_moves_before_it(game):
    record = played(game, ["Ana", "Ben"], 6)
    record["moves"][4] = BROKEN[game]
    text = save_of(game, record)
    shell = opened_on(SAVE_KEYS[game], text)
    assert "move 5" in warning_text(shell)
    shell.tap_button("Resume the 4 moves before the problem")
    assert shell.screen == "handoff"
    assert shell.moves(game) == 4
    assert shell.stored(UNREADABLE_KEYS[game]) == text  # the data itself is kept as it was
    assert shell.console == []


@pytest.mark.parametrize("game", GAMES)
def test_a_newer_save_is_kept_untouched_and_nothing_starts_over_it(game):
    key, kept = SAVE_KEYS[game], UNREADABLE_KEYS[game]
    newer = save_of(game, played(game, ["Ana", "Ben"], 2), format=2, future="x")
    shell = opened_on(key, newer)
    card = f"[data-game={game}]"
    assert "saved here by a newer version of Timekeeper" in shell.text(card)
    assert not any("New game" in name for name in shell.buttons(within=card))
    shell.reload()
    assert shell.stored(key) == newer  # read twice, never written

    shell.tap_button("Set it aside and start afresh", within=card)
    assert shell.stored(key) is None and shell.stored(kept) == newer
    shell.new_game(game, ["Cleo", "Dan"], seed="after-newer")
    shell.take_turn(game)
    assert shell.stored(kept) == newer
    assert shell.console == []


@pytest.mark.parametrize("game", GAMES)
def test_unknown_fields_are_kept_and_a_mid_game_download_asks_first(game):
    record = played(game, ["Ana", "Ben"], 2)
    record["comment"] = "played in class 5B"
    shell = opened_on(SAVE_KEYS[game], save_of(game, record, teacher="Mme Roux"))
    shell.tap_button("Resume the game", within=f"[data-game={game}]")
    shell.take_tablet()

    # The record of a game under way shows every hidden hand: asked first.
    shell.tap_button("Menu")
    shell.tap_button("Download the game record")
    assert "shows every hidden hand" in shell.dialog
    shell.tap_button("Cancel", within="#dialog")
    assert shell.downloads == []
    shell.tap_button("Menu")
    shell.tap_button("Download the game record")
    shell.tap_button("Download it anyway", within="#dialog")
    downloaded = json.loads(shell.downloads[-1].text)
    assert len(downloaded["moves"]) == 2 and downloaded["comment"] == "played in class 5B"
    assert game != "twentyfourseven" or downloaded["deal"]["bag"]

    # Undo and play are both saves: the fields stay through each.
    shell.tap_button("Menu")
    shell.tap_button("Undo the last move")
    shell.tap_button("Undo it", within="#dialog")
    assert shell.screen == "handoff"
    for moves in (1, 2):
        data = shell.saved(game)
        assert data["teacher"] == "Mme Roux"
        assert data["record"]["comment"] == "played in class 5B"
        assert len(data["record"]["moves"]) == moves
        if moves == 1:
            shell.take_turn(game)
    assert shell.console == []


# A storage that refuses writes: the page's (its "tkstored" answers), on the stand-in page.

def test_with_storage_full_unread_data_is_never_saved_over():
    tab = Tablet()
    tab.storage.refuse = lambda key: ".unreadable" in key
    tab.put(SAVE, "{broken")
    tab.reload()
    assert "storage is full, so it stays where it was" in warning_text(tab)
    tab.new_game("twentyfourseven", ["Ana", "Ben"], seed="full")
    assert "This game is not saved" in warning_text(tab)
    tab.take_tablet()
    play_247(tab)
    assert tab.stored(SAVE) == "{broken"
    assert tab.console == []


def test_when_saving_fails_the_warning_says_what_a_reload_gives():
    tab = Tablet()
    tab.new_game("twentyfourseven", ["Ana", "Ben"], seed="fails")
    tab.take_turn("twentyfourseven")
    tab.take_turn("twentyfourseven")
    tab.storage.refuse = lambda key: True
    tab.take_tablet()
    play_247(tab)
    assert "a reload would go back to the game after move 2" in warning_text(tab)
    tab.storage.refuse = lambda key: False  # the storage works again after the reload
    tab.reload()
    tab.tap_button("Resume the game")
    assert len(board_tiles(tab)) == 3
    assert tab.console == []


def test_a_newer_save_the_storage_refuses_to_set_aside_stays_where_it_is():
    """The page clears the save's key only once the copy is there: a full storage leaves the
    newer save where it was, still told, and nothing starts over it."""
    newer = save_of("twentyfourseven", played("twentyfourseven", ["Ana", "Ben"], 2), format=2)
    tab = tab_opened_on(SAVE, newer)
    tab.storage.refuse = lambda key: ".unreadable" in key
    card = "[data-game=twentyfourseven]"
    tab.tap_button("Set it aside and start afresh", within=card)
    assert tab.stored(SAVE) == newer and tab.stored(KEPT) is None
    assert "saved here by a newer version of Timekeeper" in tab.text(card)
    assert not any("New game" in name for name in tab.buttons(within=card))
    assert tab.console == []


def test_a_save_refused_then_written_again_leaves_no_warning():
    tab = Tablet()
    tab.new_game("twentyfourseven", ["Ana", "Ben"], seed="full-then-room")
    tab.take_turn("twentyfourseven")
    tab.storage.refuse = lambda key: True
    tab.take_tablet()
    play_247(tab)
    assert "a reload would go back to the game after move 1" in warning_text(tab)
    tab.storage.refuse = lambda key: False  # room again: the next save works
    tab.take_turn("twentyfourseven")
    assert not tab.shown(".card.warning")
    assert tab.moves("twentyfourseven") == 3
    assert "also changed in another tab" not in tab.panel
    assert tab.console == []
