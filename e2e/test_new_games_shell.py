"""What the shell gives every game, checked on Les 24 Heures and Who Turned the Clock?: the
record downloaded mid-game (after the warning that it shows every hand) replays to the same
game with the replay command, is watched move by move, and loads back from the home screen;
in Who Turned the Clock? the card taken is dragged onto a lit slot and a card of the hand is
dragged to another place. (Offline play of every game: test_every_browser.py.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import expect

import hg_driver as hg
import l24_driver as l24
from e2e_support import ROOT


def download_record(page) -> dict:
    """Menu, "Download the game record", confirm (the game is not over): the file's record."""
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Download the game record").click()
    assert page.get_by_text("its record shows every hidden hand").is_visible()
    with page.expect_download() as info:
        page.get_by_role("button", name="Download it anyway").click()
    return json.loads(Path(info.value.path()).read_text(encoding="utf-8"))


def replay_command(tmp_path: Path, record: dict) -> dict:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "timekeeper", "replay", str(path)],
                          capture_output=True, text=True, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=str(ROOT / "py")), check=False)
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    return json.loads(done.stdout)


def watch_the_replay(page, total: int) -> None:
    """Menu, "Watch the replay": the deal, move 1, the last move, back to the game."""
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Watch the replay").click()
    assert page.get_by_text("The deal, before the first move").is_visible()
    page.get_by_role("button", name="Next", exact=True).click()
    assert page.get_by_text(f"Move 1 of {total}").is_visible()
    page.get_by_role("button", name="Last", exact=True).click()
    assert page.get_by_text(f"Move {total} of {total}").is_visible()
    page.get_by_role("button", name="Back to the game").click()


def load_from_home(page, record: dict) -> None:
    page.get_by_role("button", name="Games").click()
    page.get_by_role("heading", name="Choose a game").wait_for()
    page.get_by_label("Game record (JSON file)").set_input_files(l24.record_file(record))
    dialog = page.locator("#dialog")  # the same game is saved here, under way: asked first
    expect(dialog).to_contain_text("saved here will be replaced")
    dialog.get_by_role("button", name="Load the record").click()
    page.locator("button.handoff").wait_for()


def test_a_race_record_downloads_replays_and_loads_back(page, server, tmp_path):
    l24.open_page(page, server)
    l24.start_race(page, ["Ana", "Ben", "Cleo"], seed="shell-l24", race="12 hours")
    for _ in range(7):
        l24.play_turn(page)
    km = l24.km_of(page)
    record = download_record(page)
    assert record == l24.saved_record(page)
    assert len(record["moves"]) == 7 and record["hours"] == 12
    output = replay_command(tmp_path, record)
    assert [f"{n:,}\u00a0km" for n in output["km"]] == km
    assert len(output["moves"]) == 7 and output["finished"] is False

    watch_the_replay(page, 7)
    assert l24.km_of(page) == km
    load_from_home(page, record)
    assert page.locator("button.handoff .handoff-title").inner_text() == \
        f"Pass the tablet to {['Ana', 'Ben', 'Cleo'][output['turn']]}"
    assert l24.km_of(page) == km
    assert page.console_errors == []


def test_a_clock_game_with_drags_downloads_replays_and_loads_back(page, server, tmp_path):
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
    for _ in range(3):
        hg.play_turn(page)

    record = download_record(page)
    assert record == hg.saved(page)["record"]
    assert record["moves"][0] == {"seat": 0, "take": 0, "slot": 3, "arrange": [
        20, 15, 6, 21, "ghost", 22, 13]}
    output = replay_command(tmp_path, record)
    rows = [hg.row(page, seat) for seat in (0, 1)]
    assert [[f"{h:02d}:00" if h else "" for h in row] for row in output["rows"]] == rows
    assert len(output["moves"]) == 4 and output["hand_sizes"] == [hg.hand_size(page, 0),
                                                                  hg.hand_size(page, 1)]

    watch_the_replay(page, 4)
    assert [hg.row(page, seat) for seat in (0, 1)] == rows
    load_from_home(page, record)
    assert page.locator("button.handoff .handoff-title").inner_text() == \
        "Pass the tablet to Ana"
    assert [hg.row(page, seat) for seat in (0, 1)] == rows
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


def test_a_drawn_clock_game_is_explained_and_long_logs_read_whole(page, server):
    hg.open_page(page, server)
    record = json.loads((ROOT / "tests/hoursandghosts/records/three_players_draw.json")
                        .read_text(encoding="utf-8"))
    page.get_by_label("Game record (JSON file)").set_input_files(l24.record_file(record))
    page.locator(".hg-result").wait_for()
    result = page.locator(".hg-result")
    assert result.locator(".celebrate").inner_text() == "A draw!"
    assert result.locator(".verdict").inner_text() == "Nobody wins."
    assert "Lucas has no card left and the draw pile is empty: nobody can win any more." in \
        result.inner_text()
    assert page.locator("ol.log li").count() == 60
    for width, height in ((768, 1024), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        assert page.evaluate(NUMBERS_CUT, "ol.log") == [], (width, height)

    # A race of 181 moves: the numbers of its last moves fit too.
    page.set_viewport_size({"width": 768, "height": 1024})
    page.get_by_role("button", name="Games").click()
    record = (ROOT / "tests/les24heures/records/teams_2x2_24h.json").read_text(encoding="utf-8")
    page.get_by_label("Game record (JSON file)").set_input_files(l24.record_file(record))
    page.locator(".screen.end").wait_for()
    assert page.locator("ol.log").get_attribute("start") == "181"
    assert page.evaluate(NUMBERS_CUT, "ol.log") == []

    # And a game of 24/7 of 35 moves (the shell's log).
    page.get_by_role("button", name="Games").click()
    record = (ROOT / "tests/records/two_players_board_full.json").read_text(encoding="utf-8")
    page.get_by_label("Game record (JSON file)").set_input_files(l24.record_file(record))
    page.locator(".screen.end").wait_for()
    assert page.locator("ol.log li").count() == 35
    assert page.evaluate(NUMBERS_CUT, "ol.log") == []
    assert page.console_errors == []


def test_the_youngest_starts_a_clock_game(page, server):
    hg.open_page(page, server)
    hg.open_setup(page)
    page.get_by_role("button", name="3", exact=True).click()
    for n, name in enumerate(["Ana", "Ben", "Cleo"], start=1):
        page.get_by_label(f"Player {n}", exact=True).fill(name)
    page.get_by_role("button", name="The youngest starts").click()
    for n, age in enumerate(["9", "7", "7"], start=1):
        page.get_by_label(f"Age of player {n}").fill(age)
    page.get_by_role("button", name="Start the game").click()
    # Ben and Cleo are both 7: the earlier in the list starts; the order around the table stays.
    assert hg.reveal(page) == "Ben"
    assert page.get_by_role("heading", name="Take a card from Ana's hand").is_visible()
    seats = page.locator("#table .hg-seat").evaluate_all(
        "seats => seats.map(s => s.dataset.seat)")
    assert seats == ["0", "1", "2"]
    assert page.locator('#table [data-seat="0"]').inner_text().lstrip("▶ ").startswith("Ben")
    assert page.locator('#table [data-seat="2"]').inner_text().startswith("Ana")
    assert page.console_errors == []


def test_a_tap_on_a_slot_that_is_not_lit_says_why(page, server):
    hg.open_page(page, server)
    hg.start_game(page, ["Ana", "Ben"], deal=hg.DEAL_2P)
    hg.reveal(page)
    assert hg.take(page) == "You took 06:00"
    page.get_by_role("button", name="Slot 4: put 06:00 here").click()
    hg.done(page)
    hg.play_turn(page)  # Ben takes the ghost
    hg.reveal(page)
    assert hg.take(page) == "You took 07:00"
    assert hg.lit_slots(page) == [f"Slot {n}: put 07:00 here" for n in (5, 6, 7)]
    own = page.locator('#table [data-seat="0"] .hg-row .slot')
    own.nth(0).click()  # a free slot left of 06:00
    assert page.locator("#panel .message").inner_text() == \
        "07:00 does not fit slot 1: the row must go forward from left to right."
    own.nth(3).click()  # 06:00's slot
    assert page.locator("#panel .message").inner_text() == "Slot 4 already holds 06:00."
    assert hg.row(page, 0) == ["", "", "", "06:00", "", "", ""]  # nothing moved
    page.get_by_role("button", name="Slot 5: put 07:00 here").click()
    assert hg.row(page, 0)[3:5] == ["06:00", "07:00"]
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
