"""Rules page, "Teams": seats 1 and 3 against 2 and 4, team minutes, showing a tile."""

import pytest
from records import replay
from scripted_deals import scripted_game

from timekeeper.twentyfourseven import IllegalMove


def team_game():
    return scripted_game(5, [], players=4, teams=True, names=["Ana", "Ben", "Chloé", "Dev"])


def test_partners_sit_opposite_and_turns_alternate_teams():
    game = team_game()
    assert [game.partner(seat) for seat in range(4)] == [2, 3, 0, 1]
    for _ in range(4):
        game.place(game.rack(game.turn)[0], game.legal_cells(game.rack(game.turn)[0])[0])
    assert [t.seat % 2 for t in game.history] == [0, 1, 0, 1]


def test_team_minutes_are_the_partners_sum():
    game = replay("teams_with_shows")
    scores = game.scores
    assert game.team_scores == [scores[0] + scores[2], scores[1] + scores[3]]


def test_a_shown_tile_reaches_the_partner_alone_on_their_next_turn():
    game = team_game()
    shown = game.rack(0)[-1]
    tile = game.rack(0)[0]
    game.place(tile, game.legal_cells(tile)[0], show=shown)
    assert game.view(2)["shown_by_partner"] == shown
    assert game.view(1)["shown_by_partner"] is None
    assert game.view(3)["shown_by_partner"] is None
    assert game.view(0)["shown_by_partner"] is None
    # The partner sees it until they play; then it is gone.
    t = game.rack(1)[0]
    game.place(t, game.legal_cells(t)[0])
    assert game.turn == 2 and game.view(2)["shown_by_partner"] == shown
    t = game.rack(2)[0]
    game.place(t, game.legal_cells(t)[0])
    assert game.view(2)["shown_by_partner"] is None


def test_a_view_hides_the_other_racks():
    game = team_game()
    view = game.view(1)
    assert view["rack"] == game.rack(1)
    assert view["rack_sizes"] == [5, 5, 5, 5]
    assert "racks" not in view and "bag" not in view and "deal" not in view


def test_showing_needs_a_team_game_and_a_tile_of_the_rack():
    game = scripted_game(5, [])
    tile = game.rack(0)[0]
    with pytest.raises(IllegalMove) as error:
        game.place(tile, "D5", show=tile)
    assert error.value.code == "show_not_allowed"
    game = team_game()
    missing = next(v for v in range(1, 11) if v not in game.rack(0))
    with pytest.raises(IllegalMove) as error:
        game.place(game.rack(0)[0], "D5", show=missing)
    assert error.value.code == "show_not_in_rack"
    assert game.history == []


def test_shows_are_kept_in_the_record():
    game = replay("teams_with_shows")
    shows = [t.shown for t in game.history if t.shown is not None]
    assert shows
    assert [m.get("show") for m in game.to_record()["moves"] if "show" in m] == shows
