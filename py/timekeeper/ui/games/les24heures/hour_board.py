"""The hour board (rules page, "Material" and "The end"): hour cards 1 to 24 (1 to 12 for
the 12-hour race) and Arrivée, the finish. As on the printed hour cards, day hours are sky
blue and hours 7 to 12 dark as night (no 350 then), with "Night: no 350" over them; the hour
showing is lit and larger; hours gone by are turned over. In one row where the table is
wide, else in two rows of 12 (the finish ending the second), by CSS."""

from timekeeper.i18n.les24heures import RACE_IDS, race_name
from timekeeper.les24heures.limits import is_night

from ...kit.dom import h


def race_title(ctx, game) -> str:
    """ "24-hour race", or "Gold Cup, race 2 of 4: 24 Hours of Francorchamps"."""
    if game.cup_race is not None:
        return ctx.t("race_cup_name", n=game.cup_race,
                     name=race_name(ctx.lang, RACE_IDS[game.cup_race - 1]))
    return ctx.t(f"race_name_{game.hours}")


def now_words(ctx, game) -> str:
    """The board as read out: "Hour 8 of 24, night: no 350", or the finish."""
    if game.hour_shown == "finish":
        return ctx.t("finish_now")
    when = ctx.t("hour_night") if game.night else ctx.t("hour_day")
    return f"{ctx.t('hour_now', hour=game.hour, last=game.hours)} · {when}"


def _cell(hour: int, shown, last: int):
    """One hour card: night or day, gone by, showing; placed in the second row (``r2``)
    when the board is in two rows."""
    classes = ["l24-hour", "night" if is_night(hour) else "day"]
    if shown == "finish" or hour < shown:
        classes.append("past")
    elif hour == shown:
        classes.append("now")
    if last > 12 and hour > 12:
        classes.append("r2")
    return h("li", hour, cls=" ".join(classes))


def strip(ctx, last: int, shown):
    """The hour cards 1 to ``last`` and Arrivée, ``shown`` (an hour or "finish") lit, the
    hours gone by turned over, the night hours dark under their band."""
    cells = [_cell(hour, shown, last) for hour in range(1, last + 1)]
    finish = ["l24-hour", "finish"]
    if shown == "finish":
        finish.append("now")
    if last > 12:
        finish.append("r2")
    cells.append(h("li", h("span", ctx.t("finish")), cls=" ".join(finish)))
    band = h("li", h("span", "☾ ", cls="moon"), ctx.t("night_band"), cls="l24-night-band")
    return h("ol", band, *cells, cls=f"l24-strip h{last}", aria_hidden="true")


def render(ctx, game):
    shown = game.hour_shown
    if shown == "finish":
        label = ctx.t("board_label_finish")
    else:
        label = ctx.t("board_label", hour=shown, last=game.hours,
                      when=ctx.t("night") if game.night else ctx.t("day"))
    return h("section",
             h("p",
               h("span", race_title(ctx, game), cls="l24-race"),
               h("strong", now_words(ctx, game),
                 cls="l24-now" + (" night" if game.night else "")),
               cls="l24-board-head"),
             strip(ctx, game.hours, shown),
             cls="l24-hours", role="group", aria_label=label)
