"""Pre-render the shell's first screens at build time, with the shell's own Python code.

The home screen and every game's new-game form are drawn by ``timekeeper.ui.shell`` (the same
``App``, ``home.render`` and ``setup_form.render`` the page runs on Pyodide), here under
CPython on a stand-in page (tools/stand_in_page.py, connected with ``kit.page.connect``),
which keeps the markup Python draws in each part, as Python sends it to the browser's page.
The page shows these screens at once and ``static/js/preshell.js`` makes them work until
Python takes over and draws the very same markup (so nothing moves).

    render_all() -> {"home": {lang: screen}, "forms": {lang: {game: form}}, "seats": n}

Each screen is {"panel": HTML of #panel's content, "nav": HTML of #topnav's content,
"brand": the game's title, "nav_label": #topnav's aria-label}. Each game's form is
{"default": the count its form opens with, "counts": {count: screen}, "fit": {count asked:
count shown}, "after": {game whose form was open before, "" for none: what opening this one
empties}}; "seats" is the most players the form holds. The form's rules stay the shell's:
"fit" and "after" are what ``SetupForm.fit`` does, run here (``form_rules``), so the page
looks them up and never decides them.
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "tools") not in sys.path:  # tools/ is not a package: stand_in_page is beside
    sys.path.insert(0, str(ROOT / "tools"))
from stand_in_page import Page, visible_text  # noqa: E402

LANGS = ("en", "fr")
# The prerender draws for a keyboard and a fine pointer, as a desktop browser is taken to be,
# on a browser that can speak (whether it has a voice is learnt once Python runs there).
DESKTOP = {"keyboard": True}


def stand_in_page(lang: str = "en") -> Page:
    """A stand-in page (tools/stand_in_page.py), connected as the shell's page
    (``kit.page.connect``) and told to Python as it starts. Call before drawing."""
    from timekeeper.ui.kit import page

    drawn = Page(lang=lang, media=DESKTOP, voices=())
    page.connect(drawn.tell)
    page.started({"device": drawn.device(), "storage": drawn.storage_now()})
    return drawn


# ------------------------------------------------------------------------- the form's rules
# What the pre-drawn page holds of the new-game form, named as the page names it: the
# SetupForm field behind each field typed or chosen (its data-input, a key of the pre-shell's
# ``values``), each pick-one group (its data-action, of ``choices``) and each seat's fields
# (data-input and the seat's number).
TYPED = {"deal": "deal", "seed": "seed", "first": "first"}
PICKED = {"options": "option", "first_mode": "first-mode", "hints_on": "hints"}
SEAT = {"names": "name", "ages": "age", "kinds": "kind"}
# Fields that follow from the game (its limits and age rule), from the names (which the form
# filled in itself) or, for the count, from the "fit" table: never from what the page holds.
DERIVED = {"low", "high", "age_rule", "game", "auto", "count"}


def count_shown(game: str, asked: int) -> int:
    """The player count ``game``'s form shows when it opens with ``asked`` players kept
    from the form before (SetupForm.fit: fitted to the game's limits)."""
    from timekeeper.core.registry import game_info
    from timekeeper.ui.shell.setup_form import SetupForm

    form = SetupForm(count=asked)
    form.fit(game_info(game))
    return form.count


def _left_as_typed(before: str | None, kind: str):
    """A form as a player leaves it in ``before``'s form (None: no form opened yet): every
    field typed or chosen away from what a new form holds, the first seat's player of
    ``kind`` ("person" or a computer's level), with a name and an age."""
    from timekeeper.core.registry import game_info
    from timekeeper.ui.shell.setup_form import SetupForm

    form = SetupForm()
    if before is not None:
        form.fit(game_info(before))
    form.deal = form.seed = "typed"
    form.first, form.first_mode, form.hints_on, form.class_open = 1, "age", False, True
    form.options = {"option": "chosen"}
    form.names[0], form.ages[0], form.kinds[0] = "typed", "9", kind
    return form


def opening_rule(before: str | None, game: str) -> dict:
    """What opening ``game``'s form after ``before``'s (None: none opened yet) empties of
    what the player typed and chose, as SetupForm.fit does it, named as the page names it:
    {"values": fields emptied, "choices": pick-one groups back to the form's own, "seat":
    {a seat's kind of player: the fields such a seat loses}}. A field fit changes that the
    page cannot name stops the build (the page would show what Python does not)."""
    from timekeeper.core.registry import game_info
    from timekeeper.ui.shell import computer

    values, choices, seat = set(), set(), {}
    for kind in ("person", *computer.LEVELS):
        form = _left_as_typed(before, kind)
        was = copy.deepcopy(vars(form))
        form.fit(game_info(game))
        now = vars(form)
        changed = [name for name in was if was[name] != now[name] and name not in DERIVED]
        seat[kind] = [SEAT[name] for name in SEAT if was[name][0] != now[name][0]]
        for name in changed:
            if name in TYPED:
                values.add(TYPED[name])
            elif name in PICKED:
                choices.add(PICKED[name])
            elif name not in SEAT:
                raise SystemExit(f"prerender: SetupForm.fit changes {name!r}, which the "
                                 "pre-drawn page does not hold (see TYPED, PICKED, SEAT)")
    return {"values": sorted(values), "choices": sorted(choices), "seat": seat}


def form_rules(games: list[str]) -> dict:
    """Each game's "fit" and "after" tables (see the module's docstring), for ``games`` (the
    home screen's), and the form's seat count: the shell's rules, as data for the page."""
    from timekeeper.core.registry import game_info
    from timekeeper.ui.shell.setup_form import MOST_PLAYERS

    fewest = min(game_info(game).min_players for game in games)
    return {
        "seats": MOST_PLAYERS,
        "forms": {game: {
            "fit": {str(asked): str(count_shown(game, asked))
                    for asked in range(fewest, MOST_PLAYERS + 1)},
            "after": {before or "": opening_rule(before, game) for before in (None, *games)},
        } for game in games},
    }


# ------------------------------------------------------------------------- rendering
def _screen(drawn: Page) -> dict:
    return {"panel": drawn.drawn["panel"],
            "nav": drawn.drawn["topnav"],
            "nav_label": drawn.part("topnav").get("aria-label") or "",
            "brand": visible_text(drawn.part("brand-game"))}


def render_all() -> dict:
    """Every pre-rendered screen, in every language (see the module's docstring)."""
    if str(ROOT / "py") not in sys.path:
        sys.path.insert(0, str(ROOT / "py"))
    from timekeeper.core.registry import game_info
    from timekeeper.ui.shell.app import App

    out = {"home": {}, "forms": {}, "seats": 0}
    for lang in LANGS:
        drawn = stand_in_page(lang)
        app = App()
        app.lang = lang
        app.render()
        out["home"][lang] = _screen(drawn)
        games = [node.get("data-value") for node in
                 drawn.select('#panel [data-action="choose-game"]')]
        out["forms"][lang] = {}
        for game_id in games:
            info = game_info(game_id)
            variants = {}
            for count in range(info.min_players, info.max_players + 1):
                app = App()
                app.lang = lang
                app.choose_game(game_id)
                app.form.count = count
                app.render()
                variants[str(count)] = _screen(drawn)
            app = App()
            app.lang = lang
            app.choose_game(game_id)
            out["forms"][lang][game_id] = {"default": str(app.form.count), "counts": variants}
        rules = form_rules(games)
        out["seats"] = rules["seats"]
        for game_id in games:
            out["forms"][lang][game_id].update(rules["forms"][game_id])
    return out


if __name__ == "__main__":
    import json

    data = render_all()
    print(json.dumps({lang: list(forms) for lang, forms in data["forms"].items()}))
    print(data["home"]["en"]["panel"][:600])
    print(len(json.dumps(data)), "bytes")
