"""The cards as the players see them (rules page, "Material"): an hour card shows its hour
in digits and on a clock face (the big revealed card also in words), a ghost shows the
ghost, and a card lying face down shows only its back."""

from timekeeper.i18n.hoursandghosts import hour_digits, hour_words, is_ghost

from ...kit.dom import h
from .clock import clock_face, ghost_picture


def face(ctx, card, clock: int = 30, words: bool = False) -> list:
    """What is printed on ``card``: the ghost, or the digits, the dial and maybe the words."""
    if is_ghost(card):
        label = ctx.t("ghost_card")  # a long word ("Fantôme") gets smaller on a small card
        return [ghost_picture(clock + 6),
                h("span", label, cls="digits long" if len(label) > 5 else "digits")]
    return [h("span", hour_digits(card), cls="digits"),
            clock_face(card, clock),
            h("span", hour_words(ctx.lang, card), cls="words") if words else None]


def classes(card, *more) -> str:
    kind = "ghost" if is_ghost(card) else "hour"
    return " ".join(["hg-card", kind, *(c for c in more if c)])


def card(ctx, value, tag: str = "span", cls: str = "", clock: int = 30,
         words: bool = False, **attrs):
    """A card lying face up (a span, or a button when ``tag`` is "button")."""
    if tag == "button":
        attrs.setdefault("type", "button")
    return h(tag, *face(ctx, value, clock, words), cls=classes(value, cls), **attrs)


def back(tag: str = "span", cls: str = "", **attrs):
    """A card lying face down: only its back shows."""
    if tag == "button":
        attrs.setdefault("type", "button")
    return h(tag, h("span", "?", cls="back-mark", aria_hidden="true"),
             cls=f"hg-card back {cls}".strip(), **attrs)
