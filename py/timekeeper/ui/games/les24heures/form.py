"""The game's part of the new-game form (rules page, "Competitors" and "The end"): the race
— the 12-hour race first (the rules page allows the shorter race, and a first game is long
enough with it), 24 hours, or the Gold Cup — each saying how long it lasts, and, with 4 or 6
players, single cars or teams sharing a car (seats alternate between teams, so the hint says
who is with whom)."""

from timekeeper.i18n import join_names
from timekeeper.i18n.les24heures import cup_races

from ...kit.dom import h
from ...kit.widgets import option_group, shown_name

RACES = ("12", "24", "cup")
# How long a race lasts, for the whole table: turns (every player's, one card each) and
# minutes at some 10 s a turn. research/les24heures_length.py measures the turns (newcomers
# as the easy computer players; the count hardly depends on the number of players).
RACE_TURNS = {"12": 160, "24": 220}
RACE_MINUTES = {"12": 25, "24": 35}  # the Gold Cup: three 24-hour races and a 12: over 2 h
# players: (teams option value, catalog key), the first being single cars
TEAM_CHOICES = {4: (("0", "teams_single"), ("2", "teams_2x2")),
                6: (("0", "teams_single"), ("3", "teams_3x2"), ("2", "teams_2x3"))}


def option_fields(ctx):
    form = ctx.form
    race = form.options.get("race", RACES[0])
    fields = [option_group(ctx, "race", ctx.t("race_label"),
                           [(value, _race_label(ctx, value)) for value in RACES],
                           hint=race_hint(ctx, race, form.count))]
    choices = TEAM_CHOICES.get(form.count)
    if choices:  # a choice kept from another count that this one lacks counts as single cars
        teams = team_count(ctx, form.count)
        fields.append(option_group(ctx, "teams", ctx.t("teams_label"),
                                   [(value, ctx.t(key)) for value, key in choices],
                                   hint=teams_hint(ctx, teams) if teams else None,
                                   current=str(teams)))
    return fields


def _race_label(ctx, race: str):
    """A race's button: its name, and under it how long it lasts ("about 25 min")."""
    return [h("span", ctx.t(f"race_{race}")), " ",
            h("span", ctx.t("race_minutes", minutes=RACE_MINUTES[race]) if race != "cup"
              else ctx.t("race_cup_time"), cls="choice-note")]


def race_hint(ctx, race: str, count: int) -> str:
    """What the race chosen is, in turns each for ``count`` players ("about 53 turns each"),
    or the Gold Cup's races."""
    if race == "cup":
        return ctx.t("race_cup_hint", races=cup_races(ctx.lang))
    turns = round(RACE_TURNS[race] / max(1, count))
    return ctx.t(f"race_{race}_hint", turns=turns)


def team_count(ctx, count: int) -> int:
    """The number of teams chosen (0: one car each), if the table can race that way."""
    value = ctx.form.options.get("teams", "0")
    allowed = {v for v, _ in TEAM_CHOICES.get(count, ())}
    return int(value) if value in allowed else 0


def options(ctx, count: int) -> dict:
    race = ctx.form.options.get("race", RACES[0])
    return {"hours": 12 if race == "12" else 24, "cup": race == "cup",
            "teams": team_count(ctx, count)}


def teams_hint(ctx, teams: int) -> str:
    """Who shares a car: with T teams, the players of the list alternate (player n in team
    n mod T), whoever starts."""
    groups = [[shown_name(ctx, n) for n in range(team, ctx.form.count, teams)]
              for team in range(teams)]
    return ctx.t("teams_hint", teams=ctx.t("teams_join").join(
        join_names(ctx.lang, names) for names in groups))

