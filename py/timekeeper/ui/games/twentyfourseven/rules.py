"""The rules, short, in the player's language, with the worked examples drawn as little
boards (points and reasons as the engine gives them)."""

from timekeeper.i18n.twentyfourseven import combos_text
from timekeeper.twentyfourseven import CELLS, DOUBLE_TIME_CELLS, IllegalMove
from timekeeper.twentyfourseven.examples import WORKED_EXAMPLES, evaluate
from timekeeper.twentyfourseven.scoring import (
    MINUTES_24_7_BONUS,
    MINUTES_24_IN_7,
    MINUTES_SUM_7,
    MINUTES_SUM_24,
    RUN_MINUTES,
    SET_MINUTES,
)

from ...kit.dom import h

# The minutes as the engine scores them (rules page, "Scoring").
SCORE_TABLE = (
    ("rules_sum7", str(MINUTES_SUM_7)),
    ("rules_sum24", str(MINUTES_SUM_24)),
    ("rules_runs", " / ".join(str(m) for _, m in sorted(RUN_MINUTES.items()))),
    ("rules_sets", " / ".join(str(m) for _, m in sorted(SET_MINUTES.items()))),
    ("rules_24in7", f"+{MINUTES_24_IN_7}"),
    ("rules_247", f"+{MINUTES_24_7_BONUS}"),
)


def rules(ctx) -> list:
    """The rules of 24/7, short, with the worked examples drawn and scored by the engine."""
    table = h("table",
              h("thead", h("tr", h("th", ctx.t("rules_combo"), scope="col"),
                           h("th", ctx.t("rules_minutes"), scope="col"))),
              h("tbody", *(h("tr", h("td", ctx.t(key)), h("td", minutes))
                           for key, minutes in SCORE_TABLE)),
              cls="rules-table")
    examples = []
    for example in WORKED_EXAMPLES:
        outcome = evaluate(example)
        if isinstance(outcome, IllegalMove):
            examples.append(_illegal_figure(ctx, example, outcome))
        else:
            examples.append(_scoring_figure(ctx, example, outcome))
    return [
        h("p", ctx.t("rules_goal")),
        h("p", ctx.t("rules_turn")),
        h("h3", ctx.t("rules_scoring_title")),
        table,
        h("p", ctx.t("rules_runs_note")),
        h("p", ctx.t("rules_double")),
        h("p", ctx.t("rules_stones")),
        h("p", ctx.t("rules_end")),
        h("p", ctx.t("rules_teams")),
        h("h3", ctx.t("rules_examples_title")),
        h("div", *examples, cls="examples"),
    ]


def _mini_board(ctx, board: dict[str, int], tile: int, cell: str, scored: set[str],
                refused: bool = False, stones=()):
    """A small picture of a board: the tiles, the placed tile, the cells that scored and
    the cells the play puts out of time."""
    squares = []
    for name in CELLS:
        value = tile if name == cell else board.get(name)
        classes = ["mini"]
        if name in DOUBLE_TIME_CELLS:
            classes.append("x2")
        if value is not None:
            classes.append("tile")
        if name in scored:
            classes.append("scored")
        if name == cell:
            classes.append("refused" if refused else "placed")
        if name in stones:
            classes.append("stone")
        squares.append(h("span", value if value is not None else "", cls=" ".join(classes)))
    tiles = ", ".join(f"{name} {value}" for name, value in sorted(board.items()))
    return h("div", *squares, cls="mini-board", role="img",
             aria_label=ctx.t("rules_example_board", tiles=tiles))


def _scoring_figure(ctx, example, turn):
    scored = {name for combo in turn.combos for name in combo.cells}
    return h("figure",
             _mini_board(ctx, example.tiles, example.tile, example.cell, scored,
                         stones=turn.new_stones),
             h("figcaption",
               h("strong", ctx.t("rules_example", tile=example.tile, cell=example.cell,
                                 points=turn.points)),
               h("br"), combos_text(ctx.lang, turn)),
             cls="example", data_example=example.key)


def _largest_that_fits(example) -> int | None:
    """The largest tile the engine accepts where the example's tile is refused."""
    for tile in range(example.tile - 1, 0, -1):
        if not isinstance(evaluate(example, tile=tile), IllegalMove):
            return tile
    return None


def _illegal_figure(ctx, example, error):
    reason = ctx.error_words(error)
    return h("figure",
             _mini_board(ctx, example.tiles, example.tile, example.cell, set(), refused=True),
             h("figcaption", ctx.t("rules_example_illegal", tile=example.tile,
                                   cell=example.cell, reason=reason,
                                   smaller=_largest_that_fits(example))),
             cls="example", data_example=example.key)
