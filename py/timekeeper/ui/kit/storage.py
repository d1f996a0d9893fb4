"""This tablet's localStorage, read and written without ever raising (storage switched off,
full or forbidden: reads give None, writes False), and the device settings the players
choose on it (``timekeeper.setting.<name>``: sounds, the computers' pause, a game's "read
the hour aloud"). The saved games (shell/saves.py) are kept with the same calls."""

from . import page
from .page import is_none

SETTING_PREFIX = "timekeeper.setting."


def storage():
    """The page's localStorage, or None where the browser switched it off (private modes)."""
    try:
        return page.window.localStorage
    except Exception:
        return None


def get(key: str) -> str | None:
    found = storage()
    if found is None:
        return None
    try:
        value = found.getItem(key)
    except Exception:
        return None
    return None if is_none(value) else str(value)


def put(key: str, value: str) -> bool:
    """Store ``value`` under ``key``; False if the browser refused (full or forbidden)."""
    found = storage()
    if found is None:
        return False
    try:
        found.setItem(key, value)
    except Exception:
        return False
    return True


def remove(key: str) -> None:
    found = storage()
    if found is not None:
        try:
            found.removeItem(key)
        except Exception:
            pass


def keys() -> list[str]:
    found = storage()
    if found is None:
        return []
    try:
        return [str(found.key(i)) for i in range(found.length)]
    except Exception:
        return []


def setting(name: str) -> str | None:
    """A device setting a player chose (e.g. a game's "read the hour aloud"), if any."""
    return get(SETTING_PREFIX + name)


def store_setting(name: str, value: str) -> bool:
    """Remember a device setting on this tablet; False if the browser refused."""
    return put(SETTING_PREFIX + name, value)
