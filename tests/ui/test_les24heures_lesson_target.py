"""Les 24 Heures' view points a guided game's bubble at the next thing to tap
(``lesson_target``): the card of the hand, then the car or the discard pile it goes to, each
marked as the move asked for while it is the one to tap; tapping what it names plays the
move. Played here on the tutorial's own deal, by two people at one tablet, the move asked for
lit as the shell lights a hint."""

from tablet import Tablet

from timekeeper import tutorials

GAME = "les24heures"


def _marked(tab: Tablet, selector: str) -> bool:
    """The element (or, for the button over a car, the car) carries the hint's mark."""
    shown = tab.find(selector.removesuffix(" .l24-target"))
    return "hinted" in shown.get("class").split()


def _new_race(tutorial) -> Tablet:
    tab = Tablet()
    tab.new_game(GAME, ["Zoé", "Nina"], deal=tutorial.deal, options=("race=12",))
    return tab


def test_tapping_what_the_bubble_points_at_plays_the_tutorials_moves():
    tutorial = tutorials.load(GAME)
    tab = _new_race(tutorial)
    moves = [move for step in tutorial.steps[:14] for move in (step.move, *step.jump) if move]
    for move in moves:
        tapped = tab.tap_as_asked(move, marked=lambda selector: _marked(tab, selector))
        turn = tab.app.game.history[-1]
        assert (turn.play, turn.card) == (move["play"], move.get("card", move["play"]))
        place = ".l24-discard" if move["play"] in ("discard", "race-hour") else ".l24-car"
        assert [selector.split()[0].split("[")[0] for selector in tapped] == [".l24-hand", place]
        assert tab.find(tab.lesson_target({"played": move})) is not None
    assert tab.app.game.owed_turns == 1  # the lap record, the tutorial's last move here


def test_another_card_of_the_kind_asked_for_in_hand_goes_on_to_the_car():
    tutorial = tutorials.load(GAME)
    tab = _new_race(tutorial)
    tab.take_tablet()
    move = tutorial.steps[1].move  # a 250 on the learner's car: the hand holds two
    tab.ask_move(move)
    hand = tab.app.game.hand(0)
    first, second = [n for n, card in enumerate(hand) if card == move["card"]]
    assert tab.lesson_target({"move": move}).endswith(f'[data-value="{first}"]')
    tab.press("card", str(second))
    assert tab.lesson_target({"move": move}) == '.l24-car[data-car="0"] .l24-target'
    assert _marked(tab, '.l24-car[data-car="0"]')


def test_a_wrong_card_in_hand_points_back_to_the_card_asked_for():
    tutorial = tutorials.load(GAME)
    tab = _new_race(tutorial)
    tab.take_tablet()
    move = tutorial.steps[1].move
    tab.ask_move(move)
    hand = tab.app.game.hand(0)
    other = next(n for n, card in enumerate(hand) if card != move["card"])
    tab.press("card", str(other))
    assert tab.lesson_target({"move": move}) == \
        f'.l24-hand [data-action="card"][data-value="{hand.index(move["card"])}"]'
    for thing, selector in (({"car": 1}, '.l24-car[data-car="1"]'), ({"cars": True}, ".l24-cars"),
                            ({"hour_board": True}, ".l24-hours"), ({"hand": True}, ".l24-hand"),
                            ({"discard": True}, ".l24-discard"), ({"places": True}, ".l24-cars")):
        assert tab.lesson_target(thing) == selector and tab.find(selector) is not None
