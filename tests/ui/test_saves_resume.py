"""Nothing lost, nothing shown, in every game: a game survives a reload and resumes at the
hand-over, never on a hand; a saved game under way is replaced by a new game or a loaded
record only once the players say so; a tab that is behind another writes nothing until its
players choose, whether it heard the other tab or not. (A real reload, two real tabs: the
browser's own, in e2e/test_game_saves.py.)

With no page (no_page.Shell): a reload is a new Python on the same storage, the new-game
form is filled by its fields, a record file is given to the shell's loader as the page gives
what it read (Shell.load_record). What only a page has stays on the stand-in page
(tablet.Tablet): names typed in the form and kept in its fields, a file chosen in its file
chooser reaching the question, and a tab behind another: the other tab's write heard (the
storage event), or found out as the page refuses a write where the key no longer holds what
Python last knew ("tkstored")."""

import importlib.util
import json
from pathlib import Path

import pytest
from no_page import Shell
from save_support import GAMES, board_tiles, played, rack, save_of
from tablet import SAVE_KEYS, Tablet


def test_a_reload_mid_game_resumes_where_the_table_was():
    shell = Shell()
    shell.new_game("twentyfourseven", ["Ana", "Ben"], seed="reload")
    shell.take_turn("twentyfourseven")
    shell.take_turn("twentyfourseven")
    assert shell.take_tablet() == "Pass the tablet to Ana"
    tiles, board, log = rack(shell), board_tiles(shell), shell.text("ol.log")

    # The tab reloads while Ana looks at her rack: offered again, back at the hand-over (the
    # next person to pick the tablet up must not see her rack), then her rack.
    shell.reload()
    assert "Resume the game with Ana and Ben?" in shell.panel
    shell.tap_button("Resume the game")
    assert shell.screen == "handoff" and not shell.shown(".rack")
    assert shell.take_tablet() == "Pass the tablet to Ana"
    assert "Ana, your turn" in shell.text("#panel h2")
    assert (rack(shell), board_tiles(shell), shell.text("ol.log")) == (tiles, board, log)

    # Ana plays; the tab reloads on the hand-off screen: the rack stays hidden.
    shell.take_turn("twentyfourseven")
    assert shell.moves("twentyfourseven") == 3
    shell.reload()
    shell.tap_button("Resume the game")
    assert shell.text("button.handoff").startswith("Pass the tablet to Ben")
    assert not shell.shown(".rack")
    assert len(board_tiles(shell)) == 4
    assert shell.console == []


def test_a_save_under_the_old_24_7_key_resumes_and_then_lives_under_the_new_one():
    """24/7 was saved under "timekeeper.247.game" before the app hosted other games."""
    old, new = "timekeeper.247.game", SAVE_KEYS["twentyfourseven"]
    assert new == "timekeeper.twentyfourseven.game"
    before = save_of("twentyfourseven", played("twentyfourseven", ["Ana", "Ben"], 2, seed="old"))
    shell = Shell()
    shell.put(old, before)
    shell.reload()
    assert shell.stored(old) is None and shell.stored(new) == before  # moved, untouched
    assert "Resume the game with Ana and Ben?" in shell.panel
    shell.tap_button("Resume the game")
    assert shell.take_tablet() == "Pass the tablet to Ana"
    shell.take_turn("twentyfourseven")
    assert shell.moves("twentyfourseven") == 3  # saved under the new key
    assert shell.stored(old) is None
    shell.reload()
    assert "Resume the game with Ana and Ben?" in shell.panel
    assert shell.console == []


def test_an_old_24_7_save_never_writes_over_a_save_under_the_new_key():
    old, new = "timekeeper.247.game", SAVE_KEYS["twentyfourseven"]
    older = save_of("twentyfourseven", played("twentyfourseven", ["Cleo", "Dan"], 1, seed="a"))
    newer = save_of("twentyfourseven", played("twentyfourseven", ["Ana", "Ben"], 2, seed="b"))
    shell = Shell()
    shell.put(old, older)
    shell.put(new, newer)
    shell.reload()
    assert shell.stored(new) == newer and shell.stored(old) == older
    assert "Resume the game with Ana and Ben?" in shell.panel


@pytest.mark.parametrize("game", ["les24heures", "hoursandghosts"])  # 24/7: just above
def test_a_hand_left_open_is_hidden_again_after_a_reload(game):
    shell = Shell()
    shell.new_game(game, ["Ana", "Ben"])
    shell.take_tablet()  # Ana's hand on screen, then the tab is closed or reloaded
    shell.reload()
    shell.press("resume", game)
    assert shell.screen == "handoff"
    assert not shell.shown(".screen.turn")  # no hand, no rack, no private view
    assert shell.take_tablet().startswith("Pass the tablet to Ana")
    assert shell.screen == "turn"
    assert shell.console == []


def saved_under_way(tab, game: str) -> str:
    """``tab`` started again on a save of ``game`` two moves in between Ana and Ben; the
    save's text."""
    before = save_of(game, played(game, ["Ana", "Ben"], 2, seed=f"rule {game}"))
    tab.put(SAVE_KEYS[game], before)
    tab.reload()
    return before


@pytest.mark.parametrize("game", GAMES)
def test_a_new_game_or_a_record_replaces_a_saved_game_only_when_asked(game):
    shell = Shell()
    before = saved_under_way(shell, game)

    shell.press("choose-game", game)
    shell.set_field("name0", "Cleo")
    shell.set_field("name1", "Dan")
    shell.submit("Start the game", within="#panel form")
    assert "Start a new game? The game with Ana and Ben saved here will be replaced." \
        in shell.dialog
    shell.tap_button("Cancel", within="#dialog")
    assert shell.stored(SAVE_KEYS[game]) == before  # nothing replaced, the form still filled
    assert shell.find("#input-name0").get("value") == "Cleo"

    shell.tap("[data-action=home]")
    loaded = played(game, ["Eve", "Fay"], 1, seed=f"rule {game}")
    shell.load_record(loaded)
    assert "Load this game record? The game with Ana and Ben saved here will be replaced." \
        in shell.dialog
    shell.tap_button("Cancel", within="#dialog")
    assert shell.stored(SAVE_KEYS[game]) == before
    shell.load_record(loaded)
    shell.tap_button("Load the record", within="#dialog")
    assert shell.screen == "handoff"
    assert shell.saved(game)["record"]["players"] == ["Eve", "Fay"]
    assert shell.console == []


@pytest.mark.parametrize("game", GAMES)
def test_names_typed_stay_and_a_file_chosen_is_asked_about_before_a_saved_game_goes(game):
    """The page's part of the test above: the names typed in the form's fields are still
    there once the players keep the saved game, and a record chosen in the file chooser
    reaches the same question, then the table."""
    tab = Tablet()
    before = saved_under_way(tab, game)

    tab.press("choose-game", game)
    tab.fill("#input-name0", "Cleo")
    tab.fill("#input-name1", "Dan")
    tab.tap("#panel form button[type=submit]")
    assert "Start a new game? The game with Ana and Ben saved here will be replaced." \
        in tab.dialog
    tab.tap_button("Cancel", within="#dialog")
    assert tab.stored(SAVE_KEYS[game]) == before  # nothing replaced, the form still filled
    assert tab.value("#input-name0") == "Cleo"

    tab.tap("[data-action=home]")
    tab.choose_file(played(game, ["Eve", "Fay"], 1, seed=f"rule {game}"))
    assert "Load this game record? The game with Ana and Ben saved here will be replaced." \
        in tab.dialog
    tab.tap_button("Load the record", within="#dialog")
    assert tab.screen == "handoff"
    assert tab.saved(game)["record"]["players"] == ["Eve", "Fay"]
    assert tab.console == []


BEHIND = "Nothing is saved here until you choose"


@pytest.mark.parametrize("game", GAMES)
def test_a_tab_behind_another_writes_nothing_until_its_players_choose(game):
    first = Tablet()
    first.put(SAVE_KEYS[game], save_of(game, played(game, ["Ana", "Ben"], 2,
                                                    seed=f"rule {game}")))
    first.reload()
    first.press("resume", game)
    second = first.another_tab()
    second.press("resume", game)
    second.take_turn(game)  # the other tab plays on: 3 moves saved
    theirs = second.stored(SAVE_KEYS[game])
    assert BEHIND in first.panel
    if first.screen == "handoff":
        first.take_tablet()  # taking the tablet saves, when a tab is not behind
    if game == "hoursandghosts":  # a move of a person is refused until they choose
        first.tap("[data-action=take]")
        assert "First choose, above" in first.panel
    assert first.stored(SAVE_KEYS[game]) == theirs

    first.tap_button("Go on here")
    assert BEHIND not in first.panel
    assert first.moves(game) == 2  # this tab's game
    assert BEHIND in second.panel


def test_a_tab_that_missed_the_other_tabs_save_finds_out_before_writing():
    """A tab asleep in the background may never hear the storage event: before it writes, it
    compares what is saved with what it last read or wrote."""
    game = "twentyfourseven"
    tab = Tablet()
    tab.put(SAVE_KEYS[game], save_of(game, played(game, ["Ana", "Ben"], 2)))
    tab.reload()
    tab.press("resume", game)
    assert tab.screen == "handoff"
    elsewhere = save_of(game, played(game, ["Ana", "Ben"], 4))
    tab.put(SAVE_KEYS[game], elsewhere)  # written without any event here
    tab.take_tablet()
    assert BEHIND in tab.panel
    assert tab.stored(SAVE_KEYS[game]) == elsewhere
    tab.tap_button("Load the game from the other tab")
    assert tab.moves(game) == 4
    assert tab.console == []


def test_a_long_game_of_stuck_rows_resumes_with_its_last_turns_told():
    """Two stuck rows may shift a card back and forth for thousands of turns: the game is
    resumed whole, and the log below the table tells the last turns (numbered from the
    end), not all of them on every screen."""
    path = Path(__file__).resolve().parents[1] / "hoursandghosts" / "long_records.py"
    spec = importlib.util.spec_from_file_location("long_records", path)
    long_records = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(long_records)
    shell = Shell()
    shell.put(SAVE_KEYS["hoursandghosts"], long_records.save_text(long_records.long_record(3000)))
    shell.reload()
    shell.press("resume", "hoursandghosts")
    shell.take_tablet()
    log = shell.find("ol.hg-log")
    assert len(log.find_all(recursive=False)) == 100
    assert log.get("start") == "3000"
    assert json.loads(shell.stored(SAVE_KEYS["hoursandghosts"]))["record"]["moves"]
    assert shell.console == []
