"""Words and seats, what needs the browser: computer seats stay in the form of
their game, in the pre-drawn page and after Python takes over; a record chosen while Python
loads opens once it is ready; the key N hints show only where a keyboard is likely;
"Fantôme" never breaks with a hyphen. (What the page says aloud, always a sentence, in
English and French: tests/ui/test_words_spoken.py.)"""

from __future__ import annotations

import pytest

import player
from browsers import PlaywrightTablet
from e2e_support import ROOT, hold_python, release_python, wait_playable
from hg_driver import DEAL_2P

# A finished two-player game of Who Turned the Clock? (Chloé and Lucas); its end screen's
# words are checked in both languages in tests/ui/test_words_spoken.py.
FINISHED = ROOT / "tests" / "hoursandghosts" / "records" / "two_players_win.json"


def record_file(content: bytes) -> dict:
    return {"name": "game.json", "mimeType": "application/json", "buffer": content}


def test_computer_seats_stay_in_the_form_of_their_game(held_context, server):
    """Four children starting another game do not find the last game's three computers: in
    the pre-drawn forms and in Python's, another game's form seats people only (names of
    people carry over); the same game's form keeps its computers."""
    page = held_context.new_page()
    held = hold_python(page)
    page.goto(server)
    kinds = "() => [...document.querySelectorAll('#panel select[data-input^=kind]')]" \
            ".map(s => s.value)"
    names = "() => [...document.querySelectorAll('#panel input[data-input^=name]')]" \
            ".map(i => i.value)"
    # Before Python: 24/7 with three computers, then Les 24 Heures.
    page.click("#panel [data-action=choose-game][data-value=twentyfourseven]")
    page.click("#panel [data-action=count][data-value='4']")
    page.fill("#input-name0", "Ana")
    for seat in (1, 2, 3):
        page.select_option(f"#input-kind{seat}", "hard")
    page.fill("#input-name1", "Robo")  # a computer's name, typed
    page.click("[data-action=home]")
    page.click("#panel [data-action=choose-game][data-value=les24heures]")
    page.wait_for_selector("#input-kind3")
    assert page.evaluate(kinds) == ["person"] * 4
    assert page.evaluate(names) == ["Ana", "", "", ""]
    for seat, name in enumerate(["Ben", "Cleo", "Dan"], start=1):
        page.fill(f"#input-name{seat}", name)
    release_python(page, held)
    wait_playable(page)
    assert page.evaluate(kinds) == ["person"] * 4
    assert page.evaluate(names) == ["Ana", "Ben", "Cleo", "Dan"]

    # Python's form: two computers in Les 24 Heures...
    for seat in (2, 3):
        page.select_option(f"#input-kind{seat}", "hard")
    page.click("[data-action=home]")
    page.click("#panel [data-action=choose-game][data-value=les24heures]")
    assert page.evaluate(kinds) == ["person", "person", "hard", "hard"]  # same game: kept
    page.click("[data-action=home]")
    page.click("#panel [data-action=choose-game][data-value=hoursandghosts]")
    assert page.evaluate(kinds) == ["person"] * 4  # another game: people only
    assert page.evaluate(names) == ["Ana", "Ben", "", ""]


def test_a_record_chosen_while_python_loads_opens_once_ready(held_context, server):
    page = held_context.new_page()
    held = hold_python(page)
    page.goto(server)
    page.locator("#input-record").set_input_files(record_file(FINISHED.read_bytes()))
    # Said at once, in words: it will be read once the game is ready.
    waiting = page.locator("#record-waiting")
    waiting.wait_for()
    assert waiting.inner_text() == "game.json opens as soon as the game is ready."
    release_python(page, held)
    wait_playable(page)
    page.locator(".screen.end").wait_for()
    ranking = page.locator(".hg-result .ranking").inner_text()
    assert "Chloé" in ranking and "Lucas" in ranking, ranking


def key_note_shown(browser, server, touch: bool) -> bool:
    """Whether "Key N: the next one." shows once a card is chosen in Les 24 Heures."""
    size = {"width": 390, "height": 844} if touch else {"width": 768, "height": 1024}
    context = browser.new_context(viewport=size, has_touch=touch, is_mobile=touch)
    try:
        page = context.new_page()
        tab = PlaywrightTablet(page)
        player.open_home(tab, server)
        player.new_game(tab, "les24heures", ["Ana", "Ben"], seed="key-note")
        player.take_tablet(tab)
        for index in range(tab.count(".l24-hand button")):
            tab.tap(".l24-hand button", nth=index)
            if "tap where it goes" in tab.text(".message"):
                break
        else:
            raise AssertionError("no card with places to go")
        return "Key N: the next one." in tab.text(".message")
    finally:
        context.close()


def test_key_hints_show_only_where_a_keyboard_is_likely(browser, server):
    assert key_note_shown(browser, server, touch=False)
    assert not key_note_shown(browser, server, touch=True)


@pytest.mark.parametrize("size", [(768, 1024), (390, 844)])
def test_fantome_never_breaks_with_a_hyphen(browser, server, size):
    """On the rules' ghost card and on a ghost in the hand, in French."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                  locale="fr-FR")
    try:
        page = context.new_page()
        tab = PlaywrightTablet(page)
        player.open_home(tab, server)
        player.new_game(tab, "hoursandghosts", ["Ana", "Ben"], deal=DEAL_2P)
        player.take_tablet(tab)  # Ana holds the ghost
        # Each ghost label shown: its text and how many lines it takes.
        lines = """() => [...document.querySelectorAll('.hg-card.ghost .digits')]
            .filter(el => el.getBoundingClientRect().width > 1)
            .map(el => { const range = document.createRange(); range.selectNodeContents(el);
                         return [el.textContent, range.getClientRects().length]; })"""
        hand = page.evaluate(lines)
        tab.tap("[data-action=rules]")
        tab.find("#dialog .hg-card.ghost")
        rules = page.evaluate(lines)
        page.evaluate("() => document.querySelector('#dialog .hg-card.ghost').scrollIntoView()")
        assert rules, "no ghost card in the rules"
        for text, count in hand + rules:
            assert text == "Fantôme" and count == 1, (hand, rules)
    finally:
        context.close()
