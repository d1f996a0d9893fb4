"""A table, not a form: what a screen is for is in view when it opens. Every game's end shows
the winner and the results table (not under the sticky buttons), at every size; Les 24 Heures
gives the turn back to the person with the panel at its top (whose turn, what the computers
did); on a phone a new screen opens at its top, not at the form's scroll position; the home
screen does not jump when Python adds the "resume" question to the pre-drawn page; 24/7's
six tiles sit in one row at 1024×768."""

import json
import random

import pytest

import player
from browsers import PlaywrightTablet
from e2e_support import ROOT
from sight import hidden, size_id, turn_to
from timekeeper.core.registry import game_info

TABLET_PORTRAIT, TABLET_LANDSCAPE, PHONE = (768, 1024), (1024, 768), (390, 844)
SIZES = [TABLET_PORTRAIT, TABLET_LANDSCAPE, PHONE]


def scrolled(page) -> dict:
    return page.evaluate("() => ({page: Math.round(scrollY),"
                         " panel: Math.round(document.getElementById('panel').scrollTop)})")


def tablet(page, size) -> PlaywrightTablet:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    return PlaywrightTablet(page)


# ----------------------------------------------------------------------- 1. the result hidden
def test_247_end_shows_the_winner_and_the_results(page, server):
    """Ben wins a two-player game (a record loaded from the home screen, whose file chooser
    is at the bottom of a phone's page): "Ben wins!" and every row of the results table are
    in view, under no sticky button, on the phone and then on a tablet either way up (the
    same end screen, the tablet turned)."""
    tab = tablet(page, PHONE)
    player.open_home(tab, server)
    chooser = page.get_by_label("Game record (JSON file)")
    chooser.scroll_into_view_if_needed()
    chooser.set_input_files(str(ROOT / "tests/twentyfourseven/records/two_players_board_full.json"))
    tab.find(player.END)
    for size in (PHONE, TABLET_PORTRAIT, TABLET_LANDSCAPE):
        turn_to(page, size)
        where = f"the end at {size_id(size)}"
        assert page.locator(".verdict").inner_text() == "Ben wins!", where
        assert hidden(page, ".verdict", "table.ranking caption, table.ranking tr") == [], where
    assert page.console_errors == []


def finished_record(game: str, names: list[str]) -> dict:
    """A whole game of ``game`` played by random legal moves (seeded: the same every run)."""
    table = game_info(game).new_game(names, {}, seed="end-in-view")
    moves = random.Random(1)
    while not table.finished:
        table.play(moves.choice(table.legal_moves()))
    return table.to_record()


@pytest.mark.parametrize("game, names", [
    ("les24heures", ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]),
    ("hoursandghosts", ["Ana", "Ben", "Cleo", "Dan"]),
], ids=["les24heures-6", "hoursandghosts-4"])
def test_the_most_seats_end_shows_the_winner_and_the_results(page, server, game, names):
    """The other games at their most seats (six cars, four children): the verdict and every
    row of the results are in view at each size, above the sticky buttons."""
    tab = tablet(page, PHONE)
    player.open_home(tab, server)
    chooser = page.get_by_label("Game record (JSON file)")
    chooser.scroll_into_view_if_needed()
    chooser.set_input_files({"name": "game.json", "mimeType": "application/json",
                             "buffer": json.dumps(finished_record(game, names)).encode()})
    tab.find(player.END)
    for size in SIZES:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.evaluate("() => { scrollTo(0, 0); document.getElementById('panel').scrollTop = 0; }")
        assert hidden(page, ".verdict", "table.ranking tr") == [], size_id(size)
    assert page.console_errors == []


# ----------------------------------------------------------------------- 2. whose turn, hidden
def test_les24heures_turn_comes_back_at_the_top_of_the_panel(page, server):
    """Ana against five computers at 768×1024: she scrolls the panel down to her hand and
    plays; when her turn comes back, the panel shows its top again: whose turn and what the
    five cars did."""
    tab = tablet(page, TABLET_PORTRAIT)
    player.open_home(tab, server)
    player.new_game(tab, "les24heures", ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"],
                    computers={seat: "easy" for seat in range(1, 6)}, seed="in-view")
    for turn in range(3):
        assert player.wait_screen(tab) == "turn"
        assert scrolled(page) == {"page": 0, "panel": 0}, f"turn {turn + 1}"
        assert page.locator("#panel h2").inner_text() == "Ana, your turn"
        assert hidden(page, "#panel h2", *([".card.summary"] if turn else [])) == [], \
            f"turn {turn + 1}"
        page.evaluate("() => { const panel = document.getElementById('panel');"
                      " panel.scrollTop = panel.scrollHeight; }")
        player.play_l24(tab)
    assert page.console_errors == []


# ----------------------------------------------------------------------- 3. a game opens scrolled
@pytest.mark.parametrize("game, names", [("twentyfourseven", ["Ana", "Ben"]),
                                         ("hoursandghosts", ["Ana", "Ben", "Cleo", "Dan"])],
                         ids=["twentyfourseven", "hoursandghosts"])
def test_a_new_screen_opens_at_its_top_on_a_phone(page, server, game, names):
    """On a 390×844 phone the form is scrolled down to its start button: the hand-over opens
    at its top; scrolled down again, the turn opens at its top (one's own row or the board
    in view), and after the turn, the next hand-over."""
    tab = tablet(page, PHONE)
    player.open_home(tab, server)
    player.new_game(tab, game, names)
    down = "() => window.scrollTo(0, document.scrollingElement.scrollHeight)"
    assert player.wait_screen(tab) == "handoff"
    assert scrolled(page)["page"] == 0, "the first hand-over"
    page.evaluate(down)
    player.take_tablet(tab)
    assert scrolled(page)["page"] == 0, "the turn"
    own = {"twentyfourseven": "#board", "hoursandghosts": "#table .hg-seat.current"}[game]
    assert hidden(page, own) == []
    page.evaluate(down)
    player.TURNS[game](tab)
    assert player.wait_screen(tab) == "handoff"
    assert scrolled(page)["page"] == 0, "the next hand-over"
    assert page.console_errors == []


# ----------------------------------------------------------------------- 4. the home jumps
# Where the home screen's parts are (page coordinates), on the pre-drawn page and once
# Python has drawn it; and the layout shifts the browser saw.
HOME_PARTS_JS = """() => Object.fromEntries(
    [...document.querySelectorAll('#panel .game-card, #panel [data-action=choose-game],'
                                  + ' #panel [data-action=play-computer], #panel .card.load')]
    .map(el => [el.dataset.game || (el.dataset.action ? `${el.dataset.action} ${el.dataset.value}`
                                                      : 'load'),
                Math.round(el.getBoundingClientRect().top + scrollY)]))"""
WATCH_HOME = f"""
window.__shift = 0;
new PerformanceObserver(list => {{
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
}}).observe({{type: 'layout-shift', buffered: true}});
document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => {{
    if (document.documentElement.dataset.state !== 'ready')
        window.__predrawn = ({HOME_PARTS_JS})();
}}));
"""


@pytest.mark.parametrize("size", [TABLET_PORTRAIT, PHONE], ids=size_id)
def test_the_home_does_not_jump_when_the_resume_question_appears(context, page, server,
                                                                 size):
    """A 24/7 game is saved; the page is opened again: the resume question Python draws in
    the 24/7 card moves nothing of the pre-drawn home (a one-line question on a tablet's
    card, two lines on a phone's). The positions are compared as well as the browser's
    layout shifts: Python draws the panel anew, and the browser counts no shift of a new
    element (it saw none when everything below the question jumped)."""
    tab = tablet(page, size)
    player.open_home(tab, server)
    player.new_game(tab, "twentyfourseven", ["Ana", "Ben"])
    tab.tap("[data-action=home]")
    context.add_init_script(WATCH_HOME)
    page.reload()
    tab.wait_playable()
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    assert page.get_by_text("Resume the game with Ana and Ben?").is_visible()
    before = page.evaluate("window.__predrawn")
    after = page.evaluate(HOME_PARTS_JS)
    assert before and before.keys() == after.keys()
    moved = {part: after[part] - before[part] for part in before if after[part] != before[part]}
    assert moved == {}, f"moved (px): {moved}"
    assert page.evaluate("window.__shift") < 0.01
    assert page.console_errors == []


# ----------------------------------------------------------------------- 5. the rack wraps
def test_247_rack_sits_in_one_row_on_a_landscape_tablet(page, server):
    tab = tablet(page, TABLET_LANDSCAPE)
    player.open_home(tab, server)
    player.new_game(tab, "twentyfourseven", ["Ana", "Ben"])
    player.take_tablet(tab)
    tops = page.locator(".rack button").evaluate_all(
        "bs => bs.map(b => Math.round(b.getBoundingClientRect().top))")
    assert len(tops) == 6 and len(set(tops)) == 1, f"rack rows at {sorted(set(tops))}"
    assert hidden(page, ".rack button") == []
    assert page.console_errors == []
