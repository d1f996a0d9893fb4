"""The 7×7 board: 49 cell buttons drawn from the engine at each drawing: tiles, out-of-time
stones, the cells where the tile in hand may go, the previewed tile, and the cells that
scored (the page keeps the buttons that stay: dom.draw).

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

_focus = {"cell": START_CELL}  # the board's one tab stop


def reading_order(cell: str) -> int:
    """A cell's place in reading order (A1, B1, … G7)."""
    return CELLS.index(cell)


def focus_cell() -> str:
    return _focus["cell"]


def set_focus_cell(cell: str) -> None:
    _focus["cell"] = cell


def render(ctx):
    """The board as the engine has it now, with what the screen marks on it (a node)."""
    game = ctx.board_game()
    marks = _marks(ctx)
    marks["moving"] = marks["pending"] is None and motion.fresh()  # a move just played
    rows = []
    for row in range(SIZE):
        rows.append(h("div", *(h("div", _cell(ctx, game, marks, CELLS[row * SIZE + col]),
                                  role="gridcell", cls="gc") for col in range(SIZE)),
                      role="row", cls="board-row"))
    words, where = _stone_note(ctx, game, marks) or ("", "")
    return h(
        "div",
        h("div", *(h("span", c) for c in COLUMNS), cls="board-cols", aria_hidden="true"),
        h("div", *(h("span", r + 1) for r in range(SIZE)), cls="board-rows",
          aria_hidden="true"),
        h("div", *rows, id="board", cls="board", role="grid",
          aria_label=text(ctx.lang, "board_label", "twentyfourseven")),
        h("p", words, cls=f"stone-note {where}".strip(), role="note", hidden=not words),
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
             "refused": None, "over": set(), "hinted": None, "new_stones": set(),
             "dead": set(), "stones": set()}
    if game is None:
        return marks
    marks["dead"] = set(game.dead_cells())  # the French sheet's optional view
    marks["stones"] = set(game.out_of_time)
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


def _cell(ctx, game, marks, cell: str):
    """One cell's button: its tile or stone, and what the screen marks on it (classes, and
    the same in its label)."""
    legal, pending, scored, soon, last, stones, moving = (
        marks[k] for k in ("legal", "pending", "scored", "soon", "last", "stones", "moving"))
    double, start = cell in DOUBLE_TIME_CELLS, cell == START_CELL
    tile = game.board.get(cell) if game else None
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
    if cell in marks["dead"]:
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
    label = cell_label(ctx.lang, cell, tile=tile, stone=cell in stones, double=double,
                       start=start, notes=notes)
    return h("button", "" if tile is None else str(tile), type="button",
             cls=" ".join(classes), id=f"cell-{cell}", data_cell=cell, data_action="cell",
             data_value=cell, data_drop=cell, data_focus=f"cell-{cell}",
             tabindex="0" if cell == _focus["cell"] else "-1", aria_label=label)


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
    ctx.render(focus=f"cell-{target}")
    return True
