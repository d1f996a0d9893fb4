"""The table everyone sees (rules page, "Setup" and "A turn"): the hour board, the track
with every car at its kilometres, every car with the cards on it, the draw and discard
piles; on a phone also a bar that keeps the kilometres in sight. On
the turn screen the cars and the discard pile are places where the card in hand can go, lit
when the engine says it may."""

from timekeeper.i18n import isolate
from timekeeper.i18n.les24heures import km

from ...kit import motion
from ...kit.dom import h
from . import cars, hand, hour_board, piles, track


def marks(ctx, game) -> dict:
    """What the table marks beyond the race itself: the player's car, the places the card in
    hand may go (turn screen) and the one the hint chose, the places once the race is over."""
    found = {"lit": set()}
    if game.finished:
        result = game.result()
        found["places"] = {entry["car"]: entry["place"] for entry in result.ranking}
    if ctx.replay or ctx.screen != "turn" or game.turn is None:
        return found
    found["own"] = game.car_of(game.turn)
    found["targets"] = True
    dest = ctx.state.dest if ctx.state is not None else None
    if dest is not None:
        if dest["own_car"]:
            found["lit"].add(found["own"])
        found["lit"].update(dest["other_cars"])
        found["discard_lit"] = dest["discard_pile"]
        found["hinted"] = hand.hinted_place(ctx)
    return found


def scorebar(ctx, game):
    """A phone's compact bar of the hour and every car's kilometres: the shell's score bar
    (shown by CSS on narrow screens only; the same words are on the table)."""
    hour = ctx.t("finish") if game.hour_shown == "finish" else \
        ctx.t("hour_now", hour=game.hour, last=game.hours)
    items = [h("span", hour, cls="l24-bar-hour" + (" night" if game.night else ""))]
    for car in game.cars:
        current = game.turn is not None and game.turn in car.seats
        items.append(h("span",
                       h("span", " · ".join(map(isolate, car.drivers)), cls="scorebar-name"),
                       h("strong", km(ctx.lang, car.km)),
                       cls="scorebar-item" + (" current" if current else "")))
    return h("div", *items, cls="scorebar l24-scorebar", aria_hidden="true")


def render(ctx):
    """The table for the game the screen shows."""
    game = ctx.board_game()
    found = marks(ctx, game)
    found.update(moving(ctx))
    return h(
        "div",
        h("h2", ctx.t("table_label"), cls="visually-hidden"),
        scorebar(ctx, game),
        hour_board.render(ctx, game),
        track.render(ctx, game),
        cars.render(ctx, game, found),
        piles.render(ctx, game, found),
        cls="l24-table" + (" turn" if found.get("targets") else ""))


def moving(ctx) -> dict:
    """A move just played: the card drops onto the discard pile ("drop_discard"), or the car
    it went on flashes ("flash_car": its index), with the shell's motion classes; nothing
    when the device asks for reduced motion."""
    event = ctx.last_event
    if event is None or not motion.fresh():
        return {}
    if event.play in ("discard", "race-hour"):
        return {"drop_discard": True}
    car = event.target_car if event.target_car is not None else event.car
    return {"flash_car": car}
