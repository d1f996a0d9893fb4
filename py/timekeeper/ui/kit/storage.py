"""This tablet's localStorage as Python knows it, and the device settings the players choose
on it (``timekeeper.setting.<name>``: sounds, the computers' pause, a game's "read the hour
aloud"). The saved games (shell/saves.py) are kept with the same calls.

Python never reads the storage from the page: the page answers once, as Python starts, with
every entry whose key begins with ``timekeeper.`` and whether the browser lets the site
store anything at all (static/js/bridge.js, ``storage``: it tries a write). Python keeps
that answer as its mirror, and ``get``, ``keys`` and ``setting`` read only the mirror. A
write or a removal changes the mirror at once and is an effect on the page (``store``),
told with what Python believes the key holds: the page writes only where the key still
holds that, and tells Python otherwise (a "tkstored" event, ``refused``): another tab wrote
there unheard ("elsewhere"), or the browser refused the write ("full": full or forbidden).
The mirror then takes what the key holds. Another tab's writes reach the mirror by the
``storage`` event (``heard``). Nothing here ever raises: where the browser lets the site
store nothing (switched off, or full as Python starts), writes give False and change
nothing, and reads give what the page could read (nothing where it is switched off).

What the tablet keeps, kept: the browser is asked to keep the site's storage (the saves, the
offline copy, Python's kept start) when a game begins (``ask_to_keep``), and the shell can
tell a browser that deletes it after a week without a visit (``forgotten_after_a_week``)."""

import json

from . import device, page

PREFIX = "timekeeper."  # the keys the page tells and Python writes
SETTING_PREFIX = "timekeeper.setting."
# Browsers whose user agent names AppleWebKit but that are not WebKit (Chromium's, Firefox's
# on a computer or Android): on an iPad or an iPhone every browser is WebKit and says none of
# these (Chrome there says CriOS, Firefox FxiOS, Edge EdgiOS).
_NOT_WEBKIT = ("Chrome/", "Chromium/", "Edg/", "Firefox/", "Android")
_asked = page.of_the_page(set())  # "keep": the browser was asked, in this page
# The page's start answer, as kept and changed since: {"usable": bool, "items": {key: value}}.
_mirror: dict = page.of_the_page({})


def _known() -> dict:
    """The mirror (the page asked once, the first time)."""
    if not _mirror:
        told = page.asked("storage")
        items = told.get("items")
        _mirror["usable"] = bool(told.get("usable"))
        _mirror["items"] = {str(key): str(value) for key, value in items.items()
                            if str(key).startswith(PREFIX) and isinstance(value, str)} \
            if isinstance(items, dict) else {}
    return _mirror


def usable() -> bool:
    """Whether the browser lets the site store anything (the page's write at the start)."""
    return _known()["usable"]


def get(key: str) -> str | None:
    return _known()["items"].get(key)


def keys() -> list[str]:
    return list(_known()["items"])


def put(key: str, value: str) -> bool:
    """Store ``value`` under ``key``: the mirror holds it at once, and the page writes it
    unless the key no longer holds what the mirror did (a "tkstored" event then tells what
    it holds). False, and nothing changes, where the browser lets the site store nothing."""
    return _store(key, str(value))


def remove(key: str) -> None:
    """Remove ``key``, as ``put`` writes (the page removes it only if it holds what the
    mirror did)."""
    _store(key, None)


def _store(key: str, value: str | None, *, copied_to: str | None = None) -> bool:
    if not usable():
        return False
    items = _known()["items"]
    expected = items.get(key)
    if value is None:
        items.pop(key, None)
    else:
        items[key] = value
    page.tell("store", key, value, json.dumps(expected), copied_to)
    return True


def move(key: str, target: str) -> bool:
    """What ``key`` holds copied, untouched, to ``target``, then ``key`` removed: the page
    removes it only if ``target`` holds the copy by then (a copy refused leaves it where it
    is, and the removal is refused too: "tkstored", "full"). False if the browser lets the
    site store nothing."""
    value = get(key)
    if value is None or not put(target, value):
        return False
    return _store(key, None, copied_to=target)


def told(detail) -> dict | None:
    """The page's "tkstored" event: a write refused. The mirror takes what the key holds
    now; the answer is the event's detail ({"key", "value", "refused"}), or None if it
    cannot be read."""
    try:
        now = json.loads(str(detail))
    except ValueError:
        return None
    if not isinstance(now, dict) or not isinstance(now.get("key"), str):
        return None
    value = now.get("value")
    heard(now["key"], value if isinstance(value, str) else None)
    return now


def heard(key: str | None, value: str | None) -> None:
    """Another tab wrote ``key`` (the ``storage`` event; no key: the storage was cleared):
    the mirror holds what it holds now."""
    items = _known()["items"]
    if key is None:
        items.clear()
    elif not key.startswith(PREFIX):
        return
    elif value is None:
        items.pop(key, None)
    else:
        items[key] = value


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
