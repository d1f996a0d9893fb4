"""Short sounds for a play, a score and the end, made by the browser's Web Audio API (no
sound files). On unless the players switch them off in the menu (remembered on this tablet:
``timekeeper.setting.sound``), and off whenever the device asks for reduced motion.

A page may count the sounds asked for: if ``window.timekeeperSounds`` is an array, each
sound's name is pushed onto it (the browser tests do this)."""

from . import page, storage
from .page import is_none

SETTING = "sound"
# Each sound: (frequency in Hz, start in s, length in s) notes, soft sine tones.
SOUNDS = {
    "play": [(523.25, 0.0, 0.09)],
    "score": [(659.25, 0.0, 0.1), (880.0, 0.09, 0.16)],
    "end": [(523.25, 0.0, 0.14), (659.25, 0.13, 0.14), (783.99, 0.26, 0.14),
            (1046.5, 0.39, 0.3)],
}
_context = page.of_the_page([])  # the page's one AudioContext (after a tap)


def reduced_motion() -> bool:
    """Whether the device asks for reduced motion (no animations, no sounds then)."""
    try:
        return bool(page.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:
        return False


def switched_on() -> bool:
    """The players' choice in the menu (on until switched off)."""
    return storage.setting(SETTING) != "off"


def set_on(on: bool) -> None:
    storage.store_setting(SETTING, "on" if on else "off")


def enabled() -> bool:
    return switched_on() and not reduced_motion()


def _audio():
    if _context:
        return _context[0]
    maker = getattr(page.window, "AudioContext", None)
    if maker is None or is_none(maker):
        return None
    _context.append(maker.new())
    return _context[0]


def play(kind: str) -> bool:
    """Play the sound ``kind`` ("play", "score", "end") if sounds are on; never raises, never
    waits (the notes are scheduled on the audio clock). True if it was asked for."""
    if kind not in SOUNDS or not enabled():
        return False
    try:
        log = getattr(page.window, "timekeeperSounds", None)
        if log is not None and not is_none(log):
            log.push(kind)
    except Exception:
        pass
    try:
        audio = _audio()
        if audio is None:
            return False
        if str(audio.state) == "suspended":
            audio.resume()
        now = audio.currentTime
        for frequency, start, length in SOUNDS[kind]:
            tone = audio.createOscillator()
            gain = audio.createGain()
            tone.type = "sine"
            tone.frequency.value = frequency
            gain.gain.setValueAtTime(0.0001, now + start)
            gain.gain.exponentialRampToValueAtTime(0.18, now + start + 0.015)
            gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length)
            tone.connect(gain)
            gain.connect(audio.destination)
            tone.start(now + start)
            tone.stop(now + start + length + 0.02)
    except Exception:
        return False
    return True
