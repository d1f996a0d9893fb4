"""The Who Turned the Clock? view: the public table of rows, the neighbour's hand face down,
the card turned over (digits, clock face, words, read aloud on request), the slots where it
fits, the hand to arrange, the emergency move, the end and the rules with pictures. Every
rule question goes to the engine (``game.view(seat)``, ``legal_moves``, ``fitting_slots``,
``stuck_gap``…); this package only draws its answers and turns taps, keys and drags into the
steps of a turn: ``{"take": i}``, ``{"slot": k}``, ``{"shift": [...]}``, ``{"end": true}``
or ``{"arrange": [...]}``.
"""

import sys
from dataclasses import dataclass, field

from timekeeper.i18n.hoursandghosts import card_name, card_words
from timekeeper.i18n.hoursandghosts import move_words as _move_words

from ...kit import dom, motion
from ...kit.dom import h
from ..contract import PackageView
from . import emergency, hand, log, speech, table, take
from .end import result_card  # noqa: F401  (part of the view's face)
from .rules import rules  # noqa: F401
from .turn import speak_toggle, turn_panel  # noqa: F401


@dataclass
class TurnState:
    """The turn in progress, beyond what the engine knows: the hand's new order (positions
    in the engine's hand) and the card picked in it, and the emergency move being chosen."""

    order: list | None = None
    picked: int | None = None
    emergency: bool = False
    shifts: list = field(default_factory=list)
    nudge: bool = False  # the face-down cards wave once: the player was told to take one


def new_state(ctx) -> TurnState:
    return TurnState()


def first_focus(ctx) -> str:
    game = ctx.game
    if game.phase == "place":
        return f"slot-{game.pending['slots'][0]}"
    if game.phase == "finish":
        return "done"
    if ctx.state is not None and ctx.state.emergency:
        return "shift0"
    return "fan0"


def on_reveal(ctx) -> None:
    """The player took the tablet: say whose turn it is and what to do (a turn resumed after
    a reload says the card already taken); what happened since their last turn is played
    out on the table."""
    game = ctx.game
    seat = game.turn
    motion.stage(*since_steps(ctx, game))
    said = [ctx.t("turn_announce", name=game.players[seat])]
    if game.phase == "take":
        ctx.show_words(lambda: ctx.t("take_hint"))
        said.append(ctx.t("take_hint"))
    elif game.phase == "place":
        card, slots = game.pending["card"], game.pending["slots"]
        ctx.show_words(lambda: take.place_hint(ctx, slots), keys=len(slots) > 1)
        said += [ctx.t("took_say", card=card_name(ctx.lang, card),
                       words=card_words(ctx.lang, card)),
                 take.place_said(ctx, slots)]
    else:
        said += log.lines(ctx, game.current, game) if game.current else []
    dom.announce(" ".join(said))


def marks_hint(move: dict) -> bool:
    """Which hints the table marks (the shell's hints): the face-down card to take, the
    slot for the card taken, "Done", and each button of the emergency move in turn (an
    arrangement of the hand is said in words only)."""
    return any(key in move for key in ("take", "slot", "end", "shift"))


# ---------------------------------------------------------------------- the guided game
def lesson_target(ctx, thing: dict) -> str | None:
    """The one element a guided game's bubble points at (a CSS selector of the page as
    drawn now), or None (the bubble docks at the bottom of the screen). ``thing``:

    - ``{"move": m}``: the next element to tap to play the step ``m`` asked of the player:
      the face-down card (``take``), then the lit slot (``slot``), "Done" (``end``); for
      the emergency move (``shift``) the button that opens it, each shift's button in turn,
      then "Make the move" ("Take a card instead" when another shift was chosen);
    - ``{"played": m}``: where the step just played landed: the slot the card went to (in
      its player's row), the slot an emergency move filled last, the ghost taken (in the
      player's hand on their own turn, else the taker's ghosts on the table), the hand a
      kept card went to;
    - ``{"row": seat}``: that seat's row; ``{"hand": seat}``: that seat's hand (its cards
      on its own turn screen, else its count on the table); ``{"stuck": seat}``: the first
      free slot of the run that no longer can be filled (the engine's ``stuck``);
      ``{"ghosts": seat}``: the ghosts the table knows that seat holds.
    """
    game = ctx.game
    if game is None:
        return None
    if "move" in thing:
        return _move_target(ctx, thing["move"] or {})
    if "played" in thing:
        return _played_target(ctx)
    if "row" in thing:
        return f'{_seat(thing["row"])} .hg-row'
    if "hand" in thing:
        seat = thing["hand"]
        if ctx.screen == "turn" and game.turn == seat:
            return ".hg-hand-box"
        return f"{_seat(seat)} .hg-hand-size"
    if "stuck" in thing:
        stuck = game.stuck(thing["stuck"])
        if stuck is None:
            return f'{_seat(thing["stuck"])} .hg-row'
        return f'{_seat(thing["stuck"])} .slot[data-slot="{stuck["slots"][0]}"]'
    if "ghosts" in thing:
        return f'{_seat(thing["ghosts"])} .hg-known-ghosts'
    return None


def _seat(seat: int) -> str:
    return f'.hg-seat[data-seat="{seat}"]'


def _move_target(ctx, move: dict) -> str | None:
    phase = ctx.game.phase
    if phase == "take" and "shift" in move:
        step = emergency.hinted_next(ctx) if ctx.state is not None else "open"
        if step == "open" or step is None:
            return '[data-action="emergency"]'
        if step == "make":
            return '[data-action="emergency-make"]'
        if step == "cancel":
            return '[data-action="emergency-cancel"]'
        return f'[data-action="shift-choice"][data-value="{step[0]}-{step[1]}"]'
    if phase == "take" and "take" in move:
        if ctx.state is not None and ctx.state.emergency:
            return '[data-action="emergency-cancel"]'
        return f'.hg-fan [data-action="take"][data-value="{move["take"]}"]'
    if phase == "place" and "slot" in move:
        return f'button[data-action="slot"][data-value="{move["slot"]}"]'
    if phase == "finish" and ("end" in move or "arrange" in move):
        return '[data-action="done"]'
    return None


def _played_target(ctx) -> str | None:
    game = ctx.game
    event = game.current or (game.history[-1] if game.history else None)
    if event is None:
        return None
    if event.shift:
        return f'{_seat(event.seat)} .slot[data-slot="{event.shift[-1][1]}"]'
    if event.outcome == "placed":
        return f'{_seat(event.seat)} .slot[data-slot="{event.slot}"]'
    if event.outcome == "ghost":
        if ctx.screen == "turn" and game.turn == event.seat and game.phase == "finish":
            return ".hg-hand .hg-card.ghost.new"  # in the hand being arranged
        return f"{_seat(event.seat)} .hg-known-ghosts"
    if event.outcome == "kept":
        return f"{_seat(event.seat)} .hg-hand-size"
    return None


def table_view(ctx):
    return table.draw(ctx)


def public_panel(ctx, game, current):
    return log.render(ctx, game, current)


# ------------------------------------------------------------------------ turning the turn
def after_step(ctx, event) -> str:
    """A step of the player's turn was played and the turn goes on (the shell redraws):
    what it did is said; the answer is where the focus goes."""
    if event.step == "shift":
        return emergency.after_shift(ctx, event)
    if event.step == "slot":
        return take.after_place(ctx, event)
    return take.after_take(ctx, event)


def done(ctx) -> None:
    """End the turn, with the hand in the order the player left it. A guided game that asks
    for "Done" alone refuses a new order: the hand goes back as it was, so that the next
    tap on "Done" ends the turn."""
    game = ctx.game
    if ctx.screen != "turn" or game.phase != "finish":
        ctx.render()
        return
    before = hand.hand_now(ctx)
    after = hand.arranged(ctx)
    if after == before:
        ctx.play({"end": True})
        return
    outcome = ctx.play({"arrange": after})
    if outcome.event is None and getattr(ctx, "lesson", None) is not None:
        ctx.state.order, ctx.state.picked = None, None
        ctx.render(focus="done")


def toggle_speech(ctx) -> None:
    on = not speech.enabled()
    speech.set_enabled(on)
    ctx.render(focus="speak-toggle")


def _value(element) -> str:
    return dom.attr(element, "data-value") or ""


def _int(element) -> int:
    value = _value(element)
    return int(value) if value.lstrip("-").isdigit() else 0


ACTIONS = {
    "take": lambda ctx, element, _e: take.take(ctx, _int(element)),
    "slot": lambda ctx, element, _e: take.place(ctx, _int(element)),
    "hear": lambda ctx, element, _e: take.hear(ctx, _value(element)),
    "pick": lambda ctx, element, _e: hand.pick(ctx, _int(element)),
    "hand-waits": lambda ctx, *_: hand.waits(ctx),
    "row": lambda ctx, element, _e: take.whose_row(ctx, _int(element)),
    "move-card": lambda ctx, element, _e: hand.move(ctx, _int(element)),
    "done": lambda ctx, *_: done(ctx),
    "emergency": lambda ctx, *_: emergency.open_chooser(ctx),
    "shift-choice": lambda ctx, element, _e: emergency.choose(ctx, _value(element)),
    "emergency-make": lambda ctx, *_: emergency.make(ctx),
    "emergency-cancel": lambda ctx, *_: emergency.cancel(ctx),
    "speak-toggle": lambda ctx, *_: toggle_speech(ctx),
}


def on_input(ctx, name: str, value: str) -> None:
    return None


def on_key(ctx, event) -> None:
    """No key of the game's own: along a row of cards (the fan, the hand) the arrows, Home
    and End move the focus in the page (static/js/page-events.js)."""


def on_drag_start(ctx, value: str) -> None:
    """A card of the hand is lifted: it becomes the picked card (no redraw mid-drag)."""
    if value.startswith("hand-") and ctx.state is not None:
        ctx.state.picked = int(value[5:])


def on_drop(ctx, value: str, target: str) -> None:
    """The card taken dropped on a lit slot, or a card of the hand on another's place."""
    if value == "taken" and target.startswith("slot-"):
        take.place(ctx, int(target[5:]))
    elif value.startswith("hand-") and target.startswith("hand-"):
        hand.put(ctx, int(value[5:]), int(target[5:]))
    else:
        ctx.render()


# ----------------------------------------------------------------------- motion
def _chip(seat: int) -> str:
    """The back of a card beside ``seat``'s row: its hand, as the table sees it."""
    return f'#table [data-seat="{seat}"] .hg-hand-size .mini-back'


def _slot(seat: int, slot: int) -> str:
    return f'#table [data-seat="{seat}"] .hg-row [data-slot="{slot}"]'


def motion_after(ctx, event, seat: int) -> list:
    """What a step shows moving, for a person and a computer alike (a computer's hand is
    never shown: the table's hand of cards beside its row stands for it): the card taken
    leaves the neighbour's hand and arrives in the taker's (face up on a person's turn, a
    ghost to the ghosts the table knows of), a placed card goes into its slot, the cards of
    an emergency move slide to their slots, a card back in the box goes there and a card
    drawn comes from the pile."""
    person = not ctx.seats.is_computer(seat)
    steps = []
    if event.step == "take":
        if person:
            steps.append(motion.step(
                "fly", to="#panel .hg-revealed .hg-card, #panel .hg-outcome .hg-card",
                source=f'#panel .hg-fan [data-value="{event.position}"]'))
        else:
            ghost = event.outcome == "ghost"
            steps.append(motion.step(
                "send", source=_chip(event.source),
                to=f'#table [data-seat="{seat}"] .hg-known-ghosts' if ghost else _chip(seat)))
        if event.outcome == "boxed":
            steps.append(motion.step("send", source=_chip(seat), delay=300,
                                     to="#table .hg-box .chip:last-of-type"))
        steps += [motion.step("send", source="#table .hg-pile .mini-back", to=_chip(draw["seat"]),
                              delay=500) for draw in event.draws if draw["count"]]
    elif event.step == "slot":
        source = "#panel .hg-revealed .hg-card" if person else _chip(seat)
        steps.append(motion.step("fly", to=_slot(seat, event.slot), source=source))
    elif event.step == "shift":
        steps += [motion.step("fly", to=_slot(seat, target), source=_slot(seat, start))
                  for start, target in event.shift]
    return steps


def since_steps(ctx, game) -> list:
    """What happened since the person taking the tablet last played, one turn after
    another: each card taken goes from one hand to the other, each card placed drops into
    its slot."""
    steps = []
    for n, event in enumerate(motion.since_last_turn(game, game.turn)):
        start = n * motion.STEP_GAP_MS
        if event.source is not None:
            ghost = event.outcome == "ghost"
            steps.append(motion.step(
                "send", source=_chip(event.source), delay=start,
                to=f'#table [data-seat="{event.seat}"] .hg-known-ghosts' if ghost
                else _chip(event.seat)))
        if event.slot is not None and event.outcome == "placed":
            steps.append(motion.step("pop", to=_slot(event.seat, event.slot), delay=start + 250))
        steps += [motion.step("pop", to=_slot(event.seat, target), delay=start + 250)
                  for _start, target in event.shift or ()]
    return steps


# ----------------------------------------------------------------------- telling the table
def event_lines(ctx, event, game) -> list[str]:
    """A turn told to the table (the hand-over's, the end's and the computers' summaries):
    one paragraph per turn, so a tablet shows several turns and still the hand under them."""
    lines = log.lines(ctx, event, game)
    return [" ".join(lines)] if lines else []


def move_words(ctx, event, game) -> str:
    return _move_words(ctx.lang, event.to_dict(), game.players)


def next_game_label(ctx, game) -> str:
    return ctx.t("play_again")


# ----------------------------------------------------------------------- the new-game form
def option_fields(ctx):
    """No game options; this tablet's "read the hour aloud" switch lives here too."""
    return h("div", speak_toggle(ctx, hint=True), cls="field")


def options(ctx, count: int) -> dict:
    return {}


VIEW = PackageView(sys.modules[__name__])  # what the shell calls: ../contract.py
