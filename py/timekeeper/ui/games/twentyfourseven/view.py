"""24/7: its view as the shell sees it (``contract.GameView``). Each method answers with the
package's function of the same name, looked up as it is called (a test that replaces the
function is heard)."""

from .. import twentyfourseven as package
from ..contract import GameView


class TwentyFourSevenView(GameView):
    """24/7: the table, the turn's panel, the form, the rules and the taps."""

    def new_state(self, app):
        return package.new_state(app)

    def on_reveal(self, app) -> None:
        return package.on_reveal(app)

    def first_focus(self, app) -> str | None:
        return package.first_focus(app)

    def draw_table(self, app, container) -> None:
        return package.draw_table(app, container)

    def turn_panel(self, app):
        return package.turn_panel(app)

    def public_panel(self, app, game, current):
        return package.public_panel(app, game, current)

    def event_lines(self, app, event, game) -> list[str]:
        return package.event_lines(app, event, game)

    def move_words(self, app, event, game) -> str:
        return package.move_words(app, event, game)

    def result_card(self, app, game, result):
        return package.result_card(app, game, result)

    def next_game_label(self, app, game) -> str:
        return package.next_game_label(app, game)

    def option_fields(self, app):
        return package.option_fields(app)

    def options(self, app, count: int) -> dict:
        return package.options(app, count)

    def names_changed(self, app) -> None:
        return package.names_changed(app)

    def rules(self, app) -> list:
        return package.rules(app)

    def actions(self) -> dict:
        return package.ACTIONS

    def on_input(self, app, name: str, value: str) -> None:
        return package.on_input(app, name, value)

    def on_key(self, app, event) -> None:
        return package.on_key(app, event)

    def on_drag_start(self, app, value: str) -> None:
        return package.on_drag_start(app, value)

    def on_drop(self, app, value: str, target: str) -> None:
        return package.on_drop(app, value, target)

    def motion_after(self, app, event, seat: int) -> list:
        return package.motion_after(app, event, seat)

    def sound_of(self, app, event, game) -> str:
        return package.sound_of(app, event, game)

    def lesson_target(self, app, thing: dict) -> str | None:
        return package.lesson_target(app, thing)

    def show_hint(self, app, move: dict) -> None:
        return package.show_hint(app, move)

    def marks_hint(self, move: dict) -> bool:
        return True  # show_hint lights every hinted move


VIEW = TwentyFourSevenView()
