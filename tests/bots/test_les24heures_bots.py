"""The Les 24 Heures computer players: a legal move at every level in races of 2 to 6
players (teams, 12-hour races), honest by construction (what the seat cannot see does not
change the move), the hint is the hard move, hints in words in both languages, duels."""

import ast
import json
import random
from pathlib import Path

import pytest

from timekeeper.bots import LEVELS, choose, hint
from timekeeper.bots.duel import duel
from timekeeper.bots.les24heures.position import discard_pile, position_from_view
from timekeeper.i18n import game_words
from timekeeper.les24heures import Game, new_game

BOTS = Path(__file__).resolve().parents[2] / "py" / "timekeeper" / "bots" / "les24heures"
TABLES = [  # players, options
    (2, {}), (3, {}), (4, {"teams": 2}), (5, {"hours": 12}), (6, {"teams": 3}),
    (6, {"teams": 2, "hours": 12}), (4, {}), (2, {"hours": 12}),
]


def race(number: int, seed: str = "bots") -> Game:
    players, options = TABLES[number % len(TABLES)]
    return new_game([f"P{i + 1}" for i in range(players)], options, seed=f"{seed}-{number}")


def positions(count: int, seed: str = "pos") -> list[Game]:
    """``count`` unfinished races at every stage, played by a mix of the three levels."""
    found = []
    rng = random.Random(seed)
    number = 0
    while len(found) < count:
        game = race(number, seed)
        stop = rng.randrange(300)
        while not game.finished and len(game.history) < stop:
            level = LEVELS[(game.turn + number) % 3]
            game.play(choose("les24heures", game.view(game.turn), level, rng))
        if not game.finished:
            found.append(game)
        number += 1
    return found


POSITIONS = positions(24)


@pytest.mark.parametrize("number", range(len(POSITIONS)))
def test_every_level_plays_a_legal_move(number):
    game = POSITIONS[number]
    view = game.view(game.turn)
    assert position_from_view(view).legal_moves() == game.legal_moves()
    for level in LEVELS:
        for seed in range(3):
            move = choose("les24heures", json.loads(json.dumps(view)), level,
                          random.Random(seed))
            game.check(move)
            assert move in game.legal_moves()


def test_whole_races_end_with_every_level():
    """Races of every size played to the end by the three levels: every move is legal."""
    for number in range(len(TABLES)):
        game = race(number, "whole")
        rng = random.Random(number)
        while not game.finished:
            level = LEVELS[(game.turn + number) % 3]
            game.play(choose("les24heures", game.view(game.turn), level, rng))
        assert game.result() is not None


def test_the_discard_pile_is_followed_from_the_history():
    for game in POSITIONS:
        assert sorted(discard_pile(game.view(game.turn))) == sorted(game._discard)


def hidden_twin(game: Game, rng: random.Random) -> Game | None:
    """The same race for the eyes of the seat to play: the cards it cannot see (the other
    hands and the draw pile) dealt in another order, the same moves replayed; None if the
    replay differs in what that seat sees (another pit stop drawn, a card missing)."""
    seat = game.turn
    count = len(game.players)
    deck = list(game.deck)
    dealt = 5 * count
    # only a race with no reshuffle yet: the draw pile is still the deck's tail
    if game.view(seat)["reshuffles"]:
        return None
    # the deck positions this seat has drawn or been dealt, and the cards played since
    mine = [k for k in range(dealt) if k % count == seat]
    drawn = 0
    for entry in game.opening + [e for event in game.history for e in event.log]:
        if entry["what"] == "draw":
            if entry["seat"] == seat:
                mine.append(dealt + drawn)
            drawn += 1
    hidden = [k for k in range(len(deck)) if k not in mine]
    for _ in range(20):
        order = list(deck)
        cards = [deck[k] for k in hidden]
        rng.shuffle(cards)
        for k, card in zip(hidden, cards, strict=True):
            order[k] = card
        if order == deck:
            continue
        twin = Game(list(game.players), order, hours=game.hours, teams=game.teams)
        try:
            for move in game.moves:
                twin.play(move)
        except Exception:  # noqa: BLE001 - a card that is not there: try another order
            continue
        if twin.view(seat) == game.view(seat) and twin.turn == seat:
            return twin
    return None


def test_hidden_cards_cannot_change_the_move():
    rng = random.Random(5)
    checked = 0
    for number in range(200):
        game = race(number % 2, f"honest-{number}")  # 2 and 3 players
        moves = rng.randrange(1, 12)
        while not game.finished and len(game.history) < moves:
            game.play(choose("les24heures", game.view(game.turn), "medium", rng))
        if game.finished:
            continue
        twin = hidden_twin(game, rng)
        if twin is None:
            continue
        seat = game.turn
        assert twin.deck != game.deck
        assert any(twin.hand(s) != game.hand(s) for s in range(len(game.players))
                   if s != seat) or twin.draw_count and twin._draw != game._draw
        for level in LEVELS:
            for seed in range(2):
                assert choose("les24heures", game.view(seat), level, random.Random(seed)) \
                    == choose("les24heures", twin.view(seat), level, random.Random(seed))
        assert hint("les24heures", game.view(seat), random.Random(3)) == \
            hint("les24heures", twin.view(seat), random.Random(3))
        checked += 1
        if checked >= 12:
            break
    assert checked >= 8


def test_views_show_no_hidden_card():
    game = POSITIONS[0]
    view = game.view(game.turn)
    text = json.dumps(view)
    assert "deck" not in view and "seed" not in view
    for seat in range(len(game.players)):
        if seat != game.turn:
            assert "hand" not in view or view["hand"] == game.hand(game.turn)
    assert '"draw_pile"' not in text


def test_players_import_only_rules_from_the_engine():
    allowed = {"timekeeper.les24heures.car", "timekeeper.les24heures.cards",
               "timekeeper.les24heures.limits", "timekeeper.les24heures.plays"}
    for path in BOTS.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and \
                    node.module.startswith("timekeeper.les24heures"):
                assert node.module in allowed, (path.name, node.module)
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("timekeeper.les24heures"), path.name


@pytest.mark.parametrize("number", range(0, len(POSITIONS), 2))
def test_hint_is_the_hard_move(number):
    game = POSITIONS[number]
    view = game.view(game.turn)
    for seed in range(3):
        given = hint("les24heures", view, random.Random(seed))
        assert given["move"] == choose("les24heures", view, "hard", random.Random(seed))
        assert set(given) == {"move", "reasons", "points"}
        assert all(isinstance(reason["code"], str) for reason in given["reasons"])
        if given["move"]["play"] == "speed":
            assert given["points"] == int(given["move"]["card"])
        else:
            assert given["points"] == 0


def test_hints_in_words_in_both_languages():
    words = game_words("les24heures")
    said = {"en": set(), "fr": set()}
    for game in POSITIONS:
        view = game.view(game.turn)
        for seed in range(2):
            given = hint("les24heures", view, random.Random(seed))
            for lang in ("en", "fr"):
                sentence = words.hint_words(lang, given)
                assert sentence and "{" not in sentence and "}" not in sentence
                assert sentence.endswith(".")
                said[lang].add(sentence)
    assert len(said["en"]) > 5
    assert said["en"] != said["fr"]


def test_hint_words_name_the_move_and_why():
    words = game_words("les24heures")
    given = {"move": {"play": "speed", "card": "250"}, "points": 250,
             "reasons": [{"code": "speed", "card": "250", "km": 1250},
                         {"code": "night", "hour": 8}, {"code": "keep", "cards": ["350"]}]}
    assert words.hint_words("en", given) == (
        "Play your 250 km card: your car reaches 1,250\u00a0km, the board is at night "
        "(hour 8) and keep your 350 for the day.")
    assert words.hint_words("fr", given).startswith("Jouez votre carte 250 km : ")
    attack = {"move": {"play": "incident", "card": "misfire", "target": 1}, "points": 0,
              "reasons": [{"code": "misfire", "players": ["Ben"], "car": 1}]}
    assert words.hint_words("en", attack) == (
        "Put a Misfire card on Ben's car: Ben's car loses its next 2 turns and their draws.")


def test_no_move_for_a_finished_race_or_another_seat():
    game = POSITIONS[1]
    other = (game.turn + 1) % len(game.players)
    with pytest.raises(ValueError):
        choose("les24heures", game.view(other), "hard", random.Random(0))


def test_duel_shape():
    seen = []
    result = duel("les24heures", "hard", "easy", 2, "shape",
                  on_game=lambda game, a: seen.append((tuple(game.deck), a)))
    assert result["game"] == "les24heures" and result["games"] == 2
    assert result["wins"] + result["losses"] + result["draws"] == 2
    assert [a for _, a in seen] == [[0], [1]]
    assert seen[0][0] == seen[1][0]
    assert set(result["move_ms"]) == {"hard", "easy"}
    assert result["move_ms"]["hard"]["moves"] > 20
