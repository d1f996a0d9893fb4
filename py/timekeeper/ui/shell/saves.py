"""Saved games in the browser's localStorage, one per game, so a game survives a reload, a
closed tab or a dead battery. A save is the engine's game record plus a few UI bits
(language, whether the hand-off screen was up, the steps of a turn in progress).

The policy, so that nothing is ever lost:
- Nothing is overwritten that was not read. A save that cannot be read moves, untouched, to
  a key of its own until the players download or delete it; if the browser refuses that
  move (storage full), it stays where it is and that game is not saved over it.
- A save from a newer Timekeeper (a higher save format or record version) is left untouched
  where it is; the home screen says so, and a new game of that game starts only once the
  players set the newer save aside (it is kept, untouched, under a key of its own).
- Fields this version does not know are kept: they are written back on every later save of
  the same game (in the save and in its record).
- A save whose record holds an illegal move can be resumed up to the move before it.
- A save under a key of an earlier version (``GameInfo.old_save_keys``) is moved, untouched,
  to the game's key as the app starts, and read there from then on; where the game's key
  already holds a save, or the browser refuses the move, the old save stays where it is.
- A save written by another tab of the same browser is noticed (the ``storage`` event, and
  the page's compare before every write: it writes only where the key holds what this tab
  last read or wrote, else tells ``refused``, kit/storage.py): the tab that is behind writes
  nothing until its players choose which game goes on.

What the storage holds is read from kit/storage.py's mirror (the page's answer at the start,
and what it told since); a write refused by the page is told afterwards (``refused``).
"""

import json
import re
from dataclasses import dataclass, field

from timekeeper import i18n
from timekeeper.core.errors import RecordError, TimekeeperError
from timekeeper.core.fields import is_int
from timekeeper.core.records import parse_record_text, read_record
from timekeeper.core.registry import GAMES

from ..kit import storage

SAVE_KEYS = {game: info.save_key for game, info in GAMES.items()}  # as each game registers it
OLD_SAVE_KEYS = {game: info.old_save_keys for game, info in GAMES.items()}
LANGUAGE_KEY = "timekeeper.language"
FORMAT = 1
RECORD_VERSION = 1  # the record version every engine writes and reads
SAVE_FIELDS = {"format", "game", "record", "lang", "handoff", "steps"}

_held: set[str] = set()  # save keys holding data not read: never written over
_written: dict[str, str] = {}  # save key -> what this tab wrote there last
_last_saved: dict[str, int] = {}  # game id -> moves in this tab's last save not refused
_moving: dict[str, str] = {}  # key -> game id: its data moved aside, the page not yet heard


def unreadable_prefix(game: str, key: str | None = None) -> str:
    """Where data of ``game`` that cannot be read is set aside (beside its save ``key``)."""
    return (key or SAVE_KEYS[game]).removesuffix(".game") + ".unreadable"


class NewerSave(Exception):
    """A save made by a newer Timekeeper: ``what`` says which number is newer."""

    def __init__(self, what: str, number: int):
        super().__init__(what)
        self.what, self.number = what, number


@dataclass
class Saved:
    """A saved game that reads: the rebuilt game and the UI bits saved with it, and the
    fields this version does not know (kept for the next save)."""

    game_id: str
    game: object
    steps: list
    extras: dict = field(default_factory=dict)
    record_extras: dict = field(default_factory=dict)


@dataclass
class Newer:
    """A save from a newer Timekeeper, left untouched under ``key``."""

    game_id: str
    key: str
    what: str
    number: int


@dataclass
class Unreadable:
    """Saved data that could not be read, kept under ``key`` (``held``: still under the
    game's save key, because the browser refused to move it). ``partial`` is the game up to
    the move before the one that cannot be played, when there is one."""

    key: str
    raw: str
    game_id: str
    held: bool = False
    partial: Saved | None = None

    def reason(self, lang: str) -> str:
        """Why it cannot be read, in ``lang`` (read again: the words follow the language)."""
        try:
            read_save(self.raw, self.game_id)
        except NewerSave as newer:
            return i18n.text(lang, "save_newer_reason", what=newer.what, number=newer.number)
        except RecordError as error:
            where = error.where not in ("record", "save")
            return i18n.record_error_text(lang, error, self.game_id, where=where)
        except Exception:
            return i18n.text(lang, "rec_unknown")
        return ""

    def download(self) -> tuple[str, str, str]:
        """(file name ending, text, type) of the data offered for download: the record
        inside a save that parses (the app's own record loader takes it back), else the
        raw text as it was found."""
        try:
            data = parse_record_text(self.raw)  # the one reader: linear, bounded
        except RecordError:
            data = None
        if isinstance(data, dict) and isinstance(data.get("record"), dict):
            return "json", json.dumps(data["record"], ensure_ascii=False, indent=1), \
                "application/json"
        return "txt", self.raw, "text/plain"


@dataclass
class Found:
    readable: dict
    newer: dict
    unreadable: Unreadable | None


def record_text(game, extras: dict | None = None) -> str:
    """A game's record as the JSON text of a record file (with its kept unknown fields)."""
    record = {**(extras or {}), **game.to_record()}
    return json.dumps(record, ensure_ascii=False, indent=1)


def store(game_id: str, game, lang: str, handoff: bool, kept: Saved | None = None,
          seats: dict | None = None) -> bool:
    """Save the game (its record) and the UI bits, with the unknown fields ``kept`` from the
    save it was resumed from and the optional record fields ``seats`` of who sits where
    (computer seats, hints: see computer.py); False if the browser refused or the key holds
    data not read."""
    key = SAVE_KEYS[game_id]
    if key in _held:
        return False
    record = game.to_record()
    extras, record_extras = (kept.extras, kept.record_extras) if kept else ({}, {})
    data = {**extras, "format": FORMAT, "game": game_id,
            "record": {**record_extras, **(seats or {}), **record}, "lang": lang,
            "handoff": handoff,
            "steps": game.steps_in_progress()}
    text = json.dumps(data, ensure_ascii=False)
    if not storage.put(key, text):
        return False
    _moving.pop(key, None)  # a move aside refused was told before any save of its game
    _written[key] = text
    _last_saved[game_id] = len(record["moves"])
    return True


def last_saved_moves(game_id: str) -> int | None:
    """How many moves the last save of ``game_id`` that worked holds (None: none worked; a
    save the page refused is taken back when it tells: ``refused``)."""
    return _last_saved.get(game_id)


def is_held(game_id: str) -> bool:
    """Whether ``game_id``'s save key holds data that was not read (it is not saved over)."""
    return SAVE_KEYS[game_id] in _held


def _newer(data: dict) -> NewerSave | None:
    """A NewerSave if the save's format or its record's version is above what we read."""
    fmt = data.get("format")
    if is_int(fmt) and fmt > FORMAT:
        return NewerSave("format", fmt)
    record = data.get("record")
    version = record.get("version") if isinstance(record, dict) else None
    if is_int(version) and version > RECORD_VERSION:
        return NewerSave("version", version)
    return None


def read_save(raw: str, game_id: str, moves: int | None = None) -> Saved:
    """The game in a save's text (only its first ``moves`` moves when given); NewerSave, or
    RecordError (with a code) if it cannot be read."""
    data = parse_record_text(raw)
    newer = _newer(data)
    if newer is not None:
        raise newer
    record = data.get("record")
    if not isinstance(record, dict):
        raise RecordError("no_record", where="save")
    if record.get("game") != game_id:
        raise RecordError("unknown_game", where="save",
                          value=str(record.get("game"))[:40], known=game_id)
    if moves is not None and isinstance(record.get("moves"), list):
        record = dict(record, moves=record["moves"][:moves])
    game = read_record(record)
    steps = data.get("steps") if isinstance(data.get("steps"), list) else []
    if moves is not None:
        steps = []
    for number, step in enumerate(steps, start=1):
        try:
            game.play(step)
        except TimekeeperError as error:
            raise RecordError(error.code, where=f"step {number}", cause=error,
                              game=error.game, **error.params) from None
    written = set(game.to_record())
    return Saved(game_id, game,
                 steps=steps,
                 extras={k: v for k, v in data.items() if k not in SAVE_FIELDS},
                 record_extras={k: v for k, v in record.items() if k not in written})


def _bad_move(error) -> int | None:
    """The number of the record move an error is about (``move 7`` -> 7), if any."""
    found = re.match(r"move (\d+)(:|$)", str(getattr(error, "where", "")))
    return int(found.group(1)) if found else None


def _legal_part(raw: str, game_id: str, error) -> Saved | None:
    """The game up to the move before the first one that cannot be played, if it reads."""
    number = _bad_move(error)
    if not number or number < 2:
        return None
    try:
        return read_save(raw, game_id, moves=number - 1)
    except Exception:
        return None


def move_old_saves() -> None:
    """Each save under a key of an earlier version moves, untouched, to its game's key,
    unless that key holds a save already or the browser refuses (it then stays where it is,
    never written over)."""
    for game_id, key in SAVE_KEYS.items():
        for old in OLD_SAVE_KEYS[game_id]:
            if storage.get(old) is not None and storage.get(key) is None:
                storage.move(old, key)


def load_all() -> Found:
    """Every game's save. Data that does not read is set aside (or held where it is; the page
    refusing the move is told afterwards: ``refused``)."""
    move_old_saves()
    readable, newer, set_aside = {}, {}, None
    for game_id, key in SAVE_KEYS.items():
        raw = storage.get(key)
        if raw is None:
            continue
        try:
            readable[game_id] = read_save(raw, game_id)
            _written[key] = raw
        except NewerSave as found:
            newer[game_id] = Newer(game_id, key, found.what, found.number)
            _held.add(key)
        except Exception as error:  # RecordError, or anything a damaged save could raise
            kept = _set_aside(key, raw, game_id)
            kept.partial = _legal_part(raw, game_id, error)
            set_aside = set_aside or kept
    return Found(readable, newer, set_aside or unreadable())


def _set_aside(key: str, raw: str, game_id: str) -> Unreadable:
    """Keep ``raw`` under a free "unreadable" key, then clear the save slot (the page clears
    it only once the copy is there: kit/storage.py, ``move``). If the browser lets the site
    store nothing, or refuses the copy (told afterwards: ``refused``), the data stays under
    ``key``, which is then never written over."""
    prefix = unreadable_prefix(game_id)
    target, number = prefix, 1
    while (kept := storage.get(target)) is not None and kept != raw:
        number += 1
        target = f"{prefix}.{number}"
    if not storage.move(key, target):
        _held.add(key)
        return Unreadable(key=key, raw=raw, game_id=game_id, held=True)
    _moving[key] = game_id
    _held.discard(key)
    return Unreadable(key=target, raw=raw, game_id=game_id)


def set_aside_newer(newer: Newer) -> bool:
    """Move a newer save, untouched, to a key of its own (the players asked); False if the
    browser refused (it then stays where it is)."""
    raw = storage.get(newer.key)
    if raw is None:
        _held.discard(newer.key)
        return True
    kept = _set_aside(newer.key, raw, newer.game_id)
    return not kept.held


def _number(tail: str) -> int | None:
    return 1 if tail == "" else int(tail[1:]) if re.fullmatch(r"\.\d+", tail) else None


def unreadable() -> Unreadable | None:
    """Data set aside and not yet deleted, if any: the oldest first (numbered keys in
    number order, so the 10th comes after the 9th)."""
    found = []
    keys = storage.keys()
    for game_id in GAMES:
        for save_key in (SAVE_KEYS[game_id], *OLD_SAVE_KEYS[game_id]):
            prefix = unreadable_prefix(game_id, save_key)
            for key in keys:
                if key.startswith(prefix) and (number := _number(key[len(prefix):])) is not None:
                    found.append((number, list(GAMES).index(game_id), game_id, key))
    for *_order, game_id, key in sorted(found):
        raw = storage.get(key)
        if raw is not None:
            return Unreadable(key=key, raw=raw, game_id=game_id)
    for game_id, key in SAVE_KEYS.items():  # data held where it was (storage full)
        if key in _held and (raw := storage.get(key)) is not None:
            try:
                read_save(raw, game_id)
            except NewerSave:
                continue
            except Exception:
                return Unreadable(key=key, raw=raw, game_id=game_id, held=True)
    return None


def delete_unreadable(kept: Unreadable) -> None:
    storage.remove(kept.key)
    _held.discard(kept.key)


def changed_elsewhere(key: str, value: str | None) -> str | None:
    """The game whose save another tab just changed (from a ``storage`` event), if it is
    not what this tab wrote there."""
    for game_id, save_key in SAVE_KEYS.items():
        if key == save_key and value != _written.get(key):
            return game_id
    return None


def written_elsewhere(game_id: str) -> bool:
    """Whether ``game_id``'s save holds something this tab neither read nor wrote, as far as
    this tab was told: another tab wrote it (the ``storage`` event, or the page refusing a
    write of this tab's, "elsewhere": a tab asleep in the background misses the event). A
    tab that is behind writes nothing until its players choose."""
    key = SAVE_KEYS[game_id]
    if key in _held:
        return False
    return storage.get(key) != _written.get(key)


def go_on_here(game_id: str) -> None:
    """The players chose this tab's game over what another tab saved: the next save writes."""
    key = SAVE_KEYS[game_id]
    _written[key] = storage.get(key)


def reread(game_id: str) -> Saved | None:
    """The save of ``game_id`` as it is now (after another tab wrote it), if it reads."""
    raw = storage.get(SAVE_KEYS[game_id])
    if raw is None:
        return None
    try:
        saved = read_save(raw, game_id)
    except Exception:
        return None
    _written[SAVE_KEYS[game_id]] = raw
    return saved


def saved_language() -> str | None:
    return storage.get(LANGUAGE_KEY)


def store_language(lang: str) -> None:
    storage.put(LANGUAGE_KEY, lang)


def available() -> bool:
    """Whether the browser lets us save at all (the page tried a write as Python started)."""
    return storage.usable()


def refused(key: str, value: str | None, why: str) -> str | None:
    """The page refused a write of this tab's to ``key``, which holds ``value`` (the mirror
    holds it already): "elsewhere", another tab wrote there; "full", the browser refused;
    "written", a write after a refused one worked. A save refused as full is taken back
    (what this tab wrote last is what is there, with the moves it holds), and so is one
    written after it; after "elsewhere" the mirror says the tab is behind
    (``written_elsewhere``). The game whose save key it is, if it is one."""
    game_id = next((game for game, save_key in SAVE_KEYS.items() if save_key == key), None)
    if game_id is not None and why in ("full", "written"):
        _written[key] = value
        moves = _moves_in(value)
        if moves is None:
            _last_saved.pop(game_id, None)
        else:
            _last_saved[game_id] = moves
    return game_id


def _moves_in(text: str | None) -> int | None:
    """How many moves a save's text holds (None: no save, or not one that reads)."""
    try:
        return len(json.loads(text)["record"]["moves"])
    except (TypeError, ValueError, KeyError):
        return None


def move_refused(key: str) -> "Newer | Unreadable | None":
    """The page refused to clear ``key`` after its data was moved aside (the copy was
    refused: the storage is full): the data stays where it is, never written over (held).
    What it is: a newer version's save, or data that cannot be read; None if no move was
    on its way."""
    game_id = _moving.pop(key, None)
    raw = storage.get(key)
    if game_id is None or raw is None:
        return None
    _held.add(key)
    try:
        read_save(raw, game_id)
    except NewerSave as found:
        return Newer(game_id, key, found.what, found.number)
    except Exception as error:
        return Unreadable(key=key, raw=raw, game_id=game_id, held=True,
                          partial=_legal_part(raw, game_id, error))
    return None
