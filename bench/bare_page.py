"""The benchmarks' baseline: the bare PyScript page of bench/bare/, beside a copy of the site.

The bare page runs the site's vendored PyScript, and Pyodide as it is published
(node_modules/pyodide, the version package-lock.json pins): the site's own copy of Pyodide
has the standard library's start-up modules compiled to bytecode by the build
(tools/build_pyc.mjs), which the bare page must not be given, as it measures what PyScript
and Pyodide cost by themselves.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools.vendor import PUBLISHED_PYODIDE, PYODIDE_FILES  # noqa: E402

BARE_SRC = ROOT / "bench" / "bare"
# the copy of Pyodide as published, beside the bare page (its pyscript.toml names it)
PYODIDE_DIR = "bench-pyodide"


def add_bare_page(site: Path, name: str = "bench-bare", worker: bool = False) -> Path:
    """Copy the bare page into site/<name>/ (Python in a worker if `worker`), with Pyodide as
    published in site/bench-pyodide/ (copied once); return the page's folder."""
    if not (PUBLISHED_PYODIDE / "pyodide.mjs").is_file():
        raise SystemExit(f"bench: {PUBLISHED_PYODIDE} missing; run `make setup` first")
    pyodide = site / PYODIDE_DIR
    if not pyodide.is_dir():
        pyodide.mkdir()
        for file in PYODIDE_FILES:
            if (PUBLISHED_PYODIDE / file).is_file():
                shutil.copy2(PUBLISHED_PYODIDE / file, pyodide / file)
    page_dir = site / name
    shutil.copytree(BARE_SRC, page_dir)
    if worker:
        page = page_dir / "index.html"
        page.write_text(page.read_text().replace('<script type="py" ', '<script type="py" worker '))
    return page_dir


def is_benchmark_file(relative: Path) -> bool:
    """Whether a file of the copied site is the benchmark's (the bare pages, their Pyodide)."""
    return bool(relative.parts) and relative.parts[0].startswith("bench-")
