"""What a turn produced: the combinations it scored and what it changed on the table."""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import cell_name


@dataclass(frozen=True)
class Combo:
    """One scoring combination (rules page, "Scoring"), with the cells that made it.

    ``kind`` is one of "sum7", "sum24", "24in7" (the 7-tile bonus), "run", "set" and "247"
    (the 24/7 bonus); ``length`` counts the tiles of the line, run or set; ``minutes`` is
    already doubled when the tile covers a double-time cell.
    """

    kind: str
    length: int
    minutes: int
    cells: tuple[str, ...]

    def to_dict(self) -> dict:
        return {
            "kind": self.kind,
            "length": self.length,
            "minutes": self.minutes,
            "cells": list(self.cells),
        }


@dataclass
class Turn:
    """A placement and everything it caused: points, combos, new stones, the draw, skips."""

    seat: int
    tile: int
    cell: str
    points: int
    combos: list[Combo]
    double_time: bool
    new_stones: list[str] = field(default_factory=list)
    drew: bool = False
    skipped: list[int] = field(default_factory=list)
    shown: int | None = None
    next_seat: int | None = None

    def to_dict(self) -> dict:
        """The turn as the replay command prints it."""
        data = {
            "seat": self.seat,
            "tile": self.tile,
            "cell": self.cell,
            "points": self.points,
            "combos": [combo.to_dict() for combo in self.combos],
            "double_time": self.double_time,
            "new_stones": list(self.new_stones),
            "skipped": list(self.skipped),
        }
        if self.shown is not None:
            data["shown"] = self.shown
        return data


def name_cells(indices) -> tuple[str, ...]:
    """Cell indices as names, in the order given."""
    return tuple(cell_name(i) for i in indices)
