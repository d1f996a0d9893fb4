"""The site's Python as the page gets it: the game's package and the standard library as
bytecode only, and the library trimmed to the modules the page imports.

Two halves, one module:

- `page_imports` (CPython, run by tools/build_site.py): every module name the page's Python
  can import by name, read from the sources that run in the page (the game's package and
  py/main.py, PyScript's own Python package, the Python that PyScript's JavaScript runs),
  and every text codec those sources name. build_pyc.mjs then imports them in the page's own
  Pyodide, in Node, and keeps the library's files that Python loaded: Pyodide's own start,
  and everything those imports bring with them, found by Python itself rather than listed
  here. A module imported by name inside a function counts as much as one at the top.
- `compile_package`, `trim_library` (run inside that Pyodide by tools/build_pyc.mjs): the
  archives the page gets. Each module as "unchecked hash" bytecode (valid without a
  timestamp), compiled by the page's own Python, with the column positions left out (the
  build's Python runs with PYTHONNODEBUGRANGES: a traceback names file and line, not the
  columns) and without its module's and functions' docstrings (classes keep theirs, which
  dataclasses and enums read); no source beside it: a traceback names the file and the
  line, not the line's text. Files that are not Python (the game's data files) are kept as
  they are.

Both archives are deflated, entry by entry: the bytes on the wire are the archive's own
whether or not the host compresses a zip (see docs/journal-network.md).
"""

from __future__ import annotations

import ast
import importlib.util
import io
import marshal
import re
import zipfile
from collections.abc import Iterable

# What the page imports that the sources cannot name: the game's data files are read with
# pkgutil.get_data (json files in the package), and json reads them.
ALSO_IMPORTED = ("pkgutil", "json")
# Text codecs the library's own modules look up where the page may use them: zipfile (in
# the library from Pyodide's start) reads the names in an archive with cp437.
ALSO_DECODED = ("cp437",)
# Names that are not the standard library's: the game's own, PyScript's, Pyodide's bridges
# to the page (written into Python by PyScript and Pyodide, not in the library's archive).
NOT_THE_LIBRARY = ("timekeeper", "pyscript", "_pyscript", "polyscript", "js", "pyodide_js")
# Calls and keywords whose string argument names a text codec.
_CODEC_CALLS = {"encode", "decode", "lookup", "getencoder", "getdecoder", "getreader",
                "getwriter", "iterencode", "iterdecode"}
# `import x` / `from x import` in the Python that PyScript's JavaScript runs (strings in its
# chunks). Words that are not modules ("from the ...") are tried and fail: nothing kept.
_SCRIPT_IMPORT = re.compile(r"(?:^|[\s;\"'`(]|\\n)(?:from\s+([A-Za-z_][\w.]*)\s+import\b|"
                            r"import\s+([A-Za-z_][\w.]*))")
EPOCH = (1980, 1, 1, 0, 0, 0)


def imported_names(source: str | bytes) -> set[str]:
    """Every absolute module name a Python source imports: `import a.b`, `from a import b`
    (a, and a.b in case b is a module), wherever the statement stands, and the names given
    as a literal to importlib.import_module / __import__."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names
                         if alias.name != "*")
        elif isinstance(node, ast.Call) and node.args and _is_str(node.args[0]):
            called = node.func
            name = called.attr if isinstance(called, ast.Attribute) else \
                called.id if isinstance(called, ast.Name) else ""
            if name in {"import_module", "__import__"}:
                found.add(node.args[0].value)
    return found


def codec_names(source: str | bytes) -> set[str]:
    """The text codecs a Python source names: `x.encode("ascii")`, `raw.decode("utf-8-sig")`,
    `codecs.lookup(...)`, `encoding="..."` (a codec is a module of its own, imported the
    first time it is used)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        called = node.func
        name = called.attr if isinstance(called, ast.Attribute) else \
            called.id if isinstance(called, ast.Name) else ""
        if name in _CODEC_CALLS and node.args and _is_str(node.args[0]):
            found.add(node.args[0].value)
        found.update(kw.value.value for kw in node.keywords
                     if kw.arg == "encoding" and _is_str(kw.value))
    return found


def _is_str(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def names_in_scripts(text: str) -> set[str]:
    """Module names imported by the Python held as text in a JavaScript file."""
    return {a or b for a, b in _SCRIPT_IMPORT.findall(text)}


def library_names(names: Iterable[str]) -> list[str]:
    """The names that may be the standard library's (not the game's, PyScript's or the page's
    bridges), sorted."""
    return sorted(n for n in set(names) if n.split(".")[0] not in NOT_THE_LIBRARY)


def page_imports(sources: Iterable[str | bytes], scripts: Iterable[str] = ()) -> dict:
    """What build_pyc.mjs imports to find the library the page needs: {"modules": [...],
    "codecs": [...]} from the page's Python sources and the text of PyScript's scripts."""
    modules: set[str] = set(ALSO_IMPORTED)
    codecs: set[str] = set(ALSO_DECODED)
    for source in sources:
        modules |= imported_names(source)
        codecs |= codec_names(source)
    for text in scripts:
        modules |= names_in_scripts(text)
    return {"modules": library_names(modules), "codecs": sorted(codecs)}


# ------------------------------------------------------------------ run in the page's Pyodide
def strip_docstrings(tree: ast.Module) -> ast.Module:
    """The module without its own and its functions' docstrings (a body left empty gets a
    `pass` on the docstring's line); classes keep theirs. Line numbers do not move."""
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        body = node.body
        if body and isinstance(body[0], ast.Expr) and _is_str(body[0].value):
            if len(body) == 1:
                body[0] = ast.copy_location(ast.Pass(), body[0])
            else:
                del body[0]
    return tree


def strip_signatures(tree: ast.Module) -> ast.Module:
    """The module without its functions' parameter and return annotations, which the game
    never reads as it runs (Python 3.14 compiles each annotated function's into code of its
    own: 8 % of the game's archive). Annotations of classes and modules stay: dataclasses
    read them."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            node.returns = None
            arguments = node.args
            for arg in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                        arguments.vararg, arguments.kwarg):
                if arg is not None:
                    arg.annotation = None
    return tree


def bytecode(source: bytes, shown_as: str, signatures: bool = True) -> bytes:
    """The .pyc of one module for the running Python: unchecked hash-based (flags 0b01, the
    source's hash, never compared with a source), its tracebacks naming `shown_as`; without
    its functions' annotations unless `signatures` (strip_signatures: the game's modules, not
    the standard library's, where Pyodide's bindings read them)."""
    tree = strip_docstrings(ast.parse(source, shown_as))
    if not signatures:
        tree = strip_signatures(tree)
    code = compile(tree, shown_as, "exec", dont_inherit=True)
    return (importlib.util.MAGIC_NUMBER + (0b01).to_bytes(4, "little")
            + importlib.util.source_hash(source) + marshal.dumps(code))


def _entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=EPOCH)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


def write_archive(entries: dict[str, bytes]) -> bytes:
    """A zip of `entries`, sorted, each deflated at the highest level and dated 1980: the same
    entries give the same bytes."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name in sorted(entries):
            zf.writestr(_entry(name), entries[name], compresslevel=9)
    return out.getvalue()


def compile_package(archive: bytes) -> tuple[bytes, int]:
    """The game's archive as the page gets it: each module's bytecode in place of its source
    (named as in the archive, "timekeeper/..."), every other file as it is. Returns the
    archive and the number of modules compiled."""
    entries: dict[str, bytes] = {}
    compiled = 0
    with zipfile.ZipFile(io.BytesIO(archive)) as original:
        for info in original.infolist():
            if info.is_dir() or info.filename.endswith(".pyc"):
                continue
            data = original.read(info)
            if info.filename.endswith(".py"):
                entries[info.filename + "c"] = bytecode(data, info.filename, signatures=False)
                compiled += 1
            else:
                entries[info.filename] = data
    return write_archive(entries), compiled


def trim_library(archive: bytes, used: Iterable[str], shown_in: str) -> bytes:
    """The standard library's archive (as published: sources) with only the modules in
    `used` (their paths in the archive, "json/__init__.py"), each as bytecode, its
    tracebacks naming it under `shown_in` (where the archive lies in the page's Python)."""
    wanted = set(used)
    entries: dict[str, bytes] = {}
    with zipfile.ZipFile(io.BytesIO(archive)) as original:
        for name in sorted(wanted & set(original.namelist())):
            entries[name + "c"] = bytecode(original.read(name), f"{shown_in}/{name}")
    missing = sorted(wanted - {name[:-1] for name in entries})
    if missing:
        raise ValueError(f"not sources of the library's archive: {', '.join(missing)}")
    return write_archive(entries)
