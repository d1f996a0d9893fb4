"""A Gold Cup: race 1 (Le Mans) is finished from a record loaded one play before the end;
its points go into the cup standings; the next race (Francorchamps) starts from the end
screen's first button; a reload in the middle of race 2 resumes from the home screen with
race 1's points still counted."""

from e2e_support import wait_playable
from l24_driver import (
    choose_like_play_turn,
    hand,
    load_record,
    open_page,
    play_turn,
    reveal,
    select,
    tap_discard,
)
from timekeeper.les24heures import new_game

SEED = "cup-1"


def race_one_but_its_last_play():
    """The record of Le Mans played by play_turn's choices, without its last play (a race
    hour at hour 24), and the points each car ends with."""
    game = new_game(["Ana", "Ben"], {"cup": True}, seed=SEED)
    while not game.finished:
        game.play(choose_like_play_turn(game))
    record = game.to_record()
    assert record["moves"][-1]["play"] == "race-hour"
    record["moves"] = record["moves"][:-1]
    return record, game.result().details["points"], game.players[game.history[-1].seat]


def cup_rows(page) -> dict[str, list[str]]:
    """The cup standings: each car's points in races 1 to 4, its total and its place."""
    rows = page.locator("table.l24-cup tbody tr")
    return {rows.nth(i).locator("th").inner_text(): rows.nth(i).locator("td").all_inner_texts()
            for i in range(rows.count())}


def test_a_gold_cup_carries_points_from_race_to_race_across_a_reload(page, server):
    record, points, last_player = race_one_but_its_last_play()
    open_page(page, server)
    load_record(page, record)
    assert page.locator(".l24-race").inner_text() == "Gold Cup, race 1 of 4: 24 Hours of Le Mans"
    assert page.locator(".l24-now").inner_text() == "Hour 24 of 24 · day"
    assert cup_rows(page) == {"Ana": ["–", "–", "–", "–", "0", "1"],
                              "Ben": ["–", "–", "–", "–", "0", "1"]}
    assert page.locator(".l24-cup-status").inner_text() == \
        "This race counts for the cup once it is finished."

    assert reveal(page) == last_player
    select(page, hand(page).index("Race hour"))
    tap_discard(page)
    page.get_by_role("heading", name="Game over").wait_for()
    expected = {"Ana": str(points[0]), "Ben": str(points[1])}
    rows = cup_rows(page)
    assert {name: row[0] for name, row in rows.items()} == expected
    assert {name: row[4] for name, row in rows.items()} == expected
    assert page.locator(".l24-cup-status").inner_text() == \
        "Next race: 24 Hours of Francorchamps."

    page.get_by_role("button", name="Next race: 24 Hours of Francorchamps").click()
    assert page.locator(".l24-race").inner_text() == \
        "Gold Cup, race 2 of 4: 24 Hours of Francorchamps"
    assert page.locator(".l24-now").inner_text() == "Hour 1 of 24 · day"
    assert page.locator(".l24-km").all_inner_texts() == ["0\u00a0km", "0\u00a0km"]
    assert {name: row[0] for name, row in cup_rows(page).items()} == expected
    play_turn(page)
    play_turn(page)

    page.reload()
    wait_playable(page)
    assert page.get_by_text("Resume the game with Ana and Ben?").is_visible()
    page.get_by_role("button", name="Resume the game: Les 24 Heures").click()
    page.locator("button.handoff").wait_for()
    assert page.locator(".l24-race").inner_text() == \
        "Gold Cup, race 2 of 4: 24 Hours of Francorchamps"
    rows = cup_rows(page)
    assert {name: row[0] for name, row in rows.items()} == expected
    assert {name: row[1] for name, row in rows.items()} == {"Ana": "–", "Ben": "–"}
    assert {name: row[4] for name, row in rows.items()} == expected
    assert page.locator("ol.l24-races li.now").inner_text() == "24 Hours of Francorchamps"
    assert page.console_errors == []
