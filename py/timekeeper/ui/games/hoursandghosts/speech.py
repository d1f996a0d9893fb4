"""Reading the hour aloud (an option of this tablet, off until a player turns it on): the
browser's speech synthesis says the card that turned over, in the page's language
("quatorze heures", "2 pm"). A voice of the device itself is preferred, so it works offline
where the device has one. Where the browser cannot speak, or lists no voice for the page's
language (Firefox on Linux without speech-dispatcher, a tablet without a French voice), the
page says so in words and the hour stays written on the card.
"""

from ...kit import storage
from ...kit.speech import LANGUAGES, available, has_voice, say  # noqa: F401

SETTING = "hoursandghosts.speak"


def enabled() -> bool:
    return storage.setting(SETTING) == "on"


def set_enabled(on: bool) -> None:
    storage.store_setting(SETTING, "on" if on else "off")


def say_if_on(lang: str, words: str) -> bool:
    """Say ``words`` only when the players turned reading aloud on."""
    return enabled() and say(lang, words)
