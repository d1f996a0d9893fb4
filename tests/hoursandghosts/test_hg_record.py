"""Records, version 1 (rules page, "Game record"): written, read back, strict, and only ever
refused with a RecordError."""

import copy
import json

import pytest
from hg_support import RECORDS, make_deal, random_game
from hypothesis import given, settings
from hypothesis import strategies as st

from timekeeper.core.errors import RecordError
from timekeeper.core.records import load_record
from timekeeper.hoursandghosts import GHOST, Game, new_game


def base() -> dict:
    deal = make_deal(3, hands=[[9], [], [15, 13]])
    return {"game": "hoursandghosts", "version": 1, "players": ["Ana", "Ben", "Cy"],
            "hands": deal.hands, "pile": deal.pile, "moves": []}


def test_a_record_lists_finished_turns_merged():
    game = new_game(["Ana", "Ben"], {}, seed="merge")
    game.play({"take": 3})
    if game.phase == "place":
        game.play({"slot": game.pending["slots"][0]})
    order = game.hand(0)[::-1]
    game.play({"arrange": order})
    game.play({"take": 0})  # in progress: not in the record
    record = game.to_record()
    assert record["seed"] == "merge" and record["game"] == "hoursandghosts"
    assert record["version"] == 1 and record["players"] == ["Ana", "Ben"]
    assert len(record["moves"]) == 1
    assert record["moves"][0]["take"] == 3 and record["moves"][0]["arrange"] == order
    assert record["hands"] == game.deal.hands and record["pile"] == game.deal.pile
    again = Game.from_record(json.loads(json.dumps(record)))
    assert again.seed == "merge" and again.turn == 1 and again.steps_in_progress() == []


def test_unknown_keys_are_ignored():
    record = base()
    record["moves"] = [{"take": 0, "slot": 1, "note": "hi", "end": False}]
    record["comment"] = {"any": "thing"}
    game = Game.from_record(record)
    assert game.row(0)[1] == 15


def test_the_seat_of_a_move_may_be_given():
    record = base()
    record["moves"] = [{"seat": 0, "take": 0, "slot": 1}]
    assert Game.from_record(record).turn == 1
    record["moves"] = [{"seat": "0", "take": 0, "slot": 1}]
    with pytest.raises(RecordError) as caught:
        Game.from_record(record)
    assert caught.value.code == "expected_int" and caught.value.where == "move 1: seat"


def error_of(change) -> RecordError:
    record = base()
    change(record)
    with pytest.raises(RecordError) as caught:
        Game.from_record(record)
    assert "\n" not in str(caught.value)
    return caught.value


def test_record_errors_have_codes_params_and_places():
    error = error_of(lambda r: r["moves"].append({"take": 9}))
    assert error.code == "take_position" and error.where == "move 1"
    assert error.where_code == "move" and error.where_params == {"n": 1}
    assert error.params["size"] == 7 and error.game == "hoursandghosts"
    error = error_of(lambda r: r["hands"][2].__setitem__(0, GHOST))
    assert error.code == "deal_ghosts" and error.params == {"count": 3, "expected": 2,
                                                            "players": 3}
    error = error_of(lambda r: r["hands"][0].append(6))
    assert error.where == "hands: hand 1" and error.params["count"] == 8
    error = error_of(lambda r: r["hands"].pop())
    assert error.where == "hands"
    error = error_of(lambda r: r["hands"][0].__setitem__(0, 23))
    assert error.code == "bad_card" and error.where == "hands: hand 1, card 1"
    error = error_of(lambda r: r["hands"][0].__setitem__(0, 9.0))
    assert error.code == "bad_card"
    error = error_of(lambda r: r["hands"][0].__setitem__(0, True))
    assert error.code == "bad_card"
    error = error_of(lambda r: r["pile"].__setitem__(3, "GHOST"))
    assert error.code == "bad_card" and error.where == "pile: card 4"
    error = error_of(lambda r: r.update(seed=5))
    assert error.where == "seed"
    error = error_of(lambda r: r.update(moves={}))
    assert error.where == "moves"
    error = error_of(lambda r: r.pop("pile"))
    assert error.code == "missing" and error.params == {"field": "pile"}
    error = error_of(lambda r: r.update(players=["Ana", "Ben"]))
    assert error.where == "hands"
    error = error_of(lambda r: r["moves"].append({"shift": [[0, 1]], "take": 0}))
    assert error.code == "take_and_shift"
    error = error_of(lambda r: r["moves"].append({"shift": [[0]]}))
    assert error.where == "move 1: shift 1"
    error = error_of(lambda r: r["moves"].append({"slot": 1}))
    assert error.code == "missing_take"
    error = error_of(lambda r: r["moves"].append({"take": 0, "slot": 1, "arrange": [6]}))
    assert error.code == "arrange_count"


def test_the_pinned_records_read_back_to_themselves():
    for path in sorted(RECORDS.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        assert load_record(path.read_bytes()).to_record() == record


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.floats(allow_nan=False)
    | st.sampled_from(["ghost", "6", "", "x"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["take", "slot", "shift", "arrange", "seat", "x"]), inner, max_size=3),
    max_leaves=8,
)
RECORD = json.loads((RECORDS / "three_players_unfinished.json").read_text(encoding="utf-8"))


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, path + (index,))


PATHS = [path for path in _paths(RECORD) if path]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(PATHS), JSON)
def test_a_damaged_record_gives_only_a_record_error(path, value):
    record = copy.deepcopy(RECORD)
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    try:
        game = Game.from_record(record)
    except RecordError as error:
        assert "\n" not in str(error) and error.code
    else:
        json.dumps(game.summary())


def test_random_games_write_records_that_read_back():
    for seed in range(20):
        game = random_game(50_000 + seed)
        assert Game.from_record(game.to_record()).to_record() == game.to_record()
