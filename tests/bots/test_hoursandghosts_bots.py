"""Who Turned the Clock?'s computer players: a legal step at every level in every kind of
position (2–4 players, take, emergency move, slot, end or arrange), never an absurd
placement, honest (views that differ only in what the seat cannot see give the same step),
the hint is the hard player's step and reads as one sentence in English and French, and the
duel plays this game against the random benchmark player."""

from __future__ import annotations

import json
import random
from collections import Counter
from copy import deepcopy

import pytest

from timekeeper.bots import choose, hint
from timekeeper.bots.duel import duel, outcome
from timekeeper.bots.hoursandghosts import choose as choose_step
from timekeeper.bots.hoursandghosts.knowledge import Knowledge
from timekeeper.bots.hoursandghosts.players import legal_steps
from timekeeper.hoursandghosts import new_game
from timekeeper.hoursandghosts.row import stuck_gap
from timekeeper.i18n import game_words

GAME = "hoursandghosts"
LEVELS = ("easy", "medium", "hard")


def random_position(number: int) -> object:
    """A game of 2, 3 or 4 players after a seeded number of uniformly random steps."""
    players = 2 + number % 3
    rng = random.Random(number)
    game = new_game([f"P{i}" for i in range(players)], {}, seed=f"bots-{number}")
    steps = rng.randrange(160)
    for _ in range(steps):
        if game.finished:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def positions(count: int) -> list:
    found = []
    number = 0
    while len(found) < count:
        game = random_position(number)
        if not game.finished:
            found.append(game)
        number += 1
    return found


def stuck_positions(count: int) -> list:
    """Positions where the seat to play may use the emergency move."""
    found = []
    for number in range(2000):
        game = random_position(number)
        if not game.finished and game.phase == "take" and game.stuck(game.turn):
            found.append(game)
        if len(found) >= count:
            break
    return found


POSITIONS = positions(150)
STUCK = stuck_positions(12)


def test_positions_cover_every_step_kind():
    phases = {game.phase for game in POSITIONS}
    assert phases == {"take", "place", "finish"}
    assert {len(game.players) for game in POSITIONS} == {2, 3, 4}
    assert len(STUCK) >= 5


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_legal_step(level):
    kinds = set()
    for number, game in enumerate(POSITIONS + STUCK):
        view = game.view(game.turn)
        move = choose(GAME, view, level, random.Random(number))
        game.check(move)  # raises IllegalMove if the engine refuses the step
        kinds.update(move)
    assert {"take", "slot", "end"} <= kinds


def test_the_random_benchmark_player_is_uniform_over_the_engine_steps():
    for game in POSITIONS[:40] + STUCK:
        assert legal_steps(game.view(game.turn)) == game.legal_moves()
        move = choose_step(game.view(game.turn), "random", random.Random(3))
        game.check(move)


@pytest.mark.parametrize("level", LEVELS)
def test_whole_games_at_every_level(level):
    """Every level plays whole games of 2–4 players to their end against itself."""
    for players in (2, 3, 4):
        game = new_game([f"P{i}" for i in range(players)], {}, seed=f"whole-{players}")
        rng = random.Random(players)
        for _ in range(3000):
            if game.finished:
                break
            game.play(choose(GAME, game.view(game.turn), level, rng))
        assert game.finished


def test_the_emergency_move_is_used_when_it_helps():
    shifts = 0
    for number, game in enumerate(STUCK):
        move = choose(GAME, game.view(game.turn), "hard", random.Random(number))
        game.check(move)
        shifts += "shift" in move
    assert shifts >= 1


@pytest.mark.parametrize("level", LEVELS)
def test_never_an_absurd_placement(level):
    """When a slot keeps the row completable, the hour never goes where the row gets
    stuck."""
    checked = 0
    for number, game in enumerate(POSITIONS):
        if game.phase != "place":
            continue
        pending = game.pending
        row = game.row(game.turn)
        fine = []
        for slot in pending["slots"]:
            after = list(row)
            after[slot] = pending["card"]
            if stuck_gap(after) is None:
                fine.append(slot)
        if not fine or stuck_gap(row) is not None:
            continue
        move = choose(GAME, game.view(game.turn), level, random.Random(number))
        assert move["slot"] in fine
        checked += 1
    assert checked >= 10


def test_an_empty_row_gets_the_first_and_last_hours_at_its_ends():
    game = new_game(["A", "B"], {}, deal=[
        "6", "9", "ghost", "12", "15", "18", "21",
        "7", "10", "13", "16", "19", "22", "8",
        *[str(h) for h in (11, 14, 17, 20, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
                           20, 21, 22)],
    ])
    game.play({"take": 5})  # seat 0 takes 22:00 from seat 1
    for level in ("medium", "hard"):
        assert choose(GAME, game.view(0), level, random.Random(1)) == {"slot": 6}


def test_hard_never_takes_a_card_it_saw_become_a_ghost():
    """Seat 1 takes the ghost from seat 0 and ends its turn without arranging: seat 0 saw
    it go to the right end of seat 1's hand and takes any other card."""
    game = new_game(["A", "B"], {}, deal=[
        "6", "9", "ghost", "12", "15", "18", "21",
        "7", "10", "13", "16", "19", "22", "8",
        *[str(h) for h in (11, 14, 17, 20, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
                           20, 21, 22)],
    ])
    game.play({"take": 0, "slot": 0})  # A takes 07:00
    game.play({"take": 2})  # B takes the ghost
    game.play({"end": True})
    size = game.hand_sizes[1]
    for number in range(20):
        move = choose(GAME, game.view(0), "hard", random.Random(number))
        assert move["take"] != size - 1
        assert choose(GAME, game.view(0), "medium", random.Random(number))["take"] != size - 1


def hidden_variant(game, seat: int, rng: random.Random):
    """The same game for ``seat``'s eyes: every other hand's order and the pile's order
    shuffled (and so every card a cheat could peek at moved); None if nothing moved."""
    other = deepcopy(game)
    table = other._t
    for s, hand in enumerate(table.hands):
        if s != seat:
            rng.shuffle(hand)
    rng.shuffle(table.pile)
    if table.hands == game._t.hands and table.pile == game._t.pile:
        return None
    return other


def test_players_are_honest():
    """A player never sees the other hands or the pile: shuffling them leaves the view the
    same, and then the step too (at every level, the hint included)."""
    rng = random.Random(5)
    compared = 0
    for number, game in enumerate(POSITIONS):
        seat = game.turn
        other = hidden_variant(game, seat, rng)
        if other is None:
            continue
        view, other_view = game.view(seat), other.view(seat)
        assert view == other_view
        for level in LEVELS:
            assert choose(GAME, view, level, random.Random(number)) == choose(
                GAME, other_view, level, random.Random(number))
        assert hint(GAME, view, random.Random(number)) == hint(GAME, other_view,
                                                               random.Random(number))
        compared += 1
    assert compared >= 100


def test_a_view_through_json_gives_the_same_step():
    for number, game in enumerate(POSITIONS[:50]):
        view = game.view(game.turn)
        again = json.loads(json.dumps(view))
        assert choose(GAME, view, "hard", random.Random(number)) == choose(
            GAME, again, "hard", random.Random(number))


def test_hint_is_the_hard_step():
    for number, game in enumerate(POSITIONS + STUCK):
        view = game.view(game.turn)
        found = hint(GAME, view, random.Random(number))
        assert set(found) == {"move", "reasons", "points"}
        assert found["move"] == choose(GAME, view, "hard", random.Random(number))
        assert all(isinstance(reason.get("code"), str) for reason in found["reasons"])


def test_refuses_a_view_that_cannot_play():
    game = POSITIONS[0]
    other_seat = (game.turn + 1) % len(game.players)
    with pytest.raises(ValueError, match="seat"):
        choose(GAME, game.view(other_seat), "hard", random.Random(1))
    with pytest.raises(ValueError, match="level"):
        choose(GAME, game.view(game.turn), "genius", random.Random(1))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hint_words_say_the_step_and_why(lang):
    words = game_words(GAME)
    kinds = set()
    for number, game in enumerate(POSITIONS + STUCK):
        view = game.view(game.turn)
        found = hint(GAME, view, random.Random(number))
        said = words.hint_words(lang, found)
        assert said and "{" not in said and "}" not in said and said.endswith(".")
        assert said[0].isupper()
        move = found["move"]
        kinds.update(move)
        if "take" in move:
            assert game.players[game.neighbour(game.turn)] in said
            assert f"{move['take'] + 1}" in said
        elif "slot" in move:
            assert f"{game.pending['card']:02d}:00" in said
            assert str(move["slot"] + 1) in said
        elif "shift" in move:
            assert str(move["shift"][0][1] + 1) in said
    assert {"take", "slot"} <= kinds


def test_hint_words_known_examples():
    words = game_words(GAME)
    take = {"move": {"take": 2}, "points": 0, "reasons": [
        {"code": "take_from", "seat": 1, "position": 2, "size": 5, "name": "Ben"},
        {"code": "known_card", "card": 14, "fits": True}]}
    assert words.hint_words("en", take) == (
        "Take the 3rd card of Ben's hand: it is 14:00, which fits your row.")
    assert words.hint_words("fr", take) == (
        "Prenez la 3e carte de la main de Ben : c'est 14:00, qui va dans votre rangée.")
    place = {"move": {"slot": 3}, "points": 1, "reasons": [
        {"code": "room", "card": 14, "slot": 3, "full": False,
         "left": {"slots": [0, 1, 2], "from": 6, "to": 13},
         "right": {"slots": [4, 5, 6], "from": 15, "to": 18}}]}
    assert words.hint_words("en", place) == (
        "Put 14:00 in slot 4: 3 free slots before it for 06:00 to 13:00 and 3 free slots "
        "after it for 15:00 to 18:00.")
    assert words.hint_words("fr", place).startswith("Posez 14:00 sur la case 4 : ")
    chances = {"move": {"take": 0}, "points": 0, "reasons": [
        {"code": "take_from", "seat": 1, "position": 0, "size": 5, "name": "Ben"},
        {"code": "no_clue"}, {"code": "useful_chance", "percent": 41},
        {"code": "ghost_chance", "percent": 14}]}
    assert words.hint_words("en", chances) == (  # a child's words, not percentages
        "Take the 1st card of Ben's hand: nothing is known about these cards, it may be a "
        "card that helps your row and it is rarely a ghost.")
    assert words.hint_words("fr", chances) == (
        "Prenez la 1re carte de la main de Ben : on ne sait rien de ces cartes, c'est "
        "peut-être une carte qui aide votre rangée et c'est rarement un fantôme.")


def test_duel_against_the_random_player():
    result = duel(GAME, "hard", "random", 4, "t")
    assert result["games"] == 4
    assert result["wins"] + result["losses"] + result["draws"] == 4
    assert set(result["move_ms"]) == {"hard", "random"}
    assert result["move_ms"]["hard"]["moves"] > 4 * 5
    again = duel(GAME, "hard", "random", 4, "t")
    assert {k: again[k] for k in ("wins", "losses", "draws")} == {
        k: result[k] for k in ("wins", "losses", "draws")}
    with pytest.raises(ValueError, match="level"):
        duel(GAME, "hard", "genius", 2)


def test_a_game_nobody_won_counts_as_a_draw():
    class Over:
        def __init__(self, winners):
            self.winners = winners

        def result(self):
            return self

    assert outcome(Over([]), [0]) == "draw"
    assert outcome(Over([0, 1]), [0]) == "draw"
    assert outcome(Over([0]), [0]) == "win"
    assert outcome(Over([1]), [0]) == "loss"


def test_the_cards_it_counts_are_where_it_thinks():
    """What the hard player believes about the other hands (cards seen going in, and where
    while the owner has not rearranged) always matches the real hands."""
    located = 0
    for number in range(30):
        players = 2 + number % 3
        game = new_game([f"P{i}" for i in range(players)], {}, seed=f"count-{number}")
        rng = random.Random(number)
        while not game.finished:
            view = game.view(game.turn)
            know = Knowledge(view)
            for seat, hand in enumerate(know.hands):
                if hand is None:
                    continue
                real = game.hand(seat)
                assert len(hand.slots) == len(real)
                for position, card in enumerate(hand.slots):
                    if card is not None:
                        assert real[position] == card
                        located += 1
                assert not know.hands[seat].known() - Counter(real)
                assert hand.known()["ghost"] == view["known_ghosts"][seat]
            game.play(rng.choice(game.legal_moves()))
    assert located > 50
