"""Reading the hour aloud: off until a player turns it on (a setting of the tablet, kept
across reloads); then every card that turns over is said through the browser's speech
synthesis, in the page's language. The speech calls are observed through a stand-in for
``speechSynthesis`` installed before the page runs."""

from e2e_support import wait_playable
from hg_driver import DEAL_14, SPEAK_SETTING, done, open_page, place_first, reveal, start_game, take

# A stand-in speechSynthesis that records what it is asked to say.
RECORD_SPEECH = """(() => {
    window.__spoken = [];
    if (!('SpeechSynthesisUtterance' in window)) {
        window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
    }
    const fake = {
        speak(u) { window.__spoken.push({text: u.text, lang: u.lang}); },
        cancel() {}, getVoices() { return []; },
    };
    Object.defineProperty(window, 'speechSynthesis', {value: fake, configurable: true});
})();"""


def spoken(page) -> list[dict]:
    return page.evaluate("window.__spoken")


def test_the_hour_is_read_aloud_only_when_the_option_is_on(page, server):
    page.add_init_script(RECORD_SPEECH)
    open_page(page, server)
    start_game(page, ["Ana", "Ben"], deal=DEAL_14)
    reveal(page)
    toggle = page.get_by_role("button", name="Read the hour aloud")
    assert toggle.get_attribute("aria-pressed") == "false"
    assert take(page) == "You took 14:00"
    assert spoken(page) == []  # the option is off: silence

    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "true"
    assert page.evaluate(f"localStorage.getItem('{SPEAK_SETTING}')") == "on"
    assert spoken(page) == []  # turning it on says nothing by itself
    place_first(page)
    done(page)

    reveal(page)  # Ben takes Ana's first card: 14:00 too
    assert take(page) == "You took 14:00"
    assert spoken(page) == [{"text": "2 pm", "lang": "en-GB"}]

    # In French, the same card is said in French; "Écouter" says it again.
    page.get_by_role("button", name="Français").click()
    page.get_by_role("button", name="Écouter : quatorze heures").click()
    assert spoken(page)[-1] == {"text": "quatorze heures", "lang": "fr-FR"}

    # The setting belongs to the tablet: still on after a reload; off again when turned off.
    page.reload()
    wait_playable(page)
    page.get_by_role("button", name="Switch to English").click()
    page.get_by_role("button", name="Resume the game: Who Turned the Clock?").click()
    reveal(page)  # resumed at the hand-over, the hand hidden until Ana takes the tablet
    toggle = page.get_by_role("button", name="Read the hour aloud")
    assert toggle.get_attribute("aria-pressed") == "true"
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "false"
    page.get_by_role("button", name="Slot 1: put 14:00 here").click()
    done(page)
    reveal(page)
    take(page)
    assert spoken(page) == []  # the page was reloaded: a fresh record, and the option is off
    assert page.console_errors == []
