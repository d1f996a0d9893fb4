"""A player's turn at 24/7: their rack, what the tile in hand can do, the preview of a placed
tile (confirm or take back), in team games the tile to show the partner, and what the last
turn did (who put which tile where, its minutes and why), in sight beside whose turn it is."""

from timekeeper.i18n.twentyfourseven import combos_text

from ...kit.dom import action_button, h
from ...kit.widgets import hinted_move, message
from .scores import move_lines


def turn_panel(ctx):
    game = ctx.game
    seat = game.turn
    tiles = game.rack(seat)
    return h("div",
             _shown_note(ctx, seat),
             rack(ctx, tiles, game.players[seat]),
             message(ctx),
             _preview(ctx) if ctx.state.pending is not None else None,
             _show_choice(ctx, tiles) if game.teams else None,
             last_turn(ctx, game),
             h("p", ctx.t("key_hint"), cls="hint key-hint", id="keys-hint"),
             cls="turn-panel")


def last_turn(ctx, game):
    """What just happened: the last move, as the score sheet writes it (None before the
    first). Only public things: a shown tile is said, never its value. Where the shell
    already tells it (a summary card of the computers' moves, or of one's own turn before
    playing again), CSS folds this one away."""
    if not game.history:
        return None
    return h("section",
             h("h3", ctx.t("last_turn_title"), id="last-turn-title"),
             h("p", *move_lines(ctx, game, game.history[-1]), cls="last-turn-move"),
             cls="last-turn", aria_labelledby="last-turn-title")


def _shown_note(ctx, seat: int):
    shown = ctx.game.shown_by_partner(seat)
    if shown is None:
        return None
    partner = ctx.game.players[ctx.game.partner(seat)]
    return h("p", ctx.t("shown_to_you", name=partner, tile=""),
             h("span", shown, cls="chip"), cls="card shown", role="note")


def rack(ctx, tiles: list[int], name: str):
    """The rack as buttons named "Tile 7"; one tab stop, arrow keys move along it; each
    tile can also be dragged onto the board."""
    selected = ctx.state.selected
    stop = selected if selected is not None and selected < len(tiles) else 0
    hinted = hinted_move(ctx).get("tile")
    hinted = tiles.index(hinted) if hinted in tiles else None
    buttons = [
        h("button", tile, type="button", cls="rack-tile hinted" if index == hinted
          else "rack-tile", data_action="tile", data_value=index,
          data_drag=index, data_focus=f"tile{index}", aria_label=ctx.t("tile", tile=tile),
          aria_pressed="true" if index == selected else "false",
          tabindex="0" if index == stop else "-1")
        for index, tile in enumerate(tiles)
    ]
    return h("div", *buttons, cls="rack", role="group", aria_label=ctx.t("rack_label", name=name))


def _preview(ctx):
    turn = ctx.state.pending
    if turn.points:
        points = h("p", h("strong", ctx.t("preview_points", points=turn.points)),
                   cls="points")
        combos = h("p", combos_text(ctx.lang, turn), cls="combos")
    else:
        points, combos = h("p", ctx.t("preview_nothing"), cls="points"), None
    return h("section",
             h("h3", ctx.t("preview_title", tile=turn.tile, cell=turn.cell), id="preview-title"),
             points,
             combos,
             h("p", ctx.t("preview_stones", cells=", ".join(turn.new_stones)), cls="small")
             if turn.new_stones else None,
             h("div",
               action_button(ctx.t("confirm"), "confirm", cls="btn primary big hinted"
                             if _hinted(ctx, turn) else "btn primary big"),
               action_button(ctx.t("take_back"), "take-back", cls="btn big"),
               cls="actions"),
             cls="card preview", aria_labelledby="preview-title")


def _hinted(ctx, turn) -> bool:
    """Whether the previewed play is the hinted move (its Confirm is then marked too)."""
    hinted = hinted_move(ctx)
    return (hinted.get("tile"), hinted.get("cell")) == (turn.tile, turn.cell)


def _show_choice(ctx, tiles: list[int]):
    partner = ctx.game.players[ctx.game.partner(ctx.game.turn)]
    show = ctx.state.show
    options = [h("option", ctx.t("show_none"), value="", selected=show is None)]
    options += [h("option", tile, value=tile, selected=tile == show)
                for tile in sorted(set(tiles))]
    return h("div",
             h("label", ctx.t("show_label", name=partner), for_="input-show"),
             h("select", *options, id="input-show", data_input="show", data_focus="show"),
             cls="field show-tile")
