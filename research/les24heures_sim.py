"""A fast two-player Les 24 Heures race for tuning the computer players (a research tool, not
part of the app: it lives outside py/timekeeper/, so the site never ships it): the state in
flat lists, cards as small integers (``CODE``), the rules of the engine (``Sim.play`` follows
``Game.play`` exactly: the tests compare every move of random races), and the medium and hard
players' rules on that state (``medium_policy``; ``weighed_policy``, the hard player's
weighing, ``hard.Context``, ported move for move: the tests check that both choose what the
players choose). It plays about 900 races a second (the players through the public API: about
15), so a change of the hard player's weights can be measured over tens of thousands of races
(``duel_fast``; ``research/les24heures_fast.py``).

The weights are the hard player's own dict (``hard.W``, imported, never copied): the fast race
always weighs as the shipped player does, and a tuning tool passes its candidate set as ``p``.

``base_sim(view)`` builds a Sim from a seat's view (through the players' ``Position``): the
other hand is left empty and the draw pile unknown, the *unseen* cards are returned apart.
The hard player does not use it to play (see docs/bots.md, "Les 24 Heures measured":
imagined races played out from it did not make the hard player stronger).
"""

from __future__ import annotations

import random

from timekeeper.bots.les24heures.hard import W
from timekeeper.bots.les24heures.landing import MAX_GAP, turns_after_play
from timekeeper.bots.les24heures.position import position_from_view
from timekeeper.les24heures.cards import CARD_IDS

CODE = {card: code for code, card in enumerate(CARD_IDS)}
C100, C150, C250, C350 = CODE["100"], CODE["150"], CODE["250"], CODE["350"]
FUEL, OIL, TYRES, JOKER, LAP = (CODE[c] for c in ("fuel", "oil", "tyres", "joker",
                                                  "lap-record"))
PFUEL, POIL, PRAIN = CODE["pit-fuel"], CODE["pit-oil"], CODE["pit-rain"]
OILTRACK, LIMIT, MISFIRE, HOUR = (CODE[c] for c in ("oil-on-track", "speed-limit",
                                                    "misfire", "race-hour"))
SPEED_OF = [0] * len(CARD_IDS)
for _card, _value in (("100", 100), ("150", 150), ("250", 250), ("350", 350)):
    SPEED_OF[CODE[_card]] = _value
IS_PIT = [False] * len(CARD_IDS)
for _pit in (PFUEL, POIL, PRAIN):
    IS_PIT[_pit] = True
COVER_OF = {FUEL: PFUEL, OIL: POIL, TYRES: PRAIN}
SPEED_DESC = (C350, C250, C150, C100)
NIGHT = range(7, 13)

class Sim:
    """A two-player race in flat lists (seat s drives car s)."""

    __slots__ = ("hands", "draw", "discard", "km", "pits", "tyres", "t350", "oil", "mis",
                 "lim", "hour", "last", "owed", "turn", "over", "rng", "policies",
                 "plies")

    def copy(self) -> Sim:
        sim = Sim.__new__(Sim)
        sim.hands = [list(self.hands[0]), list(self.hands[1])]
        sim.draw = list(self.draw)
        sim.discard = list(self.discard)
        sim.km = list(self.km)
        sim.pits = [list(self.pits[0]), list(self.pits[1])]
        sim.tyres = list(self.tyres)
        sim.t350 = [set(self.t350[0]), set(self.t350[1])]
        sim.oil = list(self.oil)
        sim.mis = list(self.mis)
        sim.lim = list(self.lim)
        sim.hour = self.hour
        sim.last = self.last
        sim.owed = self.owed
        sim.turn = self.turn
        sim.over = self.over
        sim.rng = self.rng
        sim.policies = self.policies
        sim.plies = 0
        return sim

    # ----------------------------------------------------------------- rules
    def speed_ok(self, s: int, code: int) -> bool:
        if self.pits[s]:
            return False
        km = self.km[s]
        value = SPEED_OF[code]
        if not self.tyres[s]:
            if km == 2500:
                return False
            after = km + value
            if after > 2500 or after == 2450:
                return False
        if value == 350:
            if self.hour in NIGHT or km // 1000 in self.t350[s]:
                return False
        if value > 100 and self.oil[s]:
            return False
        return not (value > 150 and self.lim[s])

    def stopped(self, s: int) -> bool:
        return bool(self.pits[s]) or (not self.tyres[s] and self.km[s] == 2500)

    def bonus_ok(self, s: int, code: int) -> bool:
        if COVER_OF[code] in self.pits[s]:
            return True
        return code == TYRES and not self.tyres[s] and self.km[s] == 2500

    def joker_ok(self, s: int) -> bool:
        return bool(self.pits[s] or self.oil[s] or self.mis[s] or self.lim[s]) or \
            (not self.tyres[s] and self.km[s] == 2500)

    def incident_ok(self, s: int, code: int) -> bool:
        o = 1 - s
        if code == MISFIRE:
            return not self.mis[o]
        if code == LIMIT:
            return not self.lim[o]
        return not self.oil[o]

    # ----------------------------------------------------------------- playing
    def play(self, code: int, kind: int) -> None:
        """Seat ``turn`` plays card ``code``: ``kind`` 0 its own play, 1 a discard."""
        s = self.turn
        self.hands[s].remove(code)
        discard = self.discard
        if kind:
            discard.append(code)
        elif SPEED_OF[code]:
            if code == C350:
                self.t350[s].add(self.km[s] // 1000)
            self.km[s] += SPEED_OF[code]
        elif code == HOUR:
            discard.append(code)
        elif IS_PIT[code]:
            self.pits[s].append(code)
        elif code == MISFIRE:
            self.mis[1 - s] = 2
        elif code == LIMIT:
            self.lim[1 - s] = self.hour + 2
        elif code == OILTRACK:
            self.oil[1 - s] = 2
        elif code == LAP:
            discard.append(code)
            self.owed += 2
        elif code == JOKER:
            if self.oil[s]:
                self.oil[s] = 0
                discard.append(OILTRACK)
            if self.lim[s]:
                self.lim[s] = 0
                discard.append(LIMIT)
            if self.mis[s]:
                self.mis[s] = 0
                discard.append(MISFIRE)
            discard.extend(self.pits[s])
            self.pits[s] = []
            if self.km[s] == 2500:
                self.tyres[s] = True
            discard.append(code)
        else:  # a bonus
            pit = COVER_OF[code]
            if pit in self.pits[s]:
                self.pits[s].remove(pit)
                discard.append(pit)
            else:
                self.tyres[s] = True
            discard.append(code)
        self.plies += 1
        self._end_car_turn(s)
        if code == HOUR and not kind:
            hour = self.hour = self.hour + 1
            for car in (0, 1):
                if self.lim[car] and hour >= self.lim[car]:
                    self.lim[car] = 0
                    discard.append(LIMIT)
            if hour > self.last:
                self.over = True
                return
        self._next_turn(s)

    def _end_car_turn(self, s: int) -> None:
        if self.oil[s]:
            self.oil[s] -= 1
            if not self.oil[s]:
                self.discard.append(OILTRACK)

    def _next_turn(self, s: int) -> None:
        for _ in range(12):
            if self.owed:
                self.owed -= 1
            else:
                s = 1 - s
            if self.mis[s]:
                self.mis[s] -= 1
                if not self.mis[s]:
                    self.discard.append(MISFIRE)
                self._end_car_turn(s)
                continue
            if not self.draw and self.discard:
                pile = self.discard
                pile.sort()
                self.rng.shuffle(pile)
                self.draw = pile
                self.discard = []
            if self.draw:
                self.hands[s].append(self.draw.pop())
            if not self.hands[s]:
                self._end_car_turn(s)
                continue
            self.turn = s
            return
        self.over = True

    def run(self, max_plies: int) -> None:
        policies = self.policies
        while not self.over and self.plies < max_plies:
            code, kind = policies[self.turn](self, self.turn)
            self.play(code, kind)


# --------------------------------------------------------------------- fast policies
def _pit_in_hand(hand: list[int]) -> int:
    for code in hand:
        if IS_PIT[code]:
            return code
    return -1


def medium_policy(sim: Sim, s: int) -> tuple[int, int]:
    """The medium player's rules (``players.play_medium``), on the flat state."""
    hand = sim.hands[s]
    pit = _pit_in_hand(hand)
    if pit >= 0:
        return pit, 0
    for code in SPEED_DESC:
        if code in hand and sim.speed_ok(s, code):
            return code, 0
    if sim.stopped(s):
        for code in hand:
            if code in COVER_OF and sim.bonus_ok(s, code):
                return code, 0
        if JOKER in hand:
            return JOKER, 0
    if LAP in hand:
        return LAP, 0
    for code in (MISFIRE, LIMIT, OILTRACK):
        if code in hand and sim.incident_ok(s, code):
            return code, 0
    for code in hand:
        if code == HOUR or (code == JOKER and sim.joker_ok(s)) or \
                (code in COVER_OF and sim.bonus_ok(s, code)):
            return code, 0
    # the discard: cards with no use first, then the smallest speed cards
    best = None
    ties: list[int] = []
    for code in hand:
        key = 2 + SPEED_OF[code] if SPEED_OF[code] else (1 if code == LAP else 0)
        if best is None or key < best:
            best, ties = key, [code]
        elif key == best and code not in ties:
            ties.append(code)
    if len(ties) == 1:
        return ties[0], 1
    return ties[sim.rng.randrange(len(ties))], 1


# --------------------------------------------------------------------- from a view
def base_sim(view: dict) -> tuple[Sim, list[int], int] | None:
    """The seat's position as a Sim with the other hand empty, the unseen cards (codes,
    canonical order) and how many pit stops the other hand holds; None when it does not apply
    (not a two-player race of single cars, or counts that do not add up)."""
    pos = position_from_view(view)
    if pos.players != 2 or len(pos.cars) != 2 or pos.car_of != [0, 1]:
        return None
    s = pos.seat
    o = 1 - s
    sim = Sim.__new__(Sim)
    sim.hands = [[], []]
    sim.hands[s] = [CODE[card] for card in pos.hand]
    sim.km = [car.km for car in pos.cars]
    sim.pits = [[CODE[p] for p in car.pit_stops] for car in pos.cars]
    sim.tyres = [car.tyres_changed for car in pos.cars]
    sim.t350 = [set(car.thousands_350) for car in pos.cars]
    sim.oil = [car.incidents.get("oil-on-track", 0) for car in pos.cars]
    sim.mis = [car.incidents.get("misfire", 0) for car in pos.cars]
    sim.lim = [car.incidents.get("speed-limit", 0) for car in pos.cars]
    sim.hour = pos.hour
    sim.last = pos.last_hour
    sim.owed = view["owed_turns"]
    sim.turn = s
    sim.over = False
    sim.plies = 0
    sim.discard = [CODE[card] for card in pos.discard]
    sim.draw = []
    sim.rng = None
    sim.policies = None
    unseen = []
    for card in CARD_IDS:
        unseen.extend([CODE[card]] * pos.unseen.get(card, 0))
    if len(unseen) != view["hand_sizes"][o] + view["draw_count"]:
        return None
    return sim, unseen, view["hand_pit_stops"][o]


def move_code(move: dict) -> tuple[int, int]:
    """A record move as (card code, 0 own play / 1 discard)."""
    play = move["play"]
    if play == "race-hour":
        return HOUR, 0
    if play == "joker":
        return JOKER, 0
    if play == "lap-record":
        return LAP, 0
    return CODE[move["card"]], 1 if play == "discard" else 0


# --------------------------------------------------------------------- the weighing, fast
PIT_TOTAL = {PFUEL: 3, POIL: 2, PRAIN: 1}
BONUS_FOR = {PFUEL: FUEL, POIL: OIL, PRAIN: TYRES}
P = W  # the hard player's weights themselves: what the shipped player plays


def reach(gap: int, values: list[int]) -> bool:
    sums = {0}
    for value in values:
        if value:
            sums |= {total + value for total in sums if total + value <= gap}
            if gap in sums:
                return True
    return gap in sums


def pits_unseen(sim: Sim, s: int, pit: int) -> int:
    """Pit stops of a kind not on a car, in the discard pile or in seat ``s``'s hand."""
    count = PIT_TOTAL[pit] - sim.pits[0].count(pit) - sim.pits[1].count(pit)
    return count - sim.discard.count(pit) - sim.hands[s].count(pit)


def keep_value(sim: Sim, s: int, code: int, nth: int, p: dict) -> float:
    value = SPEED_OF[code]
    if value:
        keep = p["keep_speed"] * value
        if code == C350:
            if nth:
                keep = p["keep_350_1"] if nth == 1 else p["keep_350_2"]
            elif sim.hour in NIGHT:
                keep *= p["night_350"] ** (13 - sim.hour)
        if not sim.tyres[s] and sim.km[s] < 2500:
            gap = 2500 - sim.km[s]
            if value > gap:
                keep *= p["after_change"]
            elif value <= 150 and gap <= p["landing_gap"]:
                keep += p["landing"]
        return keep
    if code in COVER_OF:
        return _bonus_keep(sim, s, code, nth, p)
    if code == JOKER:
        return p["joker"]
    if code == LAP:
        return p["lap_record"]
    if code == MISFIRE:
        return p["misfire"] - 100
    if code == LIMIT:
        return p["speed_limit"] - 60
    if code == OILTRACK:
        return p["oil"] - 60
    return 0.0


def _bonus_keep(sim: Sim, s: int, code: int, nth: int, p: dict) -> float:
    if code == TYRES and not sim.tyres[s]:
        return p["tyres_first"] if nth == 0 else p["bonus_extra"]
    return _insurance(sim, s, COVER_OF[code], nth, p)


def _insurance(sim: Sim, s: int, pit: int, nth: int, p: dict) -> float:
    pits = pits_unseen(sim, s, pit)
    if pits <= 0:
        return 5.0
    left = (sim.last - sim.hour + 1) / sim.last
    per = p["insure_first"] if nth == 0 else p["insure_extra"]
    return per * min(pits, 2) * (0.3 + 0.7 * left)


def weighed_options(sim: Sim, s: int, p: dict = P) -> list[tuple[float, int, int]]:
    """Every distinct legal play of seat ``s`` (not holding a pit stop) with its weight, as
    (weight, card code, 0 own play / 1 discard), in the order of the hand."""
    hand = sim.hands[s]
    o = 1 - s
    km = sim.km[s]
    options: list[tuple[float, int, int]] = []
    done: set[int] = set()
    last_index = {}
    for index, code in enumerate(hand):
        last_index[code] = index
    counts = {code: hand.count(code) for code in last_index}
    hand_km = sum(SPEED_OF[code] for code in hand)
    stopped = sim.stopped(s)
    for code in hand:
        if code in done:
            continue
        done.add(code)
        keep = keep_value(sim, s, code, counts[code] - 1, p)
        value = SPEED_OF[code]
        if value:
            if sim.speed_ok(s, code):
                score = float(value)
                if code == C350 and 5 <= sim.hour < 7:
                    score += p["before_night"]
                if not sim.tyres[s] and km < 2500:
                    rest = list(hand)
                    rest.remove(code)
                    gap = 2500 - km - value
                    if gap == 0:
                        score += p["land_tyres"] if (TYRES in rest or JOKER in rest) \
                            else p["land_bare"]
                    elif reach(gap, [SPEED_OF[c] for c in rest]):
                        score += p["reach"]
                options.append((score, code, 0))
        elif code == HOUR:
            options.append((_hour_score(sim, s, hand, hand_km, p), code, 0))
            continue
        elif code in (MISFIRE, LIMIT, OILTRACK):
            if sim.incident_ok(s, code):
                target_stopped = sim.stopped(o)
                if code == MISFIRE:
                    score = p["misfire"] * (p["misfire_stopped"] if target_stopped else 1)
                else:
                    score = p["speed_limit"] if code == LIMIT else p["oil"]
                    if target_stopped:
                        score *= p["stopped_target"]
                    if not sim.tyres[o] and 1900 <= sim.km[o] <= 2500:
                        score *= p["near_change"]  # as hard.Context._incident
                    if code == LIMIT and sim.last - sim.hour + 1 <= 1:
                        score *= 0.3
                options.append((score, code, 0))
        elif code == JOKER:
            if sim.joker_ok(s):
                if stopped:
                    why = list(sim.pits[s])
                    if not sim.tyres[s] and km == 2500:
                        why.append(PRAIN)  # the tyre change wants tyres too
                    missing = [w for w in why if BONUS_FOR[w] not in hand]
                    score = p["cover"] - 10 + 60 * (len(why) - 1) if missing \
                        else p["cover"] - 200
                else:
                    score = (180 if sim.lim[s] else 0) + (80 if sim.oil[s] else 0) - keep
                options.append((score, code, 0))
        elif code == LAP:
            options.append((p["lap_record"], code, 0))
        elif code in COVER_OF:
            if sim.bonus_ok(s, code):
                options.append((p["cover"], code, 0))
        options.append((-keep, code, 1))
    if not sim.tyres[s] and 0 < 2500 - km <= MAX_GAP:
        values = [SPEED_OF[code] for code in hand if SPEED_OF[code]]
        options = [(weight - p["land_plan"] * turns_after_play(2500 - km, values,
                                                                 SPEED_OF[code], kind == 0),
                    code, kind) for weight, code, kind in options]
    return options


def _hour_score(sim: Sim, s: int, hand: list[int], hand_km: int, p: dict) -> float:
    o = 1 - s
    nxt = sim.hour + 1
    lead0 = sim.km[s] - sim.km[o]
    if nxt > sim.last:
        return 10_000.0 if lead0 > 0 else -10_000.0
    score = 0.0 + p["hour_base"]  # summed in hard.Context._race_hour's order: same floats
    lead = lead0 + p["hand_lead"] * (hand_km - 600)
    late = 1 + p["hour_late"] * (1 - (sim.last - sim.hour + 1) / sim.last)
    if lead > 0:
        score += p["hour_lead"] * late * min(lead, 3000) / 1000
    else:
        score -= p["hour_trail"] * late * min(-lead, 3000) / 1000
    if sim.lim[s]:
        score += p["hour_limit"] if sim.lim[s] == nxt else p["hour_limit_on"]
    if sim.lim[o] and sim.lim[o] == nxt:
        score -= p["hour_their_limit"]
    if sim.stopped(s):
        score += p["hour_stopped"]
    if sim.stopped(o):
        score += p["hour_their_stop"]
    held = hand.count(HOUR)
    score += p["hour_clog"] * (held - 1) ** p["clog_power"]
    if nxt == 7 and C350 in hand and sim.speed_ok(s, C350):
        score -= p["hour_night_350"]
    if nxt == 13 and C350 in hand:
        score += p["hour_day_350"]
    return score


def weighed_policy(sim: Sim, s: int, p: dict = P) -> tuple[int, int]:
    """The hard player's weighing (``hard.Context``) on the flat state: the best weight,
    ties to the generator."""
    hand = sim.hands[s]
    pit = _pit_in_hand(hand)
    if pit >= 0:
        return pit, 0
    options = weighed_options(sim, s, p)
    best = max(option[0] for option in options)
    top = [option for option in options if option[0] >= best - 1e-9]
    if len(top) == 1:
        return top[0][1], top[0][2]
    choice = top[sim.rng.randrange(len(top))]
    return choice[1], choice[2]


# --------------------------------------------------------------------- fast duels
def new_race(deck: list[str], policies, rng: random.Random) -> Sim:
    """A 24-hour two-player race dealt from ``deck`` (card ids in draw order, as the engine
    deals: card k to seat k mod 2), seat 0 to play after its draw."""
    codes = [CODE[card] for card in deck]
    sim = Sim.__new__(Sim)
    sim.hands = [codes[0:10:2], codes[1:10:2]]
    sim.draw = codes[10:][::-1]
    sim.discard = []
    sim.km = [0, 0]
    sim.pits = [[], []]
    sim.tyres = [False, False]
    sim.t350 = [set(), set()]
    sim.oil = [0, 0]
    sim.mis = [0, 0]
    sim.lim = [0, 0]
    sim.hour, sim.last, sim.owed, sim.turn, sim.over = 1, 24, 0, 0, False
    sim.rng = rng
    sim.policies = policies
    sim.plies = 0
    sim.hands[0].append(sim.draw.pop())
    return sim


def duel_fast(policy_a, policy_b, deals: int, seed: str = "fast") -> dict:
    """``2 * deals`` races between two policies (``policy(sim, seat) -> (code, kind)``) on
    the same shuffled decks with the seats swapped; A's wins, losses, draws and win rate
    (draws half). Reshuffles are the Sim's own (seeded per race)."""
    from timekeeper.les24heures.cards import full_deck

    tally = [0, 0, 0]
    for deal in range(deals):
        deck = full_deck(24)
        random.Random(f"{seed}-{deal}").shuffle(deck)
        for a_seat in (0, 1):
            policies = [policy_a, policy_b] if a_seat == 0 else [policy_b, policy_a]
            sim = new_race(deck, policies, random.Random(f"{seed}-{deal}-{a_seat}"))
            sim.run(100_000)
            lead = sim.km[a_seat] - sim.km[1 - a_seat]
            tally[0 if lead > 0 else 1 if lead < 0 else 2] += 1
    games = 2 * deals
    return {"games": games, "wins": tally[0], "losses": tally[1], "draws": tally[2],
            "win_rate": round((tally[0] + tally[2] / 2) / games, 4)}
