"""24/7's view points a guided game's bubble at the next thing to tap (``lesson_target``): the
tile, then the cell, then Confirm, each marked as the move asked for while it is the one to
tap; tapping what it names plays the move. Played here on the tutorial's own deal, by two
people at one tablet, the move asked for lit as the shell lights a hint.

All of it runs with no page (no_page.Shell): what is drawn where the bubble points, and the
action of each thing tapped (its ``data-action``). The same taps reaching Python through the
page's own event handling (a finger's pointer events and click on the rack's tile, the board's
cell, Confirm) are played once more on the stand-in page (tablet.Tablet)."""

from no_page import Shell
from tablet import Tablet

from timekeeper import tutorials

GAME = "twentyfourseven"
TUTORIAL = tutorials.load(GAME)
MOVES = [step.move for step in TUTORIAL.steps[:7] if step.move]


def _new_game(tab):
    tab.new_game(GAME, ["Zoé", "Nina"], deal=TUTORIAL.deal)
    return tab


def _played(tab, move: dict, tapped: list[str]) -> None:
    """``move`` is the turn just played, by tapping its tile, its cell, then Confirm."""
    turn = tab.app.game.history[-1]
    assert (turn.tile, turn.cell) == (move["tile"], move["cell"])
    assert [selector.split()[0] for selector in tapped] == \
        [".rack", f"#cell-{move['cell']}", ".preview"]


def test_tapping_what_the_bubble_points_at_plays_the_tutorials_moves():
    shell = _new_game(Shell())
    for move in MOVES:
        _played(shell, move, shell.tap_as_asked(move))
        assert shell.find(shell.lesson_target({"played": move})) is not None


def test_on_the_page_a_tap_on_what_the_bubble_points_at_plays_the_tutorials_moves():
    tab = _new_game(Tablet())
    for move in MOVES:
        _played(tab, move, tab.tap_as_asked(move))


def test_a_wrong_tile_in_hand_or_a_wrong_cell_previewed_points_back_to_the_right_one():
    move = TUTORIAL.steps[1].move
    shell = _new_game(Shell())
    shell.take_tablet()
    shell.ask_move(move)
    rack = shell.app.game.rack(shell.app.game.turn)
    other = next(index for index, tile in enumerate(rack) if tile != move["tile"])
    shell.press("tile", str(other))
    assert shell.lesson_target({"move": move}).startswith(".rack")
    shell.tap(shell.lesson_target({"move": move}))
    wrong_cell = next(cell for cell in ("C3", "E5", "D5") if cell != move["cell"])
    shell.press("cell", wrong_cell)
    assert shell.shown(".preview")
    assert shell.lesson_target({"move": move}) == f"#cell-{move['cell']}"
    assert "hinted" not in shell.find('.preview [data-action="confirm"]').get("class")
    assert shell.lesson_target({"cell": "D4"}) == "#cell-D4" and shell.find("#cell-D4") is not None
    assert shell.find(shell.lesson_target({"scores": True})) is not None
    assert shell.find(shell.lesson_target({"rack": True})) is not None


def test_in_the_lesson_another_tile_confirmed_is_answered_kindly_and_not_played():
    shell = Shell()
    shell.tap(f'#panel [data-action="learn"][data-value="{GAME}"]')
    shell.tap('#coach [data-action="lesson-next"]')
    asked = shell.app.lesson.expected()
    before = shell.app.game.to_record()
    rack = shell.app.game.rack(0)
    other = next(index for index, tile in enumerate(rack) if tile != asked["tile"])
    shell.press("tile", str(other))
    shell.press("cell", asked["cell"])
    shell.tap('.preview [data-action="confirm"]')
    assert shell.app.game.to_record() == before
    note = shell.text("#coach .coach-note")
    assert f"your {asked['tile']}" in note and asked["cell"] in note
    anchor = shell.find("#coach .coach-bubble").get("data-anchor")
    assert anchor == shell.lesson_target({"move": asked}) and anchor.startswith(".rack")
    for _ in range(3):  # the tile asked for, its cell, Confirm
        shell.tap(shell.find("#coach .coach-bubble").get("data-anchor"))
    assert shell.app.game.history[-1].cell == asked["cell"]
