"""Game records, version 1 (rules page, "Game record"): written and read here.

A record is the deal plus the placements, so a game replays exactly whatever generator dealt
it. Reading checks everything and raises RecordError with one line that says what is wrong
and where ("deal: 41 tiles, expected 40", "move 7: C3 is out of time").
"""

from __future__ import annotations

from .deal import Deal
from .errors import IllegalMove, RecordError

GAME_ID = "twentyfourseven"
VERSION = 1


def write_record(game) -> dict:
    """The record of ``game``: players, teams, deal and every placement in order."""
    moves = []
    for turn in game.history:
        move = {"tile": turn.tile, "cell": turn.cell, "seat": turn.seat}
        if turn.shown is not None:
            move["show"] = turn.shown
        moves.append(move)
    record = {
        "game": GAME_ID,
        "version": VERSION,
        "players": list(game.players),
        "teams": game.teams,
        "deal": game.deal.to_dict(),
        "moves": moves,
    }
    if game.deal.seed is not None:
        record["seed"] = game.deal.seed
    return record


def _int_list(value, where: str) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(f"{where}: expected a list of tiles")
    for tile in value:
        if isinstance(tile, bool) or not isinstance(tile, int):
            raise RecordError(f"{where}: {tile!r} is not a tile (tiles are 1 to 10)")
    return list(value)


def read_deal(data) -> Deal:
    """The ``deal`` object of a record, checked: exactly the 40 tiles, racks of the right size."""
    if not isinstance(data, dict):
        raise RecordError("deal: expected an object with start, removed, hands and bag")
    for key in ("start", "removed", "hands", "bag"):
        if key not in data:
            raise RecordError(f"deal: '{key}' is missing")
    start = data["start"]
    if isinstance(start, bool) or not isinstance(start, int):
        raise RecordError(f"deal: start {start!r} is not a tile (tiles are 1 to 10)")
    hands = data["hands"]
    if not isinstance(hands, list):
        raise RecordError("deal: 'hands' must be a list of racks")
    deal = Deal(
        start=start,
        removed=_int_list(data["removed"], "deal: removed"),
        hands=[_int_list(hand, f"deal: rack {seat + 1}") for seat, hand in enumerate(hands)],
        bag=_int_list(data["bag"], "deal: bag"),
        seed=None,
    )
    deal.validate()
    return deal


def read_record(data):
    """A Game rebuilt from a record (a dict parsed from JSON), every move replayed."""
    from .game import Game

    if not isinstance(data, dict):
        raise RecordError("record: expected a JSON object")
    if data.get("game") != GAME_ID:
        raise RecordError(f"record: game is {data.get('game')!r}, expected '{GAME_ID}'")
    version = data.get("version")
    if version != VERSION or isinstance(version, bool):
        raise RecordError(f"record: version {version!r} cannot be read (this app reads 1)")
    players = data.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise RecordError("players: expected a list of 2 to 4 names")
    teams = data.get("teams", False)
    if not isinstance(teams, bool):
        raise RecordError("teams: expected true or false")
    if "deal" not in data:
        raise RecordError("deal: missing")
    deal = read_deal(data["deal"])
    seed = data.get("seed")
    if isinstance(seed, str):
        deal.seed = seed
    game = Game(players, deal, teams=teams)
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise RecordError("moves: expected a list")
    for number, move in enumerate(moves, start=1):
        replay_move(game, move, number)
    return game


def replay_move(game, move, number: int) -> None:
    """Play one recorded move on ``game``; RecordError names the move if it cannot be."""
    where = f"move {number}"
    if not isinstance(move, dict):
        raise RecordError(f"{where}: expected an object with tile and cell")
    if "tile" not in move or "cell" not in move:
        raise RecordError(f"{where}: needs both 'tile' and 'cell'")
    tile, cell = move["tile"], move["cell"]
    if not isinstance(cell, str):
        raise RecordError(f"{where}: cell {cell!r} is not a cell name like D5")
    if game.finished:
        raise RecordError(f"{where}: the game is already over")
    seat = move.get("seat")
    if seat is not None and seat != game.turn:
        raise RecordError(
            f"{where}: the record says seat {seat}, but it is seat {game.turn}'s turn"
        )
    try:
        game.play(tile, cell, show=move.get("show"))
    except IllegalMove as error:
        raise RecordError(f"{where}: {error}") from None
