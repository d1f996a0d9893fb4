"""Timekeeper: table games about time. The 24/7 engine lives in ``timekeeper.twentyfourseven``.

Everything under this package but ``timekeeper.ui`` is pure standard-library Python with no
browser imports, so it runs unchanged on CPython and on Pyodide.
"""

__version__ = "0.1.0"
