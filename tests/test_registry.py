"""One registration per game (``GameInfo`` in core/registry.py): every part of a game it names
is there and answers what the app asks of it, every other list of games is read from it (no
module lists the games by hand), and reading it imports none of the games' code."""

import ast
import importlib
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tools import build_site

from conftest import fresh_ui
from timekeeper import bots, i18n
from timekeeper.core.registry import GAMES, present

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "py" / "timekeeper"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_part_a_registration_names_is_there(game_id, monkeypatch):
    info = GAMES[game_id]
    engine = info.engine()
    assert callable(engine.new_game) and engine.Game.GAME_ID == game_id
    players = importlib.import_module(info.players_module)
    assert callable(players.choose) and callable(players.hint)
    assert importlib.import_module(info.words_module).GAME == game_id
    for lang in i18n.LANGUAGES:
        assert importlib.import_module(info.catalog_module(lang)).TEXT
    assert (ROOT / info.stylesheet).is_file()
    with fresh_ui(monkeypatch):
        from timekeeper.ui.games.contract import GameView

        view = importlib.import_module(info.view_module).VIEW
        assert isinstance(view, GameView), game_id  # its methods: tests/ui/test_view_contract.py


def test_every_game_saves_under_a_key_of_its_own():
    keys = [info.save_key for info in GAMES.values()]
    assert len(set(keys)) == len(keys) and all(key.startswith("timekeeper.") for key in keys)
    old = [key for info in GAMES.values() for key in info.old_save_keys]
    assert not set(old) & set(keys) and len(set(old)) == len(old)
    assert GAMES["twentyfourseven"].old_save_keys == ("timekeeper.247.game",)


def test_the_other_lists_of_games_are_read_from_the_registry(monkeypatch):
    assert bots.GAMES == i18n.GAMES == tuple(GAMES)
    for game_id, info in GAMES.items():
        assert bots.players_for(game_id).__name__ == info.players_module
        assert i18n.game_words(game_id).__name__ == info.words_module
        assert i18n.game_catalog("fr", game_id) is importlib.import_module(
            info.catalog_module("fr")).TEXT
    with fresh_ui(monkeypatch):
        from timekeeper.ui import games
        from timekeeper.ui.shell import hints, saves

        assert saves.SAVE_KEYS == {game_id: info.save_key for game_id, info in GAMES.items()}
        for game_id, info in GAMES.items():
            assert games.has_view(game_id) and hints.has_players(game_id)
            assert games.view(game_id) is importlib.import_module(info.view_module).VIEW
        assert not games.has_view("chess") and not hints.has_players("chess")


def test_a_part_not_built_yet_is_not_present(tmp_path, monkeypatch):
    (tmp_path / "bare").mkdir()  # a folder without __init__.py: no package yet
    monkeypatch.syspath_prepend(str(tmp_path))
    assert present("timekeeper.core.registry")
    assert not present("bare") and not present("timekeeper.no_such_game")


def _listed_ids(node: ast.AST) -> set[str]:
    """The game ids written as strings in a tuple, list, set or dict literal."""
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        items = node.elts
    elif isinstance(node, ast.Dict):
        items = [key for key in node.keys if key is not None]
    else:
        return set()
    return {item.value for item in items
            if isinstance(item, ast.Constant) and item.value in GAMES}


def test_no_module_lists_the_games_by_hand():
    sources = [*PACKAGE.rglob("*.py"), *(ROOT / "tools").rglob("*.py")]
    by_hand = []
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if len(_listed_ids(node)) >= 2:
                by_hand.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert len(sources) > 50 and not by_hand


def test_the_site_links_the_stylesheets_the_registry_names(tmp_path):
    source = (ROOT / "index.html").read_text(encoding="utf-8")
    assert "<!-- pre:game-css" in source
    assert not any(info.stylesheet in source for info in GAMES.values())
    shutil.copy(ROOT / "index.html", tmp_path / "index.html")
    shutil.copytree(ROOT / "static" / "css", tmp_path / "static" / "css")
    linked = build_site.link_game_stylesheets(tmp_path)
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    sheets = re.findall(r'<link rel="stylesheet" href="\./(static/css/[^"]+)">', page)
    assert linked == [info.stylesheet for info in GAMES.values()]
    assert sheets == ["static/css/app.css", *linked] and "pre:game-css" not in page


def test_the_built_page_asks_for_one_stylesheet_holding_all_in_order(tmp_path):
    shutil.copy(ROOT / "index.html", tmp_path / "index.html")
    shutil.copytree(ROOT / "static" / "css", tmp_path / "static" / "css")
    vendored = tmp_path / "static" / "vendor" / "pyscript" / "core.css"
    vendored.parent.mkdir(parents=True)
    vendored.write_text("py-script{display:none}", encoding="utf-8")
    build_site.link_game_stylesheets(tmp_path)
    bundled = build_site.bundle_stylesheets(tmp_path)
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert re.findall(r'<link rel="stylesheet" href="\./([^"]+)">', page) == [build_site.BUNDLE]
    assert re.findall(r'<link rel="preload" href="\./([^"]+)" as="style">', page) == [
        build_site.BUNDLE] and "pre:style-preload" not in page
    assert bundled == ["static/vendor/pyscript/core.css", "static/css/app.css",
                       *(info.stylesheet for info in GAMES.values())]
    bundle = (tmp_path / build_site.BUNDLE).read_text(encoding="utf-8")
    places = [bundle.index((ROOT / sheet).read_text(encoding="utf-8").strip()[:200])
              for sheet in bundled[1:]]
    assert bundle.index("py-script{display:none}") < places[0] and places == sorted(places)
    assert vendored.is_file()  # PyScript's own file stays with its dist
    assert not any((tmp_path / sheet).exists() for sheet in bundled[1:])


def test_a_bundled_sheet_still_finds_its_pictures(tmp_path):
    (tmp_path / "static" / "css").mkdir(parents=True)
    (tmp_path / "static" / "theme").mkdir(parents=True)
    (tmp_path / "static" / "css" / "a.css").write_text(
        '.a { background: url("../img/a.svg"); }', encoding="utf-8")
    (tmp_path / "static" / "theme" / "b.css").write_text(
        ".b { background: url(img/b.svg) } .c { background: url('data:image/png;base64,x') }"
        " .d { mask: url(/root.svg) }", encoding="utf-8")
    (tmp_path / "index.html").write_text(
        '<head>\n  <link rel="stylesheet" href="./static/css/a.css">\n'
        '  <link rel="stylesheet" href="./static/theme/b.css">\n</head>', encoding="utf-8")
    build_site.bundle_stylesheets(tmp_path)
    bundle = (tmp_path / build_site.BUNDLE).read_text(encoding="utf-8")
    assert 'url("../img/a.svg")' in bundle and "url(../theme/img/b.svg)" in bundle
    assert "url('data:image/png;base64,x')" in bundle and "url(/root.svg)" in bundle
    assert (tmp_path / "index.html").read_text(encoding="utf-8") == (
        '<head>\n  <link rel="stylesheet" href="./static/css/site.css">\n</head>')


def test_reading_the_registry_imports_no_game():
    """The first screen lists the games before any engine, view, player or words load."""
    done = subprocess.run(
        [sys.executable, "-c", "import sys, timekeeper.core.registry; "
         "print(' '.join(name for name in sys.modules if name.startswith('timekeeper')))"],
        cwd=ROOT, env={"PYTHONPATH": str(ROOT / "py")}, capture_output=True, text=True,
        check=True)
    loaded = done.stdout.split()
    assert "timekeeper.core.registry" in loaded
    assert not [name for name in loaded
                if name != "timekeeper" and not name.startswith("timekeeper.core")], loaded
