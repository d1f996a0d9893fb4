"""What the page says aloud is always a sentence of the page's language (never Python's text
of an object), in English and French, up to a computer's win told kindly. (The browser's
side: e2e/test_words_and_seats.py.)"""

import json
import re
from pathlib import Path

import pytest
from tablet import Tablet, play_247

ROOT = Path(__file__).resolve().parents[2]

# Python's text of an object, or a sentence left half made.
NOT_WORDS = re.compile(r"<function|lambda|object at|\bNone\b|[{}\[\]]|^\(|\(['\"(]|\)$")

LOADED_END = {"en": "Game loaded: Ana and Computer (hard). Game over: Computer (hard) wins!",
              "fr": "Partie chargée : Ana et Computer (hard). Fin de la partie : "
                    "Computer (hard) gagne\u202f!"}
KIND_ENDING = {"en": "Computer (hard) won this time. Well played, Ana!",
               "fr": "Computer (hard) a gagné cette fois-ci. Bien joué, Ana\u202f!"}


def computer_won_record() -> dict:
    """A finished game of Who Turned the Clock? that the computer (seat 1) won."""
    record = json.loads((ROOT / "tests" / "hoursandghosts" / "records" / "two_players_win.json")
                        .read_text(encoding="utf-8"))
    record["players"] = ["Ana", "Computer (hard)"]
    record["computers"] = {"1": "hard"}
    return record


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_says_sentences_only(lang):
    """The form's errors, a game's first turns, a hint, an undo, a loaded game's end: each
    thing #live says is a sentence of the page's language."""
    tab = Tablet(lang=lang)
    # The form's errors: no name at all, then one name missing.
    tab.press("choose-game", "twentyfourseven")
    tab.tap("#panel form button[type=submit]")
    assert tab.shown("#name0-error")
    tab.fill("#input-name0", "Ana")
    tab.tap("#panel form button[type=submit]")
    assert tab.said[-1] == tab.text("#name1-error")
    tab.fill("#input-name1", "Ben")
    tab.tap("#panel form button[type=submit]")
    # The first turns, a hint, an undo.
    tab.take_tablet()
    tab.press("hint")
    assert tab.shown(".hint-card")
    play_247(tab)
    tab.take_turn("twentyfourseven")
    tab.take_tablet()
    tab.press("menu")
    tab.tap("#dialog [data-action=undo]")
    tab.tap("#dialog [data-action=dialog-yes]")
    assert tab.screen == "handoff"
    # The end of a game the computer won, loaded from its record.
    tab.press("home")
    tab.choose_file(computer_won_record(), name="game.json")
    assert tab.screen == "end"
    # (a French "!" keeps its narrow no-break space)
    assert tab.find(".hg-result .celebrate").get_text() == KIND_ENDING[lang]

    heard = tab.said
    assert len(heard) >= 8, heard
    assert heard[-1] == LOADED_END[lang]
    for sentence in heard:
        assert not NOT_WORDS.search(sentence), sentence
        assert re.search(r"[.!?…]$", sentence), sentence
    assert tab.console == []
