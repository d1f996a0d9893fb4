"""The home screen lists every game that has a view (24/7, Les 24 Heures and any other), each
with its picture and a new game; a game of 24/7 and a race of Les 24 Heures are saved side by
side, survive a reload, and each resumes its own save."""

from e2e_support import wait_playable
from game_driver import play_turn as play_247_turn
from game_driver import start_game as start_247
from l24_driver import choose_like_play_turn, km_of, open_page, saved_record, start_race
from l24_driver import play_turn as play_l24_turn
from timekeeper.les24heures import new_game


def go_home(page) -> None:
    page.get_by_role("button", name="Games").click()
    page.get_by_role("heading", name="Choose a game").wait_for()


BOTH_OFFERS = ["Resume the game with Zoe and Yan?", "Resume the game with Ana and Ben?"]


def offers_shown(page) -> list[str]:
    """Which of the two saved games the home screen offers to resume."""
    return [offer for offer in BOTH_OFFERS if page.get_by_text(offer).is_visible()]


def test_the_home_screen_lists_the_games_and_resumes_each_ones_save(page, server):
    open_page(page, server)
    titles = page.locator(".game-card h3").all_inner_texts()
    assert titles[:2] == ["24/7", "Les 24 Heures"]
    for title in titles:
        assert page.get_by_role("button", name=f"New game: {title}").is_visible()
    card = page.locator('.game-card[data-game="les24heures"]')
    assert card.locator("img").get_attribute("src") == "./static/img/les24heures.svg"
    assert "2 to 6 players" in card.locator(".tagline").inner_text()

    start_247(page, ["Zoe", "Yan"], seed="home-247")
    play_247_turn(page)
    go_home(page)
    start_race(page, ["Ana", "Ben"], seed="home-l24", race="12 hours")
    play_l24_turn(page)
    km = km_of(page)
    moves = saved_record(page)["moves"]
    go_home(page)

    assert offers_shown(page) == BOTH_OFFERS
    page.reload()
    wait_playable(page)
    assert offers_shown(page) == BOTH_OFFERS  # again after the reload

    page.get_by_role("button", name="Resume the game: Les 24 Heures").click()
    assert page.locator("button.handoff .handoff-title").inner_text() == \
        "Pass the tablet to Ben"
    assert km_of(page) == km
    race = new_game(["Ana", "Ben"], {"hours": 12}, seed="home-l24")
    race.play(choose_like_play_turn(race))
    assert km_of(page) == [f"{n:,}\u00a0km" for n in race.km]
    assert page.locator(".l24-now").inner_text().startswith(f"Hour {race.hour} of 12")
    assert saved_record(page)["moves"] == moves
    assert page.locator("#board").count() == 0

    go_home(page)
    page.get_by_role("button", name="Resume the game: 24/7").click()
    assert page.locator("button.handoff .handoff-title").inner_text() == \
        "Pass the tablet to Yan"
    assert page.locator("#board .cell.tile").count() == 2
    assert page.locator(".l24-table").count() == 0
    go_home(page)
    assert page.get_by_text("Resume the game with Ana and Ben?").is_visible()
    assert page.console_errors == []
