"""Nothing lost, nothing shown (issues "Nothing lost, nothing spoofed" and "A table, not a
form"), in every game: a game resumed after a reload with a hand open opens at the hand-over,
never on the hand; a saved game that is
not finished is replaced by a new game or a loaded record only once the players say so (the
rule "Play against the computer" already followed); a tab that is behind another writes
nothing until its players choose, whether it heard the other tab or not; the card of a save
that cannot be read names its game."""

import json
import random

import pytest
from playwright.sync_api import expect

from browsers import PlaywrightTablet
from player import (
    GAMES,
    SAVE_KEYS,
    new_game,
    open_home,
    screen,
    take_tablet,
    take_turn,
    wait_screen,
)
from timekeeper.core.registry import game_info

OPTIONS = {"les24heures": {"hours": 12}}


def saved_game(game: str, names: list[str], moves: int = 2) -> str:
    """A save of an unfinished game of ``game`` between ``names``, ``moves`` moves in."""
    played = game_info(game).new_game(names, OPTIONS.get(game, {}), seed=f"rule {game}")
    rng = random.Random(3)
    while len(played.to_record()["moves"]) < moves:
        played.play(rng.choice(played.legal_moves()))
    return json.dumps({"format": 1, "game": game, "record": played.to_record(), "lang": "en",
                       "handoff": True})


def stored(page, game: str):
    return page.evaluate("k => localStorage.getItem(k)", SAVE_KEYS[game])


def dialog(page):
    return page.locator("#dialog")


@pytest.mark.parametrize("game", GAMES)
def test_a_new_game_or_a_record_replaces_a_saved_game_only_when_asked(page, server, game):
    tab = PlaywrightTablet(page)
    open_home(tab, server)
    before = saved_game(game, ["Ana", "Ben"])
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_KEYS[game], before])
    page.reload()
    tab.wait_playable()

    page.locator(f"#panel [data-action=choose-game][data-value={game}]").click()
    page.locator("#input-name0").fill("Cleo")
    page.locator("#input-name1").fill("Dan")
    page.locator("#panel form button[type=submit]").click()
    expect(dialog(page)).to_contain_text(
        "Start a new game? The game with Ana and Ben saved here will be replaced.")
    dialog(page).get_by_role("button", name="Cancel").click()
    assert stored(page, game) == before  # nothing replaced, the form still filled
    expect(page.locator("#input-name0")).to_have_value("Cleo")

    page.locator("[data-action=home]").first.click()
    loaded = json.loads(saved_game(game, ["Eve", "Fay"], moves=1))["record"]
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "record.json", "mimeType": "application/json",
         "buffer": json.dumps(loaded).encode()})
    expect(dialog(page)).to_contain_text(
        "Load this game record? The game with Ana and Ben saved here will be replaced.")
    dialog(page).get_by_role("button", name="Cancel").click()
    assert stored(page, game) == before
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "record.json", "mimeType": "application/json",
         "buffer": json.dumps(loaded).encode()})
    dialog(page).get_by_role("button", name="Load the record").click()
    wait_screen(tab)
    assert json.loads(stored(page, game))["record"]["players"] == ["Eve", "Fay"]
    assert page.console_errors == []


@pytest.mark.parametrize("game", GAMES)
def test_a_tab_behind_another_writes_nothing_until_its_players_choose(context, server, game):
    first, second = PlaywrightTablet(context.new_page()), PlaywrightTablet(context.new_page())
    open_home(first, server)
    first.evaluate("(k, v) => localStorage.setItem(k, v)",
                   SAVE_KEYS[game], saved_game(game, ["Ana", "Ben"]))
    first.reload()
    first.wait_playable()
    first.tap(f"[data-action=resume][data-value={game}]")
    wait_screen(first)
    open_home(second, server)
    second.tap(f"[data-action=resume][data-value={game}]")
    take_turn(second, game)  # the other tab plays on: 3 moves saved
    theirs = stored(second.page, game)
    banner = first.page.locator("#panel").get_by_text("Nothing is saved here until you choose")
    expect(banner).to_be_visible()
    if wait_screen(first) == "handoff":
        take_tablet(first)  # taking the tablet saves, when a tab is not behind
    if game == "hoursandghosts":  # a move of a person is refused until they choose
        first.page.locator("[data-action=take]").first.click()
        expect(first.page.locator("#panel").get_by_text("First choose, above")).to_be_visible()
    assert stored(first.page, game) == theirs

    first.page.get_by_role("button", name="Go on here").click()
    expect(banner).to_be_hidden()
    assert len(json.loads(stored(first.page, game))["record"]["moves"]) == 2  # this tab's
    expect(second.page.locator("#panel").get_by_text("Nothing is saved here until you "
                                                     "choose")).to_be_visible()


def test_a_tab_that_missed_the_other_tabs_save_finds_out_before_writing(page, server):
    """A tab asleep in the background may never hear the storage event: before it writes, it
    compares what is saved with what it last read or wrote."""
    tab = PlaywrightTablet(page)
    open_home(tab, server)
    game = "twentyfourseven"
    page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                  [SAVE_KEYS[game], saved_game(game, ["Ana", "Ben"])])
    page.reload()
    tab.wait_playable()
    tab.tap(f"[data-action=resume][data-value={game}]")
    assert wait_screen(tab) == "handoff"
    elsewhere = saved_game(game, ["Ana", "Ben"], moves=4)  # written without any event here
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_KEYS[game], elsewhere])
    take_tablet(tab)
    expect(page.locator("#panel").get_by_text("Nothing is saved here until you choose")
           ).to_be_visible()
    assert stored(page, game) == elsewhere
    page.get_by_role("button", name="Load the game from the other tab").click()
    assert len(json.loads(stored(page, game))["record"]["moves"]) == 4
    assert page.console_errors == []


@pytest.mark.parametrize("game", GAMES)
def test_the_card_of_an_unreadable_save_names_its_game(page, server, game):
    tab = PlaywrightTablet(page)
    open_home(tab, server)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_KEYS[game], "{broken"])
    page.reload()
    tab.wait_playable()
    title = {"twentyfourseven": "24/7", "les24heures": "Les 24 Heures",
             "hoursandghosts": "Who Turned the Clock?"}[game]
    expect(page.locator(f".card.warning[data-game={game}] h3")).to_have_text(
        f"A saved game could not be read: {title}")


def test_a_long_game_of_stuck_rows_resumes_with_its_last_turns_told(page, server):
    """Two stuck rows may shift a card back and forth for thousands of turns: the game is
    resumed whole, and the log below the table tells the last turns (numbered from the
    end), not all of them on every screen."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location(
        "long_games", Path(__file__).resolve().parent.parent / "bench" / "long_games.py")
    long_games = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(long_games)
    record = long_games.long_record(3000)
    tab = PlaywrightTablet(page)
    open_home(tab, server)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                  [SAVE_KEYS["hoursandghosts"], long_games.save_text(record)])
    page.reload()
    tab.wait_playable()
    tab.tap("[data-action=resume][data-value=hoursandghosts]")
    take_tablet(tab)
    log = page.locator("ol.hg-log")
    expect(log.locator("> li")).to_have_count(100)
    assert log.get_attribute("start") == "3000"
    assert page.console_errors == []


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_left_open_is_hidden_again_after_a_reload(page, server, game):
    tab = PlaywrightTablet(page)
    open_home(tab, server)
    new_game(tab, game, ["Ana", "Ben"])
    take_tablet(tab)  # Ana's hand on screen, then the tab is closed or reloaded
    page.reload()
    tab.wait_playable()
    tab.tap(f"[data-action=resume][data-value={game}]")
    assert wait_screen(tab) == "handoff"
    expect(page.locator(".screen.turn")).to_be_hidden()  # no hand, no rack, no private view
    assert take_tablet(tab).startswith("Pass the tablet to Ana")
    assert screen(tab) == "turn"
    assert page.console_errors == []
