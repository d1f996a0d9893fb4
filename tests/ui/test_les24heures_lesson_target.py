"""Les 24 Heures' view points a guided game's bubble at the next thing to tap
(``lesson_target``): the card of the hand, then the car or the discard pile it goes to, each
marked as the move asked for while it is the one to tap; tapping what it names plays the
move. Played here on the tutorial's own deal, by two people at one tablet, the move asked for
lit as the shell lights a hint.

All of it runs with no page (no_page.Shell): what is drawn where the bubble points, and the
action of each thing tapped (its ``data-action``). The same taps reaching Python through the
page's listeners are played once more on the stand-in page (tablet.Tablet)."""

from no_page import Shell
from tablet import Tablet

from timekeeper import tutorials

GAME = "les24heures"
TUTORIAL = tutorials.load(GAME)
MOVES = [move for step in TUTORIAL.steps[:14] for move in (step.move, *step.jump) if move]


def _marked(tab, selector: str) -> bool:
    """The element (or, for the button over a car, the car) carries the hint's mark."""
    shown = tab.find(selector.removesuffix(" .l24-target"))
    return "hinted" in shown.get("class").split()


def _new_race(tab):
    tab.new_game(GAME, ["Zoé", "Nina"], deal=TUTORIAL.deal, options={"race": "12"})
    return tab


def _played(tab, move: dict, tapped: list[str]) -> None:
    """``move`` is the turn just played, by tapping its card then the place it goes."""
    turn = tab.app.game.history[-1]
    assert (turn.play, turn.card) == (move["play"], move.get("card", move["play"]))
    place = ".l24-discard" if move["play"] in ("discard", "race-hour") else ".l24-car"
    assert [selector.split()[0].split("[")[0] for selector in tapped] == [".l24-hand", place]


def test_tapping_what_the_bubble_points_at_plays_the_tutorials_moves():
    shell = _new_race(Shell())
    for move in MOVES:
        tapped = shell.tap_as_asked(move, marked=lambda selector: _marked(shell, selector))
        _played(shell, move, tapped)
        assert shell.find(shell.lesson_target({"played": move})) is not None
    assert shell.app.game.owed_turns == 1  # the lap record, the tutorial's last move here


def test_on_the_page_a_tap_on_what_the_bubble_points_at_plays_the_tutorials_moves():
    tab = Tablet()
    tab.new_game(GAME, ["Zoé", "Nina"], deal=TUTORIAL.deal, options=("race=12",))
    for move in MOVES:
        _played(tab, move, tab.tap_as_asked(move, marked=lambda selector: _marked(tab, selector)))
    assert tab.app.game.owed_turns == 1


def test_another_card_of_the_kind_asked_for_in_hand_goes_on_to_the_car():
    shell = _new_race(Shell())
    shell.take_tablet()
    move = TUTORIAL.steps[1].move  # a 250 on the learner's car: the hand holds two
    shell.ask_move(move)
    hand = shell.app.game.hand(0)
    first, second = [n for n, card in enumerate(hand) if card == move["card"]]
    assert shell.lesson_target({"move": move}).endswith(f'[data-value="{first}"]')
    shell.press("card", str(second))
    assert shell.lesson_target({"move": move}) == '.l24-car[data-car="0"] .l24-target'
    assert _marked(shell, '.l24-car[data-car="0"]')


def test_a_wrong_card_in_hand_points_back_to_the_card_asked_for():
    shell = _new_race(Shell())
    shell.take_tablet()
    move = TUTORIAL.steps[1].move
    shell.ask_move(move)
    hand = shell.app.game.hand(0)
    other = next(n for n, card in enumerate(hand) if card != move["card"])
    shell.press("card", str(other))
    assert shell.lesson_target({"move": move}) == \
        f'.l24-hand [data-action="card"][data-value="{hand.index(move["card"])}"]'
    for thing, selector in (({"car": 1}, '.l24-car[data-car="1"]'), ({"cars": True}, ".l24-cars"),
                            ({"hour_board": True}, ".l24-hours"), ({"hand": True}, ".l24-hand"),
                            ({"discard": True}, ".l24-discard"), ({"places": True}, ".l24-cars")):
        assert shell.lesson_target(thing) == selector and shell.find(selector) is not None
