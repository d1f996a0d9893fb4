"""A 4-player team game: partners opposite, team totals, and a tile shown to the partner
that the partner alone sees."""

from game_driver import confirm, open_page, place_first_legal, rack, reveal, start_game


def shown_note(page):
    return page.locator(".card.shown")


def test_a_team_game_shows_a_tile_to_the_partner_only(page, server):
    open_page(page, server)
    start_game(page, ["Ana", "Ben", "Cleo", "Dan"], seed="teams-1", teams=True)

    # Ana's turn: she shows one of her tiles to Cleo, then plays.
    assert reveal(page) == "Ana"
    assert not shown_note(page).is_visible()
    shown = rack(page)[-1]
    page.get_by_label("Show one tile to Cleo (optional)").select_option(str(shown))
    place_first_legal(page)
    confirm(page)

    # Ben (the other team) sees no shown tile.
    assert reveal(page) == "Ben"
    assert not shown_note(page).is_visible()
    assert "showed you" not in page.locator(".turn").inner_text()
    # What the last turn did is public, as the log writes it: a tile was shown, never which.
    last = page.locator(".last-turn-move").inner_text()
    assert last == page.locator("ol.log li").first.inner_text()
    assert last.startswith("Ana showed a tile to Cleo.\n")
    place_first_legal(page)
    confirm(page)

    # Cleo, Ana's partner, sees it when she takes the tablet.
    assert reveal(page) == "Cleo"
    assert shown_note(page).inner_text().replace("\n", " ").strip() == \
        f"Ana showed you a tile: {shown}"
    # The log tells everyone a tile was shown, never which.
    entry = page.locator("ol.log li").last.inner_text()
    assert "Ana showed a tile to Cleo." in entry
    assert f"tile: {shown}" not in entry
    place_first_legal(page)
    confirm(page)

    # Dan sees nothing; and after Dan, Ana's own view has no shown tile either.
    assert reveal(page) == "Dan"
    assert not shown_note(page).is_visible()
    place_first_legal(page)
    confirm(page)
    assert reveal(page) == "Ana"
    assert not shown_note(page).is_visible()

    # Team totals: two teams, partners together, minutes are the sum of the players'.
    teams = page.locator("table.scores.teams tbody tr")
    assert teams.count() == 2
    assert "Ana and Cleo" in teams.nth(0).inner_text()
    assert "Ben and Dan" in teams.nth(1).inner_text()
    players = page.locator("table.scores:not(.teams) tbody tr")
    minutes = [int(players.nth(i).locator("td").nth(0).inner_text()) for i in range(4)]
    team_minutes = [int(teams.nth(i).locator("td").nth(0).inner_text()) for i in range(2)]
    assert team_minutes == [minutes[0] + minutes[2], minutes[1] + minutes[3]]
    assert page.console_errors == []
