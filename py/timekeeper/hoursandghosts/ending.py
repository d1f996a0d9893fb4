"""The end of the game (rules page, "Winning and the end") and the replay command's output.

The winner is the one who filled 7 slots with no ghost in hand; nobody else is ranked by the
sheet, so the others share place 2, listed by how many cards they placed (most first), then
by seat. A draw (an empty hand, an empty pile, no winner) puts every seat in place 1.
"""

from __future__ import annotations

from timekeeper.core.result import Result

from .row import placed_count


def decide(game) -> Result | None:
    """The Result once the game is over: ``ending`` "full_row" or "empty_hand"; each ranking
    entry has ``seats``, ``place``, ``placed`` (cards in the row) and ``ghosts`` (held)."""
    t = game._t
    if t.turn is not None:
        return None
    placed = [placed_count(row) for row in t.rows]
    ghosts = game.ghosts

    def entry(seat: int, place: int) -> dict:
        return {"seats": [seat], "place": place, "placed": placed[seat], "ghosts": ghosts[seat]}

    seats = range(len(game.players))
    if t.winner is not None:
        others = sorted((s for s in seats if s != t.winner), key=lambda s: (-placed[s], s))
        ranking = [entry(t.winner, 1)] + [entry(seat, 2) for seat in others]
        return Result([t.winner], False, ranking, None, t.ending)
    ranking = [entry(seat, 1) for seat in seats]
    return Result([], True, ranking, None, t.ending, {"empty_hand": t.empty_hand})


def summarise(game) -> dict:
    """What ``python -m timekeeper replay`` prints: ``moves`` (one public entry per finished
    turn), ``rows``, ``hand_sizes``, ``ghosts`` (held, per seat), ``pile_count``,
    ``finished``, ``winners``, ``draw``; also ``game``, ``players``, ``turn``, ``phase``,
    ``boxed``, ``known_ghosts``, ``steps_in_progress`` and ``result`` (None while going on)."""
    result = game.result()
    return {
        "game": game.GAME_ID,
        "players": list(game.players),
        "moves": [event.to_dict() for event in game.history],
        "rows": game.rows,
        "hand_sizes": game.hand_sizes,
        "ghosts": game.ghosts,
        "known_ghosts": game.known_ghosts,
        "pile_count": game.pile_count,
        "boxed": game.boxed,
        "turn": game.turn,
        "phase": game.phase,
        "steps_in_progress": game.steps_in_progress(),
        "finished": game.finished,
        "winners": [] if result is None else list(result.winners),
        "draw": False if result is None else result.draw,
        "result": None if result is None else result.to_dict(),
    }
