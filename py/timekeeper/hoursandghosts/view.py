"""What one seat may see (the protocol's ``view``): its own hand, the public table and the
public history — never another hand's cards, the pile's order, a drawn card's value or the
order a hand was arranged in."""

from __future__ import annotations

from .row import stuck_gap


def seat_view(game, seat: int) -> dict:
    """JSON-ready data for ``seat`` (already checked):

    ``game``, ``seat``, ``players``, ``turn``, ``finished``, ``phase``; ``hand`` (this seat's
    cards in hand order, ghosts as "ghost"); ``rows`` (every seat, 7 entries, hour or None);
    ``hand_sizes``; ``known_ghosts`` (per seat, ghosts the table knows to be there: taken
    ones, and a hand of ghosts only announced when its owner drew); ``pile_count``;
    ``boxed``; ``neighbour`` (the seat this one takes from) and ``neighbour_hand_size``;
    ``pending`` (during "place": the seat to play, the card taken and where it fits);
    ``current`` (the public facts of the turn in progress) and ``steps_in_progress``;
    ``emergency_allowed`` (this seat's row is stuck: it may use the emergency move on its
    turn) and ``stuck_reason`` (``row.stuck_gap``); ``history`` (public events of the
    finished turns); ``winners``, ``draw`` and ``result`` (None while the game goes on).
    """
    t = game._t
    neighbour = (seat - 1) % len(game.players)
    stuck = stuck_gap(t.rows[seat])
    result = game.result()
    return {
        "game": game.GAME_ID,
        "seat": seat,
        "players": list(game.players),
        "turn": t.turn,
        "finished": t.turn is None,
        "phase": t.phase,
        "hand": list(t.hands[seat]),
        "rows": game.rows,
        "hand_sizes": game.hand_sizes,
        "known_ghosts": game.known_ghosts,
        "pile_count": game.pile_count,
        "boxed": game.boxed,
        "neighbour": neighbour,
        "neighbour_hand_size": len(t.hands[neighbour]),
        "pending": game.pending,
        "current": None if t.current is None else t.current.to_dict(),
        "steps_in_progress": game.steps_in_progress(),
        "emergency_allowed": stuck is not None,
        "stuck_reason": stuck,
        "history": [event.to_dict() for event in t.history],
        "winners": [] if result is None else list(result.winners),
        "draw": False if result is None else result.draw,
        "result": None if result is None else result.to_dict(),
    }
