"""24/7: a cell put out of time by a move gets its stone dropping in and the cells that scored
flash (motion), on the first drawing after the move only, and never when the device asks for
reduced motion (the tile's own drop is in test_motion_sound.py)."""

import json

from game_driver import SAVE_KEY, cell, confirm, open_page, rack, select_tile
from timekeeper.twentyfourseven import Deal, Game

SEED = "stones 0"


def before_a_stone():
    """The game just before a move that puts a cell out of time, and that move."""
    game = Game(["Ana", "Ben"], Deal.from_seed(SEED, 2))
    while True:
        tile, at = game.legal_placements()[0]
        if game.preview(tile, at).new_stones:
            return game, tile, at
        game.place(tile, at)


def play_the_stone_move(page, server) -> tuple[list[str], set[str]]:
    game, tile, at = before_a_stone()
    save = {"format": 1, "game": "twentyfourseven", "record": game.to_record(), "lang": "en",
            "handoff": True}
    page.add_init_script(f"localStorage.setItem('{SAVE_KEY}', {json.dumps(json.dumps(save))});")
    open_page(page, server)
    page.get_by_role("button", name="Resume the game").click()
    page.locator("button.handoff").click()
    select_tile(page, rack(page).index(tile))
    cell(page, at).click()
    confirm(page)
    page.locator("button.handoff").wait_for()
    turn = game.preview(tile, at)
    return turn.new_stones, {c for combo in turn.combos for c in combo.cells}


def test_a_new_stone_drops_in(page, server):
    stones, scored = play_the_stone_move(page, server)
    assert scored, "the move scores"
    flashing = page.locator("#board .cell.tk-flash").evaluate_all(
        "cs => cs.map(c => c.dataset.cell)")
    assert set(flashing) == scored
    for name in stones:
        classes = cell(page, name).get_attribute("class").split()
        assert "stone" in classes and "tk-drop" in classes, (name, classes)
    older = page.locator("#board .cell.stone:not(.tk-drop)").count()
    assert page.locator("#board .cell.stone").count() == older + len(stones)
    page.get_by_role("button", name="Passer en français").click()  # drawn again: no motion
    page.locator("#board .cell.tk-drop").first.wait_for(state="detached")
    assert page.console_errors == []


def test_no_stone_moves_with_reduced_motion(browser, server):
    context = browser.new_context(viewport={"width": 1024, "height": 768},
                                  reduced_motion="reduce", service_workers="block")
    page = context.new_page()
    page.console_errors = []
    try:
        stones, _scored = play_the_stone_move(page, server)
        assert all("stone" in cell(page, name).get_attribute("class") for name in stones)
        assert page.locator("#board .tk-drop, #board .tk-flash").count() == 0
    finally:
        context.close()
