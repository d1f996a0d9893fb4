"""The pre-drawn page's form rules are the shell's: the tables the build writes for
static/js/preshell.js (tools/prerender.py, ``form_rules``), which the page looks up before
Python is up instead of deciding, are what the shell's own form does when a player does the
same on the tablet: the count each game's form shows for a count chosen before, what opening
a form empties of what was typed and chosen, and how many seats the form holds."""

import pytest
import tablet  # noqa: F401 (puts tools/ on the path)
from prerender import form_rules
from tablet import Tablet

from timekeeper.core.registry import GAMES, available, game_info

HOSTED = [info.id for info in available()]


@pytest.fixture(scope="module")
def rules():
    return form_rules(HOSTED)


def test_the_form_holds_the_most_seats_any_game_has(rules):
    assert rules["seats"] == max(info.max_players for info in GAMES.values())


def opened(tab: Tablet, game: str) -> None:
    """From wherever the tab is, home, then ``game``'s "New game"."""
    if tab.screen != "home":
        tab.press("home")
    tab.press("choose-game", game)


def shown_count(tab: Tablet) -> str:
    return tab.find('[data-action="count"][aria-pressed="true"]').get("data-value")


def test_each_count_shown_is_the_count_the_shells_form_shows(rules):
    """A count chosen in the form offering every count (Les 24 Heures': 2 to 6), then each
    game's form opened: it shows the count its "fit" table says, as it does when the form
    opens with a count kept from before."""
    widest = max(HOSTED, key=lambda game: game_info(game).max_players
                 - game_info(game).min_players)
    tab = Tablet()
    for game in HOSTED:
        for asked, shown in rules["forms"][game]["fit"].items():
            opened(tab, widest)
            tab.press("count", asked)
            assert shown_count(tab) == asked
            opened(tab, game)
            assert shown_count(tab) == shown, (game, asked)


def left_typed(tab: Tablet, game: str, kind: str) -> None:
    """In ``game``'s form: a deal typed, the last choice of its options taken (where it has
    options), and the second seat named Robo and played by ``kind`` ("person" or a
    computer's level)."""
    opened(tab, game)
    if tab.find('details[data-details="class"]').get("open") is None:
        tab.tap('summary[data-focus="class-options"]')
    tab.fill("#input-deal", "1 2 3")
    options = tab.find_all('[data-action="option"]')
    if options:
        tab.tap('[data-action="option"]', nth=len(options) - 1)
    tab.fill("#input-name1", "Robo")
    tab.choose("#input-kind1", kind)


@pytest.mark.parametrize("kind", ["person", "easy", "medium", "hard"])
def test_what_opening_a_form_empties_is_what_the_shells_form_empties(rules, kind):
    """For every game whose form was open before and every game opened next: the deal, the
    options chosen, and the name and kind of a seat played by ``kind`` are emptied where the
    game's "after" table says, and kept where it does not. (No form open before, "": nothing
    was typed in a form yet.)"""
    tab = Tablet()
    for game in HOSTED:
        for before in HOSTED:
            rule = rules["forms"][game]["after"][before]
            left_typed(tab, before, kind)
            opened(tab, game)
            where = (before, game, kind)
            assert (tab.value("#input-deal") == "") == ("deal" in rule["values"]), where
            options = tab.find_all('[data-action="option"]')
            if options and before == game:  # (another game's options are its own buttons)
                emptied = options[-1].get("aria-pressed") == "false"
                assert emptied == ("option" in rule["choices"]), where
            lost = rule["seat"][kind]
            assert (tab.value("#input-name1") == "") == ("name" in lost), where
            assert tab.value("#input-kind1") == ("person" if "kind" in lost else kind), where
