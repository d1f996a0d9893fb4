"""The rules, short, in the player's language, with the cards shown as they are drawn on the
table (rules page, every section): the speed cards and their limits, bonuses, pit stops,
incidents, race hours, the end, points, the Gold Cup and teams; a car's piles of 1,000 km
and the hour board with its night hours drawn as on the table."""

from timekeeper.i18n.les24heures import cup_races, km
from timekeeper.les24heures import Car
from timekeeper.les24heures.result import POINTS

from ...kit.dom import h
from . import cards, cars, hour_board

# A car's speed cards, as a race could lay them: exactly 2,500 km for the tyre change, one
# 350 per thousand.
EXAMPLE_CARS = (250, 350, 250, 150, 250, 350, 100, 250, 150, 250, 150, 350)


def _cards(ctx, *ids):
    return h("div", *(cards.picture(ctx, card) for card in ids), cls="l24-rule-cards")


def _piles_example(ctx):
    """A car's speed cards in piles of 1,000 km, piled by the engine's own car and drawn as
    on the table's cars."""
    car = Car(0, [0], ["-"])
    for value in EXAMPLE_CARS:
        car.expose_speed(value)
    return h("figure",
             cars.piles(ctx, car.piles(), cls="l24-piles big"),
             h("figcaption", ctx.t("rules_piles_example", km=km(ctx.lang, car.km))),
             cls="l24-example")


def rules(ctx) -> list:
    points = ", ".join(str(p) for p in POINTS)
    return [
        h("p", ctx.t("rules_goal")),
        h("p", ctx.t("rules_deal")),
        h("h3", ctx.t("rules_speed_title")),
        _cards(ctx, "100", "150", "250", "350"),
        h("p", ctx.t("rules_speed")),
        _piles_example(ctx),
        h("h3", ctx.t("rules_limits_title")),
        h("ul",
          h("li", ctx.t("rules_limit_stopped")),
          h("li", ctx.t("rules_limit_tyres")),
          h("li", ctx.t("rules_limit_night")),
          h("li", ctx.t("rules_limit_thousand")),
          cls="l24-rule-list"),
        h("figure", hour_board.strip(ctx, 24, 8),
          h("figcaption", ctx.t("rules_night_example")), cls="l24-example"),
        h("h3", ctx.t("rules_bonus_title")),
        _cards(ctx, "fuel", "oil", "tyres", "joker", "lap-record"),
        h("p", ctx.t("rules_bonus")),
        h("p", ctx.t("rules_joker")),
        h("p", ctx.t("rules_lap")),
        h("h3", ctx.t("rules_pit_title")),
        _cards(ctx, "pit-fuel", "pit-oil", "pit-rain"),
        h("p", ctx.t("rules_pit")),
        h("h3", ctx.t("rules_incident_title")),
        _cards(ctx, "oil-on-track", "speed-limit", "misfire"),
        h("p", ctx.t("rules_incident")),
        h("h3", ctx.t("rules_hour_title")),
        _cards(ctx, "race-hour"),
        h("p", ctx.t("rules_hour")),
        h("p", ctx.t("rules_discard")),
        h("h3", ctx.t("rules_end_title")),
        h("p", ctx.t("rules_end", points=points)),
        h("p", ctx.t("rules_cup", races=cup_races(ctx.lang))),
        h("p", ctx.t("rules_teams")),
    ]
