"""The page's Python entry point, run in PyScript's worker (index.html): it gives the page the
shell's three entries on PyScript's ``sync``, which the page calls (static/js/bridge.js,
connect): ``begin`` (what the page knows as Python starts), ``take_over`` (what the
pre-drawn page holds) and ``hear`` (each event Python listens to). Python tells the page
what to do through the page's own ``sync.tell`` (timekeeper.ui.kit.page).

The package is imported straight from its archive, which PyScript has written beside this
script (pyscript.toml): zipimport takes each module's bytecode from it (tools/build_pyc.mjs),
so nothing is unpacked or compiled before the game is ready."""

import os
import sys

sys.path.insert(0, os.path.abspath("timekeeper.zip"))

from pyscript import sync  # noqa: E402

from timekeeper.ui.kit import page  # noqa: E402
from timekeeper.ui.shell import app  # noqa: E402

sync.begin = app.begin
sync.take_over = app.take_over
sync.hear = page.hear
