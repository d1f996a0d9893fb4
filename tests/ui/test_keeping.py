"""What a tablet keeps, kept: the browser is asked to keep the site's storage as a game
begins, and where Safari deletes it after a week without a visit (every browser of an iPad,
unless the app is on the Home Screen), the home screen says so for a game left unfinished
and offers its record.

Each of these runs with no page (no_page.Shell): what the home screen draws, the record it
downloads, and how often the page is asked to keep the storage (``keep_asked``), as Python
tells it. A browser without navigator.storage is the page's (stand_in_page.Page's
``keeps_storage``): that test runs on the stand-in page (tablet.Tablet)."""

import json

from no_page import Shell
from tablet import Tablet

IPAD_SAFARI = ("Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 "
               "(KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1")
IPAD_CHROME = ("Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 "
               "(KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1")
ANDROID_CHROME = ("Mozilla/5.0 (Linux; Android 14; SM-X200) AppleWebKit/537.36 (KHTML, like "
                  "Gecko) Chrome/131.0.0.0 Safari/537.36")
DESKTOP_FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"
NOTE = "Safari deletes saved games after 7 days without a visit"


def left_unfinished(**options) -> Shell:
    """A tablet whose players left a 24/7 game after one turn, back on the home screen."""
    shell = Shell(**options)
    shell.new_game("twentyfourseven", ["Ana", "Ben"], seed="keep")
    shell.take_turn("twentyfourseven")
    return shell.reload()


def test_a_game_beginning_asks_the_browser_once_to_keep_the_saves():
    shell = Shell()
    assert shell.keep_asked == 0  # not at the visit's start
    shell.new_game("twentyfourseven", ["Ana", "Ben"], seed="keep")
    assert shell.keep_asked == 1
    shell.take_turn("twentyfourseven")
    shell.tap_button("Games")
    shell.tap_button("Resume the game")
    assert shell.screen == "handoff"
    assert shell.keep_asked == 1  # once a page
    shell.reload()
    assert shell.keep_asked == 0
    shell.tap_button("Resume the game")  # a new page: asked again
    assert shell.keep_asked == 1


def test_a_browser_without_a_storage_manager_plays_on():
    """The room server's plain http: no navigator.storage at all."""
    tab = Tablet()
    tab.page.keeps_storage = False
    tab.new_game("twentyfourseven", ["Ana", "Ben"], seed="keep")
    assert tab.screen == "handoff" and tab.console == []


def test_safari_says_a_game_left_unfinished_goes_after_a_week_and_offers_its_record():
    shell = left_unfinished(user_agent=IPAD_SAFARI)
    assert shell.screen == "home" and "Resume the game with Ana and Ben?" in shell.panel
    assert NOTE in shell.panel and "Add to Home Screen" in shell.panel
    shell.tap_button("Download the record: 24/7")
    # the record shows every hand: asked first, as the menu does
    assert "every hidden hand" in shell.dialog and shell.downloads == []
    shell.tap_button("Download it anyway")
    (record,) = shell.downloads
    saved = shell.saved("twentyfourseven")["record"]
    assert json.loads(record.text)["moves"] == saved["moves"] and saved["moves"]
    assert "-Ana-Ben-" in record.name and record.name.endswith(".json")
    assert shell.screen == "home"


def test_safari_asked_first_can_keep_the_record_to_itself():
    shell = left_unfinished(user_agent=IPAD_SAFARI)
    shell.tap_button("Download the record: 24/7")
    shell.tap_button("Cancel")
    assert shell.downloads == [] and shell.dialog == ""


def test_every_ipad_browser_is_safari_for_its_storage_but_not_other_browsers():
    assert NOTE in left_unfinished(user_agent=IPAD_CHROME).panel
    for agent in (ANDROID_CHROME, DESKTOP_FIREFOX, "stand-in", "no page"):
        assert NOTE not in left_unfinished(user_agent=agent).panel, agent


def test_from_the_home_screen_or_with_nothing_left_unfinished_nothing_is_said():
    assert NOTE not in left_unfinished(user_agent=IPAD_SAFARI, home_screen=True).panel
    assert NOTE not in Shell(user_agent=IPAD_SAFARI).panel


def test_the_note_in_french():
    shell = left_unfinished(user_agent=IPAD_SAFARI, lang="fr")
    assert "Safari efface les parties enregistrées après 7 jours sans visite" in shell.panel
    assert "Télécharger l'enregistrement : 24/7" in shell.buttons()
