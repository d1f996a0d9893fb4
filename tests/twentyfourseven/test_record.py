"""Rules page, "Game record, version 1": written and read back, and every way it can be
malformed reported in one line."""

import copy
import json

import pytest
from records import load, replay

from timekeeper.twentyfourseven import Deal, Game, RecordError


def test_a_record_replays_to_the_same_game():
    game = replay("teams_with_shows")
    again = Game.from_record(json.loads(json.dumps(game.to_record())))
    assert again.board == game.board and again.scores == game.scores
    assert again.out_of_time == game.out_of_time and again.result() == game.result()


def test_the_record_has_the_specified_shape():
    game = Game(["Ana", "Ben"], Deal.from_seed("shape", 2))
    game.place(game.legal_placements()[0][0], game.legal_placements()[0][1])
    record = game.to_record()
    assert record["game"] == "twentyfourseven" and record["version"] == 1
    assert record["players"] == ["Ana", "Ben"] and record["teams"] is False
    assert set(record["deal"]) == {"start", "removed", "hands", "bag"}
    assert record["moves"][0].keys() >= {"tile", "cell"}


def test_unknown_keys_are_ignored_and_seats_are_optional():
    record = load("two_players_racks_empty")
    record["comment"] = "played in class 5B"
    for move in record["moves"]:
        move.pop("seat")
        move["note"] = "x"
    assert Game.from_record(record).scores == replay("two_players_racks_empty").scores


def test_a_record_may_stop_before_the_end():
    record = load("two_players_racks_empty")
    record["moves"] = record["moves"][:5]
    game = Game.from_record(record)
    assert not game.finished and len(game.history) == 5


def broken(change):
    record = copy.deepcopy(load("two_players_racks_empty"))
    change(record)
    return record


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda r: r["deal"]["bag"].append(5), "deal: 41 tiles, expected 40"),
        (lambda r: r["deal"]["bag"].pop(), "deal: 39 tiles, expected 40"),
        (lambda r: r["deal"]["removed"].pop(), "deal: 2 removed tiles, expected 3"),
        (lambda r: r["deal"]["hands"][0].append(r["deal"]["bag"].pop()),
         "deal: rack 1 holds 7 tiles, expected 6"),
        (lambda r: r["moves"][2].update(cell="H9"), 'move 3: "H9" is not a cell of the board'),
        (lambda r: r["moves"][2].update(cell=r["moves"][0]["cell"]),
         "move 3: .* already holds a tile"),
        (lambda r: r["moves"][1].update(seat=0),
         "move 2: the record says seat 0, but it is seat 1's turn"),
        (lambda r: r["moves"][0].pop("tile"), "move 1: 'tile' is missing"),
        (lambda r: r.update(version=2), "version 2 cannot be read"),
        (lambda r: r.update(game="chess"), 'game "chess" is not one of'),
        (lambda r: r.update(teams=True), "teams: team play needs 4 players"),
        (lambda r: r.update(players=["Solo"]), "players: 1 names, expected 2 to 4"),
        (lambda r: r["moves"].append({"tile": 1, "cell": "A1"}),
         "move 37: the game is already over"),
    ],
)
def test_malformed_records_say_what_is_wrong_and_where(change, message):
    with pytest.raises(RecordError, match=message):
        Game.from_record(broken(change))


def test_a_tile_not_in_the_rack_is_reported_with_its_move():
    def swap(record):
        move = record["moves"][0]
        rack = record["deal"]["hands"][0]
        move["tile"] = next(v for v in range(1, 11) if v not in rack)

    with pytest.raises(RecordError, match=r"move 1: Ana has no \d+ in the rack"):
        Game.from_record(broken(swap))


def test_an_out_of_time_cell_is_reported_with_its_move():
    game = replay("two_players_board_full")
    stoned_at = next(i for i, t in enumerate(game.history) if t.new_stones)
    stone = game.history[stoned_at].new_stones[0]

    def play_on_stone(record):
        record["moves"] = record["moves"][: stoned_at + 1] + [{"tile": 1, "cell": stone}]

    record = copy.deepcopy(load("two_players_board_full"))
    play_on_stone(record)
    with pytest.raises(RecordError, match=f"move {stoned_at + 2}: .*"):
        Game.from_record(record)
