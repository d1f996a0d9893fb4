"""The public table (rules page, "Setup", "A turn", "Winning"): every player's row of 7
slots with the hours placed, how many cards each holds and the ghosts the table knows of,
whose turn it is and whom they take from, the draw pile and the hours back in the box.

Drawn from public data only (rows, hand sizes, known ghosts, pile count, box), on every
screen. On the turn screen the player's own row also shows where the taken card fits (lit
slots to tap, or to drop the card on) and the preview of an emergency move, and the table
says what the last turn did (the hand-over and the end say it in their own summary).

Every hour card on the table shows its clock face with the digits under it, as the printed
cards do (reading the time is the point of the game): the rows' cards and the cards back in
the box alike. The dials' size on screen is the stylesheet's (``--hg-dial``).
"""

from dataclasses import dataclass, field

from timekeeper.i18n.hoursandghosts import (
    cards_words,
    event_lines,
    ghosts_words,
    hour_digits,
    possessive,
    slot_number,
)

from ...kit import motion, sound
from ...kit.dom import h
from ...kit.widgets import hinted_move
from . import log
from .clock import clock_face, ghost_picture
from .emergency import preview_row
from .take import guide

ROW_DIAL = 48  # a placed card's dial as drawn, with the evening moon (CSS sizes it: --hg-dial)
BOX_DIAL = 22  # a boxed card's dial


@dataclass
class Marks:
    """What the rows show beyond the placed hours."""

    seat: int | None = None  # the player to play, on their own turn screen
    lit: list = field(default_factory=list)  # slots where the card taken fits (seat's row)
    card: object = None  # the card taken, waiting for its slot
    hinted: int | None = None  # the lit slot the hint puts that card on
    guide: dict = field(default_factory=dict)  # the lit slots' room (take.guide)
    new: dict = field(default_factory=dict)  # seat -> the slot just placed
    moved: dict = field(default_factory=dict)  # seat -> slots an emergency move filled
    preview: dict = field(default_factory=dict)  # seat -> the row as a chosen move leaves it
    winners: list = field(default_factory=list)


def draw(ctx):
    """The table for the game the screen shows."""
    game = ctx.board_game()
    return render(ctx, game, marks(ctx, game))


def _event_marks(found: Marks, event) -> None:
    """The slot a finished (or finishing) turn filled, or the slots its shifts filled."""
    if event is None:
        return
    if event.slot is not None and event.outcome == "placed":
        found.new[event.seat] = event.slot
    if event.shift:
        found.moved[event.seat] = [target for _source, target in event.shift]


def marks(ctx, game) -> Marks:
    found = Marks()
    result = game.result()
    if result is not None:
        found.winners = list(result.winners)
    if ctx.replay:
        _event_marks(found, game.history[-1] if game.history else None)
    elif ctx.screen == "turn" and game.turn is not None:
        seat = found.seat = game.turn
        pending = game.pending
        if pending is not None:
            found.lit, found.card = list(pending["slots"]), pending["card"]
            found.hinted = hinted_move(ctx).get("slot")
            found.guide = guide(game, seat, pending["card"])
        _event_marks(found, game.current)
        shifts = ctx.state.shifts if ctx.state is not None else []
        if shifts and game.phase == "take":
            found.preview[seat] = preview_row(game.row(seat), shifts)
            found.moved[seat] = [target for _source, target in shifts]
    elif ctx.screen in ("handoff", "end"):
        _event_marks(found, ctx.last_event)
    return found


def render(ctx, game, found: Marks):
    players = game.players
    turn = game.turn
    sizes, ghosts, rows = game.hand_sizes, game.known_ghosts, game.rows
    seats = []
    for seat, name in enumerate(players):
        row = found.preview.get(seat, rows[seat])
        placed = sum(hour is not None for hour in rows[seat])
        mine = seat == found.seat
        classes = ["hg-seat"]
        if seat == turn:
            classes.append("current")
        if seat in found.winners:
            classes.append("winner")
        seats.append(h(
            "li",
            _seat_head(ctx, seat, name, sizes[seat], ghosts[seat], seat == turn, placed),
            row_list(ctx, row, ctx.t("row_label", owner=possessive(ctx.lang, name)),
                     lit=found.lit if mine else (), card=found.card if mine else None,
                     hinted=found.hinted if mine else None,
                     guide=found.guide if mine else None,
                     new=[found.new[seat]] if seat in found.new else (),
                     moved=found.moved.get(seat, ()),
                     drop=_drops(ctx, game, seat, found),
                     taps=_taps(found, seat)),
            cls=" ".join(classes), data_seat=seat))
    whose = None
    if turn is not None:
        source = players[(turn - 1) % len(players)]
        whose = h("p", h("span", "▶ ", aria_hidden="true"),
                  ctx.t("whose_turn", name=players[turn], source=source), cls="hg-whose")
    return h("section",
             h("h2", ctx.t("table_title"), cls="visually-hidden", id="hg-table-title"),
             whose,
             last_turn(ctx, game),
             h("ul", *seats, cls="hg-seats"),
             _pile_and_box(ctx, game),
             scorebar(game),
             cls="hg-table", aria_labelledby="hg-table-title")


def last_turn(ctx, game):
    """On the turn screen, what the turn before did ("Ben took 15:00 from Ana and placed it
    in slot 5."), at the top of the table where the player looks first; that the hand was
    arranged is left to the log (nearly every turn says so). Not when the panel's own
    summary says it already (the computers' turns, the same player again), nor on the other
    screens (the hand-over and the end have their summary)."""
    if ctx.screen != "turn" or ctx.replay or not game.history or ctx.again or ctx.since:
        return None
    event = game.history[-1]
    told = {key: value for key, value in event.to_dict().items() if key != "arranged"}
    lines = event_lines(ctx.lang, told, game.players, shifted=log.shifted_cards(game, event))
    if not lines:
        return None
    return h("p", h("span", ctx.t("last_turn"), cls="hg-last-label"), " ", " ".join(lines),
             cls="hg-last")


def scorebar(game):
    """A phone's compact bar: every player's slots filled of 7 (shown by CSS on narrow
    screens only, at the bottom while the page scrolls; the rows above say the same)."""
    items = [h("span", h("span", name, cls="scorebar-name", dir="auto"),
               h("strong", f"{sum(hour is not None for hour in game.rows[seat])}/7"),
               cls="scorebar-item" + (" current" if seat == game.turn else ""))
             for seat, name in enumerate(game.players)]
    return h("div", *items, cls="scorebar", aria_hidden="true")


def _taps(found: Marks, seat: int) -> str | None:
    """What a tap on a slot of ``seat``'s row does on the turn screen: the player's own row
    always answers ("slot": placed there, or told what comes first), another player's row
    says whose it is ("row-<seat>"); elsewhere the rows are only shown."""
    if found.seat is None:
        return None
    return "slot" if seat == found.seat else f"row-{seat}"


def _drops(ctx, game, seat: int, found: Marks) -> bool:
    """Whether the card just placed in ``seat``'s row drops in (the first drawing after it
    only, with a sound; never when the device asks for reduced motion)."""
    if seat not in found.new or ctx.replay:
        return False
    if ctx.screen != "turn" and ctx.last_event is ctx.resumed_event:
        return False  # the last turn of a resumed or loaded game: shown, not replayed
    filled = sum(hour is not None for hour in game.rows[seat])
    if not motion.once(("hoursandghosts", id(game), seat, found.new[seat], filled)):
        return False
    sound.play("play")
    return motion.allowed()


def _seat_head(ctx, seat: int, name: str, size: int, ghosts: int, current: bool,
               placed: int):
    """The seat's name, the cards in its hand, the ghosts the table knows of and its score:
    the cards placed of 7."""
    owner = possessive(ctx.lang, name)
    return h("div",
             h("h3", h("span", "▶ ", aria_hidden="true") if current else None,
               h("span", name, cls="who", dir="auto"),
               h("span", f" ({ctx.t('to_play')})", cls="visually-hidden") if current else None,
               cls="hg-name"),
             h("span",
               h("span", cls="mini-back", aria_hidden="true"),
               h("span", cards_words(ctx.lang, size), aria_hidden="true"),
               h("span", ctx.t("hand_size", owner=owner, cards=cards_words(ctx.lang, size)),
                 cls="visually-hidden"),
               cls="hg-hand-size", data_hand_size=size),
             h("span",
               *(ghost_picture(22) for _ in range(ghosts)),
               h("span", ctx.t("known_ghosts", ghosts=ghosts_words(ctx.lang, ghosts)),
                 cls="visually-hidden"),
               cls="hg-known-ghosts", data_ghosts=ghosts) if ghosts else None,
             h("span",
               h("span", f"{placed}/7", aria_hidden="true"),
               h("span", ctx.t("placed_count", n=placed), cls="visually-hidden"),
               cls="hg-placed", data_placed=placed),
             cls="hg-seat-head")


def row_list(ctx, row: list, label: str, lit=(), card=None, new=(), moved=(),
             cls: str = "hg-row", drop: bool = False, hinted: int | None = None,
             taps: str | None = None, guide: dict | None = None):
    """A row of 7 slots (the same picture on the table, in the rules and at the end):
    placed hours as a clock face with the digits under it, free slots as "?", lit slots as
    buttons to put ``card`` on (or, with no card, only lit: a picture), the one the hint
    chose marked, and with a ``guide`` (take.guide) those that leave the most room green,
    the others plain, those that would leave the row stuck marked "!". ``taps``: a tap on
    any other slot is answered ("slot": the player's own row, told why the card cannot go
    there or what comes first; "row-<seat>": another player's row, told whose it is)."""
    slots = []
    for slot, hour in enumerate(row):
        number = slot_number(slot)
        tag = h("span", number, cls="slot-n", aria_hidden="true")
        if slot in lit and hour is None and card is None:
            slots.append(h("li", tag, h("span", "+", cls="slot-plus", aria_hidden="true"),
                           h("span", ctx.t("slot_free", slot=number), cls="visually-hidden"),
                           cls="slot lit", data_slot=slot))
            continue
        if slot in lit and hour is None:
            words = ctx.t("slot_put", slot=number, card=hour_digits(card))
            kind = _guided(guide, slot)
            if kind in ("roomy", "stuck"):
                words = f"{words} ({ctx.t('slot_' + kind)})"
            if slot == hinted:
                words = ctx.t("hinted_choice", what=words)
            classes = ["slot-button", kind] if kind else ["slot-button"]
            if slot == hinted:
                classes.append("hinted")
            slots.append(h("li",
                           h("button", tag, h("span", "!" if kind == "stuck" else "+",
                                              cls="slot-plus", aria_hidden="true"),
                             type="button", data_action="slot", cls=" ".join(classes),
                             data_value=slot, data_drop=f"slot-{slot}",
                             data_focus=f"slot-{slot}", aria_label=words),
                           cls="slot lit"))
            continue
        classes = ["slot", "free" if hour is None else "filled"]
        notes = []
        if slot in new:
            classes.append("new")
            if drop:
                classes.append(motion.DROP)
            notes.append(ctx.t("slot_new"))
        if slot in moved:
            classes.append("moved")
            notes.append(ctx.t("slot_shifted"))
        if hour is None:
            said = ctx.t("slot_free", slot=number)
            shown = h("span", "?", cls="slot-q", aria_hidden="true")
        else:
            said = ctx.t("slot_card", slot=number, card=hour_digits(hour))
            shown = [clock_face(hour, ROW_DIAL),
                     h("span", hour_digits(hour), cls="digits", aria_hidden="true")]
        if notes:
            said = f"{said} ({', '.join(notes)})"
        # A tap on another slot is answered: why the card cannot go there, what comes
        # first, or whose row it is (the lit slots are the buttons; this is for fingers only).
        tap = {}
        if taps and taps.startswith("row-"):
            tap = {"data_action": "row", "data_value": taps[4:]}
        elif taps or card is not None:
            tap = {"data_action": "slot", "data_value": slot}
        slots.append(h("li", tag, shown, h("span", said, cls="visually-hidden"),
                       cls=" ".join(classes), data_slot=slot,
                       data_hour="" if hour is None else hour, **tap))
    return h("ol", *slots, cls=cls, aria_label=label)


def _guided(guide: dict | None, slot: int) -> str:
    """How a lit slot is drawn: "" (green: there is no choice to guide), "roomy" (green: it
    leaves the most room), "fair" (it fits, with less room), "stuck" (the row would get
    stuck)."""
    if not guide:
        return ""
    if slot in guide["stuck"]:
        return "stuck"
    return "roomy" if slot in guide["roomy"] else "fair"


def _pile_and_box(ctx, game):
    boxed = game.boxed
    return h("div",
             h("p", h("span", cls="mini-back", aria_hidden="true"),
               ctx.t("pile_count", cards=cards_words(ctx.lang, game.pile_count)),
               cls="hg-pile", data_pile=game.pile_count),
             h("p", ctx.t("boxed_list", cards=""),
               *(h("span", clock_face(hour, BOX_DIAL, ticks=False),
                   h("span", hour_digits(hour), cls="digits"), cls="chip boxed")
                 for hour in boxed),
               cls="hg-box") if boxed else None,
             cls="hg-pile-box")
