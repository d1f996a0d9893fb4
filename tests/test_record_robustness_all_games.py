"""The replay command's refusals of issue "Nothing lost, nothing crashes", for every game: a
real record of each game, broken the way a tester breaks one, gives exit 2, nothing on stdout
and one printable line on stderr (values escaped and cut short), from a file and from
standard input, and also when standard input or output is closed."""

import json
import subprocess
import sys

import pytest

from test_record_robustness import COMMAND, ENV, ROOT, one_line

RECORDS = {
    "twentyfourseven": ROOT / "tests/records/teams_with_shows.json",
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
    assert "a record is at most 1,000,000" in one_line(run(tmp_path, big.encode(), stdin))
    name = json.dumps(record(game)["players"][0]).encode()
    raw = text.encode().replace(name, b'"\xe9\xff"', 1)
    assert one_line(run(tmp_path, raw, stdin)).startswith("record: not UTF-8 text (byte ")


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
    (lambda r: r.update(version=1.0), "record: version 1.0 is not a whole number"),
    (lambda r: r.update(version=True), "record: version true is not a whole number"),
    (lambda r: r["moves"][0].update(seat=True), "move 1: seat: expected a whole number"),
    (lambda r: r["moves"][0].update(seat=0.0), "move 1: seat: expected a whole number"),
    (lambda r: r.update(seed="not the seed of this game"), "seed: the seed "),
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
