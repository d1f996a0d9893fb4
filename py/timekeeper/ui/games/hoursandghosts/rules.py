"""The rules, short, in the player's language, with pictures drawn by the same widgets as the
table: a card (digits, dial, words), a hand face down, a ghost, a row where a card fits, a
card that fits nowhere, a stuck row and the emergency move that frees it. Where a card fits,
why a row is stuck and which shift frees it are the engine's answers (``fitting_slots``,
``stuck_gap``, ``shift_moves``), not typed in."""

from timekeeper.hoursandghosts import GHOST, fitting_slots, shift_moves, stuck_gap
from timekeeper.i18n.hoursandghosts import (
    hour_digits,
    hour_words,
    join_or,
    shift_words,
    slot_number,
    stuck_words,
)

from ...kit.dom import h
from . import cards
from .emergency import preview_row
from .table import row_list

_ = None
FITS = ([7, _, _, 12, _, 18, _], 9)  # 09:00 goes in one of two slots
NOWHERE = ([6, 8, 13, _, _, 17, 20], 7)  # 07:00 belongs between 06:00 and 08:00: no room
STUCK = [_, 10, _, _, 12, _, _]  # two free slots between 10:00 and 12:00
CARD = 14


def rules(ctx) -> list:
    """The rules page's sections, each followed by its pictures."""
    found = pictures(ctx)

    def shown(*keys):
        return h("div", *(found[key] for key in keys if key in found), cls="hg-examples")

    return [
        h("p", ctx.t("rules_goal")),
        h("p", ctx.t("rules_setup")),
        shown("card", "ghost"),
        h("h3", ctx.t("rules_turn_title")),
        h("p", ctx.t("rules_turn")),
        shown("fan"),
        h("ul",
          h("li", ctx.t("rules_fits")),
          h("li", ctx.t("rules_ghost")),
          h("li", ctx.t("rules_nowhere")),
          h("li", ctx.t("rules_full")),
          cls="hg-rules-list"),
        shown("fits", "nowhere"),
        h("p", ctx.t("rules_always")),
        h("p", ctx.t("rules_arrange")),
        h("h3", ctx.t("rules_emergency_title")),
        h("p", ctx.t("rules_emergency")),
        shown("stuck", "shift"),
        h("h3", ctx.t("rules_end_title")),
        h("p", ctx.t("rules_end")),
    ]


def _example_row(ctx, row, **marks):
    cards_said = ", ".join(hour_digits(hour) if hour is not None else "?" for hour in row)
    return row_list(ctx, row, ctx.t("example_row", cards=cards_said),
                    cls="hg-row mini-row", **marks)


def _figure(key: str, *body, caption):
    return h("figure", *body, h("figcaption", caption), cls="hg-example", data_example=key)


def pictures(ctx) -> dict:
    """Every picture by its name: the card, the fan, the ghost, and the rows the engine
    judged (where 09:00 fits, where 07:00 does not, a stuck row, the move that frees it)."""
    found = {
        "card": _figure("card", h("div", cards.card(ctx, CARD, cls="medium", clock=48,
                                                    words=True), cls="picture-cards"),
                        caption=ctx.t("rules_card", words=hour_words(ctx.lang, CARD))),
        "ghost": _figure("ghost", h("div", cards.card(ctx, GHOST, cls="medium", clock=48),
                                    cls="picture-cards"),
                         caption=ctx.t("rules_ex_ghost")),
        "fan": _figure("fan", h("div", *(cards.back(cls="fan-card") for _ in range(5)),
                                cls="hg-fan picture-cards", aria_hidden="true"),
                       caption=ctx.t("rules_fan")),
    }
    row, card = FITS
    slots = fitting_slots(row, card)
    found["fits"] = _figure(
        "fits",
        h("div", cards.card(ctx, card, cls="small-card", clock=26), cls="picture-cards"),
        _example_row(ctx, row, lit=slots, card=None),
        caption=ctx.t("rules_ex_fits", card=hour_digits(card),
                      slots=join_or(ctx.lang, [slot_number(s) for s in slots])))
    row, card = NOWHERE
    if not fitting_slots(row, card):
        after = max(hour for hour in row if hour is not None and hour < card)
        before = min(hour for hour in row if hour is not None and hour > card)
        found["nowhere"] = _figure(
            "nowhere",
            h("div", cards.card(ctx, card, cls="small-card refused", clock=26),
              cls="picture-cards"),
            _example_row(ctx, row),
            caption=ctx.t("rules_ex_nowhere", card=hour_digits(card),
                          after=hour_digits(after), before=hour_digits(before)))
    reason = stuck_gap(STUCK)
    if reason is None:
        return found
    found["stuck"] = _figure("stuck", _example_row(ctx, STUCK),
                             caption=ctx.t("rules_ex_stuck", why=stuck_words(ctx.lang, reason)))
    freeing = next((move for move in shift_moves(STUCK)
                    if stuck_gap(preview_row(STUCK, move)) is None), None)
    if freeing is not None:
        after = preview_row(STUCK, freeing)
        moved = [after[target] for _source, target in freeing]
        found["shift"] = _figure(
            "shift", _example_row(ctx, after, moved=[target for _s, target in freeing]),
            caption=ctx.t("rules_ex_shift", moves=shift_words(ctx.lang, freeing, moved)))
    return found
