"""Who won (rules page, "Winning" and "Teams"): most minutes; on a tie the fewest tiles left
in the rack (a team's two racks together); still tied, a draw."""

from __future__ import annotations

from timekeeper.core.result import Result, shared_places

__all__ = ["Result", "decide"]

# ``Result.ending`` says which printed end condition closed the game: "racks_empty" (no player
# has tiles left), "board_full" (every cell holds a tile or a stone), "board_closed" (empty
# cells are left, but none of them touches a tile) or "no_legal_play" (open cells touch the
# tiles, but every tile left is too big for them);
# ``tie_break`` is None, "fewest_tiles" or "draw".


def _standing(entry: dict) -> tuple[int, int]:
    return entry["minutes"], entry["tiles_left"]


def decide(
    scores: list[int], tiles_left: list[int], teams: bool, ending: str = "no_legal_play"
) -> Result:
    """Rank the sides and apply the printed tie-break."""
    if teams:
        sides = [[0, 2], [1, 3]]
    else:
        sides = [[seat] for seat in range(len(scores))]
    ranking = [
        {
            "seats": seats,
            "minutes": sum(scores[s] for s in seats),
            "tiles_left": sum(tiles_left[s] for s in seats),
        }
        for seats in sides
    ]
    ranking.sort(key=lambda entry: (-entry["minutes"], entry["tiles_left"]))
    for entry, place in zip(ranking, shared_places([_standing(e) for e in ranking]),
                            strict=True):
        entry["place"] = place
    best = ranking[0]["minutes"]
    leaders = [entry for entry in ranking if entry["minutes"] == best]
    tie_break = None
    if len(leaders) > 1:
        fewest = min(entry["tiles_left"] for entry in leaders)
        narrowed = [entry for entry in leaders if entry["tiles_left"] == fewest]
        tie_break = "fewest_tiles" if len(narrowed) == 1 else "draw"
        leaders = narrowed
    winners = sorted(seat for entry in leaders for seat in entry["seats"])
    return Result(
        winners=winners, draw=len(leaders) > 1, tie_break=tie_break, ranking=ranking,
        ending=ending,
    )
