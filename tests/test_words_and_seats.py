"""Words and seats, the parts that run on CPython: the spoken region takes only sentences
(never the text of a Python object), and the new-game form keeps who plays as a computer only
within the form of the same game. (The browser's side of both, and the rest, are in
e2e/test_words_and_seats.py.)"""

import json
import types

import pytest

from conftest import fresh_ui
from timekeeper import i18n
from timekeeper.core.registry import game_info


class Live:
    """A stand-in for the page's side of the live region: what it was told to say, and the
    warnings it was told to write."""

    def __init__(self):
        self.said, self.warned = [], []

    def announce(self, sentence):
        self.said.append(sentence)

    def warn(self, text):
        self.warned.append(text)


@pytest.fixture
def shell(monkeypatch):
    """The kit's dom and the shell's setup_form modules on a stand-in page (no browser)."""
    live = Live()

    def tell(told):
        name, *args = json.loads(told)
        getattr(live, name)(*args)

    with fresh_ui(monkeypatch, tell):
        from timekeeper.ui.kit import dom
        from timekeeper.ui.shell import setup_form

        yield types.SimpleNamespace(dom=dom, setup_form=setup_form, live=live)


def test_the_spoken_region_takes_only_sentences(shell):
    dom, live = shell.dom, shell.live
    dom.announce("Ana's turn.")
    dom.announce(lambda: "The name of player 2 is missing.")  # words made on demand: said
    for junk in (("name1", lambda: "The name of player 2 is missing."), None, 3,
                 ["Ana"], lambda: None, lambda: ("x",)):
        dom.announce(junk)  # never the text of a Python object, a warning instead
    assert live.said == ["Ana's turn.", "The name of player 2 is missing."]
    assert len(live.warned) == 6 and all("not a sentence" in w for w in live.warned)


class FormApp:
    def __init__(self, lang: str = "en"):
        self.lang, self.game_id = lang, None

    def t(self, key: str, **params) -> str:
        return i18n.text(self.lang, key, self.game_id, **params)


def open_form(form, app, game_id: str) -> None:
    """As App.choose_game does."""
    app.game_id = game_id
    form.fit(game_info(game_id))


def test_computer_seats_stay_in_the_form_of_their_game(shell):
    """Four children must not find three computers in another game's form: who plays as a
    computer belongs to one game's form. People's names carry to the next form; a seat that
    was a computer comes back as a person with no name (a computer's name is not a child's),
    and the hint switch carries."""
    form, app = shell.setup_form.SetupForm(), FormApp()
    open_form(form, app, "twentyfourseven")
    form.count = 4
    form.names[:4] = ["Ana", "", "Robo", ""]
    for seat in (1, 2, 3):
        form.set_kind(app, seat, "hard")
    form.hints_on = False
    assert form.names[:4] == ["Ana", "Computer 1 (hard)", "Robo", "Computer 3 (hard)"]

    open_form(form, app, "twentyfourseven")  # the same game's form again: as it was left
    assert form.kinds[:4] == ["person", "hard", "hard", "hard"]
    assert form.names[:4] == ["Ana", "Computer 1 (hard)", "Robo", "Computer 3 (hard)"]

    open_form(form, app, "les24heures")  # another game: every seat a person
    assert form.kinds == ["person"] * len(form.kinds)
    assert form.count == 4 and form.names[:4] == ["Ana", "", "", ""]
    assert form.hints_on is False
    assert [field for field, _words in form.problems(app)] == ["name1", "name2", "name3"]
