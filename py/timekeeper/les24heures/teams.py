"""Competitors (rules page, "Competitors: players, cars, teams"): each player drives a car,
or the players of a team share one. Teams: 4 players as 2 teams of 2, 6 players as 3 teams
of 2 or 2 teams of 3; seats alternate between teams, so with T teams seat s drives car
s mod T. Cars are ordered by their lowest seat."""

from __future__ import annotations

from timekeeper.core.fields import shown, want_int, want_list

from .errors import RecordError, own_errors

MIN_PLAYERS, MAX_PLAYERS = 2, 6
TEAM_COUNTS = {4: (2,), 6: (2, 3)}  # players: the numbers of teams allowed


def team_seats(players: int, teams: int) -> list[list[int]]:
    """The seats of each of ``teams`` alternating teams (car order)."""
    return [list(range(team, players, teams)) for team in range(teams)]


def cars_of(players: int, teams: list[list[int]] | None) -> list[list[int]]:
    """The seats of each car, in car order: one seat per car without teams."""
    if teams is None:
        return [[seat] for seat in range(players)]
    return sorted((sorted(team) for team in teams), key=lambda seats: seats[0])


def teams_option(players: int, value) -> list[list[int]] | None:
    """The new-game option ``"teams"``: 0 (each player drives a car) or the number of
    teams (2 for 4 players; 2 or 3 for 6)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError("option_teams", where="options", value=shown(value))
    if value == 0:
        return None
    allowed = TEAM_COUNTS.get(players, ())
    if value not in allowed:
        raise RecordError("option_teams", where="options", value=value, players=players,
                          allowed=list(allowed))
    return team_seats(players, value)


@own_errors
def read_teams(value, players: int) -> list[list[int]] | None:
    """A record's ``teams``: null, or at least 2 teams, each a list of 0-based seats, every
    seat in exactly one team, teams of equal size ≥ 2, seats alternating. Returned in car
    order."""
    if value is None:
        return None
    if players not in TEAM_COUNTS:
        raise RecordError("team_players", where="teams", players=players)
    teams = want_list(value, "teams", 2, players // 2)
    seen: set[int] = set()
    for number, team in enumerate(teams, start=1):
        where = f"teams: team {number}"
        want_list(team, where, 2, players)
        for seat in team:
            want_int(seat, where, 0, players - 1)
            if seat in seen:
                raise RecordError("team_seat_twice", where="teams", seat=seat)
            seen.add(seat)
    if len(seen) != players:
        missing = min(set(range(players)) - seen)
        raise RecordError("team_seat_missing", where="teams", seat=missing)
    if len({len(team) for team in teams}) != 1:
        raise RecordError("team_sizes", where="teams",
                          sizes=[len(team) for team in teams])
    count = len(teams)
    for team in teams:
        if len({seat % count for seat in team}) != 1:
            raise RecordError("team_alternate", where="teams",
                              seats=sorted(team), teams=count)
    return cars_of(players, teams)
