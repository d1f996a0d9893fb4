"""axe-core (the npm registry's, pinned in package.json, injected from node_modules: never part
of the site) finds no violation on any screen of any game: home, "play against the computer"
(a name and a level), each game's new-game form,
the hand-off, a turn, a refused move, the menu and the rules, the end, the replay; French
too. One browser page walks through them all."""

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

import game_driver as g247
import hg_driver as hg
import l24_driver as l24
from e2e_support import wait_playable

ROOT = Path(__file__).resolve().parent.parent
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
RECORDS = {
    "24/7": ROOT / "tests" / "twentyfourseven" / "records" / "two_players_draw.json",
    "Les 24 Heures": ROOT / "tests" / "les24heures" / "records" / "three_players_24h.json",
    "Who Turned the Clock?": ROOT / "tests" / "hoursandghosts" / "records" /
    "two_players_win.json",
}


def violations(page) -> list[str]:
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations.map(v =>
            `${v.id} (${v.impact}): ${v.help} at ` +
            v.nodes.slice(0, 4).map(n => n.target.join(' ')).join(', '));
    }""")
    return found


class Walk:
    """Checks each screen of the walk; collects every violation with the screen's name."""

    def __init__(self, page):
        self.page = page
        self.found = []
        self.screens = []

    def check(self, screen: str) -> None:
        self.page.wait_for_timeout(50)
        self.screens.append(screen)
        self.found += [f"{screen}: {v}" for v in violations(self.page)]

    def dialogs(self, screen: str) -> None:
        page = self.page
        page.get_by_role("button", name="Menu").click()
        expect(page.get_by_role("dialog")).to_be_visible()
        self.check(f"{screen}, menu")
        page.get_by_role("button", name="Close").click()
        page.get_by_role("button", name="Rules").click()
        expect(page.get_by_role("dialog")).to_be_visible()
        self.check(f"{screen}, rules")
        page.get_by_role("button", name="Close").click()

    def end_and_replay(self, game: str) -> None:
        page = self.page
        page.get_by_role("button", name="Games").click()
        page.get_by_label("Game record (JSON file)").set_input_files(
            {"name": "game.json", "mimeType": "application/json",
             "buffer": json.dumps(json.loads(RECORDS[game].read_text())).encode()})
        page.locator(".screen.end, #dialog[open]").first.wait_for()
        if page.locator("#dialog[open]").count():  # a game of it under way: asked first
            self.check(f"{game}: replace the saved game?")
            page.get_by_role("button", name="Load the record").click()
        expect(page.get_by_role("heading", name="Game over")).to_be_visible()
        self.check(f"{game}: the end")
        page.get_by_role("button", name="Watch the replay").click()
        page.locator('[data-action="replay-back"]').wait_for()
        self.check(f"{game}: the replay")
        page.get_by_role("button", name="Games").click()


def open_for_axe(browser, server, width: int, height: int):
    """A playable page at that size, in a new context that axe can be injected into (the
    page's CSP lets no inline script in; axe is the test's, not the site's)."""
    assert AXE.is_file(), "node_modules/axe-core is missing: run `make setup`"
    context = browser.new_context(viewport={"width": width, "height": height},
                                  bypass_csp=True, service_workers="block")
    page = context.new_page()
    page.goto(server)
    wait_playable(page)
    return context, page


@pytest.fixture
def axe_page(browser, server):
    context, page = open_for_axe(browser, server, 1024, 768)
    yield page
    context.close()


def test_no_violation_on_any_screen_of_any_game(axe_page):
    page = axe_page
    walk = Walk(page)
    walk.check("home")
    page.get_by_role("button", name="Play against the computer: Who Turned the Clock?").click()
    page.get_by_role("button", name="Play", exact=True).wait_for()
    walk.check("play against the computer: name and level")
    page.get_by_role("button", name="Games").click()
    page.get_by_role("heading", name="Choose a game").wait_for()

    # 24/7: the form, the hand-off, a turn, a refused tap, the preview, the dialogs.
    g247.open_setup(page)
    walk.check("24/7: new game")
    g247.start_game(page, ["Ana", "Ben"], seed="axe")
    g247.handoff_button(page).wait_for()
    walk.check("24/7: hand-off")
    g247.reveal(page)
    walk.check("24/7: a turn")
    g247.select_tile(page, 0)
    lit = set(g247.lit_cells(page))
    unlit = next(c for c in ("A1", "G7", "A7", "G1") if c not in lit)
    g247.cell(page, unlit).click()
    expect(page.locator("#panel .message.error")).not_to_be_empty()
    walk.check("24/7: a refused move")
    g247.place_first_legal(page)
    walk.check("24/7: a preview")
    walk.dialogs("24/7")
    walk.end_and_replay("24/7")

    # Les 24 Heures.
    l24.open_setup(page)
    walk.check("Les 24 Heures: new game")
    l24.start_race(page, ["Ana", "Ben"], seed="axe")
    l24.handoff_button(page).wait_for()
    walk.check("Les 24 Heures: hand-off")
    l24.reveal(page)
    l24.select(page, 0)
    walk.check("Les 24 Heures: a turn")
    walk.dialogs("Les 24 Heures")
    walk.end_and_replay("Les 24 Heures")

    # Who Turned the Clock? (its refused move: a card that fits nowhere is said, not tapped).
    hg.start_game(page, ["Ana", "Ben"], seed="axe")
    walk.check("Who Turned the Clock?: hand-off")
    hg.reveal(page)
    walk.check("Who Turned the Clock?: a turn")
    hg.take(page)
    walk.check("Who Turned the Clock?: a card taken")
    walk.dialogs("Who Turned the Clock?")
    walk.end_and_replay("Who Turned the Clock?")

    # A lesson: its bubble, then a move it asks for (lit, the focus on it).
    page.get_by_role("button", name="Learn to play: Who Turned the Clock?").click()
    page.locator("#coach .coach-bubble.placed:not(.arriving)").wait_for()
    walk.check("a lesson's bubble")
    page.locator('#coach [data-action="lesson-next"]').click()
    page.locator('#coach .coach-bubble.placed[data-asks="move"]:not(.arriving)').wait_for()
    walk.check("a lesson asks for a move")
    page.get_by_role("button", name="Games").click()

    # In French: home, a form, a turn, the menu.
    page.get_by_role("button", name="Passer en français").click()
    page.get_by_role("heading", name="Choisissez un jeu").wait_for()
    walk.check("French: home")
    page.get_by_role("button", name="Nouvelle partie : 24/7").click()
    walk.check("French: new game")
    page.get_by_role("button", name="2", exact=True).click()
    page.get_by_label("Joueur 1", exact=True).fill("Ana")
    page.get_by_label("Joueur 2", exact=True).fill("Ben")
    page.get_by_role("button", name="Commencer la partie").click()
    g247.handoff_button(page).wait_for()
    walk.check("French: hand-off")
    g247.handoff_button(page).click()
    page.locator(".rack").wait_for()
    walk.check("French: a turn")
    assert len(walk.screens) >= 25
    assert walk.found == [], "\n".join(walk.found)
