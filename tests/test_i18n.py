"""The English and French catalogs say the same things: same keys, same placeholders."""

import string

import pytest

from timekeeper.i18n import (
    CATALOGS,
    cell_label,
    combo_name,
    detect,
    join_names,
    text,
    why_not_text,
)
from timekeeper.twentyfourseven import Combo, IllegalMove


def placeholders(sentence: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(sentence) if field}


def test_both_languages_have_the_same_keys():
    assert set(CATALOGS["en"]) == set(CATALOGS["fr"])


@pytest.mark.parametrize("key", sorted(CATALOGS["en"]))
def test_both_languages_use_the_same_placeholders(key):
    assert placeholders(CATALOGS["en"][key]) == placeholders(CATALOGS["fr"][key])


@pytest.mark.parametrize("lang", sorted(CATALOGS))
def test_no_sentence_is_empty_or_left_untranslated_by_accident(lang):
    for key, sentence in CATALOGS[lang].items():
        assert sentence.strip(), key
    if lang == "fr":
        same = {k for k in CATALOGS["en"] if CATALOGS["en"][k] == CATALOGS["fr"][k]}
        # Words that really are the same in both languages.
        assert same <= {"app_title", "menu_button", "col_minutes", "total", "scores_title",
                        "log_points", "why_other", "combo_minutes", "rules_minutes",
                        "menu_title"}, same


def test_the_browser_language_picks_french_only_for_fr():
    assert detect("fr-CA") == "fr"
    assert detect("FR") == "fr"
    assert detect("en-GB") == "en"
    assert detect("de") == "en"
    assert detect(None) == "en"


def test_names_are_joined_as_a_sentence():
    assert join_names("en", ["Ana", "Ben", "Cleo"]) == "Ana, Ben and Cleo"
    assert join_names("fr", ["Ana", "Ben"]) == "Ana et Ben"


def test_cell_names_start_with_the_cell():
    assert cell_label("en", "D5", double=True) == "D5, empty, double time"
    assert cell_label("en", "D4", tile=5, start=True) == "D4, 5"
    assert cell_label("en", "C3", stone=True) == "C3, out of time"
    assert cell_label("fr", "D5", double=True) == "D5, vide, temps double"
    assert cell_label("fr", "C3", stone=True) == "C3, hors temps"


def test_every_engine_reason_reads_as_a_sentence_in_both_languages():
    errors = [
        IllegalMove("not_in_rack", "x", cell="D5", tile=7, player="Ana"),
        IllegalMove("occupied", "x", cell="D4", tile=7),
        IllegalMove("out_of_time", "x", cell="C3", tile=7),
        IllegalMove("not_touching", "x", cell="A1", tile=7),
        IllegalMove("line_over_24", "x", cell="D6", tile=7, line_kind="column",
                    line_name="D", total=25),
        IllegalMove("line_over_24", "x", cell="E5", tile=7, line_kind="diagonal",
                    line_name="C3-E5", total=27),
        IllegalMove("game_over", "x"),
    ]
    for lang in CATALOGS:
        for error in errors:
            sentence = why_not_text(lang, error)
            assert sentence and "{" not in sentence and "None" not in sentence
    assert why_not_text("en", errors[4]) == "Column D would sum to 25; 24 at most."
    assert why_not_text("fr", errors[4]) == "La colonne D ferait 25 ; 24 au maximum."
    unknown = IllegalMove("brand_new_code", "a plain sentence")
    assert why_not_text("fr", unknown) == "a plain sentence"


def test_combinations_have_names():
    assert combo_name("en", Combo("run", 4, 40, ())) == "Run of 4"
    assert combo_name("fr", Combo("set", 3, 50, ())) == "Brelan"
    assert combo_name("fr", Combo("247", 5, 60, ())) == "Bonus 24/7"
    assert text("en", "scored", name="Ana", points=20) == "Ana scored 20 minutes."
