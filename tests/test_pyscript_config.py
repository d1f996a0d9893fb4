"""The page loads the engine through pyscript.toml: the package arrives as one archive that
holds every module, and Pyodide comes from the local copy, never a CDN."""

import tomllib
import zipfile
from pathlib import Path

from tools.build_site import package_zip

ROOT = Path(__file__).resolve().parent.parent


def test_the_package_archive_is_unpacked_where_import_finds_it():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["files"] == {"./py/timekeeper.zip": "./timekeeper/*"}


def test_the_archive_holds_every_module_of_the_package(tmp_path):
    archive = tmp_path / "timekeeper.zip"
    package_zip(archive)
    package = ROOT / "py" / "timekeeper"
    modules = {
        p.relative_to(package).as_posix()
        for p in package.rglob("*.py")
        if "__pycache__" not in p.parts
    }
    with zipfile.ZipFile(archive) as opened:
        names = set(opened.namelist())
        assert names == modules
        assert opened.read("twentyfourseven/game.py") == (
            package / "twentyfourseven" / "game.py"
        ).read_bytes()


def test_the_interpreter_is_the_local_pyodide():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"] == "./static/vendor/pyodide/pyodide.mjs"
