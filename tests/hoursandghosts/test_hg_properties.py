"""Properties over thousands of random games (2–4 players, moves chosen uniformly among
``legal_moves()``, arranges included): every card in exactly one place, rows strictly
increasing, winners with a full row and no ghost, records that replay to the same game, undo,
every listed move accepted, views that reveal no other hand and no pile order."""

import copy
import json
import random
from collections import Counter

import pytest
from hg_support import all_cards, random_game
from hypothesis import given, settings
from hypothesis import strategies as st

from timekeeper.hoursandghosts import GHOST, HOUR_CARDS, Game
from timekeeper.hoursandghosts.cards import ghosts_used
from timekeeper.hoursandghosts.row import increasing, is_full, stuck_gap

GAMES = 1200
CHUNKS = 8


def check_invariants(game: Game, _move=None) -> None:
    players = len(game.players)
    expected = Counter(HOUR_CARDS)
    expected[GHOST] = ghosts_used(players)
    assert all_cards(game) == expected
    t = game._t
    for seat in range(players):
        assert increasing(t.rows[seat])
        assert game.known_ghosts[seat] <= game.ghosts[seat]
        if game.phase in ("take", "finish"):  # (during "place" the draw waits for the slot)
            assert t.hands[seat], "a hand is empty only when the game ends"
            if game.pile_count:
                assert any(card != GHOST for card in t.hands[seat])
        if game.finished and t.winner is None:
            assert not is_full(t.rows[seat]) or GHOST in t.hands[seat]


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_rule(chunk):
    endings = Counter()
    for seed in range(chunk, GAMES, CHUNKS):
        game = random_game(seed, on_step=check_invariants if seed % 10 == 0 else None)
        check_invariants(game)
        result = game.result()
        if result is None:
            endings["unfinished"] += 1
        elif result.draw:
            endings["draw"] += 1
            assert result.winners == [] and game.pile_count == 0
            assert any(size == 0 for size in game.hand_sizes)
        else:
            endings["win"] += 1
            (winner,) = result.winners
            assert is_full(game.row(winner)) and GHOST not in game.hand(winner)
            assert result.ranking[0]["seats"] == [winner]
        record = json.loads(json.dumps(game.to_record()))
        again = Game.from_record(record)
        assert again.to_record() == record
        assert again.summary() == game.summary()
        assert json.loads(json.dumps(game.summary())) == game.summary()
    assert endings["win"] and endings["draw"]


def test_every_listed_legal_move_is_accepted():
    for seed in range(40):
        random_game(10_000 + seed, check_all=True)


def test_undo_restores_the_previous_state():
    for seed in range(40):
        rnd = random.Random(seed)
        game = random_game(20_000 + seed, max_steps=rnd.randrange(5, 150))
        while game.phase != "take" and not game.finished:
            game.play(rnd.choice(game.legal_moves()))
        if game.finished:
            continue
        before = (game.to_record(), game.summary(), [game.view(s) for s in range(len(
            game.players))])
        game.play(rnd.choice(game.legal_moves()))
        while game.phase not in ("take", None):
            game.play(rnd.choice(game.legal_moves()))
        game.undo()
        after = (game.to_record(), game.summary(), [game.view(s) for s in range(len(
            game.players))])
        assert after == before


def test_views_never_reveal_another_hand_or_the_pile_order():
    for seed in range(150):
        rnd = random.Random(seed)
        game = random_game(30_000 + seed, max_steps=rnd.randrange(0, 120))
        players = len(game.players)
        for seat in range(players):
            view = game.view(seat)
            json.dumps(view)
            other = copy.deepcopy(game)
            t = other._t
            for hand_seat in range(players):
                if hand_seat != seat:
                    rnd.shuffle(t.hands[hand_seat])
                    hours = [i for i, card in enumerate(t.hands[hand_seat]) if card != GHOST]
                    if hours and t.pile:
                        i, j = rnd.choice(hours), rnd.randrange(len(t.pile))
                        t.hands[hand_seat][i], t.pile[j] = t.pile[j], t.hands[hand_seat][i]
            rnd.shuffle(t.pile)
            assert other.view(seat) == view
            assert view["hand"] == game.hand(seat)


def test_views_never_show_drawn_cards_or_arranged_orders():
    for seed in range(40):
        game = random_game(40_000 + seed)
        text = json.dumps([game.view(0)["history"], game.summary()["moves"]])
        assert '"arrange"' not in text and '"cards"' not in text
        for event in game.history:
            data = event.to_dict()
            assert set(data) <= {"seat", "from", "position", "taken", "outcome", "slot",
                                 "could_place", "full_row", "draws", "shift", "arranged",
                                 "winner", "draw", "ending", "empty_hand"}
            for draw in data["draws"]:
                assert set(draw) <= {"seat", "count", "reason", "ghosts_shown"}


# ------------------------------------------------------------- the stuck test, by force
def completable(row) -> bool:
    """Brute force: can the free slots be filled with distinct hours, strictly increasing?"""
    def fill(index, last):
        if index == 7:
            return True
        if row[index] is not None:
            return row[index] > last and fill(index + 1, row[index])
        return any(fill(index + 1, hour) for hour in range(last + 1, 23)
                   if _room_after(row, index, hour))
    return fill(0, 5)


def _room_after(row, index, hour) -> bool:
    later = [h for h in row[index + 1:] if h is not None]
    return not later or hour < later[0]


@st.composite
def rows(draw):
    slots = draw(st.lists(st.booleans(), min_size=7, max_size=7))
    count = sum(slots)
    hours = sorted(draw(st.lists(st.integers(6, 22), min_size=count, max_size=count,
                                 unique=True)))
    it = iter(hours)
    return [next(it) if taken else None for taken in slots]


@settings(max_examples=400, deadline=None)
@given(rows())
def test_stuck_means_no_longer_completable(row):
    assert (stuck_gap(row) is None) == completable(row)
