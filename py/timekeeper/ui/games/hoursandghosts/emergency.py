"""The emergency move (rules page, "The emergency move"): offered at the take step only when
the engine says the row can no longer be completed (``view["emergency_allowed"]``), with one
sentence saying why (``stuck_reason``). The player picks one shift, maybe a second one
(the choices are the engine's ``legal_moves()``), sees the row as it would be, and makes
the move: ``{"shift": [[from, to], ...]}``.
"""

from timekeeper.i18n.hoursandghosts import (
    card_name,
    event_lines,
    sentence,
    slot_number,
    stuck_words,
)

from ...kit import dom
from ...kit.dom import action_button, h
from ...kit.widgets import hinted_move


def preview_row(row: list, shifts: list) -> list:
    """The row after ``shifts`` (each a [from, to] pair the engine listed as legal)."""
    moved = list(row)
    for source, target in shifts:
        moved[target], moved[source] = moved[source], None
    return moved


def choices(ctx) -> list[list[int]]:
    """The shifts the player may add to those chosen so far (the engine's legal moves)."""
    chosen = ctx.state.shifts
    found = []
    for move in ctx.game.legal_moves():
        pairs = move.get("shift")
        if pairs and len(pairs) == len(chosen) + 1 and pairs[:len(chosen)] == chosen:
            if pairs[-1] not in found:
                found.append(pairs[-1])
    return found


def hinted_next(ctx) -> list | str | None:
    """What the hinted emergency move (the hint's, or the guided game's) needs next from
    the chooser, given the shifts chosen so far: "open" (the chooser is closed), the next
    [from, to] pair, "make" (every pair chosen), "cancel" (the choice went another way), or
    None when no emergency move is hinted."""
    pairs = hinted_move(ctx).get("shift")
    if not pairs:
        return None
    state = ctx.state
    if not state.emergency:
        return "open"
    chosen = state.shifts
    if chosen == pairs:
        return "make"
    if pairs[:len(chosen)] == chosen:
        return pairs[len(chosen)]
    return "cancel"


def _button(ctx, label: str, action: str, cls: str, hinted: bool):
    if not hinted:
        return action_button(label, action, cls=cls)
    return action_button(label, action, cls=cls + " hinted",
                         aria_label=ctx.t("hinted_choice", what=label))


def offer(ctx, view):
    """Why the row is stuck, and the button that opens the emergency move."""
    if not view["emergency_allowed"]:
        return None
    why = stuck_words(ctx.lang, view["stuck_reason"])
    return h("section",
             h("p", ctx.t("stuck_yours", why=why), cls="stuck-reason"),
             _button(ctx, ctx.t("emergency_offer"), "emergency", "btn",
                     hinted_next(ctx) == "open"),
             cls="hg-stuck card")


def chooser(ctx, view):
    """The shifts to choose from, the move so far, and make or cancel."""
    row = preview_row(view["rows"][view["seat"]], ctx.state.shifts)
    hinted = hinted_next(ctx)
    options = []
    for number, (source, target) in enumerate(choices(ctx)):
        label = ctx.t("shift_option", card=card_name(ctx.lang, row[source]),
                      to_slot=slot_number(target))
        arrow = "◀" if target < source else "▶"
        text = f"{arrow} {label}" if target < source else f"{label} {arrow}"
        marked = hinted == [source, target]
        options.append(h("button", text, type="button",
                         cls="btn shift-choice hinted" if marked else "btn shift-choice",
                         data_action="shift-choice", data_value=f"{source}-{target}",
                         data_focus=f"shift{number}",
                         aria_label=ctx.t("hinted_choice", what=label) if marked else label))
    chosen = ctx.state.shifts
    done = [sentence(ctx.t("emergency_chosen", card=card_name(ctx.lang, row[target]),
                           to_slot=slot_number(target))) for _source, target in chosen]
    why = stuck_words(ctx.lang, view["stuck_reason"])
    return h("section",
             h("h3", ctx.t("emergency_title"), id="hg-emergency-title"),
             h("p", ctx.t("stuck_yours", why=why), cls="stuck-reason"),
             h("p", ctx.t("emergency_second") if chosen else ctx.t("emergency_hint"),
               cls="hint"),
             *(h("p", line, cls="chosen") for line in done),
             h("div", *options, cls="shift-choices") if options else None,
             h("div",
               _button(ctx, ctx.t("emergency_make"), "emergency-make", "btn primary",
                       hinted == "make") if chosen else None,
               _button(ctx, ctx.t("emergency_cancel"), "emergency-cancel", "btn",
                       hinted == "cancel"),
               cls="actions"),
             cls="hg-emergency card", aria_labelledby="hg-emergency-title")


# ------------------------------------------------------------------------ the player's taps
def open_chooser(ctx) -> None:
    """"Use the emergency move": the chooser opens where the neighbour's hand was, brought
    into view (the button that opens it is further down)."""
    ctx.state.emergency = True
    ctx.state.shifts = []
    ctx.clear_words()
    ctx.render(focus="shift0")
    dom.reveal(".hg-emergency")


def choose(ctx, value: str) -> None:
    source, _, target = value.partition("-")
    pair = [int(source), int(target)]
    if pair not in choices(ctx):
        ctx.render()
        return
    ctx.state.shifts = ctx.state.shifts + [pair]
    ctx.render(focus="shift0" if choices(ctx) else "emergency-make")


def make(ctx) -> None:
    shifts = ctx.state.shifts
    if not shifts:
        return
    ctx.play({"shift": shifts})


def after_shift(ctx, event) -> str:
    """The emergency move made (the turn goes on): the chooser closes and what moved is
    said; the focus goes to "Done"."""
    game = ctx.game
    ctx.state.emergency, ctx.state.shifts = False, []
    row = game.row(event.seat)
    lines = event_lines(ctx.lang, game.current.to_dict(), game.players, you=event.seat,
                        shifted=[row[target] for _source, target in event.shift])
    ctx.clear_words()
    dom.announce(" ".join(lines))
    return "done"


def cancel(ctx) -> None:
    ctx.state.emergency, ctx.state.shifts = False, []
    ctx.render(focus="fan0")
