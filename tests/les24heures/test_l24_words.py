"""Les 24 Heures in words, in both languages: every card has its names (the French ones from
the sheet), kilometres are written as each language writes them, every event of a turn and
every reason the engine gives (IllegalMove and RecordError codes, read from the engine's
source so that a new code without words fails here) is a sentence in English and in French,
never the engine's English text. This is how the French stays complete."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from l24_support import race

from timekeeper.i18n import error_text, has, record_error_text, text, where_text
from timekeeper.i18n.les24heures import (
    GAME,
    card_name,
    card_phrase,
    event_lines,
    face_words,
    incident_short,
    incident_words,
    km,
    move_words,
    opening_lines,
    piles_words,
    pit_words,
    tyre_words,
)
from timekeeper.les24heures import CARD_IDS, Game, IllegalMove, RecordError, new_game
from timekeeper.les24heures.cards import FRENCH_NAMES, family

ENGINE = Path(__file__).resolve().parents[2] / "py" / "timekeeper" / "les24heures"
LANGS = ("en", "fr")
PLAYERS = ["Ana", "Ben", "Cleo", "Dan"]
SHELL_CODES = {"game_over", "nothing_to_undo", "no_such_seat"}  # said by the shell's words


def engine_source() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(ENGINE.glob("*.py")))


def raised_codes(kind: str) -> set[str]:
    """Every code the engine raises as ``kind`` (IllegalMove or RecordError), as written in
    its source (``f"{prefix}_…"`` stands for both of its prefixes)."""
    found = set()
    for code in re.findall(kind + r'\(\s*f?"([a-z_{}]+)"', engine_source()):
        if "{prefix}" in code:
            found |= {code.replace("{prefix}", prefix) for prefix in ("deck", "deal")}
        else:
            found.add(code)
    return found


# ----------------------------------------------------------------------- cards and numbers
@pytest.mark.parametrize("card", CARD_IDS)
def test_every_card_has_its_names_in_both_languages(card):
    for lang in LANGS:
        for words in (card_name(lang, card), card_phrase(lang, card), face_words(lang, card)):
            assert words.strip() and "{" not in words
    assert card_name("en", card) != card_name("fr", card)
    assert card_phrase("en", card) != card_phrase("fr", card)
    french = FRENCH_NAMES[card]
    shown = card_name("fr", card)
    assert shown in french or french in shown, (shown, french)


def test_the_buttons_say_their_cards():
    assert card_name("en", "250") == "Speed 250 km"
    assert card_name("en", "pit-oil") == "Pit stop: oil leak"
    assert card_name("fr", "pit-fuel") == "Arrêt au stand : ravitaillement d'essence"
    assert card_name("fr", "lap-record") == "Bonus : Record du Tour"
    assert card_name("fr", "race-hour") == "Heure de course"
    assert [face_words("fr", c) for c in ("fuel", "oil", "tyres", "joker")] == \
        ["Essence", "Huile", "Pneu", "Joker"]


def test_kilometres_are_written_as_each_language_writes_them():
    assert km("en", 2500) == "2,500\u00a0km"
    assert km("fr", 2500) == "2\u202f500\u00a0km"
    assert km("en", 350) == "350\u00a0km"
    assert km("fr", 12000) == "12\u202f000\u00a0km"


def test_what_a_car_carries_is_said_with_how_long_it_lasts():
    oil = {"kind": "oil-on-track", "turns_left": 1}
    limit = {"kind": "speed-limit", "hours_left": 2}
    misfire = {"kind": "misfire", "turns_left": 2}
    assert incident_words("en", oil, 5, 24) == \
        "Oil on the track: at most 100 km a card, 1 more turn"
    assert incident_words("en", limit, 7, 24) == \
        "Speed limit: at most 150 km a card until hour 9"
    assert incident_words("en", misfire, 3, 24) == "Misfire: its next 2 turns are lost"
    assert incident_words("fr", oil, 5, 24) == \
        "Huile sur la piste : 100 km au plus par carte, encore 1 tour"
    assert pit_words("en", "pit-oil") == "Oil leak: needs an Oil card"
    assert pit_words("fr", "pit-fuel") == "Ravitaillement d'essence : il faut une carte Essence"
    for status in ("to_come", "due", "done"):
        assert tyre_words("en", status) != tyre_words("fr", status)
    assert piles_words("en", [[250, 350, 250, 150], [100]]) == \
        "Speed cards in piles of 1,000 km: 1,000\u00a0km (250 + 350 + 250 + 150), " \
        "100\u00a0km (100)"


# ----------------------------------------------------------------------- events
def random_events(races: int = 12) -> list[tuple]:
    """Events of races played at random (every kind of play, teams and reshuffles among
    them): (event dict, players, cars, the race's hours)."""
    found = []
    for n in range(races):
        chooser = random.Random(n)
        players = 2 + n % 3
        teams = 2 if players == 4 and n % 2 else 0
        game = new_game(PLAYERS[:players], {"hours": 12 if n % 2 else 24, "teams": teams},
                        seed=f"words-{n}")
        while not game.finished:
            event = game.play(chooser.choice(game.legal_moves()))
            found.append((event.to_dict(), game.players, game.sides(), game.hours))
    return found


@pytest.fixture(scope="module")
def events():
    return random_events()


def logged(source: str) -> tuple[set[str], set[str]]:
    """The log entries (``what``) and discard reasons (``why``) the engine writes."""
    whats = set(re.findall(r'"what": "([a-z_]+)"', source))
    whys = set(re.findall(r'_to_discard\([^,]+, "([a-z_]+)"', source))
    return whats, whys


def test_every_event_is_told_in_both_languages(events):
    whats, whys = logged(engine_source())
    seen_plays, seen_whats, seen_whys = set(), set(), set()
    for event, players, cars, hours in events:
        seen_plays.add(event["play"])
        for entry in event["log"]:
            seen_whats.add(entry["what"])
            if entry["what"] == "discard":
                seen_whys.add(entry["why"])
        english = event_lines("en", event, players, cars, hours)
        french = event_lines("fr", event, players, cars, hours)
        assert len(english) == len(french) >= 1
        for line in english + french:
            assert line.strip() and "{" not in line and "None" not in line, line
        for en, fr in zip(english, french, strict=True):
            assert en != fr
        assert move_words("en", event, players, cars) != move_words("fr", event, players, cars)
    assert seen_plays == {"speed", "discard", "incident", "race-hour", "pit-stop", "bonus",
                          "joker", "lap-record"}
    # Both piles empty at a draw cannot happen with the real deck (see the decisions page).
    assert whats - seen_whats <= {"no_card", "no_draw"}
    assert whys <= seen_whys


def test_the_rare_events_and_the_opening_draw_have_words():
    log = [{"what": "no_card", "seat": 1}, {"what": "no_draw", "seat": 0},
           {"what": "draw", "seat": 0, "card": "pit-rain"},
           {"what": "extra_turn", "seat": 0, "owed": 0},
           {"what": "hour", "hour": "finish"}, {"what": "finish"}]
    event = {"seat": 0, "play": "race-hour", "card": "race-hour", "car": 0, "km": 0,
             "hour": "finish", "log": log}
    for lang in LANGS:
        lines = event_lines(lang, event, ["Ana", "Ben"], [[0], [1]], 24)
        assert len(lines) == 7 and all("{" not in line for line in lines)
    assert event_lines("en", event, ["Ana", "Ben"], [[0], [1]], 24)[1:4] == [
        "Ben has no card and passes.", "Ana cannot draw: both piles are empty.",
        "Ana draws a pit stop: rain, change tyres. Everyone sees it; it goes on the car first."]
    opening = [{"what": "draw", "seat": 0, "card": "pit-oil"}, {"what": "turn", "seat": 0}]
    assert opening_lines("fr", opening, ["Ana"]) == \
        ["Au départ, Ana a pioché un arrêt au stand : fuite d'huile."]


def test_a_turn_is_told_in_order():
    game = race(2, hands={0: ["misfire", "race-hour"], 1: ["oil-on-track", "250"]})
    event = game.play({"play": "incident", "card": "misfire", "target": 1}).to_dict()
    assert event_lines("en", event, game.players, game.sides(), game.hours) == [
        "Ana puts a Misfire card on Ben's car: its next 2 turns are lost.",
        "Ben's turn is lost to the misfire (1 of 2).",
    ]
    assert event_lines("fr", event, game.players, game.sides(), game.hours) == [
        "Ana pose une carte Défaut de carburation sur la voiture de Ben : ses 2 prochains "
        "tours sont perdus.",
        "Ben perd son tour : défaut de carburation (1 sur 2).",
    ]


def test_a_speed_limit_near_the_end_lasts_until_the_finish():
    """A speed limit lasts until the board has turned 2 hours: played at hour 23 of a
    24-hour race (or 11 of a 12-hour one) it lasts the rest of the race, said as the finish,
    never as an hour the board does not have."""
    limit = {"kind": "speed-limit", "hours_left": 2}
    assert incident_words("en", limit, 22, 24) == \
        "Speed limit: at most 150 km a card until hour 24"
    assert incident_words("en", limit, 23, 24) == \
        "Speed limit: at most 150 km a card until the finish"
    assert incident_short("fr", limit, 11, 12) == "Limite : 150 km max jusqu'à l'arrivée"
    assert incident_short("en", {"kind": "speed-limit", "hours_left": 1}, 11, 12) == \
        "Limit: 150 km max until hour 12"
    event = {"seat": 0, "play": "incident", "card": "speed-limit", "car": 0, "target_car": 1,
             "km": 0, "hour": 23, "log": []}
    assert event_lines("en", event, ["Ana", "Ben"], [[0], [1]], 24) == [
        "Ana puts a Speed limit card on Ben's car: at most 150 km a card until the finish."]
    assert event_lines("fr", {**event, "hour": 11}, ["Ana", "Ben"], [[0], [1]], 12) == [
        "Ana pose une carte Limitation de vitesse sur la voiture de Ben : 150 km au plus par "
        "carte jusqu'à l'arrivée."]
    assert event_lines("en", {**event, "hour": 10}, ["Ana", "Ben"], [[0], [1]], 12)[0] \
        .endswith("until hour 12.")


# ----------------------------------------------------------------------- refusals
# Params as the engine gives them, one sample per IllegalMove code (see
# docs/engine-api-les24heures.md, "Errors").
CAR = {"car": 0, "players": ["Ana"]}
ILLEGAL = {
    "expected_object": {"value": "3"},
    "missing": {"field": "card", "play": "speed"},
    "expected_text": {"field": "play", "value": "3"},
    "expected_int": {"field": "target", "value": '"x"'},
    "unknown_play": {"field": "play", "value": '"fly"', "known": "speed, discard"},
    "unknown_card": {"field": "card", "value": '"ace"'},
    "card_mismatch": {"play": "joker", "card": "fuel", "expected": "joker"},
    "wrong_seat": {"said": 1, "seat": 0},
    "unexpected_target": {"field": "target", "play": "speed"},
    "not_in_hand": {"card": "350", "player": "Ana", "seat": 0},
    "wrong_family": {"card": "fuel", "play": "speed"},
    "use_own_play": {"card": "joker", "play": "bonus"},
    "pit_stop_discard": {"card": "pit-oil", "player": "Ana"},
    "race_hour_discard": {"card": "race-hour"},
    "must_expose_pit_stop": {"card": "250", "player": "Ana", "pit_stops": ["pit-rain"]},
    "car_stopped": {"card": "250", "pit": "pit-oil", "pit_stops": ["pit-oil"], **CAR},
    "tyre_change_due": {"card": "100", "km": 2500, **CAR},
    "tyre_change_overshoot": {"card": "350", "km": 2300, "after": 2650, **CAR},
    "tyre_change_dead_end": {"card": "150", "km": 2300, "after": 2450, **CAR},
    "night_350": {"card": "350", "hour": 8, **CAR},
    "one_350_per_thousand": {"card": "350", "km": 1250, "thousand": 1000, **CAR},
    "oil_on_track": {"card": "150", "limit": 100, **CAR},
    "speed_limit": {"card": "250", "limit": 150, **CAR},
    "own_car": {"card": "misfire", "target": 0, "target_player": "Ana", **CAR},
    "partner_car": {"card": "misfire", "target": 2, "target_player": "Cleo", **CAR},
    "incident_already": {"card": "oil-on-track", "target": 1, "car": 1, "players": ["Ben"]},
    "nothing_to_cover": {"card": "fuel", "pit": "pit-fuel", **CAR},
    "joker_useless": {"card": "joker", **CAR},
    "race_not_finished": {"race": 2},
    "no_such_card": {"index": 7, "count": 6},
    "not_on_car": {"card": "race-hour"},
    "not_an_incident": {"card": "250", "car": 1},
    "game_over": {},
    "nothing_to_undo": {},
    "no_such_seat": {"field": "target", "seat": 9, "count": 2},
}


def test_every_illegal_move_code_of_the_engine_has_a_sample_here():
    assert raised_codes("IllegalMove") <= set(ILLEGAL)


@pytest.mark.parametrize("code", sorted(ILLEGAL))
def test_every_refusal_is_a_sentence_in_both_languages(code):
    error = IllegalMove(code, **ILLEGAL[code])
    sentences = {}
    for lang in LANGS:
        assert has(lang, f"why_{code}", GAME)
        sentence = error_text(lang, error)
        assert sentence and "{" not in sentence and "the engine's" not in sentence
        assert sentence != text(lang, "why_unknown")
        sentences[lang] = sentence
    assert sentences["en"] != sentences["fr"]


def test_the_refusals_players_read():
    game = race(2, hands={0: ["pit-oil", "250", "350"]})
    game.play({"play": "pit-stop", "card": "pit-oil"})
    game.play({"play": "discard", "card": "fuel"})
    stopped = game.why_not({"play": "speed", "card": "250"})
    assert error_text("en", stopped) == "Your car is stopped: cover the oil leak first."
    assert error_text("fr", stopped) == \
        "Votre voiture est arrêtée : réparez d'abord la fuite d'huile."
    night = IllegalMove("night_350", card="350", hour=8, **CAR)
    assert error_text("en", night) == "No 350 at night (hour 8)."
    assert error_text("fr", night) == "Pas de 350 la nuit (heure 8)."
    thousand = IllegalMove("one_350_per_thousand", **ILLEGAL["one_350_per_thousand"])
    assert error_text("fr", thousand) == "Votre voiture a déjà un 350 entre 1\u202f000 et " \
        "1\u202f999\u00a0km : un seul 350 par millier de kilomètres."
    already = IllegalMove("incident_already", **ILLEGAL["incident_already"])
    assert error_text("fr", already) == \
        "La voiture de Ben a déjà de l'huile sur la piste."


# ----------------------------------------------------------------------- record problems
RECORD = {
    "expected_list": {"value": "3"},
    "hours": {"value": 36},
    "deck_count": {"count": 121, "expected": 122, "hours": 24},
    "deck_word": {"position": 3, "word": '"ace"'},
    "deck_cards": {"card": "fuel", "count": 9, "expected": 10},
    "deal_count": {"count": 121, "expected": 122, "hours": 24},
    "deal_word": {"position": 3, "word": '"ace"'},
    "deal_cards": {"card": "fuel", "count": 9, "expected": 10},
    "reshuffle_count": {"count": 0, "n": 1},
    "reshuffle_word": {"position": 2, "word": '"ace"', "n": 1},
    "reshuffle_cards": {"n": 1, "card": "fuel", "holds": 2, "pile": 3},
    "reshuffle_missing": {"n": 2, "listed": 1},
    "team_players": {"players": 3},
    "team_seat_twice": {"seat": 2},
    "team_seat_missing": {"seat": 3},
    "team_sizes": {"sizes": [2, 4]},
    "team_alternate": {"seats": [0, 1], "teams": 2},
    "cup_hours": {"race": 4, "expected": 12, "hours": 24},
    "cup_km": {"value": 125},
    "option_hours": {"value": "36"},
    "option_teams": {"value": 3, "players": 4, "allowed": [2]},
    "option_cup": {"value": "yes"},
    "option_seed": {},
    "seed_mismatch": {"seed": '"class 5b"'},
    "missing": {"field": "deck"},
}


def test_every_record_error_code_of_the_engine_has_a_sample_here():
    assert raised_codes("RecordError") <= set(RECORD)


@pytest.mark.parametrize("code", sorted(RECORD))
def test_every_record_problem_is_a_sentence_in_both_languages(code):
    error = RecordError(code, where="deck", **RECORD[code])
    sentences = {lang: record_error_text(lang, error) for lang in LANGS}
    for lang, sentence in sentences.items():
        assert has(lang, f"rec_{code}", GAME)
        assert "{" not in sentence and "the engine's" not in sentence
        assert not sentence.endswith(text(lang, "rec_unknown"))
    assert sentences["en"] != sentences["fr"]


def test_a_bad_deal_and_a_bad_record_are_said_in_french():
    with pytest.raises(RecordError) as bad:
        new_game(["Ana", "Ben"], {}, deal=["fuel"] * 122)
    assert record_error_text("fr", bad.value, where=False) == "100 : 0 cartes, il en faut 18"
    assert record_error_text("en", bad.value) == "deal: 100: 0 cards, expected 18"
    game = race(2, hands={0: ["pit-oil", "250"]})
    record = game.to_record()
    record["moves"] = [{"play": "speed", "card": "250"}]
    with pytest.raises(RecordError) as replayed:
        Game.from_record(record)
    assert record_error_text("fr", replayed.value) == \
        "coup 1 : Vous avez un arrêt au stand (fuite d'huile) : posez-le d'abord sur votre " \
        "voiture."


@pytest.mark.parametrize("where, french", [
    ("deck", "paquet"), ("reshuffle 2", "remélange 2"), ("reshuffles", "remélanges"),
    ("cup", "Coupe d'Or"), ("cup: race", "Coupe d'Or : course"),
    ("cup: km", "Coupe d'Or : kilomètres"),
    ("cup: km of race 1", "Coupe d'Or : kilomètres de la course 1"),
    ("teams", "équipes"), ("teams: team 2", "équipes : équipe 2"), ("options", "réglages"),
    ("hours", "heures"), ("move 12", "coup 12"), ("deal", "donne"),
])
def test_where_a_record_goes_wrong_is_said_in_french(where, french):
    assert where_text("fr", where, GAME) == french


def test_card_families_are_the_engines():
    assert {family(card) for card in CARD_IDS} == {"speed", "bonus", "pit-stop", "incident",
                                                   "hour"}


def test_a_play_on_the_players_own_car_says_their_own_car():
    """"Ana puts a pit stop on Ana's car" reads as if Ana were someone else: a play on a car
    the player drives alone says "their own car" ("sa propre voiture"); a shared car is
    named by its drivers, and another car by its owner."""
    game = race(2, hands={0: ["pit-oil", "oil", "250", "joker"], 1: ["misfire"]})
    told = []
    for move in ({"play": "pit-stop", "card": "pit-oil"}, {"play": "discard", "card": "100"},
                 {"play": "bonus", "card": "oil"}, {"play": "discard", "card": "100"},
                 {"play": "speed", "card": "250"}):
        if move["play"] == "discard":
            move = next(m for m in game.legal_moves() if m["play"] == "discard")
        event = game.play(move).to_dict()
        if event["seat"] == 0:
            told.append([event_lines(lang, event, game.players, game.sides(), game.hours)[0]
                         for lang in LANGS])
    assert told == [
        ["Ana puts a pit stop (oil leak) on their own car: it is stopped (needs an Oil card).",
         "Ana pose un arrêt au stand (fuite d'huile) sur sa propre voiture : elle est arrêtée "
         "(il faut une carte Huile)."],
        ["Ana covers a pit stop (oil leak) with an Oil card: their own car may race again "
         "from its next turn.",
         "Ana couvre un arrêt au stand (fuite d'huile) avec une carte Huile : sa propre voiture "
         "repart à son prochain tour."],
        ["Ana plays a 250 on their own car: it is at 250\u00a0km.",
         "Ana joue un 250 sur sa propre voiture : elle est à 250\u00a0km."],
    ]
    # A car shared by a team is named by its drivers.
    team = race(4, hands={0: ["250"]}, teams=2)
    event = team.play({"play": "speed", "card": "250"}).to_dict()
    told = event_lines("en", event, team.players, team.sides(), team.hours)
    assert "Ana and Cleo's car" in told[0]
