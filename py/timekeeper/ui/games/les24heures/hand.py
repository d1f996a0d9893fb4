"""A player's turn (rules page, "A turn"): their hand of 6 cards (hidden from the others by
the hand-off screen), a card taken in hand with the places it may go lit up on the table
(the engine's ``destinations``), and the play made by tapping one of them — or by dragging
the card there, or with the buttons under the hand. A tap anywhere else says why not, in
words made from the engine's reason code."""

from timekeeper.i18n.les24heures import card_name, event_lines, owner
from timekeeper.les24heures import IllegalMove
from timekeeper.les24heures.cards import PIT_STOPS, family

from ...kit.dom import action_button, h
from ...kit.widgets import hinted_move, message
from . import hour_board

OWN_PLAYS = ("speed", "pit-stop", "bonus", "joker", "lap-record")


# ----------------------------------------------------------------------- drawing
def turn_panel(ctx):
    game = ctx.game
    seat = game.turn
    cards = game.hand(seat)
    return h("div",
             _last_turn(ctx),
             _situation(ctx),
             _hand(ctx, cards, game.players[seat]),
             message(ctx),
             _choices(ctx) if selected(ctx) is not None else None,
             cls="l24-turn")


def _last_turn(ctx):
    """What the last turn did, when the shell's summary above does not say it (the player
    took the tablet from another person, or the game was resumed): the table was told it
    at the hand-over, and it stays in sight while the player chooses."""
    event = ctx.last_event
    if event is None or ctx.again or ctx.since:
        return None
    game = ctx.game
    lines = event_lines(ctx.lang, event.to_dict(), game.players, game.sides(), game.hours)
    return h("p", h("strong", ctx.t("last_turn")), " ", " ".join(lines), cls="l24-last")


def _situation(ctx):
    """The hour (on a tablet the hour board is in sight: CSS shows it on phones only) and,
    during lap-record turns, how many more are owed."""
    game = ctx.game
    lap = None
    if game.owed_turns == 1:
        lap = ctx.t("lap_turn_owed")
    elif game.owed_turns:
        lap = ctx.t("lap_turns_owed", n=game.owed_turns)
    return h("p",
             h("span", hour_board.now_words(ctx, game), cls="l24-situation-hour"),
             " " if lap else None,
             h("span", lap, cls="l24-situation-lap") if lap else None,
             cls="l24-situation" + (" night" if game.night else "") + (" lap" if lap else ""))


def _hand(ctx, cards: list[str], name: str):
    """The hand as buttons named by their cards; one tab stop, arrow keys move along."""
    from . import cards as drawn

    chosen = selected(ctx)
    stop = chosen if chosen is not None and chosen < len(cards) else 0
    hinted = hinted_card(ctx, cards)
    fresh = ctx.game.drawn_index(ctx.game.turn)  # the card drawn for this turn: marked
    buttons = [drawn.button(ctx, card, index, index == chosen, index == stop, index == hinted,
                            index == fresh)
               for index, card in enumerate(cards)]
    return h("div", *buttons, cls=f"l24-hand n{len(cards)}", role="group",
             aria_label=ctx.t("hand_label", name=name))


def hinted_card(ctx, cards: list[str]) -> int | None:
    """Where in the hand the card the hint plays is (the first of its kind), or None: a
    record move names its card, or is its card (``{"play": "joker"}``)."""
    card = card_of(hinted_move(ctx))
    return cards.index(card) if card in cards else None


def hinted_place(ctx):
    """Where the hint's card goes, once a card of its kind is the card in hand: a car's
    index, "discard" (the discard pile, where the race-hour card is played too), or None."""
    move = hinted_move(ctx)
    return place_of(ctx.game, move) if move and holds_card_of(ctx, move) else None


def card_of(move: dict) -> str:
    """The card a record move plays: its ``card``, or the card its play is named after
    (``{"play": "race-hour"}``, ``"joker"``, ``"lap-record"``)."""
    return move.get("card") or move.get("play")


def holds_card_of(ctx, move: dict) -> bool:
    """The card in hand is the one ``move`` plays (any card of its kind)."""
    game = ctx.game
    index = selected(ctx)
    return index is not None and game.hand(game.turn)[index] == card_of(move)


def place_of(game, move: dict):
    """Where ``move`` puts its card: a car's index, or "discard" (the discard pile, where
    the race-hour card is played too)."""
    if move["play"] in ("discard", "race-hour"):
        return "discard"
    if move["play"] == "incident":
        return game.car_of(move["target"])
    return game.car_of(game.turn)


def _choices(ctx):
    """The places the card in hand may go, as buttons (the same as tapping the table)."""
    game = ctx.game
    dest = ctx.state.dest
    card = dest["card"]
    buttons = []
    if dest["own_car"]:
        key = "go_own_car" if family(card) in ("speed", "pit-stop") else "go_own_car_bonus"
        buttons.append(action_button(ctx.t(key), "car", cls="btn primary",
                                     data_value=game.car_of(game.turn), data_focus="go-own"))
    for car in dest["other_cars"]:
        drivers = game.cars[car].drivers
        buttons.append(action_button(ctx.t("go_other_car", owner=owner(ctx.lang, drivers)),
                                     "car", cls="btn primary", data_value=car,
                                     data_focus=f"go-car-{car}"))
    if dest["discard_pile"]:
        key = "go_race_hour" if card == "race-hour" else "go_discard"
        buttons.append(action_button(ctx.t(key), "discard",
                                     cls="btn" + (" primary" if card == "race-hour" else ""),
                                     data_focus="go-discard"))
    buttons.append(action_button(ctx.t("put_back"), "put-back", cls="btn quiet"))
    return h("div", *buttons, cls="actions l24-choices")


# ----------------------------------------------------------------------- the card in hand
def selected(ctx) -> int | None:
    state = ctx.state
    if ctx.screen != "turn" or state is None or state.selected is None:
        return None
    return state.selected if state.selected < len(ctx.game.hand(ctx.game.turn)) else None


def select_card(ctx, index: int, toggle: bool = True, render: bool = True) -> None:
    """Take card ``index`` of the hand: the places it may go light up (or the reason it can
    go nowhere is said). Tapping it again puts it back."""
    state = ctx.state
    if ctx.screen != "turn":
        return
    if toggle and state.selected == index:
        put_back(ctx)
        return
    game = ctx.game
    state.selected = index
    state.dest = dest = game.destinations(index)
    card = dest["card"]
    natural = _natural_refusal(dest)
    if dest["moves"] and natural is not None:
        # A bonus or Joker with nothing to do says so itself ("may only be discarded").
        key = "card_reason" if natural["code"] in ("nothing_to_cover", "joker_useless") \
            else "card_only_discard"
        ctx.say(lambda: ctx.t(key, card=card_name(ctx.lang, card),
                              reason=ctx.error_words(_error(natural))))
    elif dest["moves"]:
        ctx.say(lambda: ctx.t("card_where", card=card_name(ctx.lang, card)), keys=True)
    else:
        error = dest["why_not"]["own_car"] or dest["why_not"]["discard_pile"]
        ctx.say(lambda: ctx.t("card_nowhere", card=card_name(ctx.lang, card),
                              reason=ctx.error_words(_error(error))), error=True)
    if render:
        ctx.render()


def _natural_refusal(dest: dict) -> dict | None:
    """Why the card cannot go where cards of its family go (a speed card or bonus on the
    player's car, an incident on another car) when only the discard pile takes it."""
    kind = family(dest["card"])
    if kind == "hour" or dest["own_car"] or dest["other_cars"]:
        return None
    if kind == "incident":
        refusals = [error for error in dest["why_not"]["cars"].values() if error]
        return refusals[0] if refusals else None
    return dest["why_not"]["own_car"]


def put_back(ctx) -> None:
    state = ctx.state
    focus = f"card{state.selected}" if state.selected is not None else None
    state.selected = None
    state.dest = None
    ctx.say(lambda: ctx.t("card_put_back"))
    ctx.render(focus=focus)


def _error(error: dict) -> IllegalMove:
    """The engine's refusal (an error dict of ``destinations``) as an IllegalMove, so the
    page says it from its code in its own language."""
    return IllegalMove(error["code"], **error["params"])


# ----------------------------------------------------------------------- the places
def tap_place(ctx, place) -> None:
    """A car (its index) or the discard pile ("discard") was tapped, or a card dropped
    there: play the card in hand there, or say why not."""
    if ctx.screen != "turn":
        return
    index = selected(ctx)
    if index is None:
        ctx.say(lambda: ctx.t("choose_card_first"), error=True)
        ctx.render()
        return
    game = ctx.game
    dest = ctx.state.dest
    move, error = _move_for(game, dest, place)
    if move is None:
        card = dest["card"]
        ctx.say(lambda: ctx.t("cannot_here", card=card_name(ctx.lang, card),
                              reason=ctx.error_words(_error(error))), error=True)
        ctx.render()
        return
    ctx.play(move)


def _move_for(game, dest: dict, place):
    """The legal move that puts the card in hand on ``place``, or (None, the reason)."""
    moves = dest["moves"]
    if place == "discard":
        found = [m for m in moves if m["play"] in ("discard", "race-hour")]
        return (found[0], None) if found else (None, dest["why_not"]["discard_pile"])
    car = int(place)
    if car == game.car_of(game.turn):
        found = [m for m in moves if m["play"] in OWN_PLAYS]
        return (found[0], None) if found else (None, dest["why_not"]["own_car"])
    seats = game.cars[car].seats
    found = [m for m in moves if m["play"] == "incident" and m["target"] in seats]
    return (found[0], None) if found else (None, dest["why_not"]["cars"][str(car)])


# ----------------------------------------------------------------------- the reveal
def reveal_words(ctx) -> tuple:
    """What the player is told on taking the tablet: a pit stop in hand must go on the car
    first; otherwise how to play."""
    game = ctx.game
    if any(card in PIT_STOPS for card in game.hand(game.turn)):
        return lambda: ctx.t("pick_pit_stop"), False
    return lambda: ctx.t("pick_card"), False


def on_key(ctx, event) -> None:
    """Escape puts the card in hand back (along the hand, the arrows, Home and End move the
    focus in the page: static/js/page-events.js)."""
    if event.key == "Escape" and selected(ctx) is not None:
        event.preventDefault()
        put_back(ctx)

