"""The page loads the engine through pyscript.toml: every module must be listed there, and
Pyodide must come from the local copy, never a CDN."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_module_of_the_package_is_mapped_into_the_browser():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    mapped = {source.removeprefix("./") for source in config["files"]}
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "py" / "timekeeper").rglob("*.py")}
    assert modules - mapped == set(), "run tools/sync_pyscript_files.py"
    assert mapped - modules == set()
    for source, target in config["files"].items():
        assert target == "./" + source.removeprefix("./py/")


def test_the_interpreter_is_the_local_pyodide():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"] == "./static/vendor/pyodide/pyodide.mjs"
