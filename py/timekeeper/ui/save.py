"""The game in the browser's localStorage, so it survives a reload, a closed tab or a dead
battery. What is saved is the engine's game record plus a few UI bits (language, whether the
hand-off screen was up). A save that cannot be read is never dropped: it moves, untouched,
to a key of its own until the players download or delete it."""

import json
from dataclasses import dataclass

from pyscript import window
from pyscript.ffi import is_none

SAVE_KEY = "timekeeper.247.game"
UNREADABLE_KEY = "timekeeper.247.unreadable"
LANGUAGE_KEY = "timekeeper.language"
FORMAT = 1


@dataclass
class Saved:
    """A saved game that reads: the rebuilt Game and the UI bits saved with it."""

    game: object
    lang: str | None
    handoff: bool


@dataclass
class Unreadable:
    """Saved data that could not be read, kept under ``key``; ``reason`` says why."""

    key: str
    raw: str
    reason: str


def _storage():
    try:
        return window.localStorage
    except Exception:  # storage switched off (some private modes)
        return None


def _get(key: str) -> str | None:
    storage = _storage()
    if storage is None:
        return None
    try:
        value = storage.getItem(key)
    except Exception:
        return None
    return None if is_none(value) else str(value)


def _set(key: str, value: str) -> bool:
    storage = _storage()
    if storage is None:
        return False
    try:
        storage.setItem(key, value)
    except Exception:  # full or forbidden
        return False
    return True


def _remove(key: str) -> None:
    storage = _storage()
    if storage is not None:
        try:
            storage.removeItem(key)
        except Exception:
            pass


def store(game, lang: str, handoff: bool) -> bool:
    """Save the game (its record) and the UI bits; False if the browser refused."""
    data = {"format": FORMAT, "record": game.to_record(), "lang": lang, "handoff": handoff}
    return _set(SAVE_KEY, json.dumps(data, ensure_ascii=False))


def load(reasons: dict[str, str]) -> Saved | Unreadable | None:
    """The saved game, if any. Data that does not read is moved to an "unreadable" key and
    returned as Unreadable (``reasons`` gives the words for "not JSON" and "no record")."""
    raw = _get(SAVE_KEY)
    if raw is None:
        return None
    from timekeeper.twentyfourseven import Game

    try:
        data = json.loads(raw)
    except ValueError:
        return _set_aside(raw, reasons["not_json"])
    if not isinstance(data, dict) or not isinstance(data.get("record"), dict):
        return _set_aside(raw, reasons["no_record"])
    try:
        game = Game.from_record(data["record"])
    except Exception as error:  # RecordError, or anything a damaged record could raise
        return _set_aside(raw, str(error) or type(error).__name__)
    lang = data.get("lang") if isinstance(data.get("lang"), str) else None
    return Saved(game=game, lang=lang, handoff=data.get("handoff") is not False)


def _set_aside(raw: str, reason: str) -> Unreadable | None:
    """Keep ``raw`` under a free "unreadable" key, then clear the save slot."""
    key = UNREADABLE_KEY
    number = 1
    while (kept := _get(key)) is not None and kept != raw:
        number += 1
        key = f"{UNREADABLE_KEY}.{number}"
    if not _set(key, raw):
        return Unreadable(key=SAVE_KEY, raw=raw, reason=reason)  # could not move it: leave it
    _remove(SAVE_KEY)
    _set(key + ".reason", reason)
    return Unreadable(key=key, raw=raw, reason=reason)


def unreadable() -> Unreadable | None:
    """Data set aside on an earlier visit and not yet deleted, if any (the oldest first)."""
    storage = _storage()
    if storage is None:
        return None
    try:
        keys = sorted(
            str(storage.key(i)) for i in range(storage.length)
            if str(storage.key(i)).startswith(UNREADABLE_KEY)
        )
    except Exception:
        return None
    for key in keys:
        if not key.endswith(".reason") and (raw := _get(key)) is not None:
            return Unreadable(key=key, raw=raw, reason=_get(key + ".reason") or "")
    return None


def delete_unreadable(kept: Unreadable) -> None:
    _remove(kept.key)
    _remove(kept.key + ".reason")


def saved_language() -> str | None:
    return _get(LANGUAGE_KEY)


def store_language(lang: str) -> None:
    _set(LANGUAGE_KEY, lang)


def available() -> bool:
    """Whether the browser lets us save at all."""
    probe = "timekeeper.probe"
    if not _set(probe, "1"):
        return False
    _remove(probe)
    return True
