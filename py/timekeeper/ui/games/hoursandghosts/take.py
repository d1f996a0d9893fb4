"""Taking a card and dealing with it (rules page, "A turn"): the right-hand neighbour's hand
fanned face down in the order its owner left it; the card tapped turns over and is said in
digits, on a clock face and in words (and aloud when the option is on); an hour that fits
waits for the player to tap (or drop it on) one of the lit slots of their row; anything else
— a ghost, a card kept because another player could place it, a card boxed with the draw
it brings, a full row's take — is explained in words. Every rule question is the engine's.
"""

from timekeeper.i18n.hoursandghosts import (
    card_name,
    card_words,
    event_lines,
    fits_where,
    hour_digits,
    hour_words,
    is_ghost,
    join_or,
    possessive,
    sentence,
    slot_number,
    spoken,
)

from ...kit import dom, motion
from ...kit.dom import action_button, h
from ...kit.widgets import hinted_move
from . import cards, speech
from .clock import speaker_picture


# ------------------------------------------------------------------------ the fan
def fan(ctx, view):
    """The neighbour's hand, face down: one button per card, in its owner's order."""
    source = view["players"][view["neighbour"]]
    owner = possessive(ctx.lang, source)
    count = view["neighbour_hand_size"]
    hinted = hinted_move(ctx).get("take")  # the card the hint takes, still face down
    buttons = []
    for position in range(count):
        words = ctx.t("fan_card", n=position + 1, count=count, owner=owner)
        buttons.append(cards.back(
            tag="button", cls="fan-card hinted" if position == hinted else "fan-card",
            data_action="take", data_value=position, data_focus=f"fan{position}",
            aria_label=ctx.t("hinted_choice", what=words) if position == hinted else words))
    nudge = ctx.state is not None and ctx.state.nudge
    if nudge:  # told to take a card first: the cards wave once, on this drawing only
        ctx.state.nudge = False
    return h("section",
             h("h3", ctx.t("take_title", owner=owner), id="hg-fan-title"),
             h("div", *buttons, cls="hg-fan" + (f" {motion.NUDGE}" if nudge and
                                                motion.allowed() else ""),
               role="group", aria_label=ctx.t("fan_label", owner=owner)),
             cls="hg-take", aria_labelledby="hg-fan-title")


# ------------------------------------------------------------------ the card turned over
def hear_button(ctx, card):
    """Say the card again, on request (only where the browser can speak)."""
    if not speech.available():
        return None
    return action_button([speaker_picture(), ctx.t("speak_now")], "hear", cls="btn hear",
                         data_value=str(card),
                         aria_label=ctx.t("speak_now_label", words=card_words(ctx.lang, card)))


def revealed(ctx, card, note=None):
    """The card taken, big: digits, clock face and words; drag it onto a lit slot. ``note``
    (the sentence saying where it fits) goes beside it."""
    title = ctx.t("revealed_ghost") if is_ghost(card) else \
        ctx.t("revealed_title", card=hour_digits(card))
    return h("section",
             h("h3", title, id="hg-revealed-title"),
             h("div",
               cards.card(ctx, card, tag="div", cls="big", clock=84, words=True,
                          data_drag="taken"),
               h("div", note, hear_button(ctx, card), cls="revealed-words"),
               cls="revealed-row"),
             cls="hg-revealed", aria_labelledby="hg-revealed-title")


def place_hint(ctx, slots: list[int]) -> str:
    """Where the card taken fits, in a child's words: "This card fits after 3 pm, in slot
    5. Tap the green slot." The hours around the lit slots are read from the row (the slots
    themselves are the engine's ``pending["slots"]``). With a choice of slots that do not
    all leave the same room (``guide``): where the hour sits in the day on an empty row,
    which slots leave the most room for the other hours, and in which the row could no
    longer be finished; the child still chooses."""
    game = ctx.game
    numbers = join_or(ctx.lang, [slot_number(s) for s in slots])
    where = fits_where(ctx.lang, game.row(game.turn), slots)
    card = game.pending["card"] if game.pending else None
    said = guide_words(ctx, card, guide(game, game.turn, card)) if card is not None else []
    if where is None:
        return " ".join([ctx.t("row_empty"), *said, ctx.t("tap_green_many")]) if said \
            else ctx.t("place_hint_any")
    if not said:
        return ctx.t("place_hint_one" if len(slots) == 1 else "place_hint_many",
                     slots=numbers, where=where)
    return " ".join([ctx.t("place_fits", slots=numbers, where=where), *said,
                     ctx.t("tap_green_many")])


def guide(game, seat: int, card) -> dict:
    """Which of the slots where ``card`` fits leave the most room for the rest of the row
    ("roomy") and which would leave it stuck ("stuck"), from the engine's ``room``: a slot's
    room is its tighter side's hours per free slot, and the roomy slots come within a
    quarter of the best. Empty when there is no choice to guide (one slot, or every slot
    alike)."""
    rooms = game.room(seat, card)
    if len(rooms) < 2:
        return {}

    def share(room) -> float:
        sides = [side["hours"] / side["slots"] for side in (room["left"], room["right"])
                 if side["slots"]]
        return min(sides, default=float("inf"))

    open_rooms = [room for room in rooms if not room["stuck"]]
    if not open_rooms:
        return {}
    best = max(share(room) for room in open_rooms)
    roomy = [room["slot"] for room in open_rooms
             if share(room) >= (best if best == float("inf") else 0.75 * best)]
    stuck = [room["slot"] for room in rooms if room["stuck"]]
    if len(roomy) == len(rooms):
        return {}
    return {"roomy": roomy, "stuck": stuck}


def guide_words(ctx, card, found: dict) -> list[str]:
    """The guide in sentences: where the hour sits in the day (on an empty row), the slots
    that leave the most room, the slots where the row could no longer be finished."""
    if not found:
        return []
    game = ctx.game
    said = []
    if all(hour is None for hour in game.row(game.turn)):
        said.append(sentence(ctx.t(f"day_{day_part(card)}", hour=hour_words(ctx.lang, card))))
    roomy = found["roomy"]
    said.append(ctx.t("room_best_one" if len(roomy) == 1 else "room_best_many",
                      slots=join_or(ctx.lang, [slot_number(s) for s in roomy])))
    stuck = found["stuck"]
    if stuck:
        said.append(ctx.t("room_stuck_one" if len(stuck) == 1 else "room_stuck_many",
                          slots=join_or(ctx.lang, [slot_number(s) for s in stuck])))
    return said


def day_part(hour: int) -> str:
    """Where an hour card sits in the day, for a child: "morning" (6 to 11 am), "midday"
    (noon, 1 pm), "afternoon" (2 to 5 pm), "evening" (6 to 10 pm)."""
    if hour < 12:
        return "morning"
    if hour < 14:
        return "midday"
    return "afternoon" if hour < 18 else "evening"


def place_said(ctx, slots: list[int]) -> str:
    """The place hint as read aloud: "Key N: the next one." follows it when there is a
    choice of slots and a keyboard is likely (App.key_note)."""
    return place_hint(ctx, slots) + (ctx.key_note() if len(slots) > 1 else "")


def outcome(ctx, view):
    """What became of the card taken (or the emergency move), told to the player."""
    current = view["current"]
    if current is None:
        return None
    game = ctx.game
    lines = event_lines(ctx.lang, current, view["players"], you=view["seat"],
                        shifted=_shifted_cards(game, current))
    card = current.get("taken")
    picture = None
    if card is not None:
        picture = cards.card(ctx, card, cls="medium", clock=48, words=True)
        title = ctx.t("revealed_ghost") if is_ghost(card) else \
            ctx.t("revealed_title", card=hour_digits(card))
    else:
        title = ctx.t("emergency_title")
    return h("section",
             picture,
             h("div", h("h3", title, id="hg-outcome-title"),
               *(h("p", line) for line in lines),
               hear_button(ctx, card) if card is not None else None,
               cls="outcome-words"),
             cls="hg-outcome card", aria_labelledby="hg-outcome-title")


def _shifted_cards(game, event: dict) -> list | None:
    if "shift" not in event:
        return None
    row = game.row(event["seat"])
    return [row[target] for _source, target in event["shift"]]


# ------------------------------------------------------------------------ the player's taps
def take(ctx, position: int) -> None:
    """Tap a face-down card: the engine takes it (the shell says it and shows the next step:
    ``after_take``). When the take ended the game, the card is still read aloud."""
    outcome = ctx.play({"take": position})
    if outcome.turn_over:
        speech.say_if_on(ctx.lang, spoken(ctx.lang, outcome.event.taken))


def after_take(ctx, event) -> str:
    """The card taken is said (aloud when the option is on), then where it fits or what
    became of it; the focus goes to the first lit slot, or to "Done"."""
    game = ctx.game
    card = event.taken
    speech.say_if_on(ctx.lang, spoken(ctx.lang, card))
    ctx.state.picked = None
    words = card_words(ctx.lang, card)
    if game.phase == "place":
        slots = game.pending["slots"]
        ctx.say(lambda: place_hint(ctx, slots), keys=len(slots) > 1)
        dom.announce(ctx.t("took_say", card=card_name(ctx.lang, card), words=words) + " "
                     + place_said(ctx, slots))
        return f"slot-{slots[0]}"
    ctx.clear_words()
    lines = event_lines(ctx.lang, game.current.to_dict(), game.players, you=event.seat)
    dom.announce(" ".join(lines))
    return "done"


def place(ctx, slot: int) -> None:
    """Tap a lit slot (or drop the card on it): the engine places the card there (the shell
    says it: ``after_place``; a slot it refuses is told why). A slot tapped before the take
    says to take a card first, once the card is dealt with that the turn ends with "Done"."""
    game = ctx.game
    if ctx.screen != "turn":
        ctx.render()
        return
    if game.phase == "take":
        if ctx.state.emergency:
            ctx.say(lambda: ctx.t("row_waits_emergency"))
            ctx.render()
        else:
            ask_to_take(ctx, "row_waits")
        return
    if game.phase == "finish":
        ctx.say(lambda: ctx.t("row_done"))
        ctx.render(focus="done")
        return
    ctx.play({"slot": slot})


def ask_to_take(ctx, key: str) -> None:
    """Say that a card is taken first (``key``: the sentence, naming the neighbour's hand),
    and make the face-down cards wave to show where."""
    game = ctx.game
    source = game.players[game.neighbour(game.turn)]
    ctx.say(lambda: ctx.t(key, owner=possessive(ctx.lang, source)))
    ctx.state.nudge = True
    ctx.render()


def whose_row(ctx, seat: int) -> None:
    """A slot of another player's row tapped on the turn screen: whose row it is."""
    game = ctx.game
    if not 0 <= seat < len(game.players):
        ctx.render()
        return
    name = game.players[seat]
    ctx.say(lambda: ctx.t("row_of_other", owner=possessive(ctx.lang, name), name=name))
    ctx.render()


def after_place(ctx, event) -> str:
    """The card placed is said; the focus goes to "Done"."""
    ctx.clear_words()
    dom.announce(ctx.t("placed_say", card=hour_digits(event.taken),
                       slot=slot_number(event.slot)))
    return "done"


def hear(ctx, value: str) -> None:
    """"Hear it": the hour said again; where no voice can say it, said in words instead."""
    card = int(value) if value.isdigit() else value
    said = speech.say(ctx.lang, spoken(ctx.lang, card))  # a voice it did not list may speak
    if said and speech.has_voice(ctx.lang):
        return
    game = ctx.game

    placing = ctx.screen == "turn" and game.phase == "place"

    def words() -> str:  # and, while the card waits for its slot, where it fits
        line = ctx.t("speak_no_voice_card", words=card_words(ctx.lang, card))
        if placing:
            line += " " + place_hint(ctx, game.pending["slots"])
        return line

    ctx.say(words, keys=placing and len(game.pending["slots"]) > 1)
    ctx.render(focus="hear")
