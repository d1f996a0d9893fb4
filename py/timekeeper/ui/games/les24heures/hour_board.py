"""The hour board (rules page, "Material" and "The end"): hour cards 1 to 24 (1 to 12 for
the 12-hour race) and Arrivée, the finish. Hours 7 to 12 are dark as night, as on the
printed hour cards (no 350 then); the hour showing is lit; hours gone by are turned over."""

from timekeeper.i18n.les24heures import RACE_IDS, race_name
from timekeeper.les24heures.limits import is_night

from ...shell.dom import h


def race_title(app, game) -> str:
    """ "24-hour race", or "Gold Cup, race 2 of 4: 24 Hours of Francorchamps"."""
    if game.cup_race is not None:
        return app.t("race_cup_name", n=game.cup_race,
                     name=race_name(app.lang, RACE_IDS[game.cup_race - 1]))
    return app.t(f"race_name_{game.hours}")


def now_words(app, game) -> str:
    """The board as read out: "Hour 8 of 24, night: no 350", or the finish."""
    if game.hour_shown == "finish":
        return app.t("finish_now")
    when = app.t("hour_night") if game.night else app.t("hour_day")
    return f"{app.t('hour_now', hour=game.hour, last=game.hours)} · {when}"


def strip(app, last: int, shown):
    """The hour cards 1 to ``last`` and Arrivée in a row, ``shown`` (an hour or "finish")
    lit, the hours gone by turned over, the night hours dark."""
    cells = []
    for hour in range(1, last + 1):
        classes = ["l24-hour"]
        if is_night(hour):
            classes.append("night")
        if shown == "finish" or hour < shown:
            classes.append("past")
        elif hour == shown:
            classes.append("now")
        cells.append(h("li", hour, cls=" ".join(classes)))
    cells.append(h("li", h("span", app.t("finish")),
                   cls="l24-hour finish" + (" now" if shown == "finish" else "")))
    return h("ol", *cells, cls=f"l24-strip h{last}", aria_hidden="true")


def render(app, game):
    shown = game.hour_shown
    if shown == "finish":
        label = app.t("board_label_finish")
    else:
        label = app.t("board_label", hour=shown, last=game.hours,
                      when=app.t("night") if game.night else app.t("day"))
    return h("section",
             h("p",
               h("span", race_title(app, game), cls="l24-race"),
               h("strong", now_words(app, game),
                 cls="l24-now" + (" night" if game.night else "")),
               cls="l24-board-head"),
             strip(app, game.hours, shown),
             cls="l24-hours", role="group", aria_label=label)
