"""The draw pile (how many cards are left; rebuilt from the discard pile when it runs out)
and the discard pile (its top card face up), rules page "A turn". On the turn screen the
discard pile is a place a card can go: discards, and race hours, which turn the board."""

from timekeeper.i18n.les24heures import card_name

from ...kit import motion
from ...kit.dom import h
from . import cards


def cards_words(ctx, n: int) -> str:
    """ "1 card", "12 cards"."""
    return ctx.t("cards_1") if n == 1 else ctx.t("cards_n", n=n)


def render(ctx, game, marks: dict):
    top = game.discard_top
    count = game.discard_count
    if top is None:
        label = ctx.t("discard_empty")
        shown = h("span", cls="l24-empty-pile", aria_hidden="true")
    else:
        label = ctx.t("discard_label", cards=cards_words(ctx, count),
                      top=card_name(ctx.lang, top))
        dropped = motion.DROP if marks.get("drop_discard") else None
        shown = h("span", *cards.face(ctx, top), cls=cards.classes(top, "small", dropped),
                  aria_hidden="true")
    lit = marks.get("discard_lit", False)
    hinted = marks.get("hinted") == "discard"
    inside = [h("span", ctx.t("discard_pile"), cls="l24-pile-name"), shown,
              h("span", cards_words(ctx, count), cls="l24-pile-count")]
    if marks.get("targets"):  # named by what it shows, then the rest in words
        said = f" ({label}" + (f", {ctx.t('dest_lit')}" if lit else "") + ")"
        if hinted:  # "(…) (the hint's choice)", not one bracket inside another
            said = ctx.t("hinted_choice", what=said)
        discard = h("button", *inside, h("span", said, cls="visually-hidden"),
                    type="button",
                    cls="l24-discard" + (" lit" if lit else "") + (" hinted" if hinted else ""),
                    data_action="discard", data_drop="discard", data_focus="discard")
    else:
        discard = h("div", *inside, cls="l24-discard", role="img", aria_label=label)
    draw = h("div",
             h("span", ctx.t("draw_pile"), cls="l24-pile-name"),
             h("span", cls="l24-card l24-back small", aria_hidden="true"),
             h("span", cards_words(ctx, game.draw_count), cls="l24-pile-count"),
             cls="l24-draw", role="img", aria_label=ctx.t("draw_pile_count",
                                                   cards=cards_words(ctx, game.draw_count)))
    return h("div", draw, discard, cls="l24-piles-row")
