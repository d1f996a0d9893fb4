"""Every refusal the engines can raise is worded once, in the catalogs: each code raised as
an IllegalMove (``why_<code>``) or a RecordError (``rec_<code>``) has an English and a French
sentence whose placeholders the raise site fills, the raise sites carry no English of their
own, and ``str(error)`` (the replay command's stderr line) is the English catalog's sentence.

The codes are collected from the engines' source: every ``IllegalMove(...)`` and
``RecordError(...)`` call under py/timekeeper (the catalogs aside)."""

from __future__ import annotations

import ast
import string
from dataclasses import dataclass
from pathlib import Path

import pytest

from replay_command import COMMAND, ENV, ROOT, one_line
from timekeeper.core.errors import RecordError
from timekeeper.core.records import load_record
from timekeeper.core.registry import GAMES
from timekeeper.i18n import (
    SHELL,
    error_text,
    game_catalog,
    game_words,
    has,
    record_key,
    variant_key,
    where_text,
)

PACKAGE = Path(__file__).resolve().parent.parent / "py" / "timekeeper"
KINDS = {"IllegalMove": "why", "ILLEGAL_MOVE": "why", "RecordError": "rec"}
# The error classes a game defines itself, when not both: 24/7 raises the shared RecordError
# with game=..., which the scan reads from the call.
OWN_CLASSES = {"twentyfourseven": ("IllegalMove", "ILLEGAL_MOVE")}
# Codes made at the raise site from a variable: every value the variable takes.
DYNAMIC = {
    ("les24heures/deck.py", "{prefix}_count"): ("deck_count", "deal_count"),
    ("les24heures/deck.py", "{prefix}_word"): ("deck_word", "deal_word"),
    ("les24heures/deck.py", "{prefix}_cards"): ("deck_cards", "deal_cards"),
    ("core/fields.py", "code"): ("list_length", "list_min", "list_range"),
    ("hoursandghosts/game.py", "code"): ("shift_out_of_row", "shift_empty", "shift_distance",
                                         "shift_occupied"),
}


@dataclass(frozen=True)
class RaiseSite:
    path: str  # relative to py/timekeeper
    line: int
    kind: str  # "why" (IllegalMove) or "rec" (RecordError)
    code: str
    game: str  # the catalog the error is worded from ("" for the shell's)
    params: frozenset  # the params the site names by keyword (a ** spread is not counted)
    spreads: bool  # the site passes **params through as well
    messages: int  # positional arguments after the code (none: no English at the raise)


def _code_names(node: ast.expr, path: str) -> tuple[str, ...] | None:
    """The codes a call's first argument can be; None when it passes an error's code on."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return (node.value,)
    if isinstance(node, ast.JoinedStr):
        return DYNAMIC[(path, "".join(
            part.value if isinstance(part, ast.Constant) else "{" + ast.unparse(part.value) + "}"
            for part in node.values))]
    if isinstance(node, ast.Name):
        return DYNAMIC[(path, node.id)]
    return None  # error.code, error["code"]: an error already raised, passed on


def _game_of(path: str, name: str, keywords: dict) -> str:
    if "game" in keywords:
        value = keywords["game"]
        return value.value if isinstance(value, ast.Constant) else path.split("/")[0]
    top = path.split("/")[0]
    if top in GAMES and name in OWN_CLASSES.get(top, ("IllegalMove", "ILLEGAL_MOVE",
                                                       "RecordError")):
        return top
    return ""


def raise_sites() -> list[RaiseSite]:
    sites = []
    for file in sorted(PACKAGE.rglob("*.py")):
        path = file.relative_to(PACKAGE).as_posix()
        if path.startswith("i18n/"):
            continue
        tree = ast.parse(file.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name not in KINDS:
                continue
            codes = _code_names(node.args[0], path)
            if codes is None:
                continue
            keywords = {k.arg: k.value for k in node.keywords if k.arg}
            kind = KINDS[name]
            if "cause" in keywords:
                kind = "why"  # said as the illegal move behind it
            params = frozenset(keywords) - {"where", "where_code", "where_params", "cause",
                                            "game"}
            spreads = any(k.arg is None for k in node.keywords)
            for code in codes:
                sites.append(RaiseSite(path, node.lineno, kind, code,
                                       _game_of(path, name, keywords), params, spreads,
                                       len(node.args) - 1))
    return sites


SITES = raise_sites()


def placeholders(sentence: str) -> set[str]:
    return {field.split(".")[0].split("[")[0]
            for _, field, _, _ in string.Formatter().parse(sentence) if field}


def test_the_engines_raise_many_codes():
    codes = {(site.kind, site.code) for site in SITES}
    assert len(SITES) > 150 and len(codes) > 100


def _key(site: RaiseSite, lang: str = "en") -> str:
    return variant_key(lang, f"{site.kind}_{site.code}", site.params, site.game)


def _worded(site: RaiseSite) -> bool:
    """Said by the game's words helper (``why``), which makes words from the params."""
    words = game_words(site.game)
    return site.kind == "why" and site.code in getattr(words, "WORDED_CODES", ())


@pytest.mark.parametrize("site", SITES, ids=lambda s: f"{s.path}:{s.line}:{s.code}")
def test_each_raised_code_is_worded_in_english_and_french(site):
    if _worded(site):
        for lang in ("en", "fr"):
            said = game_words(site.game).why(lang, site.code, {})
            assert said and said != SHELL[lang]["why_unknown"] or has(
                lang, f"why_{site.code}", site.game), (lang, site.code)
        return
    for lang in ("en", "fr"):
        assert has(lang, _key(site, lang), site.game), (lang, _key(site, lang), site.game)


@pytest.mark.parametrize("site", SITES, ids=lambda s: f"{s.path}:{s.line}:{s.code}")
def test_each_raise_site_fills_its_sentence_and_says_no_english_itself(site):
    assert site.messages == 0, "the raise site carries an English sentence of its own"
    if site.spreads or _worded(site):
        return  # the params come from another error, or the words helper makes them
    key = _key(site)
    sentence = game_catalog("en", site.game).get(key, SHELL["en"].get(key, ""))
    missing = placeholders(sentence) - site.params
    assert not missing, (key, sorted(missing))


def _first_record(game: str) -> dict:
    import json

    cases = json.loads((ROOT / "tests" / "fixtures" / "record_identity.json").read_text())
    return next(case["record"] for case in cases if case["record"]["game"] == game)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_replay_command_says_an_illegal_move_as_the_english_catalog_does(game, tmp_path):
    import json
    import subprocess

    record = _first_record(game)
    first = record["moves"][0]
    # a move of the game's shape the rules refuse (24/7: on the start tile's cell, D4)
    wrong = {"tile": first["tile"], "cell": "D4"} if "tile" in first else {"nothing": True}
    record["moves"] = [wrong] + record["moves"][1:]
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(record))
    error = caught.value
    assert error.cause is not None and error.where == "move 1"
    sentence = error_text("en", error.cause)
    assert sentence != SHELL["en"]["why_unknown"]
    expected = f"{where_text('en', 'move 1', game)}: {sentence}"
    assert str(error) == expected
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = subprocess.run([*COMMAND, str(path)], capture_output=True, env=ENV, timeout=60)
    assert one_line(done) == expected


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_replay_command_says_a_broken_record_as_the_english_catalog_does(game, tmp_path):
    import json
    import subprocess

    record = _first_record(game)
    record["players"] = record["players"][:1]
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(record))
    error = caught.value
    assert error.cause is None
    key = record_key("en", error.code, error.params, error.game)
    assert has("en", key, error.game) and has("fr", key, error.game)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = subprocess.run([*COMMAND, str(path)], capture_output=True, env=ENV, timeout=60)
    assert one_line(done) == str(error)
    assert str(error).startswith(where_text("en", error.where, error.game) + ": ")
