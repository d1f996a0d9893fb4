"""One view package per game: it draws the game's table and turns taps into moves; the
shell (``timekeeper.ui.shell``) does everything else. Each game's registration names its
view package (``GameInfo.view_module`` in timekeeper.core.registry); it is imported only when
its game is on the table or in the new-game form.

The contract is ``contract.GameView``: each view package writes its methods as module functions
and exposes ``VIEW = contract.PackageView(<the package>)``.
"""

import importlib

from timekeeper.core.registry import GAMES, game_info, present


def has_view(game_id: str) -> bool:
    """Whether ``game_id`` has a view package (a game not built yet is not listed)."""
    return game_id in GAMES and present(GAMES[game_id].view_module)


def view(game_id: str):
    """The view of ``game_id`` (a ``contract.GameView``, one per game: its package's
    ``VIEW``), its package imported the first time it is asked for."""
    return importlib.import_module(game_info(game_id).view_module).VIEW
