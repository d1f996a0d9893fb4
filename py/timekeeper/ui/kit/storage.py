"""This tablet's localStorage, read and written without ever raising (storage switched off,
full or forbidden: reads give None, writes False), and the device settings the players
choose on it (``timekeeper.setting.<name>``: sounds, the computers' pause, a game's "read
the hour aloud"). The saved games (shell/saves.py) are kept with the same calls.

What the tablet keeps, kept: the browser is asked to keep the site's storage (the saves, the
offline copy, Python's kept start) when a game begins (``ask_to_keep``), and the shell can
tell a browser that deletes it after a week without a visit (``forgotten_after_a_week``)."""

from . import device, page
from .page import is_none

SETTING_PREFIX = "timekeeper.setting."
# Browsers whose user agent names AppleWebKit but that are not WebKit (Chromium's, Firefox's
# on a computer or Android): on an iPad or an iPhone every browser is WebKit and says none of
# these (Chrome there says CriOS, Firefox FxiOS, Edge EdgiOS).
_NOT_WEBKIT = ("Chrome/", "Chromium/", "Edg/", "Firefox/", "Android")
_asked = page.of_the_page(set())  # "keep": the browser was asked, in this page


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


def ask_to_keep() -> None:
    """Ask the browser, once a page, to keep this site's storage when it runs short of room
    (``navigator.storage.persist()``, where the browser has it: a secure context, https or
    localhost; not the room server's plain http). Chromium decides alone; Firefox asks the
    player, which is why it is asked as a game begins, after a tap, and not at every visit's
    start. What it answers is not needed: the saves work either way."""
    if "keep" in _asked:
        return
    _asked.add("keep")
    page.tell("keepStorage")


def forgotten_after_a_week() -> bool:
    """Whether this browser deletes what the site keeps (the saves, the offline copy) after
    seven days of use without a visit to it: Safari's rule, which every browser on an iPad or
    an iPhone follows (all WebKit), unless the app was opened from the Home Screen (it is then
    a web app of its own, whose storage stays)."""
    told = device.known()
    agent = str(told["userAgent"] or "")
    if "AppleWebKit" not in agent or any(name in agent for name in _NOT_WEBKIT):
        return False
    # iOS: opened from the Home Screen (navigator.standalone), or a web app of its own
    return not (told["iosStandalone"] or told["standalone"])
