"""Pre-render the shell's first screens at build time, with the shell's own Python code.

The home screen and every game's new-game form are drawn by ``timekeeper.ui.shell`` (the same
``App``, ``home.render`` and ``setup_form.render`` the page runs on Pyodide), here under
CPython on a fake page (tools/fakedom.py, handed to the UI with ``kit.page.attach``): its
elements keep attributes and children and serialise to HTML (text and attribute values
escaped). The page shows these screens at once and ``static/js/preshell.js`` makes them work
until Python takes over and draws the very same markup (so nothing moves).

    render_all() -> {"home": {lang: {...}}, "forms": {lang: {game: {count: {...}}}}}

Each screen is {"panel": HTML of #panel's content, "nav": HTML of #topnav's content,
"brand": the game's title, "nav_label": #topnav's aria-label}.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "tools") not in sys.path:  # tools/ is not a package: fakedom is found beside
    sys.path.insert(0, str(ROOT / "tools"))
import fakedom  # noqa: E402

LANGS = ("en", "fr")
# The prerender draws for a keyboard and a fine pointer, as a desktop browser is taken to be.
DESKTOP = {"(hover: hover) and (pointer: fine)": True}


def stand_in_page(lang: str = "en") -> fakedom.Window:
    """A fake page (tools/fakedom.py), attached as the shell's page (``kit.page.attach``);
    its window is returned (``window.document`` is the document). Call before drawing."""
    from timekeeper.ui.kit import page

    window = fakedom.Window(lang=lang)
    window.media.update(DESKTOP)
    # A browser that can speak (whether it has a voice is learnt once Python runs there).
    window.speechSynthesis = fakedom.SpeechSynthesis()
    window.SpeechSynthesisUtterance = fakedom.Utterance
    page.attach(window.document, window)
    return window


# ------------------------------------------------------------------------- rendering
def _screen(window) -> dict:
    doc = window.document
    nav = doc.getElementById("topnav")
    return {"panel": doc.getElementById("panel").inner_html(),
            "nav": nav.inner_html(),
            "nav_label": nav.getAttribute("aria-label") or "",
            "brand": doc.getElementById("brand-game").textContent}


def render_all() -> dict:
    """Every pre-rendered screen, in every language (see the module's docstring)."""
    if str(ROOT / "py") not in sys.path:
        sys.path.insert(0, str(ROOT / "py"))
    from timekeeper.core.registry import game_info
    from timekeeper.ui.shell.app import App

    out = {"home": {}, "forms": {}}
    for lang in LANGS:
        window = stand_in_page(lang)
        app = App()
        app.lang = lang
        app.render()
        out["home"][lang] = _screen(window)
        games = [node.getAttribute("data-value") for node in
                 window.document.querySelectorAll('#panel [data-action="choose-game"]')]
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
                variants[str(count)] = _screen(window)
            app = App()
            app.lang = lang
            app.choose_game(game_id)
            out["forms"][lang][game_id] = {"default": str(app.form.count), "counts": variants}
    return out


if __name__ == "__main__":
    import json

    data = render_all()
    print(json.dumps({lang: list(forms) for lang, forms in data["forms"].items()}))
    print(data["home"]["en"]["panel"][:600])
    print(len(json.dumps(data)), "bytes")
