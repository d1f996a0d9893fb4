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


def _cards(app, *ids):
    return h("div", *(cards.picture(app, card) for card in ids), cls="l24-rule-cards")


def _piles_example(app):
    """A car's speed cards in piles of 1,000 km, piled by the engine's own car and drawn as
    on the table's cars."""
    car = Car(0, [0], ["-"])
    for value in EXAMPLE_CARS:
        car.expose_speed(value)
    return h("figure",
             cars.piles(app, car.piles(), cls="l24-piles big"),
             h("figcaption", app.t("rules_piles_example", km=km(app.lang, car.km))),
             cls="l24-example")


def rules(app) -> list:
    points = ", ".join(str(p) for p in POINTS)
    return [
        h("p", app.t("rules_goal")),
        h("p", app.t("rules_deal")),
        h("h3", app.t("rules_speed_title")),
        _cards(app, "100", "150", "250", "350"),
        h("p", app.t("rules_speed")),
        _piles_example(app),
        h("h3", app.t("rules_limits_title")),
        h("ul",
          h("li", app.t("rules_limit_stopped")),
          h("li", app.t("rules_limit_tyres")),
          h("li", app.t("rules_limit_night")),
          h("li", app.t("rules_limit_thousand")),
          cls="l24-rule-list"),
        h("figure", hour_board.strip(app, 24, 8),
          h("figcaption", app.t("rules_night_example")), cls="l24-example"),
        h("h3", app.t("rules_bonus_title")),
        _cards(app, "fuel", "oil", "tyres", "joker", "lap-record"),
        h("p", app.t("rules_bonus")),
        h("p", app.t("rules_joker")),
        h("p", app.t("rules_lap")),
        h("h3", app.t("rules_pit_title")),
        _cards(app, "pit-fuel", "pit-oil", "pit-rain"),
        h("p", app.t("rules_pit")),
        h("h3", app.t("rules_incident_title")),
        _cards(app, "oil-on-track", "speed-limit", "misfire"),
        h("p", app.t("rules_incident")),
        h("h3", app.t("rules_hour_title")),
        _cards(app, "race-hour"),
        h("p", app.t("rules_hour")),
        h("p", app.t("rules_discard")),
        h("h3", app.t("rules_end_title")),
        h("p", app.t("rules_end", points=points)),
        h("p", app.t("rules_cup", races=cup_races(app.lang))),
        h("p", app.t("rules_teams")),
    ]
