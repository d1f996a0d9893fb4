"""The 7×7 board of 24/7: cell names, neighbours, lines and the double-time cells.

Rules page, "Material": columns A–G left to right, rows 1–7 top to bottom; D4 is the start
cell; the eight 2x cells form a pinwheel. Cells are handled inside the engine as indices
0..48 (row * 7 + column) and named only at the edges.
"""

SIZE = 7
COLUMNS = "ABCDEFG"

CELLS = tuple(COLUMNS[i % SIZE] + str(i // SIZE + 1) for i in range(SIZE * SIZE))
_INDEX = {name: i for i, name in enumerate(CELLS)}

START_CELL = "D4"
START = _INDEX[START_CELL]
DOUBLE_TIME_CELLS = frozenset({"A5", "B3", "C1", "C6", "E2", "E7", "F5", "G3"})
DOUBLE_TIME = frozenset(_INDEX[name] for name in DOUBLE_TIME_CELLS)

# The four line directions as (column step, row step): row, column, the "\" and "/" diagonals.
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))
ROW, COLUMN, DIAGONAL_DOWN, DIAGONAL_UP = range(4)


def cell_name(index: int) -> str:
    """The name ("D4") of the cell at ``index``."""
    return CELLS[index]


def parse_cell(name: str) -> int:
    """The index of the cell called ``name``, written exactly as the engine writes it ("D5":
    capital letter, no spaces); ValueError otherwise."""
    if not isinstance(name, str) or name not in _INDEX:
        raise ValueError(f"{name!r} is not a cell of the board (A1 to G7)")
    return _INDEX[name]


def _walk(index: int, dc: int, dr: int) -> tuple[int, ...]:
    """The cells from ``index`` (excluded) to the board's edge, stepping by (dc, dr)."""
    col, row = index % SIZE, index // SIZE
    cells = []
    col, row = col + dc, row + dr
    while 0 <= col < SIZE and 0 <= row < SIZE:
        cells.append(row * SIZE + col)
        col, row = col + dc, row + dr
    return tuple(cells)


# RAYS[cell][direction] = (cells going backwards, cells going forwards), nearest first.
RAYS = tuple(
    tuple((_walk(i, -dc, -dr), _walk(i, dc, dr)) for dc, dr in DIRECTIONS)
    for i in range(SIZE * SIZE)
)

# EDGE: a cell past the board's edge, always empty and never playable. Boards kept as a list
# of tiles have one more entry, for EDGE, so a walk along a line stops there without a check.
EDGE = SIZE * SIZE
# LINES[cell] = ((direction, cells backwards, cells forwards), ...) for the four directions,
# nearest first, each ray ending with EDGE.
LINES = tuple(
    tuple((d, back + (EDGE,), forward + (EDGE,)) for d, (back, forward) in enumerate(RAYS[i]))
    for i in range(SIZE * SIZE)
)

# NEIGHBOURS[cell]: the up-to-8 cells touching it orthogonally or diagonally.
NEIGHBOURS = tuple(
    tuple(
        (r + dr) * SIZE + (c + dc)
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr or dc) and 0 <= r + dr < SIZE and 0 <= c + dc < SIZE
    )
    for i in range(SIZE * SIZE)
    for r, c in [(i // SIZE, i % SIZE)]
)


def line_label(direction: int, cells: list[int]) -> tuple[str, str]:
    """How a player names a line: ("row", "4"), ("column", "D") or ("diagonal", "C3-E5").

    ``cells`` are the line's cells in board order; a diagonal is named by its two ends.
    """
    first = cells[0]
    if direction == ROW:
        return "row", str(first // SIZE + 1)
    if direction == COLUMN:
        return "column", COLUMNS[first % SIZE]
    ends = sorted((cells[0], cells[-1]), key=lambda i: (i % SIZE, i // SIZE))
    return "diagonal", f"{CELLS[ends[0]]}-{CELLS[ends[1]]}"
