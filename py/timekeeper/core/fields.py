"""Strict readers for the fields of a record (every game): a value is accepted only in the
exact JSON type the record format names — integers are JSON integers (not 6.0, not true),
text is text — and anything else is refused with one line naming the field and what was
expected. Values quoted in messages are escaped and cut short (``shown``), so an error line
stays one line whatever a file holds."""

from __future__ import annotations

from .errors import RecordError

SHOWN_LENGTH = 40  # characters of a bad value quoted in an error line

# The bidi controls: marks, embeddings, overrides and isolates, which change the direction of
# the text around them (a name ending in U+202E would turn its sentence backwards). Refused in
# names; escaped in error lines. Right-to-left letters themselves are text like any other.
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                          "\u2066\u2067\u2068\u2069")


def bidi_control(text: str) -> str | None:
    """The first bidi control in ``text``, as "U+202E", or None if it holds none."""
    for ch in text:
        if ch in BIDI_CONTROLS:
            return f"U+{ord(ch):04X}"
    return None


def shown(value) -> str:
    """``value`` as it may appear in an error line: JSON-like, control characters and line
    separators escaped, at most SHOWN_LENGTH characters (then "…")."""
    if isinstance(value, str):
        text = '"' + "".join(_escape(ch) for ch in value[: SHOWN_LENGTH + 1]) + '"'
    elif isinstance(value, bool):
        text = "true" if value else "false"
    elif value is None:
        text = "null"
    elif isinstance(value, (int, float)):
        text = repr(value)
    elif isinstance(value, list):
        text = f"a list of {len(value)}"
    elif isinstance(value, dict):
        text = "an object"
    else:
        text = type(value).__name__
    return text if len(text) <= SHOWN_LENGTH else text[: SHOWN_LENGTH - 1] + "…"


def _escape(ch: str) -> str:
    code = ord(ch)
    if ch in '"\\':
        return "\\" + ch
    if code < 0x20 or 0x7F <= code < 0xA0 or code in (0x2028, 0x2029, 0x85) \
            or ch in BIDI_CONTROLS:
        return f"\\u{code:04x}"
    return ch


def is_int(value) -> bool:
    """A JSON integer: an int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def want_object(value, where: str) -> dict:
    if not isinstance(value, dict):
        raise RecordError("expected_object", where=where, value=shown(value))
    return value


def want_int(value, where: str, low: int | None = None, high: int | None = None) -> int:
    """An integer (not a float, not a boolean), within [low, high] when given."""
    if not is_int(value):
        raise RecordError("expected_int", where=where, value=shown(value))
    if (low is not None and value < low) or (high is not None and value > high):
        raise RecordError("int_range", where=where, value=value, low=low, high=high)
    return value


def want_bool(value, where: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError("expected_bool", where=where, value=shown(value))
    return value


def want_text(value, where: str, max_length: int | None = None) -> str:
    if not isinstance(value, str):
        raise RecordError("expected_text", where=where, value=shown(value))
    if max_length is not None and len(value) > max_length:
        raise RecordError("text_too_long", where=where, length=len(value), most=max_length)
    return value


def want_list(value, where: str, low: int | None = None, high: int | None = None,
              noun: str = "entries") -> list:
    """A list whose length is within [low, high]: the count is checked before any element.
    ``noun`` names what it holds in the message ("3 names, expected 2 to 4")."""
    if not isinstance(value, list):
        raise RecordError("expected_list", where=where, value=shown(value))
    count = len(value)
    if (low is not None and count < low) or (high is not None and count > high):
        if low == high:
            code = "list_length"
        elif high is None:
            code = "list_min"
        else:
            code = "list_range"
        raise RecordError(code, where=where, count=count, low=low, high=high, noun=noun)
    return value


NAME_LENGTH = 40  # characters in a player's name, as the new-game form allows


def want_names(value, low: int, high: int) -> list[str]:
    """The ``players`` of a record: ``low`` to ``high`` names, each text of 1 to NAME_LENGTH
    characters with no control characters and no bidi controls (BIDI_CONTROLS, refused with
    code "bidi_name" and the character, e.g. "U+202E")."""
    names = want_list(value, "players", low, high, noun="names")
    for seat, name in enumerate(names):
        where = f"players: name {seat + 1}"
        want_text(name, where, NAME_LENGTH)
        char = bidi_control(name)
        if char is not None:
            raise RecordError("bidi_name", where=where, char=char)
        if not name.strip() or any(_escape(ch) != ch and ch not in '"\\' for ch in name):
            raise RecordError("bad_name", where=where,
                              value=shown(name))
    return list(names)


def check_move_seat(move: dict, seat: int | None, where: str) -> None:
    """A move may carry ``"seat"``; when present it must be the seat to play."""
    if "seat" not in move:
        return
    said = want_int(move["seat"], f"{where}: seat")
    if said != seat:
        raise RecordError("wrong_seat", where=where, said=said, seat=seat)
