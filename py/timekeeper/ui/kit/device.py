"""What Python knows of the device it runs on, as the page tells it: its language, whether it
asks for reduced motion, whether a keyboard is likely, whether it can speak and in which
languages, whether the app was opened from the Home Screen, and its browser. The page
answers all of it at once (static/js/bridge.js, device) the first time Python asks after its
start, and tells it again when anything changes (a "tkdevice" event: the voices a browser
lists a moment after the start, reduced motion switched on): Python never reads the device
piece by piece."""

import json

from . import page

# What the page's answer holds, as read when it says nothing (an older page, a broken one).
NOTHING = {"language": "", "userAgent": "", "iosStandalone": False, "standalone": False,
           "reducedMotion": False, "keyboard": True, "speech": False, "voices": []}
_known: dict = page.of_the_page({})


def known() -> dict:
    """The device as the page last told it (asked once, the first time)."""
    if not _known:
        _known.update(NOTHING, **page.asked("device"))
    return _known


def told(detail) -> None:
    """The page's "tkdevice" event: the device as it is now."""
    try:
        now = json.loads(str(detail))
    except ValueError:
        return
    if isinstance(now, dict):
        _known.clear()
        _known.update(NOTHING, **now)


def reduced_motion() -> bool:
    """Whether the device asks for reduced motion (no animations, no sounds then)."""
    return bool(known()["reducedMotion"])


def keyboard_likely() -> bool:
    """Whether the page is likely used with a keyboard and a fine pointer (not a touch
    screen alone): the same test as the CSS that shows the key hints (.key-note)."""
    return bool(known()["keyboard"])


def language() -> str:
    """The browser's language ("fr-FR"), or ""."""
    return str(known()["language"] or "")
