"""The end of a race (rules page, "The end and the winner"): places by kilometres, shared
when equal (1, 1, 3), and championship points per place."""

from __future__ import annotations

from timekeeper.core.result import Result, shared_places

POINTS = (9, 6, 4, 3, 2, 1)  # 1st to 6th place


def points_for(place: int) -> int:
    """Championship points of ``place`` (a shared place earns its own place's points)."""
    return POINTS[place - 1] if 1 <= place <= len(POINTS) else 0


def places(km: list[int]) -> list[int]:
    """The place of each car (in car order) from its kilometres: most first, equal share."""
    order = sorted(range(len(km)), key=lambda car: -km[car])
    ranked = shared_places([-km[car] for car in order])
    result = [0] * len(km)
    for car, place in zip(order, ranked, strict=True):
        result[car] = place
    return result


def race_points(km: list[int]) -> list[int]:
    """Championship points of each car (in car order) for a race run to ``km``."""
    return [points_for(place) for place in places(km)]


def race_result(cars: list[list[int]], km: list[int], details: dict | None = None) -> Result:
    """The Result of a finished race: ``cars`` are the seats of each car, ``km`` their
    kilometres. Ranking entries are best first (car order among equals)."""
    car_places = places(km)
    points = [points_for(place) for place in car_places]
    order = sorted(range(len(km)), key=lambda car: (car_places[car], car))
    ranking = [{"seats": list(cars[car]), "car": car, "km": km[car],
                "place": car_places[car], "points": points[car]} for car in order]
    winners = [seat for car in order if car_places[car] == 1 for seat in cars[car]]
    first = sum(1 for place in car_places if place == 1)
    extra = {"points": points}
    extra.update(details or {})
    return Result(winners=winners, draw=first > 1, ranking=ranking, tie_break=None,
                  ending="finish", details=extra)
