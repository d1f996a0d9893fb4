"""Names cannot reverse the text around them (every game): a bidi control (U+202E RIGHT-TO-LEFT
OVERRIDE and its kin) is refused in a name, in records and in the new-game form, with a line
saying which character and where; right-to-left letters (Arabic, Hebrew names) are accepted,
and every sentence that names a player holds the name isolated (FSI ... PDI), so it cannot
reorder the words around it. See docs/rules/records.md, "Names"."""

import json

import pytest

from conftest import fresh_ui
from replay_command import one_line
from test_record_robustness_all_games import GAMES, record, run
from timekeeper import i18n
from timekeeper.core.errors import RecordError
from timekeeper.core.fields import shown, want_names
from timekeeper.core.records import read_record

FSI, PDI = "\u2068", "\u2069"
SARA, SHIRA = "سارة", "שירה"  # Arabic and Hebrew names
# U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069
CONTROLS = [chr(code) for code in (0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F),
                                   *range(0x2066, 0x206A))]


def message(char: str, seat: int = 1) -> str:
    return (f"players: name {seat}: the name holds U+{ord(char):04X}, a character that "
            "changes the direction of the text around it")


def with_names(game: str, *names: str) -> dict:
    data = record(game)
    data["players"][: len(names)] = list(names)
    return data


def assert_isolated(sentence: str, name: str) -> None:
    """Every mention of ``name`` is inside its own FSI ... PDI, and the isolates balance."""
    assert name in sentence, sentence
    assert sentence.count(name) == sentence.count(FSI + name + PDI), ascii(sentence)
    assert sentence.count(FSI) == sentence.count(PDI), ascii(sentence)


# ------------------------------------------------------------------------ records refuse


@pytest.mark.parametrize("game", GAMES)
def test_the_replay_command_refuses_a_name_ending_in_a_right_to_left_override(tmp_path, game):
    line = one_line(run(tmp_path, with_names(game, "Ana\u202e")))
    assert line == message("\u202e")


@pytest.mark.parametrize("game", GAMES)
def test_the_replay_command_says_which_name_holds_which_control(tmp_path, game):
    data = with_names(game, "Ana", "B\u2067en")
    assert one_line(run(tmp_path, data, stdin=True)) == message("\u2067", seat=2)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("char", CONTROLS, ids=lambda ch: f"U+{ord(ch):04X}")
def test_every_bidi_control_is_refused_in_a_name(game, char):
    with pytest.raises(RecordError) as refused:
        read_record(with_names(game, f"A{char}na"))
    assert refused.value.code == "bidi_name"
    assert str(refused.value) == message(char)


@pytest.mark.parametrize("game", GAMES)
def test_arabic_and_hebrew_names_replay(tmp_path, game):
    done = run(tmp_path, with_names(game, SARA, SHIRA))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["moves"]
    assert read_record(with_names(game, SARA, SHIRA)).players[:2] == [SARA, SHIRA]


def test_the_refusal_is_said_in_the_players_language():
    with pytest.raises(RecordError) as refused:
        want_names(["Ana", "Ben\u202e"], 2, 4)
    error = refused.value
    assert error.params == {"char": "U+202E"}
    assert i18n.record_error_text("en", error) == message("\u202e", seat=2)
    assert i18n.record_error_text("fr", error) == (
        "joueurs : nom 2 : le nom contient U+202E, un caractère qui change le sens du texte "
        "autour de lui")


def test_error_lines_escape_bidi_controls():
    assert shown("Ana\u202e") == '"Ana\\u202e"'
    assert shown(SARA) == f'"{SARA}"'


# ------------------------------------------------------------------------ names isolated


def test_a_right_to_left_name_is_isolated_in_a_sentence():
    for lang in ("en", "fr"):
        assert_isolated(i18n.text(lang, "pass_to", name=SARA), SARA)
        assert_isolated(i18n.text(lang, "turn_title", name=SHIRA), SHIRA)
    assert i18n.text("en", "pass_to", name=SARA) == f"Pass the tablet to {FSI}{SARA}{PDI}"


def test_names_are_isolated_one_by_one_and_never_twice():
    joined = i18n.join_names("en", [SARA, "Ben", SHIRA])
    assert joined == f"{FSI}{SARA}{PDI}, Ben and {FSI}{SHIRA}{PDI}"
    said = i18n.text("en", "winner_team", names=joined)
    assert said == f"{joined} win!"
    assert i18n.isolate(i18n.isolate(SARA)) == i18n.isolate(SARA)
    assert_isolated(i18n.text("en", "resume_question", names=joined), SHIRA)


def test_left_to_right_names_are_left_as_they_are():
    assert i18n.text("en", "pass_to", name="Ana") == "Pass the tablet to Ana"
    assert i18n.join_names("fr", ["Chloé", "Ben"]) == "Chloé et Ben"
    assert i18n.text("en", "pass_to", name="<img src=x>") == "Pass the tablet to <img src=x>"


def test_a_stray_control_cannot_escape_its_isolate():
    """A control never reaches a sentence from a record or the form; if one did, it is kept
    inside: every isolate it opens is closed before the wrapping ends."""
    for odd in ("Ana\u202e", "A\u2069na\u202e", "Ana\u2067", "\u200fAna"):
        wrapped = i18n.isolate(odd)
        depth = 0
        for position, ch in enumerate(wrapped):
            if ch in (FSI, "\u2066", "\u2067"):
                depth += 1
            elif ch == PDI and depth:
                depth -= 1
            assert depth or position == len(wrapped) - 1, ascii(wrapped)
        assert depth == 0 and wrapped.startswith(FSI), ascii(wrapped)


def test_twentyfourseven_sentences_isolate_names():
    said = i18n.text("en", "scored", "twentyfourseven", name=SARA, points=20)
    assert_isolated(said, SARA)
    assert_isolated(i18n.text("fr", "skipped", "twentyfourseven", name=SHIRA), SHIRA)


def test_les24heures_sentences_isolate_names():
    from timekeeper.i18n.les24heures import car_name, event_lines

    for lang in ("en", "fr"):
        assert_isolated(car_name(lang, [SARA, "Ana"]), SARA)
        assert_isolated(car_name(lang, ["Ana", SARA], start=True), SARA)
    assert car_name("fr", ["Ana", SARA]) == f"la voiture d'Ana et {FSI}{SARA}{PDI}"
    game = read_record(with_names("les24heures", SARA, SHIRA))
    lines = [line for event in game.history
             for line in event_lines("fr", event.to_dict(), game.players, game.sides(),
                                     game.hours)]
    assert any(SARA in line for line in lines)
    for line in lines:
        for name in (SARA, SHIRA):
            if name in line:
                assert_isolated(line, name)


def test_hoursandghosts_sentences_isolate_names():
    from timekeeper.i18n.hoursandghosts import event_lines, possessive

    assert possessive("en", SARA) == f"{FSI}{SARA}{PDI}'s"
    assert possessive("fr", "Ana") == "d'Ana"
    game = read_record(with_names("hoursandghosts", SARA, SHIRA))
    lines = [line for lang in ("en", "fr") for event in game.history
             for line in event_lines(lang, event.to_dict(), game.players)]
    assert any(SARA in line for line in lines) and any(SHIRA in line for line in lines)
    for line in lines:
        for name in (SARA, SHIRA):
            if name in line:
                assert_isolated(line, name)


def test_a_record_error_quoting_a_right_to_left_name_isolates_it():
    quoted = shown(SARA + "\x01")
    error = RecordError("bad_name", where="players: name 1", value=quoted)
    assert i18n.record_error_text("en", error) == \
        f"players: name 1: {FSI}{quoted}{PDI} is not a name"


# ------------------------------------------------------------------------ the new-game form


@pytest.fixture
def setup_form(monkeypatch):
    """The new-game form's module, its page helpers on a stand-in page (no browser)."""
    with fresh_ui(monkeypatch):
        from timekeeper.ui.shell import setup_form as module

        yield module


class FormApp:
    def __init__(self, lang: str):
        self.lang, self.game_id = lang, "twentyfourseven"

    def t(self, key: str, **params) -> str:
        return i18n.text(self.lang, key, self.game_id, **params)


@pytest.mark.parametrize("lang, said", [
    ("en", "The name of player 1 holds U+202E, a character that changes the direction of the "
           "text around it: please take it out."),
    ("fr", "Le nom du joueur 1 contient U+202E, un caractère qui change le sens du texte "
           "autour de lui : retirez-le."),
])
def test_the_form_refuses_a_bidi_control_in_a_name(setup_form, lang, said):
    form = setup_form.SetupForm()
    form.names[:2] = ["Ana\u202e", SARA]
    problems = form.problems(FormApp(lang))
    assert [(field, words()) for field, words in problems] == [("name0", said)]
    assert not setup_form.usable_name("Ana\u202e") and setup_form.usable_name(SARA)


def test_the_form_accepts_right_to_left_names(setup_form):
    form = setup_form.SetupForm()
    form.names[:2] = [SARA, SHIRA]
    assert form.problems(FormApp("en")) == []
