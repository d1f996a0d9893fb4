"""A hint on a person's turn against the computer: the move and why in words, its cell and
tile marked, played, counted once per turn and shown on the end screen. The game starts
from a save near its end (made here with the engine), so it ends in a few turns."""

import json
import random
import re
import sys

from e2e_support import ROOT
from game_driver import SAVE_KEY, confirm, game_over, open_page, place_first_legal

sys.path.insert(0, str(ROOT / "py"))

from timekeeper.bots import choose  # noqa: E402
from timekeeper.twentyfourseven import new_game  # noqa: E402

PAUSE = "localStorage.setItem('timekeeper.setting.computer_pause_ms', '30');"


def near_the_end(seed: str = "hint-e2e"):
    """A 24/7 game between Ana and the computer, the bag empty and Ana to play."""
    game = new_game(["Ana", "Computer (hard)"], {}, seed=seed)
    rng = random.Random(seed)
    while not game.finished:
        if game.turn == 0 and game.view(0)["bag_count"] == 0 and len(game.rack(0)) <= 3:
            return game
        game.play(choose("twentyfourseven", game.view(game.turn), "medium", rng))
    raise AssertionError("the game ended before the bag was empty")


def test_a_hint_is_shown_played_and_counted(page, server):
    game = near_the_end()
    record = {**game.to_record(), "computers": {"1": "hard"},
              "hints": {"on": True, "used": {}}}
    save = {"format": 1, "game": "twentyfourseven", "record": record, "lang": "en",
            "handoff": True, "steps": []}
    page.add_init_script(PAUSE + f"localStorage.setItem('{SAVE_KEY}', "
                         f"{json.dumps(json.dumps(save))});")
    open_page(page, server)
    page.get_by_role("button", name="Resume the game").click()
    # Only one person at the table: her rack at once, and the hint button.
    page.locator(".rack").wait_for()
    assert page.locator("#panel h2").inner_text() == "Ana, your turn"

    hints_taken = 0
    for _ in range(8):
        if game_over(page):
            break
        if hints_taken < 2:
            page.get_by_role("button", name="Hint", exact=True).click()
            words = page.locator(".hint-card .hint-words").inner_text()
            found = re.match(r"(\d+) on ([A-G][1-7])[:.]", words)
            assert found, words
            tile, cell = found.groups()
            assert page.locator("#live").inner_text() == words  # read out too
            # The cell and the tile are marked; the tile is in hand, its cells lit.
            assert page.locator("#board .cell.hinted").evaluate_all(
                "cs => cs.map(c => c.dataset.cell)") == [cell]
            assert page.locator(".rack .rack-tile.hinted").inner_text() == tile
            assert cell in page.locator("#board .cell.legal").evaluate_all(
                "cs => cs.map(c => c.dataset.cell)")
            # Asking again on the same turn counts nothing more: the button is gone.
            assert page.get_by_role("button", name="Hint", exact=True).count() == 0
            page.locator(f"#cell-{cell}").click()
            page.get_by_role("button", name="Confirm", exact=True).wait_for()
            hints_taken += 1
        else:
            place_first_legal(page)
        confirm(page)
        page.wait_for_function(
            "() => { const h = document.querySelector('#panel h2').textContent;"
            " return h === 'Ana, your turn' || h === 'Game over'; }", timeout=15000)
        if not game_over(page) and hints_taken:
            assert page.locator(".hint-card").count() == 0  # a new turn: no hint shown yet
    assert game_over(page), "the game did not end"
    assert hints_taken >= 1
    used = page.locator(".hints-used").inner_text()
    assert used == ("Ana used 1 hint." if hints_taken == 1 else f"Ana used {hints_taken} hints.")
    saved = page.evaluate(f"() => JSON.parse(localStorage.getItem('{SAVE_KEY}')).record")
    assert saved["hints"]["used"] == {"0": hints_taken}
    assert saved["computers"] == {"1": "hard"}
    assert page.console_errors == []
