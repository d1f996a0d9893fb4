"""Timekeeper: table games about time, played on one tablet passed around the table: 24/7
(``timekeeper.twentyfourseven``), Les 24 Heures (``timekeeper.les24heures``) and Who Turned the
Clock? (``timekeeper.hoursandghosts``), each registered in ``timekeeper.core.registry``.

Everything under this package but ``timekeeper.ui`` is pure standard-library Python with no
browser imports, so it runs unchanged on CPython and on Pyodide.
"""

__version__ = "0.1.0"
