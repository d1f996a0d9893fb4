"""The track: where every car is in the race at a glance (rules page, "Limits on speed
cards": the sheet asks the speed cards laid out "so that every competitor knows where the
others are at any moment"). One lane per car, in car order: its place and drivers, the road
with the car drawn at its kilometres, and its kilometres in figures. The road is marked every
1,000 km (the sheet's piles) and at 2,500 km, the tyre change every car makes once.

The scale is the one a player expects: 0 to 5,000 km at the start, the tyre change at its
middle; it grows by 1,000 km at a time as the leader nears its end, so a car far ahead is
never off the road and the others stay where they are against it.

Everything is positioned by SVG attributes in percent of the road's width (the page's
Content-Security-Policy allows no style attribute); the words a screen reader says for each
lane are one sentence ("Ben's car, 2,350 km, place 1, in the lead")."""

from timekeeper.i18n import isolate
from timekeeper.i18n.les24heures import car_name, km, number
from timekeeper.les24heures.car import TYRE_CHANGE_KM
from timekeeper.les24heures.result import places

from ...kit.dom import h, svg

SCALE_MIN = 5000  # the road's length at the start: the tyre change at its middle
SCALE_ROOM = 600  # the leader is never closer than this to the road's end
COLOURS = 6  # car colours (CSS classes car-c0 … car-c5), one per car in car order

# A racing car seen from the side, its nose at x=0 (its kilometres), 34 px long.
BODY = "M-34 2 L-33 -3 L-27 -4 L-22 -9 L-13 -9 L-8 -4 L-2 -2 L0 2 Z"
WINDOW = "M-21 -7.5 L-14 -7.5 L-11 -4 L-23 -4 Z"
WHEELS = ((-27, 2.5), (-8, 2.5))


def colour(index: int) -> str:
    """The CSS class of a car's colour (the same on the track and on its panel)."""
    return f"car-c{index % COLOURS}"


def car_shape(index: int, cls: str = "l24-car-shape"):
    """The car drawn in its colour, its nose at (0, 0)."""
    return svg("g",
               svg("path", d=BODY, cls="body"),
               svg("path", d=WINDOW, cls="window"),
               *(svg("circle", cx=x, cy=y, r=3.4, cls="wheel") for x, y in WHEELS),
               cls=f"{cls} {colour(index)}")


def car_icon(index: int):
    """The car alone, as the mark of its panel (the same car as on the track)."""
    return svg("svg", svg("g", car_shape(index), transform="translate(36 11)"),
               viewBox="0 0 38 16", width=38, height=16, cls="l24-car-icon",
               aria_hidden="true", focusable="false")


def scale(game) -> int:
    """The road's length in km: 5,000, or more by 1,000 km steps so the leader stays at
    least 600 km short of its end."""
    leader = max((car.km for car in game.cars), default=0)
    return max(SCALE_MIN, ((leader + SCALE_ROOM) // 1000 + 1) * 1000)


def label_step(length: int) -> int:
    """Every how many km the road is labelled: 1,000 up to 6,000 km, then 2,000, …"""
    return 1000 * -(-length // 6000)


def percent(value: int, length: int) -> str:
    """Where ``value`` km lies along a road of ``length`` km, as an SVG length ("47.00%")."""
    return f"{100 * value / length:.2f}%"


def _marks(length: int) -> list:
    """The 1,000 km posts and the tyre-change line across a lane."""
    lines = [svg("line", x1=percent(k, length), x2=percent(k, length), y1="0", y2="100%",
                 cls="post")
             for k in range(1000, length, 1000)]
    x = percent(TYRE_CHANGE_KM, length)
    lines.append(svg("line", x1=x, x2=x, y1="0", y2="100%", cls="tyre-line"))
    return lines


def _axis(ctx, length: int):
    """The kilometres along the top of the road (on a phone every other label only, when
    there are more than four: those marked ``odd``, counted from the road's end so that its
    end is always labelled)."""
    step = label_step(length)
    marks = list(range(0, length + 1, step))
    last = len(marks) - 1
    labels = [svg("text", number(ctx.lang, k), x=percent(k, length), y="75%",
                  cls="tick" + (" odd" if (last - n) % 2 and last > 3 else ""))
              for n, k in enumerate(marks)]
    return h("div",
             h("span", cls="l24-lane-who"),
             h("span", svg("svg", *labels, cls="l24-road-svg", focusable="false"),
               cls="l24-axis-road"),
             h("span", "km", cls="l24-lane-km"),
             cls="l24-axis", aria_hidden="true")


def _tyre_mark(ctx, length: int):
    """Under the road, the tyre change at 2,500 km in words."""
    x = percent(TYRE_CHANGE_KM, length)
    return h("div",
             h("span", cls="l24-lane-who"),
             h("span",
               svg("svg",
                   svg("text", ctx.t("track_tyres", km=number(ctx.lang, TYRE_CHANGE_KM)),
                       x=x, y="72%", cls="tyre-words"),
                   cls="l24-road-svg", focusable="false"),
               cls="l24-axis-road"),
             h("span", cls="l24-lane-km"),
             cls="l24-axis l24-tyre-mark", aria_hidden="true")


def _lane(ctx, game, car, place: int, leaders: int, length: int):
    """One car's lane: place and drivers, the road with the car at its km, its km."""
    playing = game.turn is not None and game.turn in car.seats
    view = game.car_view(car)
    stopped = view["stopped"]
    lead = place == 1 and car.km > 0
    classes = ["l24-lane", colour(car.index)]
    classes += [name for name, on in (("lead", lead), ("playing", playing),
                                      ("stopped", stopped)) if on]
    marker = svg("svg", car_shape(car.index), x=percent(car.km, length), y="50%",
                 cls="l24-marker", overflow="visible")
    said = [car_name(ctx.lang, car.drivers, start=True), km(ctx.lang, car.km),
            ctx.t("track_place", n=place)]
    if lead:
        said.append(ctx.t("track_lead_shared") if leaders > 1 else ctx.t("track_lead"))
    if stopped:
        said.append(ctx.t("track_stopped"))
    if playing:
        said.append(ctx.t("to_play_mark"))
    return h("li",
             h("span", ", ".join(said), cls="visually-hidden"),
             h("span",
               h("span", place, cls="l24-lane-place"),
               h("span", "▶" if playing else None, cls="l24-lane-turn"),
               h("span", " · ".join(map(isolate, car.drivers)), cls="l24-lane-name"),
               cls="l24-lane-who", aria_hidden="true"),
             h("span", svg("svg", *_marks(length), marker, cls="l24-road-svg",
                           focusable="false"),
               cls="l24-lane-road", aria_hidden="true"),
             h("span", number(ctx.lang, car.km), h("span", "\u00a0km", cls="l24-unit-km"),
               cls="l24-lane-km", aria_hidden="true"),
             cls=" ".join(classes), data_car=car.index)


def render(ctx, game):
    """The track, with its title for screen readers; lanes in car order (each says its
    place), so a car keeps its lane while the places change."""
    length = scale(game)
    ranks = places([car.km for car in game.cars])
    leaders = ranks.count(1)
    lanes = [_lane(ctx, game, car, ranks[car.index], leaders, length) for car in game.cars]
    return h("section",
             h("h3", ctx.t("track_title"), cls="visually-hidden", id="l24-track-title"),
             _axis(ctx, length),
             h("ol", *lanes, cls="l24-lanes"),
             _tyre_mark(ctx, length),
             cls=f"l24-track n{len(lanes)}", aria_labelledby="l24-track-title",
             data_length=length)
