"""The page's Python entry point (index.html runs it once Pyodide is up): start the shell.

The package is imported straight from its archive, which PyScript has written beside this
script (pyscript.toml): zipimport takes each module's bytecode from it (tools/build_pyc.mjs),
so nothing is unpacked or compiled before the game is ready."""

import os
import sys

sys.path.insert(0, os.path.abspath("timekeeper.zip"))

from timekeeper.ui.shell.app import start  # noqa: E402

start()
