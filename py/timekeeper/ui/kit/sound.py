"""Short sounds for a play, a score and the end ("play", "score", "end"), made by the page
with the browser's Web Audio API (no sound files: static/js/bridge.js, sound). On unless the
players switch them off in the menu (remembered on this tablet: ``timekeeper.setting.sound``),
and off whenever the device asks for reduced motion (the page knows).

A page may count the sounds asked for: if ``window.timekeeperSounds`` is an array, the page
pushes each sound's name onto it (the browser tests do this)."""

from . import page, storage

SETTING = "sound"
SOUNDS = ("play", "score", "end")


def switched_on() -> bool:
    """The players' choice in the menu (on until switched off)."""
    return storage.setting(SETTING) != "off"


def set_on(on: bool) -> None:
    storage.store_setting(SETTING, "on" if on else "off")


def play(kind: str) -> None:
    """Play the sound ``kind`` if sounds are on; never waits (the page schedules the notes
    on its audio clock), and nothing where the device asks for reduced motion."""
    if kind in SOUNDS and switched_on():
        page.tell("sound", kind)
