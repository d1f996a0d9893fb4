"""The hard Les 24 Heures player: every legal move is weighed in kilometres, with the cards
counted.

The race is a fight for the deck's 15,000 km of speed cards: they never come back once
exposed, and a car that is stopped (a pit stop without its bonus, the tyre change at 2,500
without tyres) fills its hand and ends up throwing speed cards away. So the hard player

- takes turns and draws from the others (a misfire steals two of their draws, the lap record
  gives two more of its own) before anything else;
- mends its car at once, the Joker only when no bonus will do;
- keeps the cards it will need: one tyres card until the tyre change, one fuel and one oil
  while such pit stops are still unseen, the Joker; throws away first what it cannot use
  (a bonus already held, a second and third 350 while one per thousand is allowed);
- exposes the biggest speed card it may; within 1,000 km of the tyre change it plans the
  landing on exactly 2,500 km (``landing.py``: the turns the landing can be expected to take
  from where a card leaves the car, with the cards held);
- slows the others (speed limit, oil on the track) when they are rolling;
- turns the hour board when a speed limit holds it back, when race-hours clog its hand,
  while the other car is stopped or when nothing better is left (a little sooner when it
  leads); not when the board would free the other car of a speed limit.

``decide(pos, rng)`` returns ``{"move", "reasons", "points"}``; ties go to the generator.
"""

from __future__ import annotations

from .landing import MAX_GAP, turns_after_play
from .position import FAMILY, SPEED, SPEED_VALUE, Position

TYRE_CHANGE_KM = 2500
DEAD_END_KM = 2450
NIGHT_START, NIGHT_END = 7, 12
PIT_OF = {"fuel": "pit-fuel", "oil": "pit-oil", "tyres": "pit-rain"}

# Weights (km-equivalents), tuned jointly by SPSA in simulated races against the medium player
# (research/les24heures_spsa.py; docs/bots.md, "Les 24 Heures measured").
W = {
    "cover": 616,          # mend the car: it is stopped until then
    "misfire": 706,        # two draws and turns taken from the target car
    "misfire_stopped": 0.93,  # … times this on a car that is stopped anyway
    "lap_record": 820,     # two more draws and turns
    "speed_limit": 526,    # the target car: 150 at most for two hours
    "oil": 187,            # the target car: 100 only, two turns
    "stopped_target": 0.01,  # what a speed incident is worth on a car that is stopped anyway
    "near_change": 1.0,    # … on a car within 600 km of its tyre change
    "hour_lead": 1,        # turning the board while leading, per 1,000 km of lead
    "hour_late": 3.86,     # … the more so as the finish nears
    "hour_trail": 13,      # cost of turning it while trailing
    "hand_lead": 0.73,     # the speed cards in hand (beyond 600 km) counted in the lead
    "hour_limit": 142,     # turning the board ends a speed limit on our car sooner
    "hour_limit_on": 48,   # … brings its end nearer
    "hour_their_limit": 376,  # … or ends theirs (a cost)
    "hour_stopped": 0,     # turning it while our car is stopped
    "hour_their_stop": 109,  # … while theirs is
    "hour_night_350": 38,  # turning it into the night with a 350 we could expose
    "hour_day_350": 3,     # turning it out of the night with a 350 in hand
    "tyres_first": 497,    # keeping one tyres card until the tyre change
    "bonus_extra": 79,
    "insure_first": 445,   # a fuel / oil / tyres card kept, per pit stop of its kind unseen
    "insure_extra": -29,   # a second copy: less than nothing, it takes a place in the hand
    "joker": 278,
    "keep_speed": 0.84,    # a speed card kept: this much of its kilometres
    "after_change": 0.72,  # … times this when too big before the tyre change
    "landing_gap": 1034,   # within this of 2,500 km the small cards …
    "landing": 27,         # … are worth this much more
    "reach": -14,          # a speed card after which the hand can make exactly 2,500
                           # (next to nothing since the landing plan, below, weighs it)
    "land_tyres": 41,      # landing on 2,500 km with the tyres card (or the Joker) kept
    "land_bare": -3,       # … without it
    "land_plan": 199,      # within 1,000 km of 2,500: each turn the landing can be expected
                           # to take (landing.py) costs this much
    "keep_350_1": 53,      # a second 350 (one per thousand: it waits for the next)
    "keep_350_2": 68,      # a third or more
    "night_350": 0.59,     # a 350 kept at night: times this per hour until the day
    "before_night": -7,    # a 350 in the two hours before the night
    "hour_base": 0,        # turning the board, everything else equal
    "hour_clog": 62,       # race-hours held beyond the first clog the hand…
    "clog_power": 1.43,    # … the more of them, the worse
}


def decide(pos: Position, rng) -> dict:
    moves = pos.legal_moves()
    if moves[0]["play"] == "pit-stop":
        move = moves[0]
        return {"move": move, "points": 0,
                "reasons": [{"code": "must_expose", "card": move["card"]}]}
    ctx = Context(pos)
    scored = []
    for move in moves:
        value, reasons = ctx.score(move)
        turns = ctx.landing_turns(move)
        if turns is not None:
            value -= W["land_plan"] * turns
            if move["play"] == "speed" and turns >= 1.5 and \
                    not any(reason["code"] == "reach_2500" for reason in reasons):
                reasons = reasons + [{"code": "landing", "turns": round(turns)}]
        scored.append((value, move, reasons))
    best = max(value for value, _move, _reasons in scored)
    top = [(move, reasons) for value, move, reasons in scored if value >= best - 1e-9]
    move, reasons = top[0] if len(top) == 1 else top[rng.randrange(len(top))]
    if len(moves) == 1:
        reasons = [{"code": "only_move"}] + reasons
    reasons = reasons + kept_reasons(pos, move)
    points = SPEED_VALUE[move["card"]] if move["play"] == "speed" else 0
    return {"move": move, "reasons": reasons, "points": points}


class Context:
    """What the hard player works out once per decision."""

    def __init__(self, pos: Position):
        self.pos = pos
        me = pos.me
        self.me = me
        self.hand = pos.hand
        others = pos.others
        self.best_other = max((car.km for car in others), default=0)
        self.hand_km = sum(SPEED_VALUE.get(card, 0) for card in self.hand)
        self.lead = me.km - self.best_other
        self.unseen_speed = sum(pos.unseen.get(card, 0) for card in SPEED_VALUE)
        self.keep = self._keep_values()

    # ----------------------------------------------------------------- the hand's worth
    def _keep_values(self) -> dict[int, float]:
        """What each card of the hand (by index) is worth kept: what throwing it away
        loses."""
        pos, me = self.pos, self.me
        values: dict[int, float] = {}
        seen: dict[str, int] = {}
        for index, card in enumerate(self.hand):
            nth = seen.get(card, 0)
            seen[card] = nth + 1
            values[index] = self._keep(card, nth, pos, me)
        return values

    def _keep(self, card: str, nth: int, pos: Position, me) -> float:
        if FAMILY[card] == SPEED:
            value = SPEED_VALUE[card]
            keep = W["keep_speed"] * value
            if card == "350" and nth:
                keep = W[f"keep_350_{min(nth, 2)}"]
            elif card == "350" and pos.night:
                keep *= W["night_350"] ** (NIGHT_END + 1 - pos.hour)  # it waits
            if not me.tyres_changed and me.km < TYRE_CHANGE_KM:
                gap = TYRE_CHANGE_KM - me.km
                if value > gap:
                    keep *= W["after_change"]  # it waits for the tyre change
                elif value <= 150 and gap <= W["landing_gap"]:
                    keep += W["landing"]  # a small card to land on exactly 2,500
            return keep
        if card in PIT_OF:
            return self._bonus_keep(card, nth)
        if card == "joker":
            return W["joker"]
        if card == "lap-record":
            return W["lap_record"]
        if card == "misfire":
            return W["misfire"] - 100
        if card == "speed-limit":
            return W["speed_limit"] - 60
        if card == "oil-on-track":
            return W["oil"] - 60
        return 0.0

    def _bonus_keep(self, card: str, nth: int) -> float:
        """A fuel, oil or tyres card kept: for the tyre change, or as insurance."""
        if card == "tyres" and not self.me.tyres_changed:
            return W["tyres_first"] if nth == 0 else W["bonus_extra"]
        return self._insurance(PIT_OF[card], nth)

    def _insurance(self, pit: str, nth: int) -> float:
        """A bonus kept for the pit stops of its kind (``pit``) still unseen: the first
        copy saves the turns a stopped car waits for its bonus, the second much less; both
        matter less as the race nears its end."""
        pos = self.pos
        pits = pos.unseen.get(pit, 0)
        left = pos.hours_left / pos.last_hour
        if pits <= 0:
            return 5.0
        per = W["insure_first"] if nth == 0 else W["insure_extra"]
        return per * min(pits, 2) * (0.3 + 0.7 * left)

    def keep_of(self, card: str) -> float:
        """The worth of the last copy of ``card`` in hand (the one that goes)."""
        index = max(i for i, held in enumerate(self.hand) if held == card)
        return self.keep[index]

    def landing_turns(self, move: dict) -> float | None:
        """Before the tyre change, within ``MAX_GAP`` of 2,500 km: the turns the car can
        expect to need, after the move, to land on exactly 2,500 km with the speed cards it
        keeps (``landing.turns_after_play``); None elsewhere."""
        me = self.me
        gap = TYRE_CHANGE_KM - me.km
        if me.tyres_changed or gap <= 0 or gap > MAX_GAP:
            return None
        values = [SPEED_VALUE[card] for card in self.hand if FAMILY[card] == SPEED]
        return turns_after_play(gap, values, SPEED_VALUE.get(move.get("card"), 0),
                                move["play"] == "speed")

    # ----------------------------------------------------------------- moves
    def score(self, move: dict) -> tuple[float, list[dict]]:
        play = move["play"]
        if play == "speed":
            return self._speed(move["card"])
        if play == "incident":
            return self._incident(move["card"], move["target"])
        if play == "bonus":
            return self._bonus(move["card"])
        if play == "joker":
            return self._joker()
        if play == "lap-record":
            return W["lap_record"], [{"code": "lap_record"}]
        if play == "race-hour":
            return self._race_hour()
        return self._discard(move["card"])

    def _speed(self, card: str) -> tuple[float, list[dict]]:
        pos, me = self.pos, self.me
        value = SPEED_VALUE[card]
        after = me.km + value
        score = float(value)
        reasons: list[dict] = [{"code": "speed", "card": card, "km": after}]
        if card == "350":
            hour = pos.hour
            if hour < NIGHT_START and hour >= NIGHT_START - 2:
                score += W["before_night"]
                reasons.append({"code": "before_night"})
        if not me.tyres_changed and me.km < TYRE_CHANGE_KM:
            gap = TYRE_CHANGE_KM - after
            rest = list(self.hand)
            rest.remove(card)
            has_tyres = "tyres" in rest or "joker" in rest
            if gap == 0:
                if has_tyres:
                    score += W["land_tyres"]
                    reasons.append({"code": "tyre_change_next"})
                else:
                    score += W["land_bare"]
            elif reachable(gap, rest):
                score += W["reach"]
                reasons.append({"code": "reach_2500"})
        return score, reasons

    def _incident(self, card: str, target: int) -> tuple[float, list[dict]]:
        pos = self.pos
        car = pos.cars[pos.car_of[target]]
        base = {"misfire": W["misfire"], "speed-limit": W["speed_limit"],
                "oil-on-track": W["oil"]}[card]
        if card == "misfire" and car.stopped:
            base *= W["misfire_stopped"]
        if card != "misfire" and car.stopped:
            base *= W["stopped_target"]
        if card != "misfire" and not car.tyres_changed and \
                TYRE_CHANGE_KM - 600 <= car.km <= TYRE_CHANGE_KM:
            base *= W["near_change"]  # small cards are what it needs anyway
        if card == "speed-limit" and pos.hours_left <= 1:
            base *= 0.3
        # the leading car first
        base += (car.km - self.best_other) / 100
        reason = {"code": card.replace("-", "_"), "players": list(car.drivers),
                  "car": car.index}
        return base, [reason]

    def _bonus(self, card: str) -> tuple[float, list[dict]]:
        use = self.me.bonus_use(card)
        if use == "tyre_change":
            return W["cover"], [{"code": "tyre_change"}]
        return W["cover"], [{"code": "cover", "pit": use, "card": card}]

    def _joker(self) -> tuple[float, list[dict]]:
        me, hand = self.me, self.hand
        removes = list(me.incidents) + list(me.pit_stops)
        if me.tyre_change_due:
            removes.append("tyre_change")
        if me.stopped:
            bonus_for = {"pit-fuel": "fuel", "pit-oil": "oil", "pit-rain": "tyres",
                         "tyre_change": "tyres"}
            missing = [what for what in me.why_stopped if bonus_for[what] not in hand]
            if missing:
                value = W["cover"] - 10 + 60 * (len(me.why_stopped) - 1)
                return value, [{"code": "joker", "removes": removes}]
            return W["cover"] - 200, [{"code": "joker", "removes": removes}]
        gain = 0.0
        if "speed-limit" in me.incidents:
            gain += 180
        if "oil-on-track" in me.incidents:
            gain += 80
        return gain - self.keep_of("joker"), [{"code": "joker", "removes": removes}]

    def _race_hour(self) -> tuple[float, list[dict]]:
        pos, me = self.pos, self.me
        reasons: list[dict] = []
        score = 0.0
        next_hour = pos.hour + 1
        if next_hour > pos.last_hour:
            finish = self.lead > 0
            return (10_000 if finish else -10_000), [
                {"code": "finish" if finish else "finish_behind", "lead": self.lead}]
        score += W["hour_base"]
        lead = self.lead + W["hand_lead"] * (self.hand_km - 600)
        late = 1 + W["hour_late"] * (1 - pos.hours_left / pos.last_hour)
        if lead > 0:
            score += W["hour_lead"] * late * min(lead, 3000) / 1000
            reasons.append({"code": "ahead", "lead": max(self.lead, 0)})
        else:
            score -= W["hour_trail"] * late * min(-lead, 3000) / 1000
        if me.incidents.get("speed-limit") == next_hour:
            score += W["hour_limit"]
            reasons.append({"code": "ends_speed_limit"})
        elif "speed-limit" in me.incidents:
            score += W["hour_limit_on"]
        for car in pos.others:
            if car.incidents.get("speed-limit") == next_hour:
                score -= W["hour_their_limit"]
        if me.stopped:
            score += W["hour_stopped"]
        if any(car.stopped for car in pos.others):
            score += W["hour_their_stop"]
        held = self.hand.count("race-hour")
        score += W["hour_clog"] * (held - 1) ** W["clog_power"]
        night_from = next_hour == NIGHT_START
        if night_from and any(card == "350" and pos.speed_ok("350") for card in self.hand):
            score -= W["hour_night_350"]
        if next_hour == NIGHT_END + 1 and "350" in self.hand:
            score += W["hour_day_350"]
            reasons.append({"code": "ends_night"})
        reasons.insert(0, {"code": "race_hour", "hour": next_hour})
        return score, reasons

    def _discard(self, card: str) -> tuple[float, list[dict]]:
        keep = self.keep_of(card)
        return -keep, [{"code": "discard", "card": card}]


def reachable(gap: int, cards: list[str]) -> bool:
    """Some of ``cards`` (speed cards) add up to exactly ``gap`` km."""
    sums = {0}
    for card in cards:
        value = SPEED_VALUE.get(card)
        if value is None:
            continue
        sums |= {total + value for total in sums if total + value <= gap}
        if gap in sums:
            return True
    return gap in sums


def kept_reasons(pos: Position, move: dict) -> list[dict]:
    """What the move leaves in hand on purpose: the night holding back a 350, the tyres card
    until 2,500 km, the Joker."""
    hand = list(pos.hand)
    played = move.get("card", move["play"])
    if played in hand:
        hand.remove(played)
    reasons: list[dict] = []
    kept = []
    if "350" in hand and move.get("card") != "350":
        if pos.night:
            reasons.append({"code": "night", "hour": pos.hour})
        kept.append("350")
    if "tyres" in hand and not pos.me.tyres_changed:
        kept.append("tyres")
    if "joker" in hand and move["play"] != "discard":
        kept.append("joker")
    if kept and (reasons or move["play"] in ("discard", "race-hour")):
        reasons.append({"code": "keep", "cards": kept})
    return reasons
