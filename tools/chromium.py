"""The system's Chromium as the browser tests and the startup benchmark launch it: the path
from $CHROMIUM (default /usr/bin/chromium, from Debian's package; never a downloaded browser)
and the flags it needs here (root, no GPU, no background connections on a closed network)."""

import os

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def launch(playwright):
    """A headless Chromium browser from a running Playwright (sync API)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                      args=CHROMIUM_ARGS)
