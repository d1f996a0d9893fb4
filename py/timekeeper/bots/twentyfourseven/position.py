"""What a 24/7 computer player knows: a position rebuilt from one seat's view only.

The view (``Game.view(seat)``) gives the board, the stones, the seat's own rack, every rack's
size, the bag's size, the scores and the public history. Everything else is unknown: the
*unseen* tiles are the 40 minus the board minus the own rack, and the other racks, the bag
and the 3 removed tiles are a random split of them as far as this seat can tell.
"""

from __future__ import annotations

from dataclasses import dataclass

from timekeeper.twentyfourseven.board import CELLS, parse_cell
from timekeeper.twentyfourseven.deal import TILE_SET
from timekeeper.twentyfourseven.minutes_board import MinutesBoard

VALUES = range(1, 11)


@dataclass
class Position:
    """The seat to play's knowledge, ready for search."""

    board: MinutesBoard
    rack: list[int]  # own tiles, sorted
    unseen: list[int]  # copies of each value 0..10 not on the board nor in the own rack
    seat: int
    players: int
    rack_sizes: list[int]
    bag_count: int

    @property
    def unseen_count(self) -> int:
        return sum(self.unseen)

    def next_seat(self) -> int:
        """The seat after this one (the next to play unless it cannot place a tile)."""
        return (self.seat + 1) % self.players

    def moves(self) -> list[tuple[int, int, int]]:
        """Every legal placement as (minutes, value, cell), by value then cell."""
        room, minutes = self.board.room, self.board.minutes
        cells = self.board.open_cells()
        return [
            (minutes[c][v], v, c) for v in sorted(set(self.rack)) for c in cells if room[c] >= v
        ]


def position_from_view(view: dict) -> Position:
    """Rebuild the seat to play's position from its view; ValueError if the view is not a
    24/7 view of a seat whose turn it is."""
    if not isinstance(view, dict) or view.get("game") != "twentyfourseven":
        raise ValueError("not a 24/7 view")
    if view.get("finished") or view.get("turn") is None:
        raise ValueError("the game is over: there is no move to choose")
    seat = view["seat"]
    if view["turn"] != seat:
        raise ValueError(f"it is seat {view['turn']}'s turn, not seat {seat}'s")
    tiles = {parse_cell(name): value for name, value in view["board"].items()}
    stoned = [parse_cell(name) for name in view["out_of_time"]]
    rack = sorted(view["rack"])
    unseen = [0] * 11
    for value in TILE_SET:
        unseen[value] += 1
    for value in list(tiles.values()) + rack:
        unseen[value] -= 1
    if min(unseen) < 0:
        raise ValueError("the view holds more than four tiles of a value")
    return Position(
        board=MinutesBoard.from_cells(tiles, stoned),
        rack=rack,
        unseen=unseen,
        seat=seat,
        players=len(view["players"]),
        rack_sizes=list(view["rack_sizes"]),
        bag_count=view["bag_count"],
    )


def move_dict(value: int, cell: int) -> dict:
    """A record move."""
    return {"tile": value, "cell": CELLS[cell]}
