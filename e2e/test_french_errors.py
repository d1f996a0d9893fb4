"""In French, a broken save and a broken record are told in French only: the messages are
built from the errors' codes and parameters, never from the engines' English text. The
English markers are the words of the English catalogs (the shell's and every game's) that no
French sentence uses."""

import json
import re

import pytest
from playwright.sync_api import expect

from e2e_support import wait_playable
from timekeeper.i18n import (
    en,
    fr,
    hoursandghosts_en,
    hoursandghosts_fr,
    les24heures_en,
    les24heures_fr,
    twentyfourseven_en,
    twentyfourseven_fr,
)
from timekeeper.twentyfourseven import Deal, Game

WORD = re.compile(r"[A-Za-zÀ-ÿ']+")


def catalog_words(*catalogs) -> set[str]:
    words = set()
    for catalog in catalogs:
        for sentence in catalog.TEXT.values():
            words |= {w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", sentence))}
    return words


ENGLISH = {w for w in catalog_words(en, twentyfourseven_en, les24heures_en, hoursandghosts_en)
           - catalog_words(fr, twentyfourseven_fr, les24heures_fr, hoursandghosts_fr)
           if len(w) >= 4}


def english_on_screen(page) -> set[str]:
    """English words on screen, leaving out what a sentence quotes from the file itself
    (« hours »: a field's name in the record format, the same in every language)."""
    text = re.sub(r"«[^»]*»", " ", page.evaluate("document.body.innerText"))
    return {w.lower() for w in WORD.findall(text)} & ENGLISH


def record_file(content: str) -> dict:
    return {"name": "partie.json", "mimeType": "application/json", "buffer": content.encode()}


def hg_record() -> dict:
    from timekeeper.hoursandghosts import new_game

    return new_game(["Ana", "Ben"], {}, seed="fr-errors").to_record()


def a_record(moves: int) -> dict:
    game = Game(["Ana", "Ben"], Deal.from_seed("fr-errors", 2))
    for _ in range(moves):
        game.place(*game.legal_placements()[0])
    return game.to_record()


@pytest.fixture
def french_page(browser, server):
    context = browser.new_context(locale="fr-FR", viewport={"width": 1024, "height": 768},
                                  service_workers="block")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    yield page, server
    context.close()


def test_english_markers_are_real_english_words():
    assert {"game", "tile", "move", "player", "cannot"} <= ENGLISH
    assert not {"partie", "tuile", "joueur"} & ENGLISH


def test_a_broken_save_and_broken_records_are_told_in_french_only(french_page):
    page, server = french_page
    page.goto(server)
    wait_playable(page)
    # A save whose record plays an impossible move, and one that is not even JSON.
    record = a_record(3)
    record["moves"][1] = {"tile": 99, "cell": "Z9"}
    page.evaluate("""([bad, hg]) => {
        localStorage.setItem('timekeeper.twentyfourseven.game', bad);
        localStorage.setItem('timekeeper.les24heures.game', '{"record": [1, 2');
        localStorage.setItem('timekeeper.hoursandghosts.game', hg);
    }""", [json.dumps({"record": record, "handoff": True}),
           json.dumps({"format": 1, "game": "hoursandghosts", "handoff": True,
                       "record": dict(hg_record(), moves=[{"take": 0, "slot": 9}])})])
    page.reload()
    wait_playable(page)
    expect(page.get_by_role("heading", name="Choisissez un jeu")).to_be_visible()
    expect(page.get_by_text("Une partie enregistrée n'a pas pu être lue")).to_be_visible()
    shown = page.evaluate("document.body.innerText")
    assert english_on_screen(page) == set(), shown

    chooser = page.locator('input[type="file"]')
    broken = [
        "pas du JSON",
        json.dumps({"game": "twentyfourseven", "version": 1}),
        json.dumps(record),
        json.dumps({"game": "les24heures", "version": 1, "players": ["Ana", "Ben"],
                    "moves": [{"play": "warp", "card": "zzz"}]}),
        json.dumps({"game": "chess", "version": 1}),
        json.dumps(dict(hg_record(), moves=[{"take": 99}])),
        json.dumps(dict(hg_record(), hands=[[6, 7], [8]])),
        json.dumps(dict(hg_record(), seed="pas la bonne")),
    ]
    for content in broken:
        before = page.evaluate("document.body.innerText")
        chooser.set_input_files(record_file(content))
        page.wait_for_function("t => document.body.innerText !== t", arg=before)
        page.wait_for_function("!document.documentElement.hasAttribute('aria-busy')")
        assert english_on_screen(page) == set(), (content, page.evaluate(
            "document.body.innerText"))
    assert page.errors == []
