"""24/7's events in words: combinations, what a turn scored, a cell's accessible name. They
take what the engine answers (Combo, Turn) and work nothing out about the rules."""

from __future__ import annotations

from . import text

GAME = "twentyfourseven"
SET_KEYS = {3: "combo_set3", 4: "combo_set4"}


def t(lang: str, key: str, **params) -> str:
    return text(lang, key, GAME, **params)


def combo_name(lang: str, combo) -> str:
    """ "Sum of 7", "Run of 4", "Set of 3"/"Brelan", "24/7 bonus"…"""
    if combo.kind == "run":
        return t(lang, "combo_run", length=combo.length)
    if combo.kind == "set":
        key = SET_KEYS.get(combo.length)
        return t(lang, key) if key else f"{t(lang, 'combo_set4')} ({combo.length})"
    return t(lang, f"combo_{combo.kind}")


def combos_text(lang: str, turn) -> str:
    """What a turn scored, e.g. "Sum of 7 (20), Run of 3 (30), double time"; "" if nothing."""
    parts = [t(lang, "combo_minutes", combo=combo_name(lang, c), minutes=c.minutes)
             for c in turn.combos]
    if parts and turn.double_time:
        parts.append(t(lang, "double_time"))
    return ", ".join(parts)


def cell_label(lang: str, cell: str, *, tile=None, stone=False, double=False, start=False,
               notes=()) -> str:
    """A cell's accessible name, starting with its name: "D5, empty, double time", "D4, 5",
    "C3, out of time"; ``notes`` are catalog keys added at the end ("cell_legal"…)."""
    parts = [cell]
    if tile is not None:
        parts.append(str(tile))
    elif stone:
        parts.append(t(lang, "cell_out_of_time"))
    else:
        parts.append(t(lang, "cell_empty"))
    if double and not stone:
        parts.append(t(lang, "cell_double_time"))
    if start and tile is None:
        parts.append(t(lang, "cell_start"))
    parts.extend(t(lang, key) for key in notes)
    return ", ".join(parts)


# The refusals said with words made from their params; i18n.error_text asks why() for them.
WORDED_CODES = ("line_over_24",)


def why(lang: str, code: str, params: dict) -> str:
    """A refused placement whose line would pass 24, said as "row 3", "column B" or "the
    diagonal" (code ``line_over_24``)."""
    key = {"row": "why_line_row", "column": "why_line_column",
           "diagonal": "why_line_diagonal"}.get(params.get("line_kind"), "why_line_row")
    return t(lang, key, line=params.get("line_name", ""), total=params.get("total", ""))


# ------------------------------------------------------------------------------ hints
COMBO_CODES = ("sum7", "sum24", "24in7", "run", "set", "247")


class _Combo:
    """A hint's combination reason, with the fields combo_name reads."""

    def __init__(self, reason: dict):
        self.kind, self.length = reason["code"], reason.get("length", 0)


ORDER = ("only_move", "no_score", *COMBO_CODES, "double_time", "blocks_24", "opens_24",
         "no_24_left", "leaves_24", "reply")
MOST_CELLS_SAID = 3  # more cells than this are said as a count ("in 8 places")


def _cells(lang: str, cells) -> str:
    """"on D5", "on C4 and G4", or "in 8 places" when there are many."""
    from . import join_names

    cells = [str(cell) for cell in cells or ()]
    if len(cells) > MOST_CELLS_SAID:
        return t(lang, "hint_places", n=len(cells))
    return t(lang, "hint_on_cells", cells=join_names(lang, cells))


def _hint_reason(lang: str, reason: dict, codes: set, points: int) -> str | None:
    code = reason.get("code")
    if code in COMBO_CODES:
        name = combo_name(lang, _Combo(reason))
        return t(lang, "hint_combo", combo=name[:1].lower() + name[1:],
                 minutes=reason.get("minutes", 0))
    if code in ("double_time", "no_24_left", "only_move", "no_score"):
        return t(lang, f"hint_{code}")
    if code in ("blocks_24", "opens_24"):
        return t(lang, f"hint_{code}", cells=_cells(lang, reason.get("cells")))
    if code == "leaves_24" and not codes & {"blocks_24", "opens_24"}:
        return t(lang, "hint_leaves_24", cells=_cells(lang, reason.get("cells")))
    if code == "reply" and not points:  # said only when the move scores nothing
        return t(lang, "hint_reply", minutes=reason.get("minutes", 0))
    return None


def hint_words(lang: str, hint: dict) -> str:
    """A hint (``timekeeper.bots.hint``) in one sentence: "6 on D5: run of 3 (30 minutes)
    and no 24 left for the next player." The move first, then why, from the reasons' codes
    (docs/bots.md), the most telling first; the look-ahead's expected balance is not said,
    and what the next player may expect only when the move scores nothing."""
    from . import join_names

    move = hint.get("move") or {}
    head = t(lang, "move_words", tile=move.get("tile", "?"), cell=move.get("cell", "?"))
    points = hint.get("points") or 0
    reasons = [r for r in hint.get("reasons") or () if isinstance(r, dict)]
    codes = {r.get("code") for r in reasons}
    reasons.sort(key=lambda r: ORDER.index(r.get("code")) if r.get("code") in ORDER
                 else len(ORDER))
    said = [words for words in (_hint_reason(lang, r, codes, points) for r in reasons)
            if words]
    if points and not codes & set(COMBO_CODES):
        said.insert(0, t(lang, "hint_points", minutes=points))
    if not said:
        return t(lang, "hint_plain", move=head)
    return t(lang, "hint_sentence", move=head, why=join_names(lang, said))


# ------------------------------------------------------------------------- the lesson
DOUBLE_LABEL = "2x"  # how the board marks a double-time cell (twentyfourseven.css, .cell.x2)
SUM_KINDS = ("sum7", "sum24")
ROW_KINDS = ("run", "set")


class _Told:
    """A turn's public dict (``Turn.to_dict``) with the fields ``combos_text`` reads."""

    def __init__(self, event: dict):
        self.combos = [_Scored(combo) for combo in event.get("combos") or ()]
        self.double_time = bool(event.get("double_time"))


class _Scored:
    def __init__(self, combo: dict):
        self.kind, self.length = combo["kind"], combo["length"]
        self.minutes, self.cells = combo["minutes"], tuple(combo["cells"])


def line_words(lang: str, cells) -> str:
    """The line a combination lies on, named by its cells as the engine listed them (in
    board order): "row 5", "column D", "the diagonal B6-D4"."""
    from . import lesson_text

    cells = list(cells)
    if not cells:
        return ""
    if len({cell[0] for cell in cells}) == 1:
        return lesson_text(lang, "line_column", GAME, line=cells[0][0])
    if len({cell[1:] for cell in cells}) == 1:
        return lesson_text(lang, "line_row", GAME, line=cells[0][1:])
    return lesson_text(lang, "line_diagonal", GAME, line=f"{cells[0]}-{cells[-1]}")


def _values(board: dict, cells) -> list[int]:
    return [board[cell] for cell in cells if cell in board]


def lesson_params(lang: str, view: dict, move: dict | None, event: dict | None) -> dict:
    """The figures and names the guided game's sentences use, in ``lang``: from what the
    learner's seat sees (``view``), the step's move and the engine's public event for it.

    - ``tile``, ``cell``: the move (the event's once played); ``start``, ``centre``: the
      start tile and its cell; ``seven``, ``twenty_four``, ``limit``, ``one``: the engine's
      targets, its ceiling and the smallest tile; ``double``: the board's mark of a 2x cell;
      ``confirm``: the button's label; ``game``: the game's name;
    - of the event: ``points``, ``combos`` (``combos_text``), ``combo`` (the first one's
      name), ``line`` and ``other_line`` (the lines of the first two), ``sum`` ("3 + 4") and
      ``total`` for its first sum, ``row`` ("3, 4, 5") for its first run or set, ``skipped``;
    - of the table: ``name`` (the other player), ``mine`` and ``theirs`` (the minutes),
      ``stones`` (the out-of-time cells) and, once the game is over, ``verdict`` (who won,
      as the engine's tie-break decides)."""
    from timekeeper.twentyfourseven.board import START_CELL
    from timekeeper.twentyfourseven.deal import TILE_VALUES
    from timekeeper.twentyfourseven.scoring import SUM_7, SUM_24
    from timekeeper.twentyfourseven.tiles_on_board import LIMIT

    from . import join_names

    board = view.get("board") or {}
    seat, players, scores = view["seat"], view["players"], view["scores"]
    others = [s for s in range(len(players)) if s != seat]
    done = event or move or {}
    params = {
        "tile": done.get("tile", ""), "cell": done.get("cell", ""),
        "start": board.get(START_CELL, ""), "centre": START_CELL,
        "seven": SUM_7, "twenty_four": SUM_24, "limit": LIMIT, "one": min(TILE_VALUES),
        "double": DOUBLE_LABEL, "confirm": t(lang, "confirm"), "game": t(lang, "game_title"),
        "name": join_names(lang, [players[s] for s in others]),
        "mine": scores[seat], "theirs": scores[others[0]] if len(others) == 1
        else join_names(lang, [str(scores[s]) for s in others]),
        "stones": join_names(lang, view.get("out_of_time") or []),
        "points": "", "combos": "", "combo": "", "line": "", "other_line": "", "sum": "",
        "total": "", "row": "", "skipped": "", "verdict": "",
    }
    if event is not None:
        told = _Told(event)
        combos = told.combos
        sums = [c for c in combos if c.kind in SUM_KINDS]
        rows = [c for c in combos if c.kind in ROW_KINDS]
        params.update(
            points=event.get("points", 0), combos=combos_text(lang, told),
            skipped=join_names(lang, [players[s] for s in event.get("skipped") or ()]))
        if combos:
            name = combo_name(lang, combos[0])
            params["combo"] = name[:1].lower() + name[1:]
            params["line"] = line_words(lang, combos[0].cells)
        if len(combos) > 1:
            params["other_line"] = line_words(lang, combos[1].cells)
        if sums:
            params["sum"] = " + ".join(str(v) for v in _values(board, sums[0].cells))
            params["total"] = SUM_7 if sums[0].kind == "sum7" else SUM_24
        if rows:
            params["row"] = ", ".join(str(v) for v in _values(board, rows[0].cells))
    if view.get("finished"):
        params["verdict"] = _verdict(lang, view, params)
    return params


def _verdict(lang: str, view: dict, params: dict) -> str:
    """Who won, for the learner: the engine's ranking (most minutes, then fewest tiles)."""
    from timekeeper.twentyfourseven.result import decide

    from . import join_names, lesson_text

    result = decide(view["scores"], view["rack_sizes"], view["teams"])
    winners = [view["players"][s] for s in result.winners]
    if result.draw:
        key = "verdict_draw"
    elif result.tie_break == "fewest_tiles":
        key = "verdict_fewest"
    elif view["seat"] in result.winners:
        key = "verdict_you"
    else:
        key = "verdict_other"
    return lesson_text(lang, key, GAME, **{**params, "verdict": "",
                                           "winner": join_names(lang, winners)})
