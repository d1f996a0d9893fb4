"""Game records, version 1 (rules page, "Game record"): read here (the protocol writes them,
from ``Game.record_fields`` and ``Game.record_moves``).

A record is the deal plus the placements, so a game replays exactly whatever generator dealt
it. Reading is strict (``timekeeper.core.fields``): tiles and seats are JSON integers, cells
are written exactly as the engine writes them ("D5"), ``teams`` is true or false. Anything
else raises RecordError with one line that says what is wrong and where ("deal: 41 tiles,
expected 40", "move 7: C3 is out of time"). A ``seed`` must deal the record's deal.
"""

from __future__ import annotations

from timekeeper.core.fields import (
    check_move_seat,
    shown,
    want_bool,
    want_list,
    want_names,
    want_object,
    want_text,
)
from timekeeper.core.records import read_envelope

from .board import CELLS
from .deal import MAX_PLAYERS, MIN_PLAYERS, TILE_SET, Deal, check_tile
from .errors import GAME_ID, IllegalMove, RecordError

SEED_LENGTH = 40  # characters, as the new-game form allows


def _tiles(value, where: str) -> list[int]:
    """A list of at most 40 tiles (the count is checked before any tile; the deal's own
    checks then say which count is wrong, e.g. "deal: 2 removed tiles, expected 3")."""
    tiles = want_list(value, where, 0, len(TILE_SET), noun="tiles")
    return [check_tile(tile, where) for tile in tiles]


def read_deal(data) -> Deal:
    """The ``deal`` object of a record, checked: exactly the 40 tiles, racks of the right size."""
    want_object(data, "deal")
    for key in ("start", "removed", "hands", "bag"):
        if key not in data:
            raise RecordError("missing", game=GAME_ID, where="deal", field=key)
    hands = want_list(data["hands"], "deal: hands", MIN_PLAYERS, MAX_PLAYERS, noun="racks")
    deal = Deal(
        start=check_tile(data["start"], "deal: start"),
        removed=_tiles(data["removed"], "deal: removed"),
        hands=[_tiles(hand, f"deal: rack {seat + 1}") for seat, hand in enumerate(hands)],
        bag=_tiles(data["bag"], "deal: bag"),
        seed=None,
    )
    deal.validate()
    return deal


def read_record(data):
    """A Game rebuilt from a record (a dict parsed from JSON), every move replayed."""
    from .game import Game

    read_envelope(data, GAME_ID)
    players = want_names(data.get("players"), MIN_PLAYERS, MAX_PLAYERS)
    teams = want_bool(data.get("teams", False), "teams")
    for key in ("deal", "moves"):  # as in every game: a game without moves says []
        if key not in data:
            raise RecordError("missing", game=GAME_ID, where="record", field=key)
    deal = read_deal(data["deal"])
    if "seed" in data and data["seed"] is not None:
        seed = want_text(data["seed"], "seed", SEED_LENGTH)
        if Deal.from_seed(seed, deal.players) != deal:
            raise RecordError("seed_mismatch", game=GAME_ID, where="seed", seed=shown(seed))
        deal.seed = seed
    game = Game(players, deal, teams=teams)
    moves = want_list(data["moves"], "moves")
    for number, move in enumerate(moves, start=1):
        replay_move(game, move, number)
    return game


def read_move(move, where: str) -> tuple[int, str, int | None]:
    """(tile, cell, show) of a record move, each in its exact type."""
    want_object(move, where)
    if "tile" not in move or "cell" not in move:
        raise RecordError("missing", game=GAME_ID, where=where,
                          field="tile" if "tile" not in move else "cell")
    tile = check_tile(move["tile"], f"{where}: tile")
    cell = move["cell"]
    if not isinstance(cell, str) or cell not in CELLS:
        raise RecordError("bad_cell", game=GAME_ID, where=where, cell=shown(cell))
    show = move.get("show")
    if show is not None:
        show = check_tile(show, f"{where}: show")
    return tile, cell, show


def replay_move(game, move, number: int) -> None:
    """Play one recorded move on ``game``; RecordError names the move if it cannot be."""
    where = f"move {number}"
    tile, cell, show = read_move(move, where)
    if game.finished:
        raise RecordError("game_over", game=GAME_ID, where=where,
                          where_code="move", where_params={"n": number})
    check_move_seat(move, game.turn, where)
    try:
        game.place(tile, cell, show=show)
    except IllegalMove as error:
        raise RecordError.at_move(number, error) from None
