"""The words of the page in English and French: pure Python, no browser imports.

``text(lang, key, **params)`` fills a catalog sentence; ``detect`` picks the language from the
browser's (``navigator.language`` starting with "fr" gives French, anything else English).
The functions at the end say game events in words: they take what the engine answers
(Combo, Turn, IllegalMove) and never work anything out about the rules themselves.
"""

from . import en, fr

CATALOGS = {"en": en.TEXT, "fr": fr.TEXT}
LANGUAGES = tuple(CATALOGS)
DEFAULT = "en"


def detect(browser_language: str | None) -> str:
    """The page's language for a browser language tag such as "fr-CA" or "en-GB"."""
    return "fr" if str(browser_language or "").lower().startswith("fr") else DEFAULT


def text(lang: str, key: str, **params) -> str:
    """The sentence ``key`` in ``lang`` with its {placeholders} filled from ``params``."""
    catalog = CATALOGS.get(lang, CATALOGS[DEFAULT])
    return catalog[key].format(**params)


def join_names(lang: str, names: list[str]) -> str:
    """"Ana", "Ana and Ben", "Ana, Ben and Cleo" (or with "et")."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {text(lang, 'and')} {names[-1]}"


SET_KEYS = {3: "combo_set3", 4: "combo_set4"}
LINE_KEYS = {"row": "why_line_row", "column": "why_line_column", "diagonal": "why_line_diagonal"}


def combo_name(lang: str, combo) -> str:
    """ "Sum of 7", "Run of 4", "Set of 3"/"Brelan", "24/7 bonus"…"""
    if combo.kind == "run":
        return text(lang, "combo_run", length=combo.length)
    if combo.kind == "set":
        key = SET_KEYS.get(combo.length)
        return text(lang, key) if key else f"{text(lang, 'combo_set4')} ({combo.length})"
    return text(lang, f"combo_{combo.kind}")


def combos_text(lang: str, turn) -> str:
    """What a turn scored, e.g. "Sum of 7 (20), Run of 3 (30), double time"; "" if nothing."""
    parts = [
        text(lang, "combo_minutes", combo=combo_name(lang, c), minutes=c.minutes)
        for c in turn.combos
    ]
    if parts and turn.double_time:
        parts.append(text(lang, "double_time"))
    return ", ".join(parts)


def why_not_text(lang: str, error) -> str:
    """The reason an IllegalMove gives, as a sentence (from its code and params)."""
    params = dict(getattr(error, "params", None) or {})
    code = getattr(error, "code", "")
    if code == "line_over_24":
        key = LINE_KEYS.get(params.get("line_kind"), "why_line_row")
        return text(lang, key, line=params.get("line_name", ""), total=params.get("total", ""))
    key = f"why_{code}"
    try:
        return text(lang, key, **{k: "" if v is None else v for k, v in params.items()})
    except KeyError:
        return text(lang, "why_other", detail=str(error))


def cell_label(lang: str, cell: str, *, tile=None, stone=False, double=False, start=False,
               notes=()) -> str:
    """A cell's accessible name, starting with its name: "D5, empty, double time", "D4, 5",
    "C3, out of time"; ``notes`` are catalog keys added at the end ("cell_legal"…)."""
    parts = [cell]
    if tile is not None:
        parts.append(str(tile))
    elif stone:
        parts.append(text(lang, "cell_out_of_time"))
    else:
        parts.append(text(lang, "cell_empty"))
    if double and not stone:
        parts.append(text(lang, "cell_double_time"))
    if start and tile is None:
        parts.append(text(lang, "cell_start"))
    parts.extend(text(lang, key) for key in notes)
    return ", ".join(parts)
