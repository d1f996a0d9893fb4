"""The game protocol (core/protocol.py), the only face the shell, the replay command and the
computer players use: every game of the registry answers it, and a game played through it
alone, from the registry's new game to its result, keeps the promises the protocol makes
(legal moves are accepted and change nothing when checked, an illegal move is an IllegalMove
with a code and params, undo restores the record, views are JSON with the common keys and
the seat's own view only, the record picks its game by its key and replays the same game)."""

import json
import random

import pytest

from timekeeper.core.errors import IllegalMove
from timekeeper.core.protocol import TableGame
from timekeeper.core.records import load_record
from timekeeper.core.registry import available

GAMES = [info.id for info in available()]
COMMON_VIEW_KEYS = {"game", "seat", "players", "turn", "finished", "history"}
MAX_MOVES = 3000


def test_every_game_is_listed():
    assert GAMES == ["twentyfourseven", "les24heures", "hoursandghosts"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [2, 3])
def test_a_game_played_through_the_protocol_alone(game_id, players):
    info = next(info for info in available() if info.id == game_id)
    names = ["Ana", "Ben", "Cleo"][:players]
    game = info.new_game(names, {}, seed=f"protocol {players}")
    assert isinstance(game, TableGame) and game.GAME_ID == game_id
    assert game.seed and game.players == names and game.result() is None
    chooser = random.Random(f"{game_id} {players}")
    for number in range(MAX_MOVES):
        if game.finished:
            break
        seat = game.turn
        assert seat in range(players)
        moves = game.legal_moves()
        assert moves, "a seat to play always has a legal move"
        before, steps = game.to_record(), game.steps_in_progress()
        for move in chooser.sample(moves, min(3, len(moves))):
            assert game.why_not(move) is None, move
        assert game.to_record() == before and game.steps_in_progress() == steps
        refused = game.why_not({"no such key": 1})
        assert isinstance(refused, IllegalMove) and refused.code
        assert isinstance(refused.params, dict) and str(refused)
        if number % 7 == 0:
            for looker in range(players):
                view = json.loads(json.dumps(game.view(looker)))
                assert COMMON_VIEW_KEYS <= set(view)
                assert (view["game"], view["seat"], view["turn"]) == (game_id, looker, seat)
        if not steps:
            turn_start, turn_moves = before, []
        move = chooser.choice(moves)
        game.play(move)
        turn_moves.append(move)
        if number % 5 == 0 and not game.steps_in_progress() and not game.finished:
            # undo takes back the turn just finished (all its steps, in a game of steps)
            game.undo()
            assert game.to_record() == turn_start and game.steps_in_progress() == []
            for step in turn_moves:
                game.play(step)
    assert game.finished, f"{game_id} did not end in {MAX_MOVES} moves"
    assert game.legal_moves() == [] and game.turn is None
    result = game.result()
    assert result is not None and set(result.winners) <= set(range(players))
    assert game.why_not(moves[0]).code == "game_over"

    record = json.loads(json.dumps(game.to_record()))
    assert record["game"] == game_id and record["version"] == 1
    again = load_record(json.dumps(record))
    assert type(again) is type(game)
    assert again.summary() == game.summary()
    assert json.loads(json.dumps(game.summary())) == game.summary()
