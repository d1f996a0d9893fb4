"""The engine is pure standard-library Python: no browser import outside ``timekeeper.ui``."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "py" / "timekeeper"
BROWSER_MODULES = {"js", "pyodide", "pyscript"}


def imported_roots(path: Path) -> set[str]:
    roots = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def test_no_engine_module_imports_the_browser():
    engine_files = [p for p in PACKAGE.rglob("*.py") if "ui" not in p.relative_to(PACKAGE).parts]
    assert len(engine_files) > 10
    for path in engine_files:
        assert not imported_roots(path) & BROWSER_MODULES, path


def test_the_engine_parses_as_python_3_11():
    for path in PACKAGE.rglob("*.py"):
        ast.parse(path.read_text(encoding="utf-8"), feature_version=(3, 11))
