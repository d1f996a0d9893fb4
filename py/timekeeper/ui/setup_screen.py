"""The first screen: resume a saved game, recover unreadable saved data, set up a new game
(players, teams, who starts, the same deal for a whole class) or load a game record.

The form (SetupForm, no DOM) keeps what the players typed across language switches and
mistakes, so bad input loses nothing. ``build()`` checks it and either makes the Game or lists
the problems, each as (field key, catalog key, params) for the screen to show by the field.

Who starts: the table picks a player, or applies the printed rule "age closest to 24"
(a tie goes to the earlier player in the list). That player becomes seat 0 by rotating the
seat order, which keeps partners opposite in team games.
"""

import re
from dataclasses import dataclass, field

from timekeeper import i18n

from . import dom
from .dom import action_button, h

MAX_PLAYERS = 4
NAME_LENGTH = 40  # characters a name may have (the input's maxlength)
DEAL_TILES = 40


@dataclass
class SetupForm:
    """What the new-game form holds (as typed; checked only when the game starts)."""

    count: int = 2
    names: list[str] = field(default_factory=lambda: [""] * MAX_PLAYERS)
    ages: list[str] = field(default_factory=lambda: [""] * MAX_PLAYERS)
    teams: bool = False
    first_mode: str = "choose"  # "choose" or "age"
    first: int = 0
    seed: str = ""
    deal: str = ""

    @property
    def team_game(self) -> bool:
        return self.teams and self.count == MAX_PLAYERS

    def entered_names(self) -> list[str]:
        return [name.strip() for name in self.names[: self.count]]

    def first_seat(self) -> int:
        """The player (index in the form's list) who starts: chosen, or the engine's printed
        age rule."""
        if self.first_mode == "age":
            from timekeeper.twentyfourseven import first_by_age

            return first_by_age([int(age) for age in self.ages[: self.count]])
        return self.first if 0 <= self.first < self.count else 0

    def problems(self) -> list[tuple[str, str, dict]]:
        """What keeps the form from starting a game, in the order of the fields."""
        found = []
        for n, name in enumerate(self.entered_names()):
            if not name:
                found.append((f"name{n}", "err_name_missing", {"n": n + 1}))
        if self.first_mode == "age":
            for n, age in enumerate(self.ages[: self.count]):
                if not re.fullmatch(r"\s*\d{1,3}\s*", age or ""):
                    found.append((f"age{n}", "err_age_missing", {"n": n + 1}))
        if self.seed.strip() and self.deal.strip():
            found.append(("deal", "err_seed_and_deal", {}))
        elif self.deal.strip():
            _tiles, problem = parse_deal(self.deal)
            if problem:
                found.append(("deal", *problem))
        return found

    def build(self):
        """The new Game, or raises SetupProblems. Imports the engine only when needed."""
        problems = self.problems()
        if problems:
            raise SetupProblems(problems)
        from timekeeper.twentyfourseven import Deal, Game, RecordError, seat_order

        players = seat_order(self.entered_names(), self.first_seat())
        try:
            if self.deal.strip():
                deal = Deal.from_tiles(parse_deal(self.deal)[0], len(players))
            elif self.seed.strip():
                deal = Deal.from_seed(self.seed, len(players))
            else:
                deal = Deal.random(len(players))
        except RecordError as error:
            raise SetupProblems([("deal", "err_deal_bad", {"detail": str(error)})]) from None
        return Game(players, deal, teams=self.team_game)


class SetupProblems(Exception):
    def __init__(self, problems):
        super().__init__(problems)
        self.problems = problems


def parse_deal(typed: str) -> tuple[list[int], tuple[str, dict] | None]:
    """The numbers of a typed deal (any separators), or a problem (catalog key, params)."""
    words = [w for w in re.split(r"[\s,;]+", typed.strip()) if w]
    for word in words:
        if not word.isdigit():
            return [], ("err_deal_word", {"word": word[:12]})
    if len(words) != DEAL_TILES:
        return [], ("err_deal_count", {"count": len(words)})
    return [int(w) for w in words], None


# ---------------------------------------------------------------- the screen


def render(app):
    return h("div",
             _resume_card(app),
             _unreadable_card(app),
             _new_game_form(app),
             _load_card(app),
             cls="screen setup")


def _resume_card(app):
    saved = app.saved
    if saved is None:
        return None
    names = i18n.join_names(app.lang, saved.game.players)
    return h("section",
             h("h2", app.t("resume_title")),
             h("p", app.t("resume_question", names=names)),
             action_button(app.t("resume_yes"), "resume", cls="btn primary big"),
             cls="card resume", aria_label=app.t("resume_title"))


def _unreadable_card(app):
    kept = app.unreadable
    if kept is None:
        return None
    return h("section",
             h("h2", app.t("broken_title")),
             h("p", app.t("broken_text")),
             h("p", app.t("broken_reason", detail=kept.reason), cls="detail") if kept.reason
             else None,
             h("div",
               action_button(app.t("broken_download"), "download-unreadable", cls="btn primary"),
               action_button(app.t("broken_delete"), "delete-unreadable", cls="btn"),
               cls="actions"),
             cls="card warning", role="alert")


def _choice(action: str, value: str, label: str, pressed: bool, focus: str):
    """One button of a pick-one group (its focus key lets a redraw keep the focus on it)."""
    return h("button", label, type="button", cls="btn choice", data_action=action,
             data_value=value, data_focus=focus, aria_pressed="true" if pressed else "false")


def _errors_for(app, which: str):
    """The problems found with the field ``which`` ("name0", "deal"…), in words."""
    return [app.t(key, **params) for name, key, params in app.problems if name == which]


def _field_error(app, which: str):
    messages = _errors_for(app, which)
    if not messages:
        return None
    return h("p", " ".join(messages), cls="field-error", id=f"{which}-error")


def _player_row(app, n: int):
    form = app.form
    name_field, age_field = f"name{n}", f"age{n}"
    with_age = form.first_mode == "age"
    return h("div",
             h("div",
               h("label", app.t("player_n", n=n + 1), for_=f"input-{name_field}"),
               h("input", type="text", id=f"input-{name_field}", value=form.names[n],
                 maxlength=NAME_LENGTH, autocomplete="off", autocapitalize="words",
                 spellcheck="false",
                 data_input=name_field, data_focus=name_field,
                 aria_invalid="true" if _errors_for(app, name_field) else None,
                 aria_describedby=f"{name_field}-error" if _errors_for(app, name_field)
                 else None),
               cls="field grow"),
             h("div",
               h("label", app.t("age"), for_=f"input-{age_field}", aria_hidden="true"),
               h("input", type="text", inputmode="numeric", id=f"input-{age_field}",
                 value=form.ages[n], maxlength=3, autocomplete="off", data_input=age_field,
                 data_focus=age_field, aria_label=app.t("age_of", n=n + 1),
                 aria_invalid="true" if _errors_for(app, age_field) else None),
               cls="field age") if with_age else None,
             _field_error(app, name_field),
             _field_error(app, age_field) if with_age else None,
             cls="player-row")


def _shown_name(app, n: int) -> str:
    return app.form.names[n].strip() or app.t("player_n", n=n + 1)


def _teams_hint(app) -> str:
    a, b, c, d = (_shown_name(app, n) for n in range(4))
    return app.t("teams_hint", a=a, b=b, c=c, d=d)


def _new_game_form(app):
    form = app.form
    count_group = h("div",
                    *(_choice("count", str(n), str(n), form.count == n, f"count{n}")
                      for n in (2, 3, 4)),
                    cls="choices", role="group", aria_labelledby="count-label")
    teams = None
    if form.count == 4:
        teams = h("div",
                  h("p", app.t("teams_label"), cls="label", id="teams-label"),
                  h("div",
                    _choice("teams", "off", app.t("teams_off"), not form.teams, "teams-off"),
                    _choice("teams", "on", app.t("teams_on"), form.teams, "teams-on"),
                    cls="choices", role="group", aria_labelledby="teams-label"),
                  h("p", _teams_hint(app), cls="hint", id="teams-hint") if form.teams else None,
                  cls="field")
    first = h("div",
              h("p", app.t("first_player"), cls="label", id="first-label"),
              h("div",
                _choice("first-mode", "choose", app.t("first_choose"),
                        form.first_mode == "choose", "first-choose"),
                _choice("first-mode", "age", app.t("first_age"), form.first_mode == "age",
                        "first-age"),
                cls="choices", role="group", aria_labelledby="first-label"),
              _first_pick(app) if form.first_mode == "choose"
              else h("p", app.t("first_age_hint"), cls="hint"),
              cls="field")
    class_options = h("details",
                      h("summary", app.t("class_options")),
                      h("div",
                        h("label", app.t("seed_label"), for_="input-seed"),
                        h("input", type="text", id="input-seed", value=form.seed,
                          maxlength=40, autocomplete="off", spellcheck="false",
                          data_input="seed", data_focus="seed", aria_describedby="seed-hint"),
                        h("p", app.t("seed_hint"), cls="hint", id="seed-hint"),
                        cls="field"),
                      h("div",
                        h("label", app.t("deal_label"), for_="input-deal"),
                        _deal_box(app),
                        h("p", app.t("deal_hint"), cls="hint", id="deal-hint"),
                        _field_error(app, "deal"),
                        cls="field"),
                      cls="class-options", open=bool(form.seed or form.deal or
                                                     _errors_for(app, "deal")))
    return h("form",
             h("h2", app.t("setup_title")),
             h("div",
               h("p", app.t("players_count"), cls="label", id="count-label"),
               count_group,
               cls="field"),
             *(_player_row(app, n) for n in range(form.count)),
             teams,
             first,
             class_options,
             h("button", app.t("start_game"), type="submit", cls="btn primary big",
               data_focus="start"),
             cls="card new-game", novalidate=True, data_form="setup",
             aria_label=app.t("setup_title"))


def _deal_box(app):
    box = h("textarea", id="input-deal", rows=3, autocomplete="off", spellcheck="false",
            data_input="deal", data_focus="deal", aria_describedby="deal-hint",
            aria_invalid="true" if _errors_for(app, "deal") else None)
    box.value = app.form.deal
    return box


def _first_pick(app):
    form = app.form
    options = [
        h("option", _shown_name(app, n), value=n, id=f"first-opt-{n}",
          selected=n == form.first)
        for n in range(form.count)
    ]
    return h("div",
             h("label", app.t("first_pick"), for_="input-first"),
             h("select", *options, id="input-first", data_input="first", data_focus="first"),
             cls="field")


def names_changed(app) -> None:
    """A name was typed: update the first-player choices and the teams line in place (a full
    redraw would move the caret)."""
    for n in range(app.form.count):
        option = dom.find(f"#first-opt-{n}")
        if option is not None:
            option.textContent = _shown_name(app, n)
    hint = dom.find("#teams-hint")
    if hint is not None:
        hint.textContent = _teams_hint(app)


def _load_card(app):
    return h("section",
             h("h2", app.t("load_title")),
             h("label", app.t("load_label"), for_="input-record"),
             h("input", type="file", id="input-record", accept=".json,application/json",
               data_input="record", data_focus="record", aria_describedby="load-hint"),
             h("p", app.t("load_hint"), cls="hint", id="load-hint"),
             h("p", app.notice(), cls="field-error", role="alert") if app.notice else None,
             cls="card load", aria_label=app.t("load_title"))
