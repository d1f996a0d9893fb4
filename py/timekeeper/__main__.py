"""``python -m timekeeper``: the command line (see ``timekeeper.cli``)."""

import sys

from timekeeper.cli import main

sys.exit(main())
