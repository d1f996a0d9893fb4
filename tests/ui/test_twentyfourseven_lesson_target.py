"""24/7's view points a guided game's bubble at the next thing to tap (``lesson_target``): the
tile, then the cell, then Confirm, each marked as the move asked for while it is the one to
tap; tapping what it names plays the move. Played here on the tutorial's own deal, by two
people at one tablet, the move asked for lit as the shell lights a hint."""

from tablet import Tablet

from timekeeper import tutorials

GAME = "twentyfourseven"


def test_tapping_what_the_bubble_points_at_plays_the_tutorials_moves():
    tutorial = tutorials.load(GAME)
    tab = Tablet()
    tab.new_game(GAME, ["Zoé", "Nina"], deal=tutorial.deal)
    moves = [step.move for step in tutorial.steps[:7] if step.move]
    for move in moves:
        tapped = tab.tap_as_asked(move)
        turn = tab.app.game.history[-1]
        assert (turn.tile, turn.cell) == (move["tile"], move["cell"])
        assert [selector.split()[0] for selector in tapped] == \
            [".rack", f"#cell-{move['cell']}", ".preview"]
        assert tab.find(tab.lesson_target({"played": move})) is not None


def test_a_wrong_tile_in_hand_or_a_wrong_cell_previewed_points_back_to_the_right_one():
    tutorial = tutorials.load(GAME)
    move = tutorial.steps[1].move
    tab = Tablet()
    tab.new_game(GAME, ["Zoé", "Nina"], deal=tutorial.deal)
    tab.take_tablet()
    tab.ask_move(move)
    with tab.inside():
        rack = tab.app.game.rack(tab.app.game.turn)
    other = next(index for index, tile in enumerate(rack) if tile != move["tile"])
    tab.press("tile", str(other))
    assert tab.lesson_target({"move": move}).startswith(".rack")
    tab.tap(tab.lesson_target({"move": move}))
    wrong_cell = next(cell for cell in ("C3", "E5", "D5") if cell != move["cell"])
    tab.press("cell", wrong_cell)
    assert tab.shown(".preview")
    assert tab.lesson_target({"move": move}) == f"#cell-{move['cell']}"
    assert "hinted" not in tab.find('.preview [data-action="confirm"]').get("class")
    assert tab.lesson_target({"cell": "D4"}) == "#cell-D4" and tab.find("#cell-D4") is not None
    assert tab.find(tab.lesson_target({"scores": True})) is not None
    assert tab.find(tab.lesson_target({"rack": True})) is not None


def test_in_the_lesson_another_tile_confirmed_is_answered_kindly_and_not_played():
    tab = Tablet()
    tab.tap(f'#panel [data-action="learn"][data-value="{GAME}"]')
    tab.tap('#coach [data-action="lesson-next"]')
    asked = tab.app.lesson.expected()
    before = tab.app.game.to_record()
    rack = tab.app.game.rack(0)
    other = next(index for index, tile in enumerate(rack) if tile != asked["tile"])
    tab.press("tile", str(other))
    tab.press("cell", asked["cell"])
    tab.tap('.preview [data-action="confirm"]')
    assert tab.app.game.to_record() == before
    note = tab.text("#coach .coach-note")
    assert f"your {asked['tile']}" in note and asked["cell"] in note
    anchor = tab.find("#coach .coach-bubble").get("data-anchor")
    assert anchor == tab.lesson_target({"move": asked}) and anchor.startswith(".rack")
    for _ in range(3):  # the tile asked for, its cell, Confirm
        tab.tap(tab.find("#coach .coach-bubble").get("data-anchor"))
    assert tab.app.game.history[-1].cell == asked["cell"]
