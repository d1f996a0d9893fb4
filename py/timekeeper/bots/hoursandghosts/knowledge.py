"""What one seat knows, rebuilt from its view only: its own hand, every row, the boxed cards,
and for every other hand the cards the table has seen go into it (kept cards, taken ghosts,
a hand of ghosts announced) with their positions while its owner has not rearranged it.

The positions follow the rules page: a card taken leaves its position, cards that join a
hand go to its right end, and a hand whose owner arranged it (the event says so, never the
new order) keeps its known cards at positions nobody else knows ("floating").

From that come the *unseen* cards: the 34 hours and the ghosts minus the rows, the box, the
seat's own hand and the cards known to be in the other hands. An unknown card of another
hand is a ghost with the chance the unseen ghosts give over all the unknown cards in hands
(ghosts are never in the pile), and otherwise any unseen hour in proportion to its copies.
"""

from __future__ import annotations

from collections import Counter

from timekeeper.hoursandghosts.cards import COPIES, GHOST, HAND_SIZE, HOURS, ghosts_used


class HandKnowledge:
    """One other seat's hand: ``slots`` in hand order (a known card, or None), and
    ``floating``, the known cards whose position the owner's arranging hid (arranging is
    taken as a full shuffle: once arranged, a known card may be at any hidden position)."""

    __slots__ = ("slots", "floating")

    def __init__(self, size: int):
        self.slots: list = [None] * size
        self.floating: Counter = Counter()

    def take(self, position: int, card) -> None:
        if not 0 <= position < len(self.slots):
            return
        known = self.slots.pop(position)
        if known is None and self.floating[card] > 0:
            self.floating[card] -= 1

    def add(self, card) -> None:
        self.slots.append(card)

    def arranged(self) -> None:
        for card in self.slots:
            if card is not None:
                self.floating[card] += 1
        self.slots = [None] * len(self.slots)

    def all_ghosts(self) -> None:
        self.slots = [GHOST] * len(self.slots)
        self.floating = Counter()

    def known(self) -> Counter:
        found = Counter(card for card in self.slots if card is not None)
        found.update({card: n for card, n in self.floating.items() if n > 0})
        return found

    def unknown_count(self) -> int:
        hidden = sum(1 for card in self.slots if card is None)
        return max(0, hidden - sum(n for n in self.floating.values() if n > 0))


def track_hands(view: dict) -> list[HandKnowledge | None]:
    """Every other seat's hand as far as ``view``'s seat can tell (None for its own seat)."""
    seats = len(view["players"])
    me = view["seat"]
    hands = [HandKnowledge(HAND_SIZE) for _ in range(seats)]
    events = list(view.get("history") or [])
    current = view.get("current")
    if current:
        events.append(current)
    for event in events:
        _apply(hands, event)
    sizes = view["hand_sizes"]
    for seat, hand in enumerate(hands):
        if len(hand.slots) != sizes[seat]:  # never expected: fall back on knowing nothing
            hands[seat] = HandKnowledge(sizes[seat])
    hands[me] = None
    return hands


def _apply(hands: list[HandKnowledge], event: dict) -> None:
    seat = event["seat"]
    if "shift" not in event and event.get("position") is not None:
        source = event["from"]
        hands[source].take(event["position"], event["taken"])
    draws = list(event.get("draws") or [])
    # The neighbour's own draws come first (the card left its hand), then what the taker
    # keeps joins the taker's hand, then the taker's draws.
    for draw in draws:
        if draw["seat"] != seat:
            _draw(hands[draw["seat"]], draw)
    if event.get("outcome") in ("kept", "ghost"):
        hands[seat].add(event["taken"])
    for draw in draws:
        if draw["seat"] == seat:
            _draw(hands[seat], draw)
    if event.get("arranged"):
        hands[seat].arranged()


def _draw(hand: HandKnowledge, draw: dict) -> None:
    if draw.get("ghosts_shown"):
        hand.all_ghosts()
    for _ in range(draw.get("count", 0)):
        hand.add(None)


class Knowledge:
    """The seat's picture of the table: ``hands`` (other seats), ``unseen_hours`` (hour ->
    copies not seen anywhere), ``unseen_ghosts`` and ``unknown_in_hands``."""

    def __init__(self, view: dict):
        self.view = view
        self.seat = view["seat"]
        self.players = len(view["players"])
        self.hands = track_hands(view)
        located: Counter = Counter()
        for row in view["rows"]:
            located.update(hour for hour in row if hour is not None)
        located.update(view["boxed"])
        located.update(view["hand"])
        pending = view.get("pending")
        if pending:
            located[pending["card"]] += 1
        self.known_elsewhere: Counter = Counter()
        for hand in self.hands:
            if hand is not None:
                self.known_elsewhere.update(hand.known())
        located.update(self.known_elsewhere)
        self.unseen_hours = {hour: max(0, COPIES - located[hour]) for hour in HOURS}
        self.unseen_ghosts = max(0, ghosts_used(self.players) - located[GHOST])
        self.unknown_in_hands = sum(hand.unknown_count() for hand in self.hands
                                    if hand is not None)
        self.own_hand = Counter(view["hand"])

    def unknown_card(self) -> dict:
        """The chances of what an unknown card in another hand is: card -> probability."""
        chances: dict = {}
        ghost = 0.0
        if self.unknown_in_hands > 0:
            ghost = min(1.0, self.unseen_ghosts / self.unknown_in_hands)
        if ghost > 0:
            chances[GHOST] = ghost
        total = sum(self.unseen_hours.values())
        if total > 0:
            for hour, copies in self.unseen_hours.items():
                if copies:
                    chances[hour] = (1 - ghost) * copies / total
        return chances

    def position_chances(self, seat: int) -> list[dict]:
        """For each position of ``seat``'s hand, card -> probability."""
        hand = self.hands[seat]
        unknown = self.unknown_card()
        hidden = sum(1 for card in hand.slots if card is None)
        floating = {card: n for card, n in hand.floating.items() if n > 0}
        free = max(0, hidden - sum(floating.values()))
        result: list[dict] = []
        for card in hand.slots:
            if card is not None:
                result.append({card: 1.0})
                continue
            chances = {c: n / hidden for c, n in floating.items()}
            if free:
                for c, p in unknown.items():
                    chances[c] = chances.get(c, 0.0) + free / hidden * p
            result.append(chances)
        return result

    def copies_left(self, hour: int) -> float:
        """How many copies of ``hour`` may still reach a row: unseen ones and those known in
        other hands count fully, those in one's own hand partly (they must go round)."""
        return (self.unseen_hours[hour] + self.known_elsewhere[hour]
                + 0.4 * self.own_hand[hour])
