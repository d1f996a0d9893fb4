"""The protocol's one way (core/protocol.py): ``check`` plays the move and goes back, ``undo``
rebuilds the game from its deal and all its record moves but the last. 24/7 and Les 24
Heures keep their own cheaper rule check: it must refuse exactly what the protocol's
play-and-go-back refuses, with the same code, and neither may change the game."""

import random

import pytest

from timekeeper.core.errors import IllegalMove
from timekeeper.core.protocol import TableGame
from timekeeper.core.registry import available, game_info

GAMES = [info.id for info in available()]


def by_replay(game, move) -> IllegalMove | None:
    """The protocol's default check, its default snapshot (record moves and steps, restored
    by replaying them) forced even where the game has a cheaper one."""
    saved = TableGame._snapshot(game)
    try:
        game.play(move)
    except IllegalMove as error:
        return error
    finally:
        TableGame._restore(game, saved)
    return None


def tries(game, chooser: random.Random, seen: list[dict]) -> list[dict]:
    """Moves to check: some legal ones, and moves that were legal earlier (often not now)."""
    moves = game.legal_moves()
    return chooser.sample(moves, min(3, len(moves))) + chooser.sample(seen, min(4, len(seen)))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_check_refuses_what_playing_refuses(game_id):
    for number in range(3):
        game = game_info(game_id).new_game(["Ana", "Ben", "Cleo"][:2 + number % 2], {},
                                           seed=f"hooks {number}")
        chooser = random.Random(f"{game_id} {number}")
        seen: list[dict] = []
        for _ in range(60):
            if game.finished:
                break
            before, steps = game.to_record(), game.steps_in_progress()
            for move in tries(game, chooser, seen):
                own, replayed = game.why_not(move), by_replay(game, move)
                assert (own and own.code) == (replayed and replayed.code), move
                assert (own and own.params) == (replayed and replayed.params), move
                assert game.to_record() == before and game.steps_in_progress() == steps
            move = chooser.choice(game.legal_moves())
            seen.append(move)
            game.play(move)


@pytest.mark.parametrize("game_id", GAMES)
def test_nothing_to_undo_in_the_games_own_words(game_id):
    game = game_info(game_id).new_game(["Ana", "Ben"], {}, seed="undo")
    with pytest.raises(IllegalMove) as raised:
        game.undo()
    assert raised.value.code == "nothing_to_undo"
    assert type(raised.value) is type(game).ILLEGAL_MOVE
    assert raised.value.game == game_id


def test_undo_with_only_steps_in_progress_drops_them():
    """Who Turned the Clock?: with no finished turn, undo drops the first turn's steps and
    returns its event so far."""
    info = game_info("hoursandghosts")
    for position in range(7):  # the first take that waits for its slot
        game = info.new_game(["Ana", "Ben"], {}, seed="steps")
        start = game.to_record()
        game.play({"take": position})
        if game.steps_in_progress() and not game.history:
            break
    else:
        pytest.fail("no first take waits for a slot on this deal: choose another seed")
    current = game.current
    assert game.undo().to_dict() == current.to_dict()
    assert game.steps_in_progress() == [] and game.to_record() == start
    assert game.legal_moves() == info.new_game(["Ana", "Ben"], {}, seed="steps").legal_moves()
