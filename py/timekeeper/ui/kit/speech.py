"""The browser's speech synthesis: say a sentence in the page's language ("quatorze heures",
"Tap the tile with the gold ring"), by the page. A voice of the device itself is preferred,
so it works offline where the device has one. Where the browser cannot speak, or lists no
voice for the page's language (Firefox on Linux without speech-dispatcher, a tablet without
a French voice), ``has_voice`` says so and the page writes the words instead."""

from . import device, page

LANGUAGES = {"fr": "fr-FR", "en": "en-GB"}


def available() -> bool:
    """Whether this browser can speak at all."""
    return bool(device.known()["speech"])


def has_voice(lang: str) -> bool:
    """Whether the device lists a voice for the page's language (``lang``: "fr", "en"); the
    page tells Python again when its list changes (some list them only a moment after the
    page starts), and the page is then drawn again."""
    prefix = LANGUAGES.get(lang, "en-GB")[:2]
    return available() and any(str(voice).lower().startswith(prefix)
                               for voice in device.known()["voices"])


def say(lang: str, words: str) -> bool:
    """Say ``words`` in ``lang`` now, in a voice of the device where it has one (the page
    says it: static/js/bridge.js, speak); False if this browser cannot speak."""
    if not available():
        return False
    page.tell("speak", LANGUAGES.get(lang, "en-GB"), words)
    return True
