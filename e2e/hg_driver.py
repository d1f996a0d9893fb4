"""Steps a player takes in Who Turned the Clock?, for its browser tests
(e2e/test_hoursandghosts_*.py).

Every step goes through what a player sees and touches: buttons found by their role and
accessible name ("Card 1 of 7 from Ben's hand", "Slot 3: put 08:00 here", "Done: end my
turn"), the public table's rows. Nothing reaches into the page's Python.
"""

from __future__ import annotations

import re
from collections import Counter

from e2e_support import wait_playable
from game_driver import small_tap_targets  # noqa: F401 (the HG tests take it from here)
from timekeeper.hoursandghosts import HOUR_CARDS

GAME = "Who Turned the Clock?"
SAVE_KEY = "timekeeper.hoursandghosts.game"
SPEAK_SETTING = "timekeeper.setting.hoursandghosts.speak"
DONE = "Done: end my turn"


def deal_words(*hands) -> str:
    """An explicit deal as typed in the form: the hands in seat order, then every other hour
    card as the pile (largest first). "G" is the ghost."""
    rest = Counter(HOUR_CARDS)
    rest.subtract(card for hand in hands for card in hand if card != "G")
    pile = sorted(rest.elements(), reverse=True)
    return " ".join(str(card) for hand in hands for card in hand) + " " + \
        " ".join(map(str, pile))


# Ana (first) takes from Ben and Ben from Ana. Taking the first card each turn and placing it
# in the first lit slot, Ana fills 06:00 to 12:00 and wins on her 7th turn; Ben takes the
# ghost, keeps 15:00 (Ana could place it), boxes 06:00 and draws, and his row gets stuck.
DEAL_2P = deal_words(["G", 20, 15, 6, 21, 22, 13], [6, 7, 8, 9, 10, 11, 12])
# Both first cards are 14:00 ("2 pm", "quatorze heures").
DEAL_14 = deal_words([14, "G", 20, 6, 21, 22, 13], [14, 7, 8, 9, 10, 11, 12])
# Four players; Ana holds the ghost as her 6th card and Dan's first card is 18:00.
SEED_4P = "class-11"


def open_page(page, url: str) -> None:
    page.goto(url)
    wait_playable(page)


def open_setup(page) -> None:
    page.get_by_role("button", name=f"New game: {GAME}").click()
    page.get_by_role("heading", name="New game").wait_for()


def start_game(page, names: list[str], *, deal: str | None = None,
               seed: str | None = None) -> None:
    """From the home screen: the form (English), filled, and the game started."""
    open_setup(page)
    page.get_by_role("button", name=str(len(names)), exact=True).click()
    for n, name in enumerate(names, start=1):
        page.get_by_label(f"Player {n}", exact=True).fill(name)
    if deal or seed:
        if page.locator("details.class-options").get_attribute("open") is None:
            page.get_by_text("Same game for a whole class").click()
    if seed:
        page.get_by_label("Game code").fill(seed)
    if deal:
        page.get_by_label("Or the exact deal").fill(deal)
    page.get_by_role("button", name="Start the game").click()
    handoff_button(page).wait_for()


def handoff_button(page):
    return page.locator("button.handoff")


def reveal(page) -> str:
    """Tap the hand-off screen; returns the name it was passed to."""
    button = handoff_button(page)
    title = button.locator(".handoff-title").inner_text()
    button.click()
    page.locator(".hg-turn").wait_for()
    return re.sub(r"^Pass the tablet to ", "", title)


def fan_cards(page):
    return page.get_by_role("button", name=re.compile(r"^Card \d+ of \d+ from .+'s hand$"))


def take(page, position: int = 1) -> str:
    """Tap card ``position`` (from 1) of the neighbour's face-down hand; returns the title
    of what turned over ("You took 08:00", "You took a ghost!") or "" when the game ended."""
    fan_cards(page).nth(position - 1).click()
    page.locator(".hg-revealed, .hg-outcome, .hg-result").first.wait_for()
    title = page.locator(".hg-revealed h3, .hg-outcome h3")
    return title.inner_text() if title.count() else ""


def lit_slots(page) -> list[str]:
    """The accessible names of the lit slots ("Slot 3: put 08:00 here")."""
    return page.locator("#table button.slot-button").evaluate_all(
        "bs => bs.map(b => b.ariaLabel)")


def place_first(page) -> str:
    """Tap the first lit slot; returns its name."""
    name = lit_slots(page)[0]
    page.get_by_role("button", name=name, exact=True).click()
    page.locator('[data-action="done"], .hg-result').first.wait_for()
    return name


def done(page) -> None:
    page.get_by_role("button", name=DONE).click()
    page.locator("button.handoff, .hg-result").first.wait_for()


def game_over(page) -> bool:
    return page.get_by_role("heading", name="Game over").is_visible()


def play_turn(page) -> str:
    """Reveal, take the first card, place it in the first lit slot if it fits, end the turn.
    Returns the player's name."""
    player = reveal(page)
    take(page)
    if game_over(page):
        return player
    if lit_slots(page):
        place_first(page)
    if not game_over(page):
        done(page)
    return player


def summary(page) -> str:
    return page.locator(".card.summary").inner_text()


def row(page, seat: int) -> list[str]:
    """The slots of ``seat``'s row on the table: "06:00", or "" for a free slot."""
    return page.locator(f'#table [data-seat="{seat}"] .hg-row .slot').evaluate_all(
        "ss => ss.map(s => s.dataset.hour ? s.querySelector('.digits').textContent : '')")


def hand_size(page, seat: int) -> int:
    return int(page.locator(f'#table [data-seat="{seat}"] [data-hand-size]')
               .get_attribute("data-hand-size"))


def known_ghosts(page, seat: int) -> int:
    found = page.locator(f'#table [data-seat="{seat}"] [data-ghosts]')
    return int(found.get_attribute("data-ghosts")) if found.count() else 0


def hand(page) -> list[str]:
    """The player's own hand, face up, in order ("14:00", "Ghost")."""
    return page.locator(".hg-hand .hg-card .digits").all_inner_texts()


def saved(page) -> dict | None:
    return page.evaluate(f"() => {{ const s = localStorage.getItem('{SAVE_KEY}');"
                         " return s ? JSON.parse(s) : null; }")


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("() => document.scrollingElement.scrollWidth <= window.innerWidth")


def off_screen(page, selectors: list[str]) -> list[str]:
    """Which of ``selectors`` (every match) is not wholly on screen without scrolling: outside
    the window, or below the visible part of a scrolling panel."""
    return page.evaluate("""(selectors) => {
        const out = [];
        const H = window.innerHeight, W = window.innerWidth;
        const panel = document.getElementById('panel').getBoundingClientRect();
        const scrolls = document.scrollingElement.scrollTop;
        for (const sel of selectors) {
            const found = document.querySelectorAll(sel);
            if (!found.length) out.push(`${sel}: none`);
            for (const el of found) {
                const r = el.getBoundingClientRect();
                const inPanel = el.closest('#panel');
                const bottom = inPanel ? Math.min(H, panel.bottom) : H;
                if (scrolls || r.top < 0 || r.left < 0 || r.right > W + 0.5 ||
                        r.bottom > bottom + 0.5)
                    out.push(`${sel} ${Math.round(r.top)}..${Math.round(r.bottom)} (of ${H})`);
            }
        }
        return out;
    }""", selectors)
