"""Property tests over thousands of random games (Hypothesis): the invariants of the rules
hold whatever the deal and whatever legal moves are chosen."""

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from timekeeper.twentyfourseven import CELLS, Deal, Game
from timekeeper.twentyfourseven.board import RAYS, parse_cell

ALL_TILES = Counter({value: 4 for value in range(1, 11)})
GAMES = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def random_games(draw):
    """A game from a random seed and player count, played to the end (or stopped early) by
    random legal choices, with random shown tiles in team games."""
    players = draw(st.integers(2, 4))
    teams = players == 4 and draw(st.booleans())
    seed = draw(st.text(min_size=1, max_size=8))
    game = Game([f"P{i}" for i in range(players)], Deal.from_seed(seed, players), teams=teams)
    stop_after = draw(st.integers(0, 60))
    while not game.finished and len(game.history) < stop_after:
        tile, cell = draw(st.sampled_from(game.legal_placements()))
        show = draw(st.sampled_from([None, *game.rack(game.turn)])) if teams else None
        game.place(tile, cell, show=show)
    return game


def line_sums(board: dict[str, int]):
    """Every maximal line on the board with its sum (recomputed from scratch)."""
    tiles = {parse_cell(c): v for c, v in board.items()}
    for index in tiles:
        for back, forward in RAYS[index]:
            line = [index]
            for direction_cells in (back, forward):
                for cell in direction_cells:
                    if cell not in tiles:
                        break
                    line.append(cell)
            yield sum(tiles[c] for c in line)


@GAMES
@given(random_games())
def test_the_forty_tiles_are_always_all_accounted_for(game):
    on_board = Counter(game.board.values())
    in_racks = Counter(t for seat in range(len(game.players)) for t in game.rack(seat))
    removed = Counter(game.deal.removed)
    bag = Counter(game.deal.bag[len(game.deal.bag) - game.bag_count :])
    assert on_board + in_racks + removed + bag == ALL_TILES


@GAMES
@given(random_games())
def test_no_line_ever_sums_past_24(game):
    assert max(line_sums(game.board)) <= 24


@GAMES
@given(random_games())
def test_every_stoned_cell_really_is_unplayable(game):
    board = dict(game.board)
    for cell in game.out_of_time:
        assert cell not in board
        board[cell] = 1
        assert max(line_sums(board)) > 24, f"{cell} could take a 1"
        del board[cell]


@GAMES
@given(random_games())
def test_open_cells_that_even_a_1_would_overflow_are_stoned(game):
    board = dict(game.board)
    for cell in CELLS:
        if cell in board or cell in game.out_of_time:
            continue
        board[cell] = 1
        assert max(line_sums(board)) <= 24, f"{cell} should be out of time"
        del board[cell]


@GAMES
@given(random_games())
def test_a_turns_points_equal_the_sum_of_its_combinations(game):
    for turn in game.history:
        assert turn.points == sum(combo.minutes for combo in turn.combos)
        assert all(turn.cell in combo.cells for combo in turn.combos)
    assert sum(game.scores) == sum(turn.points for turn in game.history)


@GAMES
@given(random_games())
def test_replaying_a_games_record_gives_the_same_game(game):
    again = Game.from_record(game.to_record())
    assert again.board == game.board
    assert again.scores == game.scores
    assert again.out_of_time == game.out_of_time
    assert [again.rack(s) for s in range(len(game.players))] == [
        game.rack(s) for s in range(len(game.players))
    ]
    assert again.turn == game.turn and again.result() == game.result()
    assert again.history == game.history


@GAMES
@given(random_games())
def test_legal_moves_are_exactly_the_moves_play_accepts(game):
    if game.finished:
        assert game.legal_placements() == []
        return
    legal = set(game.legal_placements())
    for tile in set(game.rack(game.turn)):
        for cell in CELLS:
            refused = game.why_not({"tile": tile, "cell": cell})
            assert ((tile, cell) in legal) == (refused is None)


@settings(max_examples=150, deadline=None)
@given(random_games())
def test_undo_returns_to_the_game_before_the_last_move(game):
    if not game.history:
        return
    before = Game.from_record(dict(game.to_record(), moves=game.to_record()["moves"][:-1]))
    game.undo()
    assert game.board == before.board and game.scores == before.scores
    assert game.turn == before.turn and game.out_of_time == before.out_of_time
