"""French, chosen from the browser's language, in every game: every word on screen, every
button's and cell's name and what the page reads out; the reasons a move is refused said
from the engine's codes (never its English); the rules with their worked examples; a broken
save and broken records told in French only; and the switch back to English, kept after a
reload. (The browser's side, a French ghost card that never breaks with a hyphen, is in
e2e/test_words_and_seats.py.)

What a player reads and hears is what the shell draws and says, so it is read with no page
(no_page.Shell; ``everything_drawn``: the parts drawn, the names given by aria-label, the last
sentence said): a tap is the drawn element's action, the new-game form's fields are set as the
page tells Python what was typed (``set_field``), its class section opened as its summary's tap
does (``toggle``) and the form sent as the page's submit event does (``Shell.submit``), and a
record comes as the page tells Python of the file chosen (``load_record``). What Python sets on
the page itself rather than draws in it, <html lang> and the names of the page's own parts (the
menu bar's), is only on a page: the last test, on the stand-in page (Tablet)."""

import json
import re

from no_page import Shell
from tablet import PARTS, Tablet, visible_text
from words_support import (
    DEAL_14,
    everything_drawn,
    everything_read,
    hand,
    lit_cars,
    message,
    own_car,
    pick,
    row,
    stacked_deck,
    tap_car,
)

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


# The words of the English catalogs (the shell's and every game's) that no French sentence
# uses, four letters or more.
ENGLISH = {w for w in catalog_words(en, twentyfourseven_en, les24heures_en, hoursandghosts_en)
           - catalog_words(fr, twentyfourseven_fr, les24heures_fr, hoursandghosts_fr)
           if len(w) >= 4}


def english_in(text: str) -> set[str]:
    """The English words of ``text``, leaving out what a sentence quotes from the file itself
    (« hours »: a field's name in the record format, the same in every language)."""
    text = re.sub(r"«[^»]*»", " ", text)
    return {w.lower() for w in WORD.findall(text)} & ENGLISH


def english_read(shell) -> set[str]:
    """English words a player reads or hears (what the shell drew and said)."""
    return english_in(everything_drawn(shell))


def read_now(shell) -> str:
    """What a player reads, the live region included (as the page's body text)."""
    return shell.page_text + "\n" + (shell.said[-1] if shell.said else "")


def test_english_markers_are_real_english_words():
    assert {"game", "tile", "move", "player", "cannot"} <= ENGLISH
    assert not {"partie", "tuile", "joueur"} & ENGLISH


def a_record(moves: int) -> dict:
    game = Game(["Ana", "Ben"], Deal.from_seed("fr-errors", 2))
    for _ in range(moves):
        game.place(*game.legal_placements()[0])
    return game.to_record()


def hg_record() -> dict:
    from timekeeper.hoursandghosts import new_game

    return new_game(["Ana", "Ben"], {}, seed="fr-errors").to_record()


def test_a_broken_save_and_broken_records_are_told_in_french_only():
    # A save whose record plays an impossible move, one that is not even JSON, and one of
    # Who Turned the Clock? that takes a card from a slot that is not there.
    record = a_record(3)
    record["moves"][1] = {"tile": 99, "cell": "Z9"}
    storage = {
        "timekeeper.twentyfourseven.game": json.dumps({"record": record, "handoff": True}),
        "timekeeper.les24heures.game": '{"record": [1, 2',
        "timekeeper.hoursandghosts.game": json.dumps(
            {"format": 1, "game": "hoursandghosts", "handoff": True,
             "record": dict(hg_record(), moves=[{"take": 0, "slot": 9}])}),
    }
    shell = Shell(storage, lang="fr")
    assert shell.text("#panel h2") == "Choisissez un jeu"
    assert "Une partie enregistrée n'a pas pu être lue" in shell.panel
    assert english_read(shell) == set(), read_now(shell)

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
        before = read_now(shell)
        shell.load_record(content)
        assert read_now(shell) != before, content  # something was said of it
        assert english_read(shell) == set(), (content, read_now(shell))
    assert shell.console == []


def cell_name(shell, name: str) -> str:
    return shell.find(f"#cell-{name}").get("aria-label")


def lit_cells(shell) -> list[str]:
    return [node.get("data-cell") for node in shell.find_all("#board .cell.legal")]


def test_24_7_in_french_and_the_switch_to_english():
    """(<html lang>, French then English: the last test, on a page.)"""
    shell = Shell(lang="fr")
    assert shell.text("#panel h2") == "Choisissez un jeu"
    shell.tap_button("Nouvelle partie : 24/7", exact=True)
    assert shell.text("#panel h2") == "Nouvelle partie"

    shell.set_field("name0", "Ana")
    shell.set_field("name1", "Ben")
    assert "Joueur 1" in shell.text('label[for="input-name0"]')
    shell.submit("Commencer la partie", exact=True)
    assert shell.text("button.handoff .handoff-title") == "Passez la tablette à Ana"
    assert cell_name(shell, "A5") == "A5, vide, temps double"
    shell.tap("button.handoff")
    assert shell.text("#panel h2") == "Ana, à vous de jouer"

    start = shell.text("#cell-D4")
    assert cell_name(shell, "D4") == f"D4, {start}"
    first = shell.find(".rack button")
    assert first.get("aria-label").startswith("Tuile ")
    tile = int(first.get_text())
    shell.tap(".rack button")
    assert "vous pouvez jouer ici" in cell_name(shell, lit_cells(shell)[0])
    shell.tap("#cell-A7")
    assert message(shell) == f"Le {tile} ne peut pas aller en A7. A7 ne touche aucune tuile."
    # Switching language mid-turn keeps the tile in hand and says the same thing.
    shell.tap_button("Switch to English", exact=True)
    assert message(shell) == f"{tile} cannot go on A7. A7 does not touch any tile."
    assert shell.find(".rack button").get("aria-pressed") == "true"
    shell.tap_button("Passer en français", exact=True)
    shell.tap(f"#cell-{lit_cells(shell)[0]}")
    shell.tap_button("Valider", exact=True)
    assert shell.text("button.handoff .handoff-title") == "Passez la tablette à Ben"
    assert "Ana : " in shell.text("ol.log")

    # The rules in French, the examples scored by the engine.
    shell.tap_button("Règles", exact=True)
    assert shell.text("#dialog h2") == "Comment jouer à 24/7"
    captions = [visible_text(node) for node in shell.find_all("#dialog figcaption")]
    assert captions[0].startswith("4 en D5 : 20 minutes")
    assert "Somme de 7 (20)" in captions[0]
    assert [int(c.split(" : ")[1].split(" ")[0]) for c in captions[:8]] == \
        [20, 30, 60, 90, 100, 120, 40, 80]
    assert "Brelan (50)" in captions[3]
    assert captions[8] == ("7 en D6 est interdit. La colonne D ferait 25 ; 24 au maximum. "
                           "Un 6 y va.")
    shell.tap_button("Fermer", within="#dialog", exact=True)

    # Switch to English: the same table, in English, and it stays English after a reload.
    shell.tap_button("Switch to English", exact=True)
    assert shell.text("button.handoff .handoff-title") == "Pass the tablet to Ben"
    shell.reload()
    assert "Resume the game with Ana and Ben?" in shell.panel
    shell.tap_button("Resume the game")
    assert shell.take_tablet() == "Pass the tablet to Ben"
    assert shell.text("#panel h2") == "Ben, your turn"
    assert shell.console == []


# English words that must not be read on a French page of Les 24 Heures (names and "km" are
# the same in both).
L24_ENGLISH = re.compile(r"\b(Speed|Pit stop|[Yy]our|Discard|discard|Draw pile|Hours?|hour|"
                         r"Race|race|[Tt]yres?|[Cc]ards?|Choose|Stopped|Up to|[Tt]he|"
                         r"Last moves|players|Pass|tap|Fuel|Oil|Finish|night|day|Cars|Rules|"
                         r"Games|New game|Start|teams?|Kilometres|wins?)\b")


def l24_english(shell) -> list[str]:
    return sorted(set(L24_ENGLISH.findall(everything_drawn(shell))))


def test_a_turn_of_les_24_heures_in_french():
    """(<html lang>: the last test, on a page.)"""
    shell = Shell(lang="fr")
    assert "Les 24 Heures" in shell.text('[data-game="les24heures"] h3')
    shell.tap_button("Nouvelle partie : Les 24 Heures", exact=True)
    assert shell.text("#panel h2") == "Nouvelle partie"
    shell.tap_button("4", exact=True)
    for seat, name in enumerate(["Ana", "Ben", "Cleo", "Dan"]):
        assert shell.text(f'label[for="input-name{seat}"]') == f"Joueur {seat + 1}"
        shell.set_field(f"name{seat}", name)
    shell.tap_button("2 équipes de 2", exact=True)
    assert shell.text("#option-teams-hint") == "Partagent une voiture : Ana et Cleo ; Ben et Dan."
    shell.tap_button("Coupe d'Or : 4 courses plus de 2 heures", exact=True)
    assert "24 Heures du Mans, 24 Heures de Francorchamps, 24 Heures de Daytona et 12 " \
        "Heures de Sebring" in shell.text("#option-race-hint")
    assert l24_english(shell) == []
    # The deck is typed in the record's card words (listed in the hint), the same in both
    # languages.
    assert shell.text("details.class-options summary") == "La même partie pour toute la classe"
    shell.toggle("details.class-options")
    deck = stacked_deck(4, {0: ["pit-fuel", "250", "misfire", "100", "150"]}, {0: ["350"]})
    shell.set_field("deal", " ".join(deck))
    shell.submit("Commencer la partie", exact=True)
    assert shell.text("button.handoff .handoff-title") == "Passez la tablette à Ana"
    assert shell.text(".l24-race") == "Coupe d'Or, course 1 sur 4 : 24 Heures du Mans"
    assert l24_english(shell) == []

    shell.tap("button.handoff")
    assert shell.text("#panel h2") == "Ana, à vous de jouer"
    assert hand(shell)[:2] == ["Arrêt au stand : ravitaillement d'essence", "Vitesse 250 km"]
    assert message(shell) == "Vous avez un arrêt au stand : posez-le d'abord sur votre voiture."
    pick(shell, "Vitesse 250 km")
    assert message(shell) == ("Vitesse 250 km ne peut pas être jouée maintenant. Vous avez un "
                            "arrêt au stand (ravitaillement d'essence) : posez-le d'abord sur "
                            "votre voiture.")
    tap_car(shell, 1)
    assert message(shell) == ("Vitesse 250 km ne peut pas aller là. Seul un incident va sur "
                            "une autre voiture.")
    assert l24_english(shell) == []

    pick(shell, "Arrêt au stand : ravitaillement d'essence")
    assert lit_cars(shell) == [own_car(shell)] == [0]
    assert shell.button("Sur ma voiture", exact=True) is not None
    assert l24_english(shell) == []
    tap_car(shell, 0)
    assert "Ana pose un arrêt au stand (ravitaillement d'essence) sur la voiture d'Ana et " \
        "Cleo : elle est arrêtée (il faut une carte Essence)." in shell.text(".card.summary")
    assert shell.text('.l24-car[data-car="0"] .l24-badge.pit') == \
        "Ravitaillement d'essence : il faut une carte Essence"
    assert shell.text("button.handoff .handoff-title") == "Passez la tablette à Ben"
    assert l24_english(shell) == []

    shell.tap_button("Règles", exact=True)
    assert shell.text("#dialog h2") == "Comment jouer aux 24 Heures"
    pictures = [node.get("aria-label") for node in shell.find_all("#dialog [role=img]")]
    assert "Incident : Défaut de carburation" in pictures
    assert "Bonus : Record du Tour" in pictures
    assert l24_english(shell) == []
    shell.tap_button("Fermer", within="#dialog", exact=True)
    assert shell.console == []


# Words that would betray an English sentence in Who Turned the Clock? (names and "Menu" are
# the same in French).
HG_ENGLISH = re.compile(r"\b(the|and|your|you|took|take|tap|card|cards|slot|slots|hand|row|"
                        r"ghost|done|pile|box|turn|hear|read|aloud|move|left|right|rules|"
                        r"games)\b", re.IGNORECASE)


def hg_english(shell) -> list[str]:
    return sorted({word.lower() for word in HG_ENGLISH.findall(everything_drawn(shell))})


def test_a_turn_of_who_turned_the_clock_in_french():
    shell = Shell(lang="fr")
    shell.tap_button("Nouvelle partie : Qui a touché à l'horloge\u202f?", exact=True)
    assert shell.text("#panel h2") == "Nouvelle partie"
    shell.set_field("name0", "Chloé")
    shell.set_field("name1", "Lucas")
    shell.toggle("details.class-options")
    assert shell.text('label[for="input-deal"]').startswith("Ou la donne exacte")
    shell.set_field("deal", DEAL_14)
    assert hg_english(shell) == []
    shell.submit("Commencer la partie", exact=True)

    assert shell.text("button.handoff .handoff-title") == "Passez la tablette à Chloé"
    assert shell.text(".hg-whose") == "▶ Chloé prend une carte à Lucas."
    shell.tap("button.handoff")
    assert shell.text("#panel h2") == "Chloé, à vous de jouer"
    assert "Prenez une carte dans la main de Lucas" in shell.panel
    assert hg_english(shell) == []

    shell.tap_button("Carte 1 sur 7 de la main de Lucas", exact=True)
    assert shell.text(".hg-revealed h3") == "Vous avez pris 14:00"
    assert shell.text(".hg-revealed .hg-card .digits") == "14:00"
    assert shell.text(".hg-revealed .hg-card .words") == "quatorze heures"
    assert len(shell.find_all(".hg-revealed .hg-card svg.hg-clock")) == 1
    assert shell.said[-1].startswith(  # what the live region holds
        "Vous avez pris 14:00 : quatorze heures. Votre rangée est vide. Quatorze heures, "
        "c'est l'après-midi. Les cases 3, 4 ou 5 laissent le plus de place aux autres heures. "
        "Touchez une case verte.")
    assert hg_english(shell) == []

    shell.tap_button("Case 3 : poser 14:00 ici (laisse le plus de place)", exact=True)
    assert row(shell, 0)[2] == "14:00"
    assert "Vous avez posé 14:00 sur la case 3." in shell.text(".hg-outcome")
    shell.tap_button("Carte 2 : un fantôme", exact=True)
    shell.tap_button("Déplacer un fantôme vers la gauche", exact=True)
    assert message(shell) == "Un fantôme est maintenant la carte 1 sur 7."
    assert hg_english(shell) == []
    shell.tap_button("Terminé : fin de mon tour", exact=True)
    assert shell.text(".card.summary p") == (
        "Chloé a pris la carte 14:00 à Lucas et l'a posée sur la case 3. "
        "Chloé a réarrangé sa main.")
    assert hg_english(shell) == []

    shell.tap_button("Règles", exact=True)
    assert shell.text("#dialog h2") == "Comment jouer à Qui a touché à l'horloge ?"
    captions = [visible_text(node) for node in shell.find_all("#dialog figcaption")]
    assert "09:00 peut aller sur la case 2 ou 3 de cette rangée." in captions
    assert ("Cette rangée ne peut plus être complétée : 2 cases libres entre 10:00 et 12:00, "
            "et il n'y a que 11:00 qui peut y aller.") in captions
    assert hg_english(shell) == []
    shell.tap_button("Fermer", within="#dialog", exact=True)
    assert shell.console == []


def page_own_names(tab) -> str:
    """The names the page's own parts carry (the menu bar's aria-label): set by Python on the
    page, not drawn in it."""
    return "\n".join(tab.page.part(part).get("aria-label") or "" for part in PARTS)


def test_the_page_itself_is_in_french_then_in_english():
    """What only a page holds, on the stand-in page: <html lang> and the names of the page's
    own parts, French from the browser's language on the home screen, a game's form, a turn
    and its rules (read with the three tests' English words, as they read the whole page),
    then English once switched; and the whole home page in French."""
    tab = Tablet(lang="fr")
    assert tab.page.root.get("lang") == "fr"
    assert english_in(everything_read(tab)) == set(), tab.text("body")

    def french() -> None:
        assert tab.page.root.get("lang") == "fr"
        names = page_own_names(tab)
        assert english_in(names) == set(), names
        assert L24_ENGLISH.findall(names) == [] and HG_ENGLISH.findall(names) == [], names

    french()
    tab.tap_button("Nouvelle partie : 24/7", exact=True)
    french()
    tab.new_game("twentyfourseven", ["Ana", "Ben"])
    tab.take_tablet()
    assert tab.text("#panel h2") == "Ana, à vous de jouer"
    french()
    tab.tap_button("Règles", exact=True)
    french()
    tab.tap_button("Fermer", within="#dialog", exact=True)
    tab.tap_button("Switch to English", exact=True)
    assert tab.page.root.get("lang") == "en"
    assert page_own_names(tab).split() == ["Menu"]
    assert tab.console == []
