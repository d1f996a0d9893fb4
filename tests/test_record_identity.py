"""Records stay the very same text: 90 seeded games (30 of each game, with undos, explicit
deals, teams, a cup, reshuffles, Who Turned the Clock? turns left half-way) are played again
and their records compared, key order included, with the records the engines wrote when the
fixture was made (tests/record_identity.py writes it); and every record read back writes
itself again unchanged."""

import json

import pytest

from record_identity import FIXTURE, play
from timekeeper.core.records import load_record

ENTRIES = json.loads(FIXTURE.read_text(encoding="utf-8"))


def _text(record: dict) -> str:
    return json.dumps(record, ensure_ascii=False)


def test_the_fixture_holds_every_game():
    games = [entry["case"]["game"] for entry in ENTRIES]
    assert {game: games.count(game) for game in set(games)} == {
        "twentyfourseven": 30, "les24heures": 30, "hoursandghosts": 30}
    records = [entry["record"] for entry in ENTRIES]
    assert any("seed" not in record for record in records)
    assert any(record.get("reshuffles") for record in records)
    assert any(record.get("cup") for record in records)


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry["case"]["chooser"])
def test_the_same_game_writes_the_same_record(entry):
    game, undone = play(entry["case"])
    record = game.to_record()
    assert _text(record) == _text(entry["record"])
    assert undone == entry["undone"]  # undo took back the very same events
    again = load_record(json.dumps(record))
    assert _text(again.to_record()) == _text(record)
    if not game.steps_in_progress():  # a record lists finished turns only
        assert again.summary() == game.summary()
