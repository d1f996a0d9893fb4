"""The command line: ``python -m timekeeper replay FILE`` (``-`` reads standard input) and
``python -m timekeeper duel GAME LEVEL_A LEVEL_B --games N --seed S``.

Reads a record of any game (its ``game`` key picks the engine), replays it and prints one JSON
object: what the game's rules page asks of its replay command (``game.summary()``). Anything
that cannot be read or replayed gives exit code 2, nothing on stdout and one line on stderr
saying what is wrong and where — never a traceback, whatever the file holds (too big, not
UTF-8, nested too deep, not JSON, wrong types, illegal moves), and also when standard input
or output is closed.

``duel`` plays N two-player games of GAME between two levels of its computer player on the
same deals with the seats swapped (``timekeeper.bots.duel``) and prints one JSON object:
A's wins, losses, draws and win rate (draws half) and the move time percentiles per level.
Bad arguments give exit code 2 and one line on stderr.
"""

from __future__ import annotations

import json
import sys

USAGE = "usage: python -m timekeeper replay FILE   (FILE may be - for standard input)"
DUEL_USAGE = ("usage: python -m timekeeper duel GAME LEVEL_A LEVEL_B [--games N] [--seed S]"
              "   (levels: easy, medium, hard, or random: uniform among legal moves)")
EXIT_BAD_INPUT = 2
DUEL_DEFAULT_GAMES = 100
DUEL_MAX_GAMES = 100_000


def _read_bytes(path: str) -> bytes:
    """The file's bytes (at most one byte past the record limit: the size check needs no
    more)."""
    from timekeeper.core.records import MAX_RECORD_BYTES

    if path == "-":
        stream = sys.stdin.buffer if sys.stdin is not None else None
        if stream is None:
            raise OSError("standard input is closed")
        return stream.read(MAX_RECORD_BYTES + 1)
    with open(path, "rb") as handle:
        return handle.read(MAX_RECORD_BYTES + 1)


def replay(path: str) -> int:
    """Run the replay command on ``path``; returns the exit code."""
    from timekeeper.core.errors import RecordError
    from timekeeper.core.fields import shown
    from timekeeper.core.records import load_record

    try:
        raw = _read_bytes(path)
    except (OSError, ValueError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        return _fail(f"cannot read {shown(path)}: {reason}")
    try:
        game = load_record(raw)
        output = json.dumps(game.summary(), ensure_ascii=False)
    except RecordError as error:
        return _fail(str(error))
    except RecursionError:
        return _fail("record: nested too deep")
    except Exception as error:  # a record must never produce a traceback
        return _fail(f"record: cannot be replayed ({type(error).__name__})")
    try:
        sys.stdout.write(output + "\n")
        sys.stdout.flush()
    except (OSError, ValueError, AttributeError):
        return _fail("cannot write the result: standard output is closed")
    return 0


def _fail(message: str) -> int:
    """One line on stderr (if it is open at all); the exit code for bad input."""
    line = " ".join(str(message).split())
    try:
        sys.stderr.write(line + "\n")
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass
    return EXIT_BAD_INPUT


def parse_duel(args: list[str]) -> tuple[str, str, str, int, str]:
    """(game, level A, level B, games, seed) from the duel command's arguments; ValueError
    with a one-line message when they are not right."""
    positional = []
    options = {"--games": str(DUEL_DEFAULT_GAMES), "--seed": "duel"}
    items = list(args)
    while items:
        item = items.pop(0)
        if item.startswith("--"):
            name, equals, value = item.partition("=")
            if name not in options:
                raise ValueError(f"unknown option {item[:40]!r}")
            if not equals:
                if not items:
                    raise ValueError(f"{name} needs a value")
                value = items.pop(0)
            options[name] = value
        else:
            positional.append(item)
    if len(positional) != 3:
        raise ValueError(f"expected GAME LEVEL_A LEVEL_B, got {len(positional)} words")
    text = options["--games"]
    if not text.isdigit() or not 1 <= int(text) <= DUEL_MAX_GAMES:
        raise ValueError(f"--games must be a whole number from 1 to {DUEL_MAX_GAMES}, "
                         f"not {text[:20]!r}")
    game, level_a, level_b = positional
    return game, level_a, level_b, int(text), options["--seed"]


def duel_command(args: list[str]) -> int:
    """Run the duel command; returns the exit code."""
    from timekeeper.bots import check_level, players_for
    from timekeeper.bots.duel import RANDOM, duel

    try:
        game, level_a, level_b, games, seed = parse_duel(args)
        players_for(game)
        for level in (level_a, level_b):
            if level != RANDOM:  # the benchmark's uniformly random player
                check_level(level)
    except ValueError as error:
        return _fail(f"duel: {error}; {DUEL_USAGE}")
    result = duel(game, level_a, level_b, games, seed)
    try:
        sys.stdout.write(json.dumps(result) + "\n")
        sys.stdout.flush()
    except (OSError, ValueError, AttributeError):
        return _fail("cannot write the result: standard output is closed")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m timekeeper``."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) == 2 and args[0] == "replay":
        return replay(args[1])
    if args and args[0] == "duel":
        return duel_command(args[1:])
    return _fail(USAGE)
