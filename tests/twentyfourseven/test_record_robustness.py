"""Records a tester can throw at the replay command (nothing lost, nothing crashes): each
finding gives exit 2, nothing on stdout and exactly one short line on stderr, with
values escaped and cut short; records are strict about types; the public API refuses
out-of-range seats and loose values."""

import json
import subprocess

import pytest
from records import RECORDS

from replay_command import COMMAND, ENV, ROOT, one_line
from timekeeper.core.errors import IllegalMove
from timekeeper.core.fields import SHOWN_LENGTH
from timekeeper.core.records import MAX_RECORD_BYTES
from timekeeper.twentyfourseven import Deal, Game


def good() -> dict:
    return json.loads((RECORDS / "two_players_racks_empty.json").read_text())


def replay_text(tmp_path, text: str | bytes):
    path = tmp_path / "record.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    return subprocess.run([*COMMAND, str(path)], capture_output=True, env=ENV, cwd=ROOT,
                          timeout=60)


def test_json_nested_a_thousand_deep_in_an_unknown_key(tmp_path):
    record = json.dumps(good())
    deep = "[" * 1000 + "]" * 1000
    line = one_line(replay_text(tmp_path, record[:-1] + f', "notes": {deep}}}'))
    assert line.startswith("record: nested 1001 levels deep")


@pytest.mark.parametrize("cell", ["D\r5", "\x1b[31mD5\x1b[0m", "D\u20285", "D\x005"])
def test_control_characters_are_escaped_in_the_error_line(tmp_path, cell):
    record = good()
    record["moves"][0]["cell"] = cell
    line = one_line(replay_text(tmp_path, json.dumps(record)))
    assert line.startswith("move 1: ") and "is not a cell of the board" in line


def test_a_name_with_a_line_separator_and_a_huge_name_are_cut_short(tmp_path):
    record = good()
    record["players"][0] = "Ana\u2028ERROR: fake line"
    line = one_line(replay_text(tmp_path, json.dumps(record)))
    assert line.startswith("players: name 1: ") and "\\u2028" in line
    record["players"][0] = "x" * 100_000
    line = one_line(replay_text(tmp_path, json.dumps(record)))
    assert len(line) < 200 and "100000 characters" in line


def test_a_record_over_the_size_limit_is_refused_before_parsing(tmp_path):
    record = good()
    record["notes"] = "x" * (MAX_RECORD_BYTES + 10)
    line = one_line(replay_text(tmp_path, json.dumps(record)))
    assert line == "record: larger than 1 MB, the most a record may be"


def test_a_long_list_is_refused_by_its_count_before_its_elements(tmp_path):
    record = good()
    record["deal"]["bag"] = ["?"] * 5000
    line = one_line(replay_text(tmp_path, json.dumps(record)))
    assert line == "deal: bag: 5000 tiles, expected 0 to 40"


@pytest.mark.parametrize("change, expected", [
    (lambda r: r.update(version=1.0), "record: version: expected a whole number, not 1.0"),
    (lambda r: r.update(version=True), "record: version: expected a whole number, not true"),
    (lambda r: r["moves"][0].update(seat=True), "move 1: seat: expected a whole number, not "
                                                "true"),
    (lambda r: r["moves"][0].update(seat=0.0), "move 1: seat: expected a whole number, not "
                                               "0.0"),
    (lambda r: r["moves"][0].update(tile=float(r["moves"][0]["tile"])),
     "move 1: tile: "),
    (lambda r: r["moves"][0].update(cell=" " + r["moves"][0]["cell"].lower()), "move 1: "),
    (lambda r: r["moves"][0].update(cell=r["moves"][0]["cell"].lower()), "move 1: "),
    (lambda r: r.update(teams=1), "teams: expected true or false, not 1"),
    (lambda r: r["deal"].update(start=5.0), "deal: start tile: 5.0 is not a tile"),
    (lambda r: r.update(seed="not the seed of this deal"), "game code: the game code "),
])
def test_records_are_strict_about_types(tmp_path, change, expected):
    record = good()
    change(record)
    assert one_line(replay_text(tmp_path, json.dumps(record))).startswith(expected)


def test_a_shown_tile_must_be_a_whole_number(tmp_path):
    record = json.loads((RECORDS / "teams_with_shows.json").read_text())
    move = next(m for m in record["moves"] if "show" in m)
    for loose in (float(move["show"]), True):
        move["show"] = loose
        assert "shown tile: " in one_line(replay_text(tmp_path, json.dumps(record)))


def test_the_seed_of_a_record_must_deal_its_deal(tmp_path):
    game = Game(["Ana", "Ben"], Deal.from_seed("class 5b", 2))
    record = game.to_record()
    assert record["seed"] == "class 5b"
    result = subprocess.run([*COMMAND, "-"], input=json.dumps(record).encode(),
                            capture_output=True, env=ENV, cwd=ROOT)
    assert result.returncode == 0
    record["deal"]["bag"].reverse()
    assert one_line(replay_text(tmp_path, json.dumps(record))).startswith(
        'game code: the game code "class 5b" does not deal this deal')


def test_non_utf8_is_refused_the_same_way_from_a_file_and_from_stdin(tmp_path):
    raw = json.dumps(good()).encode("utf-8").replace(b'"Ana"', b'"An\xe9"')
    from_file = one_line(replay_text(tmp_path, raw))
    from_stdin = one_line(subprocess.run([*COMMAND, "-"], input=raw, capture_output=True,
                                         env=ENV, cwd=ROOT))
    assert from_file == from_stdin and from_file.startswith("record: not UTF-8 text")


def test_error_values_are_cut_short():
    from timekeeper.core.fields import shown

    assert len(shown("y" * 10_000)) <= SHOWN_LENGTH
    assert shown("a\nb") == '"a\\u000ab"'


def test_the_api_refuses_out_of_range_seats_and_loose_shows():
    game = Game(["A", "B", "C", "D"], Deal.from_seed("seats", 4), teams=True)
    for seat in (-1, 4, True, 1.0):
        with pytest.raises(IllegalMove) as error:
            game.rack(seat)
        assert error.value.code == "no_such_seat"
        with pytest.raises(IllegalMove):
            game.view(seat)
    tile, cell = game.legal_placements()[0]
    for loose in (True, float(tile)):
        with pytest.raises(IllegalMove) as error:
            game.place(tile, cell, show=loose)
        assert error.value.code == "show_not_in_rack"
    with pytest.raises(IllegalMove) as error:
        game.place(tile, cell.lower())
    assert error.value.code == "unknown_cell"
