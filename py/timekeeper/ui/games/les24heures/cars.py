"""The cars (rules page, "Competitors", "Limits on speed cards", "Incidents", "Pit stops"):
each car's drivers and kilometres, and the cards on it in words and pictures a player reads
at once: its speed cards in piles of 1,000 km (as the sheet asks them laid out: a small stack
for each thousand done, the cards of the thousand it is in by their values), the pit stops
and incidents on it with what they still forbid and for how long, whether it is stopped, the
largest speed card it may take now, its tyre change once due or done (the track marks where
it comes), the pit stops its drivers hold (their backs are marked), whose car is to play.

On the turn screen every car is also a place a card can go: a button over the car, lit when
the card in hand may go there (the engine's ``destinations``)."""

from timekeeper.i18n import isolate
from timekeeper.i18n.les24heures import (
    car_name,
    incident_short,
    incident_words,
    km,
    max_why,
    piles_words,
    pit_words,
    tyre_words,
)
from timekeeper.les24heures.cards import PIT_STOPS

from ...kit import motion
from ...kit.dom import h
from .cards import ICONS
from .track import car_icon, colour


def render(ctx, game, marks: dict):
    """Every car of ``game``. ``marks``: ``own`` (the car of the seat to play, on its turn
    screen), ``lit`` (cars the card in hand may go on), ``places`` (each car's place once the
    race is over), ``targets`` (cars are buttons)."""
    count = len(game.cars)
    return h("ul", *(_car(ctx, game, game.car_view(car), marks) for car in game.cars),
             cls=f"l24-cars n{count}" + (" compact" if count > 3 else ""))


def _names(ctx, game, view):
    """The drivers, the one to play marked (▶ and, read out, "to play")."""
    parts = []
    for n, (seat, name) in enumerate(zip(view["seats"], view["players"], strict=True)):
        if n:
            parts.append(h("span", " · ", aria_hidden="true"))
        if seat == game.turn:
            parts.append(h("strong", h("span", "▶ ", aria_hidden="true"), isolate(name),
                           h("span", f" ({ctx.t('to_play_mark')})", cls="visually-hidden")))
        else:
            parts.append(h("span", name, dir="auto"))
    return parts


def piles(ctx, piles_km: list[list[int]], cls: str = "l24-piles"):
    """The speed cards in piles of 1,000 km: a small stack for each thousand done, then the
    cards of the thousand the car is in, each by its value in its card's colour (so a 350
    already in this thousand shows). Read out in full ("1,000 km (250 + 250 + 250 + 250),
    350 km (350)")."""
    if not piles_km:
        return None
    *done, last = piles_km
    stacks = [h("span", cls="l24-stack") for _ in done]
    cards = [h("span", value, cls=f"l24-v v{value}") for value in last]
    return h("span", *stacks, *cards, cls=cls, role="img",
             aria_label=piles_words(ctx.lang, piles_km))


def badges(ctx, game, view) -> list:
    """What the car carries and what it may do now, as (words, kind, picture) triples (the
    largest speed card it may take, with why it is not larger); the tyre change only once due
    or done (the track shows where it comes). An incident's words are a pair: short beside
    its picture, in full for a screen reader."""
    found = []
    why = max_why(ctx.lang, view.get("allowed_max_why"))
    if view["stopped"]:
        found.append((ctx.t("stopped"), "stop", None))
    elif view["allowed_max"]:
        found.append((ctx.t("allowed_max_why", n=view["allowed_max"], why=why) if why
                      else ctx.t("allowed_max", n=view["allowed_max"]), "ok", None))
    elif not game.finished:
        found.append((ctx.t("no_speed_now_why", why=why) if why else ctx.t("no_speed_now"),
                      "stop", None))
    found += [(pit_words(ctx.lang, pit), "pit", ICONS[pit]) for pit in view["pit_stops"]]
    hour = game.hour
    found += [((incident_short(ctx.lang, incident, hour, game.hours),
                incident_words(ctx.lang, incident, hour, game.hours)), "incident",
               ICONS[incident["kind"]])
              for incident in view["incidents"]]
    tyres = view["tyre_change"]
    if tyres != "to_come":
        found.append((tyre_words(ctx.lang, tyres), f"tyres {tyres}", "tyre"))
    for seat, name in zip(view["seats"], view["players"], strict=True):
        held = sum(card in PIT_STOPS for card in game.hand(seat))
        if held:
            words = ctx.t("holds_pit", name=name) if held == 1 else \
                ctx.t("holds_pits", name=name, n=held)
            found.append((words, "held", None))
    return found


def _badge(words, kind: str, picture: str | None):
    """A badge: the card's picture (if any) and its words (short and full: see badges)."""
    icon = h("span", cls=f"l24-icon i-{picture}", aria_hidden="true") if picture else None
    if isinstance(words, tuple):
        short, full = words
        words = [h("span", short, aria_hidden="true"), h("span", full, cls="visually-hidden")]
    return h("li", icon, words, cls=f"l24-badge {kind}")


def _car(ctx, game, view, marks):
    index = view["car"]
    own = marks.get("own") == index
    lit = index in marks.get("lit", ())
    hinted = marks.get("hinted") == index
    classes = ["l24-car", colour(index)]
    if game.turn is not None and game.turn in view["seats"]:
        classes.append("current")
    if own:
        classes.append("yours")
    if lit:
        classes.append("lit")
    if hinted:
        classes.append("hinted")
    if view["stopped"]:
        classes.append("stopped")
    place = marks.get("places", {}).get(index)
    if place == 1:
        classes.append("winner")
    if marks.get("flash_car") == index:
        classes.append(motion.FLASH)
    name_id = f"car-{index}-name"
    status_id = f"car-{index}-status"
    items = [_badge(*found) for found in badges(ctx, game, view)]
    body = [
        h("div",
          car_icon(index),
          h("h3", *_names(ctx, game, view), cls="l24-car-name", id=name_id),
          h("span", km(ctx.lang, view["km"]), cls="l24-km"),
          cls="l24-car-head"),
        h("div",
          piles(ctx, view["piles"]),
          h("ul", *items, cls="l24-badges", id=status_id),
          cls="l24-car-cards"),
    ]
    if place is not None:
        body.insert(0, h("p", f"{place}.", cls="l24-place"))
    if marks.get("targets"):
        body.append(_target(ctx, view, own, lit, status_id, hinted))
    return h("li", *body, cls=" ".join(classes), data_car=index)


def _target(ctx, view, own: bool, lit: bool, status_id: str, hinted: bool = False):
    """The button over a car: tap it (or drop a card on it) to play the card in hand there
    (``hinted``: where the hint plays it)."""
    index = view["car"]
    name = car_name(ctx.lang, view["players"], start=True)
    if own:
        name = f"{ctx.t('your_car')} ({name})"
    label = f"{name}, {km(ctx.lang, view['km'])}"
    if lit:
        label += f", {ctx.t('dest_lit')}"
    if hinted:
        label = ctx.t("hinted_choice", what=label)
    return h("button", type="button", cls="l24-target", data_action="car", data_value=index,
             data_drop=f"car-{index}", data_focus=f"car-{index}", aria_label=label,
             aria_describedby=status_id)
