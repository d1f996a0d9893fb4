"""The English and French catalogs say the same things (same keys, same placeholders), each
game's words stay in its own catalog, and engine answers are said from codes, so a French
page never shows an English sentence from the engine."""

import string

import pytest

from timekeeper.core.errors import RecordError
from timekeeper.i18n import (
    GAMES,
    SHELL,
    detect,
    error_text,
    game_catalog,
    join_names,
    record_error_text,
    text,
    where_text,
)
from timekeeper.i18n.twentyfourseven import cell_label, combo_name
from timekeeper.twentyfourseven import Combo, IllegalMove

# A game may say some shell sentences its own way.
OVERRIDES = {"why_bad_move", "rules_title", "deal_label", "deal_hint"}
# Words that really are the same in both languages.
SAME_WORDS = {"app_title", "menu_button", "col_minutes", "total", "scores_title", "log_points",
              "float_minutes",
              "combo_minutes", "rules_minutes", "menu_title", "game_title", "file_stem",
              "where_version", "version", "where_sentence"}


def catalogs():
    """(name, english, french) for the shell and every game that has words."""
    found = [("shell", SHELL["en"], SHELL["fr"])]
    for game in GAMES:
        en, fr = game_catalog("en", game), game_catalog("fr", game)
        if en or fr:
            found.append((game, en, fr))
    return found


def placeholders(sentence: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(sentence) if field}


@pytest.mark.parametrize("name, en, fr", catalogs(), ids=lambda v: v if isinstance(v, str)
                         else "")
def test_both_languages_have_the_same_keys_and_placeholders(name, en, fr):
    assert set(en) == set(fr), name
    for key in en:
        assert placeholders(en[key]) == placeholders(fr[key]), (name, key)
        assert en[key].strip() and fr[key].strip(), (name, key)
        # one apostrophe throughout, the one the elided "d'" and "qu'" are written with
        assert "\u2019" not in fr[key], (name, key)
    same = {k for k in en if en[k] == fr[k] and any(ch.isalpha() for ch in en[k])}
    assert same <= SAME_WORDS, (name, same)


@pytest.mark.parametrize("game", [g for g in GAMES if game_catalog("en", g)])
def test_a_game_never_repeats_a_shell_sentence_by_accident(game):
    assert set(game_catalog("en", game)) & set(SHELL["en"]) <= OVERRIDES


def test_the_browser_language_picks_french_only_for_fr():
    assert detect("fr-CA") == "fr"
    assert detect("FR") == "fr"
    assert detect("en-GB") == "en"
    assert detect("de") == "en"
    assert detect(None) == "en"


def test_names_are_joined_as_a_sentence():
    assert join_names("en", ["Ana", "Ben", "Cleo"]) == "Ana, Ben and Cleo"
    assert join_names("fr", ["Ana", "Ben"]) == "Ana et Ben"


def test_french_elides_de_and_que_before_a_name_that_opens_on_a_vowel():
    assert text("fr", "computer_turn_title", name="Ordinateur (moyen)") == \
        "Au tour d'Ordinateur (moyen)"
    assert text("fr", "computer_turn_title", name="Ben") == "Au tour de Ben"
    assert text("fr", "hidden_note", name="Émile") == \
        "La main reste cachée jusqu'à ce qu'Émile touche."
    assert text("fr", "rack_label", "twentyfourseven", name="Ana") == "Tuiles d'Ana"
    assert text("fr", "why_shift_full_row", "hoursandghosts", player="Inès").startswith(
        "La rangée d'Inès est pleine")
    # a right-to-left name is isolated, and only its own first letter counts
    assert text("fr", "computer_turn_title", name="\u05d0\u05d1") == \
        "Au tour de \u2068\u05d0\u05d1\u2069"
    assert text("en", "computer_turn_title", name="Ana") == "Ana's turn"


# The words a French gap is filled with that ask for an elision or a contraction, and what
# a sentence must then never hold (the gap's word before them, whole).
FILLS = {"Ordinateur (moyen)": r"\b(de|que|le|la|De|Que|Le|La) Ordinateur",
         "un fantôme": r"\b(de|que|De|Que) un fantôme",
         "le changement de pneus": r"\b(de|à|De|À) le changement"}


def _text_fields(sentence: str) -> list[str]:
    """The placeholders of ``sentence`` that take words (not those formatted as numbers)."""
    return [field for _, field, spec, _ in string.Formatter().parse(sentence)
            if field and not spec]


@pytest.mark.parametrize("name, en, fr", catalogs(), ids=lambda v: v if isinstance(v, str)
                         else "")
def test_french_elides_and_contracts_before_whatever_fills_a_gap(name, en, fr):
    """Every French sentence of every catalog, each gap filled with a name opening on a
    vowel, "un fantôme" and "le changement de pneus": "qu'Ordinateur", "qu'un fantôme",
    "du changement", never "que Ordinateur", "que un", "de le"."""
    import re

    game = None if name == "shell" else name
    wrong = []
    for key, sentence in fr.items():
        fields = _text_fields(sentence)
        if not fields:
            continue
        numbers = {field: 3 for _, field, spec, _ in string.Formatter().parse(sentence)
                   if field and spec}
        for fill, never in FILLS.items():
            said = text("fr", key, game, **numbers, **{field: fill for field in fields})
            if re.search(never, said):
                wrong.append(f"{key}: {said}")
    assert wrong == []
    assert text("fr", "you_ghost", "hoursandghosts", following="Ordinateur").startswith(
        "Un fantôme\u202f! Il va dans votre main. Peut-être qu'Ordinateur vous le prendra")
    assert text("fr", "ev_drew_ghosts", "hoursandghosts", name="Ana", ghosts="un fantôme") \
        == "Ana n'avait plus qu'un fantôme, l'a annoncé et a pioché une carte."
    assert text("fr", "hidden_note", name="onze") == \
        "La main reste cachée jusqu'à ce que onze touche."  # "onze" keeps its "que"


def test_each_thing_the_joker_clears_has_its_own_de_in_french():
    """"du changement de pneus, d'une carte … et d'une carte …": a list after "de" repeats
    it before each item, elided or contracted as that item asks."""
    from timekeeper.i18n.les24heures import _hint_reason as hint_reason

    joker = {"code": "joker", "removes": ["tyre_change", "oil", "speed-limit"]}
    assert hint_reason("fr", joker) == (
        "il libère votre voiture du changement de pneus, d'une carte Huile et d'une carte "
        "Limitation de vitesse")
    assert hint_reason("en", joker) == (
        "it clears your car of the tyre change, an Oil card and a Speed limit card")


def test_a_placeholder_may_be_called_game():
    assert text("en", "new_game_of", game="24/7") == "New game: 24/7"


def test_cell_names_start_with_the_cell():
    assert cell_label("en", "D5", double=True) == "D5, empty, double time"
    assert cell_label("en", "D4", tile=5, start=True) == "D4, 5"
    assert cell_label("en", "C3", stone=True) == "C3, out of time"
    assert cell_label("fr", "D5", double=True) == "D5, vide, temps double"
    assert cell_label("fr", "C3", stone=True) == "C3, hors temps"


def test_every_engine_reason_reads_as_a_sentence_in_both_languages():
    errors = [
        IllegalMove("not_in_rack", cell="D5", tile=7, player="Ana"),
        IllegalMove("occupied", cell="D4", tile=7),
        IllegalMove("out_of_time", cell="C3", tile=7),
        IllegalMove("not_touching", cell="A1", tile=7),
        IllegalMove("line_over_24", cell="D6", tile=7, line_kind="column",
                    line_name="D", total=25),
        IllegalMove("line_over_24", cell="E5", tile=7, line_kind="diagonal",
                    line_name="C3-E5", total=27),
        IllegalMove("game_over"),
    ]
    for lang in ("en", "fr"):
        for error in errors:
            sentence = error_text(lang, error)
            assert sentence and "{" not in sentence and "None" not in sentence
    assert error_text("en", errors[4]) == "Column D would sum to 25; 24 at most."
    assert error_text("fr", errors[4]) == "La colonne D ferait 25 ; 24 au maximum."
    unknown = IllegalMove("brand_new_code")
    assert error_text("fr", unknown) == "Ce coup n'est pas permis."


def test_record_errors_are_said_from_their_codes_in_french():
    inner = IllegalMove("out_of_time", cell="C3", tile=1)
    assert record_error_text("fr", RecordError.at_move(7, inner)) == "coup 7 : C3 est hors temps."
    error = RecordError("deal_rack_size", where="deal",
                        rack=2, count=7, expected=6, game="twentyfourseven")
    assert record_error_text("en", error) == "deal: rack 2 holds 7 tiles, expected 6"
    assert record_error_text("fr", error) == \
        "donne : le chevalet 2 a 7 tuiles, il en faut 6"
    few = RecordError("list_range", where="players", count=1,
                      low=2, high=4, noun="names")
    assert record_error_text("fr", few) == "joueurs : 1 noms, il en faut de 2 à 4"
    assert where_text("fr", "deal: rack 2", "twentyfourseven") == "donne : chevalet 2"


def test_combinations_have_names():
    assert combo_name("en", Combo("run", 4, 40, ())) == "Run of 4"
    assert combo_name("fr", Combo("set", 3, 50, ())) == "Brelan"
    assert combo_name("fr", Combo("247", 5, 60, ())) == "Bonus 24/7"
    assert text("en", "scored", "twentyfourseven", name="Ana", points=20) == \
        "Ana scored 20 minutes."


def test_a_place_with_several_parts_is_said_part_by_part():
    assert where_text("fr", "hands: hand 2, card 3", "hoursandghosts") == \
        "mains : main 2, carte 3"
    assert where_text("en", "hands: hand 2, card 3", "hoursandghosts") == \
        "hands: hand 2, card 3"


def test_a_refused_slot_is_numbered_as_on_the_page():
    """The engine counts slots 0 to 6; the row on the page shows 1 to 7, so must the reason."""
    from timekeeper.hoursandghosts import IllegalMove as Refused

    refused = Refused("slot_taken", slot=0, card=9, holds=8)
    assert error_text("en", refused) == "Slot 1 already holds 08:00."
    outside = Refused("bad_slot", slot=7)
    assert error_text("fr", outside, "hoursandghosts") == \
        "Il n'y a pas de case 8 (les cases vont de 1 à 7)."


def test_shell_words_name_no_game_piece():
    """The hand-off and the deal code are shared by every game: no tiles, no cards."""
    for lang, words in (("en", ("tile", "card")), ("fr", ("tuile", "carte"))):
        for key in ("reveal", "hidden_note", "seed_hint"):
            said = SHELL[lang][key].lower()
            assert not any(word in said for word in words), (lang, key, said)
