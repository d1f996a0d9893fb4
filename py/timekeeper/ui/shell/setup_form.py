"""The new-game form of one game: players (names, how many within the game's limits), who
starts (chosen, or the game's printed age rule), the game's own options (drawn by its view),
and the same deal for a whole class (a game code, or an explicit deal in the game's words).

The form (SetupForm, no DOM) keeps what the players typed across language switches, games
and mistakes, so bad input loses nothing. ``build()`` checks it and either makes the game or
lists the problems, each as (field, a function making the sentence) shown by the field.
"""

import re
from dataclasses import dataclass, field

from timekeeper import i18n
from timekeeper.core.errors import RecordError
from timekeeper.core.fields import NAME_LENGTH, bidi_control
from timekeeper.core.registry import GAMES, game_info
from timekeeper.core.seating import CLOSEST_TO_24, first_by_age, seat_order

from ..kit.dom import h
from ..kit.widgets import choice, shown_name
from . import computer

# the most any game seats (the registry's limits): the form keeps this many names
MOST_PLAYERS = max(info.max_players for info in GAMES.values())
SEED_LENGTH = 40


@dataclass
class SetupForm:
    """What the new-game form holds (as typed; checked only when the game starts)."""

    count: int = 2
    low: int = 2
    high: int = 4
    age_rule: str = CLOSEST_TO_24
    names: list[str] = field(default_factory=lambda: [""] * MOST_PLAYERS)
    ages: list[str] = field(default_factory=lambda: [""] * MOST_PLAYERS)
    first_mode: str = "choose"  # "choose" or "age"
    first: int = 0
    seed: str = ""
    deal: str = ""
    class_open: bool = False  # the "same game for a whole class" section, as left
    options: dict = field(default_factory=dict)  # the game's own choices, as typed
    # each player: "person" or a computer's level; names the form filled in itself (a
    # computer's default name, said again in the page's language until someone types)
    kinds: list[str] = field(default_factory=lambda: ["person"] * MOST_PLAYERS)
    auto: list[bool] = field(default_factory=lambda: [False] * MOST_PLAYERS)
    hints_on: bool = True
    game: str | None = None  # the game the form was last fitted to

    def set_kind(self, app, n: int, kind: str) -> None:
        """Player ``n`` is a person or a computer of level ``kind``; a computer with no
        name typed gets its default name ("Computer (hard)"), which stays editable."""
        if kind != "person" and kind not in computer.LEVELS:
            return
        self.kinds[n] = kind
        if kind != "person" and not self.names[n].strip():
            self.auto[n] = True
        self.refresh_names(app)

    def refresh_names(self, app) -> None:
        """Names the form filled in itself follow the computers' levels, numbers and the
        page's language; a seat turned back into a person loses its computer name."""
        defaults = computer.default_names(app.t, self.kinds[: self.count])
        for n, default in enumerate(defaults):
            if not self.auto[n]:
                continue
            if default is None:
                self.names[n], self.auto[n] = "", False
            else:
                self.names[n] = default

    def type_in(self, name: str, value: str) -> bool:
        """A text field of the form typed in, by its data-input name (a player's name or age,
        the game code, the deal): kept; False for any other field."""
        seat = _seat_field(name, ("name", "age"))
        if seat is not None:
            field_name, n = seat
            if field_name == "name":
                self.names[n], self.auto[n] = value, False
            else:
                self.ages[n] = value
        elif name == "seed":
            self.seed = value
        elif name == "deal":
            self.deal = value
        else:
            return False
        return True

    def choose(self, app, name: str, value: str) -> bool:
        """A list of the form chosen from, by its data-input name (who plays a seat, who
        starts): kept; False for any other field."""
        seat = _seat_field(name, ("kind",))
        if seat is not None:
            self.set_kind(app, seat[1], value)
        elif name == "first":
            if value.isdigit():
                self.first = int(value)
        else:
            return False
        return True

    def pick(self, action: str, value: str) -> bool:
        """A pick-one choice of the form pressed, by its data-action (who starts: chosen or by
        age; the hints on or off): kept; False for any other."""
        if action == "first-mode" and value in ("choose", "age"):
            self.first_mode = value
        elif action == "hints":
            self.hints_on = value == "on"
        else:
            return False
        return True

    def is_computer(self, n: int) -> bool:
        return self.kinds[n] in computer.LEVELS

    def seats(self, app) -> computer.Seats:
        """Which seats of the game ``build`` makes are computers (seats follow who starts,
        as the names do), and the hint switch."""
        kinds = seat_order(self.kinds[: self.count], self.first_seat())
        return computer.Seats({seat: kind for seat, kind in enumerate(kinds)
                               if kind in computer.LEVELS}, self.hints_on, {})

    def fit(self, info) -> None:
        """Fit the form to a game: its player limits and age rule. People's names stay; who
        plays as a computer stays only in the same game's form: in another game's, every
        seat is a person again, and a seat that was a computer loses its name (typed or
        not: a computer's name is nobody's at the new table)."""
        self.low, self.high, self.age_rule = info.min_players, info.max_players, info.age_rule
        self.count = min(max(self.count, self.low), self.high)
        self.deal = ""
        self.options = {}
        if self.game is not None and self.game != info.id:
            for n, kind in enumerate(self.kinds):
                if kind != "person":
                    self.kinds[n], self.names[n], self.auto[n] = "person", "", False
        self.game = info.id

    def entered_names(self) -> list[str]:
        return [name.strip() for name in self.names[: self.count]]

    def first_seat(self) -> int:
        """The player (index in the form's list) who starts: chosen, or the age rule."""
        if self.first_mode == "age":  # among the people (a computer has no age)
            people = [n for n in range(self.count) if not self.is_computer(n)] \
                or list(range(self.count))
            ages = [int(self.ages[n]) if re.fullmatch(r"\s*\d{1,3}\s*", self.ages[n] or "")
                    else 999 for n in people]
            return people[first_by_age(ages, self.age_rule)]
        return self.first if 0 <= self.first < self.count else 0

    def deal_words(self) -> list[str]:
        return [w for w in re.split(r"[\s,;]+", self.deal.strip()) if w]

    def problems(self, app) -> list:
        """What keeps the form from starting a game, in the order of the fields."""
        for n in range(self.count):  # a computer left without a name gets its default one
            if self.is_computer(n) and not self.names[n].strip():
                self.auto[n] = True
        self.refresh_names(app)
        found = []
        for n, name in enumerate(self.entered_names()):
            if not name:
                found.append((f"name{n}", _words(app, "err_name_missing", n=n + 1)))
            elif bidi_control(name):  # it would turn the sentences naming the player around
                found.append((f"name{n}", _words(app, "err_name_bidi", n=n + 1,
                                                 char=bidi_control(name))))
        if self.first_mode == "age":
            for n, age in enumerate(self.ages[: self.count]):
                if not self.is_computer(n) and not re.fullmatch(r"\s*\d{1,3}\s*", age or ""):
                    found.append((f"age{n}", _words(app, "err_age_missing", n=n + 1)))
        if self.seed.strip() and self.deal.strip():
            found.append(("deal", _words(app, "err_seed_and_deal")))
        return found

    def build(self, app):
        """The new game, or raises SetupProblems. Imports the engine only now."""
        problems = self.problems(app)
        if problems:
            raise SetupProblems(problems)
        info = game_info(app.game_id)
        players = seat_order(self.entered_names(), self.first_seat())
        options = app.view.options(app, len(players))
        try:
            return info.new_game(players, options, seed=self.seed.strip() or None,
                                 deal=self.deal_words() if self.deal.strip() else None)
        except RecordError as error:
            def words(error=error):
                return app.t("err_deal_bad", detail=i18n.record_error_text(
                    app.lang, error, app.game_id, where=False))
            raise SetupProblems([("deal", words)]) from None


def _seat_field(name: str, fields: tuple[str, ...]) -> tuple[str, int] | None:
    """("name", 2) for the data-input name "name2" when "name" is one of ``fields`` and the
    form has a seat 2; None otherwise."""
    found = re.fullmatch(r"([a-z]+)(\d)", name)
    if found is None or found[1] not in fields or int(found[2]) >= MOST_PLAYERS:
        return None
    return found[1], int(found[2])


class SetupProblems(Exception):
    def __init__(self, problems):
        super().__init__(problems)
        self.problems = problems


def _words(app, key: str, **params):
    return lambda: app.t(key, **params)


# ---------------------------------------------------------------- the screen


def render(app):
    form = app.form
    form.refresh_names(app)
    count_group = h("div",
                    *(choice("count", str(n), str(n), form.count == n, f"count{n}")
                      for n in range(form.low, form.high + 1)),
                    cls="choices", role="group", aria_labelledby="count-label")
    return h("form",
             h("h2", app.t("setup_title"), tabindex="-1", data_focus="setup"),
             h("div",
               h("p", app.t("players_count"), cls="label", id="count-label"),
               count_group,
               cls="field"),
             *(_player_row(app, n) for n in range(form.count)),
             app.view.option_fields(app),
             _hints_switch(app) if any(form.kinds[n] == "person" for n in range(form.count))
             else None,
             _first_player(app),
             _class_options(app),
             h("button", app.t("start_game"), type="submit", cls="btn primary big",
               data_focus="start"),
             cls="card new-game", novalidate=True, data_form="setup",
             aria_label=app.t("setup_title"))


def _errors_for(app, which: str) -> list[str]:
    return [make() for name, make in app.problems if name == which]


def _field_error(app, which: str):
    messages = _errors_for(app, which)
    if not messages:
        return None
    return h("p", " ".join(messages), cls="field-error", id=f"{which}-error")


def _hints_switch(app):
    """Hints for the table: on (the default) or off."""
    on = app.form.hints_on
    return h("div",
             h("p", app.t("hints_label"), cls="label", id="hints-label"),
             h("div",
               choice("hints", "on", app.t("hints_on"), on, "hints-on"),
               choice("hints", "off", app.t("hints_off"), not on, "hints-off"),
               cls="choices", role="group", aria_labelledby="hints-label"),
             h("p", app.t("hints_hint"), cls="hint"),
             cls="field hints-switch")


def _kind_field(app, n: int):
    """Who plays as player ``n``: a person, or a computer at one of the levels (offered
    only for games that have computer players)."""
    from .hints import has_players

    if not has_players(app.game_id):
        return None
    kind = app.form.kinds[n]
    options = [h("option", app.t("kind_person"), value="person", selected=kind == "person")]
    options += [h("option", app.t(f"kind_{level}"), value=level, selected=kind == level)
                for level in computer.LEVELS]
    return h("div",
             h("label", app.t("kind_label"), for_=f"input-kind{n}", aria_hidden="true"),
             h("select", *options, id=f"input-kind{n}", data_input=f"kind{n}",
               data_focus=f"kind{n}", aria_label=app.t("kind_of", n=n + 1)),
             cls="field kind")


def _player_row(app, n: int):
    form = app.form
    name_field, age_field = f"name{n}", f"age{n}"
    with_age = form.first_mode == "age" and not form.is_computer(n)
    return h("div",
             h("div",
               h("label", app.t("player_n", n=n + 1), for_=f"input-{name_field}"),
               h("input", type="text", id=f"input-{name_field}", value=form.names[n],
                 maxlength=NAME_LENGTH, dir="auto", autocomplete="off", autocapitalize="words",
                 spellcheck="false", data_input=name_field, data_focus=name_field,
                 aria_invalid="true" if _errors_for(app, name_field) else None,
                 aria_describedby=f"{name_field}-error" if _errors_for(app, name_field)
                 else None),
               cls="field grow"),
             _kind_field(app, n),
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


def usable_name(name: str) -> bool:
    """Whether a name typed in the form may name a player (not empty, no bidi control)."""
    return bool(name.strip()) and bidi_control(name) is None


def _first_player(app):
    form = app.form
    rule = "first_age_24" if form.age_rule == CLOSEST_TO_24 else "first_age_youngest"
    return h("div",
             h("p", app.t("first_player"), cls="label", id="first-label"),
             h("div",
               choice("first-mode", "choose", app.t("first_choose"),
                      form.first_mode == "choose", "first-choose"),
               choice("first-mode", "age", app.t(rule), form.first_mode == "age", "first-age"),
               cls="choices", role="group", aria_labelledby="first-label"),
             _first_pick(app) if form.first_mode == "choose"
             else h("p", app.t(f"{rule}_hint"), cls="hint"),
             cls="field")


def _first_pick(app):
    form = app.form
    options = [h("option", i18n.isolate(shown_name(app, n)), value=n, id=f"first-opt-{n}",
                 selected=n == form.first) for n in range(form.count)]
    return h("div",
             h("label", app.t("first_pick"), for_="input-first"),
             h("select", *options, id="input-first", data_input="first", data_focus="first"),
             cls="field")


def _class_options(app):
    form = app.form
    box = h("textarea", id="input-deal", rows=3, autocomplete="off", spellcheck="false",
            data_input="deal", data_focus="deal", aria_describedby="deal-hint",
            aria_invalid="true" if _errors_for(app, "deal") else None)
    box.value = form.deal
    return h("details",
             h("summary", app.t("class_options"), data_focus="class-options"),
             h("div",
               h("label", app.t("seed_label"), for_="input-seed"),
               h("input", type="text", id="input-seed", value=form.seed, maxlength=SEED_LENGTH,
                 autocomplete="off", spellcheck="false", data_input="seed", data_focus="seed",
                 aria_describedby="seed-hint"),
               h("p", app.t("seed_hint"), cls="hint", id="seed-hint"),
               cls="field"),
             h("div",
               h("label", app.t("deal_label"), for_="input-deal"),
               box,
               h("p", app.t("deal_hint"), cls="hint", id="deal-hint"),
               _field_error(app, "deal"),
               cls="field"),
             cls="class-options", data_details="class",
             open=form.class_open or bool(form.seed or form.deal or _errors_for(app, "deal")))

