"""Reading a record of any game: the text (size, encoding, nesting checked before parsing),
then the envelope (``game`` and ``version``), then the game's own reader (by the registry).

A record is refused, with one line saying why, when it is over MAX_RECORD_BYTES (no real
record comes near: a long 24/7 game is 3 kB, a 24-hour race under 20 kB), not UTF-8, nested
deeper than MAX_DEPTH, not JSON (the literals NaN and Infinity are not JSON either), holds a
string that is not Unicode text (a lone surrogate such as "\\udfff": JSON's escapes allow it,
UTF-8 cannot encode it), or is not an object. One JSON reader for every record, save and
file: records, the page's saves and the replay command all come through parse_record_text.

Every step is linear in the text: each is one pass (the string skipper below never scans a
string twice, even an unterminated one full of escaped quotes), and the messages locate the
bad part without scanning again.
"""

from __future__ import annotations

import json
import re

from .errors import RecordError
from .fields import is_int, shown

MAX_RECORD_BYTES = 1_000_000
MAX_DEPTH = 32  # objects and lists inside each other; real records use 4 or 5
# A JSON string, or an unterminated one up to the end of the text. The repetition is
# possessive: a string is matched once from its opening quote, never retried.
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*+(?:"|\\?\Z)', re.S)
_BRACKETS = re.compile(r"[\[\]{}]")


def decode_record_text(raw: bytes | str) -> str:
    """The text of a record file or save: size and encoding checked. A leading byte-order
    mark (Notepad writes one) is dropped, in bytes and in text alike."""
    if isinstance(raw, str):
        if len(raw) > MAX_RECORD_BYTES:  # characters: at least as many bytes
            raise _too_big()
        return raw.removeprefix("\ufeff")
    if len(raw) > MAX_RECORD_BYTES:
        raise _too_big()
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise RecordError("not_utf8", where="record", byte=error.start + 1) from None


def _too_big() -> RecordError:
    """Over the limit (a file is read only one byte past it: its real size is not known)."""
    most = f"{MAX_RECORD_BYTES / 1e6:g}"
    return RecordError("too_big", where="record", most=most)


def nesting_depth(text: str) -> int:
    """How deep objects and lists nest in JSON ``text`` (strings skipped), without recursion."""
    depth = deepest = 0
    for bracket in _BRACKETS.findall(_STRINGS.sub("", text)):
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def parse_record_text(raw: bytes | str) -> dict:
    """The JSON object of a record file or save; RecordError for anything else."""
    text = decode_record_text(raw)
    depth = nesting_depth(text)
    if depth > MAX_DEPTH:
        raise RecordError("too_deep", where="record", depth=depth, most=MAX_DEPTH)
    try:
        data = json.loads(text, parse_constant=_not_a_number)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError("too_deep", where="record", depth=depth, most=MAX_DEPTH) from None
    except json.JSONDecodeError as error:
        line, col = error.lineno, error.colno
        raise RecordError("not_json", where="record", line=line, column=col) from None
    except ValueError:  # a number longer than Python reads (4,300 digits)
        raise RecordError("number_too_long", where="record") from None
    if not isinstance(data, dict):
        raise RecordError("expected_object", where="record", value=shown(data))
    check_text(data)
    return data


def _not_a_number(literal: str):
    """NaN, Infinity and -Infinity: Python's json reads them, JSON has no such thing."""
    raise RecordError("not_number", where="record", literal=literal)


def check_text(data) -> None:
    """Every string of ``data`` (keys too) must be Unicode text that UTF-8 can encode: JSON's
    \\u escapes can write half of a surrogate pair alone, which is no character at all.
    RecordError names the first such string's place ("players[1]")."""
    stack = [(data, "")]
    while stack:
        value, place = stack.pop()
        if isinstance(value, str):
            _text(value, place)
        elif isinstance(value, dict):
            for key, item in value.items():
                inner = f"{place}.{key}" if place else str(key)
                _text(key, inner)
                stack.append((item, inner))
        elif isinstance(value, list):
            stack.extend((item, f"{place}[{index}]") for index, item in enumerate(value))


def _text(value: str, place: str) -> None:
    if value.isascii():
        return
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        bad = f"\\u{ord(value[error.start]):04x}"
        where = place.encode("ascii", "backslashreplace").decode()[:60] or "a key"
        raise RecordError("not_text", where="record", field=where, char=bad) from None


def write_envelope(game_id: str, version: int, players: list[str], fields: dict,
                   moves: list[dict], seed: str | None, extras: dict) -> dict:
    """A record as every game writes it (each rules page, "Game record"): ``game``,
    ``version``, ``players``, the game's own ``fields`` (deal and options) in their order,
    ``moves``, ``seed`` if the game was dealt from one, then the optional ``extras``."""
    record = {"game": game_id, "version": version, "players": list(players)}
    record.update(fields)
    record["moves"] = moves
    if seed is not None:
        record["seed"] = seed
    record.update(extras)
    return record


def read_envelope(data, game_id: str | None = None, versions=(1,)) -> tuple[str, int]:
    """The record's ``game`` and ``version``: ``game`` must name a game of the registry (or
    ``game_id`` when given) and ``version`` be one this app reads, a JSON integer."""
    from .registry import GAMES

    if not isinstance(data, dict):
        raise RecordError("expected_object", where="record", value=shown(data))
    if "game" not in data:
        raise RecordError("missing", where="record", field="game")
    game = data["game"]
    known = [game_id] if game_id else list(GAMES)
    if not isinstance(game, str) or game not in known:
        raise RecordError("unknown_game", where="record", value=shown(game),
                          known=", ".join(known))
    if "version" not in data:
        raise RecordError("missing", where="record", field="version")
    version = data["version"]
    if not is_int(version):
        raise RecordError("expected_int", where="record: version", value=shown(version))
    if version not in versions:
        readable = ", ".join(str(v) for v in versions)
        raise RecordError("version", where="record", version=version, readable=readable)
    return game, version


def read_record(data):
    """The game a record describes, rebuilt by its own engine (picked by ``game``)."""
    from .registry import game_info

    game, _version = read_envelope(data)
    try:
        return game_info(game).game_class().from_record(data)
    except RecordError as error:
        if not error.game:  # said in that game's words
            error.game = game
        raise


def load_record(raw: bytes | str):
    """A game from the raw text or bytes of a record: every check of this module, then the
    game's own. Raises RecordError only."""
    return read_record(parse_record_text(raw))
