"""A whole 12-hour race for 2 players through taps, from the home screen to the end screen:
cards chosen by what lights up, the hour board turning to the finish, a reshuffle told to the
table, places, kilometres and points at the end, and the record the page keeps."""

import json
import re

from l24_driver import (
    km_of,
    open_page,
    open_setup,
    play_turn,
    race_over,
    saved_record,
    start_race,
    summary,
)
from timekeeper.les24heures import Game, new_game

SEED = "race-158"  # 115 turns with play_turn's choices (the shortest of 200 seeds tried)


def test_a_12_hour_race_for_two_from_the_home_screen_to_the_end(page, server):
    open_page(page, server)
    open_setup(page)
    page.get_by_role("button", name="12 hours", exact=True).click()
    assert page.get_by_role("button", name="12 hours", exact=True).get_attribute(
        "aria-pressed") == "true"
    start_race(page, ["Ana", "Ben"], seed=SEED)
    assert page.locator(".l24-hour").count() == 13  # hours 1 to 12 and the finish
    assert page.locator(".l24-hour.night").count() == 6
    assert page.locator(".l24-now").inner_text() == "Hour 1 of 12 · day"

    played, told = [], []
    for _ in range(200):
        if race_over(page):
            break
        played.append(play_turn(page))
        told.append(summary(page))
    assert race_over(page), "the race did not finish within 200 turns"
    assert len(played) == 115
    assert [player for player, _, _ in played[:4]] == ["Ana", "Ben", "Ana", "Ben"]
    everything = "\n".join(told)
    assert "The hour board turns: hour 7, night (no 350)." in everything
    assert "The hour board turns: hour 13" not in everything
    assert "the discard pile is shuffled into a new draw pile" in everything
    assert "The hour board shows the finish card." in told[-1]
    assert "The race is over!" in told[-1]

    # The end screen: the finish, a verdict, places, kilometres and points for both cars.
    assert page.locator(".l24-hour.finish.now").count() == 1
    assert page.locator(".verdict").inner_text().endswith("wins!")
    rows = page.locator("table.l24-ranking tbody tr")
    assert rows.count() == 2
    ranking = [rows.nth(i).locator("th, td").all_inner_texts() for i in range(2)]
    assert [r[0] for r in ranking] == ["1", "2"]
    assert {r[1] for r in ranking} == {"Ana", "Ben"}
    assert [r[3] for r in ranking] == ["9", "6"]
    assert all(re.fullmatch(r"\d{1,2}(,\d{3})?\u00a0km", r[2]) for r in ranking)
    assert page.locator(".l24-place").all_inner_texts() in (["1.", "2."], ["2.", "1."])

    # What the page shows is what the engine says of the record it kept.
    record = saved_record(page)
    game = Game.from_record(json.loads(json.dumps(record)))
    assert game.finished and len(record["moves"]) == len(played)
    assert km_of(page) == [f"{km:,}\u00a0km" for km in game.km]
    # The page's reshuffles (Pyodide) are the ones the seed makes on CPython for these plays.
    again = new_game(["Ana", "Ben"], {"hours": 12}, seed=SEED)
    for move in record["moves"]:
        again.play(move)
    assert record["reshuffles"] and again.reshuffles == record["reshuffles"]
    winner = game.players[game.result().winners[0]]
    assert page.locator(".verdict").inner_text() == f"{winner} wins!"
    assert page.get_by_role("button", name="Race again, same players").is_visible()
    assert page.console_errors == []
