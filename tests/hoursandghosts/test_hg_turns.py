"""A turn (rules page, "A turn", "Winning and the end"): take from the right-hand neighbour,
place, ghost, keep or box, the draws, full rows, the win and the draw."""

import pytest
from hg_support import make_game, set_table

from timekeeper.hoursandghosts import GHOST, IllegalMove

_ = None
FULL = [6, 8, 10, 12, 14, 16, 18]
CLOSED = [21, _, _, _, _, _, _]  # 20 fits nowhere in this row


def refused(game, move) -> IllegalMove:
    before = (game.summary(), game.steps_in_progress(), [game.hand(s) for s in range(len(
        game.players))])
    with pytest.raises(IllegalMove) as caught:
        game.play(move)
    after = (game.summary(), game.steps_in_progress(), [game.hand(s) for s in range(len(
        game.players))])
    assert after == before, "a refused move changes nothing"
    return caught.value


# ------------------------------------------------------------------------ taking
def test_seat_takes_from_its_right_hand_neighbour():
    game = make_game(3, hands=[[], [], [14]])
    event = game.play({"take": 0})
    assert (event.source, event.taken) == (2, 14)
    assert game.hand_sizes == [7, 7, 6]
    assert game.phase == "place" and game.turn == 0
    assert game.pending == {"seat": 0, "card": 14, "slots": [0, 1, 2, 3, 4, 5, 6]}
    game.play({"slot": 3})
    game.play({"end": True})
    assert game.turn == 1 and game.phase == "take"
    assert game.play({"take": 6}).source == 0  # seat 1 takes from seat 0
    assert game.neighbour(0) == 2 and game.neighbour(1) == 0


def test_take_past_the_end_of_the_hand():
    game = make_game(2)
    error = refused(game, {"take": 7})
    assert error.code == "take_position"
    assert error.params == {"position": 7, "size": 7, "player": "Lucas", "neighbour": 1}
    assert str(error) == "Lucas holds 7 cards; there is no card at position 7."
    assert refused(game, {"take": -1}).code == "take_position"


@pytest.mark.parametrize("value", [1.0, True, "1", None, [1]])
def test_take_must_be_a_whole_number(value):
    error = refused(make_game(2), {"take": value})
    assert error.code == "bad_value" and error.params["field"] == "take"


# ------------------------------------------------------------------------ placing
def test_placing_only_where_the_row_stays_strictly_increasing():
    game = make_game(2, hands=[[], [13]])
    set_table(game, rows={0: [_, 15, _, _, _, _, _]})
    game.play({"take": 0})
    assert game.pending["slots"] == [0]
    error = refused(game, {"slot": 2})
    assert error.code == "slot_no_fit"
    assert str(error) == "13:00 does not fit slot 3: the row must go forward from left to right."
    assert error.params == {"card": 13, "slot": 2, "after": 15, "before": None, "slots": [0]}
    assert refused(game, {"slot": 1}).code == "slot_taken"
    assert refused(game, {"slot": 7}).code == "bad_slot"
    event = game.play({"slot": 0})
    assert event.outcome == "placed" and event.slot == 0
    assert game.row(0) == [13, 15, _, _, _, _, _]


def test_never_the_same_hour_twice():
    game = make_game(2, hands=[[], [15]])
    set_table(game, rows={0: [_, 15, _, _, _, _, _]})
    event = game.play({"take": 0})
    assert event.outcome == "kept" and event.could_place == [1]


def test_a_card_that_fits_must_be_placed():
    game = make_game(2, hands=[[], [9]])
    set_table(game, rows={0: [_, _, _, 20, _, _, _]})
    game.play({"take": 0})
    error = refused(game, {"end": True})
    assert error.code == "wrong_step"
    assert error.params == {"step": "end", "phase": "place", "expected": ["slot"]}
    assert refused(game, {"arrange": game.hand(0)}).code == "wrong_step"
    # the whole record move without its slot
    game = make_game(2, hands=[[], [9]])
    set_table(game, rows={0: [_, _, _, 20, _, _, _]})
    with pytest.raises(IllegalMove) as caught:
        game.play_turn({"take": 0})
    assert caught.value.code == "must_place"
    assert caught.value.params == {"card": 9, "slots": [0, 1, 2]}
    assert str(caught.value) == "09:00 fits a free slot of the row: it must be placed."
    assert game.hand_sizes == [7, 7] and game.steps_in_progress() == []


def test_a_card_that_fits_even_where_the_row_cannot_then_be_completed():
    game = make_game(2, hands=[[], [21]])
    game.play({"take": 0})
    game.play({"slot": 0})  # 21 on the far left: the row is stuck, but it was legal
    assert game.stuck(0) == {"slots": [1, 2, 3, 4, 5, 6], "between": [21, None], "hours": 1}


# ------------------------------------------------------------------------ ghost
def test_a_ghost_is_shown_and_ends_the_turn():
    game = make_game(2, hands=[[], [GHOST]])
    event = game.play({"take": 0})
    assert event.outcome == "ghost" and event.taken == GHOST
    assert event.to_dict()["taken"] == "ghost"
    assert game.phase == "finish" and game.hand(0)[-1] == GHOST
    assert game.known_ghosts == [1, 0]
    assert game.legal_moves()[0] == {"end": True}
    game = make_game(2, hands=[[], [GHOST]])
    with pytest.raises(IllegalMove) as caught:
        game.play_turn({"take": 0, "slot": 0})
    assert caught.value.code == "slot_not_placed"
    assert str(caught.value) == "A ghost is never placed: no slot."


def test_a_taken_ghost_is_no_longer_known_in_the_hand_it_left():
    game = make_game(3, hands=[[], [GHOST], [GHOST]])
    game.play_turn({"take": 0})  # seat 0 takes seat 2's ghost
    assert game.known_ghosts == [1, 0, 0]
    game.play_turn({"take": 7})  # seat 1 takes it from seat 0 (right end)
    assert game.known_ghosts == [0, 1, 0]


# ------------------------------------------------------------------ kept or boxed
def test_kept_when_the_neighbour_could_place_it():
    game = make_game(3, hands=[[], [], [20]])
    set_table(game, rows={0: CLOSED, 1: CLOSED})
    event = game.play({"take": 0})
    assert event.outcome == "kept" and event.could_place == [2]
    assert game.hand(0)[-1] == 20 and game.hand_sizes == [8, 7, 6]
    assert game.phase == "finish" and game.boxed == []


def test_kept_when_another_player_could_place_it():
    game = make_game(3, hands=[[], [], [20]])
    set_table(game, rows={0: CLOSED, 2: CLOSED})
    event = game.play({"take": 0})
    assert event.outcome == "kept" and event.could_place == [1]
    assert event.to_dict()["could_place"] == [1]


def test_boxed_when_nobody_could_place_it_and_the_taker_draws():
    game = make_game(3, hands=[[], [], [20]], pile=[9])
    set_table(game, rows={0: CLOSED, 1: CLOSED, 2: CLOSED})
    event = game.play({"take": 0})
    assert event.outcome == "boxed" and event.could_place == []
    assert game.boxed == [20]
    assert game.hand(0)[-1] == 9 and game.hand_sizes == [8, 7, 6] and game.pile_count == 14
    assert event.draws == [{"seat": 0, "count": 1, "reason": "boxed"}]
    assert "9" not in str(event.to_dict()["draws"])  # the drawn card stays secret
    game = set_table(make_game(3, hands=[[], [], [20]]), rows={0: CLOSED, 1: CLOSED, 2: CLOSED})
    with pytest.raises(IllegalMove) as caught:
        game.play_turn({"take": 0, "slot": 1})
    assert caught.value.code == "slot_not_placed"
    assert str(caught.value) == "20:00 fits no free slot of Chloé's row: no slot."


def test_boxing_with_an_empty_pile_draws_nothing():
    game = make_game(3, hands=[[], [], [20]])
    set_table(game, rows={0: CLOSED, 1: CLOSED, 2: CLOSED}, pile=[])
    event = game.play({"take": 0})
    assert event.outcome == "boxed" and game.hand_sizes == [7, 7, 6]
    assert event.draws == [{"seat": 0, "count": 0, "reason": "boxed"}]


# ------------------------------------------------------------ always an hour card
def test_the_neighbour_draws_before_the_taker():
    game = make_game(2, hands=[[], [20]])
    set_table(game, hands={1: [20]}, rows={0: CLOSED, 1: CLOSED}, pile=[9, 10, 11])
    event = game.play({"take": 0})
    assert event.outcome == "boxed"
    assert event.draws == [{"seat": 1, "count": 1, "reason": "no_hour_card"},
                           {"seat": 0, "count": 1, "reason": "boxed"}]
    assert game.hand(1) == [9] and game.hand(0)[-1] == 10 and game.pile_count == 1


def test_a_hand_of_ghosts_only_is_announced_and_draws_at_once():
    game = make_game(3, hands=[[], [], [GHOST, GHOST, 12]], pile=[7])
    set_table(game, hands={2: [GHOST, GHOST, 12]})
    event = game.play({"take": 2})
    assert game.phase == "place"  # the draw came before the slot
    assert game.hand(2) == [GHOST, GHOST, 7]
    assert event.draws == [{"seat": 2, "count": 1, "reason": "no_hour_card", "ghosts_shown": 2}]
    assert game.known_ghosts == [0, 0, 2]


def test_no_draw_for_a_hand_of_ghosts_when_the_pile_is_empty():
    game = make_game(2, hands=[[], [GHOST, 12]])
    set_table(game, hands={1: [GHOST, 12]}, pile=[])
    event = game.play({"take": 1})
    assert event.draws == [] and game.hand(1) == [GHOST] and game.known_ghosts == [0, 0]


# ------------------------------------------------------------------- full rows
def test_a_full_row_keeps_what_it_takes():
    game = make_game(2, hands=[[GHOST], [20]])
    set_table(game, rows={0: FULL})
    event = game.play({"take": 0})
    assert event.outcome == "kept" and event.full_row and event.could_place is None
    assert game.hand(0)[-1] == 20 and game.phase == "finish"
    assert event.to_dict()["full_row"] is True
    assert game.legal_moves()[0] == {"end": True}
    game = set_table(make_game(2, hands=[[GHOST], [20]]), rows={0: FULL})
    with pytest.raises(IllegalMove) as caught:
        game.play_turn({"take": 0, "slot": 3})
    assert str(caught.value) == "Chloé's row is full: no slot."


def test_a_full_row_with_a_ghost_wins_when_the_left_neighbour_takes_it():
    game = make_game(3, hands=[[GHOST, 15]])
    set_table(game, hands={0: [GHOST, 15]}, rows={0: FULL})
    game.play_turn({"take": 0})  # seat 0 takes from seat 2 and keeps it: no win yet
    assert not game.finished and game.turn == 1
    event = game.play({"take": 0})  # seat 1, seat 0's left neighbour, takes the ghost
    assert event.outcome == "ghost" and event.winner == 0 and event.done
    assert game.finished and game.turn is None and game.phase is None
    assert game.legal_moves() == [] and game.steps_in_progress() == []
    result = game.result()
    assert result.winners == [0] and not result.draw and result.ending == "full_row"
    assert game.summary()["winners"] == [0]
    assert refused(game, {"end": True}).code == "game_over"


def test_a_full_row_with_a_ghost_does_not_win_yet():
    game = make_game(2, hands=[[GHOST], [20]])
    set_table(game, rows={0: [6, 7, 8, 9, 10, 11, _]})
    game.play({"take": 0})  # 20
    game.play({"slot": 6})
    assert not game.finished and game.phase == "finish"


def test_placing_the_seventh_card_wins_at_once():
    game = make_game(2, hands=[[13, 14], [22, GHOST]])
    set_table(game, rows={0: [6, 7, 8, 9, 10, 11, _]})
    game.play({"take": 0})
    event = game.play({"slot": 6})
    assert event.winner == 0 and event.ending == "full_row" and game.finished
    assert game.phase is None
    result = game.result()
    assert result.ranking == [
        {"seats": [0], "place": 1, "placed": 7, "ghosts": 0},
        {"seats": [1], "place": 2, "placed": 0, "ghosts": 1},
    ]
    assert [e.to_dict()["outcome"] for e in game.history] == ["placed"]


def test_others_rank_by_cards_placed():
    game = make_game(3, hands=[[13], [], [22]])
    set_table(game, rows={0: [6, 7, 8, 9, 10, 11, _], 1: [6, _, _, _, _, _, _],
                          2: [6, 7, _, _, _, _, _]})
    game.play_turn({"take": 0, "slot": 6})
    assert [(e["seats"], e["place"], e["placed"]) for e in game.result().ranking] == [
        ([0], 1, 7), ([2], 2, 2), ([1], 2, 1)]


# ---------------------------------------------------------------------- the draw
def test_empty_pile_then_an_empty_hand_is_a_draw():
    game = make_game(2, hands=[[], [14]])
    set_table(game, hands={1: [14]}, pile=[])
    game.play({"take": 0})
    assert game.phase == "place" and not game.finished  # the card is dealt with first
    event = game.play({"slot": 3})
    assert event.draw and event.ending == "empty_hand" and event.empty_hand == 1
    assert game.finished
    result = game.result()
    assert result.draw and result.winners == [] and result.ending == "empty_hand"
    assert [entry["place"] for entry in result.ranking] == [1, 1]
    summary = game.summary()
    assert summary["draw"] is True and summary["winners"] == [] and summary["finished"]


def test_an_empty_hand_ends_the_game_at_the_take_when_nothing_is_placed():
    game = make_game(2, hands=[[], [20]])
    set_table(game, hands={1: [20]}, rows={0: CLOSED}, pile=[])
    event = game.play({"take": 0})
    assert event.outcome == "kept" and event.draw and game.finished


def test_a_win_beats_an_empty_hand():
    game = make_game(3, hands=[[GHOST]])
    set_table(game, hands={0: [GHOST]}, rows={0: FULL}, pile=[], turn=1)
    event = game.play({"take": 0})
    assert game.hand(0) == [] and event.winner == 0 and not event.draw
    assert game.result().winners == [0] and not game.result().draw


def test_a_winner_does_not_draw():
    game = make_game(3, hands=[[GHOST]])
    set_table(game, hands={0: [GHOST]}, rows={0: FULL}, turn=1)
    event = game.play({"take": 0})
    assert event.winner == 0 and game.hand(0) == [] and event.draws == []


# ----------------------------------------------------------------------- arrange
def test_arrange_reorders_the_hand_and_ends_the_turn():
    game = make_game(2, hands=[[6, 7, 8], [GHOST]])
    game.play({"take": 0})
    hand = game.hand(0)
    event = game.play({"arrange": hand[::-1]})
    assert event.done and event.to_dict()["arranged"] is True
    assert game.hand(0) == hand[::-1] and game.turn == 1
    assert "arrange" not in event.to_dict()  # the order is secret
    assert game.to_record()["moves"][-1] == {"seat": 0, "take": 0, "arrange": hand[::-1]}


def test_arrange_must_reorder_the_hand():
    game = make_game(2, hands=[[6, 7, 8], [GHOST]])
    game.play({"take": 0})
    hand = game.hand(0)
    assert refused(game, {"arrange": hand[:-1] + [22]}).code == "arrange_not_reorder"
    error = refused(game, {"arrange": hand[1:]})
    assert error.code == "arrange_count" and error.params == {"count": 7, "expected": 8}
    assert refused(game, {"arrange": hand[:-1] + ["Ghost"]}).code == "bad_card"
    assert refused(game, {"arrange": hand[:-1] + [8.0]}).code == "bad_card"
    assert refused(game, {"arrange": "all"}).code == "bad_arrange"
    assert refused(game, {"end": False}).code == "bad_end"


def test_any_reordering_is_accepted():
    game = make_game(2, hands=[[6, 7, 8, 9, 10, 11, 12], [GHOST]])
    game.play({"take": 0})
    order = sorted(game.hand(0), key=str)
    game.play({"arrange": order})
    assert game.hand(0) == order


def test_cards_that_join_a_hand_go_to_its_right_end_the_others_keep_their_order():
    game = make_game(2, hands=[[GHOST], [20, 15, 16]])
    set_table(game, rows={0: [_, 17, 21, _, _, _, _]})
    before = game.hand(0)
    game.play_turn({"take": 1, "slot": 0})  # 15 goes left of 17
    assert game.hand(1)[:2] == [20, 16]
    game.play_turn({"take": 0})  # seat 1 takes the ghost
    assert game.hand(1)[-1] == GHOST and game.hand(0) == before[1:]
    game.play_turn({"take": 0})  # seat 0 takes 20: it fits nowhere, seat 1 could place it
    assert game.hand(0) == before[1:] + [20]
