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


def new_state(app) -> TurnState:
    return TurnState()


def first_focus(app) -> str:
    return "tile0"


def on_reveal(app) -> None:
    game = app.game
    motion.stage(*since_steps(app, game))
    app.message = (lambda: app.t("pick_tile"), False)
    spoken = app.t("turn_announce", name=game.players[game.turn])
    shown = game.shown_by_partner(game.turn)
    if shown is not None:
        partner = game.players[game.partner(game.turn)]
        spoken += " " + app.t("shown_to_you", name=partner, tile=shown)
    dom.announce(spoken)


def draw_table(app, container) -> None:
    board.draw(app, container)


def public_panel(app, game, current):
    return scores.render(app, game, current)


# ----------------------------------------------------------------------- moves and taps
def rack(app) -> list[int]:
    return app.game.rack(app.game.turn)


def selected_tile(app) -> int | None:
    state = app.state
    if app.screen != "turn" or state is None or state.selected is None:
        return None
    tiles = rack(app)
    return tiles[state.selected] if state.selected < len(tiles) else None


def select_tile(app, index: int, toggle: bool = True, quiet: bool = False,
                keyboard: bool = False) -> None:
    """Take tile number ``index`` of the rack in hand; its legal cells light up. From the
    keyboard, the focus then goes to the first of those cells (arrows move on)."""
    state = app.state
    if app.screen != "turn":
        return
    if toggle and state.selected == index and state.pending is None:
        state.selected = None
        app.say(lambda: app.t("pick_tile"))
        app.render()
        return
    state.selected = index
    state.pending = None
    state.refused = None
    tile = selected_tile(app)
    legal = app.game.legal_cells(tile)
    if legal:
        if board.focus_cell() not in legal:
            board.set_focus_cell(legal[0])
        app.say(lambda: app.t("tile_selected", tile=tile))
    else:
        app.say(lambda: app.t("tile_fits_nowhere", tile=tile), error=True)
    if quiet:
        board.update(app)
    else:
        app.render(focus=f"cell-{board.focus_cell()}" if keyboard and legal else None)


def tap_cell(app, cell: str) -> None:
    """A cell was tapped (or a tile dropped on it): preview the play, or say why not."""
    board.set_focus_cell(cell)
    state = app.state
    if app.screen != "turn":
        app.tapped_while_waiting()
        return
    tile = selected_tile(app)
    if tile is None:
        app.say(lambda: app.t("choose_tile_first"), error=True)
        app.render(focus=f"cell-{cell}")
        return
    if state.pending is not None and state.pending.cell == cell:
        app.render(focus="confirm")
        return
    reason = app.game.why_not({"tile": tile, "cell": cell})
    state.refused = None
    if reason is not None:
        state.refused = (cell, tuple(reason.params.get("line_cells") or ()))
        app.say(lambda: app.t("cannot_place", tile=tile, cell=cell,
                              reason=app.error_words(reason)), error=True)
        app.render(focus=f"cell-{cell}")
        return
    state.pending = app.game.preview(tile, cell)
    motion.stage(motion.step("fly", to=f"#cell-{cell}",
                             source=f'#panel .rack [data-value="{state.selected}"]'))
    dom.announce(preview_sentence(app))
    app.message = None
    app.render(focus="confirm")
    dom.reveal(".card.preview")  # its buttons in sight (a phone scrolls the page)


def preview_sentence(app) -> str:
    """What the previewed play would score, as read out."""
    turn = app.state.pending
    head = app.t("preview_title", tile=turn.tile, cell=turn.cell)
    if turn.points:
        points = app.t("preview_points", points=turn.points)
        return f"{head}. {points} {combos_text(app.lang, turn)}."
    return f"{head}. {app.t('preview_nothing')} {app.t('preview_question')}"


def lesson_target(app, thing: dict) -> str | None:
    """The one element a guided game's bubble points at (a CSS selector), or None (the bubble
    docks at the bottom). ``thing`` is:

    - ``{"move": m}``: the next thing to tap to play ``m`` now: its tile in the rack while
      another tile (or none) is in hand, then its cell, then "Confirm" once that very tile
      is previewed on that very cell;
    - ``{"played": m}``: the cell where ``m`` landed;
    - the tutorial's ``at``: ``{"cell": "D4"}`` a cell, ``{"rack": true}`` the rack,
      ``{"scores": true}`` the score board."""
    if "move" in thing:
        return _next_tap(app, thing["move"])
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


def _next_tap(app, move: dict) -> str | None:
    """Tile, cell, Confirm: the order in which the view plays a move."""
    state = app.state
    if app.screen != "turn" or state is None:
        return None
    tile, cell = move.get("tile"), move.get("cell")
    pending = state.pending
    if pending is not None and (pending.tile, pending.cell) == (tile, cell):
        return '.preview [data-action="confirm"]'
    if selected_tile(app) == tile:
        return _cell_selector(cell)
    tiles = rack(app)
    if tile not in tiles:
        return None
    return f'.rack [data-action="tile"][data-value="{tiles.index(tile)}"]'


def show_hint(app, move: dict) -> None:
    """A hint was asked for (the shell's hints): its tile goes in hand, so the cells where
    it fits light up; the board marks the hinted cell and the rack the tile."""
    tiles = rack(app)
    if move.get("tile") in tiles and app.state.pending is None:
        select_tile(app, tiles.index(move["tile"]), toggle=False, quiet=True)


def marks_hint(move: dict) -> bool:
    """Every hinted move is lit on the table (show_hint)."""
    return True


def take_back(app) -> None:
    """The previewed tile goes back to the rack, still in hand."""
    state = app.state
    if state.pending is None:
        return
    state.pending = None
    app.say(lambda: app.t("taken_back"))
    app.render(focus=f"tile{state.selected}")


def confirm(app) -> None:
    """The player confirms the previewed play: the shell plays it."""
    state = app.state
    if state.pending is None:
        return
    move = {"tile": state.pending.tile, "cell": state.pending.cell}
    if state.show is not None:
        move["show"] = state.show
    if app.play(move).refused:
        state.pending = None


def choose_show(app, value: str) -> None:
    """Team games: the tile to show the partner with this turn ("" for none)."""
    state = app.state
    state.show = int(value) if value.isdigit() and int(value) in rack(app) else None
    if state.show is not None:
        partner = app.game.players[app.game.partner(app.game.turn)]
        dom.announce(app.t("show_chosen", name=partner, tile=state.show))


def _value(element) -> str:
    return dom.attr(element, "data-value") or ""


ACTIONS = {
    "tile": lambda app, element, event: select_tile(app, int(_value(element)),
                                                    keyboard=event.detail == 0),
    "cell": lambda app, element, _event: tap_cell(app, _value(element)),
    "confirm": lambda app, *_: confirm(app),
    "take-back": lambda app, *_: take_back(app),
    "sheet": lambda app, *_: scores.toggle_sheet(app),
}


def on_input(app, name: str, value: str) -> None:
    if name == "show":
        choose_show(app, value)


def on_key(app, event) -> None:
    """Arrows on the board and along the rack; Escape takes a previewed tile back."""
    if event.key == "Escape" and app.state is not None and app.state.pending is not None:
        event.preventDefault()
        take_back(app)
        return
    if str(event.key) in ("n", "N") and not event.ctrlKey and not event.metaKey \
            and not event.altKey and app.screen == "turn":
        next_legal_cell(app, event, -1 if event.shiftKey else 1)
        return
    if board.on_key(app, event):
        return
    _rack_key(event)


def next_legal_cell(app, event, step: int) -> None:
    """N (shift+N backwards): the focus jumps to the next cell where the tile in hand fits."""
    tile = selected_tile(app)
    if tile is None:
        return
    legal = app.game.legal_cells(tile)
    if not legal:
        return
    event.preventDefault()
    focused = dom.closest(event, "[data-cell]")
    here = dom.attr(focused, "data-cell") if focused is not None else board.focus_cell()
    order = sorted(legal, key=board.reading_order)
    after = [c for c in order if step * (board.reading_order(c) - board.reading_order(here)) > 0]
    target = (after[0] if step > 0 else after[-1]) if after else order[0 if step > 0 else -1]
    board.set_focus_cell(target)
    app.render(focus=f"cell-{target}")


def _rack_key(event) -> None:
    tile = dom.closest(event, "[data-action=tile]")
    key = event.key
    if tile is None or key not in ("ArrowLeft", "ArrowRight", "Home", "End"):
        return
    tiles = dom.by_id("panel").querySelectorAll("[data-action=tile]")
    here = int(dom.attr(tile, "data-value"))
    target = {"ArrowLeft": here - 1, "ArrowRight": here + 1, "Home": 0,
              "End": tiles.length - 1}[key]
    if 0 <= target < tiles.length:
        event.preventDefault()
        for i in range(tiles.length):
            tiles.item(i).setAttribute("tabindex", "0" if i == target else "-1")
        tiles.item(target).focus()


def on_drag_start(app, value: str) -> None:
    select_tile(app, int(value), toggle=False, quiet=True)


def on_drop(app, value: str, target: str) -> None:
    tap_cell(app, target)


# ----------------------------------------------------------------------- motion
def motion_after(app, turn, seat: int) -> list:
    """What a move shows moving: a computer's tile comes from its row of the scores onto its
    cell (a person's was seen going there when it was put down, waiting for "Confirm"); the
    minutes it scored rise from it. (The tile settling, the cells that scored lighting up and
    the stones dropping in are the board's own classes: board.update.)"""
    steps = []
    if app.seats.is_computer(seat):
        steps.append(motion.step("fly", to=f"#cell-{turn.cell}",
                                 source=f'#panel table.scores tr[data-seat="{seat}"]'))
    if turn.points:
        steps.append(motion.step("float", to=f"#cell-{turn.cell}", delay=300,
                                 text=app.t("float_minutes", points=turn.points)))
    return steps


def since_steps(app, game) -> list:
    """What happened since the person taking the tablet last played, played out again one
    move after another: each tile drops onto its cell, its minutes rise, its stones drop in."""
    steps = []
    for n, turn in enumerate(motion.since_last_turn(game, game.turn)):
        start = n * motion.STEP_GAP_MS
        steps.append(motion.step("pop", to=f"#cell-{turn.cell}", delay=start))
        if turn.points:
            steps.append(motion.step("float", to=f"#cell-{turn.cell}", delay=start + 150,
                                     text=app.t("float_minutes", points=turn.points)))
        steps += [motion.step("pop", to=f"#cell-{cell}", delay=start + 200)
                  for cell in turn.new_stones]
    return steps


# ----------------------------------------------------------------------- telling the table
def sound_of(app, turn, game) -> str:
    """The sound of a finished turn: "score" when it scored minutes, else "play"."""
    return "score" if turn.points else "play"


def event_lines(app, turn, game) -> list[str]:
    """What a turn did, skips included (the shell adds who plays next)."""
    players = game.players
    name = players[turn.seat]
    if turn.points:
        lines = [app.t("scored", name=name, points=turn.points),
                 combos_text(app.lang, turn) + "."]
    else:
        lines = [app.t("placed_nothing", name=name, tile=turn.tile, cell=turn.cell)]
    if turn.new_stones:
        lines.append(app.t("new_stones", cells=", ".join(turn.new_stones)))
    lines += [app.t("skipped", name=players[s]) for s in turn.skipped]
    return lines


def move_words(app, turn, game) -> str:
    return app.t("move_words", tile=turn.tile, cell=turn.cell)


def next_game_label(app, game) -> str:
    return app.t("play_again")


def result_card(app, game, result):
    """The end of a 24/7 game: which printed condition ended it, who won, the tie-break in
    words, and the ranking."""
    return h("section",
             h("p", app.t(f"ending_{result.ending}"), cls="ending"),
             h("p", h("strong", verdict(app, game, result)), cls="verdict"),
             h("p", app.t("tie_fewest"), cls="tie") if result.tie_break == "fewest_tiles"
             else None,
             h("p", app.t("tie_draw"), cls="tie") if result.tie_break == "draw" else None,
             _ranking(app, game, result),
             cls="card result", role="status")


def _ranking(app, game, result):
    rows = []
    for entry in result.ranking:
        rows.append(h("tr",
                      h("td", entry["place"]),
                      h("th", app.names(entry["seats"], game), scope="row"),
                      h("td", entry["minutes"]),
                      h("td", entry["tiles_left"]),
                      cls="winner" if set(entry["seats"]) <= set(result.winners) else None))
    who = app.t("col_team") if game.teams else app.t("col_player")
    headings = [app.t("col_rank"), who, app.t("col_minutes"), app.t("col_tiles_left")]
    return table(headings, rows, "ranking")


# ----------------------------------------------------------------------- the new-game form
def option_fields(app):
    """Teams, with 4 players: partners sit opposite."""
    if app.form.count != 4:
        return None
    teams = app.form.options.get("teams", "off") == "on"
    return option_group(app, "teams", app.t("teams_label"),
                        [("off", app.t("teams_off")), ("on", app.t("teams_on"))],
                        hint=_teams_hint(app) if teams else None)


def options(app, count: int) -> dict:
    return {"teams": count == 4 and app.form.options.get("teams") == "on"}


def _teams_hint(app) -> str:
    a, b, c, d = (shown_name(app, n) for n in range(4))
    return app.t("teams_hint", a=a, b=b, c=c, d=d)


def names_changed(app) -> None:
    hint = dom.find("#option-teams-hint")
    if hint is not None:
        hint.textContent = _teams_hint(app)


VIEW = PackageView(sys.modules[__name__])  # what the shell calls: ../contract.py
