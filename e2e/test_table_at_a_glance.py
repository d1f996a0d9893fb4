"""The table at a glance, for every game with the fewest and the most players (teams too):
on a 768×1024 portrait and a 1024×768 landscape tablet a turn shows the table, the player's
hand, every player's score and the action buttons together, and the page never scrolls (not
even by itself, after a tap or a preview); the end screen's buttons are on screen. On a
390×844 phone the page may scroll, but a compact bar keeps every player's score in sight, and
the end's results stay inside their card with every name whole."""

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

import game_driver as g247
import hg_driver as hg
import l24_driver as l24

TABLETS = [(768, 1024), (1024, 768)]
PHONE = (390, 844)
ROOT = Path(__file__).resolve().parent.parent


def outside(page, selectors: list[str]) -> list[str]:
    """The elements of ``selectors`` (each must match something) not wholly on screen: out
    of the window, or out of the visible part of a box that scrolls inside the page."""
    return page.evaluate("""(selectors) => {
        const out = [];
        const W = innerWidth, H = innerHeight;
        for (const sel of selectors) {
            const found = document.querySelectorAll(sel);
            if (!found.length) { out.push(`${sel}: none`); continue; }
            for (const el of found) {
                const r = el.getBoundingClientRect();
                let top = 0, bottom = H;
                for (let box = el.parentElement; box; box = box.parentElement) {
                    const o = getComputedStyle(box).overflowY;
                    if (o === 'auto' || o === 'scroll' || o === 'hidden') {
                        const b = box.getBoundingClientRect();
                        top = Math.max(top, b.top); bottom = Math.min(bottom, b.bottom);
                    }
                }
                if (r.left < -0.5 || r.right > W + 0.5 || r.top < top - 0.5 ||
                        r.bottom > bottom + 0.5 || !r.width || !r.height)
                    out.push(`${sel} [${Math.round(r.top)}..${Math.round(r.bottom)}] ` +
                             `visible [${Math.round(top)}..${Math.round(bottom)}]`);
            }
        }
        return out;
    }""", selectors)


def scrolled(page) -> dict:
    """How far the page and its panel have scrolled, and whether the page could scroll."""
    return page.evaluate("""() => ({
        page: scrollY,
        panel: document.getElementById('panel').scrollTop,
        overflow: document.scrollingElement.scrollHeight - innerHeight})""")


def check_tablets(page, where: str, selectors: list[str]) -> None:
    for width, height in TABLETS:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(50)
        at = f"{where} at {width}x{height}"
        state = scrolled(page)
        assert state["overflow"] <= 0, f"{at}: the page scrolls by {state['overflow']} px"
        assert state["page"] == 0 and state["panel"] == 0, f"{at}: scrolled itself {state}"
        assert outside(page, selectors) == [], at
        assert g247.no_horizontal_scroll(page), at
        assert g247.small_tap_targets(page) == [], at


def check_phone_bar(page, names: list[str], bar: str = ".scorebar") -> None:
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    page.evaluate("window.scrollTo(0, document.scrollingElement.scrollHeight)")
    found = page.locator(bar)
    expect(found).to_be_visible()
    box = found.bounding_box()
    assert box["y"] >= PHONE[1] - 90 and box["y"] + box["height"] <= PHONE[1] + 0.5, box
    text = found.inner_text()
    assert all(name in text for name in names), text
    page.evaluate("window.scrollTo(0, 0)")


# ----------------------------------------------------------------------- 24/7
@pytest.mark.parametrize("names, teams", [(["Ana", "Ben"], False),
                                          (["Ana", "Ben", "Cleo", "Dan"], True)])
def test_247_turn_fits_tablets(page, server, names, teams):
    page.set_viewport_size({"width": 768, "height": 1024})
    g247.open_page(page, server)
    g247.start_game(page, names, seed="glance", teams=teams)
    g247.reveal(page)
    g247.place_first_legal(page)  # the preview opens: the page must not move
    selectors = ["#board", ".rack button", "table.scores:not(.teams) tbody tr",
                 'button[data-action="confirm"]', 'button[data-action="take-back"]']
    if teams:
        selectors += ["table.scores.teams tbody tr", "#input-show"]
    check_tablets(page, f"24/7 with {len(names)}", selectors)
    check_phone_bar(page, names)
    assert page.console_errors == []


# ----------------------------------------------------------------------- Les 24 Heures
@pytest.mark.parametrize("names, cars", [
    (["Ana", "Ben"], None),
    (["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"], None),
    (["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"], "3 teams of 2"),
])
def test_les24heures_turn_fits_tablets(page, server, names, cars):
    page.set_viewport_size({"width": 768, "height": 1024})
    l24.open_page(page, server)
    l24.start_race(page, names, seed="glance", cars=cars)
    l24.reveal(page)
    l24.select(page, 0)
    selectors = [".l24-hours", ".l24-car", ".l24-car .l24-km", ".l24-discard",
                 ".l24-hand button", ".l24-choices button"]
    check_tablets(page, f"Les 24 Heures with {len(names)}", selectors)
    check_phone_bar(page, [], bar=".l24-scorebar")
    assert page.console_errors == []


# ----------------------------------------------------------------------- Who Turned the Clock?
@pytest.mark.parametrize("names", [["Ana", "Ben"], ["Ana", "Ben", "Cleo", "Dan"]])
def test_hoursandghosts_turn_fits_tablets(page, server, names):
    page.set_viewport_size({"width": 768, "height": 1024})
    hg.open_page(page, server)
    hg.start_game(page, names, seed="glance")
    hg.reveal(page)
    selectors = ["#table .hg-seat", "#table .hg-hand-size", ".hg-hand .hg-card",
                 "#table .hg-row"]
    check_tablets(page, f"taking, {len(names)} players", selectors + [".hg-fan button"])
    hg.take(page)  # the card turns over: where it fits lights up
    check_tablets(page, f"placing, {len(names)} players", selectors + ["#panel button"])
    check_phone_bar(page, names)
    assert page.console_errors == []


# ----------------------------------------------------------------------- the end screens
END_RECORDS = [
    ROOT / "tests" / "twentyfourseven" / "records" / "teams_draw.json",
    ROOT / "tests" / "twentyfourseven" / "records" / "two_players_racks_empty.json",
    ROOT / "tests" / "les24heures" / "records" / "six_players_3_teams_12h.json",
    ROOT / "tests" / "hoursandghosts" / "records" / "four_players_win_on_neighbours_turn.json",
]


# Names of eight letters or so, as a class has them ("Bastie|n" broke on a phone).
LONGER_NAMES = ["Bastien", "Juliette", "Clémence", "Maxime", "Margaux", "Théodore"]

# What of the end's results is cut on this screen: a results table wider than its card, a
# name in it broken inside a word (more lines than words).
RESULTS_CUT_JS = """() => [...document.querySelectorAll('.screen.end table.ranking')].flatMap(t => {
    const card = t.parentElement, style = getComputedStyle(card);
    const right = card.getBoundingClientRect().right - parseFloat(style.paddingRight)
        - parseFloat(style.borderRightWidth);
    const over = t.getBoundingClientRect().right - right;
    const out = over > 0.5 ? [`${t.className}: ${Math.round(over)} px over its card`] : [];
    for (const th of t.querySelectorAll('tbody th')) {
        const range = document.createRange();
        range.selectNodeContents(th);
        const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
        const words = th.innerText.trim().split(/\\s+/).length;
        if (lines > words) out.push(`"${th.innerText}" broken`);
    }
    return out;
})"""


@pytest.mark.parametrize("record", END_RECORDS,
                         ids=lambda path: f"{path.parent.parent.name}-{path.stem}")
def test_end_screen_buttons_need_no_scrolling(page, server, record):
    page.set_viewport_size({"width": 768, "height": 1024})
    g247.open_page(page, server)
    data = json.loads(record.read_text())
    data["players"] = LONGER_NAMES[:len(data["players"])]
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "game.json", "mimeType": "application/json",
         "buffer": json.dumps(data).encode()})
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    check_tablets(page, f"end of {record.name}", [".screen.end button", "#table"])
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    assert page.evaluate(RESULTS_CUT_JS) == [], f"end of {record.name} on a phone"
    assert page.console_errors == []
