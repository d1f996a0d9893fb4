"""Les 24 Heures in French, chosen from the browser's language: home, the new-game form, the
hand-off, a turn with a refusal and a play, and the rules — every sentence on screen and
every button's name in French (reasons said from the engine's codes, never its English)."""

import re

import pytest

from e2e_support import wait_playable
from l24_driver import hand, lit_cars, message, own_car, select, stacked_deck, tap_car

# English words that must not be seen on a French page (names and "km" are the same).
ENGLISH = re.compile(r"\b(Speed|Pit stop|[Yy]our|Discard|discard|Draw pile|Hours?|hour|"
                     r"Race|race|[Tt]yres?|[Cc]ards?|Choose|Stopped|Up to|[Tt]he|Last moves|"
                     r"players|Pass|tap|Fuel|Oil|Finish|night|day|Cars|Rules|Games|New game|"
                     r"Start|teams?|Kilometres|wins?)\b")


def english_on_screen(page) -> list[str]:
    """English words in the page's text, its buttons' and groups' names, the live region."""
    texts = page.evaluate("""() => [document.body.innerText,
        ...[...document.querySelectorAll('[aria-label]')].map(e => e.getAttribute('aria-label')),
        document.getElementById('live').textContent]""")
    return sorted({match for text in texts for match in ENGLISH.findall(text)})


@pytest.fixture
def french_page(browser, server):
    context = browser.new_context(locale="fr-FR", viewport={"width": 1024, "height": 768})
    page = context.new_page()
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.console_errors = errors
    page.goto(server)
    wait_playable(page)
    yield page
    context.close()


def test_a_turn_in_french(french_page):
    page = french_page
    assert page.evaluate("document.documentElement.lang") == "fr"
    card = page.locator('[data-game="les24heures"]')
    assert card.get_by_role("heading", name="Les 24 Heures").is_visible()
    page.get_by_role("button", name="Nouvelle partie : Les 24 Heures").click()
    assert page.get_by_role("heading", name="Nouvelle partie").is_visible()
    page.get_by_role("button", name="4", exact=True).click()
    for n, name in enumerate(["Ana", "Ben", "Cleo", "Dan"], start=1):
        page.get_by_label(f"Joueur {n}", exact=True).fill(name)
    page.get_by_role("button", name="2 équipes de 2").click()
    assert page.locator("#option-teams-hint").inner_text() == \
        "Partagent une voiture : Ana et Cleo ; Ben et Dan."
    page.get_by_role("button", name="Coupe d'Or : 4 courses").click()
    assert "24 Heures du Mans, 24 Heures de Francorchamps, 24 Heures de Daytona et 12 " \
        "Heures de Sebring" in page.locator("#option-race-hint").inner_text()
    assert english_on_screen(page) == []
    # The deck is typed in the record's card words (listed in the hint), the same in both
    # languages.
    page.get_by_text("La même partie pour toute la classe").click()

    deck = stacked_deck(4, {0: ["pit-fuel", "250", "misfire", "100", "150"]}, {0: ["350"]})
    page.locator("#input-deal").fill(" ".join(deck))
    page.get_by_role("button", name="Commencer la partie").click()
    assert page.locator("button.handoff .handoff-title").inner_text() == \
        "Passez la tablette à Ana"
    assert page.locator(".l24-race").inner_text() == \
        "Coupe d'Or, course 1 sur 4 : 24 Heures du Mans"
    assert english_on_screen(page) == []

    page.locator("button.handoff").click()
    assert page.get_by_role("heading", name="Ana, à vous de jouer").is_visible()
    assert hand(page)[:2] == ["Arrêt au stand : ravitaillement d'essence", "Vitesse 250 km"]
    assert message(page) == "Vous avez un arrêt au stand : posez-le d'abord sur votre voiture."
    select(page, 1)
    assert message(page) == ("Vitesse 250 km ne peut pas être jouée maintenant. Vous avez un "
                             "arrêt au stand (ravitaillement d'essence) : posez-le d'abord sur "
                             "votre voiture.")
    tap_car(page, 1)
    assert message(page) == ("Vitesse 250 km ne peut pas aller là. Seul un incident va sur "
                             "une autre voiture.")
    assert english_on_screen(page) == []

    select(page, 0)
    assert lit_cars(page) == [own_car(page)] == [0]
    assert page.get_by_role("button", name="Sur ma voiture").is_visible()
    assert english_on_screen(page) == []
    tap_car(page, 0)
    assert "Ana pose un arrêt au stand (ravitaillement d'essence) sur la voiture d'Ana et " \
        "Cleo : elle est arrêtée (il faut une carte Essence)." in \
        page.locator(".card.summary").inner_text()
    badge = page.locator('.l24-car[data-car="0"] .l24-badge.pit').inner_text()
    assert badge == "Ravitaillement d'essence : il faut une carte Essence"
    assert page.locator("button.handoff .handoff-title").inner_text() == \
        "Passez la tablette à Ben"
    assert english_on_screen(page) == []

    page.get_by_role("button", name="Règles").click()
    rules = page.get_by_role("dialog")
    assert rules.get_by_role("heading", name="Comment jouer aux 24 Heures").is_visible()
    assert rules.get_by_role("img", name="Incident : Défaut de carburation").is_visible()
    assert rules.get_by_role("img", name="Bonus : Record du Tour").is_visible()
    assert english_on_screen(page) == []
    rules.get_by_role("button", name="Fermer").click()
    assert page.console_errors == []
