"""The browser's speech synthesis: say a sentence in the page's language ("quatorze heures",
"Tap the tile with the gold ring"), by the page. A voice of the device itself is preferred,
so it works offline where the device has one. Where the browser cannot speak, or lists no
voice for the page's language (Firefox on Linux without speech-dispatcher, a tablet without
a French voice), ``has_voice`` says so and the page writes the words instead."""

from . import dom, page
from .page import is_none

LANGUAGES = {"fr": "fr-FR", "en": "en-GB"}


def _synth():
    try:
        synth = getattr(page.window, "speechSynthesis", None)
        maker = getattr(page.window, "SpeechSynthesisUtterance", None)
    except Exception:
        return None
    if synth is None or maker is None or is_none(synth) or is_none(maker):
        return None
    return synth


def available() -> bool:
    return _synth() is not None


def has_voice(lang: str) -> bool:
    """Whether the device lists a voice for the page's language (``lang``: "fr", "en")."""
    synth = _synth()
    if synth is None:
        return False
    try:
        voices = synth.getVoices()
        prefix = LANGUAGES.get(lang, "en-GB")[:2]
        return any(str(voices[i].lang or "").lower().startswith(prefix)
                   for i in range(voices.length))
    except Exception:
        return False


_watching = []


def watch_voices(redraw) -> None:
    """Call ``redraw()`` when the browser's list of voices changes (some list them only a
    moment after the page starts), once per page."""
    synth = _synth()
    if synth is None or _watching:
        return
    _watching.append(True)
    try:
        dom.listen(synth, "voiceschanged", lambda _event: redraw())
    except Exception:
        pass


def say(lang: str, words: str) -> bool:
    """Say ``words`` in ``lang`` now, in a voice of the device where it has one (the page
    says it: static/js/bridge.js, speak); False if this browser cannot speak."""
    if _synth() is None:
        return False
    page.tell("speak", LANGUAGES.get(lang, "en-GB"), words)
    return True
