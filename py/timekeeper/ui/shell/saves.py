"""Saved games in the browser's localStorage, one per game, so a game survives a reload, a
closed tab or a dead battery. A save is the engine's game record plus a few UI bits
(language, whether the hand-off screen was up, the steps of a turn in progress).

A save that cannot be read is never dropped: it moves, untouched, to a key of its own until
the players download or delete it.
"""

import json
from dataclasses import dataclass

from pyscript import window
from pyscript.ffi import is_none

from timekeeper import i18n
from timekeeper.core.errors import RecordError, TimekeeperError
from timekeeper.core.records import parse_record_text, read_record
from timekeeper.core.registry import GAMES

# 24/7 keeps the key it had before the app hosted several games.
SAVE_KEYS = {game: f"timekeeper.{game}.game" for game in GAMES}
SAVE_KEYS["twentyfourseven"] = "timekeeper.247.game"
LANGUAGE_KEY = "timekeeper.language"
FORMAT = 1


def unreadable_prefix(game: str) -> str:
    return SAVE_KEYS[game].removesuffix(".game") + ".unreadable"


@dataclass
class Saved:
    """A saved game that reads: the rebuilt game and the UI bits saved with it."""

    game_id: str
    game: object
    handoff: bool
    steps: list


@dataclass
class Unreadable:
    """Saved data that could not be read, kept under ``key``."""

    key: str
    raw: str
    game_id: str

    def reason(self, lang: str) -> str:
        """Why it cannot be read, in ``lang`` (read again: the words follow the language)."""
        try:
            read_save(self.raw, self.game_id)
        except RecordError as error:
            where = error.where not in ("record", "save")
            return i18n.record_error_text(lang, error, self.game_id, where=where)
        except Exception:
            return i18n.text(lang, "rec_unknown")
        return ""


@dataclass
class Found:
    readable: dict
    unreadable: Unreadable | None


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


def _keys() -> list[str]:
    storage = _storage()
    if storage is None:
        return []
    try:
        return [str(storage.key(i)) for i in range(storage.length)]
    except Exception:
        return []


def record_text(game) -> str:
    """A game's record as the JSON text of a record file."""
    return json.dumps(game.to_record(), ensure_ascii=False, indent=1)


def store(game_id: str, game, lang: str, handoff: bool) -> bool:
    """Save the game (its record) and the UI bits; False if the browser refused."""
    data = {"format": FORMAT, "game": game_id, "record": game.to_record(), "lang": lang,
            "handoff": handoff, "steps": game.steps_in_progress()}
    return _set(SAVE_KEYS[game_id], json.dumps(data, ensure_ascii=False))


def read_save(raw: str, game_id: str) -> Saved:
    """The game in a save's text; RecordError (with a code) if it cannot be read."""
    data = parse_record_text(raw)
    record = data.get("record")
    if not isinstance(record, dict):
        raise RecordError("no_record", "there is no game record in it", where="save")
    if record.get("game") != game_id:
        raise RecordError("unknown_game", f"it holds no game of {game_id}", where="save",
                          value=str(record.get("game"))[:40], known=game_id)
    game = read_record(record)
    steps = data.get("steps") if isinstance(data.get("steps"), list) else []
    for number, step in enumerate(steps, start=1):
        try:
            game.play(step)
        except TimekeeperError as error:
            raise RecordError(error.code, str(error), where=f"step {number}", cause=error,
                              game=error.game, **error.params) from None
    return Saved(game_id, game, handoff=data.get("handoff") is not False, steps=steps)


def load_all(lang: str) -> Found:
    """Every game's save. Data that does not read is moved to an "unreadable" key."""
    readable, set_aside = {}, None
    for game_id, key in SAVE_KEYS.items():
        raw = _get(key)
        if raw is None:
            continue
        try:
            readable[game_id] = read_save(raw, game_id)
        except Exception:  # RecordError, or anything a damaged save could raise
            set_aside = _set_aside(key, raw, game_id) or set_aside
    return Found(readable, set_aside or unreadable())


def _set_aside(key: str, raw: str, game_id: str) -> Unreadable | None:
    """Keep ``raw`` under a free "unreadable" key, then clear the save slot. Returns what
    was set aside (shown first: it is the news of this visit)."""
    prefix = unreadable_prefix(game_id)
    target, number = prefix, 1
    while (kept := _get(target)) is not None and kept != raw:
        number += 1
        target = f"{prefix}.{number}"
    if not _set(target, raw):
        return None
    _remove(key)
    return Unreadable(key=target, raw=raw, game_id=game_id)


def unreadable() -> Unreadable | None:
    """Data set aside on an earlier visit and not yet deleted, if any."""
    found = []
    for game_id in GAMES:
        prefix = unreadable_prefix(game_id)
        for key in _keys():
            if key == prefix or key.startswith(prefix + "."):
                tail = key[len(prefix) + 1:]
                if tail and not tail.isdigit():
                    continue
                found.append((game_id, int(tail or 1), key))
    for game_id, _number, key in sorted(found):
        raw = _get(key)
        if raw is not None:
            return Unreadable(key=key, raw=raw, game_id=game_id)
    return None


def delete_unreadable(kept: Unreadable) -> None:
    _remove(kept.key)
    _remove(kept.key + ".reason")


SETTING_PREFIX = "timekeeper.setting."


def setting(name: str) -> str | None:
    """A device setting a player chose (e.g. a game's "read the hour aloud"), if any."""
    return _get(SETTING_PREFIX + name)


def store_setting(name: str, value: str) -> bool:
    """Remember a device setting on this tablet; False if the browser refused."""
    return _set(SETTING_PREFIX + name, value)


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
