"""Motion, sound and the working sign: a tile or card just played moves to its place and the
cells that scored flash; a play, a score and the end make a short sound, which a switch in
the menu turns off (remembered after a reload); a device asking for reduced motion gets no
motion and no sound. Anything that may take longer than 100 ms (starting a game, loading a
record) shows that the table is working, without blocking a tap.

The page counts the sounds it plays in ``window.timekeeperSounds`` when a test gives it that
array (its Web Audio calls are the browser's own)."""

import json
from pathlib import Path

from playwright.sync_api import expect

import game_driver as g247
import hg_driver as hg
import l24_driver as l24
from e2e_support import wait_playable
from timekeeper.twentyfourseven import Deal, Game

COUNT_SOUNDS = "window.timekeeperSounds = [];"
MOTION = ".tk-drop, .tk-flash"
RECORD = (Path(__file__).resolve().parent.parent / "tests" / "twentyfourseven" / "records"
          / "teams_draw.json")


def sounds(page) -> list[str]:
    return page.evaluate("window.timekeeperSounds.slice()")


def play_247_turn(page) -> str:
    """Reveal, place the first legal tile and confirm; returns the cell."""
    g247.reveal(page)
    _tile, cell = g247.place_first_legal(page)
    g247.confirm(page)
    g247.handoff_button(page).wait_for()
    return cell


def last_turn_record(seed: str = "cheer-0") -> tuple[dict, dict]:
    """A 24/7 game (each turn the first legal placement) one turn before its end, where every
    tile Ben can place ends it; and the same game finished."""
    game = Game(["Ana", "Ben"], Deal.from_seed(seed, 2))
    moves = []
    while not game.finished:
        moves.append(game.legal_placements()[0])
        game.place(*moves[-1])
    before = Game(["Ana", "Ben"], Deal.from_seed(seed, 2))
    for move in moves[:-1]:
        before.place(*move)
    return before.to_record(), game.to_record()


def load_record(page, record: dict) -> None:
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "game.json", "mimeType": "application/json",
         "buffer": json.dumps(record).encode()})


def go_home(page) -> None:
    """Back to the home screen through the header's "Games" (no page load)."""
    page.get_by_role("button", name="Games").click()
    page.get_by_role("heading", name="Choose a game").wait_for()


def sound_switch(page):
    return page.get_by_role("switch", name="Sounds")


def test_a_play_moves_and_sounds_and_the_mute_switch_is_remembered(page, server):
    page.add_init_script(COUNT_SOUNDS)
    g247.open_page(page, server)
    g247.start_game(page, ["Ana", "Ben"], seed="motion")
    cell = play_247_turn(page)
    assert "tk-drop" in g247.cell(page, cell).get_attribute("class")
    assert sounds(page) in (["play"], ["score"])

    page.get_by_role("button", name="Menu").click()
    switch = sound_switch(page)
    expect(switch).to_have_attribute("aria-checked", "true")
    switch.click()
    expect(sound_switch(page)).to_have_attribute("aria-checked", "false")
    assert page.evaluate("localStorage.getItem('timekeeper.setting.sound')") == "off"
    page.get_by_role("button", name="Close").click()

    page.reload()
    wait_playable(page)
    page.get_by_role("button", name="Resume the game").click()
    page.get_by_role("button", name="Menu").click()
    expect(sound_switch(page)).to_have_attribute("aria-checked", "false")
    page.get_by_role("button", name="Close").click()
    cell = play_247_turn(page)
    assert sounds(page) == []  # muted: the move still moves, silently
    assert "tk-drop" in g247.cell(page, cell).get_attribute("class")

    # Drawn again (the language switched): the move does not move a second time.
    page.get_by_role("button", name="Passer en français").click()
    expect(page.locator(MOTION)).to_have_count(0)
    assert page.console_errors == []


def test_a_game_ended_here_is_celebrated_once(page, server):
    """The last turn played here: confetti falls, the verdict jumps, the end's sound plays;
    drawn again, or the finished game loaded from a record, nothing falls and nothing sounds."""
    before, finished = last_turn_record()
    page.add_init_script(COUNT_SOUNDS)
    g247.open_page(page, server)
    load_record(page, before)
    g247.reveal(page)
    g247.place_first_legal(page)
    g247.confirm(page)
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    expect(page.locator(".screen.end.cheer .confetti .bit")).to_have_count(36)
    assert page.locator(".confetti").get_attribute("aria-hidden") == "true"
    assert page.locator(".confetti").evaluate("e => getComputedStyle(e).pointerEvents") == "none"
    assert sounds(page) == ["end"]

    page.get_by_role("button", name="Passer en français").click()
    expect(page.get_by_role("heading", name="Fin de la partie")).to_be_visible()
    expect(page.locator(".confetti")).to_have_count(0)
    page.get_by_role("button", name="Switch to English").click()

    page.get_by_role("button", name="New game").click()
    load_record(page, finished)
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    expect(page.locator(".confetti")).to_have_count(0)
    assert sounds(page) == ["end"]
    assert page.console_errors == []


def test_reduced_motion_means_no_motion_and_no_sound(browser, server):
    context = browser.new_context(viewport={"width": 1024, "height": 768},
                                  reduced_motion="reduce", service_workers="block")
    page = context.new_page()
    page.add_init_script(COUNT_SOUNDS)
    try:
        # Who Turned the Clock? first: its form refuses the exact deal next to a game code,
        # and the form keeps the code typed for 24/7 while the page stays open.
        hg.open_page(page, server)
        hg.start_game(page, ["Ana", "Ben"], deal=hg.DEAL_2P)
        hg.reveal(page)
        hg.take(page)
        hg.place_first(page)
        assert page.locator(MOTION).count() == 0
        go_home(page)
        g247.start_game(page, ["Ana", "Ben"], seed="motion")
        for _ in range(3):
            play_247_turn(page)
            assert page.locator(MOTION).count() == 0
        go_home(page)
        load_record(page, last_turn_record()[0])
        page.get_by_role("button", name="Load the record").click()  # replaces the game above
        g247.reveal(page)
        g247.place_first_legal(page)
        g247.confirm(page)
        expect(page.get_by_role("heading", name="Game over")).to_be_visible()
        assert page.locator(".confetti").count() == 0  # a game's end, without confetti
        assert sounds(page) == []
    finally:
        context.close()


def test_cards_drop_in_in_the_other_games(page, server):
    page.add_init_script(COUNT_SOUNDS)
    hg.open_page(page, server)
    hg.start_game(page, ["Ana", "Ben"], deal=hg.DEAL_2P)
    hg.reveal(page)
    hg.take(page)
    hg.place_first(page)
    expect(page.locator("#table .slot.new.tk-drop")).to_have_count(1)
    assert sounds(page) == ["play"]

    go_home(page)
    l24.start_race(page, ["Ana", "Ben"], seed="motion")
    l24.play_turn(page)
    l24.handoff_button(page).wait_for()
    moved = page.locator(".l24-table " + MOTION)
    expect(moved).to_have_count(1)
    assert sounds(page)[1:] in (["play"], ["score"])  # after the first game's one
    assert page.console_errors == []


WATCH_BUSY = """() => {
    window.busySeen = [];
    new MutationObserver(() => {
        const root = document.documentElement;
        const sign = document.querySelector('.busy-sign');
        const style = sign && getComputedStyle(sign);
        window.busySeen.push({busy: root.getAttribute('aria-busy'),
                              shown: style ? style.display : null,
                              delay: style ? style.animationDelay : null,
                              taps: style ? style.pointerEvents : null});
    }).observe(document.documentElement, {attributes: true, attributeFilter: ['aria-busy']});
}"""


def test_slow_actions_show_that_the_table_is_working(page, server):
    g247.open_page(page, server)
    g247.open_setup(page)
    page.evaluate(WATCH_BUSY)
    g247.start_game(page, ["Ana", "Ben"], seed="busy")  # busy from the touch to the hand-off
    g247.handoff_button(page).wait_for()
    seen = page.evaluate("window.busySeen")
    assert [s["busy"] for s in seen] == ["true", None]
    assert seen[0]["shown"] == "block" and seen[0]["taps"] == "none"
    assert "0.1s" in seen[0]["delay"]  # the spinner appears after 100 ms, by CSS alone
    expect(page.locator(".busy-sign")).to_be_hidden()

    page.get_by_role("button", name="Games").click()
    page.evaluate("window.busySeen = []")
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "game.json", "mimeType": "application/json",
         "buffer": json.dumps(json.loads(RECORD.read_text())).encode()})
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    marks = [s["busy"] for s in page.evaluate("window.busySeen")]
    assert marks[0] == "true" and marks[-1] is None, marks  # busy while read, then done
    assert page.evaluate("document.documentElement.getAttribute('aria-busy')") is None
    assert page.console_errors == []
