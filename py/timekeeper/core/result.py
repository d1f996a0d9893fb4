"""The end of a game, in one shape for every game: who won, the ranking with shared places,
and which tie-break or end condition decided it."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Result:
    """``ranking`` is best first, one entry per side (a seat, a team, a car), each a dict with
    at least ``seats`` and ``place`` (1 = first; sides level share a place, the next counts
    the sides ahead: 1, 1, 3) and the game's own figures (minutes, km, points…).

    ``winners`` are seats (both partners of a winning team; several seats for a draw; empty
    when nobody wins). ``tie_break`` names the tie-break applied, if one was needed, and
    ``ending`` which end condition closed the game. ``details`` holds anything else the game
    reports (e.g. championship points)."""

    winners: list[int]
    draw: bool
    ranking: list[dict]
    tie_break: str | None = None
    ending: str | None = None
    details: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        data = {
            "winners": list(self.winners),
            "draw": self.draw,
            "tie_break": self.tie_break,
            "ranking": [dict(entry) for entry in self.ranking],
            "ending": self.ending,
        }
        data.update(self.details)
        return data


def shared_places(standings: list) -> list[int]:
    """Places for ``standings`` already sorted best first (each a comparable key): equal keys
    share a place and the next place counts everyone ahead, as in 1, 1, 3."""
    places = []
    for position, key in enumerate(standings, start=1):
        if position > 1 and standings[position - 2] == key:
            places.append(places[-1])
        else:
            places.append(position)
    return places
