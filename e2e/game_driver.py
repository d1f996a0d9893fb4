"""Steps a player takes, for the game's browser tests (e2e/test_game_*.py).

Every step goes through what a player sees and touches: buttons found by their accessible
names and roles, the cells lit up on the board. Nothing reaches into Python.
"""

from __future__ import annotations

import re

from e2e_support import wait_playable

SAVE_KEY = "timekeeper.twentyfourseven.game"


def open_page(page, url: str) -> None:
    page.goto(url)
    wait_playable(page)


def open_setup(page, game: str = "24/7") -> None:
    """From the home screen, open the new-game form of ``game`` (English)."""
    page.get_by_role("button", name=f"New game: {game}").click()
    page.get_by_role("heading", name="New game").wait_for()


def start_game(page, names: list[str], *, seed: str | None = None, teams: bool = False,
               first: int | None = None) -> None:
    """Open the 24/7 form from the home screen (if there), fill it (English) and start."""
    if page.get_by_role("heading", name="Choose a game").is_visible():
        open_setup(page)
    page.get_by_role("button", name=str(len(names)), exact=True).click()
    for n, name in enumerate(names, start=1):
        page.get_by_label(f"Player {n}", exact=True).fill(name)
    if teams:
        page.get_by_role("button", name="Two teams").click()
    if first is not None:
        page.get_by_label("First player").select_option(index=first)
    if seed is not None:
        if page.locator("details.class-options").get_attribute("open") is None:
            page.get_by_text("Same game for a whole class").click()
        page.get_by_label("Game code").fill(seed)
    page.get_by_role("button", name="Start the game").click()


def handoff_button(page):
    return page.locator("button.handoff")


def reveal(page) -> str:
    """Tap the hand-off screen; returns the name it was passed to."""
    button = handoff_button(page)
    title = button.locator(".handoff-title").inner_text()
    button.click()
    page.locator(".rack").wait_for()
    return re.sub(r"^Pass the tablet to ", "", title)


def rack(page) -> list[int]:
    """The tile values on the rack, read from the buttons' names ("Tile 7")."""
    names = page.locator(".rack button").evaluate_all("bs => bs.map(b => b.ariaLabel)")
    return [int(re.search(r"\d+", name).group()) for name in names]


def lit_cells(page) -> list[str]:
    return page.locator("#board .cell.legal").evaluate_all(
        "bs => bs.map(b => b.dataset.cell)")


def board_tiles(page) -> dict[str, int]:
    pairs = page.locator("#board .cell.tile").evaluate_all(
        "bs => bs.map(b => [b.dataset.cell, b.textContent])")
    return {cell: int(text) for cell, text in pairs if text}


def select_tile(page, index: int) -> None:
    page.locator(".rack button").nth(index).click()


def cell(page, name: str):
    return page.locator(f"#cell-{name}")


def place_first_legal(page) -> tuple[int, str]:
    """Pick the first rack tile that fits somewhere and tap its first lit cell (the preview
    opens). Returns (tile, cell)."""
    tiles = rack(page)
    for index, tile in enumerate(tiles):
        select_tile(page, index)
        cells = lit_cells(page)
        if cells:
            cell(page, cells[0]).click()
            page.get_by_role("button", name="Confirm", exact=True).wait_for()
            return tile, cells[0]
    raise AssertionError(f"no tile of {tiles} lights any cell")


def confirm(page) -> None:
    page.get_by_role("button", name="Confirm", exact=True).click()


def play_turn(page) -> tuple[str, int, str]:
    """Reveal (when the tablet passes), place the first legal tile, confirm. Returns (player,
    tile, cell)."""
    if handoff_button(page).is_visible():
        player = reveal(page)
    else:  # the same player again: every other seat was skipped
        heading = page.locator("#panel h2").inner_text()
        player = re.sub(r", your turn$", "", heading)
    tile, where = place_first_legal(page)
    confirm(page)
    return player, tile, where


def game_over(page) -> bool:
    return page.get_by_role("heading", name="Game over").is_visible()


def saved_record(page) -> dict | None:
    return page.evaluate(
        f"() => {{ const s = localStorage.getItem('{SAVE_KEY}');"
        " return s ? JSON.parse(s).record : null; }")


def no_horizontal_scroll(page) -> bool:
    return page.evaluate(
        "() => document.scrollingElement.scrollWidth <= window.innerWidth")


def small_tap_targets(page) -> list[str]:
    """Visible buttons, inputs, selects and summaries smaller than 44×44 CSS px (a hidden
    input whose label is its button, the game record's chooser: that label)."""
    return page.evaluate("""() => {
        const small = [];
        for (const found of document.querySelectorAll(
                'button, input, select, textarea, summary, a[href]')) {
            const el = found.matches('.visually-hidden') && found.labels && found.labels.length
                ? found.labels[found.labels.length - 1] : found;
            const r = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            if (!r.width || !r.height || style.visibility === 'hidden') continue;
            if (el.closest('dialog:not([open])')) continue;
            if (r.width < 44 || r.height < 44)
                small.push(`${el.tagName} "${el.ariaLabel || el.textContent.trim()}" ` +
                           `${Math.round(r.width)}x${Math.round(r.height)}`);
        }
        return small;
    }""")
