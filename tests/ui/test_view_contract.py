"""The game views' contract (py/timekeeper/ui/games/contract.py): every registered game with a
view answers the shell through a ``GameView`` of its own, which gives every required method
itself, with the contract's parameters (and the package's function each one calls is there),
and overrides an optional hook only with the same parameters; the shell asks a view nothing
else."""

import inspect
import re
import sys
from pathlib import Path

import pytest

from conftest import stand_in_page
from timekeeper.core.registry import GAMES

UI = Path(__file__).resolve().parents[2] / "py" / "timekeeper" / "ui"


def _names(function) -> list[str]:
    return list(inspect.signature(function).parameters)


def test_the_contract_lists_each_method_once_required_or_optional(monkeypatch):
    with stand_in_page(monkeypatch):
        from timekeeper.ui.games import contract

        methods = {name for name, member in vars(contract.GameView).items()
                   if inspect.isfunction(member) and not name.startswith("_")}
        assert set(contract.REQUIRED) | set(contract.OPTIONAL) == methods
        assert not set(contract.REQUIRED) & set(contract.OPTIONAL)
        assert {"new_state", "draw_table", "turn_panel", "rules", "actions", "on_drop"} \
            <= set(contract.REQUIRED)
        base = contract.GameView()
        for name in contract.REQUIRED:  # the base answers none of them
            with pytest.raises(NotImplementedError):
                getattr(base, name)(*[None] * (len(_names(getattr(base, name)))))
        for name in contract.OPTIONAL:  # each hook answers as the shell does without it
            getattr(base, name)(*[None] * (len(_names(getattr(base, name)))))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_games_view_gives_every_required_method_with_the_contracts_parameters(
        game_id, monkeypatch):
    with stand_in_page(monkeypatch):
        from timekeeper.ui import games
        from timekeeper.ui.games.contract import OPTIONAL, REQUIRED, GameView

        if not games.has_view(game_id):
            pytest.skip(f"{game_id} has no view yet")
        view = games.view(game_id)
        assert isinstance(view, GameView)
        assert games.view(game_id) is view, "one view per game"
        own = type(view)
        missing = [name for name in REQUIRED
                   if getattr(own, name) is getattr(GameView, name)]
        assert not missing, f"{game_id}'s view leaves out {missing}"
        for name in REQUIRED + OPTIONAL:
            assert _names(getattr(own, name)) == _names(getattr(GameView, name)), (game_id, name)
        package = sys.modules[own.__module__].package  # whose functions the methods call
        gone = [(name, called) for name in REQUIRED + OPTIONAL if name in vars(own)
                for called in getattr(own, name).__code__.co_names
                if called != "package" and not hasattr(package, called)]
        assert not gone, f"{game_id}'s view calls functions its package lacks: {gone}"


def test_the_shell_asks_a_view_only_through_the_contract():
    """No module of the UI looks a view's hook up by name (``getattr``/``hasattr`` on it):
    every call goes to a method of ``GameView``."""
    lookups = re.compile(r"(getattr|hasattr)\(\s*[\w.]*view\b")
    found = [f"{path.relative_to(UI)}:{n}" for path in sorted(UI.rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if lookups.search(line)]
    assert not found, found
