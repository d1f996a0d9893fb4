""""Play against the computer" from the home screen: one short screen that asks the person's
name (this tablet keeps it for next time) and how well the computer plays, in words a child
understands, then a two-player game of that person against that computer.

The name and the level are device settings (kit.storage: ``timekeeper.setting.player_name``
and ``timekeeper.setting.computer_level``), written when the game starts."""

from timekeeper.core.fields import NAME_LENGTH, bidi_control
from timekeeper.core.registry import game_info

from ..kit import storage
from ..kit.dom import h
from ..kit.widgets import choice
from . import computer
from .setup_form import usable_name

NAME_SETTING = "player_name"
LEVEL_SETTING = "computer_level"


class Quick:
    """What the screen holds while it is up: the name as typed, the level chosen, a problem
    with the name (a function making the sentence), and the game it is for."""

    def __init__(self, game_id: str, name: str, level: str):
        self.game_id, self.name, self.level = game_id, name, level
        self.problem = None


def open_for(app, game_id: str) -> None:
    """Open the screen for ``game_id``: the name kept on this tablet (else the first person's
    name typed in the new-game form), the level kept (else the medium one)."""
    form = app.form
    typed = next((form.names[n].strip() for n in range(len(form.names))
                  if form.kinds[n] == "person" and usable_name(form.names[n])), "")
    level = storage.setting(LEVEL_SETTING)
    app.quick = Quick(game_id, storage.setting(NAME_SETTING) or typed,
                      level if level in computer.LEVELS else computer.QUICK_LEVEL)
    app.table.clear()
    app.lesson = None  # from a lesson's end: the lesson is over
    app.game_id = game_id
    app.screen = "quick"
    app.render(focus="quick-name")


def render(app):
    quick = app.quick
    problem = quick.problem() if quick.problem else None
    return h("form",
             h("h2", app.t("play_computer"), tabindex="-1", data_focus="quick"),
             h("div",
               h("label", app.t("quick_name"), for_="input-quick-name"),
               h("input", type="text", id="input-quick-name", value=quick.name,
                 maxlength=NAME_LENGTH, dir="auto", autocomplete="off", autocapitalize="words",
                 spellcheck="false", data_input="quick-name", data_focus="quick-name",
                 aria_describedby="quick-name-hint" + (" quick-name-error" if problem else ""),
                 aria_invalid="true" if problem else None),
               h("p", app.t("quick_name_hint"), cls="hint", id="quick-name-hint"),
               h("p", problem, cls="field-error", id="quick-name-error") if problem else None,
               cls="field"),
             h("div",
               h("p", app.t("quick_level"), cls="label", id="quick-level-label"),
               h("div",
                 *(choice("quick-level", level, app.t(f"quick_level_{level}"),
                          quick.level == level, f"quick-{level}")
                   for level in computer.LEVELS),
                 cls="choices levels", role="group", aria_labelledby="quick-level-label"),
               cls="field"),
             h("button", app.t("quick_start"), type="submit", cls="btn primary big",
               data_focus="quick-start"),
             cls="card new-game quick", novalidate=True, data_form="quick",
             aria_label=app.t("play_computer"))


def typed(app, value: str) -> None:
    """The name as it is typed (kept across redraws and language switches)."""
    if app.quick is not None:
        app.quick.name = value


def choose_level(app, level: str) -> None:
    if app.quick is None or level not in computer.LEVELS:
        return
    app.quick.level = level
    app.render(focus=f"quick-{level}", unless_typing=True)


def start(app) -> None:
    """Play: the name and the level are kept on this tablet, and the game begins (a saved
    game of the same game is replaced only once the players say so: App.replacing). A name
    holding a character that would turn the sentences around is refused, as in the form;
    no name is "Player 1"."""
    quick = app.quick
    name = quick.name.strip()
    control = bidi_control(name) if name else None
    if control:
        quick.problem = lambda: app.t("err_name_bidi", n=1, char=control)
        app.say(quick.problem, error=True)
        app.render(focus="quick-name")
        return
    quick.problem = None
    storage.store_setting(NAME_SETTING, name)
    storage.store_setting(LEVEL_SETTING, quick.level)
    game_id = quick.game_id
    app.replacing(game_id, "quick_replace", "quick_replace_yes",
                  lambda: begin(app, game_id, name or app.t("player_n", n=1), quick.level))


def begin(app, game_id: str, person: str, level: str) -> None:
    """A two-player game of ``game_id``: ``person`` first, against the computer."""
    info = game_info(game_id)
    app.game_id = game_id
    app.form.fit(info)
    players = [person, computer.default_name(app.t, level)]
    game = info.new_game(players, app.view.options(app, 2))
    app.quick = None
    app.begin(game, seats=computer.Seats({1: level}, app.form.hints_on, {}))
