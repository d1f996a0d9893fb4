"""The players of Who Turned the Clock?: each step of a turn from the view only.

A turn asks the player up to three times (``view["phase"]``): "take" (a position of the
neighbour's hand, or the emergency move when the row is stuck), "place" (a slot for the hour
taken), "finish" (end the turn, or arrange the hand). Every decision returns
``(move, reasons, points)``: the record step, the reasons for a hint, and the cards in the
row after the step.

- easy: takes at random, places where the row can still be completed (at random among
  such slots), makes a random emergency move that frees the row when stuck, never arranges.
- medium: the best immediate gain: places where the row stays most completable
  (``rowvalue.row_cost`` with every hour counted), takes at random but never a card it
  knows to be a ghost, uses the emergency move when it helps more than a take, never
  arranges.
- hard: counts the unseen cards (``Knowledge``): places where the row keeps the most room
  for the hours that may still come; takes the position whose card, as far as the public
  history tells (cards seen going into the neighbour's hand and where), helps its row the
  most and is least likely a ghost; uses the emergency move when it is worth more than a
  take; arranges its hand so its ghosts sit where the next player has taken least.
- random: uniform among the legal steps (a benchmark, not offered to players).
"""

from __future__ import annotations

from collections import Counter

from timekeeper.hoursandghosts.cards import GHOST, ROW_SIZE
from timekeeper.hoursandghosts.row import fitting_slots, is_full, shift_moves, stuck_gap
from timekeeper.hoursandghosts.turn import finish_moves

from .knowledge import Knowledge
from .rowvalue import best_slots, row_cost

TAKE, PLACE, FINISH = "take", "place", "finish"
GHOST_COST, GHOST_COST_FULL = 1.5, 8.0  # a ghost taken, in takes, for an empty / full row


def placed(row: list) -> int:
    return sum(1 for hour in row if hour is not None)


def _my_row(view: dict) -> list:
    return list(view["rows"][view["seat"]])


def _after_shift(row: list, pairs: list) -> list:
    moved = list(row)
    for source, target in pairs:
        moved[target], moved[source] = moved[source], None
    return moved


# ------------------------------------------------------------------------------ random
def legal_steps(view: dict) -> list[dict]:
    """The legal steps, in the order the engine's ``legal_moves`` lists them."""
    phase = view["phase"]
    row = _my_row(view)
    if phase == TAKE:
        moves: list[dict] = [{"take": i} for i in range(view["neighbour_hand_size"])]
        if stuck_gap(row) is not None:
            moves.extend({"shift": pairs} for pairs in shift_moves(row))
        return moves
    if phase == PLACE:
        return [{"slot": slot} for slot in view["pending"]["slots"]]
    return finish_moves(list(view["hand"]))


def play_random(view: dict, rng) -> tuple[dict, list, int]:
    return rng.choice(legal_steps(view)), [], placed(_my_row(view))


# ------------------------------------------------------------------------------ easy
def play_easy(view: dict, rng) -> tuple[dict, list, int]:
    phase = view["phase"]
    row = _my_row(view)
    if phase == TAKE:
        if stuck_gap(row) is not None:
            freeing = [pairs for pairs in shift_moves(row)
                       if stuck_gap(_after_shift(row, pairs)) is None]
            if freeing and rng.random() < 0.5:
                return {"shift": rng.choice(freeing)}, [], placed(row)
        return {"take": rng.randrange(view["neighbour_hand_size"])}, [], placed(row)
    if phase == PLACE:
        card = view["pending"]["card"]
        slots = view["pending"]["slots"]
        good = []
        for slot in slots:
            after = list(row)
            after[slot] = card
            if stuck_gap(after) is None:
                good.append(slot)
        return {"slot": rng.choice(good or slots)}, [], placed(row) + 1
    return {"end": True}, [], placed(row)


# ------------------------------------------------------------------------------ medium
def play_medium(view: dict, rng) -> tuple[dict, list, int]:
    phase = view["phase"]
    row = _my_row(view)
    if phase == TAKE:
        size = view["neighbour_hand_size"]
        if stuck_gap(row) is not None:
            now = row_cost(row)
            shift, cost = _best_shift(row, None, rng)
            if shift is not None and cost < now - 1:
                return {"shift": shift}, [], placed(row)
        known = Knowledge(view).hands[view["neighbour"]].slots
        choices = [i for i in range(size) if known[i] != GHOST] or list(range(size))
        return {"take": rng.choice(choices)}, [], placed(row)
    if phase == PLACE:
        card = view["pending"]["card"]
        return {"slot": _pick_slot(best_slots(row, card), rng)}, [], placed(row) + 1
    return {"end": True}, [], placed(row)


def _pick_slot(scored: list[tuple[float, int]], rng) -> int:
    best = scored[0][0]
    return rng.choice([slot for cost, slot in scored if cost <= best + 1e-9])


def _best_shift(row: list, copies, rng) -> tuple[list | None, float]:
    scored = [(row_cost(_after_shift(row, pairs), copies), pairs)
              for pairs in shift_moves(row)]
    if not scored:
        return None, float("inf")
    best = min(cost for cost, _ in scored)
    return rng.choice([pairs for cost, pairs in scored if cost <= best + 1e-9]), best


# ------------------------------------------------------------------------------ hard
def play_hard(view: dict, rng) -> tuple[dict, list, int]:
    phase = view["phase"]
    know = Knowledge(view)
    if phase == TAKE:
        return _hard_take(view, know, rng)
    if phase == PLACE:
        return _hard_place(view, know, rng)
    return _hard_finish(view, know, rng)


def ghost_cost(row: list) -> float:
    share = placed(row) / ROW_SIZE
    return GHOST_COST + (GHOST_COST_FULL - GHOST_COST) * share * share


def _hard_take(view: dict, know: Knowledge, rng) -> tuple[dict, list, int]:
    row = _my_row(view)
    copies = know.copies_left
    size = view["neighbour_hand_size"]
    now = row_cost(row, copies)
    chances = know.position_chances(view["neighbour"])
    full = is_full(row)
    gains: dict = {}
    ghost_loss = ghost_cost(row)

    def gain(card) -> float:
        if card not in gains:
            if card == GHOST:
                gains[card] = -ghost_loss
            elif full or not fitting_slots(row, card):
                gains[card] = 0.0
            else:
                gains[card] = now - best_slots(row, card, copies)[0][0]
        return gains[card]

    scored = []
    for position in range(size):
        value = sum(p * gain(card) for card, p in chances[position].items())
        scored.append((value, position))
    best = max(value for value, _ in scored)
    position = rng.choice([pos for value, pos in scored if value >= best - 1e-9])
    if stuck_gap(row) is not None:
        shift, cost = _best_shift(row, copies, rng)
        if shift is not None and now - cost > best:
            moves, moved = [], list(row)
            for source, target in shift:
                moves.append({"card": moved[source], "from": source, "to": target})
                moved[target], moved[source] = moved[source], None
            reasons = [{"code": "emergency", "moves": moves},
                       {"code": "stuck", **stuck_gap(row)},
                       {"code": "shift_frees", "free": stuck_gap(moved) is None}]
            return {"shift": shift}, reasons, placed(row)
    reasons = _take_reasons(view, know, chances, position, gain, row)
    return {"take": position}, reasons, placed(row)


def _take_reasons(view, know, chances, position, gain, row) -> list[dict]:
    size = view["neighbour_hand_size"]
    neighbour = view["neighbour"]
    reasons: list[dict] = [{"code": "take_from", "seat": neighbour, "position": position,
                            "size": size, "name": view["players"][neighbour]}]
    if size == 1:
        return reasons + [{"code": "only_card"}]
    here = chances[position]
    if len(here) == 1:
        card = next(iter(here))
        reasons.append({"code": "known_card", "card": card,
                        "fits": card != GHOST and bool(fitting_slots(row, card))})
    ghosts = [pos for pos, ch in enumerate(chances) if ch.get(GHOST, 0) >= 0.999]
    if ghosts:
        reasons.append({"code": "avoid_ghost", "positions": ghosts})
    useful = sum(p for card, p in here.items() if card != GHOST and gain(card) > 0)
    if len(here) > 1:
        reasons.append({"code": "useful_chance", "percent": round(100 * useful)})
        ghost = here.get(GHOST, 0.0)
        if ghost > 0:
            reasons.append({"code": "ghost_chance", "percent": max(1, round(100 * ghost))})
    if all(_same(chance, here) for chance in chances):
        reasons.insert(1, {"code": "no_clue"})
    return reasons


def _same(one: dict, other: dict) -> bool:
    return one.keys() == other.keys() and all(abs(p - other[c]) < 1e-9 for c, p in one.items())


def _hard_place(view: dict, know: Knowledge, rng) -> tuple[dict, list, int]:
    row = _my_row(view)
    card = view["pending"]["card"]
    scored = best_slots(row, card, know.copies_left)
    slot = _pick_slot(scored, rng)
    after = list(row)
    after[slot] = card
    reasons: list[dict] = []
    if len(scored) == 1:
        reasons.append({"code": "only_slot", "card": card, "slot": slot})
    low, high = _room(after, slot)
    reasons.append({"code": "room", "card": card, "slot": slot, "left": low, "right": high,
                    "full": is_full(after)})
    if stuck_gap(after) is not None and stuck_gap(row) is None:
        reasons.append({"code": "forced_stuck"})
    return {"slot": slot}, reasons, placed(after)


def _room(row: list, slot: int) -> tuple[dict | None, dict | None]:
    """The free runs on each side of ``slot``: their slots and the hours that may go there."""
    from timekeeper.hoursandghosts.row import after_and_before

    def side(indices: list[int]) -> dict | None:
        free = []
        for index in indices:
            if row[index] is not None:
                break
            free.append(index)
        if not free:
            return None
        after, before = after_and_before(row, free[0] if free[0] < slot else free[-1])
        low = (after if after is not None else 5) + 1
        high = (before if before is not None else 23) - 1
        return {"slots": sorted(free), "from": low, "to": high}

    return side(list(range(slot - 1, -1, -1))), side(list(range(slot + 1, ROW_SIZE)))


def _hard_finish(view: dict, know: Knowledge, rng) -> tuple[dict, list, int]:
    row = _my_row(view)
    hand = list(view["hand"])
    if GHOST not in hand or len(hand) < 2:
        return {"end": True}, [], placed(row)
    taker = (view["seat"] + 1) % len(view["players"])
    counts = _taken_positions(view, taker, len(hand))
    order = [card for card in hand if card != GHOST]
    rng.shuffle(order)
    ghosts = hand.count(GHOST)
    ranked = sorted(range(len(hand)), key=lambda pos: (counts[pos], rng.random()))
    places = sorted(ranked[:ghosts])
    arranged: list = []
    rest = iter(order)
    for pos in range(len(hand)):
        arranged.append(GHOST if pos in places else next(rest))
    reasons = [{"code": "hide_ghost", "positions": places, "seat": taker,
                "name": view["players"][taker]}]
    return {"arrange": arranged}, reasons, placed(row)


def _taken_positions(view: dict, taker: int, size: int) -> list[float]:
    """How often ``taker`` took each position from this seat (public history), with a
    little of each take spread to the neighbouring positions."""
    counts = [0.0] * size
    seat = view["seat"]
    for event in view.get("history") or []:
        if event.get("seat") != taker or event.get("from") != seat or "position" not in event:
            continue
        position = event["position"]
        spots = Counter()
        spots[min(position, size - 1)] += 1.0
        for near in (position - 1, position + 1):
            if 0 <= near < size:
                spots[near] += 0.3
        for pos, n in spots.items():
            counts[pos] += n
    return counts


PLAYERS = {"easy": play_easy, "medium": play_medium, "hard": play_hard,
           "random": play_random}
