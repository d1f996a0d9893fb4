"""A player's turn (rules page, "A turn"): their hand of 6 cards (hidden from the others by
the hand-off screen), a card taken in hand with the places it may go lit up on the table
(the engine's ``destinations``), and the play made by tapping one of them — or by dragging
the card there, or with the buttons under the hand. A tap anywhere else says why not, in
words made from the engine's reason code."""

from timekeeper.i18n.les24heures import card_name, event_lines, owner
from timekeeper.les24heures import IllegalMove
from timekeeper.les24heures.cards import PIT_STOPS, family

from ...kit import dom
from ...kit.dom import action_button, h
from ...kit.widgets import hinted_move, message
from . import hour_board

OWN_PLAYS = ("speed", "pit-stop", "bonus", "joker", "lap-record")


# ----------------------------------------------------------------------- drawing
def turn_panel(app):
    game = app.game
    seat = game.turn
    cards = game.hand(seat)
    return h("div",
             _last_turn(app),
             _situation(app),
             _hand(app, cards, game.players[seat]),
             message(app),
             _choices(app) if selected(app) is not None else None,
             cls="l24-turn")


def _last_turn(app):
    """What the last turn did, when the shell's summary above does not say it (the player
    took the tablet from another person, or the game was resumed): the table was told it
    at the hand-over, and it stays in sight while the player chooses."""
    event = app.last_event
    if event is None or app.again or app.since:
        return None
    game = app.game
    lines = event_lines(app.lang, event.to_dict(), game.players, game.sides(), game.hours)
    return h("p", h("strong", app.t("last_turn")), " ", " ".join(lines), cls="l24-last")


def _situation(app):
    """The hour (on a tablet the hour board is in sight: CSS shows it on phones only) and,
    during lap-record turns, how many more are owed."""
    game = app.game
    lap = None
    if game.owed_turns == 1:
        lap = app.t("lap_turn_owed")
    elif game.owed_turns:
        lap = app.t("lap_turns_owed", n=game.owed_turns)
    return h("p",
             h("span", hour_board.now_words(app, game), cls="l24-situation-hour"),
             " " if lap else None,
             h("span", lap, cls="l24-situation-lap") if lap else None,
             cls="l24-situation" + (" night" if game.night else "") + (" lap" if lap else ""))


def _hand(app, cards: list[str], name: str):
    """The hand as buttons named by their cards; one tab stop, arrow keys move along."""
    from . import cards as drawn

    chosen = selected(app)
    stop = chosen if chosen is not None and chosen < len(cards) else 0
    hinted = hinted_card(app, cards)
    fresh = app.game.drawn_index(app.game.turn)  # the card drawn for this turn: marked
    buttons = [drawn.button(app, card, index, index == chosen, index == stop, index == hinted,
                            index == fresh)
               for index, card in enumerate(cards)]
    return h("div", *buttons, cls=f"l24-hand n{len(cards)}", role="group",
             aria_label=app.t("hand_label", name=name))


def hinted_card(app, cards: list[str]) -> int | None:
    """Where in the hand the card the hint plays is (the first of its kind), or None: a
    record move names its card, or is its card (``{"play": "joker"}``)."""
    card = card_of(hinted_move(app))
    return cards.index(card) if card in cards else None


def hinted_place(app):
    """Where the hint's card goes, once a card of its kind is the card in hand: a car's
    index, "discard" (the discard pile, where the race-hour card is played too), or None."""
    move = hinted_move(app)
    return place_of(app.game, move) if move and holds_card_of(app, move) else None


def card_of(move: dict) -> str:
    """The card a record move plays: its ``card``, or the card its play is named after
    (``{"play": "race-hour"}``, ``"joker"``, ``"lap-record"``)."""
    return move.get("card") or move.get("play")


def holds_card_of(app, move: dict) -> bool:
    """The card in hand is the one ``move`` plays (any card of its kind)."""
    game = app.game
    index = selected(app)
    return index is not None and game.hand(game.turn)[index] == card_of(move)


def place_of(game, move: dict):
    """Where ``move`` puts its card: a car's index, or "discard" (the discard pile, where
    the race-hour card is played too)."""
    if move["play"] in ("discard", "race-hour"):
        return "discard"
    if move["play"] == "incident":
        return game.car_of(move["target"])
    return game.car_of(game.turn)


def _choices(app):
    """The places the card in hand may go, as buttons (the same as tapping the table)."""
    game = app.game
    dest = app.state.dest
    card = dest["card"]
    buttons = []
    if dest["own_car"]:
        key = "go_own_car" if family(card) in ("speed", "pit-stop") else "go_own_car_bonus"
        buttons.append(action_button(app.t(key), "car", cls="btn primary",
                                     data_value=game.car_of(game.turn), data_focus="go-own"))
    for car in dest["other_cars"]:
        drivers = game.cars[car].drivers
        buttons.append(action_button(app.t("go_other_car", owner=owner(app.lang, drivers)),
                                     "car", cls="btn primary", data_value=car,
                                     data_focus=f"go-car-{car}"))
    if dest["discard_pile"]:
        key = "go_race_hour" if card == "race-hour" else "go_discard"
        buttons.append(action_button(app.t(key), "discard",
                                     cls="btn" + (" primary" if card == "race-hour" else ""),
                                     data_focus="go-discard"))
    buttons.append(action_button(app.t("put_back"), "put-back", cls="btn quiet"))
    return h("div", *buttons, cls="actions l24-choices")


# ----------------------------------------------------------------------- the card in hand
def selected(app) -> int | None:
    state = app.state
    if app.screen != "turn" or state is None or state.selected is None:
        return None
    return state.selected if state.selected < len(app.game.hand(app.game.turn)) else None


def select_card(app, index: int, toggle: bool = True, render: bool = True) -> None:
    """Take card ``index`` of the hand: the places it may go light up (or the reason it can
    go nowhere is said). Tapping it again puts it back."""
    state = app.state
    if app.screen != "turn":
        return
    if toggle and state.selected == index:
        put_back(app)
        return
    game = app.game
    state.selected = index
    state.dest = dest = game.destinations(index)
    card = dest["card"]
    natural = _natural_refusal(dest)
    if dest["moves"] and natural is not None:
        # A bonus or Joker with nothing to do says so itself ("may only be discarded").
        key = "card_reason" if natural["code"] in ("nothing_to_cover", "joker_useless") \
            else "card_only_discard"
        app.say(lambda: app.t(key, card=card_name(app.lang, card),
                              reason=app.error_words(_error(natural))))
    elif dest["moves"]:
        app.say(lambda: app.t("card_where", card=card_name(app.lang, card)), keys=True)
    else:
        error = dest["why_not"]["own_car"] or dest["why_not"]["discard_pile"]
        app.say(lambda: app.t("card_nowhere", card=card_name(app.lang, card),
                              reason=app.error_words(_error(error))), error=True)
    if render:
        app.render()


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


def put_back(app) -> None:
    state = app.state
    focus = f"card{state.selected}" if state.selected is not None else None
    state.selected = None
    state.dest = None
    app.say(lambda: app.t("card_put_back"))
    app.render(focus=focus)


def _error(error: dict) -> IllegalMove:
    """The engine's refusal (an error dict of ``destinations``) as an IllegalMove, so the
    page says it from its code in its own language."""
    return IllegalMove(error["code"], **error["params"])


# ----------------------------------------------------------------------- the places
def tap_place(app, place) -> None:
    """A car (its index) or the discard pile ("discard") was tapped, or a card dropped
    there: play the card in hand there, or say why not."""
    if app.screen != "turn":
        return
    index = selected(app)
    if index is None:
        app.say(lambda: app.t("choose_card_first"), error=True)
        app.render()
        return
    game = app.game
    dest = app.state.dest
    move, error = _move_for(game, dest, place)
    if move is None:
        card = dest["card"]
        app.say(lambda: app.t("cannot_here", card=card_name(app.lang, card),
                              reason=app.error_words(_error(error))), error=True)
        app.render()
        return
    app.play(move)


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
def reveal_words(app) -> tuple:
    """What the player is told on taking the tablet: a pit stop in hand must go on the car
    first; otherwise how to play."""
    game = app.game
    if any(card in PIT_STOPS for card in game.hand(game.turn)):
        return lambda: app.t("pick_pit_stop"), False
    return lambda: app.t("pick_card"), False


def on_key(app, event) -> None:
    """Arrows (Home, End) move along the hand; Escape puts the card in hand back."""
    if event.key == "Escape" and selected(app) is not None:
        event.preventDefault()
        put_back(app)
        return
    card = dom.closest(event, "[data-action=card]")
    key = event.key
    if card is None or key not in ("ArrowLeft", "ArrowRight", "Home", "End"):
        return
    buttons = dom.by_id("panel").querySelectorAll("[data-action=card]")
    here = int(dom.attr(card, "data-value"))
    target = {"ArrowLeft": here - 1, "ArrowRight": here + 1, "Home": 0,
              "End": buttons.length - 1}[key]
    if 0 <= target < buttons.length:
        event.preventDefault()
        for i in range(buttons.length):
            buttons.item(i).setAttribute("tabindex", "0" if i == target else "-1")
        buttons.item(target).focus()

