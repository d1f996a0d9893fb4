"""A card drawn as an element, coloured by family as the printed cards are (rules page,
"Material"): speed cards filled by value (100 blue, 150 red, 250 green, 350 orange), bonus
cards blue-bordered, pit stops orange-bordered, incidents red-bordered, race hours with a
helmet. The picture on a card is an SVG of ``static/img/les24heures/`` (set by CSS)."""

from timekeeper.i18n.les24heures import card_name, face_words
from timekeeper.les24heures.cards import family

from ...kit.dom import h

# The picture of each card (a CSS class naming an SVG of static/img/les24heures/).
ICONS = {"fuel": "fuel", "oil": "oil", "tyres": "tyre", "joker": "joker",
         "lap-record": "stopwatch", "pit-fuel": "fuel", "pit-oil": "oil", "pit-rain": "rain",
         "oil-on-track": "slick", "speed-limit": "limit", "misfire": "misfire",
         "race-hour": "helmet"}


def face(ctx, card: str) -> list:
    """What a card's face shows: its picture, its value or short name (and "Pit stop" on a
    pit stop's band)."""
    kind = family(card)
    if kind == "speed":
        return [h("span", card, cls="l24-value"), " ", h("span", "km", cls="l24-unit")]
    parts = []
    if kind == "pit-stop":
        parts.append(h("span", ctx.t("face_pit"), cls="l24-band"))
    parts.append(h("span", cls=f"l24-icon i-{ICONS[card]}", aria_hidden="true"))
    parts.append(h("span", face_words(ctx.lang, card), cls="l24-words"))
    return parts


def classes(card: str, *extra) -> str:
    """The CSS classes of a card: its family and its id (speed cards' colour)."""
    return " ".join(["l24-card", f"f-{family(card)}", f"c-{card}", *(e for e in extra if e)])


def picture(ctx, card: str, small: bool = False):
    """A card shown, not played (rules, the discard pile): an image named by the card."""
    return h("span", *face(ctx, card), cls=classes(card, "small" if small else None),
             role="img", aria_label=card_name(ctx.lang, card))


def button(ctx, card: str, index: int, selected: bool, stop: bool, hinted: bool = False,
           drawn: bool = False):
    """A card of the hand as a button named by its card ("Speed 250 km"); it can be tapped
    or dragged onto a car or the discard pile. ``hinted``: the card the hint plays;
    ``drawn``: the card just drawn for this turn (marked "drawn")."""
    name = card_name(ctx.lang, card)
    if drawn:  # read as shown: "Speed 150 km drawn" (the face's words, then its tab)
        name = f"{name} {ctx.t('card_drawn')}"
    return h("button", *face(ctx, card),
             [" ", h("span", ctx.t("card_drawn"), cls="l24-drawn")] if drawn else None,
             type="button",
             cls=classes(card, "selected" if selected else None, "hinted" if hinted else None,
                         "drawn" if drawn else None),
             data_action="card", data_value=index, data_drag=index, data_focus=f"card{index}",
             aria_label=ctx.t("hinted_choice", what=name) if hinted else name,
             aria_pressed="true" if selected else "false",
             tabindex="0" if stop else "-1")
