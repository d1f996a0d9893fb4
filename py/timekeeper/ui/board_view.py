"""The 7×7 board: the 49 cell buttons written in index.html (so the board shows before any
Python runs), kept up to date from the engine: tiles, out-of-time stones, the cells where the
tile in hand may go, the previewed tile, and the cells that scored.

The board is a grid of buttons with one tab stop; arrow keys move among the cells. The cell
names and the printed marks (start cell, 2x cells) are read from that markup, so drawing the
first screen needs no engine import (the e2e tests check the markup against the engine).
"""

from pyscript import document

from timekeeper.i18n import cell_label, text

from . import dom

COLUMNS = "ABCDEFG"
SIZE = 7
ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}

_buttons: dict = {}  # cell name -> its button, in reading order
_printed: dict[str, tuple[bool, bool]] = {}  # cell name -> (2x cell, start cell)
_drawn: dict[str, tuple] = {}  # what each button shows now, to touch only what changes


def enable() -> None:
    """Python is up: read the board from the page and make its cells live buttons (they are
    disabled while loading)."""
    found = document.querySelectorAll("#board [data-cell]")
    for i in range(found.length):
        button = found.item(i)
        cell = dom.attr(button, "data-cell")
        _buttons[cell] = button
        _printed[cell] = (button.classList.contains("x2"), button.classList.contains("start"))
        button.removeAttribute("disabled")


def _marks(app):
    """What to show beyond the tiles: (legal cells, pending Turn, scored cells, cells that
    would go out of time, the last move's cell), all as the engine answered them."""
    game = app.board_game()
    legal, pending, scored, soon, last = set(), None, set(), set(), None
    if game is None:
        return legal, pending, scored, soon, last
    shown_turn = None
    if app.replay:
        shown_turn = game.history[-1] if game.history else None
    elif app.screen == "turn":
        tile = app.selected_tile()
        if tile is not None:
            legal = set(game.legal_cells(tile))
        pending = app.pending
        if pending is not None:
            scored = {cell for combo in pending.combos for cell in combo.cells}
            soon = set(pending.new_stones)
    elif app.screen in ("handoff", "end"):
        shown_turn = app.last_turn
    if shown_turn is not None:
        scored = {cell for combo in shown_turn.combos for cell in combo.cells}
        last = shown_turn.cell
    return legal, pending, scored, soon, last


def update(app) -> None:
    """Redraw the cells that changed."""
    game = app.board_game()
    board = game.board if game else {}
    stones = set(game.out_of_time) if game else set()
    dead = set(game.dead_cells()) if game else set()  # the French sheet's optional view
    legal, pending, scored, soon, last = _marks(app)
    lang = app.lang
    for cell, (double, start) in _printed.items():
        tile = board.get(cell)
        classes = ["cell"]
        notes = []
        if double:
            classes.append("x2")
        if start:
            classes.append("start")
        is_pending = pending is not None and pending.cell == cell
        if is_pending:
            tile = pending.tile
            classes.append("pending")
            notes.append("cell_pending")
        if tile is not None:
            classes.append("tile")
        if cell in stones:
            classes.append("stone")
        if cell in legal and not is_pending:
            classes.append("legal")
            notes.append("cell_legal")
        if cell in dead:
            classes.append("dead")
            notes.append("cell_dead")
        if cell in soon:
            classes.append("soon")
            notes.append("cell_stone_soon")
        if cell in scored:
            classes.append("scored")
            notes.append("cell_scored")
        if cell == last:
            classes.append("last")
            notes.append("cell_last")
        label = cell_label(lang, cell, tile=tile, stone=cell in stones, double=double,
                           start=start, notes=notes)
        tab = "0" if game is not None and cell == app.focus_cell else "-1"
        state = (" ".join(classes), "" if tile is None else str(tile), label, tab)
        if _drawn.get(cell) == state:
            continue
        button = _buttons[cell]
        button.className, button.textContent = state[0], state[1]
        button.setAttribute("aria-label", label)
        button.setAttribute("tabindex", tab)
        _drawn[cell] = state
    dom.by_id("board").setAttribute("aria-label", text(lang, "board_label"))


def neighbour(cell: str, key: str) -> str | None:
    """The cell an arrow key (or Home/End) leads to from ``cell``; None at the edge."""
    col, row = COLUMNS.index(cell[0]), int(cell[1:]) - 1
    if key == "Home":
        col = 0
    elif key == "End":
        col = SIZE - 1
    elif key in ARROWS:
        dc, dr = ARROWS[key]
        col, row = col + dc, row + dr
    else:
        return None
    if not (0 <= col < SIZE and 0 <= row < SIZE):
        return None
    return f"{COLUMNS[col]}{row + 1}"


def on_key(app, event) -> None:
    """Arrow keys move the focus among the cells (Enter and Space press the cell)."""
    here = dom.closest(event, "[data-cell]")
    if here is None or app.game is None:
        return
    target = neighbour(dom.attr(here, "data-cell"), event.key)
    if target is None:
        return
    event.preventDefault()
    app.focus_cell = target
    update(app)
    _buttons[target].focus()
