"""The three 24/7 computer players. Each gets a ``Position`` (rebuilt from its seat's view)
and a random generator, and returns (value, cell) of a legal placement.

- easy: a beginner. It sees the combinations worth taking most of the time but not always
  the best one, and it never looks at what it leaves to the next player.
- medium: the most minutes now; ties broken at random.
- hard: equity (minutes now, minus what the next player can expect to score from the unseen
  tiles, plus what the tiles it keeps can expect to score), then a look three plies deep for
  the best candidates, the next player's rack and the tile drawn taken over all their
  possibilities with their exact probabilities.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from .position import VALUES, Position

COMB = [[comb(n, k) for k in range(12)] for n in range(41)]


def expected_best(best: list[int], unseen: list[int], n: int, k: int) -> float:
    """The expected most minutes of a rack of ``k`` tiles drawn at random from the ``n``
    unseen tiles (``unseen[v]`` copies of each value), where value ``v`` scores at most
    ``best[v]``: the rack's best is the first value, best first, that it holds."""
    if k <= 0 or n <= 0:
        return 0.0
    if k > n:
        k = n
    pairs = sorted(((best[v], unseen[v]) for v in VALUES if unseen[v] and best[v]),
                   reverse=True)
    total = 0.0
    row = COMB
    denom = row[n][k]
    before = 1.0
    gone = 0
    for minutes, copies in pairs:
        gone += copies
        after = row[n - gone][k] / denom
        total += minutes * (before - after)
        before = after
        if not after:
            break
    return total


def best_of(best: list[int], rack) -> int:
    return max((best[v] for v in rack), default=0)


# ----------------------------------------------------------------------------- easy
def play_easy(pos: Position, rng) -> tuple[int, int]:
    """A beginner: usually takes a combination it sees (the bigger ones more often), now
    and then just lays a tile; never an absurd move (it always takes a big score)."""
    moves = pos.moves()
    scoring = [m for m in moves if m[0] > 0]
    if scoring:
        top = max(m[0] for m in scoring)
        if top >= 80 or rng.random() < 0.75:
            weights = [m[0] for m in scoring]
            _, v, c = rng.choices(scoring, weights=weights)[0]
            return v, c
    quiet = [m for m in moves if m[0] == 0] or moves
    _, v, c = rng.choice(quiet)
    return v, c


# --------------------------------------------------------------------------- medium
def play_medium(pos: Position, rng) -> tuple[int, int]:
    """The most minutes now; among equal moves, one at random."""
    moves = pos.moves()
    top = max(m[0] for m in moves)
    _, v, c = rng.choice([m for m in moves if m[0] == top])
    return v, c


# ----------------------------------------------------------------------------- hard
LEAVE_WEIGHT = 0.5


def rank_equity(pos: Position) -> list[tuple[float, int, int, int, float]]:
    """Every legal move as (equity, minutes, value, cell, next player's expectation), best
    first."""
    board = pos.board
    unseen = pos.unseen
    n = pos.unseen_count
    k = pos.rack_sizes[pos.next_seat()]
    rack = pos.rack
    ranked = []
    for p, v, c in pos.moves():
        board.push()
        board.land(c, v)
        best = board.best_by_value()
        board.pop()
        reply = expected_best(best, unseen, n, k)
        kept = list(rack)
        kept.remove(v)
        mine = best_of(best, kept)
        if pos.bag_count and n:
            mine = sum(unseen[d] * max(mine, best[d]) for d in VALUES) / n
        ranked.append((p - reply + LEAVE_WEIGHT * mine, p, v, c, reply))
    ranked.sort(key=lambda r: -r[0])
    return ranked


def reply_odds(best: list[int], unseen: list[int], n: int, k: int) -> list[tuple[int, float]]:
    """How likely the next player's best value is each value: [(value, probability), ...],
    best first, for a rack of ``k`` of the ``n`` unseen tiles; values that score nothing
    are left out (their probability is what the list does not cover)."""
    if k <= 0 or n <= 0:
        return []
    if k > n:
        k = n
    order = sorted((v for v in VALUES if unseen[v] and best[v]), key=lambda v: -best[v])
    denom = COMB[n][k]
    before = 1.0
    gone = 0
    odds = []
    for v in order:
        gone += unseen[v]
        after = COMB[n - gone][k] / denom
        if before > after:
            odds.append((v, before - after))
        before = after
        if not after:
            break
    return odds


def mean_best_after_draw(best: list[int], kept: list[int], unseen: list[int], n: int,
                         draws: bool) -> float:
    """The expected most minutes of the rack ``kept`` plus one tile drawn from the unseen
    ones (none if the bag is empty)."""
    mine = best_of(best, kept)
    if not draws or n <= 0:
        return float(mine)
    return sum(unseen[d] * (best[d] if best[d] > mine else mine) for d in VALUES) / n


AHEAD = 6  # candidates looked at three plies deep (more did not play better)
NEXT_WEIGHT = 0.8


def look_ahead(pos: Position, p: int, v: int, c: int) -> float:
    """The expected minutes of (this move) − (the next player's greedy reply) + (own best
    move after it), the next player's rack and the tile drawn averaged over the unseen
    tiles."""
    board = pos.board
    unseen = pos.unseen
    n = pos.unseen_count
    k = pos.rack_sizes[pos.next_seat()]
    draws = pos.bag_count > 0
    kept = list(pos.rack)
    kept.remove(v)
    board.push()
    board.land(c, v)
    best = board.best_by_value()
    total = float(p)
    covered = 0.0
    for u, chance in reply_odds(best, unseen, n, k):
        covered += chance
        cell = board.where_best(u, best[u])
        board.push()
        board.land(cell, u)
        after = board.best_by_value()
        board.pop()
        unseen[u] -= 1
        mine = mean_best_after_draw(after, kept, unseen, n - 1, draws)
        unseen[u] += 1
        total += chance * (NEXT_WEIGHT * mine - best[u])
    if covered < 1.0:
        mine = mean_best_after_draw(best, kept, unseen, n, draws)
        total += (1.0 - covered) * NEXT_WEIGHT * mine
    board.pop()
    return total


@dataclass
class Decision:
    """The hard player's choice and the figures behind it (the hint explains them)."""

    value: int
    cell: int
    points: int  # minutes now
    reply: float  # what the next player can expect to score after it
    net: float | None  # the three-ply look-ahead's expected balance (two players only)
    candidates: int  # legal moves weighed


def decide_hard(pos: Position, rng) -> Decision:
    """Rank every move by equity, look three plies deep at the best few (two players), and
    pick the best (ties at random)."""
    ranked = rank_equity(pos)
    looked = len(ranked) > 1 and pos.players == 2
    if looked:
        rows = [(look_ahead(pos, p, v, c), p, v, c, reply)
                for _, p, v, c, reply in ranked[:AHEAD]]
    else:
        rows = ranked
    top = max(row[0] for row in rows)
    key, p, v, c, reply = rng.choice([row for row in rows if row[0] >= top - 1e-9])
    return Decision(v, c, p, reply, key if looked else None, len(ranked))


def play_hard(pos: Position, rng) -> tuple[int, int]:
    decision = decide_hard(pos, rng)
    return decision.value, decision.cell

