"""The game views' contract (py/timekeeper/ui/games/contract.py): every registered game with a
view answers the shell through its package's ``VIEW``, a ``GameView`` whose methods are the
package's functions: each required one there, each taking the contract's parameters (an
optional hook too, where the package has it); the shell asks a view nothing else."""

import inspect
import re
from pathlib import Path

import pytest

from conftest import fresh_ui
from timekeeper.core.registry import GAMES

UI = Path(__file__).resolve().parents[2] / "py" / "timekeeper" / "ui"


def _names(function) -> list[str]:
    return list(inspect.signature(function).parameters)


def test_the_contract_lists_each_method_once_required_or_optional(monkeypatch):
    with fresh_ui(monkeypatch):
        from timekeeper.ui.games import contract

        methods = {name for name, member in vars(contract.GameView).items()
                   if inspect.isfunction(member) and not name.startswith("_")}
        assert set(contract.REQUIRED) | set(contract.OPTIONAL) == methods
        assert not set(contract.REQUIRED) & set(contract.OPTIONAL)
        assert {"new_state", "table_view", "turn_panel", "rules", "action", "on_drop"} \
            <= set(contract.REQUIRED)
        base = contract.GameView()
        for name in contract.REQUIRED:  # the base answers none of them
            with pytest.raises(NotImplementedError):
                getattr(base, name)(*[None] * (len(_names(getattr(base, name)))))
        for name in contract.OPTIONAL:  # each hook answers as the shell does without it
            getattr(base, name)(*[None] * (len(_names(getattr(base, name)))))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_games_view_package_gives_every_required_function_with_the_contracts_parameters(
        game_id, monkeypatch):
    with fresh_ui(monkeypatch):
        from timekeeper.ui import games
        from timekeeper.ui.games.contract import OPTIONAL, REQUIRED, GameView

        assert games.has_view(game_id), f"{game_id} is registered without its view"
        view = games.view(game_id)
        assert isinstance(view, GameView)
        assert games.view(game_id) is view, "one view per game"
        package = view.package
        assert isinstance(package.ACTIONS, dict) and package.ACTIONS
        assert all(callable(view.action(name)) for name in package.ACTIONS)
        assert view.action("no-such-action") is None
        for name in REQUIRED + OPTIONAL:
            if name == "action" or (name in OPTIONAL and not hasattr(package, name)):
                continue
            function = getattr(package, name, None)
            assert callable(function), f"{game_id}'s view leaves out {name}"
            contract = _names(getattr(GameView, name))[1:]  # but self; called by position
            assert len(_names(function)) == len(contract), (game_id, name, contract)


def test_a_view_is_given_a_read_only_context_never_the_shell_itself(monkeypatch):
    with fresh_ui(monkeypatch):
        import types

        from timekeeper.ui.games.context import ViewContext
        from timekeeper.ui.games.contract import PackageView

        given = []
        package = types.ModuleType("spy")
        package.new_state = given.append
        package.ACTIONS = {"go": lambda ctx, _element, _event: given.append(ctx)}
        shell = types.SimpleNamespace(lang="fr", message=None, state=None, screen="turn")
        view = PackageView(package)
        view.new_state(shell)
        view.action("go")(shell, None, None)
        assert [type(ctx) for ctx in given] == [ViewContext, ViewContext]
        ctx = given[0]
        assert (ctx.lang, ctx.screen, ctx.message) == ("fr", "turn", None)
        for name, value in (("message", (str, False)), ("state", object()), ("screen", "end"),
                            ("lang", "en"), ("anything", 1)):
            with pytest.raises(AttributeError):
                setattr(ctx, name, value)
        assert (shell.lang, shell.message, shell.screen) == ("fr", None, "turn")


def test_no_view_module_sets_a_field_of_its_context():
    """A view changes its own turn state (``ctx.state.picked = ...``) and asks the shell for
    the rest (``ctx.show_words``, ``ctx.play``); it assigns nothing else it was given."""
    assigns = re.compile(r"\bctx\.(?!state\.)[\w.]*(\[[^\]]*\])?\s*=(?!=)")
    found = [f"{path.relative_to(UI)}:{n}: {line.strip()}"
             for path in sorted((UI / "games").glob("*/*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if assigns.search(line)]
    assert found == []


def test_a_hook_a_view_leaves_out_answers_as_the_contract_says(monkeypatch):
    with fresh_ui(monkeypatch):
        import types

        from timekeeper.ui.games.contract import PackageView

        bare = PackageView(types.ModuleType("bare"))
        assert bare.after_step(None, None) is None
        assert bare.motion_after(None, None, 0) == []
        assert bare.sound_of(None, None, None) == "play"
        assert bare.lesson_target(None, {}) is None
        assert bare.marks_hint({}) is False
        with pytest.raises(AttributeError):  # a required one is the package's own
            bare.new_state(None)


def test_the_shell_asks_a_view_only_through_the_contract():
    """No module of the UI looks a view's hook up by name (``getattr``/``hasattr`` on it):
    every call goes to a method of ``GameView``."""
    lookups = re.compile(r"(getattr|hasattr)\(\s*[\w.]*view\b")
    found = [f"{path.relative_to(UI)}:{n}" for path in sorted(UI.rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if lookups.search(line)]
    assert not found, found
