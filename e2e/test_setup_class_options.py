"""The new-game form's "Same game for a whole class" section stays as the player left it:
open while other options are tapped (the number of players, teams, the race's length), and
closed when the player closed it (with no code typed in it), in every game's form."""

import pytest

from e2e_support import wait_playable

GAMES = {
    "24/7": ["4", "Two teams", "3"],
    "Les 24 Heures": ["3", "24 hours about 35 min", "6", "3 teams of 2"],
    "Who Turned the Clock?": ["3", "4", "2"],
}


def section(page):
    return page.locator("details.class-options")


def is_open(page) -> bool:
    return section(page).evaluate("d => d.open")


@pytest.mark.parametrize("game", GAMES)
def test_the_class_section_stays_open_while_other_options_are_tapped(page, server, game):
    page.goto(server)
    wait_playable(page)
    page.get_by_role("button", name=f"New game: {game}").click()
    page.get_by_role("heading", name="New game").wait_for()
    if not is_open(page):
        page.get_by_text("Same game for a whole class").click()
    assert is_open(page)
    page.get_by_label("Game code").fill("class-5b")
    for option in GAMES[game]:
        page.get_by_role("button", name=option, exact=True).click()
        assert is_open(page), f"closed after tapping {option!r}"
    assert page.get_by_label("Game code").input_value() == "class-5b"

    page.get_by_label("Game code").fill("")
    page.get_by_text("Same game for a whole class").click()  # closed by the player: stays so
    assert not is_open(page)
    page.get_by_role("button", name=GAMES[game][0], exact=True).click()
    assert not is_open(page)
    assert page.console_errors == []
