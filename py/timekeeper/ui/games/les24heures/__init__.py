"""The Les 24 Heures view: the hour board, every car with its kilometres in piles of 1,000,
its tyre change, pit stops and incidents, the draw and discard piles, the player's hand, the
Gold Cup standings, the end of a race and the rules with the cards shown. Every rule
question goes to the engine (``destinations``, ``legal_moves``, ``why_not``, the cars'
views, ``result``, ``cup``); this package only draws its answers and turns taps, keys and
drags into record moves ``{"play": "speed", "card": "250"}``.
"""

import sys
from dataclasses import dataclass

from timekeeper.i18n.les24heures import event_lines as _event_lines
from timekeeper.i18n.les24heures import face_words
from timekeeper.i18n.les24heures import move_words as _move_words

from ...kit import dom, motion
from ..contract import PackageView
from . import hand, standings, table
from .end import next_game_label, result_card  # noqa: F401  (part of the view's face)
from .form import option_fields, options  # noqa: F401
from .hand import turn_panel  # noqa: F401
from .hour_board import now_words
from .rules import rules  # noqa: F401


@dataclass
class TurnState:
    """The turn in progress: the card taken in hand (its index in the hand) and where the
    engine says it may go (``Game.destinations``)."""

    selected: int | None = None
    dest: dict | None = None


def new_state(ctx) -> TurnState:
    return TurnState()


def first_focus(ctx) -> str:
    return "card0"


def on_reveal(ctx) -> None:
    """The player took the tablet: whose turn, the hour, and what to do first; what happened
    since their last turn is played out on the table, and the card they drew lands in their
    hand."""
    game = ctx.game
    motion.stage(*since_steps(ctx, game))
    words, _error = hand.reveal_words(ctx)
    ctx.show_words(words)
    dom.announce(" ".join([ctx.t("turn_announce", name=game.players[game.turn]),
                           now_words(ctx, game) + ".", words()]))


def show_hint(ctx, move: dict) -> None:
    """A hint was asked for (the shell's hints): its card is taken in hand, so the places it
    may go light up, and the hand marks it."""
    index = hand.hinted_card(ctx, ctx.game.hand(ctx.game.turn))
    if index is not None and hand.selected(ctx) != index:
        hand.select_card(ctx, index, toggle=False, render=False)


def marks_hint(move: dict) -> bool:
    """Every hinted move is lit on the table (show_hint)."""
    return True


def table_view(ctx):
    return table.render(ctx)


def public_panel(ctx, game, current):
    return standings.render(ctx, game, current)


# ----------------------------------------------------------------------- motion
def motion_after(ctx, event, seat: int) -> list:
    """What a play shows moving: the card goes from the person's hand to where it lands (a
    computer's hand is never shown: its card turns over there), the cars drive along the
    track to their kilometres, the hour board turns. Called as the move is played, the card
    in hand still the turn's (``ctx.state``)."""
    game = ctx.game
    steps = []
    chosen = ctx.state.selected if ctx.state is not None else None
    if ctx.seats.is_computer(seat) or chosen is None:
        steps.append(motion.step("turn", to=_landed(event)))
    else:
        steps.append(motion.step("send", to=_landed(event),
                                 source=f'#panel .l24-hand [data-value="{chosen}"]'))
    steps += [motion.step("glide", to=f'#table .l24-lane[data-car="{car.index}"] '
                                      ".l24-car-shape") for car in game.cars]
    if event.play == "race-hour":
        steps.append(motion.step("turn", to="#table .l24-hour.now", delay=200))
    return steps


def _landed(event) -> str:
    """Where the card of a play lies on the table (a selector)."""
    if event.play in ("discard", "race-hour"):
        return "#table .l24-discard .l24-card"
    car = event.target_car if event.target_car is not None else event.car
    return f'#table .l24-car[data-car="{car}"] .l24-car-cards'


def since_steps(ctx, game) -> list:
    """What happened since the person taking the tablet last played, one play after another:
    the car (or the discard pile) each card went to lights up with the card's words rising
    from it, the hour board turns where an hour was played; then a card comes from the draw
    pile onto the one drawn for this turn, in the hand."""
    steps = []
    for n, event in enumerate(motion.since_last_turn(game, game.turn)):
        start = n * motion.STEP_GAP_MS
        where = _landed(event)
        steps.append(motion.step("flash", to=where, delay=start))
        if event.card:
            steps.append(motion.step("float", to=where, delay=start + 100,
                                     text=face_words(ctx.lang, event.card)))
        if event.play == "race-hour":
            steps.append(motion.step("turn", to="#table .l24-hour.now", delay=start + 150))
    drawn = game.drawn_index(game.turn)
    if drawn is not None:  # a card's back from the draw pile onto it
        steps.append(motion.step("send", source="#table .l24-draw .l24-card",
                                 to=f'#panel .l24-hand [data-value="{drawn}"]',
                                 delay=len(steps) and motion.STEP_GAP_MS))
    return steps


def sound_of(ctx, event, game) -> str:
    """The sound of a finished turn: "score" when a car gained kilometres, else "play"."""
    return "score" if event.play in ("speed", "lap-record") else "play"


def event_lines(ctx, event, game) -> list[str]:
    """What a turn did, in order (the shell adds who plays next)."""
    return _event_lines(ctx.lang, event.to_dict(), game.players, game.sides(), game.hours)


def move_words(ctx, event, game) -> str:
    return _move_words(ctx.lang, event.to_dict(), game.players, game.sides())


# ----------------------------------------------------------------------- taps, keys, drags
def _value(element) -> str:
    return dom.attr(element, "data-value") or ""


ACTIONS = {
    "card": lambda ctx, element, _event: hand.select_card(ctx, int(_value(element))),
    "car": lambda ctx, element, _event: hand.tap_place(ctx, int(_value(element))),
    "discard": lambda ctx, *_: hand.tap_place(ctx, "discard"),
    "put-back": lambda ctx, *_: hand.put_back(ctx),
}


def on_input(ctx, name: str, value: str) -> None:
    """No field of this game's own."""


def on_key(ctx, event) -> None:
    hand.on_key(ctx, event)


def on_drag_start(ctx, value: str) -> None:
    """A card is dragged: it is taken in hand and its places light up."""
    hand.select_card(ctx, int(value), toggle=False)


def on_drop(ctx, value: str, target: str) -> None:
    """A card dropped on a car ("car-2") or the discard pile: the same as tapping there."""
    if hand.selected(ctx) != int(value):
        hand.select_card(ctx, int(value), toggle=False, render=False)
    hand.tap_place(ctx, "discard" if target == "discard" else int(target.split("-")[1]))



# ----------------------------------------------------------------------- the guided game
def _car(car) -> str:
    return f'.l24-car[data-car="{car}"]'


def lesson_target(ctx, thing: dict) -> str | None:
    """The element a guided game's bubble speaks of, as a CSS selector of the page as drawn
    now (None: the bubble docks at the bottom of the screen). ``thing``:

    - ``{"move": m}``: the next thing to tap to play ``m`` on the turn screen: the card of
      the hand it plays while no card of its kind is in hand, then the place it goes (the
      button over the car, or the discard pile, where a race hour goes too);
    - ``{"played": m}``: where ``m`` just landed: the car it went on (an incident's target,
      else the player's), the discard pile, or the hour board for a race hour;
    - ``{"car": n}``: car ``n``; ``{"cars": true}``: every car; ``{"places": true}``: the
      places once the race is over (the end screen's ranking, in sight at every size; the
      cars before); ``{"hour_board": true}``: the hour board; ``{"hand": true}``: the hand
      (turn screen only); ``{"discard": true}``: the discard pile."""
    game = ctx.game
    turn_screen = ctx.screen == "turn" and game is not None and game.turn is not None
    if "move" in thing:
        move = thing["move"]
        if not turn_screen:
            return None
        if hand.holds_card_of(ctx, move):
            place = hand.place_of(game, move)
            return ".l24-discard" if place == "discard" else f"{_car(place)} .l24-target"
        cards = game.hand(game.turn)
        card = hand.card_of(move)
        return f'.l24-hand [data-action="card"][data-value="{cards.index(card)}"]' \
            if card in cards else ".l24-hand"
    if "played" in thing:
        move = thing["played"]
        if move["play"] == "race-hour":
            return ".l24-hours"
        if move["play"] == "discard":
            return ".l24-discard"
        if move["play"] == "incident":
            return _car(game.car_of(move["target"]))
        return _car(game.history[-1].car) if game.history else None
    if "car" in thing:
        return _car(thing["car"])
    if thing.get("places") and ctx.screen == "end":
        return ".l24-ranking"
    if thing.get("cars") or thing.get("places"):
        return ".l24-cars"
    if thing.get("hour_board"):
        return ".l24-hours"
    if thing.get("hand"):
        return ".l24-hand" if turn_screen else None
    if thing.get("discard"):
        return ".l24-discard"
    return None


VIEW = PackageView(sys.modules[__name__])  # what the shell calls: ../contract.py
