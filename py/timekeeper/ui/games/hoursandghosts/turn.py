"""A player's turn, step by step (rules page, "A turn"), from ``game.view(seat)`` only:

- take: the neighbour's hand face down (or the emergency move, when the row is stuck);
- place: the card taken, big, while the lit slots of the row wait for it;
- finish: what became of the card, the hand to arrange, and "Done".

The player's own hand is always on screen; the option to read the hour aloud at the end.
"""

from ...kit.dom import action_button, h
from ...kit.widgets import hinted_move, message
from . import emergency, hand, speech, take
from .clock import speaker_picture


def turn_panel(ctx):
    game = ctx.game
    view = game.view(game.turn)
    phase = view["phase"]
    if phase == "take":
        if ctx.state.emergency and view["emergency_allowed"]:
            parts = [emergency.chooser(ctx, view), message(ctx), hand.shown(ctx, view["hand"])]
        else:  # the hand right under the fan (both in view on a tablet), and between them,
            # when the row is stuck, why and the emergency move (seen before taking a card)
            parts = [take.fan(ctx, view), message(ctx), emergency.offer(ctx, view),
                     hand.shown(ctx, view["hand"])]
    elif phase == "place":
        parts = [take.revealed(ctx, view["pending"]["card"], note=message(ctx)),
                 hand.shown(ctx, view["hand"])]
    else:
        parts = [take.outcome(ctx, view), hand.arranging(ctx),
                 h("div", hand.move_buttons(ctx), done_button(ctx), cls="actions done-row"),
                 message(ctx)]
    if phase != "finish":
        parts.append(speak_toggle(ctx))
    return h("div", *parts, cls="turn-panel hg-turn", data_phase=phase)


def done_button(ctx):
    """"Done": the turn ends (with the hand as arranged); marked when the hint (or the
    guided game) asks for the end of the turn."""
    if "end" not in hinted_move(ctx):
        return action_button(ctx.t("done_button"), "done", cls="btn primary big")
    return action_button(ctx.t("done_button"), "done", cls="btn primary big hinted",
                         aria_label=ctx.t("hinted_choice", what=ctx.t("done_button")))


def speak_toggle(ctx, hint: bool = False):
    """The tablet's "read the hour aloud" switch (a pressed / not pressed button)."""
    can = speech.available()
    on = can and speech.enabled()
    icon = speaker_picture()
    note = None
    if not can:
        note = h("p", ctx.t("speak_unavailable"), cls="hint", id="speak-hint")
    elif hint:  # the form (also drawn at build time, when no device's voices are known)
        note = h("p", ctx.t("speak_hint"), cls="hint", id="speak-hint")
    elif not speech.has_voice(ctx.lang):  # at the table: said where no voice can say it
        note = h("p", ctx.t("speak_no_voice"), cls="hint", id="speak-hint")
    return h("div",
             h("button", icon, h("span", ctx.t("speak_label")),
               h("span", h("span", cls="knob"), cls="switch", aria_hidden="true"),
               type="button",
               cls="btn toggle speak-toggle", data_action="speak-toggle",
               data_focus="speak-toggle", aria_pressed="true" if on else "false",
               aria_describedby="speak-hint" if note is not None else None,
               disabled=not can),
             note,
             cls="speak-row")
