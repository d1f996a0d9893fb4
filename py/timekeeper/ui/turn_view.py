"""A player's turn: their rack, what the tile in hand can do, the preview of a placed tile
(confirm or take back) and, in team games, the tile to show the partner."""

from timekeeper import i18n

from . import score_view
from .dom import action_button, h


def render(app):
    game = app.game
    seat = game.turn
    view = game.view(seat)
    name = game.players[seat]
    return h("div",
             h("h2", app.t("turn_title", name=name), tabindex="-1", data_focus="turn"),
             _shown_note(app, view),
             rack(app, view.rack, name),
             _message(app),
             _preview(app) if app.pending is not None else None,
             _show_choice(app, view.rack) if game.teams else None,
             score_view.render(app, current=seat),
             cls="screen turn")


def _shown_note(app, view):
    if view.shown_by_partner is None:
        return None
    partner = app.game.players[app.game.partner(view.seat)]
    return h("p", app.t("shown_to_you", name=partner, tile=""),
             h("span", view.shown_by_partner, cls="chip"), cls="card shown", role="note")


def rack(app, tiles: list[int], name: str):
    """The rack as buttons named "Tile 7"; one tab stop, arrow keys move along it."""
    stop = app.selected if app.selected is not None and app.selected < len(tiles) else 0
    buttons = [
        h("button", tile, type="button", cls="rack-tile", data_action="tile", data_value=index,
          data_focus=f"tile{index}", aria_label=app.t("tile", tile=tile),
          aria_pressed="true" if index == app.selected else "false",
          tabindex="0" if index == stop else "-1")
        for index, tile in enumerate(tiles)
    ]
    return h("div", *buttons, cls="rack", role="group", aria_label=app.t("rack_label", name=name))


def _message(app):
    if app.message is None:
        return None
    words, error = app.message
    return h("p", words(), cls="message error" if error else "message")


def _preview(app):
    turn = app.pending
    if turn.points:
        points = h("p", h("strong", app.t("preview_points", points=turn.points)),
                   cls="points")
        combos = h("p", i18n.combos_text(app.lang, turn), cls="combos")
    else:
        points, combos = h("p", app.t("preview_nothing"), cls="points"), None
    return h("section",
             h("h3", app.t("preview_title", tile=turn.tile, cell=turn.cell), id="preview-title"),
             points,
             combos,
             h("p", app.t("preview_stones", cells=", ".join(turn.new_stones)), cls="small")
             if turn.new_stones else None,
             h("div",
               action_button(app.t("confirm"), "confirm", cls="btn primary big"),
               action_button(app.t("take_back"), "take-back", cls="btn big"),
               cls="actions"),
             cls="card preview", aria_labelledby="preview-title")


def _show_choice(app, tiles: list[int]):
    partner = app.game.players[app.game.partner(app.game.turn)]
    options = [h("option", app.t("show_none"), value="", selected=app.show is None)]
    options += [h("option", tile, value=tile, selected=tile == app.show)
                for tile in sorted(set(tiles))]
    return h("div",
             h("label", app.t("show_label", name=partner), for_="input-show"),
             h("select", *options, id="input-show", data_input="show", data_focus="show"),
             cls="field show-tile")
