"""Baseline for bench/startup.py: Python runs, says so, and marks the page ready."""

import sys

from pyscript import document

document.getElementById("out").textContent = f"ready (Python {sys.version.split()[0]})"
document.documentElement.dataset.state = "ready"
