"""The 24/7 view: the 7×7 board, the rack, previews of a placed tile, the score sheet and the
rules with their worked examples. Every rule question goes to the engine (legal cells,
previews, reasons, results); this package only draws what it answers and turns taps, keys
and drags into moves ``{"tile": 6, "cell": "D5"}``.
"""

import sys
from dataclasses import dataclass

from timekeeper.i18n.twentyfourseven import combos_text

from ...kit import dom, motion
from ...kit.dom import h
from ...kit.widgets import option_group, shown_name, table, verdict
from ..contract import PackageView
from . import board, scores
from .rules import rules  # noqa: F401  (part of the view's face)
from .turn import turn_panel  # noqa: F401


@dataclass
class TurnState:
    """The turn in progress: the tile in hand (index in the sorted rack), the preview of
    the placed tile, the tile to show the partner."""

    selected: int | None = None
    pending: object = None  # the engine's preview Turn of the tile placed, not confirmed
    show: int | None = None
    refused: tuple | None = None  # (cell, cells of the line past 24) of the last refused tap


def new_state(ctx) -> TurnState:
    return TurnState()


def first_focus(ctx) -> str:
    return "tile0"


def on_reveal(ctx) -> None:
    game = ctx.game
    motion.stage(*since_steps(ctx, game))
    ctx.show_words(lambda: ctx.t("pick_tile"))
    spoken = ctx.t("turn_announce", name=game.players[game.turn])
    shown = game.shown_by_partner(game.turn)
    if shown is not None:
        partner = game.players[game.partner(game.turn)]
        spoken += " " + ctx.t("shown_to_you", name=partner, tile=shown)
    dom.announce(spoken)


def table_view(ctx):
    return board.render(ctx)


def public_panel(ctx, game, current):
    return scores.render(ctx, game, current)


# ----------------------------------------------------------------------- moves and taps
def rack(ctx) -> list[int]:
    return ctx.game.rack(ctx.game.turn)


def selected_tile(ctx) -> int | None:
    state = ctx.state
    if ctx.screen != "turn" or state is None or state.selected is None:
        return None
    tiles = rack(ctx)
    return tiles[state.selected] if state.selected < len(tiles) else None


def select_tile(ctx, index: int, toggle: bool = True, quiet: bool = False,
                keyboard: bool = False) -> None:
    """Take tile number ``index`` of the rack in hand; its legal cells light up. From the
    keyboard, the focus then goes to the first of those cells (arrows move on). ``quiet``:
    only the table is drawn again (a drag's start: the rack stays as the drag left it)."""
    state = ctx.state
    if ctx.screen != "turn":
        return
    if toggle and state.selected == index and state.pending is None:
        state.selected = None
        ctx.say(lambda: ctx.t("pick_tile"))
        ctx.render()
        return
    state.selected = index
    state.pending = None
    state.refused = None
    tile = selected_tile(ctx)
    legal = ctx.game.legal_cells(tile)
    if legal:
        if board.focus_cell() not in legal:
            board.set_focus_cell(legal[0])
        ctx.say(lambda: ctx.t("tile_selected", tile=tile))
    else:
        ctx.say(lambda: ctx.t("tile_fits_nowhere", tile=tile), error=True)
    if quiet:
        ctx.render_table()
    else:
        ctx.render(focus=f"cell-{board.focus_cell()}" if keyboard and legal else None)


def tap_cell(ctx, cell: str) -> None:
    """A cell was tapped (or a tile dropped on it): preview the play, or say why not."""
    board.set_focus_cell(cell)
    state = ctx.state
    if ctx.screen != "turn":
        ctx.tapped_while_waiting()
        return
    tile = selected_tile(ctx)
    if tile is None:
        ctx.say(lambda: ctx.t("choose_tile_first"), error=True)
        ctx.render(focus=f"cell-{cell}")
        return
    if state.pending is not None and state.pending.cell == cell:
        ctx.render(focus="confirm")
        return
    reason = ctx.game.why_not({"tile": tile, "cell": cell})
    state.refused = None
    if reason is not None:
        state.refused = (cell, tuple(reason.params.get("line_cells") or ()))
        ctx.say(lambda: ctx.t("cannot_place", tile=tile, cell=cell,
                              reason=ctx.error_words(reason)), error=True)
        ctx.render(focus=f"cell-{cell}")
        return
    state.pending = ctx.game.preview(tile, cell)
    motion.stage(motion.step("fly", to=f"#cell-{cell}",
                             source=f'#panel .rack [data-value="{state.selected}"]'))
    dom.announce(preview_sentence(ctx))
    ctx.clear_words()
    ctx.render(focus="confirm")
    dom.reveal(".card.preview")  # its buttons in sight (a phone scrolls the page)


def preview_sentence(ctx) -> str:
    """What the previewed play would score, as read out."""
    turn = ctx.state.pending
    head = ctx.t("preview_title", tile=turn.tile, cell=turn.cell)
    if turn.points:
        points = ctx.t("preview_points", points=turn.points)
        return f"{head}. {points} {combos_text(ctx.lang, turn)}."
    return f"{head}. {ctx.t('preview_nothing')} {ctx.t('preview_question')}"


def lesson_target(ctx, thing: dict) -> str | None:
    """The one element a guided game's bubble points at (a CSS selector), or None (the bubble
    docks at the bottom). ``thing`` is:

    - ``{"move": m}``: the next thing to tap to play ``m`` now: its tile in the rack while
      another tile (or none) is in hand, then its cell, then "Confirm" once that very tile
      is previewed on that very cell;
    - ``{"played": m}``: the cell where ``m`` landed;
    - the tutorial's ``at``: ``{"cell": "D4"}`` a cell, ``{"rack": true}`` the rack,
      ``{"scores": true}`` the score board."""
    if "move" in thing:
        return _next_tap(ctx, thing["move"])
    if "played" in thing:
        return _cell_selector(thing["played"].get("cell"))
    if "cell" in thing:
        return _cell_selector(thing["cell"])
    if thing.get("rack"):
        return ".turn-panel .rack"
    if thing.get("scores"):
        return ".scoreboard"
    return None


def _cell_selector(cell) -> str | None:
    return f"#cell-{cell}" if isinstance(cell, str) and cell else None


def _next_tap(ctx, move: dict) -> str | None:
    """Tile, cell, Confirm: the order in which the view plays a move."""
    state = ctx.state
    if ctx.screen != "turn" or state is None:
        return None
    tile, cell = move.get("tile"), move.get("cell")
    pending = state.pending
    if pending is not None and (pending.tile, pending.cell) == (tile, cell):
        return '.preview [data-action="confirm"]'
    if selected_tile(ctx) == tile:
        return _cell_selector(cell)
    tiles = rack(ctx)
    if tile not in tiles:
        return None
    return f'.rack [data-action="tile"][data-value="{tiles.index(tile)}"]'


def show_hint(ctx, move: dict) -> None:
    """A hint was asked for (the shell's hints): its tile goes in hand, so the cells where
    it fits light up; the board marks the hinted cell and the rack the tile."""
    tiles = rack(ctx)
    if move.get("tile") in tiles and ctx.state.pending is None:
        select_tile(ctx, tiles.index(move["tile"]), toggle=False, quiet=True)


def marks_hint(move: dict) -> bool:
    """Every hinted move is lit on the table (show_hint)."""
    return True


def take_back(ctx) -> None:
    """The previewed tile goes back to the rack, still in hand."""
    state = ctx.state
    if state.pending is None:
        return
    state.pending = None
    ctx.say(lambda: ctx.t("taken_back"))
    ctx.render(focus=f"tile{state.selected}")


def confirm(ctx) -> None:
    """The player confirms the previewed play: the shell plays it."""
    state = ctx.state
    if state.pending is None:
        return
    move = {"tile": state.pending.tile, "cell": state.pending.cell}
    if state.show is not None:
        move["show"] = state.show
    if ctx.play(move).refused:
        state.pending = None


def choose_show(ctx, value: str) -> None:
    """Team games: the tile to show the partner with this turn ("" for none)."""
    state = ctx.state
    state.show = int(value) if value.isdigit() and int(value) in rack(ctx) else None
    if state.show is not None:
        partner = ctx.game.players[ctx.game.partner(ctx.game.turn)]
        dom.announce(ctx.t("show_chosen", name=partner, tile=state.show))


def _value(element) -> str:
    return dom.attr(element, "data-value") or ""


ACTIONS = {
    "tile": lambda ctx, element, event: select_tile(ctx, int(_value(element)),
                                                    keyboard=event.detail == 0),
    "cell": lambda ctx, element, _event: tap_cell(ctx, _value(element)),
    "confirm": lambda ctx, *_: confirm(ctx),
    "take-back": lambda ctx, *_: take_back(ctx),
    "sheet": lambda ctx, *_: scores.toggle_sheet(ctx),
}


def on_input(ctx, name: str, value: str) -> None:
    if name == "show":
        choose_show(ctx, value)


def on_key(ctx, event) -> None:
    """Arrows on the board; Escape takes a previewed tile back; N goes to the next cell where
    the tile in hand fits."""
    if event.key == "Escape" and ctx.state is not None and ctx.state.pending is not None:
        event.preventDefault()
        take_back(ctx)
        return
    if str(event.key) in ("n", "N") and not event.ctrlKey and not event.metaKey \
            and not event.altKey and ctx.screen == "turn":
        next_legal_cell(ctx, event, -1 if event.shiftKey else 1)
        return
    board.on_key(ctx, event)  # along the rack, the page moves the focus (page-events.js)


def next_legal_cell(ctx, event, step: int) -> None:
    """N (shift+N backwards): the focus jumps to the next cell where the tile in hand fits."""
    tile = selected_tile(ctx)
    if tile is None:
        return
    legal = ctx.game.legal_cells(tile)
    if not legal:
        return
    event.preventDefault()
    focused = dom.closest(event, "[data-cell]")
    here = dom.attr(focused, "data-cell") if focused is not None else board.focus_cell()
    order = sorted(legal, key=board.reading_order)
    after = [c for c in order if step * (board.reading_order(c) - board.reading_order(here)) > 0]
    target = (after[0] if step > 0 else after[-1]) if after else order[0 if step > 0 else -1]
    board.set_focus_cell(target)
    ctx.render(focus=f"cell-{target}")


def on_drag_start(ctx, value: str) -> None:
    select_tile(ctx, int(value), toggle=False, quiet=True)


def on_drop(ctx, value: str, target: str) -> None:
    tap_cell(ctx, target)


# ----------------------------------------------------------------------- motion
def motion_after(ctx, turn, seat: int) -> list:
    """What a move shows moving: a computer's tile comes from its row of the scores onto its
    cell (a person's was seen going there when it was put down, waiting for "Confirm"); the
    minutes it scored rise from it. (The tile settling, the cells that scored lighting up and
    the stones dropping in are the board's own classes: board.render.)"""
    steps = []
    if ctx.seats.is_computer(seat):
        steps.append(motion.step("fly", to=f"#cell-{turn.cell}",
                                 source=f'#panel table.scores tr[data-seat="{seat}"]'))
    if turn.points:
        steps.append(motion.step("float", to=f"#cell-{turn.cell}", delay=300,
                                 text=ctx.t("float_minutes", points=turn.points)))
    return steps


def since_steps(ctx, game) -> list:
    """What happened since the person taking the tablet last played, played out again one
    move after another: each tile drops onto its cell, its minutes rise, its stones drop in."""
    steps = []
    for n, turn in enumerate(motion.since_last_turn(game, game.turn)):
        start = n * motion.STEP_GAP_MS
        steps.append(motion.step("pop", to=f"#cell-{turn.cell}", delay=start))
        if turn.points:
            steps.append(motion.step("float", to=f"#cell-{turn.cell}", delay=start + 150,
                                     text=ctx.t("float_minutes", points=turn.points)))
        steps += [motion.step("pop", to=f"#cell-{cell}", delay=start + 200)
                  for cell in turn.new_stones]
    return steps


# ----------------------------------------------------------------------- telling the table
def sound_of(ctx, turn, game) -> str:
    """The sound of a finished turn: "score" when it scored minutes, else "play"."""
    return "score" if turn.points else "play"


def event_lines(ctx, turn, game) -> list[str]:
    """What a turn did, skips included (the shell adds who plays next)."""
    players = game.players
    name = players[turn.seat]
    if turn.points:
        lines = [ctx.t("scored", name=name, points=turn.points),
                 combos_text(ctx.lang, turn) + "."]
    else:
        lines = [ctx.t("placed_nothing", name=name, tile=turn.tile, cell=turn.cell)]
    if turn.new_stones:
        lines.append(ctx.t("new_stones", cells=", ".join(turn.new_stones)))
    lines += [ctx.t("skipped", name=players[s]) for s in turn.skipped]
    return lines


def move_words(ctx, turn, game) -> str:
    return ctx.t("move_words", tile=turn.tile, cell=turn.cell)


def next_game_label(ctx, game) -> str:
    return ctx.t("play_again")


def result_card(ctx, game, result):
    """The end of a 24/7 game: which printed condition ended it, who won, the tie-break in
    words, and the ranking."""
    return h("section",
             h("p", ctx.t(f"ending_{result.ending}"), cls="ending"),
             h("p", h("strong", verdict(ctx, game, result)), cls="verdict"),
             h("p", ctx.t("tie_fewest"), cls="tie") if result.tie_break == "fewest_tiles"
             else None,
             h("p", ctx.t("tie_draw"), cls="tie") if result.tie_break == "draw" else None,
             _ranking(ctx, game, result),
             cls="card result", role="status")


def _ranking(ctx, game, result):
    rows = []
    for entry in result.ranking:
        rows.append(h("tr",
                      h("td", entry["place"]),
                      h("th", ctx.names(entry["seats"], game), scope="row"),
                      h("td", entry["minutes"]),
                      h("td", entry["tiles_left"]),
                      cls="winner" if set(entry["seats"]) <= set(result.winners) else None))
    who = ctx.t("col_team") if game.teams else ctx.t("col_player")
    headings = [ctx.t("col_rank"), who, ctx.t("col_minutes"), ctx.t("col_tiles_left")]
    return table(headings, rows, "ranking")


# ----------------------------------------------------------------------- the new-game form
def option_fields(ctx):
    """Teams, with 4 players: partners sit opposite."""
    if ctx.form.count != 4:
        return None
    teams = ctx.form.options.get("teams", "off") == "on"
    return option_group(ctx, "teams", ctx.t("teams_label"),
                        [("off", ctx.t("teams_off")), ("on", ctx.t("teams_on"))],
                        hint=_teams_hint(ctx) if teams else None)


def options(ctx, count: int) -> dict:
    return {"teams": count == 4 and ctx.form.options.get("teams") == "on"}


def _teams_hint(ctx) -> str:
    a, b, c, d = (shown_name(ctx, n) for n in range(4))
    return ctx.t("teams_hint", a=a, b=b, c=c, d=d)


VIEW = PackageView(sys.modules[__name__])  # what the shell calls: ../contract.py
