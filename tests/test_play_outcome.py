"""``App.play`` answers an Outcome and always draws the page again, once: a refused move
(said, nothing changed), a step of a person's turn (told by the view's ``after_step``, whose
answer is where the focus goes), a computer's step (only drawn), a finished turn (the next
screen). Played on CPython with the page stood in: drawing and announcing are recorded."""

import types

import pytest

from conftest import fresh_ui
from timekeeper.core.registry import game_info


@pytest.fixture
def table(monkeypatch):
    """A new App with Who Turned the Clock? on the table, the turn screen up for seat 0;
    ``table.drawn`` lists the focus of each drawing, ``table.said`` what was announced."""
    with fresh_ui(monkeypatch):
        from timekeeper.ui.kit import dom
        from timekeeper.ui.shell.app import App
        from timekeeper.ui.shell.computer import Seats

        said, drawn = [], []
        monkeypatch.setattr(dom, "announce", lambda words: said.append(words))
        app = App()
        monkeypatch.setattr(app, "render", lambda focus=None: drawn.append(focus))
        monkeypatch.setattr(app, "persist", lambda: None)
        app.table.game = game_info("hoursandghosts").new_game(["Ana", "Ben"], seed="outcome")
        app.game_id = "hoursandghosts"
        app.table.seats = Seats()
        app.screen, app.table.holder = "turn", 0
        app.state = app.view.new_state(app)
        yield types.SimpleNamespace(app=app, said=said, drawn=drawn, Seats=Seats)


def test_a_refused_move_is_said_and_drawn_once(table):
    app = table.app
    outcome = app.play({"slot": 0})  # the turn waits for a take
    assert outcome.refused and outcome.event is None and not outcome.turn_over
    assert outcome.screen == "turn" and app.game.steps_in_progress() == []
    assert table.drawn == [None] and app.message[1] is True  # said as an error


def test_a_persons_step_is_told_by_the_view_then_drawn_where_it_says(table):
    app, game = table.app, table.app.game
    outcome = app.play({"take": 0})
    assert not outcome.refused and not outcome.turn_over and outcome.screen == "turn"
    assert outcome.event.step == "take" and game.steps_in_progress() == [{"take": 0}]
    expected = f"slot-{game.pending['slots'][0]}" if game.phase == "place" else "done"
    assert table.drawn == [expected]  # one drawing, the focus the view chose
    assert table.said and all(table.said)  # the view said what became of the card


def test_a_computers_step_is_only_drawn(table):
    app = table.app
    app.table.seats = table.Seats({0: "hard"})
    app.screen = "computer"
    outcome = app.play({"take": 0})
    assert not outcome.refused and not outcome.turn_over and outcome.screen == "computer"
    assert table.drawn == [None] and table.said == []


def test_a_finished_turn_goes_to_the_next_screen(table):
    app, game = table.app, table.app.game
    outcome = app.play(game.legal_moves()[0])
    while not outcome.turn_over:
        table.drawn.clear()
        outcome = app.play(game.legal_moves()[0])
    assert outcome.event.done and outcome.screen == app.screen
    assert app.screen in ("handoff", "end") and game.turn != 0
    assert table.drawn == [{"handoff": "reveal", "end": "end"}[app.screen]]
    assert app.last_event is outcome.event
