"""French, chosen from the browser's language: every word, the board's spoken names, the
reasons a move is refused, the rules with their worked examples; and the switch back."""

import pytest

from e2e_support import wait_playable
from game_driver import cell, lit_cells, reveal, select_tile


@pytest.fixture
def french_page(browser, server):
    context = browser.new_context(locale="fr-FR", viewport={"width": 1024, "height": 768})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    page.goto(server)
    wait_playable(page)
    yield page
    context.close()


def test_the_game_in_french_and_the_switch_to_english(french_page):
    page = french_page
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.get_by_role("heading", name="Choisissez un jeu").is_visible()
    page.get_by_role("button", name="Nouvelle partie : 24/7").click()
    assert page.get_by_role("heading", name="Nouvelle partie").is_visible()

    page.get_by_label("Joueur 1", exact=True).fill("Ana")
    page.get_by_label("Joueur 2", exact=True).fill("Ben")
    page.get_by_role("button", name="Commencer la partie").click()
    assert page.locator("button.handoff .handoff-title").inner_text() == \
        "Passez la tablette à Ana"
    assert cell(page, "A5").get_attribute("aria-label") == "A5, vide, temps double"
    page.locator("button.handoff").click()
    assert page.get_by_role("heading", name="Ana, à vous de jouer").is_visible()

    start = cell(page, "D4").inner_text()
    assert cell(page, "D4").get_attribute("aria-label") == f"D4, {start}"
    first = page.locator(".rack button").first
    assert first.get_attribute("aria-label").startswith("Tuile ")
    tile = int(first.inner_text())
    select_tile(page, 0)
    assert "vous pouvez jouer ici" in cell(page, lit_cells(page)[0]).get_attribute("aria-label")
    cell(page, "A7").click()
    assert page.locator("#panel .message").inner_text() == \
        f"Le {tile} ne peut pas aller en A7. A7 ne touche aucune tuile."
    # Switching language mid-turn keeps the tile in hand and says the same thing.
    page.get_by_role("button", name="Switch to English").click()
    assert page.locator("#panel .message").inner_text() == \
        f"{tile} cannot go on A7. A7 does not touch any tile."
    assert page.locator(".rack button").first.get_attribute("aria-pressed") == "true"
    page.get_by_role("button", name="Passer en français").click()
    cell(page, lit_cells(page)[0]).click()
    page.get_by_role("button", name="Valider").click()
    assert page.locator("button.handoff .handoff-title").inner_text() == \
        "Passez la tablette à Ben"
    assert "Ana : " in page.locator("ol.log").inner_text()

    # The rules in French, the examples scored by the engine.
    page.get_by_role("button", name="Règles").click()
    rules = page.get_by_role("dialog")
    assert rules.get_by_role("heading", name="Comment jouer à 24/7").is_visible()
    captions = rules.locator("figcaption").all_inner_texts()
    assert captions[0].startswith("4 en D5 : 20 minutes")
    assert "Somme de 7 (20)" in captions[0]
    assert [int(c.split(" : ")[1].split(" ")[0]) for c in captions[:8]] == \
        [20, 30, 60, 90, 100, 120, 40, 80]
    assert "Brelan (50)" in captions[3]
    assert captions[8] == ("7 en D6 est interdit. La colonne D ferait 25 ; 24 au maximum. "
                           "Un 6 y va.")
    rules.get_by_role("button", name="Fermer").click()

    # Switch to English: the same table, in English, and it stays English after a reload.
    page.get_by_role("button", name="Switch to English").click()
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.locator("button.handoff .handoff-title").inner_text() == \
        "Pass the tablet to Ben"
    page.reload()
    wait_playable(page)
    assert page.get_by_text("Resume the game with Ana and Ben?").is_visible()
    page.get_by_role("button", name="Resume the game").click()
    assert reveal(page) == "Ben"
    assert page.get_by_role("heading", name="Ben, your turn").is_visible()
    assert page.errors == []
