"""The page's words for Who Turned the Clock? (timekeeper.i18n.hoursandghosts and the game's
catalogs): hours in digits and as a child says them, why a row is stuck, every turn told to
the table, and every engine reason said from its code, in English and in French."""

import re

import pytest
from hg_support import NAMES, make_game, set_table

from timekeeper.hoursandghosts import GHOST, IllegalMove, RecordError, new_game, stuck_gap
from timekeeper.i18n import error_text, record_error_text, text
from timekeeper.i18n.hoursandghosts import (
    card_name,
    card_words,
    event_lines,
    hour_digits,
    hour_words,
    move_words,
    possessive,
    shift_words,
    spoken,
    stuck_words,
)

ENGLISH = {6: "6 am", 7: "7 am", 8: "8 am", 9: "9 am", 10: "10 am", 11: "11 am", 12: "noon",
           13: "1 pm", 14: "2 pm", 15: "3 pm", 16: "4 pm", 17: "5 pm", 18: "6 pm", 19: "7 pm",
           20: "8 pm", 21: "9 pm", 22: "10 pm"}
FRENCH = {6: "six heures", 7: "sept heures", 8: "huit heures", 9: "neuf heures",
          10: "dix heures", 11: "onze heures", 12: "midi", 13: "treize heures",
          14: "quatorze heures", 15: "quinze heures", 16: "seize heures",
          17: "dix-sept heures", 18: "dix-huit heures", 19: "dix-neuf heures",
          20: "vingt heures", 21: "vingt et une heures", 22: "vingt-deux heures"}
# Words that would betray an English sentence on a French page.
ENGLISH_WORDS = re.compile(r"\b(the|and|took|from|slot|card|cards|row|hand|ghost|draws|"
                           r"placed|keeps|nobody|wins|pile|box)\b", re.IGNORECASE)
# A deal (hands of Ana then Ben, then the pile) where, taking the first card each turn and
# placing it in the first slot where it fits, Ana wins on her 7th turn; on the way Ben takes
# the ghost, keeps a card Ana could place, boxes one and draws (tests/e2e use it too).
DEAL = ("G 20 15 6 21 22 13 6 7 8 9 10 11 12 22 21 20 19 19 18 18 17 17 16 16 15 14 14 13 12 "
        "11 10 9 8 7").split()


@pytest.mark.parametrize("hour", range(6, 23))
def test_every_hour_in_digits_and_in_words(hour):
    assert hour_digits(hour) == f"{hour:02d}:00"
    assert hour_words("en", hour) == ENGLISH[hour]
    assert hour_words("fr", hour) == FRENCH[hour]
    assert card_words("fr", hour) == FRENCH[hour] and spoken("en", hour) == ENGLISH[hour]
    assert card_name("fr", hour) == hour_digits(hour)


def test_the_ghost_has_a_name_in_both_languages():
    assert card_name("en", GHOST) == "a ghost" and card_name("fr", GHOST) == "un fantôme"
    assert spoken("en", GHOST) == "A ghost!" and spoken("fr", GHOST) == "Un fantôme\u202f!"


def test_possessives():
    assert possessive("en", "Lucas") == "Lucas's"
    assert possessive("fr", "Lucas") == "de Lucas"
    assert possessive("fr", "Ana") == "d'Ana"
    assert possessive("fr", "Inès") == "d'Inès"
    assert text("fr", "fan_card", "hoursandghosts", n=3, count=5,
                owner=possessive("fr", "Ana")) == "Carte 3 sur 5 de la main d'Ana"
    assert text("en", "fan_card", "hoursandghosts", n=3, count=5,
                owner=possessive("en", "Lucas")) == "Card 3 of 5 from Lucas's hand"


def test_why_a_row_is_stuck_from_the_engine_reason():
    _ = None
    between = stuck_gap([_, 10, _, _, 12, _, _])
    assert stuck_words("en", between) == \
        "2 free slots between 10:00 and 12:00, and only 11:00 can go there"
    assert stuck_words("fr", between) == \
        "2 cases libres entre 10:00 et 12:00, et il n'y a que 11:00 qui peut y aller"
    left = stuck_gap([_, _, 7, _, _, _, _])
    assert stuck_words("en", left) == "2 free slots before 07:00, and only 06:00 can go there"
    right = stuck_gap([20, _, _, _, _, _, _])
    assert stuck_words("en", right) == \
        "6 free slots after 20:00, and only 2 hours can go there (21:00 and 22:00)"
    assert stuck_words("fr", right) == ("6 cases libres après 20:00, et il n'y a que 2 heures "
                                        "qui peuvent y aller (21:00 et 22:00)")
    none = stuck_gap([_, 10, _, 11, _, _, _])
    assert stuck_words("en", none) == "one free slot between 10:00 and 11:00, and no hour can " \
        "go there"
    assert stuck_words("fr", none) == "une case libre entre 10:00 et 11:00, et aucune heure " \
        "ne peut y aller"


def test_shifts_in_words():
    assert shift_words("en", [[1, 2]], [10]) == "10:00 from slot 2 to slot 3"
    assert shift_words("fr", [[1, 2], [4, 5]], [10, 12]) == \
        "10:00 de la case 2 à la case 3 et 12:00 de la case 5 à la case 6"
    assert shift_words("en", [[1, 2]]) == "the card in slot 2 to slot 3"


def played_game():
    """The DEAL played as the e2e test plays it: first card, first slot, end."""
    game = new_game(["Ana", "Ben"], {}, deal=DEAL)
    while not game.finished:
        game.play({"take": 0})
        if game.phase == "place":
            game.play({"slot": game.pending["slots"][0]})
        if not game.finished:
            game.play({"end": True})
    return game


def told(lang, game, number, **kwargs):
    return event_lines(lang, game.history[number].to_dict(), game.players, **kwargs)


def test_every_turn_is_told_to_the_table_in_both_languages():
    game = played_game()
    assert told("en", game, 0) == ["Ana took 06:00 from Ben and placed it in slot 1."]
    assert told("fr", game, 0) == ["Ana a pris la carte 06:00 à Ben et l'a posée sur la case 1."]
    assert told("en", game, 1) == ["Ben took a ghost from Ana!"]
    assert told("fr", game, 1) == ["Ben a pris un fantôme à Ana\u202f!"]
    assert told("en", game, 5) == ["Ben took 15:00 from Ana. It does not fit in Ben's row, but "
                                   "Ana could use it: Ben keeps it."]
    assert told("fr", game, 5) == ["Ben a pris la carte 15:00 à Ana. Elle ne va pas dans la "
                                   "rangée de Ben, mais elle va chez Ana : Ben la garde."]
    assert told("en", game, 7) == ["Ben took 06:00 from Ana. Nobody can place 06:00: it goes "
                                   "back in the box, and Ben draws a card."]
    assert told("en", game, 12) == ["Ana took 12:00 from Ben and placed it in slot 7.",
                                    "Ana's row is full and Ana holds no ghost: Ana wins!"]
    assert told("fr", game, 12)[1] == \
        "La rangée d'Ana est pleine et Ana n'a pas de fantôme : Ana gagne\u202f!"
    for number in range(len(game.history)):
        for line in told("fr", game, number):
            assert not ENGLISH_WORDS.search(line), line
            assert line[0].isupper() and "{" not in line


def test_the_player_to_play_is_told_in_the_second_person():
    game = played_game()
    assert told("en", game, 1, you=1) == \
        ["A ghost! It goes into your hand. Maybe Ana will take it from you!"]
    assert told("en", game, 5, you=1) == \
        ["15:00 does not fit in your row. Ana could use it, so you keep it."]
    assert told("fr", game, 7, you=1) == [
        "La carte 06:00 ne va dans la rangée de personne : elle retourne dans la boîte. Vous "
        "prenez une nouvelle carte dans la pioche (au bout à droite de votre main)."]


def test_draws_emergency_moves_arranged_hands_and_draws_are_told():
    _ = None
    game = set_table(make_game(2), rows={0: [_, 10, _, _, 12, _, _]})
    game.play({"shift": [[1, 2]]})
    event = game.play({"arrange": list(reversed(game.hand(0)))})
    lines = event_lines("en", event.to_dict(), game.players, shifted=[10])
    assert lines == ["Chloé used the emergency move: 10:00 from slot 2 to slot 3.",
                     "Chloé rearranged their hand."]
    assert event_lines("fr", event.to_dict(), game.players) == [
        "Chloé a utilisé le cas d'urgence : la carte de la case 2 à la case 3.",
        "Chloé a réarrangé sa main."]
    ghosts_only = {"seat": 1, "from": 0, "position": 0, "taken": 9, "outcome": "placed",
                   "slot": 0, "draws": [{"seat": 0, "count": 1, "reason": "no_hour_card",
                                         "ghosts_shown": 1}], "arranged": False}
    assert event_lines("en", ghosts_only, NAMES[:2])[1] == \
        "Chloé had nothing but a ghost left, said so and drew a card."
    drawn = {"seat": 1, "from": 0, "position": 0, "taken": 9, "outcome": "boxed",
             "could_place": [], "draws": [{"seat": 1, "count": 0, "reason": "boxed"}],
             "arranged": False, "draw": True, "empty_hand": 0, "ending": "empty_hand"}
    assert event_lines("en", drawn, NAMES[:2]) == [
        "Lucas took 09:00 from Chloé. Nobody can place 09:00: it goes back in the box. The "
        "pile is empty, so Lucas draws nothing.",
        "Chloé has no card left and the pile is empty: nobody wins, it is a draw."]
    assert move_words("fr", drawn, NAMES[:2]) == "la carte 09:00 prise à Chloé"
    assert move_words("en", {"seat": 0, "from": 1, "taken": GHOST}, NAMES[:2]) == \
        "the ghost taken from Lucas"


def engine_errors() -> list[IllegalMove]:
    """One IllegalMove of every code the engine raises, from real calls."""
    _ = None
    found = []

    def refused(game, move):
        error = game.why_not(move)
        assert error is not None, move
        found.append(error)

    game = make_game(2)
    for move in (5, {}, {"take": 0, "seat": 1}, {"slot": 0}, {"take": 0, "shift": [[0, 1]]},
                 {"slot": 1, "end": True}, {"take": 1.0}, {"take": 99}, {"shift": "x"},
                 {"shift": [[1, 2], [2, 3], [3, 4]]}):
        refused(game, move)
    stuck = set_table(make_game(2), rows={0: [_, 10, _, _, 12, _, _]})
    for move in ({"shift": [[1, 2]], "slot": 3}, {"shift": [[1, 2], [2, 3]]},
                 {"shift": [[1, 9]]}, {"shift": [[0, 1]]}, {"shift": [[1, 3]]},
                 {"shift": [[4, 5], [5, 4]]}):
        refused(stuck, move)
    occupied = set_table(make_game(2), rows={0: [_, 10, 11, _, _, 13, _]})
    refused(occupied, {"shift": [[1, 2]]})
    full = set_table(make_game(2), rows={0: [6, 7, 8, 9, 10, 11, 12]})
    refused(full, {"shift": [[0, 1]]})
    refused(make_game(2), {"shift": [[0, 1]]})
    placing = make_game(2, hands=[[], [14]])
    refused(placing, {"take": 0, "end": True})
    placing.play({"take": 0})
    for move in ({"take": 0, "slot": 0}, {"slot": 9}, {"end": True}):
        refused(placing, move)
    placing = set_table(make_game(2, hands=[[], [14]]), rows={0: [_, 16, _, _, _, _, _]})
    placing.play({"take": 0})
    refused(placing, {"slot": 1})
    refused(placing, {"slot": 3})
    ghost = make_game(2, hands=[[], [GHOST]])
    refused(ghost, {"take": 0, "slot": 0})
    ghost.play({"take": 0})
    hand = ghost.hand(0)
    for move in ({"end": False}, {"arrange": "all"}, {"arrange": hand[1:]},
                 {"arrange": hand[:-1] + ["Ghost"]}, {"arrange": hand[:-1] + [22]}):
        refused(ghost, move)
    wins = set_table(make_game(2, hands=[[], [12]]), rows={0: [6, 7, 8, 9, 10, 11, _]})
    refused(wins, {"take": 0, "slot": 6, "arrange": []})
    try:
        make_game(2).fitting_slots(0, 23)
    except IllegalMove as error:
        found.append(error)
    return found


def test_every_engine_reason_is_said_from_its_code_in_both_languages():
    errors = engine_errors()
    codes = {error.code for error in errors}
    documented = {"bad_move", "no_step", "wrong_seat", "wrong_step", "turn_in_progress",
                  "take_and_shift", "missing_take", "slot_with_shift", "bad_value",
                  "take_position", "must_place", "slot_not_placed", "bad_slot", "slot_taken",
                  "slot_no_fit", "bad_shift", "shift_count", "shift_full_row",
                  "shift_not_allowed", "shift_same_card", "shift_out_of_row", "shift_empty",
                  "shift_distance", "shift_occupied", "bad_end", "bad_arrange",
                  "arrange_count", "bad_card", "arrange_not_reorder", "arrange_after_end",
                  "bad_hour"}
    assert documented <= codes, documented - codes
    for error in errors:
        for lang, unknown in (("en", "This move is not allowed."),
                              ("fr", "Ce coup n'est pas permis.")):
            words = error_text(lang, error)
            assert words != unknown, (lang, error.code, error.params)
            assert "{" not in words and "None" not in words
    slot_no_fit = next(error for error in errors if error.code == "slot_no_fit")
    assert error_text("fr", slot_no_fit) == \
        "14:00 ne va pas sur la case 4 : la rangée doit avancer de gauche à droite."


@pytest.mark.parametrize("words, code", [
    (DEAL[:-1], "deal_count"),
    (["23"] + DEAL[1:], "deal_word"),
    (DEAL[:13] + ["G"] + DEAL[14:], "deal_ghosts"),
    (DEAL[1:14] + ["7"] + ["G"] + DEAL[15:], "deal_ghost_in_pile"),
    (["6"] + DEAL[1:], "deal_ghosts"),
    (DEAL[:7] + ["13"] + DEAL[8:], "deal_cards"),
])
def test_every_deal_problem_is_said_from_its_code_in_both_languages(words, code):
    with pytest.raises(RecordError) as caught:
        new_game(["Ana", "Ben"], {}, deal=words)
    error = caught.value
    assert error.code == code
    for lang in ("en", "fr"):
        said = record_error_text(lang, error, "hoursandghosts", where=False)
        assert said not in ("it cannot be read", "illisible") and "{" not in said, said
    assert record_error_text("fr", error, "hoursandghosts").startswith("donne : ")


def test_record_places_are_said_in_french():
    record = played_game().to_record()
    record["moves"][2]["slot"] = 0
    with pytest.raises(RecordError) as caught:
        type(played_game()).from_record(record)
    assert record_error_text("fr", caught.value, "hoursandghosts") == \
        "coup 3 : La case 1 porte déjà 06:00."
    record = played_game().to_record()
    record["pile"] = record["pile"][:-1]
    with pytest.raises(RecordError) as caught:
        type(played_game()).from_record(record)
    assert record_error_text("fr", caught.value, "hoursandghosts").startswith(
        "mains et pioche : ")
