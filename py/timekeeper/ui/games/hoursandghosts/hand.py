"""The player's own hand (rules page, "Arranging a hand"), face up and in its order.

While the player takes and places, the hand is only shown. Once the card taken is dealt
with, the player may reorder it before ending the turn: tap a card, then move it with the
◀ ▶ buttons (fingers and keyboards), or drag it onto another card's place. The new order
lives in the turn state (positions in the engine's hand) until "Done" plays it as
``{"arrange": [...]}``; cards that joined the hand this turn are marked "new".
"""

from timekeeper.i18n.hoursandghosts import card_name, sentence

from ...kit.dom import h
from . import cards

HAND_DIAL = 48  # a hand card's dial, as drawn (CSS sizes it: --hg-hand-dial)


def hand_now(ctx) -> list:
    return ctx.game.hand(ctx.game.turn)


def order(ctx) -> list[int]:
    """The hand's order as the player left it: positions in the engine's hand."""
    size = len(hand_now(ctx))
    state = ctx.state
    if state.order is None or sorted(state.order) != list(range(size)):
        state.order = list(range(size))
    return state.order


def arranged(ctx) -> list:
    hand = hand_now(ctx)
    return [hand[i] for i in order(ctx)]


def new_count(ctx) -> int:
    """How many cards joined the hand this turn (they are at its right end)."""
    event = ctx.game.current
    if event is None:
        return 0
    seat = event.seat
    joined = 1 if event.outcome in ("kept", "ghost") else 0
    joined += sum(draw["count"] for draw in event.draws if draw["seat"] == seat)
    return joined


def shown(ctx, hand: list):
    """The hand, face up, not to be arranged yet (during the take and the placing): a tap
    on a card says what comes first (``waits``)."""
    return h("section",
             h("h3", ctx.t("your_hand"), id="hg-hand-title"),
             h("ul", *(h("li", cards.card(ctx, card, cls="in-hand", clock=HAND_DIAL),
                         cls="hand-slot", data_action="hand-waits")  # a tap is answered
                       for card in hand),
               cls="hg-hand", aria_labelledby="hg-hand-title"),
             cls="hg-hand-box", data_coach_keep="")  # a lesson's bubble stays off it


def arranging(ctx):
    """The hand to reorder: card buttons (tap to pick one, or drag), then ◀ ▶."""
    hand = hand_now(ctx)
    positions = order(ctx)
    picked = ctx.state.picked
    fresh = len(hand) - new_count(ctx)
    buttons = []
    for place, index in enumerate(positions):
        card = hand[index]
        label = ctx.t("hand_card", n=place + 1, card=card_name(ctx.lang, card))
        if index >= fresh:
            label += f" ({ctx.t('new_card')})"
        buttons.append(h("li",
                         cards.card(ctx, card, tag="button", clock=HAND_DIAL,
                                    cls="in-hand new" if index >= fresh else "in-hand",
                                    data_action="pick", data_value=place,
                                    data_drag=f"hand-{place}", data_drop=f"hand-{place}",
                                    data_focus=f"hand{place}", aria_label=label,
                                    aria_pressed="true" if place == picked else "false"),
                         h("span", ctx.t("new_card"), cls="new-badge", aria_hidden="true")
                         if index >= fresh else None,
                         cls="hand-slot"))
    following = ctx.game.players[(ctx.game.turn + 1) % len(ctx.game.players)]
    return h("section",
             h("h3", ctx.t("arrange_title"), id="hg-hand-title"),
             h("p", ctx.t("arrange_hint", following=following), cls="hint"),
             h("ul", *buttons, cls="hg-hand arrange", aria_labelledby="hg-hand-title"),
             cls="hg-hand-box")


def move_buttons(ctx):
    """◀ ▶: move the picked card one place (disabled until a card is picked)."""
    hand = hand_now(ctx)
    positions = order(ctx)
    picked = ctx.state.picked
    if picked is None or picked >= len(positions):
        left = right = ctx.t("pick_card_first")
        can_left = can_right = False
    else:
        name = card_name(ctx.lang, hand[positions[picked]])
        left, right = ctx.t("move_left", card=name), ctx.t("move_right", card=name)
        can_left, can_right = picked > 0, picked < len(positions) - 1
    return h("span",
             h("button", "◀", type="button", cls="btn arrow", data_action="move-card",
               data_value="-1", data_focus="move-left", aria_label=left,
               disabled=not can_left),
             h("button", "▶", type="button", cls="btn arrow", data_action="move-card",
               data_value="1", data_focus="move-right", aria_label=right,
               disabled=not can_right),
             cls="arrows")


# --------------------------------------------------------------------- the player's taps
def waits(ctx) -> None:
    """A card of the hand tapped before the take is dealt with: what comes first (the
    hand is arranged at the end of the turn)."""
    game = ctx.game
    if ctx.screen != "turn" or game.phase == "finish":
        ctx.render()
        return
    if game.phase == "place":
        card = game.pending["card"]
        ctx.say(lambda: ctx.t("hand_waits_place", card=card_name(ctx.lang, card)))
    else:
        from .take import ask_to_take

        ask_to_take(ctx, "hand_waits")
        return
    ctx.render()


def pick(ctx, place: int) -> None:
    """Tap a card of the hand: it is picked (tap again to put it down)."""
    state = ctx.state
    if state.picked == place:
        state.picked = None
        ctx.clear_words()
    else:
        state.picked = place
        card = arranged(ctx)[place]
        ctx.say(lambda: sentence(ctx.t("card_picked", card=card_name(ctx.lang, card))))
    ctx.render(focus=f"hand{place}")


def move(ctx, step: int) -> None:
    """Move the picked card one place left (-1) or right (+1)."""
    state = ctx.state
    if state.picked is None:
        ctx.say(lambda: ctx.t("pick_card_first"), error=True)
        ctx.render()
        return
    put(ctx, state.picked, state.picked + step, focus="move-left" if step < 0 else "move-right")


def put(ctx, source: int, target: int, focus: str | None = None) -> None:
    """Move the card at place ``source`` of the hand to place ``target``."""
    positions = order(ctx)
    if not (0 <= source < len(positions) and 0 <= target < len(positions)):
        ctx.render()
        return
    index = positions.pop(source)
    positions.insert(target, index)
    ctx.state.picked = target
    card = hand_now(ctx)[index]
    count = len(positions)
    ctx.say(lambda: sentence(ctx.t("card_moved", card=card_name(ctx.lang, card), n=target + 1,
                                   count=count)))
    at_the_end = {"move-left": target == 0, "move-right": target == count - 1}
    if at_the_end.get(focus):  # that arrow is switched off there: the card keeps the focus
        focus = None
    ctx.render(focus=focus or f"hand{target}")
