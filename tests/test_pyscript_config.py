"""The page loads the engine through pyscript.toml: the package arrives as one archive that
holds every module (and its bytecode), which the page imports from as it is, and Pyodide comes
from the local copy, never a CDN."""

import re
import struct
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from tools.build_site import package_zip

from node_script import SITE_PYODIDE, run_module

ROOT = Path(__file__).resolve().parent.parent
SITE_ARCHIVE = ROOT / "_site" / "py" / "timekeeper.zip"

# Starts the site's Pyodide in Node, imports the game's engines, computer players and words
# from the site's archive, and prints the file each standard-library module it imported from
# the library's archive came from (not those frozen into the interpreter, which need nothing).
STDLIB_ORIGINS = """
import { pathToFileURL } from "node:url";
const [pyodideDir, archive] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.FS.writeFile("/tmp/timekeeper.zip",
                     new Uint8Array((await import("node:fs")).readFileSync(archive)));
console.log(pyodide.runPython(`
import json, sys, zipimport
sys.path.insert(0, "/tmp/timekeeper.zip")
import timekeeper.twentyfourseven, timekeeper.les24heures, timekeeper.hoursandghosts
import timekeeper.bots, timekeeper.i18n, timekeeper.core.records
library = next(p for p in sys.path if p.endswith(".zip") and "timekeeper" not in p)
json.dumps(sorted(m.__file__ for m in list(sys.modules.values())
                  if isinstance(getattr(m, "__loader__", None), zipimport.zipimporter)
                  and m.__file__.startswith(library + "/")))  # not frozen in
`));
"""


def test_the_package_archive_is_written_where_main_imports_it_from():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["files"] == {"./py/timekeeper.zip": "./timekeeper.zip"}  # as it is
    main = (ROOT / "py" / "main.py").read_text(encoding="utf-8")
    assert 'sys.path.insert(0, os.path.abspath("timekeeper.zip"))' in main


def test_the_archive_holds_every_module_of_the_package_and_its_data(tmp_path):
    archive = tmp_path / "timekeeper.zip"
    package_zip(archive)
    package = ROOT / "py" / "timekeeper"
    modules = {
        p.relative_to(package).as_posix()
        for p in [*package.rglob("*.py"), *package.rglob("*.json")]
        if "__pycache__" not in p.parts
    }
    assert "tutorials/hoursandghosts.json" in modules
    with zipfile.ZipFile(archive) as opened:
        names = set(opened.namelist())
        assert names == modules
        assert opened.read("twentyfourseven/game.py") == (
            package / "twentyfourseven" / "game.py"
        ).read_bytes()


def test_the_site_archive_is_importable_as_it_is(tmp_path):
    """zipimport: a fresh Python imports the shell and an engine from the archive alone."""
    archive = tmp_path / "timekeeper.zip"
    names = package_zip(archive, prefix="timekeeper/")
    assert "timekeeper/__init__.py" in names and "timekeeper/ui/shell/app.py" in names
    code = ("import sys; sys.path.insert(0, sys.argv[1]); "
            "import timekeeper.twentyfourseven.game as game, timekeeper.ui.games as views; "
            "from timekeeper import tutorials; "
            "print(game.__file__); print(views.has_view('twentyfourseven')); "
            "print(len(tutorials.load('hoursandghosts').steps) > 0)")
    done = subprocess.run([sys.executable, "-I", "-c", code, str(archive)], cwd=tmp_path,
                          capture_output=True, text=True, check=True)
    where, has_view, tutorial_read = done.stdout.split()
    assert where.startswith(str(archive)) and has_view == "True" and tutorial_read == "True"


@pytest.mark.skipif(not SITE_ARCHIVE.is_file(), reason="run `make site` first")
def test_the_built_archive_has_every_module_as_bytecode_only():
    """tools/build_pyc.mjs: every module compiled by the page's Pyodide, as unchecked-hash
    .pyc files (valid without timestamps), all for the same Python, in place of the sources
    (the page never reads them: a traceback names the file and the line)."""
    package = ROOT / "py" / "timekeeper"
    modules = {"timekeeper/" + p.relative_to(package).as_posix() + "c"
               for p in package.rglob("*.py") if "__pycache__" not in p.parts}
    with zipfile.ZipFile(SITE_ARCHIVE) as opened:
        names = set(opened.namelist())
        assert {n for n in names if n.endswith((".py", ".pyc"))} == modules
        magics = set()
        for name in modules:
            head = opened.read(name)[:16]
            magics.add(head[:4])
            assert struct.unpack("<I", head[4:8])[0] == 0b01  # hash-based, unchecked
        assert len(magics) == 1


@pytest.mark.skipif(not (SITE_PYODIDE / "python_stdlib.zip").is_file(),
                    reason="run `make site` first")
def test_the_site_library_holds_what_the_page_imports_and_no_more():
    """tools/build_pyc.mjs: the standard library trimmed to what Python imports as it starts
    and what the page's sources name (614 files as published), each module as bytecode."""
    with zipfile.ZipFile(SITE_PYODIDE / "python_stdlib.zip") as opened:
        names = set(opened.namelist())
    assert names and all(n.endswith(".pyc") for n in names)
    assert len(names) < 200
    # the game's and PyScript's imports, the codec a record's byte-order mark needs, and
    # what the game reads its data files with
    assert {"json/__init__.pyc", "html/__init__.pyc", "asyncio/__init__.pyc", "random.pyc",
            "pkgutil.pyc", "encodings/utf_8_sig.pyc", "encodings/cp437.pyc"} <= names
    # nothing the page never imports
    assert not [n for n in names if n.split("/")[0] in {
        "unittest", "email", "xml", "multiprocessing", "_pyrepl", "http", "pdb.pyc",
        "tkinter", "idlelib", "sqlite3", "wsgiref", "xmlrpc"}]
    assert not [n for n in names if n.startswith("encodings/cp1") or "mac_" in n]


@pytest.mark.skipif(not (SITE_PYODIDE / "python_stdlib.zip").is_file(),
                    reason="run `make site` first")
def test_python_starts_from_the_site_compiling_no_standard_library_module(tmp_path):
    """tools/build_pyc.mjs: the standard library's modules that Python imports as it starts,
    and those the game imports, come as bytecode (Pyodide publishes them as sources, compiled
    at every fresh start: most of Python's start)."""
    files = run_module(tmp_path, STDLIB_ORIGINS, str(SITE_PYODIDE), str(SITE_ARCHIVE))
    assert len(files) > 100  # some 125 (Pyodide as published: all compiled from source)
    assert {"json/__init__.pyc", "dataclasses.pyc", "asyncio/__init__.pyc"} <= {
        f.split(".zip/", 1)[1] for f in files}
    assert [f for f in files if not f.endswith(".pyc")] == []


# The site's Pyodide in Node, on the site's trimmed library: every module of the game from
# the site's archive, then what the page does with the library only now and then.
LATER_USES = """
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
const [pyodideDir, archive] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.FS.writeFile("/tmp/timekeeper.zip", new Uint8Array(readFileSync(archive)));
console.log(pyodide.runPython(`
import importlib, json, sys, zipfile
sys.path.insert(0, "/tmp/timekeeper.zip")
failed = {}
with zipfile.ZipFile("/tmp/timekeeper.zip") as opened:  # its names read with cp437
    modules = [n[:-4].replace("/", ".").removesuffix(".__init__") for n in opened.namelist()
               if n.endswith(".pyc") and not n.endswith("__main__.pyc")]
for name in modules:
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name.split(".")[0] not in ("js", "pyscript", "pyodide_js"):
            failed[name] = str(err)
import html, pkgutil, random, traceback
from timekeeper.core.records import decode_record_text
try:
    1 / 0
except ZeroDivisionError:
    shown = traceback.format_exc().splitlines()[-1]
deck = list(range(10))
random.shuffle(deck)
json.dumps({"failed": failed, "modules": len(modules),
            "bom": decode_record_text(bytes([0xEF, 0xBB, 0xBF]) + b"{}"),
            "escaped": html.escape("<b>"), "shown": shown, "shuffled": sorted(deck),
            "data": len(pkgutil.get_data("timekeeper", "__init__.pyc"))})
`));
"""


@pytest.mark.skipif(not (SITE_PYODIDE / "python_stdlib.zip").is_file(),
                    reason="run `make site` first")
def test_the_game_runs_on_the_site_library(tmp_path):
    """Every module of the game imports on the trimmed library, and what the page does now
    and then works there: a record with a byte-order mark, an error's traceback, a shuffle,
    a data file of the package read as the game reads one."""
    seen = run_module(tmp_path, LATER_USES, str(SITE_PYODIDE), str(SITE_ARCHIVE))
    assert seen["failed"] == {}
    assert seen["modules"] > 100
    assert seen["bom"] == "{}"
    assert seen["escaped"] == "&lt;b&gt;"
    assert seen["shown"] == "ZeroDivisionError: division by zero"
    assert seen["shuffled"] == list(range(10))
    assert seen["data"] > 16


def test_the_interpreter_is_the_local_pyodide():
    """PyScript loads Pyodide through the page's own module (its kept start), which imports
    the vendored Pyodide: no CDN."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"] == "./static/js/python-snapshot.mjs"
    module = (ROOT / "static" / "js" / "python-snapshot.mjs").read_text(encoding="utf-8")
    assert re.findall(r'^import .* from "([^"]+)";$', module, re.M) == [
        "../vendor/pyodide/pyodide.mjs"]
