"""What the page says aloud is always a sentence of the page's language (never Python's text
of an object), in English and French, up to a computer's win told kindly. (The browser's
side: e2e/test_words_and_seats.py.)

What is said is what the shell tells the page's live region, so it is heard with no page
(no_page.Shell): the new-game form's fields are set as the page tells Python what was typed
(``set_field``) and the form sent as the page's submit event does (``Shell.submit``), a tap is
the drawn element's action, a turn is played by what lights up, and the record comes as the
page tells Python of the file chosen (``load_record``). Nothing here needs a page."""

import json
import re
from pathlib import Path

import pytest
from no_page import Shell
from tablet import accessible_name, play_247

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


def send_the_form(shell) -> None:
    """The new-game form sent by its submit button (its name in the page's language)."""
    shell.submit(accessible_name(shell.find_shown("#panel form button[type=submit]")),
                 exact=True)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_says_sentences_only(lang):
    """The form's errors, a game's first turns, a hint, an undo, a loaded game's end: each
    thing #live says is a sentence of the page's language."""
    shell = Shell(lang=lang)
    # The form's errors: no name at all, then one name missing.
    shell.press("choose-game", "twentyfourseven")
    send_the_form(shell)
    assert shell.shown("#name0-error")
    shell.set_field("name0", "Ana")
    send_the_form(shell)
    assert shell.said[-1] == shell.text("#name1-error")
    shell.set_field("name1", "Ben")
    send_the_form(shell)
    # The first turns, a hint, an undo.
    shell.take_tablet()
    shell.press("hint")
    assert shell.shown(".hint-card")
    play_247(shell)
    shell.take_turn("twentyfourseven")
    shell.take_tablet()
    shell.press("menu")
    shell.tap("#dialog [data-action=undo]")
    shell.tap("#dialog [data-action=dialog-yes]")
    assert shell.screen == "handoff"
    # The end of a game the computer won, loaded from its record.
    shell.press("home")
    shell.load_record(computer_won_record())
    assert shell.screen == "end"
    # (a French "!" keeps its narrow no-break space)
    assert shell.find(".hg-result .celebrate").get_text() == KIND_ENDING[lang]

    heard = shell.said
    assert len(heard) >= 8, heard
    assert heard[-1] == LOADED_END[lang]
    for sentence in heard:
        assert not NOT_WORDS.search(sentence), sentence
        assert re.search(r"[.!?…]$", sentence), sentence
    assert shell.console == []
