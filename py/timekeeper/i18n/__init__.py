"""The words of the page in English and French: pure Python, no browser imports.

Catalogs: the shell's (``en``/``fr``: home, new game, hand-off, saves, menu, end, replay and
the shared record errors) and one per game (``<game>_en``/``<game>_fr``, named by the game's
registration: ``GameInfo.catalog_module`` in timekeeper.core.registry). ``text(lang, key,
game=...)`` looks in that game's catalog first, then in the shell's; a game's keys never
repeat a shell key (a test checks it). ``detect`` picks the language from the browser's.

Names are isolated (``isolate``): a player's name that holds right-to-left letters (Arabic,
Hebrew) is put in a sentence between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, so it
cannot reorder the words around it. ``text`` isolates every text it fills in and
``join_names`` each name, so every sentence made here has its names isolated.

The functions at the end say engine answers in words — IllegalMove and RecordError are said
from their code and params (the engines carry no sentence of their own: ``str(error)`` is
``error_text("en", error)``) — and never work anything out about the rules themselves.
"""

from __future__ import annotations

import importlib
import re
import unicodedata

from timekeeper.core.registry import GAMES as _REGISTRY

from . import en, fr

LANGUAGES = ("en", "fr")
DEFAULT = "en"
SHELL = {"en": en.TEXT, "fr": fr.TEXT}
GAMES = tuple(_REGISTRY)
_game_catalogs: dict[tuple[str, str, str], dict] = {}

FSI, PDI = "\u2068", "\u2069"  # FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE
NNBSP = "\u202f"  # the narrow no-break space French sets before "?" and "!"
_OPENS = ("FSI", "LRI", "RLI")
# What turns the text around it (the page is left to right, en and fr): right-to-left letters
# and digits, and the embeddings and overrides (refused in names, contained if met).
_TURNS = ("R", "AL", "AN", "LRE", "RLE", "LRO", "RLO", "PDF")


def isolate(words: str) -> str:
    """``words`` (a player's name, or text holding names) as it may go into a sentence: inside
    FSI ... PDI when it holds something that could reorder the text around it (a
    right-to-left letter, or a bidi control) outside an isolate of its own; as it is
    otherwise, so a name is never wrapped twice and "Ana" stays "Ana" (on a left-to-right
    page nothing else can move the words around it). Unbalanced isolates inside are closed
    within the wrapping, so nothing escapes it."""
    words = str(words)
    if words.isascii():
        return words
    depth = stray = 0
    turns = False
    for ch in words:
        kind = unicodedata.bidirectional(ch)
        if kind in _OPENS:
            depth += 1
        elif kind == "PDI":
            if depth:
                depth -= 1
            else:
                stray += 1
        elif kind in _TURNS and not depth:
            turns = True
    if not (turns or depth or stray):
        return words
    return FSI * (1 + stray) + words + PDI * (1 + depth)


def detect(browser_language: str | None) -> str:
    """The page's language for a browser language tag such as "fr-CA" or "en-GB"."""
    return "fr" if str(browser_language or "").lower().startswith("fr") else DEFAULT


def game_catalog(lang: str, game: str | None) -> dict:
    """The words of ``game`` in ``lang`` (empty if it has none), imported when first asked."""
    return _catalog(lang, game, "catalog_module")


def lesson_catalog(lang: str, game: str | None) -> dict:
    """The sentences of ``game``'s tutorial in ``lang`` (empty if it has none)."""
    return _catalog(lang, game, "lesson_catalog_module")


def _catalog(lang: str, game: str | None, which: str) -> dict:
    if not game or game not in _REGISTRY:
        return {}
    key = (lang, game, which)
    if key not in _game_catalogs:
        try:
            module = importlib.import_module(getattr(_REGISTRY[game], which)(lang))
            _game_catalogs[key] = module.TEXT
        except ImportError:
            _game_catalogs[key] = {}
    return _game_catalogs[key]


def game_words(game: str | None):
    """The word helpers of ``game`` (its registration's ``words_module``: ``i18n/<game>.py``),
    or None. A game whose refusals need words made from their params (a card's name, a slot
    counted from 1) lists those codes in ``WORDED_CODES`` and says them with ``why(lang, code,
    params)``; error_text asks it."""
    if not game or game not in _REGISTRY:
        return None
    try:
        return importlib.import_module(_REGISTRY[game].words_module)
    except ImportError:
        return None


def has(lang: str, key: str, game: str | None = None) -> bool:
    lang = lang if lang in SHELL else DEFAULT
    return key in game_catalog(lang, game) or key in SHELL[lang]


# French elides "de", "que", "le" and "la" before a vowel ("la rangée d'Ana", "jusqu'à ce
# qu'Ana touche", "plus qu'un fantôme"), and "de le" and "à le" contract ("du changement").
FRENCH_ELIDING = frozenset("AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆaeiouyàâäéèêëîïôöùûüœæ")
# Words that open on a vowel and still take "de", "le" whole: "de onze heures", "le onzième".
_NOT_ELIDED = ("onze", "onzième", "ouistiti", "yaourt", "yoga")
_ELIDED = {"de": "d'", "De": "D'", "que": "qu'", "Que": "Qu'", "le": "l'", "Le": "L'",
           "la": "l'", "La": "L'", "jusque": "jusqu'", "lorsque": "lorsqu'",
           "puisque": "puisqu'"}
_CONTRACTED = {("de", "le"): "du", ("De", "le"): "Du", ("de", "les"): "des",
               ("De", "les"): "Des", ("à", "le"): "au", ("À", "le"): "Au", ("à", "les"): "aux",
               ("À", "les"): "Aux"}
_BEFORE = r"(?<!\w)({words}) (\{{{param}(?:[!:][^}}]*)?\}})"


def elides(words: str) -> bool:
    """Whether French elides a "de", "que", "le" or "la" before ``words`` (it opens on a
    vowel, the isolate marks of a name set aside, and is not one of the few words that keep
    them whole, such as "onze")."""
    bare = str(words).lstrip(FSI)
    return bare[:1] in FRENCH_ELIDING and not bare.lower().startswith(_NOT_ELIDED)


def _french_joins(words: str, params: dict) -> tuple[str, dict]:
    """A French sentence's "de {x}", "que {x}", "le {x}" and "la {x}" elided where the words
    filling {x} open on a vowel ("d'Ana", "qu'Ordinateur", "qu'un fantôme"), and "de {x}" and
    "à {x}" contracted where they open on "le" or "les" ("du changement de pneus", "aux
    arrêts"): the catalogs write them whole, whatever fills the gap. Returns the sentence and
    its params (a contracted one loses its article)."""
    params = dict(params)
    for name, value in list(params.items()):
        if not isinstance(value, str):
            continue
        if elides(value):
            words = re.sub(_BEFORE.format(words="|".join(_ELIDED), param=re.escape(name)),
                           lambda found: _ELIDED[found.group(1)] + found.group(2), words)
            continue
        article = value.split(" ", 1)[0]
        if article not in ("le", "les") or " " not in value:
            continue
        pattern = _BEFORE.format(words="de|De|à|À", param=re.escape(name))
        if re.search(pattern, words):
            bare = f"{name}__bare"
            params[bare] = value.split(" ", 1)[1]
            words = re.sub(pattern, lambda found, article=article, name=name, bare=bare:
                           _CONTRACTED[(found.group(1), article)] + " "
                           + found.group(2).replace(name, bare, 1), words)
    return words, params


def text(lang: str, key: str, game: str | None = None, /, **params) -> str:
    """The sentence ``key`` in ``lang`` (the game's words first) with its {placeholders}
    filled from ``params``; a text filled in (a name) is isolated (``isolate``). In French,
    "de", "que", "le" and "la" are elided before the words filling a gap as those words ask,
    and "de le" and "à le" contracted (``_french_joins``); the catalog's space before "?" and
    "!" does not break."""
    lang = lang if lang in SHELL else DEFAULT
    words = game_catalog(lang, game).get(key)
    if words is None:
        words = SHELL[lang][key]
    return _fill(lang, words, params)


def lesson_text(lang: str, key: str, game: str, /, **params) -> str:
    """A sentence of ``game``'s tutorial (its lesson catalog first, then as ``text``)."""
    lang = lang if lang in SHELL else DEFAULT
    words = lesson_catalog(lang, game).get(key)
    if words is None:
        return text(lang, key, game, **params)
    return _fill(lang, words, params)


def _fill(lang: str, words: str, params: dict) -> str:
    """A catalog's ``words`` with their {placeholders} filled (see ``text``)."""
    if lang == "fr":  # "Zoé ?" never breaks before its "?" (it did on a phone)
        words, params = _french_joins(words, params)
        words = words.replace(" ?", NNBSP + "?").replace(" !", NNBSP + "!")
    return words.format(**{name: isolate(value) if isinstance(value, str) else value
                           for name, value in params.items()})


def join_names(lang: str, names: list[str]) -> str:
    """"Ana", "Ana and Ben", "Ana, Ben and Cleo" (or with "et"), each name isolated."""
    names = [isolate(name) for name in names]
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {text(lang, 'and')} {names[-1]}"


def error_text(lang: str, error, game: str | None = None) -> str:
    """An IllegalMove (or any coded error) as a sentence: the catalog's ``why_<code>`` of the
    error's game, filled from its params; the shell's general sentence if none fits."""
    scope = getattr(error, "game", "") or game
    code = getattr(error, "code", "")
    params = {k: "" if v is None else v for k, v in (getattr(error, "params", {}) or {}).items()}
    words = game_words(scope)
    if code in getattr(words, "WORDED_CODES", ()):
        return words.why(lang, code, params)
    key = variant_key(lang, f"why_{code}", params, scope)
    if has(lang, key, scope):
        try:
            return text(lang, key, scope, **params)
        except (KeyError, IndexError, ValueError):
            pass
    return text(lang, "why_unknown")


# "move 7", "deal: rack 2", "players: name 1": each part is a noun and maybe a number.
_WHERE_PART = re.compile(r"^([a-z][a-z _-]*?)(?: (\d+))?$")


def where_text(lang: str, where: str, game: str | None = None) -> str:
    """A record error's place in words: "move 7" is "coup 7" in French. Nouns come from
    the catalogs (``where_<noun>``); an unknown noun is kept as written."""
    said = []
    for part in re.split(r"(: |, )", str(where)):
        if part in (": ", ", "):
            said.append(text(lang, "where_join") if part == ": " else part)
            continue
        found = _WHERE_PART.match(part)
        if not found:
            said.append(part)
            continue
        noun, number = found.group(1), found.group(2)
        key = "where_" + re.sub(r"[ -]", "_", noun)
        word = text(lang, key, game) if has(lang, key, game) else noun
        said.append(f"{word} {number}" if number else word)
    return "".join(said)


def record_error_text(lang: str, error, game: str | None = None, where: bool = True) -> str:
    """A RecordError in words: where it is (unless ``where`` is False) and what is wrong,
    from codes and params. An illegal move inside a record is said as that move's reason."""
    scope = getattr(error, "game", "") or game
    cause = getattr(error, "cause", None)
    if cause is not None:
        what = error_text(lang, cause, scope)
    else:
        what = _record_reason(lang, error, scope)
    place = getattr(error, "where", "") if where else ""
    if not place:
        return what
    return text(lang, "where_sentence", where=where_text(lang, place, scope), what=what)


def variant_key(lang: str, key: str, params, scope: str | None) -> str:
    """``key`` (``why_<code>`` or ``rec_<code>``), or ``<key>__<param>`` when the error
    carries that param and the catalog has such a sentence: a code raised with more to say
    at some places ("3 hands for 4 players" beside "5 players, expected 2 to 4")."""
    for name in params:
        if has(lang, f"{key}__{name}", scope):
            return f"{key}__{name}"
    return key


def record_key(lang: str, code: str, params, scope: str | None) -> str:
    """The key wording a record error's reason (``rec_<code>`` or a variant)."""
    return variant_key(lang, f"rec_{code}", params, scope)


def _record_reason(lang: str, error, scope: str | None) -> str:
    params = {k: "" if v is None else v for k, v in (getattr(error, "params", {}) or {}).items()}
    key = record_key(lang, getattr(error, "code", ""), params, scope)
    if "noun" in params:
        noun_key = f"noun_{params['noun']}"
        params["noun"] = text(lang, noun_key, scope) if has(lang, noun_key, scope) \
            else params["noun"]
    if has(lang, key, scope):
        try:
            return text(lang, key, scope, **params)
        except (KeyError, IndexError, ValueError):
            pass
    return text(lang, "rec_unknown")
