"""Rules page, "Winning" and the team tie-break."""

from records import replay

from timekeeper.twentyfourseven.result import decide


def test_most_minutes_wins():
    result = decide([40, 90, 60], [0, 2, 0], teams=False)
    assert result.winners == [1] and not result.draw and result.tie_break is None
    assert [entry["seats"] for entry in result.ranking] == [[1], [2], [0]]


def test_places_are_shared_only_by_sides_level_on_minutes_and_tiles():
    result = decide([90, 90, 60, 60], [1, 1, 0, 2], teams=False)
    assert [(e["seats"], e["place"]) for e in result.ranking] == [
        ([0], 1), ([1], 1), ([2], 3), ([3], 4)]


def test_a_tie_goes_to_the_fewest_tiles_left():
    result = decide([90, 90, 60], [2, 1, 0], teams=False)
    assert result.winners == [1] and result.tie_break == "fewest_tiles"


def test_still_tied_is_a_draw():
    result = decide([90, 90, 60], [1, 1, 0], teams=False)
    assert result.winners == [0, 1] and result.draw and result.tie_break == "draw"


def test_a_tie_with_all_racks_empty_is_a_draw():
    result = decide([90, 90], [0, 0], teams=False)
    assert result.draw and result.winners == [0, 1]


def test_teams_add_their_minutes_and_their_tiles():
    result = decide([50, 40, 30, 60], [1, 0, 0, 2], teams=True)
    assert result.winners == [1, 3]  # 100 against 80
    result = decide([50, 40, 50, 60], [1, 0, 0, 2], teams=True)
    assert result.winners == [0, 2] and result.tie_break == "fewest_tiles"  # 1 tile against 2


def test_real_games_end_with_the_printed_tie_breaks():
    game = replay("two_players_fewest_tiles")
    result = game.result()
    assert game.scores[0] == game.scores[1]
    fewer = min(range(2), key=lambda seat: game.rack_sizes[seat])
    assert result.winners == [fewer] and result.tie_break == "fewest_tiles"

    game = replay("two_players_draw")
    assert game.result().draw and game.result().winners == [0, 1]

    game = replay("teams_fewest_tiles")
    team_tiles = [game.rack_sizes[0] + game.rack_sizes[2], game.rack_sizes[1] + game.rack_sizes[3]]
    assert game.team_tiles_left == team_tiles
    assert game.team_scores[0] == game.team_scores[1]
    best = 0 if team_tiles[0] < team_tiles[1] else 1
    assert game.result().winners == [best, best + 2]

    game = replay("teams_draw")
    assert game.result().draw and game.result().winners == [0, 1, 2, 3]
