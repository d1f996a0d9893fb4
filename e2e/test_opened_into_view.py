"""What a tap opens is opened into view, and what a screen is for stays in sight: 24/7's time
sheet unfolded late in a game (at the bottom of the panel, which scrolls on its own), the Hint
button while a tile waits on the board to be confirmed, Who Turned the Clock?'s stuck row and
its emergency move with four players; on a phone the game's name in the top bar and every
car in the bottom bar; the home column in the middle of a landscape tablet."""

import json

from e2e_support import wait_playable
from sight import hidden, size_id, turn_to
from timekeeper.core.registry import game_info

PORTRAIT, LANDSCAPE, PHONE = (768, 1024), (1024, 768), (390, 844)
SAVE_KEYS = {"twentyfourseven": "timekeeper.247.game",
             "les24heures": "timekeeper.les24heures.game",
             "hoursandghosts": "timekeeper.hoursandghosts.game"}


def resumed(page, server, game: str, record: dict, size) -> None:
    """The game of ``record`` saved on this tablet, resumed and its tablet taken."""
    save = {"format": 1, "game": game, "record": record, "lang": "en", "handoff": True}
    page.add_init_script(f"localStorage.setItem({json.dumps(SAVE_KEYS[game])}, "
                         f"{json.dumps(json.dumps(save))});")
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(server)
    wait_playable(page)
    page.locator(f'[data-action="resume"][data-value="{game}"]').click()
    page.locator("button.handoff").click()


def first_moves(game_id: str, names: list[str], count: int, options=None, seed="in-view",
                until=None):
    """A game of ``game_id`` after ``count`` moves, each the first legal one (or until
    ``until(game)`` holds at the start of a turn)."""
    game = game_info(game_id).new_game(names, options or {}, seed=seed)
    for _ in range(count):
        if until is not None and until(game):
            break
        game.play(game.legal_moves()[0])
    return game


def test_the_time_sheet_unfolds_in_view_late_in_a_game(page, server):
    game = first_moves("twentyfourseven", ["Ana", "Ben", "Cleo"], 25)
    resumed(page, server, "twentyfourseven", game.to_record(), PORTRAIT)
    page.locator("details.sheet summary").click()
    page.wait_for_function("() => !!document.querySelector('details.sheet[open]')")
    page.wait_for_timeout(600)  # a smooth scroll
    assert hidden(page, "details.sheet summary", "table.timesheet thead th") == []
    assert page.console_errors == []


def test_the_hint_stays_in_sight_beside_a_preview(page, server):
    """A tile that scores put on the board, waiting for "Confirm": the preview, its buttons,
    the Hint button and the last turn in view at 768×1024."""
    game = first_moves("twentyfourseven", ["Ana", "Ben"], 12)
    tile, cell = next(((t, c) for t, c in game.legal_placements() if game.preview(t, c).points),
                      game.legal_placements()[0])
    resumed(page, server, "twentyfourseven", game.to_record(), PORTRAIT)
    assert page.locator(".last-turn").is_visible()
    tiles = page.locator(".rack button")
    names = [tiles.nth(i).get_attribute("aria-label") for i in range(tiles.count())]
    tiles.nth(names.index(f"Tile {tile}")).click()
    page.locator(f"#cell-{cell}").click()
    page.locator(".card.preview").wait_for()
    page.wait_for_timeout(600)
    assert hidden(page, ".card.preview [data-action=confirm]", "[data-action=hint]",
                  ".last-turn") == []
    assert page.console_errors == []


def test_a_stuck_row_and_its_emergency_move_are_in_view_with_four_players(page, server):
    def stuck(game) -> bool:
        return game.phase == "take" and game.view(game.turn)["emergency_allowed"]

    game = first_moves("hoursandghosts", ["Ana", "Ben", "Cleo", "Dan"], 200, until=stuck)
    assert stuck(game)
    resumed(page, server, "hoursandghosts", game.to_record(), PORTRAIT)
    assert hidden(page, ".hg-stuck .stuck-reason", "[data-action=emergency]") == []
    page.mouse.wheel(0, 1200)  # the player looks further down (the log) before choosing
    page.wait_for_timeout(300)
    page.locator("[data-action=emergency]").click()
    page.locator(".hg-emergency").wait_for()
    page.wait_for_timeout(600)
    assert hidden(page, ".hg-emergency .stuck-reason", ".hg-emergency .hint",
                  ".hg-emergency [data-action=emergency-cancel]") == []
    assert page.console_errors == []


def test_a_phone_keeps_the_games_name_and_every_car_in_sight(page, server):
    game = first_moves("les24heures", ["Ana", "Ben", "Cleo", "Dan", "Eva"], 12,
                       options={"hours": 24, "teams": 0})
    resumed(page, server, "les24heures", game.to_record(), PHONE)
    brand = page.locator("#brand-game")
    assert brand.inner_text() == "Les 24 Heures"
    assert hidden(page, "#brand-game", inset=2) == []
    assert hidden(page, "#topnav [data-action=lang]") == []
    assert page.locator("#topnav [data-action=lang]").inner_text() == "FR"
    items = page.locator(".l24-scorebar .scorebar-item")
    assert items.count() == 5
    assert hidden(page, ".l24-scorebar .scorebar-item", inset=2) == []
    assert page.console_errors == []


def test_the_home_column_is_in_the_middle_of_a_landscape_tablet(page, server):
    page.goto(server)
    wait_playable(page)
    for size in (LANDSCAPE, PORTRAIT):
        turn_to(page, size)
        left, right = page.evaluate(
            "() => { const r = document.querySelector('#panel .game-list')"
            ".getBoundingClientRect(); return [r.left, innerWidth - r.right]; }")
        assert abs(left - right) <= 8, (size_id(size), left, right)
