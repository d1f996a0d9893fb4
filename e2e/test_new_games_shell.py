"""What only a browser shows of the shell's games: in Who Turned the Clock? the card taken is
dragged onto a lit slot and a card of the hand is dragged to another place; a long log's
numbers fit in its margin; every card's label stays on its card. (Records downloaded,
replayed and loaded back, a drawn game explained, the youngest starting, a slot that is not
lit: tests/ui/test_records_every_game.py, tests/ui/test_words_refusals.py. Offline play of
every game: test_every_browser.py.)"""

from __future__ import annotations

import hg_driver as hg
import l24_driver as l24
from e2e_support import ROOT


def test_a_card_taken_and_a_card_of_the_hand_are_dragged_into_place(page, server):
    hg.open_page(page, server)
    hg.start_game(page, ["Ana", "Ben"], deal=hg.DEAL_2P)
    hg.reveal(page)
    assert hg.take(page) == "You took 06:00"
    # The card taken, dragged onto the 4th lit slot, goes there.
    page.locator('.hg-revealed [data-drag="taken"]').drag_to(
        page.get_by_role("button", name="Slot 4: put 06:00 here"))
    page.locator('[data-action="done"]').wait_for()
    assert hg.row(page, 0) == ["", "", "", "06:00", "", "", ""]
    # The ghost, dragged onto the 5th card's place, moves there; the others close up.
    assert hg.hand(page) == ["Ghost", "20:00", "15:00", "06:00", "21:00", "22:00", "13:00"]
    page.locator('.hg-hand [data-drag="hand-0"]').drag_to(
        page.locator('.hg-hand [data-drop="hand-4"]'))
    assert page.locator("#panel .message").inner_text() == "A ghost is now card 5 of 7."
    assert hg.hand(page) == ["20:00", "15:00", "06:00", "21:00", "Ghost", "22:00", "13:00"]
    hg.done(page)
    assert hg.saved(page)["record"]["moves"][0] == {"seat": 0, "take": 0, "slot": 3,
                                                    "arrange": [20, 15, 6, 21, "ghost", 22, 13]}
    assert page.console_errors == []


NUMBERS_CUT = """(selector) => {
    // Each list number ("60. ") must fit in the list's left padding (the scrolling panel
    // around the list clips whatever sticks out to the left).
    const list = document.querySelector(selector);
    const style = getComputedStyle(list);
    const context = document.createElement('canvas').getContext('2d');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = parseFloat(style.paddingLeft);
    const cut = [];
    const start = list.hasAttribute('start') ? list.start
        : (list.reversed ? list.children.length : 1);
    for (let n = 0; n < list.children.length; n++) {
        const number = `${list.reversed ? start - n : start + n}. `;
        if (context.measureText(number).width > room) cut.push(number);
    }
    return cut;
}"""


def test_long_logs_read_whole(page, server):
    """Each number of a long log fits in the list's margin, at a tablet's and a phone's
    width: a drawn game of 60 moves, a race's last moves (from 181 down), a 24/7 game of 35."""
    hg.open_page(page, server)
    chooser = page.get_by_label("Game record (JSON file)")
    chooser.set_input_files(l24.record_file(
        (ROOT / "tests/hoursandghosts/records/three_players_draw.json").read_text(
            encoding="utf-8")))
    page.locator(".hg-result").wait_for()
    for width, height in ((768, 1024), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        assert page.evaluate(NUMBERS_CUT, "ol.log") == [], (width, height)

    page.set_viewport_size({"width": 768, "height": 1024})
    for record in ("tests/les24heures/records/teams_2x2_24h.json",
                   "tests/twentyfourseven/records/two_players_board_full.json"):
        page.get_by_role("button", name="Games").click()
        chooser.set_input_files(l24.record_file((ROOT / record).read_text(encoding="utf-8")))
        page.locator(".screen.end").wait_for()
        assert page.evaluate(NUMBERS_CUT, "ol.log") == [], record
    assert page.console_errors == []


LABELS_OUT = """() => [...document.querySelectorAll('.hg-card')].filter(card => {
    const box = card.getBoundingClientRect();
    return [...card.querySelectorAll('.digits, .words')].some(label => {
        const r = label.getBoundingClientRect();
        return r.left < box.left || r.right > box.right || r.bottom > box.bottom;
    });
}).map(card => card.textContent)"""


def test_every_card_label_stays_on_its_card_in_both_languages(page, server):
    hg.open_page(page, server)
    hg.start_game(page, ["Ana", "Ben"], deal=hg.DEAL_2P)
    hg.reveal(page)  # Ana holds the ghost
    for language in ("English", "Français"):
        if language == "Français":
            page.get_by_role("button", name="Français").click()
        for width, height in ((768, 1024), (1024, 768), (390, 844)):
            page.set_viewport_size({"width": width, "height": height})
            assert page.evaluate(LABELS_OUT) == [], (language, width)
    assert page.console_errors == []
