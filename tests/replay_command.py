"""The replay command as a subprocess (``python -m timekeeper replay``), and what its refusal
looks like: exit 2, nothing on stdout, one short printable line on stderr."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENV = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
COMMAND = [sys.executable, "-m", "timekeeper", "replay"]


def one_line(result) -> str:
    """The refusal: exit 2, nothing on stdout, one line on stderr (returned)."""
    assert result.returncode == 2, result
    assert result.stdout == b""
    err = result.stderr.decode("utf-8")
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    line = err[:-1]
    assert all(ch.isprintable() for ch in line) and len(line) < 300, repr(line)
    return line
