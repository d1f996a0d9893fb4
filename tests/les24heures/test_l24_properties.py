"""Properties over thousands of random races (2–6 players, teams, 12 and 24 hours): every
card always in exactly one place, no speed card exposed against a limit in force, km equal
to the exposed cards, records replaying to the same race, undo restoring the state exactly,
``legal_moves`` matching what ``play`` accepts."""

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from l24_support import NAMES, card_places, round_trip, sensible_move, state

from timekeeper.les24heures import CARD_IDS, Game, full_deck, new_game
from timekeeper.les24heures.moves import PLAYS

CONFIGS = [(2, 0, 24), (3, 0, 24), (4, 0, 24), (4, 2, 24), (5, 0, 24), (6, 0, 24),
           (6, 2, 24), (6, 3, 24), (2, 0, 12), (3, 0, 12), (4, 2, 12), (6, 3, 12)]
RACES = 1000
SPEED_CARDS = {"100", "150", "250", "350"}


def speed_allowed_from_scratch(game: Game, card: str) -> bool:
    """The speed-card limits, checked again independently of ``limits``."""
    car = game.cars[game.car_of(game.turn)]
    value, km = int(card), sum(car.speed_cards)
    if car.pit_stops or (km == 2500 and not car.tyres_changed):
        return False
    if not car.tyres_changed and (km + value > 2500 or km + value == 2450):
        return False
    if value == 350:
        if 7 <= game.hour <= 12:
            return False
        total, thousands = 0, set()
        for exposed in car.speed_cards:
            if exposed == 350:
                thousands.add(total // 1000)
            total += exposed
        if km // 1000 in thousands:
            return False
    if "oil-on-track" in car.incidents and value > 100:
        return False
    return not ("speed-limit" in car.incidents and value > 150)


def play_checked(seed: int, stats: Counter) -> Game:
    players, teams, hours = CONFIGS[seed % len(CONFIGS)]
    chooser = random.Random(seed)
    sensible = seed % 2 == 0
    game = new_game(NAMES[:players], {"hours": hours, "teams": teams}, seed=f"p{seed}")
    deck = dict(Counter(full_deck(hours)))
    while game.turn is not None:
        moves = game.legal_moves()
        move = sensible_move(game, chooser) if sensible else chooser.choice(moves)
        if move["play"] == "speed":
            assert speed_allowed_from_scratch(game, move["card"]), (seed, move)
        hand = game._hands[game.turn]
        if not any(card.startswith("pit-") for card in hand):
            for card in SPEED_CARDS.intersection(hand):
                listed = {"play": "speed", "card": card} in moves
                assert listed == speed_allowed_from_scratch(game, card), (seed, card)
        event = game.play(move)
        stats.update(entry["what"] for entry in event.log)
        stats[move["play"]] += 1
        assert dict(card_places(game)) == deck  # (dict equality: much faster than Counter's)
        assert all(car.km == sum(car.speed_cards) for car in game.cars)
        if game.turn is not None:
            assert game.hand_sizes[game.turn] == 6
            assert sorted(game.hand_sizes)[:-1] == [5] * (players - 1)
    assert game.finished and game.hour == hours + 1
    return game


def test_thousands_of_random_races_keep_every_rule():
    stats = Counter()
    for seed in range(RACES):
        play_checked(seed, stats)
    # the races went through every corner the rules have
    for what in ("reshuffle", "lost_turn", "extra_turn", "tyre_change", "finish"):
        assert stats[what] > 0, what
    for play in PLAYS:
        assert stats[play] > 0, play


def canonical(move: dict) -> dict:
    """A move as ``legal_moves`` lists it (the optional card and the seat left out)."""
    kept = {k: v for k, v in move.items() if k in ("play", "card", "target")}
    if kept["play"] in ("race-hour", "joker", "lap-record") and kept.get("card") == kept["play"]:
        kept.pop("card")
    return kept


def candidates(game: Game, chooser: random.Random) -> list[dict]:
    """Every play of every card in hand (each target), with and without the optional card,
    plus plays of cards not in hand."""
    hand = set(game.hand(game.turn)) | {chooser.choice(CARD_IDS) for _ in range(3)}
    moves = []
    for card in hand:
        for play in PLAYS:
            if play == "incident":
                moves.extend({"play": play, "card": card, "target": t}
                             for t in range(len(game.players)))
            elif play in ("race-hour", "joker", "lap-record"):
                moves.append({"play": play, "card": card})
                moves.append({"play": play})
            else:
                moves.append({"play": play, "card": card})
    return moves


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, len(CONFIGS) - 1))
def test_legal_moves_are_exactly_what_play_accepts(seed, config):
    players, teams, hours = CONFIGS[config]
    chooser = random.Random(seed)
    game = new_game(NAMES[:players], {"hours": hours, "teams": teams}, seed=str(seed))
    while game.turn is not None:
        legal = game.legal_moves()
        assert len({json.dumps(m, sort_keys=True) for m in legal}) == len(legal)
        for move in legal:
            assert game.why_not(move) is None, move
        if len(game.history) % 5 == 0:
            for move in candidates(game, chooser):
                accepted = game.why_not(move) is None
                assert accepted == (canonical(move) in legal), move
        game.play(sensible_move(game, chooser) if seed % 2 else chooser.choice(legal))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, len(CONFIGS) - 1))
def test_a_record_replays_to_the_same_race(seed, config):
    players, teams, hours = CONFIGS[config]
    chooser = random.Random(seed)
    game = new_game(NAMES[:players], {"hours": hours, "teams": teams}, seed=str(seed))
    stop = chooser.randrange(400)
    while game.turn is not None and len(game.history) < stop:
        game.play(sensible_move(game, chooser))
    again = round_trip(game)
    assert state(again) == state(game)
    assert again.summary() == game.summary()
    assert again.to_record() == json.loads(json.dumps(game.to_record()))
    if game.turn is not None:  # and both go on the same way
        move = game.legal_moves()[0]
        assert game.play(move).to_dict() == again.play(move).to_dict()
        assert state(again) == state(game)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, len(CONFIGS) - 1))
def test_undo_restores_the_previous_state_exactly(seed, config):
    players, teams, hours = CONFIGS[config]
    chooser = random.Random(seed)
    game = new_game(NAMES[:players], {"hours": hours, "teams": teams}, seed=str(seed))
    checks = sorted(chooser.sample(range(300), 4))
    while game.turn is not None:
        move = chooser.choice(game.legal_moves())
        if checks and len(game.history) >= checks[0]:
            checks.pop(0)
            before = state(game)
            event = game.play(move)
            after = state(game)
            assert game.undo() is event
            assert state(game) == before
            game.play(move)
            assert state(game) == after
        else:
            game.play(move)
    before_last = state(game)
    game.undo()
    assert state(game) != before_last and not game.finished


def test_undo_keeps_a_record_reshuffle_that_the_seed_would_not_make():
    chooser = random.Random(3)
    game = new_game(NAMES[:2], {}, seed="undo reshuffle")
    while not game.reshuffles:
        game.play(chooser.choice(game.legal_moves()))
    record = game.to_record()
    record["reshuffles"][0] = record["reshuffles"][0][::-1]  # not the seed's order
    loaded = Game.from_record(record)
    loaded.play(loaded.legal_moves()[0])
    loaded.undo()
    loaded.undo()
    assert loaded.reshuffles == []
    for move in record["moves"][-1:]:
        loaded.play(move)
    assert loaded.reshuffles == [record["reshuffles"][0]]


def test_nothing_to_undo():
    game = new_game(NAMES[:2], {}, seed="u")
    error = None
    try:
        game.undo()
    except Exception as caught:  # noqa: BLE001 - the class is checked below
        error = caught
    assert error is not None and error.code == "nothing_to_undo"
