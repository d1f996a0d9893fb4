"""The page's Python entry point (index.html runs it once Pyodide is up): start the shell."""

from timekeeper.ui.shell.app import start

start()
