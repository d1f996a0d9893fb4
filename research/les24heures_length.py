"""How long a race of Les 24 Heures lasts, in turns for the whole table (each player's turn
plays one card): the figures the new-game form says (ui/games/les24heures/form.py).

Newcomers are played by the easy computer player (it plays race hours and speed cards as they
come, as a first table does); every race is dealt from a game code, so a run gives the same
figures each time. The count hardly depends on the number of players (the deck sets the pace:
one race-hour card per hour of the board).

    .venv/bin/python research/les24heures_length.py [--deals 8]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from timekeeper.bots import choose  # noqa: E402
from timekeeper.les24heures import new_game  # noqa: E402

NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eva", "Finn")


def race_turns(hours: int, players: int, deal: int, level: str = "easy") -> int:
    """The turns of one race (plays, one a turn) from its deal to the finish."""
    game = new_game(list(NAMES[:players]), {"hours": hours, "teams": 0},
                    seed=f"length-{hours}-{players}-{deal}")
    chance = random.Random(deal)
    turns = 0
    while not game.finished:
        game.play(choose("les24heures", game.view(game.turn), level, chance))
        turns += 1
    return turns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=8)
    args = parser.parse_args()
    for hours in (12, 24):
        for players in (2, 3, 4, 6):
            turns = [race_turns(hours, players, deal) for deal in range(args.deals)]
            print(f"{hours} hours, {players} players: {statistics.median(turns):.0f} turns "
                  f"(median; {min(turns)} to {max(turns)}), "
                  f"{statistics.median(turns) / players:.0f} each")


if __name__ == "__main__":
    main()
