"""The 7×7 board: 49 cell buttons built once when the game comes to the table, then kept up
to date from the engine: tiles, out-of-time stones, the cells where the tile in hand may go,
the previewed tile, and the cells that scored.

The board is a grid of buttons with one tab stop; arrow keys move among the cells. Cells are
taps (``data-action="cell"``) and drop places for a dragged tile (``data-drop``).
"""


from timekeeper.i18n import text
from timekeeper.i18n.twentyfourseven import cell_label
from timekeeper.twentyfourseven.board import CELLS, COLUMNS, DOUBLE_TIME_CELLS, SIZE, START_CELL

from ...kit import dom, motion
from ...kit.dom import h
from ...kit.widgets import hinted_move

ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}

_buttons: dict = {}  # cell name -> its button, in reading order
_grid: dict = {}  # "board" -> the grid holding them
_drawn: dict[str, tuple] = {}  # what each button shows now, to touch only what changes
_focus = {"cell": START_CELL}  # the board's one tab stop
_note: dict = {}  # "element": the word on the board about the first stones, "drawn": its words


def reading_order(cell: str) -> int:
    """A cell's place in reading order (A1, B1, … G7)."""
    return CELLS.index(cell)


def focus_cell() -> str:
    return _focus["cell"]


def set_focus_cell(cell: str) -> None:
    _focus["cell"] = cell


def draw(ctx, container) -> None:
    """Build the board in ``container`` if it is not there yet, then bring it up to date."""
    if dom.find("#board", container) is None:
        frame = _build()
        update(ctx)  # on the staged cells: the board comes into the page drawn, in one step
        dom.fill(container, frame)
    else:
        update(ctx)


def _build():
    _buttons.clear()
    _drawn.clear()
    rows = []
    for row in range(SIZE):
        cells = []
        for col in range(SIZE):
            name = CELLS[row * SIZE + col]
            button = h("button", type="button", cls="cell", id=f"cell-{name}", data_cell=name,
                       data_action="cell", data_value=name, data_drop=name, tabindex="-1")
            _buttons[name] = button
            cells.append(h("div", button, role="gridcell", cls="gc"))
        rows.append(h("div", *cells, role="row", cls="board-row"))
    _grid["board"] = h("div", *rows, id="board", cls="board", role="grid")
    _note["element"] = h("p", cls="stone-note", role="note", hidden=True)
    _note["drawn"] = None
    return h(
        "div",
        h("div", *(h("span", c) for c in COLUMNS), cls="board-cols", aria_hidden="true"),
        h("div", *(h("span", r + 1) for r in range(SIZE)), cls="board-rows",
          aria_hidden="true"),
        _grid["board"],
        _note["element"],
        cls="board-frame")


def _marks(ctx):
    """What to show beyond the tiles, all as the engine answered it: the legal cells, the
    pending Turn, the cells that scored (or would), the cells that would go out of time, the
    last move's cell (on a turn too, until a tile is in hand) and the stones it put out of
    time, and a refused tap's cell with the
    line that would pass 24."""
    from . import selected_tile

    game = ctx.board_game()
    marks = {"legal": set(), "pending": None, "scored": set(), "soon": set(), "last": None,
             "refused": None, "over": set(), "hinted": None, "new_stones": set()}
    if game is None:
        return marks
    shown_turn = None
    if ctx.replay:
        shown_turn = game.history[-1] if game.history else None
    elif ctx.screen == "turn":
        tile = selected_tile(ctx)
        if tile is not None:
            marks["legal"] = set(game.legal_cells(tile))
        pending = marks["pending"] = ctx.state.pending
        if pending is not None:
            marks["scored"] = {cell for combo in pending.combos for cell in combo.cells}
            marks["soon"] = set(pending.new_stones)
        if ctx.state.refused is not None:
            marks["refused"], over = ctx.state.refused
            marks["over"] = set(over)
        marks["hinted"] = hinted_move(ctx).get("cell")
        if tile is None and pending is None and getattr(ctx, "since", None):
            shown_turn = ctx.since[-1]  # what the computer just played
        elif tile is None and pending is None and game.history:
            marks["last"] = game.history[-1].cell  # the last turn's tile, as its line says
    elif ctx.screen in ("handoff", "end", "computer"):
        shown_turn = ctx.last_event
    if shown_turn is not None:
        marks["scored"] = {cell for combo in shown_turn.combos for cell in combo.cells}
        marks["last"] = shown_turn.cell
        marks["new_stones"] = set(shown_turn.new_stones)
    return marks


def update(ctx) -> None:
    """Redraw the cells that changed."""
    game = ctx.board_game()
    board = game.board if game else {}
    stones = set(game.out_of_time) if game else set()
    dead = set(game.dead_cells()) if game else set()  # the French sheet's optional view
    marks = _marks(ctx)
    legal, pending, scored, soon, last = (marks[k] for k in ("legal", "pending", "scored",
                                                              "soon", "last"))
    lang = ctx.lang
    moving = pending is None and motion.fresh()  # a move just played: its tile drops in
    changes = []
    for cell in CELLS:
        double, start = cell in DOUBLE_TIME_CELLS, cell == START_CELL
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
            if moving and cell in marks["new_stones"]:
                classes.append(motion.DROP)  # a stone just put out of time drops in
        if cell in legal and not is_pending:
            classes.append("legal")
            notes.append("cell_legal")
        if cell in dead:
            classes.append("dead")
            notes.append("cell_dead")
        if cell in soon:
            classes.append("soon")
            notes.append("cell_stone_soon")
        if cell in scored and not is_pending:
            classes.append("scored")
            notes.append("cell_scored")
            if moving:
                classes.append(motion.FLASH)
        if cell == marks["refused"]:
            classes.append("refused")
            notes.append("cell_refused")
        elif cell in marks["over"]:
            classes.append("over-line")
            notes.append("cell_over_line")
        if cell == last:
            classes.append("last")
            notes.append("cell_last")
            if moving:
                classes.append(motion.DROP)
        if cell == marks["hinted"] and not is_pending:
            classes.append("hinted")
            notes.append("cell_hinted")
        label = cell_label(lang, cell, tile=tile, stone=cell in stones, double=double,
                           start=start, notes=notes)
        tab = "0" if cell == _focus["cell"] else "-1"
        state = (" ".join(classes), "" if tile is None else str(tile), label, tab)
        if _drawn.get(cell) == state:
            continue
        changes.append((_buttons[cell], {"className": state[0], "textContent": state[1]},
                        {"aria-label": label, "tabindex": tab}))
        _drawn[cell] = state
    changes.append((_grid["board"], {}, {"aria-label": text(lang, "board_label",
                                                            "twentyfourseven")}))
    note = _stone_note(ctx, game, marks)
    if note != _note.get("drawn") and "element" in _note:
        words, where = note or ("", "")
        changes.append((_note["element"], {"textContent": words, "hidden": not words,
                                           "className": f"stone-note {where}".strip()}, {}))
        _note["drawn"] = note
    dom.change(changes)  # in one step


def _stone_note(ctx, game, marks) -> tuple[str, str] | None:
    """The board's one-time word of why, the first time stones come in a game: while the
    move that put them out of time is the one shown (at the hand-over, a computer's turn,
    the end, a replay, or the next turn until a tile is taken in hand), a note on the board
    says why a stone went there; it sits at the top of the board when the stones are in its
    lower half (not over them). (words, "high" or "low"), or None."""
    from . import selected_tile

    if game is None:
        return None
    before_a_tile = ctx.screen == "turn" and selected_tile(ctx) is None \
        and marks["pending"] is None
    if not marks["new_stones"] and not before_a_tile:
        return None
    turn = game.history[-1] if game.history else None
    if turn is None or not turn.new_stones:
        return None
    first = next(done for done in game.history if done.new_stones)
    if first is not turn:
        return None
    rows = [int(cell[1:]) for cell in turn.new_stones]
    words = text(ctx.lang, "stones_first", "twentyfourseven", cells=", ".join(turn.new_stones))
    return words, "high" if min(rows) > SIZE // 2 else "low"


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


def on_key(ctx, event) -> bool:
    """Arrow keys move the focus among the cells (Enter and Space press the cell); True if
    the key was the board's."""
    here = dom.closest(event, "[data-cell]")
    if here is None:
        return False
    target = neighbour(dom.attr(here, "data-cell"), event.key)
    if target is None:
        return False
    event.preventDefault()
    _focus["cell"] = target
    update(ctx)
    _buttons[target].focus()
    return True
