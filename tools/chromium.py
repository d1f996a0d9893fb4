"""The system's Chromium as the browser tests and the startup benchmark launch it: the path
from $CHROMIUM (default /usr/bin/chromium, from Debian's package; never a downloaded browser)
and the flags it needs here (root, no GPU, no background connections on a closed network, none
of the browser's own pages in the background)."""

import os

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # Chromium 156 draws its address bar's suggestions as a WebUI page, loaded in a renderer
    # of its own for every new window, which a headless window never shows: some 0.7-1.5 s of
    # CPU in the first second of each new context (each test, each benchmark load), beside
    # the page under test on this 2-core machine.
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
]


def launch(playwright, *extra_args: str):
    """A headless Chromium browser from a running Playwright (sync API); ``extra_args``
    (such as a --host-resolver-rules) after the project's own."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                      args=[*CHROMIUM_ARGS, *extra_args])
