"""The replay command's refusals (nothing lost, nothing crashes), for every game: a
real record of each game, broken the way a tester breaks one, gives exit 2, nothing on stdout
and one printable line on stderr (values escaped and cut short), from a file and from
standard input, and also when standard input or output is closed. Hostile shapes of up to the
size limit are answered as fast as any record (each run has a 60 s limit: a reader whose time
grew with the square of the text would take hours on them; bench/fuzz_records.py measures)."""

import json
import subprocess
import sys

import pytest

from replay_command import COMMAND, ENV, ROOT, one_line

RECORDS = {
    "twentyfourseven": ROOT / "tests/twentyfourseven/records/teams_with_shows.json",
    "les24heures": ROOT / "tests/les24heures/records/cup_race_2.json",
    "hoursandghosts": ROOT / "tests/hoursandghosts/records/two_players_win.json",
}
GAMES = sorted(RECORDS)


def record(game: str) -> dict:
    return json.loads(RECORDS[game].read_text(encoding="utf-8"))


def run(tmp_path, data, stdin: bool = False):
    raw = data if isinstance(data, bytes) else json.dumps(data).encode("utf-8")
    if stdin:
        return subprocess.run([*COMMAND, "-"], input=raw, capture_output=True, env=ENV,
                              cwd=ROOT, timeout=60)
    path = tmp_path / "record.json"
    path.write_bytes(raw)
    return subprocess.run([*COMMAND, str(path)], capture_output=True, env=ENV, cwd=ROOT,
                          timeout=60)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_replays_its_record(tmp_path, game):
    done = run(tmp_path, record(game))
    assert done.returncode == 0 and json.loads(done.stdout)["moves"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("stdin", [False, True])
def test_nested_a_thousand_deep_too_big_and_not_utf8(tmp_path, game, stdin):
    text = json.dumps(record(game))
    deep = text[:-1] + ', "notes": ' + '{"a": ' * 1000 + "1" + "}" * 1000 + "}"
    assert one_line(run(tmp_path, deep.encode(), stdin)).startswith(
        "record: nested 1001 levels deep")
    big = text[:-1] + ', "notes": "' + "x" * 50_000_000 + '"}'
    assert one_line(run(tmp_path, big.encode(), stdin)) == \
        "record: larger than 1 MB, the most a record may be"
    name = json.dumps(record(game)["players"][0]).encode()
    raw = text.encode().replace(name, b'"\xe9\xff"', 1)
    assert one_line(run(tmp_path, raw, stdin)).startswith("record: not UTF-8 text (byte ")


def hostile(game: str, kind: str) -> bytes:
    """A record of ``game`` made hostile: the text JSON allows but is no record, near 1 MB."""
    text = json.dumps(record(game))
    name = json.dumps(record(game)["players"][0])
    return {
        "escaped quotes": text[:-1] + ', "notes": "' + '\\"' * 450_000,
        "backslashes": text[:-1] + ', "notes": "' + "\\\\" * 450_000,
        "brackets in a string": text[:-1] + ', "notes": "' + "[{" * 450_000 + '"}',
        "lone surrogate": text.replace(name, '"Ana\\udfff"', 1),
        "lone surrogate key": text[:-1] + ', "\\ud800": 1}',
        "NaN": text[:-1] + ', "notes": NaN}',
        "Infinity": text[:-1] + ', "notes": [1, -Infinity]}',
        "digits": text[:-1] + ', "notes": ' + "9" * 900_000 + "}",
    }[kind].encode("utf-8")


HOSTILE = {
    "escaped quotes": "record: it is not JSON (line 1, column ",
    "backslashes": "record: it is not JSON (line 1, column ",
    "brackets in a string": None,  # an unknown field: ignored, the game replays
    "lone surrogate": "record: players[0] holds \\udfff, half of a character: not Unicode text",
    "lone surrogate key": "record: \\ud800 holds \\ud800, half of a character",
    "NaN": "record: it is not JSON (NaN is not a JSON number)",
    "Infinity": "record: it is not JSON (-Infinity is not a JSON number)",
    "digits": "record: it is not JSON (a number too long to read)",
}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("kind", HOSTILE)
@pytest.mark.parametrize("stdin", [False, True])
def test_hostile_text_is_refused_in_one_line(tmp_path, game, kind, stdin):
    done = run(tmp_path, hostile(game, kind), stdin)
    if HOSTILE[kind] is None:
        assert done.returncode == 0 and json.loads(done.stdout)["moves"]
    else:
        assert one_line(done).startswith(HOSTILE[kind])


@pytest.mark.parametrize("game", GAMES)
def test_a_byte_order_mark_is_read_as_notepad_meant_it(tmp_path, game):
    text = json.dumps(record(game))
    assert run(tmp_path, b"\xef\xbb\xbf" + text.encode()).returncode == 0
    from timekeeper.core.records import parse_record_text

    assert parse_record_text("\ufeff" + text) == record(game)  # a save's text, too


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", ["A\u2028ERROR: a fake line", "\x1b[31mA\x1b[0m", "A\rB",
                                  "x" * 100_000])
def test_names_with_control_characters_are_escaped_and_cut_short(tmp_path, game, name):
    data = record(game)
    data["players"][0] = name
    line = one_line(run(tmp_path, data))
    assert line.startswith("players: name 1: ")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("change, says", [
    (lambda r: r.update(version=1.0), "record: version: expected a whole number, not 1.0"),
    (lambda r: r.update(version=True), "record: version: expected a whole number, not true"),
    (lambda r: r["moves"][0].update(seat=True), "move 1: seat: expected a whole number"),
    (lambda r: r["moves"][0].update(seat=0.0), "move 1: seat: expected a whole number"),
    (lambda r: r.update(seed="not the seed of this game"), "game code: the game code "),
    (lambda r: r.pop("moves"), "record: 'moves' is missing"),  # one rule (24/7 took none)
])
def test_loose_types_and_a_wrong_seed_are_refused(tmp_path, game, change, says):
    data = record(game)
    change(data)
    assert one_line(run(tmp_path, data)).startswith(says)


@pytest.mark.parametrize("game", GAMES)
def test_closed_standard_input_and_output(game):
    path = RECORDS[game]
    closed_in = subprocess.run(["sh", "-c", 'exec 0<&- "$0" -m timekeeper replay -',
                                sys.executable], capture_output=True, env=ENV, cwd=ROOT)
    assert one_line(closed_in).startswith("cannot read ")
    closed_out = subprocess.run(["sh", "-c", f'exec 1>&- "$0" -m timekeeper replay {path}',
                                 sys.executable], stderr=subprocess.PIPE, env=ENV, cwd=ROOT)
    assert closed_out.returncode == 2
    assert closed_out.stderr.decode() == "cannot write the result: standard output is closed\n"
