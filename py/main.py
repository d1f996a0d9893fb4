"""The page's Python entry point (index.html runs it once Pyodide is up): start the game."""

from timekeeper.ui.app import start

start()
