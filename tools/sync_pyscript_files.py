"""Rewrite the [files] table of pyscript.toml from the .py files under py/timekeeper/.

Each module becomes one line mapping its URL (relative to the page) to its place in
Pyodide's file system (relative to the home folder, which is on sys.path), e.g.

    "./py/timekeeper/__init__.py" = "./timekeeper/__init__.py"

so `import timekeeper` works in the browser. Everything outside [files] is kept as it is.

    python3 tools/sync_pyscript_files.py          # rewrite pyscript.toml if needed
    python3 tools/sync_pyscript_files.py --check  # exit 1 if it is out of date
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "py" / "timekeeper"
CONFIG = ROOT / "pyscript.toml"
DEFAULT_HEAD = 'interpreter = "./static/vendor/pyodide/pyodide.mjs"\n'


def python_files(package: Path = PACKAGE) -> list[Path]:
    """Every .py under the package, sorted, skipping caches and hidden folders."""
    return sorted(
        p
        for p in package.rglob("*.py")
        if not any(part == "__pycache__" or part.startswith(".") for part in p.parts)
    )


def files_table(root: Path = ROOT, package: Path = PACKAGE) -> str:
    """The [files] table text for the package's modules."""
    lines = ["[files]"]
    for f in python_files(package):
        url = f.relative_to(root).as_posix()
        dest = f.relative_to(package.parent).as_posix()
        lines.append(f'"./{url}" = "./{dest}"')
    return "\n".join(lines) + "\n"


def rewrite(text: str, table: str) -> str:
    """Replace the [files] table in `text` (up to the next table header) with `table`."""
    match = re.search(r"^\[files\][ \t]*\n(?:(?!^\[).*\n?)*", text, flags=re.M)
    if match is None:
        return text.rstrip("\n") + "\n\n" + table
    rest = text[match.end():]
    return text[: match.start()] + table + ("\n" + rest if rest else "")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check; exit 1 if stale")
    args = parser.parse_args(argv)
    old = CONFIG.read_text() if CONFIG.exists() else DEFAULT_HEAD
    new = rewrite(old, files_table())
    if new == old:
        print(f"pyscript.toml: [files] up to date ({len(python_files())} modules)")
        return 0
    if args.check:
        print("pyscript.toml: [files] is stale; run `python3 tools/sync_pyscript_files.py`",
              file=sys.stderr)
        return 1
    CONFIG.write_text(new)
    print(f"pyscript.toml: [files] rewritten ({len(python_files())} modules)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
