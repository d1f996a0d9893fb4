"""Who Turned the Clock? in French, chosen from the browser's language: the home screen, the
form, a turn with the hour said "quatorze heures", the table and the rules — and not one
English word on screen or in the buttons' names."""

import re

import pytest

from e2e_support import wait_playable
from hg_driver import DEAL_14, row

# Words that would betray an English sentence (names and "Menu" are the same in French).
ENGLISH = re.compile(r"\b(the|and|your|you|took|take|tap|card|cards|slot|slots|hand|row|"
                     r"ghost|done|pile|box|turn|hear|read|aloud|move|left|right|rules|games)\b",
                     re.IGNORECASE)


@pytest.fixture
def french_page(browser, server, request_log):
    context = browser.new_context(locale="fr-FR", viewport={"width": 1024, "height": 768})
    page = context.new_page()
    request_log.watch_page(page)
    page.goto(server)
    wait_playable(page)
    yield page
    context.close()


def english_on_screen(page) -> list[str]:
    """English words in the visible text and in every accessible name of the page."""
    said = page.evaluate("""() => [document.body.innerText,
        ...[...document.querySelectorAll('[aria-label]')].map(e => e.getAttribute('aria-label'))
    ].join('\\n')""")
    return sorted({word.lower() for word in ENGLISH.findall(said)})


def test_a_turn_in_french(french_page, request_log):
    page = french_page
    assert page.evaluate("document.documentElement.lang") == "fr"
    page.get_by_role("button", name="Nouvelle partie : Qui a touché à l'horloge ?").click()
    assert page.get_by_role("heading", name="Nouvelle partie").is_visible()
    page.get_by_label("Joueur 1", exact=True).fill("Chloé")
    page.get_by_label("Joueur 2", exact=True).fill("Lucas")
    page.get_by_text("La même partie pour toute la classe").click()
    page.get_by_label("Ou la donne exacte").fill(DEAL_14)
    assert english_on_screen(page) == []
    page.get_by_role("button", name="Commencer la partie").click()

    assert page.locator("button.handoff .handoff-title").inner_text() == \
        "Passez la tablette à Chloé"
    assert page.locator(".hg-whose").inner_text() == "▶ Chloé prend une carte à Lucas."
    page.locator("button.handoff").click()
    assert page.get_by_role("heading", name="Chloé, à vous de jouer").is_visible()
    assert page.get_by_role("heading", name="Prenez une carte dans la main de Lucas").is_visible()
    assert english_on_screen(page) == []

    page.get_by_role("button", name="Carte 1 sur 7 de la main de Lucas").click()
    assert page.get_by_role("heading", name="Vous avez pris 14:00").is_visible()
    card = page.locator(".hg-revealed .hg-card")
    assert card.locator(".digits").inner_text() == "14:00"
    assert card.locator(".words").inner_text() == "quatorze heures"
    assert card.locator("svg.hg-clock").count() == 1
    assert page.locator("#live").inner_text().startswith(
        "Vous avez pris 14:00 : quatorze heures. Votre rangée est vide : cette carte va sur "
        "n'importe quelle case. Touchez une case verte.")
    assert english_on_screen(page) == []

    page.get_by_role("button", name="Case 3 : poser 14:00 ici").click()
    assert row(page, 0)[2] == "14:00"
    assert "Vous avez posé 14:00 sur la case 3." in page.locator(".hg-outcome").inner_text()
    page.get_by_role("button", name="Carte 2 : un fantôme").click()
    page.get_by_role("button", name="Déplacer un fantôme vers la gauche").click()
    assert page.locator("#panel .message").inner_text() == \
        "Un fantôme est maintenant la carte 1 sur 7."
    assert english_on_screen(page) == []
    page.get_by_role("button", name="Terminé : fin de mon tour").click()
    assert page.locator(".card.summary p").all_inner_texts()[0] == (
        "Chloé a pris la carte 14:00 à Lucas et l’a posée sur la case 3. "
        "Chloé a réarrangé sa main.")
    assert english_on_screen(page) == []

    page.get_by_role("button", name="Règles").click()
    rules = page.get_by_role("dialog")
    assert rules.get_by_role("heading",
                             name="Comment jouer à Qui a touché à l'horloge ?").is_visible()
    captions = rules.locator("figcaption").all_inner_texts()
    assert "09:00 peut aller sur la case 2 ou 3 de cette rangée." in captions
    assert ("Cette rangée ne peut plus être complétée : 2 cases libres entre 10:00 et 12:00, "
            "et il n'y a que 11:00 qui peut y aller.") in captions
    assert english_on_screen(page) == []
    rules.get_by_role("button", name="Fermer").click()
    assert request_log.console_errors == []
