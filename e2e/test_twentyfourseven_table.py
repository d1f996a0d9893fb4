"""24/7, a table, not a form: the board and the rack are the main thing, the score sheet is
compact. At 768×1024 (and 1024×768) a turn shows, without scrolling, whose turn it is, what
the last turn did (who put which tile where, its minutes and why), the rack and every score;
on a 390×844 phone at least the board, the rack and whose turn. The moves scroll in a box of
fixed height (every move there, the keyboard reaches it); the time sheet is one tap away and
stays unfolded while the turn goes on. No visible text is under 13 px on a turn, the
hand-over or the end, at any of the three sizes; the tap targets stay at 44 px; axe finds
nothing."""

import json

import pytest

import sight
from e2e_support import ROOT, wait_playable
from game_driver import SAVE_KEY, lit_cells, place_first_legal, select_tile, small_tap_targets
from test_accessibility import open_for_axe, violations
from timekeeper.i18n.twentyfourseven import combos_text
from timekeeper.twentyfourseven import Deal, Game

PORTRAIT, LANDSCAPE, PHONE = (768, 1024), (1024, 768), (390, 844)
SIZES = [PORTRAIT, LANDSCAPE, PHONE]


# ----------------------------------------------------------------------- a game in progress
def scored_last(names: list[str], seed: str, moves: int, teams: bool = False) -> Game:
    """A game after ``moves`` placements or a few more (the first legal one each time),
    then one that scores: its last turn has minutes and a reason to show."""
    game = Game(names, Deal.from_seed(seed, len(names)), teams=teams)
    for number in range(moves + 10):
        scoring = [(tile, cell) for tile, cell in game.legal_placements()
                   if game.preview(tile, cell).points]
        if number >= moves and scoring:
            break
        tile, cell = game.legal_placements()[0]
        game.place(tile, cell)
    assert scoring, "no placement scores in this game: choose another seed"
    game.place(*scoring[0])
    assert game.history[-1].points and not game.finished
    return game


def resume(page, server, game: Game, size=PORTRAIT) -> None:
    """The game saved at its hand-over; the page opened at ``size``, the game resumed and
    the tablet taken by the player to play."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(server)
    wait_playable(page)
    resume_saved(page, game)
    page.locator(".rack").wait_for()


def resume_saved(page, game: Game) -> None:
    """On the open page: ``game`` saved at its hand-over, the page reloaded, the game resumed
    and the tablet taken."""
    save = {"format": 1, "game": "twentyfourseven", "record": game.to_record(), "lang": "en",
            "handoff": True}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_KEY, json.dumps(save)])
    page.reload()
    wait_playable(page)
    page.get_by_role("button", name="Resume the game").click()
    page.locator("button.handoff").click()


def last_turn_words(game: Game) -> tuple[str, str]:
    """The last turn as the sheet writes it ("Ana: 7 on E4 — 40 min") and why it scored
    ("Sum of 24 (40)"), from the engine's own turn."""
    turn = game.history[-1]
    name = game.players[turn.seat]
    return f"{name}: {turn.tile} on {turn.cell} — {turn.points} min", combos_text("en", turn)


def hidden(page, *selectors: str) -> list[str]:
    return sight.hidden(page, *selectors, inset=8)


def page_scrolls(page) -> int:
    """How far the page itself could scroll (0 when everything fits the window)."""
    return page.evaluate("document.scrollingElement.scrollHeight - innerHeight")


# ----------------------------------------------------------------------- 1 and 2: in view
@pytest.mark.parametrize("names, teams", [(["Ana", "Ben"], False),
                                          (["Ana", "Ben", "Cleo", "Dan"], True)],
                         ids=["two", "four-teams"])
def test_a_turn_shows_whose_turn_what_just_happened_the_rack_and_the_scores(
        page, server, names, teams):
    """At 768×1024 and 1024×768, without scrolling: "Ben, your turn", the last turn's line
    with its minutes and why it scored, every rack tile, every player's (and team's) row of
    scores; the last move's tile is marked on the board. On the phone: the board, the rack
    and whose turn."""
    game = scored_last(names, "table-247", 8, teams=teams)
    resume(page, server, game)
    player = game.players[game.turn]
    move, why = last_turn_words(game)
    assert page.locator("#panel h2").inner_text() == f"{player}, your turn"
    last = page.locator(".last-turn")
    assert last.get_by_role("heading").text_content() == "Last turn"
    assert move in last.inner_text() and why in last.inner_text(), last.inner_text()
    marked = page.locator("#board .cell.last").evaluate_all("cs => cs.map(c => c.dataset.cell)")
    assert marked == [game.history[-1].cell]
    scores = ["table.scores:not(.teams) tbody tr"] + (["table.scores.teams tbody tr"]
                                                       if teams else [])
    for width, height in (PORTRAIT, LANDSCAPE):
        page.set_viewport_size({"width": width, "height": height})
        at = f"{width}x{height}"
        assert page_scrolls(page) <= 0, f"{at}: the page scrolls"
        assert hidden(page, "#panel h2", ".last-turn", ".rack button", *scores) == [], at
        names = page.locator("table.scores:not(.teams) tbody th .who").all_inner_texts()
        assert names == game.players, at
        assert small_tap_targets(page) == [], at
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    assert hidden(page, "#board", "#panel h2", ".rack button") == [], "phone"
    assert page.console_errors == []


def test_the_last_turn_stays_in_view_beside_a_preview_on_a_portrait_tablet(page, server):
    """A tile placed, not confirmed: at 768×1024 the preview's buttons and the last turn's
    line are both on screen."""
    game = scored_last(["Ana", "Ben"], "table-247", 8)
    resume(page, server, game)
    place_first_legal(page)
    assert hidden(page, ".last-turn", '[data-action="confirm"]',
                  '[data-action="take-back"]', ".rack button") == []
    assert page.console_errors == []


# ----------------------------------------------------------------------- 1: the compact sheet
def test_the_score_sheet_is_compact_and_all_of_it_is_one_tap_away(page, server):
    """Thirty moves in: the moves list all thirty, newest first, in a box of fixed height
    that the keyboard reaches (a named region) and that scrolls down to the first move; the
    time sheet is folded under its title and unfolds with one tap, its totals the scores;
    it stays unfolded when the player takes a tile in hand."""
    game = scored_last(["Ana", "Ben"], "sheet-247", 29)
    resume(page, server, game)
    moves = len(game.history)
    box = page.get_by_role("region", name="Moves")
    items = box.locator("ol.log li")
    assert items.count() == moves
    move, why = last_turn_words(game)
    assert items.first.inner_text().startswith(move)
    assert "latest" in items.first.get_attribute("class")
    assert box.get_attribute("tabindex") == "0"
    height = box.bounding_box()["height"]
    assert height < 320, f"the moves box is {height} px high"
    assert hidden(page, ".moves-box") == []  # the whole box in view at 768×1024
    assert hidden(page, ".moves-box li:last-child")  # the first move: in the box, scrolled
    box.focus()
    page.keyboard.press("End")  # the box scrolls (smoothly: until the first move shows)
    page.wait_for_function(sight.hidden_now(".moves-box li:last-child", inset=8))
    first = game.history[0]
    assert items.last.inner_text().startswith(f"{game.players[first.seat]}: {first.tile} on ")

    sheet = page.locator("table.timesheet")
    assert not sheet.is_visible()
    title = page.locator("details.sheet > summary")
    assert title.inner_text() == "Time sheet" and hidden(page, "details.sheet > summary") == []
    title.click()
    assert sheet.is_visible()
    assert sheet.locator("thead th").all_inner_texts()[1:] == ["Ana", "Ben"]
    assert sheet.locator("tbody tr").count() == (moves + 1) // 2
    totals = [int(t) for t in sheet.locator("tfoot td").all_inner_texts()]
    assert totals == game.scores
    select_tile(page, 0)  # the panel is drawn again: the sheet stays open
    assert sheet.is_visible() and title.is_visible()
    title.click()
    assert not sheet.is_visible()
    assert page.console_errors == []


# ----------------------------------------------------------------------- 4: no tiny text
def test_no_text_under_13_px_on_a_turn_a_hand_over_or_the_end(page, server):
    """A two-player game with 2x cells under tiles and in the open: at the hand-over, on the
    turn (a tile in hand: cells lit; then a tile placed: the preview), and at the end of a
    loaded game, each screen seen at the three sizes in turn, every text on screen is 13 px
    or more: the coordinates, "2x", the keys' help, the sheet's reasons."""
    game = scored_last(["Ana", "Ben"], "tiny-247", 12)
    resume(page, server, game, SIZES[0])
    assert page.locator("#board .cell.x2.tile").count(), "no 2x cell under a tile to check"
    found = sight.small_text_at_sizes(page, "turn", SIZES)
    for index in range(page.locator(".rack button").count()):
        select_tile(page, index)
        if lit_cells(page):
            break
    found |= sight.small_text_at_sizes(page, "tile in hand", SIZES)
    place_first_legal(page)
    found |= sight.small_text_at_sizes(page, "preview", SIZES)
    page.get_by_role("button", name="Confirm", exact=True).click()
    page.locator("button.handoff").wait_for()
    found |= sight.small_text_at_sizes(page, "hand-over", SIZES)
    page.get_by_role("button", name="Games").click()
    chooser = page.get_by_label("Game record (JSON file)")
    chooser.set_input_files(str(ROOT / "tests/twentyfourseven/records/two_players_board_full.json"))
    page.locator(".screen.end, #dialog[open]").first.wait_for()
    if page.locator("#dialog[open]").count():  # the game under way: replaced once asked
        page.locator("#dialog[open] [data-action=dialog-yes]").click()
    page.locator(".screen.end").wait_for()
    found |= sight.small_text_at_sizes(page, "end", SIZES)
    assert found == {}
    assert page.console_errors == []


# ----------------------------------------------------------------------- axe
def test_axe_finds_nothing_on_the_compact_sheet(browser, server):
    """The last turn, the moves' scrolling box and the unfolded time sheet, at 768×1024."""
    context, page = open_for_axe(browser, server, *PORTRAIT)
    try:
        game = scored_last(["Ana", "Ben", "Cleo", "Dan"], "axe-247", 10, teams=True)
        resume_saved(page, game)
        page.locator(".last-turn").wait_for()
        page.locator("details.sheet > summary").click()
        page.locator("table.timesheet").wait_for()
        assert violations(page) == []
    finally:
        context.close()
