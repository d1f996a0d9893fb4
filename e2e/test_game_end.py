"""The end screen's tie-breaks in words, for finished games loaded from record files."""

import json
from pathlib import Path

from playwright.sync_api import expect

from game_driver import open_page
from timekeeper.twentyfourseven import Deal, Game


def finished_record(names: list[str], seed: str) -> dict:
    """A whole game from ``seed``, each turn placing the first legal tile on its first cell."""
    game = Game(names, Deal.from_seed(seed, len(names)))
    while not game.finished:
        game.place(*game.legal_placements()[0])
    return game.to_record()


def load(page, record: dict) -> None:
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "game.json", "mimeType": "application/json",
         "buffer": json.dumps(record).encode()})


def test_tie_breaks_are_told_in_words(page, server):
    open_page(page, server)

    # Three players, tied on minutes; Ben has fewer tiles left and wins on that.
    load(page, finished_record(["Ana", "Ben", "Cleo"], "tie-30"))
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    result = page.locator(".card.result")
    assert result.locator(".verdict").inner_text() == "Ben wins!"
    assert "Tied on minutes: the fewest tiles left decides." in result.inner_text()
    rows = page.locator("table.ranking tbody tr")
    assert rows.nth(0).locator("th").inner_text() == "Ben"
    assert [rows.nth(i).locator("td").nth(1).inner_text() for i in range(3)] == ["40"] * 3

    # Two players tied on minutes and tiles: a draw, and the printed remedy.
    page.get_by_role("button", name="New game").click()
    load(page, finished_record(["Ana", "Ben"], "tie-8"))
    expect(page.locator(".verdict")).to_have_text("A draw between Ana and Ben!")
    assert "The printed rules say: play another game!" in \
        page.locator(".card.result").inner_text()
    assert page.locator("table.ranking tr.winner").count() == 2
    assert page.console_errors == []


def test_the_end_says_which_printed_condition_ended_the_game(page, server):
    """Empty cells are left on this board, but none touches a tile: the end screen says so
    rather than "no open cell is left"."""
    records = Path(__file__).resolve().parent.parent / "tests" / "twentyfourseven" / "records"
    open_page(page, server)
    load(page, json.loads((records / "two_players_board_closed_far_cells.json").read_text()))
    ending = page.locator(".card.result .ending")
    expect(ending).to_have_text(
        "No empty cell touches a tile any more: the cells next to the tiles are all out of "
        "time, and the empty cells left are out of reach.")
    empty = page.locator("#board .cell:not(.tile):not(.stone)").count()
    assert empty == 2
    load_full = json.loads((records / "two_players_board_full.json").read_text())
    page.get_by_role("button", name="New game").click()
    load(page, load_full)
    expect(ending).to_have_text(
        "No open cell is left on the board: every cell holds a tile or a stone.")
    assert page.locator("#board .cell:not(.tile):not(.stone)").count() == 0
