"""The Gold Cup (the sheet's "Coupe d'Or des prototypes"; rules page, "The end and the
winner"): four races with the same competitors — Le Mans, Francorchamps, Daytona (24 hours)
and Sebring (12 hours) — whose championship points add up. The standings show each car's
points in each finished race, its total and its cup place, and which race is next; they
travel from race to race in the record (``cup`` in each race's record)."""

from timekeeper.i18n.les24heures import RACE_IDS, race_name

from ...kit.dom import h


def standings(game) -> dict:
    """The engine's cup standings (``Cup.to_dict()``) after this race (or during it)."""
    return game.cup.to_dict()


def render(ctx, game):
    data = standings(game)
    race = data["race"]
    rows = []
    for entry in sorted(data["standings"], key=lambda e: (e["place"], e["car"])):
        points = entry["points"]
        cells = [h("th", ctx.names(entry["seats"], game), scope="row", cls="name")]
        cells += [h("td", points[n] if n < len(points) else "–") for n in range(len(RACE_IDS))]
        cells += [h("td", h("strong", entry["total"])), h("td", entry["place"])]
        winner = data["over"] and entry["place"] == 1
        rows.append(h("tr", *cells, cls="winner" if winner else None))
    head = [h("th", ctx.t("col_car"), scope="col")]
    head += [h("th", h("span", n + 1, aria_hidden="true"),
               h("span", race_name(ctx.lang, race_id), cls="visually-hidden"),
               scope="col", title=race_name(ctx.lang, race_id))
             for n, race_id in enumerate(RACE_IDS)]
    head += [h("th", ctx.t("total"), scope="col"), h("th", ctx.t("col_place"), scope="col")]
    races = h("ol",
              *(h("li", race_name(ctx.lang, race_id),
                  cls="now" if n + 1 == race else ("done" if n + 1 < race else None),
                  aria_current="step" if n + 1 == race else None)
                for n, race_id in enumerate(RACE_IDS)),
              cls="l24-races")
    return h("section",
             h("div",
               h("table",
                 h("caption", ctx.t("cup_title")),
                 h("thead", h("tr", *head)),
                 h("tbody", *rows),
                 cls="l24-cup"),
               cls="table-scroll"),
             races,
             h("p", status(ctx, game, data), cls="l24-cup-status"),
             cls="l24-cup-standings")


def status(ctx, game, data) -> str:
    """Where the cup stands: this race counts once finished; the next race; the winner."""
    race = data["race"]
    if not game.finished:
        return ctx.t("cup_not_counted")
    if not data["over"]:
        return ctx.t("cup_next", name=race_name(ctx.lang, RACE_IDS[race]))
    winners = data["winners"]
    names = ctx.names(winners, game)
    cars = {entry["car"] for entry in data["standings"] if entry["place"] == 1}
    if len(cars) > 1:
        return ctx.t("cup_shared", names=names)
    return ctx.t("cup_won_one" if len(winners) == 1 else "cup_won_team", names=names)


def next_race(game) -> str | None:
    """The id of the race that comes next in the cup (None when the cup is over)."""
    if game.cup_race is None or game.cup_race >= len(RACE_IDS):
        return None
    return RACE_IDS[game.cup_race]
