"""A game of 24/7: its deal plus its moves, and everything the table may ask of it.

It implements the shared game protocol (``timekeeper.core.protocol.TableGame``): moves are
record moves ``{"tile": 6, "cell": "D5"}`` (with ``"show": 7`` in team games). The state
changes only through ``place``/``play`` (and the protocol's ``undo``, which replays all moves
but the last).
The tiles on the board and what each empty cell still accepts live in a ``Board``
(``tiles_on_board``); the game adds the racks, the bag, the turn order and the score sheet.
"""

from __future__ import annotations

from timekeeper.core.fields import shown
from timekeeper.core.protocol import TableGame
from timekeeper.core.seating import check_seat

from .board import CELLS, START, cell_name, parse_cell
from .deal import MAX_PLAYERS, MIN_PLAYERS, TILE_SET, TILE_VALUES, Deal
from .errors import GAME_ID, IllegalMove, RecordError
from .result import Result, decide
from .scoring import score_placement
from .tiles_on_board import Board
from .turn import Turn

TEAM_SIZE = 4


class Game(TableGame):
    """One game of 24/7 for 2–4 players (teams with 4)."""

    GAME_ID = "twentyfourseven"
    ILLEGAL_MOVE = IllegalMove
    turn: int | None = None  # the seat to play, None once the game is over (set by play)

    def __init__(self, players: list[str], deal: Deal, teams: bool = False):
        players = list(players)
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise RecordError("players_count", game=GAME_ID, where="players", count=len(players))
        if not all(isinstance(name, str) for name in players):
            raise RecordError("expected_text", game=GAME_ID, where="players", value=shown(next(
                name for name in players if not isinstance(name, str))))
        if teams and len(players) != TEAM_SIZE:
            raise RecordError("teams_size", game=GAME_ID, where="teams", count=len(players))
        if deal.players != len(players):
            raise RecordError("deal_racks", game=GAME_ID, where="deal", count=deal.players,
                              players=len(players))
        deal.validate()
        self.players = players
        self.teams = bool(teams)
        self.deal = deal
        self._reset()

    # ----------------------------------------------------------------- set-up and landing
    def _reset(self) -> None:
        """The table right after the deal: the start tile on D4, racks dealt, bag full."""
        self._board = Board()
        self._board.land(START, self.deal.start)
        self._racks = [list(hand) for hand in self.deal.hands]
        self._drawn = 0
        self._scores = [0] * len(self.players)
        self.history: list[Turn] = []
        self.turn = self._first_able(0)

    # ----------------------------------------------------------------------- questions
    @property
    def finished(self) -> bool:
        """The game is over when no seat can legally place a tile (rules page, "the end")."""
        return self.turn is None

    @property
    def board(self) -> dict[str, int]:
        return {CELLS[i]: tile for i, tile in enumerate(self._board.tiles) if tile}

    @property
    def out_of_time(self) -> list[str]:
        return sorted(CELLS[i] for i in self._board.stoned_cells())

    @property
    def seed(self) -> str | None:
        """The game code that dealt this game, if it came from one."""
        return self.deal.seed

    def sides(self) -> list[list[int]]:
        """Each seat alone, or the two teams: seats 0 and 2 against 1 and 3."""
        if self.teams:
            return [[0, 2], [1, 3]]
        return [[seat] for seat in range(len(self.players))]

    def rack(self, seat: int) -> list[int]:
        return sorted(self._racks[check_seat(seat, len(self.players))])

    @property
    def rack_sizes(self) -> list[int]:
        return [len(rack) for rack in self._racks]

    @property
    def bag_count(self) -> int:
        return len(self.deal.bag) - self._drawn

    @property
    def scores(self) -> list[int]:
        return list(self._scores)

    @property
    def team_scores(self) -> list[int] | None:
        if not self.teams:
            return None
        return [self._scores[0] + self._scores[2], self._scores[1] + self._scores[3]]

    @property
    def team_tiles_left(self) -> list[int] | None:
        """Tiles left in each team's two racks: the team tie-break (rules page, "Teams")."""
        if not self.teams:
            return None
        sizes = self.rack_sizes
        return [sizes[0] + sizes[2], sizes[1] + sizes[3]]

    def partner(self, seat: int) -> int | None:
        """Partners sit opposite: seats 0 and 2, 1 and 3 (team games only)."""
        check_seat(seat, len(self.players))
        return (seat + 2) % TEAM_SIZE if self.teams else None

    def can_play(self, seat: int) -> bool:
        """Whether ``seat`` has a tile that fits somewhere: its smallest tile is at most the
        largest capacity of an open cell touching the tiles."""
        rack = self._racks[check_seat(seat, len(self.players))]
        return bool(rack) and min(rack) <= self._board.max_capacity()

    def legal_moves(self) -> list[dict]:
        """Every placement the seat to play may make, as record moves, by tile then cell.
        (Showing a tile to a partner may be added to any of them in team games.)"""
        return [{"tile": tile, "cell": cell} for tile, cell in self.legal_placements()]

    def legal_placements(self) -> list[tuple[int, str]]:
        """Every (tile, cell) the seat to play may place, by tile then cell."""
        if self.turn is None:
            return []
        room = self._board.room
        cells = self._board.open_cells()
        return [
            (tile, CELLS[cell])
            for tile in sorted(set(self._racks[self.turn]))
            for cell in cells
            if room[cell] >= tile
        ]

    def legal_cells(self, tile: int) -> list[str]:
        """The cells where ``tile`` may go now (empty, in time, touching, no line past 24)."""
        return [CELLS[cell] for cell in self._board.legal_cells(tile)]

    def dead_cells(self) -> list[str]:
        """The French sheet's optional view: open cells that no unseen tile is small enough
        for. Every tile not on the board counts as unseen, so no hidden rack leaks."""
        unseen = list(TILE_SET)
        board = self._board
        for tile in board.tiles:
            if tile:
                unseen.remove(tile)
        if not unseen:
            return []
        smallest = min(unseen)
        return [
            CELLS[i]
            for i in range(len(CELLS))
            if not board.tiles[i] and 0 < board.capacity[i] < smallest
        ]

    def _check(self, tile, cell) -> int:
        """The checks of a turn (rules page, "A turn", step 1), in the order a player would
        look; returns the cell's index or raises IllegalMove saying which rule forbids it.
        Cells are named exactly as the engine writes them ("D5"); tiles are integers."""
        try:
            index = parse_cell(cell)
        except ValueError:
            raise IllegalMove(
                "unknown_cell", cell=shown(cell),
            ) from None
        name = CELLS[index]
        if isinstance(tile, bool) or not isinstance(tile, int) or tile not in TILE_VALUES:
            raise IllegalMove("bad_tile", tile=shown(tile))
        if self.turn is None:
            raise IllegalMove("game_over", cell=name, tile=tile)
        if tile not in self._racks[self.turn]:
            who = self.players[self.turn]
            raise IllegalMove(
                "not_in_rack", cell=name, tile=tile,
                player=who,
            )
        self._board.check_cell(index, tile)
        return index

    def preview(self, tile: int, cell: str) -> Turn:
        """What placing ``tile`` on ``cell`` would score and stone; nothing changes."""
        index = self._check(tile, cell)
        combos, doubled = score_placement(self._board.tiles, index, tile)
        return Turn(
            seat=self.turn, tile=tile, cell=CELLS[index],
            points=sum(c.minutes for c in combos), combos=combos, double_time=doubled,
            new_stones=self._board.stones_after(index, tile),
        )

    # ------------------------------------------------------------------------ moves
    @staticmethod
    def _move_parts(move) -> tuple:
        """(tile, cell, show) of a record move; IllegalMove "bad_move" if it is not one."""
        if not isinstance(move, dict) or "tile" not in move or "cell" not in move:
            raise IllegalMove("bad_move")
        return move["tile"], move["cell"], move.get("show")

    def check(self, move: dict) -> None:
        """Raise IllegalMove unless ``move`` may be played now. The rules page's checks of a
        turn, the very ones ``place`` makes, without playing: kept instead of the protocol's
        play-and-go-back, which would copy the table on every check of the computer players."""
        tile, cell, show = self._move_parts(move)
        self._check(tile, cell)
        self._check_show(self.turn, show)

    def play(self, move: dict) -> Turn:
        """Play a record move ``{"tile": 6, "cell": "D5"}`` (``"show"`` optional)."""
        tile, cell, show = self._move_parts(move)
        return self.place(tile, cell, show=show)

    def _check_show(self, seat: int, show) -> None:
        """Showing a tile (rules page, "Teams"): team games only, a tile of the rack."""
        if show is None:
            return
        if not self.teams:
            raise IllegalMove("show_not_allowed", tile=shown(show))
        if isinstance(show, bool) or not isinstance(show, int) or show not in self._racks[seat]:
            raise IllegalMove("show_not_in_rack",
                              tile=shown(show))

    def place(self, tile: int, cell: str, show: int | None = None) -> Turn:
        """The seat to play shows a tile to its partner (team games, optional), places
        ``tile`` on ``cell``, scores, stones what is out of time and draws one tile."""
        index = self._check(tile, cell)
        seat = self.turn
        if show is not None:
            self._check_show(seat, show)
        combos, doubled = score_placement(self._board.tiles, index, tile)
        points = sum(combo.minutes for combo in combos)
        self._racks[seat].remove(tile)
        new_stones = self._board.land(index, tile)
        drew = self._drawn < len(self.deal.bag)
        if drew:
            self._racks[seat].append(self.deal.bag[self._drawn])
            self._drawn += 1
        self._scores[seat] += points
        self.turn, skipped = self._next_after(seat)
        turn = Turn(
            seat=seat, tile=tile, cell=CELLS[index], points=points, combos=combos,
            double_time=doubled, new_stones=sorted(cell_name(i) for i in new_stones),
            drew=drew, skipped=skipped, shown=show, next_seat=self.turn,
        )
        self.history.append(turn)
        return turn

    def _first_able(self, seat: int) -> int | None:
        """The first seat, from ``seat`` on in order, that can place a tile."""
        count = len(self.players)
        for step in range(count):
            candidate = (seat + step) % count
            if self.can_play(candidate):
                return candidate
        return None

    def _next_after(self, seat: int) -> tuple[int | None, list[int]]:
        """Whose turn follows ``seat``'s, and which seats are skipped because they cannot
        place a tile. None when no seat can: the game is over."""
        count = len(self.players)
        skipped = []
        largest = self._board.max_capacity()
        for step in range(1, count + 1):
            candidate = (seat + step) % count
            rack = self._racks[candidate]
            if rack and min(rack) <= largest:
                return candidate, skipped
            if candidate != seat:
                skipped.append(candidate)
        return None, []

    # ----------------------------------------------------------------- views and end
    def shown_by_partner(self, seat: int) -> int | None:
        """The tile this seat's partner showed on the partner's last turn, if that turn came
        after this seat's own last turn (rules page, "Teams")."""
        check_seat(seat, len(self.players))
        if not self.teams:
            return None
        partner = self.partner(seat)
        for turn in reversed(self.history):
            if turn.seat == seat:
                return None
            if turn.seat == partner:
                return turn.shown
        return None

    def view(self, seat: int) -> dict:
        """What ``seat`` may see when the tablet is in its hands: its own rack and the tile its
        partner showed it; of the others only their rack sizes; never the bag's order."""
        check_seat(seat, len(self.players))
        return {
            "game": self.GAME_ID,
            "seat": seat,
            "players": list(self.players),
            "teams": self.teams,
            "turn": self.turn,
            "finished": self.finished,
            "rack": self.rack(seat),
            "shown_by_partner": self.shown_by_partner(seat),
            "rack_sizes": self.rack_sizes,
            "scores": self.scores,
            "bag_count": self.bag_count,
            "board": self.board,
            "out_of_time": self.out_of_time,
            "history": [_public(turn, seat, self.partner(seat)) for turn in self.history],
        }

    def result(self) -> Result | None:
        """The winners once the game is over; None while it goes on."""
        if not self.finished:
            return None
        if not any(self._racks):
            ending = "racks_empty"
        elif not self._board.max_capacity():
            empty = any(self._board.capacity)  # an empty cell still in time
            ending = "board_closed" if empty else "board_full"
        else:
            ending = "no_legal_play"
        return decide(self._scores, self.rack_sizes, self.teams, ending)

    def summary(self) -> dict:
        """The replay command's output (rules page, "The replay command")."""
        result = self.result()
        data = {
            "moves": [turn.to_dict() for turn in self.history],
            "scores": self.scores,
            "out_of_time": self.out_of_time,
            "finished": self.finished,
            "winners": result.winners if result else [],
            "turn": self.turn,
        }
        if self.teams:
            data["team_scores"] = self.team_scores
        if result:
            data["result"] = result.to_dict()
        return data

    # ------------------------------------------------------------------------ records
    def fresh(self) -> Game:
        """The same players, teams and deal, no tile placed yet (protocol hook)."""
        return Game(self.players, self.deal, teams=self.teams)

    def record_moves(self) -> list[dict]:
        """Every placement as the record lists it (rules page, "Game record"): tile, cell,
        seat, and the tile shown to the partner if any."""
        moves = []
        for turn in self.history:
            move = {"tile": turn.tile, "cell": turn.cell, "seat": turn.seat}
            if turn.shown is not None:
                move["show"] = turn.shown
            moves.append(move)
        return moves

    def record_fields(self) -> dict:
        """The record's ``teams`` and ``deal`` (rules page, "Game record")."""
        return {"teams": self.teams, "deal": self.deal.to_dict()}

    @classmethod
    def from_record(cls, data) -> Game:
        """A game rebuilt from a record; RecordError says what is wrong and where."""
        from .record import read_record

        return read_record(data)


def _public(turn: Turn, seat: int, partner: int | None) -> dict:
    """A turn as ``seat`` saw it: everything but a tile shown to somebody else's partner."""
    data = turn.to_dict()
    if turn.shown is not None and seat not in (turn.seat, partner):
        del data["shown"]
    return data
