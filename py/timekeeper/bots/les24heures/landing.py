"""Landing on exactly 2,500 km: how many turns a car can expect to need, from its gap to
2,500 km and the speed cards it holds.

The rule ("Limits on speed cards" of the rules page; docs/rules/les24heures.md): before its
tyre change a car must reach exactly 2,500 km. A card that would take it beyond is refused,
and so is one that would leave it at 2,450 km (no card lands from there). So near 2,500 km
the biggest card is not always the best one: from 2,300 km only two 100s land (a 150 would
leave 2,450), and a car that played its 250 from 2,050 km may wait there for a long time.

The model: one car alone. Each turn it draws a card: a speed card of each value in the
deck's proportions, or a card that is not a speed card. Then it exposes a speed card that is
allowed, or keeps its hand; with more than five speed cards it throws one away. The value is
the least expected number of turns until the car stands on 2,500 km, the turn that lands
included. It is solved once per process (to a thousandth of a turn, about a dozen sweeps a
gap: about 50 ms on CPython, 90 ms in Pyodide) for gaps of up to 1,000 km and hands of up to
five speed cards, a gap after the smaller ones. Each sweep goes through the hands, those that
land soonest first; the turns spent waiting with the same hand are solved in closed form.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

from timekeeper.les24heures.cards import CARDS, SPEED_VALUES

STEP = 50                 # every speed card is a multiple of 50 km
MAX_GAP = 1000            # gaps solved (km before 2,500)
HAND_LIMIT = 5            # speed cards a hand of five can hold
DEAD_END = 50             # 2,450 km: no card lands from there
TOLERANCE = 1e-3          # turns


def turns_to_land(gap: int, speed_values) -> float:
    """The expected turns to stand on exactly 2,500 km from ``gap`` km before it, holding
    speed cards of ``speed_values`` (km; at most five count, the biggest dropped first), for
    ``0 <= gap <= MAX_GAP``; 0 once there."""
    units = gap // STEP
    hand = tuple(sorted(value // STEP for value in speed_values))[:HAND_LIMIT]
    table, index = _solved()
    return table[units][index[hand]]


def turns_after_play(gap: int, speed_values, card_value: int, exposed: bool) -> float:
    """``turns_to_land`` after a play from ``gap`` km before 2,500 with ``speed_values`` in
    hand: ``card_value`` km is the card played (0 for one that is no speed card), ``exposed``
    when it goes on the car (the gap shrinks by it). A speed card thrown away still counts as
    held (what keeping it is worth weighs the discard), unless the hand holds six."""
    values = list(speed_values)
    if card_value and (exposed or len(values) > HAND_LIMIT):
        values.remove(card_value)
        if exposed:
            gap -= card_value
    return turns_to_land(gap, values)


@lru_cache(maxsize=1)
def _solved() -> tuple[list[list[float]], dict[tuple[int, ...], int]]:
    """Every gap (in 50 km steps) and hand, solved: (table[gap][hand index], hand index)."""
    values = tuple(sorted(SPEED_VALUES[card] // STEP for card in SPEED_VALUES))
    total = sum(count for _family, count in CARDS.values())
    draws = [(SPEED_VALUES[card] // STEP, CARDS[card][1] / total) for card in SPEED_VALUES]
    draws.append((0, 1 - sum(p for _value, p in draws)))  # not a speed card
    hands = [hand for size in range(HAND_LIMIT + 1)
             for hand in combinations_with_replacement(values, size)]
    index = {hand: i for i, hand in enumerate(hands)}
    moves = [[_after_draw(hand, value, index) + (chance,) for value, chance in draws]
             for hand in hands]
    table: list[list[float]] = [[0.0] * len(hands)]
    for units in range(1, MAX_GAP // STEP + 1):
        table.append(_solve_gap(units, moves, table))
    return table, index


def _after_draw(hand, value, index):
    """What a car holding ``hand`` may do once it has drawn a card (``value`` steps, 0 for a
    card that is no speed card): the speed cards it may expose, each with the hand left, and
    the other hands it may keep (throwing a speed card away, or keeping the card drawn)."""
    drawn = tuple(sorted(hand + (value,))) if value else hand
    plays = []
    stay = set()
    for card in sorted(set(drawn)):
        rest = list(drawn)
        rest.remove(card)
        rest_index = index[tuple(rest)]
        plays.append((card, rest_index))
        stay.add(rest_index)
    if len(drawn) <= HAND_LIMIT:
        stay.add(index[drawn])
    stay.discard(index[hand])  # keeping the very same hand: the wait, in closed form
    return tuple(plays), tuple(stay)


def _solve_gap(units, moves, table) -> list[float]:
    """The expected turns from every hand at a gap of ``units`` steps, the smaller gaps
    solved already (``table``)."""
    if units * STEP == DEAD_END:
        return [float("inf")] * len(moves)  # never reached: the card is refused
    # for each hand and draw, the best card to expose now (a smaller gap, already known)
    landing = []
    for per_draw in moves:
        best_plays = []
        for plays, stay, chance in per_draw:
            land = float("inf")
            for card, rest in plays:
                left = units - card
                if left >= 0 and left * STEP != DEAD_END and table[left][rest] < land:
                    land = table[left][rest]
            best_plays.append((land, stay, chance))
        landing.append(best_plays)
    turns = [1.0 + units / 4] * len(moves)
    order = list(range(len(moves)))
    for _sweep in range(200):
        change = 0.0
        for i in order:  # the hands that land soonest first: the others wait for them
            options = []
            for land, stay, chance in landing[i]:
                best = land
                for j in stay:
                    if turns[j] < best:
                        best = turns[j]
                options.append((best, chance))
            value = _wait(options)
            if abs(value - turns[i]) > change:
                change = abs(value - turns[i])
            turns[i] = value
        if change < TOLERANCE:
            break
        order.sort(key=turns.__getitem__)
    return turns


def _wait(options: list[tuple[float, float]]) -> float:
    """The x with x = 1 + sum over the draws of chance * min(best, x): after each draw the
    car takes its best option, or keeps the same hand and waits another turn (worth x)."""
    options.sort()
    taken = 1.0      # 1 + sum of chance * best over the draws taken
    waiting = 1.0    # the chance of the draws after which the car waits
    for best, chance in options:
        if waiting < 1.0:
            value = taken / (1.0 - waiting)
            if value <= best:
                return value
        taken += chance * best
        waiting -= chance
    return taken
