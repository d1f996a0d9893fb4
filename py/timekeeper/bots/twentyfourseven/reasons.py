"""Why the hard player chose its move, as data the UI puts into words (in any language).

``explain`` returns ``{"move": {"tile", "cell"}, "points": n, "reasons": [...]}``; each
reason is a dict with a ``code`` and its parameters (cells are names such as "D5"):

- what the move scores, one reason per combination, as the engine reports it:
  ``{"code": "sum7" | "sum24" | "24in7" | "run" | "set" | "247", "length": n,
  "cells": [...], "minutes": m}`` (minutes already doubled on a 2x cell);
- ``{"code": "double_time", "cell": "C6"}``: the tile covers a 2x cell and scores;
- ``{"code": "blocks_24", "cells": [...]}``: cells where the next player could have made a
  sum of 24 with an unseen tile, and cannot any more;
- ``{"code": "no_24_left"}``: after the move no open cell lets any unseen tile make 24;
- ``{"code": "opens_24", "cells": [...]}``: cells where the move lets the next player make
  24 with an unseen tile (the hard player takes this risk only when the move is worth it);
- ``{"code": "leaves_24", "cells": [...]}``: cells where the next player could already make
  24 and still can;
- ``{"code": "reply", "minutes": m}``: what the next player can expect to score at best
  after the move, over all the racks they may hold (rounded);
- ``{"code": "look_ahead", "minutes": m}``: the expected balance of this move, the next
  player's best reply and the player's own next move (rounded; two players);
- ``{"code": "only_move"}``: no other placement is legal;
- ``{"code": "no_score"}``: nothing scores this turn; the move is the safest.
"""

from __future__ import annotations

from timekeeper.twentyfourseven.board import CELLS
from timekeeper.twentyfourseven.scoring import SUM_24, score_placement

from .players import Decision
from .position import Position, move_dict


def sum24_cells(pos: Position) -> list[int]:
    """Open cells where some unseen value would make a line sum to 24."""
    board = pos.board
    room, sides, unseen = board.room, board.sides, pos.unseen
    found = []
    for c in board.open_cells():
        k = room[c]
        for d in range(4):
            need = SUM_24 - sides[c * 4 + d]
            if need <= 10 and need <= k and unseen[need]:
                found.append(c)
                break
    return found


def explain(pos: Position, decision: Decision) -> dict:
    """The hint for ``decision`` taken in ``pos`` (which it leaves unchanged)."""
    value, cell = decision.value, decision.cell
    board = pos.board
    combos, doubled = score_placement(board.tiles, cell, value)
    reasons = [
        {"code": combo.kind, "length": combo.length, "cells": list(combo.cells),
         "minutes": combo.minutes}
        for combo in combos
    ]
    if doubled and combos:
        reasons.append({"code": "double_time", "cell": CELLS[cell]})
    threats_before = set(sum24_cells(pos))
    board.push()
    board.land(cell, value)
    threats_after = set(sum24_cells(pos))
    board.pop()
    blocked = sorted(threats_before - threats_after - {cell})
    if blocked:
        reasons.append({"code": "blocks_24", "cells": [CELLS[c] for c in blocked]})
    opened = sorted(threats_after - threats_before)
    left = sorted(threats_after & threats_before)
    if opened:
        reasons.append({"code": "opens_24", "cells": [CELLS[c] for c in opened]})
    if left:
        reasons.append({"code": "leaves_24", "cells": [CELLS[c] for c in left]})
    if not threats_after:
        reasons.append({"code": "no_24_left"})
    reasons.append({"code": "reply", "minutes": round(decision.reply)})
    if decision.net is not None:
        reasons.append({"code": "look_ahead", "minutes": round(decision.net)})
    if decision.candidates == 1:
        reasons.append({"code": "only_move"})
    elif not combos:
        reasons.append({"code": "no_score"})
    return {"move": move_dict(value, cell), "points": decision.points, "reasons": reasons}
