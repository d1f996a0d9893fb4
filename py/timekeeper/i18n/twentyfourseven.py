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
