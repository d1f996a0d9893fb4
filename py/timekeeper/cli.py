"""The command line: ``python -m timekeeper replay FILE`` (``-`` reads standard input).

Replays a 24/7 game record and prints one JSON object: every move with its seat, points and
combinations, the scores, the out-of-time cells, whether the game is over and the winners.
A record that cannot be read or replayed gives exit code 2, nothing on stdout and one line
on stderr saying what is wrong and where, never a traceback.
"""

from __future__ import annotations

import json
import sys

USAGE = "usage: python -m timekeeper replay FILE   (FILE may be - for standard input)"
EXIT_BAD_INPUT = 2


def replay_summary(game) -> dict:
    """The replay command's output for a game rebuilt from its record."""
    result = game.result()
    summary = {
        "moves": [turn.to_dict() for turn in game.history],
        "scores": game.scores,
        "out_of_time": game.out_of_time,
        "finished": game.finished,
        "winners": result.winners if result else [],
        "turn": game.turn,
    }
    if game.teams:
        summary["team_scores"] = game.team_scores
    if result:
        summary["result"] = result.to_dict()
    return summary


def _read_text(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def replay(path: str) -> int:
    """Run the replay command on ``path``; returns the exit code."""
    from timekeeper.twentyfourseven import Game, RecordError

    try:
        text = _read_text(path)
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        return _fail(f"cannot read {path}: {reason}")
    try:
        data = json.loads(text)
    except ValueError as error:
        return _fail(f"{path}: not JSON ({error})")
    try:
        game = Game.from_record(data)
    except RecordError as error:
        return _fail(str(error))
    except Exception as error:  # a record must never produce a traceback
        return _fail(f"record: cannot be replayed ({type(error).__name__}: {error})")
    json.dump(replay_summary(game), sys.stdout)
    sys.stdout.write("\n")
    return 0


def _fail(message: str) -> int:
    sys.stderr.write(message.replace("\n", " ") + "\n")
    return EXIT_BAD_INPUT


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m timekeeper``."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) == 2 and args[0] == "replay":
        return replay(args[1])
    sys.stderr.write(USAGE + "\n")
    return EXIT_BAD_INPUT
