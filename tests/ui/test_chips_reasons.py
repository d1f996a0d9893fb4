"""Every chip on a car says its reason, as the speed limit's does: "Up to 250 km: the tyre
change is at exactly 2,500 km", "Up to 250 km: one 350 per 1,000 km"; and the first stones of
a 24/7 game are explained on the board. All of it is what the shell draws, read with no page
(no_page.Shell): each game comes to the table as a record file read (``load_record``: what
the page tells Python of the file chosen), and is played by the drawn buttons' actions."""

from no_page import Shell
from words_support import stacked_deck

from timekeeper.les24heures import new_game


def _chip(shell, car: int) -> str:
    return shell.text(f'.l24-car[data-car="{car}"] .l24-badge.ok')


def test_the_largest_speed_card_says_why_it_is_not_larger():
    """Ana's car at 2,250 km may take a 250 (a 350 would pass the tyre change); Ben's, with
    a 350 in its first thousand, a 250; a car with nothing on it a 350, said plainly."""
    deck = stacked_deck(2, {0: ["250"] * 5, 1: ["350", "100", "100", "100", "100"]},
                        {0: ["250"] * 4 + ["350"]})
    game = new_game(["Ana", "Ben"], {"hours": 24}, deal=deck)
    for turn in range(18):
        if game.turn == 0:
            game.play({"play": "speed", "card": "250"})
        else:
            game.play({"play": "speed", "card": "350"} if turn == 1 else
                      next(m for m in game.legal_moves() if m["play"] == "discard"))
    assert [car.km for car in game.cars] == [2250, 350]
    shell = Shell()
    shell.load_record(game.to_record())
    assert _chip(shell, 0) == "Up to 250 km: the tyre change is at exactly 2,500 km"
    assert _chip(shell, 1) == "Up to 250 km: one 350 per 1,000 km"
    shell.press("lang")
    assert _chip(shell, 0) == "Jusqu'à 250 km : changement de pneus à 2 500 km pile"
    fresh = Shell()
    fresh.new_game("les24heures", ["Ana", "Ben"], seed="chips")
    assert _chip(fresh, 0) == "Up to 350 km"


def _before_a_stone(seed: str = "stones 0"):
    """A 24/7 game just before the move that puts its first cell out of time, and that
    move (each turn before, the first legal placement)."""
    from timekeeper.twentyfourseven import Deal, Game

    game = Game(["Ana", "Ben"], Deal.from_seed(seed, 2))
    while True:
        tile, at = game.legal_placements()[0]
        if game.preview(tile, at).new_stones:
            return game, tile, at
        game.place(tile, at)


def test_the_first_stones_of_a_game_are_explained_on_the_board():
    game, tile, at = _before_a_stone()
    stones = game.preview(tile, at).new_stones
    shell = Shell()
    shell.load_record(game.to_record())
    shell.take_tablet()
    assert not shell.shown(".stone-note")
    shell.tap(".rack button", nth=game.rack(game.turn).index(tile))
    shell.tap(f"#cell-{at}")
    shell.press("confirm")
    assert shell.screen == "handoff"
    note = shell.text("#table .stone-note")
    assert note == f"A stone on {', '.join(stones)}: even a 1 there would push a line past " \
        "24, so nobody can play there any more."
    shell.take_tablet()  # still said while the next player looks at the board
    assert shell.text("#table .stone-note") == note
    shell.tap(".rack button")  # a tile in hand: the note makes way
    assert not shell.shown(".stone-note")


def test_later_stones_get_no_note():
    game, tile, at = _before_a_stone()
    game.place(tile, at)
    while True:  # up to the next move that brings stones
        tile, at = game.legal_placements()[0]
        if game.preview(tile, at).new_stones:
            break
        game.place(tile, at)
    shell = Shell()
    shell.load_record(game.to_record())
    shell.take_tablet()
    shell.tap(".rack button", nth=game.rack(game.turn).index(tile))
    shell.tap(f"#cell-{at}")
    shell.press("confirm")
    assert "Out of time now" in shell.text(".card.summary")
    assert not shell.shown(".stone-note")
