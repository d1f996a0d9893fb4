"""Tablets and phones: portrait 768×1024, landscape 1024×768 and a 390×844 phone, with no
sideways scrolling, every tap target at least 44 CSS px, and the board fully on screen."""

from game_driver import (
    cell,
    lit_cells,
    no_horizontal_scroll,
    open_page,
    open_setup,
    reveal,
    select_tile,
    small_tap_targets,
    start_game,
)
from timekeeper.twentyfourseven import CELLS, DOUBLE_TIME_CELLS, START_CELL

SIZES = [(768, 1024), (1024, 768), (390, 844)]


def test_a_loading_sign_is_plain_html(page, server):
    """Before any Python runs, the page already says it is loading, in both languages."""
    html = page.request.get(server).text()
    assert '<html lang="en" data-state="loading">' in html
    assert "Loading…" in html and "Chargement…" in html


def check_every_size(page, screen: str, board: bool = True) -> None:
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        where = f"{screen} at {width}x{height}"
        assert no_horizontal_scroll(page), f"{where}: the page scrolls sideways"
        assert small_tap_targets(page) == [], f"{where}: tap targets under 44 px"
        if not board:
            continue
        board = page.locator("#board").bounding_box()
        assert board["x"] >= 0 and board["x"] + board["width"] <= width, f"{where}: board"
        for name in ("A1", "G7"):
            box = cell(page, name).bounding_box()
            assert box["width"] >= 44 and box["height"] >= 44, f"{where}: cell {name} {box}"


def test_every_screen_fits_tablets_and_phones(page, server):
    open_page(page, server)
    check_every_size(page, "home", board=False)
    open_setup(page)
    check_every_size(page, "new game", board=False)

    start_game(page, ["Ana", "Ben", "Cleo", "Dan"], seed="sizes", teams=True)
    # The board is the engine's board: names, 2x cells, start cell (its tile on it).
    labels = page.locator("#board [data-cell]").evaluate_all(
        "bs => bs.map(b => [b.dataset.cell, b.ariaLabel])")
    assert [name for name, _ in labels] == list(CELLS)
    assert {name for name, label in labels if "double time" in label} == DOUBLE_TIME_CELLS
    assert [name for name, _ in labels if name == START_CELL] == [START_CELL]
    assert page.locator(f"#cell-{START_CELL}").inner_text().isdigit()
    check_every_size(page, "hand-off")

    reveal(page)
    select_tile(page, 0)
    cell(page, lit_cells(page)[0]).click()
    check_every_size(page, "preview")
    for width, height in SIZES:  # the rack and the confirm button can be reached
        page.set_viewport_size({"width": width, "height": height})
        confirm = page.get_by_role("button", name="Confirm", exact=True)
        confirm.scroll_into_view_if_needed()
        assert confirm.is_visible()

    page.get_by_role("button", name="Rules").click()
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        dialog = page.get_by_role("dialog")
        box = dialog.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, f"rules at {width}"
        assert dialog.evaluate("d => d.scrollWidth <= d.clientWidth"), f"rules at {width}"
        assert small_tap_targets(page) == [], f"rules at {width}x{height}"
    assert page.console_errors == []
