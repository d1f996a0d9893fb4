"""A whole 2-player game through the page, from the new-game screen to the end screen."""

import json

from game_driver import (
    board_tiles,
    game_over,
    open_page,
    play_turn,
    saved_record,
    start_game,
)


def test_a_two_player_game_from_setup_to_the_end_screen(page, server):
    open_page(page, server)
    # With this seed, playing the first lit cell of the first tile that fits, a player
    # cannot place a tile near the end and is skipped.
    start_game(page, ["Ana", "Ben"], seed="skip-142")
    played, skips, scoring_turns = [], [], 0
    for _ in range(60):
        if game_over(page):
            break
        player, tile, cell = play_turn(page)
        played.append((player, tile, cell))
        assert board_tiles(page)[cell] == tile, f"{tile} not drawn on {cell}"
        summary = page.locator(".card.summary").inner_text()
        if " scored " in summary:
            # The points are announced and the cells that scored are lit.
            scoring_turns += 1
            assert f"{player} scored " in page.locator("#live").inner_text()
            assert page.locator("#board .cell.scored").count() >= 2
        skips += [line for line in summary.splitlines() if "misses this turn" in line]
    assert game_over(page), "the game did not end within 60 turns"

    # Turns alternated from Ana; someone scored; the skipped turn was announced.
    assert [p for p, _, _ in played[:4]] == ["Ana", "Ben", "Ana", "Ben"]
    assert scoring_turns > 0
    assert len(skips) == 1 and skips[0].endswith("cannot place a tile and misses this turn.")
    assert "misses this turn" in page.locator("ol.log").inner_text()
    # The end screen: a verdict, the ranking of both players, their time sheets, the log.
    verdict = page.locator(".verdict").inner_text()
    assert "wins!" in verdict or "draw" in verdict.lower()
    ranking = page.locator("table.ranking tbody tr")
    assert ranking.count() == 2
    names = {ranking.nth(i).locator("th").inner_text() for i in range(2)}
    assert names == {"Ana", "Ben"}
    sheet = page.locator("table.timesheet")
    assert not sheet.is_visible()  # folded under its title: one tap away
    page.get_by_text("Time sheet", exact=True).click()
    assert sheet.locator("thead th").all_inner_texts()[1:] == ["Ana", "Ben"]
    assert sheet.locator("tbody tr").count() >= len(played) // 2
    assert page.locator("ol.log li").count() == len(played)

    # The time sheet's totals are the ranking's minutes.
    totals = [int(t) for t in sheet.locator("tfoot td").all_inner_texts()]
    by_name = {ranking.nth(i).locator("th").inner_text():
               int(ranking.nth(i).locator("td").nth(1).inner_text()) for i in range(2)}
    assert totals == [by_name["Ana"], by_name["Ben"]]

    # The record downloads as JSON, version 1, with every move.
    with page.expect_download() as info:
        page.get_by_role("button", name="Download the game record").click()
    record = json.loads(open(info.value.path(), encoding="utf-8").read())
    assert record["version"] == 1 and record["players"] == ["Ana", "Ben"]
    assert [(m["tile"], m["cell"]) for m in record["moves"]] == [(t, c) for _, t, c in played]
    assert saved_record(page)["moves"] == record["moves"]

    # Play again with the same players: a fresh game, hand-off to the first player.
    page.get_by_role("button", name="Play again, same players").click()
    assert page.locator("button.handoff").inner_text().startswith("Pass the tablet to Ana")
    assert len(board_tiles(page)) == 1
    assert page.console_errors == []
