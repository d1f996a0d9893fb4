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
