"""tools/site_python.py: what the page's Python may import, found in its sources, and the
archives the page gets (bytecode only, the standard library trimmed to what was imported).

The compiling half runs here on CPython (the build runs it in the page's Pyodide: the same
code, another magic number); the built site's own archives are checked in
test_pyscript_config.py."""

from __future__ import annotations

import io
import subprocess
import sys
import textwrap
import zipfile

import pytest
from tools import site_python as sp

GAME_LIKE = textwrap.dedent('''\
    """A module of the game."""
    import json
    from collections import OrderedDict, abc
    from . import sibling
    from .words import text
    import timekeeper.core.records

    def load(raw):
        """Reads a record."""
        import pkgutil
        import importlib
        data = raw.decode("utf-8-sig")
        importlib.import_module("timekeeper.i18n.fr")
        return json.loads(data), open("x", encoding="latin-1"), "café".encode("ascii", "replace")
    ''')


def test_every_import_counts_wherever_it_stands():
    names = sp.imported_names(GAME_LIKE)
    # the import inside the function as much as the ones at the top; `from a import b` gives
    # a and a.b (b may be a module); relative imports are the package's own
    assert {"json", "collections", "collections.OrderedDict", "collections.abc", "pkgutil",
            "importlib", "timekeeper.core.records", "timekeeper.i18n.fr"} == names


def test_the_codecs_a_source_names():
    assert sp.codec_names(GAME_LIKE) == {"utf-8-sig", "latin-1", "ascii"}
    assert sp.codec_names("import codecs\ncodecs.lookup('cp1252')\nx.encode()\n") == {"cp1252"}


def test_python_inside_a_script_is_read_for_its_imports():
    script = ('const boot = "import sys\\nfrom pyodide.ffi import to_js\\n";'
              "run(`import json;import os`); // from the page")
    assert {"sys", "pyodide.ffi", "json", "os"} <= sp.names_in_scripts(script)


def test_the_page_imports_leave_out_the_games_and_the_pages_own_modules():
    wanted = sp.page_imports([GAME_LIKE, "from pyscript import document\nimport js\n"],
                             ["from polyscript import ffi"])
    assert not [n for n in wanted["modules"]
                if n.split(".")[0] in {"timekeeper", "pyscript", "polyscript", "js"}]
    # what the game reads its data files with is asked for though no source names it
    assert {"json", "pkgutil", "collections.abc"} <= set(wanted["modules"])
    # zipfile, in the library from Pyodide's start, reads an archive's names with cp437
    assert set(wanted["codecs"]) == {"utf-8-sig", "latin-1", "ascii", "cp437"}


MODULE = textwrap.dedent('''\
    """The module's docstring."""


    class Card:
        """A card."""

        def value(self):
            """Its value."""
            return 7


    def only_a_docstring():
        """Nothing else."""


    def fails():
        assert False, "asserts stay"


    def line():
        import sys
        return sys._getframe().f_lineno
    ''')


def _run_from_archive(archive: bytes, tmp_path, code: str) -> str:
    path = tmp_path / "lib.zip"
    path.write_bytes(archive)
    done = subprocess.run([sys.executable, "-I", "-c", code, str(path)], capture_output=True,
                          text=True, check=True, cwd=tmp_path)
    return done.stdout.strip()


def test_bytecode_runs_from_an_archive_without_its_source_or_docstrings(tmp_path):
    archive = sp.write_archive({"cards.pyc": sp.bytecode(MODULE.encode(), "cards.py")})
    with zipfile.ZipFile(io.BytesIO(archive)) as opened:
        assert opened.namelist() == ["cards.pyc"]  # no source beside it
        head = opened.read("cards.pyc")[:8]
    assert int.from_bytes(head[4:8], "little") == 0b01  # unchecked hash: no timestamp
    out = _run_from_archive(archive, tmp_path, textwrap.dedent("""\
        import sys; sys.path.insert(0, sys.argv[1])
        import cards
        try:
            cards.fails()
            kept = "no"
        except AssertionError as err:
            kept = str(err)
        print(repr(cards.__doc__), repr(cards.Card.__doc__), repr(cards.Card.value.__doc__),
              cards.only_a_docstring(), cards.Card().value(), kept, cards.line(), sep="|")
        """))
    # module and function docstrings gone, the class keeps its own; asserts and line
    # numbers as in the source
    assert out.split("|") == ["None", "'A card.'", "None", "None", "7", "asserts stay", "22"]


SIGNED = '''\
from dataclasses import dataclass


@dataclass
class Seat:
    name: str
    level: int = 1


def score(seat: Seat, *bonus: int, double: bool = False, **extra: float) -> int:
    return (seat.level + sum(bonus)) * (2 if double else 1)
'''


def test_the_games_bytecode_drops_its_functions_annotations_and_keeps_its_classes(tmp_path):
    archive = sp.write_archive({"seats.pyc": sp.bytecode(SIGNED.encode(), "seats.py",
                                                         signatures=False),
                                "signed.pyc": sp.bytecode(SIGNED.encode(), "signed.py")})
    out = _run_from_archive(archive, tmp_path, textwrap.dedent("""\
        import sys; sys.path.insert(0, sys.argv[1])
        import seats, signed
        print(seats.score.__annotations__, seats.score(seats.Seat("Ana", 2), 1, double=True),
              seats.Seat.__annotations__ == signed.Seat.__annotations__,
              sorted(signed.score.__annotations__), sep="|")
        """))
    # the dataclass still works from its fields' annotations; the game's functions have none
    assert out.split("|") == ["{}", "6", "True", "['bonus', 'double', 'extra', 'return', 'seat']"]


def _zip(entries: dict[str, bytes], compression=zipfile.ZIP_DEFLATED) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=compression) as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    return out.getvalue()


def test_the_package_keeps_its_data_files_and_gives_the_same_bytes_twice(tmp_path):
    original = _zip({"game/__init__.py": b'"""Game."""\nSTEPS = 3\n',
                     "game/tutorial/steps.json": b'{"steps": [1, 2, 3]}'})
    archive, compiled = sp.compile_package(original)
    assert compiled == 1
    assert sp.compile_package(original)[0] == archive
    with zipfile.ZipFile(io.BytesIO(archive)) as opened:
        assert opened.namelist() == ["game/__init__.pyc", "game/tutorial/steps.json"]
        assert {info.compress_type for info in opened.infolist()} == {zipfile.ZIP_DEFLATED}
        assert {info.date_time for info in opened.infolist()} == {sp.EPOCH}
    out = _run_from_archive(archive, tmp_path, textwrap.dedent("""\
        import sys, pkgutil, json; sys.path.insert(0, sys.argv[1])
        import game
        print(game.STEPS, json.loads(pkgutil.get_data("game", "tutorial/steps.json")))
        """))
    assert out == "3 {'steps': [1, 2, 3]}"


def test_the_library_keeps_only_what_was_imported():
    library = _zip({"json/__init__.py": b"import json.decoder\n", "json/decoder.py": b"X = 1\n",
                    "unittest/__init__.py": b"pass\n", "README.txt": b"text"})
    trimmed = sp.trim_library(library, ["json/__init__.py", "json/decoder.py"], "/lib/x.zip")
    with zipfile.ZipFile(io.BytesIO(trimmed)) as opened:
        assert opened.namelist() == ["json/__init__.pyc", "json/decoder.pyc"]
        code = opened.read("json/decoder.pyc")
    assert b"/lib/x.zip/json/decoder.py" in code  # tracebacks name where it lies
    with pytest.raises(ValueError, match="email/parser.py"):
        sp.trim_library(library, ["json/__init__.py", "email/parser.py"], "/lib/x.zip")
