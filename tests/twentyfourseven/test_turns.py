"""Rules page, "A turn" and "Whose turn, and the end": placement, drawing, skips, the end."""

import pytest
from records import load, replay, replay_until
from scripted_deals import scripted_game

from timekeeper.twentyfourseven import CELLS, IllegalMove


def test_a_tile_may_touch_only_by_a_corner():
    game = scripted_game(5, [])
    turn = game.place(game.rack(0)[0], "C3")
    assert turn.cell == "C3" and game.board["C3"] == turn.tile


def test_a_cell_touching_no_tile_is_refused_in_words():
    game = scripted_game(5, [])
    error = game.why_not({"tile": game.rack(0)[0], "cell": "B2"})
    assert error.code == "not_touching" and str(error) == "B2 does not touch any tile."


def test_an_occupied_cell_is_refused():
    game = scripted_game(5, [])
    with pytest.raises(IllegalMove, match="D4 already holds a tile"):
        game.place(game.rack(0)[0], "D4")


def test_a_tile_not_in_the_rack_is_refused_with_the_players_name():
    game = scripted_game(5, [(1, "D5")], names=["Ana", "Ben"])
    missing = next(v for v in range(1, 11) if v not in game.rack(1))
    error = game.why_not({"tile": missing, "cell": "D6"})
    assert error.code == "not_in_rack" and str(error) == f"Ben has no {missing} in the rack."


def test_an_out_of_time_cell_is_refused_even_for_a_1():
    game = scripted_game(8, [(8, "C4"), (8, "E4")], spare=[1])
    assert game.out_of_time == ["B4", "F4"]
    assert game.why_not({"tile": 1, "cell": "B4"}).code == "out_of_time"
    assert "B4" not in game.legal_cells(1)


def test_a_line_past_24_is_refused_naming_the_line_and_its_sum():
    game = scripted_game(9, [(9, "D5")], spare=[7])
    error = game.why_not({"tile": 7, "cell": "D6"})
    assert str(error) == "Column D would sum to 25; 24 at most."
    assert error.params == {
        "cell": "D6", "tile": 7, "line_kind": "column", "line_name": "D", "total": 25,
        "line_cells": ["D4", "D5", "D6"],
    }


def test_illegal_diagonal_names_its_ends():
    game = scripted_game(9, [(9, "E5")], spare=[7])
    error = game.why_not({"tile": 7, "cell": "F6"})
    assert str(error) == "The diagonal D4-F6 would sum to 25; 24 at most."


def test_each_placement_draws_one_tile_from_the_bag():
    game = scripted_game(5, [])
    bag = game.bag_count
    turn = game.place(game.rack(0)[0], "D5")
    assert turn.drew and game.bag_count == bag - 1 and len(game.rack(0)) == 6


def test_seats_play_in_order():
    game = scripted_game(5, [(1, "D5"), (2, "D3")], players=3)
    assert [t.seat for t in game.history] == [0, 1] and game.turn == 2


def test_a_seat_that_cannot_place_is_skipped_and_the_table_is_told():
    record = load("three_players_skips")
    game = replay("three_players_skips")
    skip_turn = next(i for i, t in enumerate(game.history) if t.skipped)
    turn = game.history[skip_turn]
    before = replay_until(record, skip_turn + 1)
    for seat in turn.skipped:
        assert not before.can_play(seat)
        assert all(not before.legal_cells(tile) for tile in before.rack(seat))
    assert turn.next_seat not in turn.skipped
    assert game.history[skip_turn + 1].seat == turn.next_seat


def test_every_end_condition_closes_the_game():
    for name, ending in [
        ("two_players_racks_empty", "racks_empty"),
        ("two_players_board_full", "board_full"),
        ("two_players_board_closed_far_cells", "board_closed"),
        ("two_players_fewest_tiles", "no_legal_play"),
    ]:
        game = replay(name)
        assert game.finished and game.turn is None
        assert game.legal_placements() == []
        assert all(not game.can_play(seat) for seat in range(len(game.players)))
        assert game.result().ending == ending
        if ending == "racks_empty":
            assert game.rack_sizes == [0, 0]
        if ending in ("board_full", "board_closed"):
            assert game.legal_cells(1) == []
            empty = set(CELLS) - set(game.board) - set(game.out_of_time)
            # "board_closed": empty cells are left, but none touches a tile.
            assert bool(empty) == (ending == "board_closed")


def test_no_move_is_accepted_once_the_game_is_over():
    game = replay("two_players_racks_empty")
    with pytest.raises(IllegalMove, match="The game is over."):
        game.place(1, "A1")


def test_undo_takes_the_last_placement_back():
    game = scripted_game(5, [(1, "D5"), (2, "D6")])
    before = (game.board, game.scores, game.rack(0), game.rack(1), game.bag_count, game.turn)
    game.place(game.rack(0)[0], "C3")
    game.undo()
    after = (game.board, game.scores, game.rack(0), game.rack(1), game.bag_count, game.turn)
    assert after == before and len(game.history) == 2


def test_undo_with_nothing_played_says_so():
    game = scripted_game(5, [])
    with pytest.raises(IllegalMove, match="no move to take back"):
        game.undo()


def test_preview_scores_without_changing_anything():
    game = scripted_game(3, [], spare=[4])
    preview = game.preview(4, "D5")
    assert preview.points == 20 and game.board == {"D4": 3} and game.scores == [0, 0]
    assert game.place(4, "D5").points == preview.points


def test_dead_cells_count_every_tile_not_on_the_board_as_unseen():
    # C4+D4 on row 4 sum 20 after the 10s: B4 accepts at most 4; E4 at most ...
    game = scripted_game(10, [(10, "C4"), (2, "E5")])
    assert "B4" not in game.dead_cells()  # small tiles are still unseen
    assert all(cell not in game.out_of_time for cell in game.dead_cells())
