"""A table, not a form, for children of 6 to 8 (Who Turned the Clock?): every hour card on the
table shows a clock face a child can read (the rows' cards and the cards back in the box,
the digits kept under the dial), the player's own hand is big, no text is smaller than
13 px, and a turn shows at once whose turn it is, what the last turn did, what can be
played and every seat's score, at 768×1024 (and 1024×768) without scrolling, with 2, 3 and
4 players; on a 390×844 phone at least whose turn it is and the cards to take from. The
hints say where a card fits in a child's words ("This card fits after 6 am, …"). axe-core
finds nothing on these screens.

Games part-way through are made by the engine (random legal turns from a fixed seed) and
resumed from the browser's save, as a reload would, or loaded as a record from the home
screen, as a player would; nothing reaches into the page's Python.
"""

import json
import random

import pytest

import sight
from e2e_support import wait_playable
from hg_driver import (
    DEAL_2P,
    SAVE_KEY,
    lit_slots,
    no_horizontal_scroll,
    open_page,
    place_first,
    reveal,
    small_tap_targets,
    start_game,
    take,
)
from test_accessibility import open_for_axe, violations
from timekeeper.core.registry import game_info

PORTRAIT, LANDSCAPE, PHONE = (768, 1024), (1024, 768), (390, 844)
SIZES = [PORTRAIT, LANDSCAPE, PHONE]
NAMES = {2: ["Ana", "Ben"], 3: ["Ana", "Ben", "Cleo"], 4: ["Ana", "Benjamin", "Cleo", "Dan"]}
# The smallest dial each size must show: a placed card's, a hand card's.
ROW_DIAL = {PORTRAIT: 44, LANDSCAPE: 40, PHONE: 30}
HAND_DIAL = {PORTRAIT: 48, LANDSCAPE: 44, PHONE: 34}


# ----------------------------------------------------------------------- setting a game up
def mid_game(players: int, turns: int = 14, seed: str = "table"):
    """A game ``turns`` turns in: each turn takes a random card and places it where it fits
    (random legal slot), never the emergency move; stops at the start of a turn."""
    game = game_info("hoursandghosts").new_game(NAMES[players], {}, seed=seed)
    rng = random.Random(5)
    while not game.finished and len(game.history) < turns:
        moves = game.legal_moves()
        placing = [move for move in moves if "slot" in move]
        game.play(rng.choice(placing or [move for move in moves if "shift" not in move]))
    assert not game.finished and not game.steps_in_progress()
    return game


def big_hand_game():
    """Two players, random legal steps (seed "hand-171") until the player to play holds 15
    cards or more: Ben, his row full but a ghost in hand, keeps every card he takes."""
    game = game_info("hoursandghosts").new_game(NAMES[2], {}, seed="hand-171")
    rng = random.Random(171)
    while game.steps_in_progress() or game.phase != "take" or len(game.hand(game.turn)) < 15:
        assert not game.finished, "no big hand in this game"
        game.play(rng.choice(game.legal_moves()))
    return game


def resume(page, server, game) -> None:
    """The game saved in the browser, resumed from the home screen: the hand-over."""
    if not page.url.startswith(server):
        open_page(page, server)
    save = {"format": 1, "game": "hoursandghosts", "record": game.to_record(), "lang": "en",
            "handoff": True}
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  [SAVE_KEY, json.dumps(save)])
    page.reload()
    wait_playable(page)
    page.get_by_role("button", name="Resume the game: Who Turned the Clock?").click()
    page.locator("button.handoff").wait_for()


# ----------------------------------------------------------------------- what is on screen
SLOTS_JS = """() => [...document.querySelectorAll('#table .hg-seat')].map(seat =>
    [...seat.querySelectorAll('.hg-row .slot')].map(slot => {
        const dial = slot.querySelector('svg.hg-clock');
        const digits = slot.querySelector('.digits');
        const r = slot.getBoundingClientRect();
        return {hour: slot.dataset.hour || '', digits: digits ? digits.textContent : '',
                dial: dial ? Math.round(dial.getBoundingClientRect().width) : 0,
                hands: dial ? dial.querySelectorAll('.hour-hand, .minute-hand').length : 0,
                left: r.left, right: r.right};
    }))"""

DIALS_JS = """(selector) => [...document.querySelectorAll(selector)].map(card => {
    const dial = card.querySelector('svg.hg-clock, svg.ghost-picture');
    return dial ? Math.round(dial.getBoundingClientRect().width) : 0;
})"""

# The elements of each selector (each must match) not wholly on screen: outside the window,
# outside the visible part of a box that scrolls, or under the phone's score bar.
OUT_OF_VIEW_JS = """(selectors) => {
    const out = [];
    const bar = document.querySelector('.scorebar');
    const barTop = bar && getComputedStyle(bar).position === 'fixed'
        ? bar.getBoundingClientRect().top : innerHeight;
    for (const sel of selectors) {
        const found = document.querySelectorAll(sel);
        if (!found.length) { out.push(`${sel}: none`); continue; }
        for (const el of found) {
            const r = el.getBoundingClientRect();
            let top = 0, bottom = Math.min(innerHeight, barTop);
            for (let box = el.parentElement; box; box = box.parentElement) {
                const o = getComputedStyle(box).overflowY;
                if (o === 'auto' || o === 'scroll' || o === 'hidden') {
                    const b = box.getBoundingClientRect();
                    top = Math.max(top, b.top); bottom = Math.min(bottom, b.bottom);
                }
            }
            if (r.left < -0.5 || r.right > innerWidth + 0.5 || r.top < top - 0.5 ||
                    r.bottom > bottom + 0.5 || !r.width || !r.height)
                out.push(`${sel} [${Math.round(r.top)}..${Math.round(r.bottom)}] ` +
                         `visible [${Math.round(top)}..${Math.round(bottom)}]`);
        }
    }
    return out;
}"""


def at(page, size) -> str:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.evaluate("() => { scrollTo(0, 0); document.getElementById('panel').scrollTop = 0; }")
    return f"{size[0]}x{size[1]}"


def out_of_view(page, *selectors: str) -> list[str]:
    return page.evaluate(OUT_OF_VIEW_JS, list(selectors))


def check_rows(page, where: str, least: int) -> int:
    """Every seat's seven slots side by side on screen; every placed card a clock face with
    both hands, ``least`` px wide or more, and its digits; returns the cards placed."""
    seats = page.evaluate(SLOTS_JS)
    placed = 0
    for number, slots in enumerate(seats):
        assert len(slots) == 7, (where, number)
        assert slots[0]["left"] >= 0 and slots[-1]["right"] <= page.viewport_size["width"], \
            (where, number, "the row goes off screen")
        for slot in slots:
            if not slot["hour"]:
                assert slot["dial"] == 0, (where, number, slot)
                continue
            placed += 1
            assert slot["digits"] == f"{int(slot['hour']):02d}:00", (where, number, slot)
            assert slot["hands"] == 2 and slot["dial"] >= least, (where, number, slot)
    return placed


def check_screen(page, where: str, size) -> None:
    """What holds at any size on any screen of the game: no text under 13 px, no sideways
    scrolling, no tap target under 44 px."""
    assert sight.small_text(page) == [], where
    assert no_horizontal_scroll(page), where
    assert small_tap_targets(page) == [], where


# ----------------------------------------------------------------------- 1. the rows, a turn
def load_game(page, game) -> None:
    """On a game under way: "Games", the record of ``game`` loaded from the home screen
    (replacing the game once asked), as a player would; the hand-over."""
    page.get_by_role("button", name="Games").click()
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "game.json", "mimeType": "application/json",
         "buffer": json.dumps(game.to_record()).encode()})
    page.get_by_role("button", name="Load the record").click()
    page.locator("button.handoff").wait_for()


def check_a_turn(page, game, players: int) -> None:
    """From the hand-over of ``game`` (``players`` seats), each step of the turn checked at
    the three sizes (the test below says what)."""
    assert reveal(page) == game.players[game.turn], f"{players} players"
    last = page.locator("#table .hg-last").inner_text()
    assert last.startswith("Last turn: ") and game.players[game.history[-1].seat] in last, \
        (players, last)
    assert "rearranged" not in last, players  # the arranging is left to the log
    scores = page.locator("#table .hg-placed > [aria-hidden]").all_inner_texts()
    assert scores == [f"{sum(h is not None for h in row)}/7" for row in game.rows], players

    steps = {
        "take": [".hg-fan button", ".hg-hand .hg-card"],
        "place": ["#table .slot-button", ".hg-revealed .hg-card", ".hg-hand .hg-card"],
        "finish": [".hg-hand button", '[data-action="done"]'],
    }
    for step, playable in steps.items():
        if step == "place":
            take(page)
            if not lit_slots(page):
                continue  # the card taken did not fit: nothing waits for a slot
        if step == "finish" and lit_slots(page):
            place_first(page)
        for size in SIZES:
            where = f"{players} players, {step}, {at(page, size)}"
            placed = check_rows(page, where, ROW_DIAL[size])
            assert placed >= players * 2, f"{where}: only {placed} cards placed"
            assert all(width >= HAND_DIAL[size] for width in
                       page.evaluate(DIALS_JS, ".hg-hand .hg-card")), where
            boxed = page.evaluate(DIALS_JS, "#table .hg-box .chip")
            assert all(width >= 20 for width in boxed), where
            check_screen(page, where, size)
            if size == PHONE:  # the cards to take from, the slots where the card fits
                if step != "finish":  # (the finish: "Done" takes the focus, in view)
                    assert out_of_view(page, "#table .hg-whose", *playable[:1]) == [], where
            else:
                assert out_of_view(page, "#table .hg-whose", "#table .hg-last",
                                   "#table .hg-seat-head", "#table .hg-row .slot",
                                   *playable) == [], where
                assert page.evaluate("document.scrollingElement.scrollHeight - innerHeight") \
                    <= 0, f"{where}: the page scrolls"


def test_a_turn_shows_clock_faces_a_big_hand_and_the_essentials(page, server):
    """A game part-way through with 2 players (resumed), then 3, then 4 (each loaded as a
    record in the same page), at each step of a turn and at the three sizes: every card
    in the rows (and back in the box) on a clock face; the hand's dials big; whose turn,
    the last turn, what can be played and every seat's score in view without scrolling on
    tablets; on the phone, whose turn and the cards to take from (or the slots to put the
    card taken on)."""
    for players in (2, 3, 4):
        game = mid_game(players)
        if players == 2:
            resume(page, server, game)
        else:
            load_game(page, game)
        check_a_turn(page, game, players)
    assert page.console_errors == []


# ----------------------------------------------------------------------- 2. four, and axe
@pytest.fixture
def axe_page(browser, server):
    """A portrait tablet's page that axe-core can be injected into; its errors kept."""
    context, page = open_for_axe(browser, server, *PORTRAIT)
    page.console_errors = []
    page.on("console", lambda message: message.type == "error"
            and page.console_errors.append(message.text))
    page.on("pageerror", lambda error: page.console_errors.append(str(error)))
    yield page
    context.close()


def test_four_players_the_hand_over_and_the_end(axe_page, server):
    """Four players: the cards back in the box show their dials; on a portrait tablet axe
    finds nothing on the hand-over, the turn and the card taken; the hand-over and the end,
    at every size, show every placed card on its clock face with no small text."""
    page = axe_page
    game = mid_game(4, turns=18)
    resume(page, server, game)
    boxed = page.evaluate(DIALS_JS, "#table .hg-box .chip")
    assert game.boxed and len(boxed) == len(game.boxed) and min(boxed) >= 20
    for size in SIZES:
        where = f"hand-over, {at(page, size)}"
        check_rows(page, where, ROW_DIAL[size])
        check_screen(page, where, size)
    at(page, PORTRAIT)
    assert violations(page) == []
    reveal(page)
    assert violations(page) == []
    take(page)
    assert violations(page) == []

    while not game.finished:  # the same game, played on to its end, loaded as a record
        moves = game.legal_moves()
        game.play(random.Random(len(game.history)).choice(
            [move for move in moves if "slot" in move] or moves))
    page.get_by_role("button", name="Games").click()
    page.get_by_label("Game record (JSON file)").set_input_files(
        {"name": "game.json", "mimeType": "application/json",
         "buffer": json.dumps(game.to_record()).encode()})
    if page.locator("#dialog[open]").count():
        page.get_by_role("button", name="Load the record").click()
    page.get_by_role("heading", name="Game over").wait_for()
    for size in SIZES:
        where = f"the end, {at(page, size)}"
        assert check_rows(page, where, ROW_DIAL[size]) >= 8, where
        check_screen(page, where, size)
    at(page, PORTRAIT)
    assert violations(page) == []
    assert page.console_errors == []


# ----------------------------------------------------------------------- 3. the biggest hand
def test_a_hand_of_sixteen_cards_fits_every_size(page, server):
    """Ben holds 15 cards (his full row waits for his ghost to be taken) and takes a 16th:
    the hand wraps onto more lines, every card a tap target with a dial a child can read,
    nothing off the side of the screen, and on tablets the "Done" button still in view."""
    game = big_hand_game()
    resume(page, server, game)
    reveal(page)
    take(page)
    if lit_slots(page):
        place_first(page)
    cards = page.locator(".hg-hand button")
    assert cards.count() >= 16
    for size in SIZES:
        where = f"a hand of {cards.count()}, {at(page, size)}"
        dials = page.evaluate(DIALS_JS, ".hg-hand .hg-card")
        assert len(dials) == cards.count() and min(dials) >= HAND_DIAL[size] - 4, where
        check_screen(page, where, size)
        lines = page.evaluate("() => new Set([...document.querySelectorAll('.hg-hand li')]"
                              ".map(li => Math.round(li.getBoundingClientRect().top))).size")
        assert lines <= {PORTRAIT: 2, LANDSCAPE: 3, PHONE: 3}[size], (where, lines)
        if size != PHONE:
            assert out_of_view(page, '[data-action="done"]', "#table .hg-whose") == [], where
    assert page.console_errors == []


# ----------------------------------------------------------------------- 4. in a child's words
def test_where_a_card_fits_is_said_in_a_childs_words(page, server):
    """Ana's first card (06:00) fits anywhere in her empty row, and the table says where it
    sits in the day and which slot leaves room; her next one (07:00, after the 06:00 she
    placed) "fits after 6 am"; in French, "après six heures"."""
    open_page(page, server)
    start_game(page, ["Ana", "Ben"], deal=DEAL_2P)
    reveal(page)
    take(page)
    assert page.locator("#panel .message").inner_text().startswith(
        "Your row is empty. 6 am is in the morning, early in the day. Slot 1 leaves the most "
        "room for the other hours. In slots 2, 3, 4, 5, 6 or 7, your row could no longer be "
        "finished. Tap a green slot.")
    place_first(page)
    page.get_by_role("button", name="Done: end my turn").click()
    reveal(page)
    take(page)  # Ben: a ghost
    page.get_by_role("button", name="Done: end my turn").click()
    reveal(page)
    assert take(page) == "You took 07:00"
    assert page.locator("#panel .message").inner_text().startswith(
        "This card fits after 6 am, in slots 2, 3, 4, 5, 6 or 7. Slot 2 leaves the most room "
        "for the other hours.")
    assert page.locator("#table .hg-last").inner_text() == \
        "Last turn: Ben took a ghost from Ana!"
    page.get_by_role("button", name="Français").click()
    assert page.locator("#panel .message").inner_text().startswith(
        "Cette carte va après six heures, sur les cases 2, 3, 4, 5, 6 ou 7. La case 2 laisse le "
        "plus de place aux autres heures.")
    assert page.locator("#table .hg-last").inner_text() == \
        "Tour d'avant : Ben a pris un fantôme à Ana\u202f!"
    assert page.console_errors == []
