"""Copy the browser files the page needs from node_modules into static/vendor/.

static/vendor/pyscript/  <- @pyscript/core/dist (core.js, core.css and every chunk; no maps)
static/vendor/pyodide/   <- the files pyodide.mjs loads at start (no packages: pure stdlib)
static/vendor/floating-ui/floating-ui.js <- @floating-ui/core and @floating-ui/dom, their UMD
                            builds in one file (window.FloatingUIDOM: the lessons' bubbles)
static/vendor/idiomorph/idiomorph.js <- idiomorph's classic build (window.Idiomorph: the
                            morph that draws Python's markup into the page, static/js/bridge.js)
static/vendor/brotli/brotli-decode.wasm <- brotli-dec-wasm's WebAssembly: the offline worker's
                            Brotli decoder (its JavaScript is bundled into sw.js by
                            tools/build_sw.mjs)

The target folders are rebuilt from scratch, so a stale chunk never survives an upgrade.
Run from the repository root after `npm ci`:  python3 tools/vendor.py
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE = ROOT / "node_modules"
PUBLISHED_PYODIDE = NODE / "pyodide"  # Pyodide as published on npm (package-lock.json)
VENDOR = ROOT / "static" / "vendor"

# Pyodide's start-up set: the loader, the Emscripten module (.mjs since 0.28, .js before),
# the wasm, the standard library and the lock file (read at start even with no packages).
PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.js",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]
PYODIDE_REQUIRED = {"pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"}


def _version(package: str) -> str:
    return json.loads((NODE / package / "package.json").read_text())["version"]


def _fresh(folder: Path) -> Path:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    return folder


def vendor_pyscript() -> list[Path]:
    """Copy @pyscript/core's dist (all .js and .css, no source maps)."""
    src = NODE / "@pyscript" / "core" / "dist"
    dst = _fresh(VENDOR / "pyscript")
    copied = []
    for f in sorted(src.iterdir()):
        if f.is_file() and f.suffix in {".js", ".css"}:
            copied.append(Path(shutil.copy2(f, dst / f.name)))
    if not (dst / "core.js").exists() or not (dst / "core.css").exists():
        raise SystemExit(f"vendor: core.js / core.css missing in {src}")
    return copied


def vendor_pyodide() -> list[Path]:
    """Copy Pyodide's start-up files."""
    src = PUBLISHED_PYODIDE
    dst = _fresh(VENDOR / "pyodide")
    copied = []
    for name in PYODIDE_FILES:
        if (src / name).exists():
            copied.append(Path(shutil.copy2(src / name, dst / name)))
        elif name in PYODIDE_REQUIRED:
            raise SystemExit(f"vendor: {src / name} is missing")
    return copied


FLOATING_UI = [NODE / "@floating-ui" / "core" / "dist" / "floating-ui.core.umd.min.js",
               NODE / "@floating-ui" / "dom" / "dist" / "floating-ui.dom.umd.min.js"]


def vendor_floating_ui() -> list[Path]:
    """Floating UI's core and DOM builds in one classic script (the DOM one needs the core
    one first): one request for static/js/coach.js's positioning."""
    dst = _fresh(VENDOR / "floating-ui") / "floating-ui.js"
    parts = []
    for src in FLOATING_UI:
        if not src.is_file():
            raise SystemExit(f"vendor: {src} is missing")
        parts.append(src.read_text(encoding="utf-8").strip())
    dst.write_text(";\n".join(parts) + "\n", encoding="utf-8")
    return [dst]


IDIOMORPH = NODE / "idiomorph" / "dist" / "idiomorph.min.js"


def vendor_idiomorph() -> list[Path]:
    """idiomorph's minified classic build, which static/js/bridge.js morphs Python's
    drawing into the page with."""
    if not IDIOMORPH.is_file():
        raise SystemExit(f"vendor: {IDIOMORPH} is missing")
    dst = _fresh(VENDOR / "idiomorph") / "idiomorph.js"
    return [Path(shutil.copy2(IDIOMORPH, dst))]


BROTLI_DECODER = NODE / "brotli-dec-wasm" / "pkg" / "brotli_dec_wasm_bg.wasm"


def vendor_brotli() -> list[Path]:
    """brotli-dec-wasm's WebAssembly, which the offline worker loads to decode Pyodide's
    Brotli twins (tools/brotli_twins.mjs)."""
    if not BROTLI_DECODER.is_file():
        raise SystemExit(f"vendor: {BROTLI_DECODER} is missing")
    dst = _fresh(VENDOR / "brotli") / "brotli-decode.wasm"
    return [Path(shutil.copy2(BROTLI_DECODER, dst))]


def main() -> int:
    if not NODE.is_dir():
        print("vendor: node_modules/ missing; run `make setup` first", file=sys.stderr)
        return 1
    files = vendor_pyscript() + vendor_pyodide() + vendor_floating_ui() + vendor_idiomorph() \
        + vendor_brotli()
    size = sum(f.stat().st_size for f in files)
    print(
        f"vendor: @pyscript/core {_version('@pyscript/core')}, pyodide {_version('pyodide')}, "
        f"@floating-ui/dom {_version('@floating-ui/dom')}, idiomorph {_version('idiomorph')}, "
        f"brotli-dec-wasm {_version('brotli-dec-wasm')}: "
        f"{len(files)} files, {size / 1e6:.1f} MB -> {VENDOR.relative_to(ROOT)}/"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
