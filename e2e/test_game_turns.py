"""Placing tiles: the lit cells, illegal taps explained, preview then confirm or take back,
the keyboard, dragging, and undo."""

from game_driver import (
    board_tiles,
    cell,
    confirm,
    lit_cells,
    open_page,
    open_setup,
    place_first_legal,
    rack,
    reveal,
    select_tile,
    start_game,
)

# An explicit deal (start tile, 3 removed, Ana's rack, Ben's rack, the bag): 10 on D4,
# Ana holds a 10 and Ben a 9, so a 9 under two 10s makes column D pass 24.
BAG = [1, 2, 4, 4, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8, 9, 9, 9, 10, 10]
DEAL = [10, 1, 1, 1, 10, 2, 2, 2, 3, 3, 9, 5, 3, 3, 4, 4, *BAG]


def message(page) -> str:
    return page.locator("#panel .message").inner_text()


def test_illegal_taps_are_explained_and_a_preview_can_be_taken_back(page, server):
    open_page(page, server)
    open_setup(page)
    page.get_by_label("Player 1", exact=True).fill("Ana")
    page.get_by_label("Player 2", exact=True).fill("Ben")
    page.get_by_text("Same game for a whole class").click()
    deal_box = page.get_by_label("Or the exact deal: 40 numbers")

    # A deal one number short is refused in words; nothing typed is lost.
    deal_box.fill(" ".join(map(str, DEAL[:-1])))
    page.get_by_role("button", name="Start the game").click()
    assert page.locator("#panel").get_by_text(
        "This deal cannot be used: 39 tiles, expected 40").is_visible()
    assert page.get_by_label("Player 1", exact=True).input_value() == "Ana"
    deal_box.fill(", ".join(map(str, DEAL)))
    page.get_by_role("button", name="Start the game").click()

    assert reveal(page) == "Ana"
    assert rack(page) == [2, 2, 2, 3, 3, 10]
    assert board_tiles(page) == {"D4": 10}

    # No tile in hand: the board says to pick one first.
    cell(page, "D5").click()
    assert message(page) == "Choose one of your tiles first."

    # The 10 fits on the eight cells around D4, and only there.
    select_tile(page, 5)
    assert sorted(lit_cells(page)) == ["C3", "C4", "C5", "D3", "D5", "E3", "E4", "E5"]
    assert page.get_by_role("button", name="Tile 10").get_attribute("aria-pressed") == "true"
    cell(page, "A7").click()
    assert message(page) == "10 cannot go on A7. A7 does not touch any tile."
    assert marked(page, "refused") == ["A7"] and marked(page, "over-line") == []
    cell(page, "D4").click()
    assert message(page) == "10 cannot go on D4. D4 already holds a tile."

    # Tap a lit cell: a preview, not yet a move. Take it back: the board is as before.
    cell(page, "D5").click()
    assert page.locator(".preview h3").inner_text() == "10 on D5"
    assert page.locator(".preview").get_by_text("This play scores nothing.").is_visible()
    assert board_tiles(page) == {"D4": 10, "D5": 10}  # drawn, marked as not confirmed
    assert "not confirmed yet" in cell(page, "D5").get_attribute("aria-label")
    page.get_by_role("button", name="Take back").click()
    assert board_tiles(page) == {"D4": 10}
    assert rack(page) == [2, 2, 2, 3, 3, 10]
    assert not page.locator(".preview").is_visible()

    # Place it again and confirm: now it counts, and the rack is hidden for Ben.
    cell(page, "D5").click()
    confirm(page)
    assert board_tiles(page) == {"D4": 10, "D5": 10}
    assert not page.locator(".rack").is_visible()
    assert page.locator("#panel").get_by_text("Ana put 10 on D5: no points.").is_visible()

    # Ben's 9 below the two 10s: column D would pass 24, and the page says so.
    assert reveal(page) == "Ben"
    select_tile(page, rack(page).index(9))
    assert "D6" not in lit_cells(page)
    cell(page, "D6").click()
    assert message(page) == "9 cannot go on D6. Column D would sum to 29; 24 at most."
    assert page.locator("#live").inner_text() == message(page)
    # The refused cell and the line that would pass 24 are marked on the board.
    assert marked(page, "refused") == ["D6"]
    assert marked(page, "over-line") == ["D4", "D5"]
    assert cell(page, "D5").get_attribute("aria-label").endswith(
        "in the line that would pass 24")

    # N walks the cells where the tile in hand fits, in reading order.
    lit = sorted(lit_cells(page), key=lambda c: (int(c[1]), c[0]))
    cell(page, lit[0]).focus()
    page.keyboard.press("n")
    assert focused_name(page).startswith(f"{lit[1]}, ")
    page.keyboard.press("Shift+N")
    assert focused_name(page).startswith(f"{lit[0]}, ")

    # A previewed tile is drawn apart from the cells it would score with: 4 on D3 makes
    # column D sum to 24 with the two 10s.
    select_tile(page, rack(page).index(4))
    cell(page, "D3").click()
    assert page.locator(".preview").get_by_text("This play scores 40 minutes.").is_visible()
    assert marked(page, "pending") == ["D3"]
    assert marked(page, "scored") == ["D4", "D5"]
    assert marked(page, "refused") == []
    assert page.console_errors == []


def marked(page, mark: str) -> list[str]:
    """The board's cells that carry ``mark`` (a class), in reading order."""
    return page.locator(f"#board .cell.{mark}").evaluate_all(
        "bs => bs.map(b => b.dataset.cell)")


def focused_name(page) -> str:
    return page.evaluate("document.activeElement.ariaLabel || "
                         "document.activeElement.textContent.trim()")


def test_a_turn_from_the_keyboard_a_drag_and_an_undo(page, server):
    open_page(page, server)
    start_game(page, ["Ana", "Ben"], seed="keys")

    # Keyboard only: Enter on the hand-off, arrows along the rack, Enter to take a tile,
    # arrows on the board, Enter to place, Enter to confirm.
    page.locator("button.handoff").focus()
    page.keyboard.press("Enter")
    assert focused_name(page).startswith("Tile ")
    page.keyboard.press("ArrowRight")
    tiles = rack(page)
    assert focused_name(page) == f"Tile {tiles[1]}"
    page.keyboard.press("Enter")
    lit = lit_cells(page)
    assert lit and focused_name(page).startswith(f"{lit[0]}, ")
    assert focused_name(page).endswith("you can play here")
    # Arrow keys walk the grid; walk to another lit cell.
    target = lit[1]
    col_steps = ord(target[0]) - ord(lit[0][0])
    row_steps = int(target[1]) - int(lit[0][1])
    for _ in range(abs(row_steps)):
        page.keyboard.press("ArrowDown" if row_steps > 0 else "ArrowUp")
    for _ in range(abs(col_steps)):
        page.keyboard.press("ArrowRight" if col_steps > 0 else "ArrowLeft")
    assert focused_name(page).startswith(f"{target}, ")
    page.keyboard.press("Enter")
    assert focused_name(page) == "Confirm"
    page.keyboard.press("Enter")
    assert board_tiles(page)[target] == tiles[1]
    assert focused_name(page).startswith("Pass the tablet to Ben")

    # Ben drags a tile onto a lit cell with the mouse (pointer events): a preview.
    reveal(page)
    first = page.locator(".rack button").first
    ben_tile = rack(page)[0]
    box = first.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] - 20, box["y"] - 20, steps=4)
    lit = lit_cells(page)
    assert lit, "dragging a tile lights the cells where it fits"
    drop = cell(page, lit[-1]).bounding_box()
    page.mouse.move(drop["x"] + drop["width"] / 2, drop["y"] + drop["height"] / 2, steps=6)
    page.mouse.up()
    assert page.locator(".preview h3").inner_text() == f"{ben_tile} on {lit[-1]}"
    confirm(page)
    assert board_tiles(page)[lit[-1]] == ben_tile

    # Undo, behind a question: Ben's tile comes off and Ben plays that turn again.
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Undo the last move").click()
    dialog = page.get_by_role("dialog", name="Undo the last move")  # titled by its question
    assert f"Take back {ben_tile} on {lit[-1]}? Ben will play that turn again." in \
        dialog.inner_text()
    dialog.get_by_role("button", name="Undo it").click()
    assert lit[-1] not in board_tiles(page)
    assert page.locator("button.handoff").inner_text().startswith("Pass the tablet to Ben")
    assert reveal(page) == "Ben"
    place_first_legal(page)
    confirm(page)
    assert page.console_errors == []
