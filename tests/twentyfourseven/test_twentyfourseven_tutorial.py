"""24/7's guided first game (tutorials/twentyfourseven.json), checked against the engine: each
rule the lesson teaches really happens at the step meant to teach it, the rules come in the
order of the issue (placing next to a tile; a sum of 7 and of 24; a run and a set; never past
24 and the stones; a 2x cell; two combinations in one tile; a seat that cannot play; the end
and who wins), and the sentences say the engine's figures."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from timekeeper import tutorials
from timekeeper.i18n.twentyfourseven import combos_text, lesson_params
from timekeeper.twentyfourseven import DOUBLE_TIME_CELLS, START_CELL, Game
from timekeeper.twentyfourseven.deal import TILE_VALUES

GAME = "twentyfourseven"
NAMES = ["Zoé", "Nina"]
LEARNER, FRIEND = 0, 1

# The step (numbered from 1, as the page shows them) meant to teach each rule, in the issue's
# order.
TEACHES = {
    "placing next to a tile": 2,
    "a sum of 7": 4,
    "a sum of 24": 5,
    "a run": 6,
    "a set": 7,
    "never past 24, the out-of-time stones": 8,
    "a 2x cell": 9,
    "two combinations in one tile": 11,
    "a seat that cannot play": 13,
    "the end and who wins": 14,
}


@dataclass
class Step:
    """A step as the lesson played it: the game before it (None for a sentence alone),
    the engine's event of its move (a jump's last), the game after it."""

    before: Game | None
    event: object
    after: Game


def _copy(game: Game) -> Game:
    return Game.from_record(game.to_record())


@pytest.fixture(scope="module")
def steps() -> dict[int, Step]:
    """Every step of the tutorial, played through the engine as the learner would."""
    tutorial = tutorials.load(GAME)
    lesson = tutorials.Lesson.begin(tutorial, NAMES)
    played: dict[int, Step] = {}
    while not lesson.over:
        number = lesson.index + 1
        if lesson.phase == tutorials.PLAY:
            before = _copy(lesson.game)
            event = lesson.game.play(dict(lesson.step.move))
            played[number] = Step(before, event, _copy(lesson.game))
            lesson.played(event)
            continue
        if number not in played:
            played[number] = Step(None, lesson.last, _copy(lesson.game))
        lesson.next()
    return played


def _kinds(event) -> list[tuple[str, int]]:
    return [(combo.kind, combo.length) for combo in event.combos]


def test_the_rules_come_in_the_issues_order():
    numbers = list(TEACHES.values())
    assert numbers == sorted(numbers)
    assert len(tutorials.load(GAME).steps) >= numbers[-1]


def test_step_1_shows_the_start_tile_on_the_centre(steps):
    game = steps[1].after
    assert list(game.board) == [START_CELL]
    assert tutorials.load(GAME).steps[0].at == {"cell": START_CELL}


def test_step_2_the_learner_places_a_tile_touching_the_start_tile_and_scores_nothing(steps):
    step = steps[TEACHES["placing next to a tile"]]
    assert step.event.seat == LEARNER and step.event.points == 0 and not step.event.combos
    before = step.before
    assert list(before.board) == [START_CELL]  # the only tile it can touch
    assert before.why_not({"tile": step.event.tile, "cell": step.event.cell}) is None
    far = next(cell for cell in ("A1", "G7") if cell != step.event.cell)
    assert before.why_not({"tile": step.event.tile, "cell": far}).code == "not_touching"


def test_step_4_the_learner_makes_a_sum_of_7_with_two_tiles(steps):
    event = steps[TEACHES["a sum of 7"]].event
    assert event.seat == LEARNER and not event.double_time
    assert _kinds(event) == [("sum7", 2)]
    board = steps[4].after.board
    assert sum(board[cell] for cell in event.combos[0].cells) == 7


def test_step_5_the_friend_makes_a_sum_of_24(steps):
    event = steps[TEACHES["a sum of 24"]].event
    assert event.seat == FRIEND and not event.double_time
    assert [kind for kind, _ in _kinds(event)] == ["sum24"]
    board = steps[5].after.board
    assert sum(board[cell] for cell in event.combos[0].cells) == 24


def test_step_6_the_learner_makes_a_run_and_step_7_the_friend_a_set(steps):
    run, a_set = steps[TEACHES["a run"]].event, steps[TEACHES["a set"]].event
    assert run.seat == LEARNER and _kinds(run) == [("run", 3)]
    assert a_set.seat == FRIEND and _kinds(a_set) == [("set", 3)]
    board = steps[7].after.board
    assert [board[cell] for cell in run.combos[0].cells] == [3, 4, 5]
    assert len({board[cell] for cell in a_set.combos[0].cells}) == 1


def test_step_8_stones_close_both_ends_of_the_24_and_no_line_passes_24(steps):
    number = TEACHES["never past 24, the out-of-time stones"]
    game = steps[number].after
    stones = steps[TEACHES["a sum of 24"]].event.new_stones
    assert len(stones) == 2 and game.out_of_time == stones
    assert tutorials.load(GAME).steps[number - 1].at == {"cell": stones[1]}
    for cell in stones:  # even the smallest tile is refused there
        assert game.why_not({"tile": min(TILE_VALUES), "cell": cell}).code == "out_of_time"
    refused = [game.why_not({"tile": tile, "cell": cell})
               for tile in game.rack(LEARNER) for cell in game.legal_cells(min(TILE_VALUES))]
    assert any(reason is not None and reason.code == "line_over_24" for reason in refused)


def test_step_9_the_learner_plays_on_a_2x_cell_and_every_minute_doubles(steps):
    step = steps[TEACHES["a 2x cell"]]
    event = step.event
    assert event.seat == LEARNER and event.cell in DOUBLE_TIME_CELLS and event.double_time
    assert _kinds(event) == [("sum7", 2)]
    assert event.points == 2 * steps[TEACHES["a sum of 7"]].event.points


def test_step_11_one_tile_scores_two_combinations_on_two_lines(steps):
    event = steps[TEACHES["two combinations in one tile"]].event
    assert event.seat == LEARNER and not event.double_time
    assert sorted(kind for kind, _ in _kinds(event)) == ["run", "sum7"]
    first, second = (set(combo.cells) for combo in event.combos)
    assert first & second == {event.cell}
    assert event.points == sum(combo.minutes for combo in event.combos)


def test_step_12_jumps_to_an_empty_bag_with_the_learner_to_play(steps):
    step = steps[12]
    assert step.before is None
    game = step.after
    assert game.bag_count == 0 and game.turn == LEARNER and not game.finished
    assert all(not turn.skipped for turn in game.history)  # nobody was skipped on the way


def test_step_13_the_friend_cannot_play_and_the_learner_plays_again(steps):
    step = steps[TEACHES["a seat that cannot play"]]
    event = step.event
    assert event.seat == LEARNER and event.skipped == [FRIEND] and event.next_seat == LEARNER
    game = step.after
    assert game.rack(FRIEND) and not game.can_play(FRIEND)
    assert all(not game.legal_cells(tile) for tile in game.rack(FRIEND))


def test_step_14_the_learners_last_tile_ends_the_game_and_the_learner_wins(steps):
    number = TEACHES["the end and who wins"]
    step = steps[number]
    assert number == len(tutorials.load(GAME).steps)
    assert step.event.seat == LEARNER and step.event.points > 0
    game = step.after
    assert game.finished and not game.rack(LEARNER)
    result = game.result()
    assert result.winners == [LEARNER] and not result.draw
    assert result.ending == "no_legal_play"
    assert game.scores[LEARNER] > game.scores[FRIEND]


# ------------------------------------------------------------------------- the words
def _said(lang: str) -> dict[tuple[int, str], str]:
    tutorial = tutorials.load(GAME)
    names = tutorials.names(tutorial, lang, NAMES[0])
    return {(shown.index + 1, shown.key):
            tutorials.sentence(lang, GAME, shown.key, shown.view, shown.move, shown.event)
            for shown in tutorials.replay(tutorial, names)}


def _sum(step: Step, event) -> str:
    """"3 + 4": the values on the cells of the move's first combination, in line order."""
    return " + ".join(str(step.after.board[cell]) for cell in event.combos[0].cells)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_sentences_say_the_engines_figures(steps, lang):
    said = _said(lang)
    seven, twenty_four = steps[4].event, steps[5].event
    assert f"{_sum(steps[4], seven)} = 7" in said[4, "made_seven"]
    assert f"{seven.points} minutes" in said[4, "made_seven"]
    assert f"{_sum(steps[5], twenty_four)} = 24" in said[5, "friend_made_24"]
    assert f"{twenty_four.points} minutes" in said[5, "friend_made_24"]
    assert "3, 4, 5" in said[6, "made_run"] and "5, 5, 5" in said[7, "friend_made_set"]
    stones = steps[5].event.new_stones
    assert all(cell in said[8, "stones"] for cell in stones)
    assert f"{steps[9].event.points} minutes" in said[9, "doubled"]
    two = steps[11].event
    assert combos_text(lang, two) in said[11, "made_two"]
    assert f"{two.points} minutes" in said[11, "made_two"]
    end = steps[14].after
    assert f"{end.scores[LEARNER]}" in said[14, "game_over"]
    assert f"{end.scores[FRIEND]}" in said[14, "game_over"]
    assert "Nina" in said[13, "friend_skipped"]


def test_the_learner_is_told_the_move_the_engine_then_plays(steps):
    said = _said("en")
    for number, key in ((2, "first_tile"), (4, "make_seven"), (6, "make_run"),
                        (9, "double_cell"), (11, "two_combos"), (13, "play_on"),
                        (14, "last_tile")):
        event = steps[number].event
        assert f"{event.tile}" in said[number, key] and event.cell in said[number, key]


@pytest.mark.parametrize("scores, tiles_left, winner", [
    ([400, 480], [0, 2], "Nina"),  # the friend has more minutes
    ([480, 480], [2, 0], "Nina"),  # tied: fewer tiles left
    ([480, 480], [1, 1], "Zoé"),  # tied on both: a draw, every tied player named
])
def test_the_verdict_follows_the_engines_ranking(steps, scores, tiles_left, winner):
    view = {**steps[14].after.view(LEARNER), "scores": scores, "rack_sizes": tiles_left}
    verdict = lesson_params("en", view, None, None)["verdict"]
    assert winner in verdict and "you" not in verdict
    if scores[0] == scores[1]:
        assert "tie" in verdict
    if tiles_left == [1, 1]:
        assert "Nina" in verdict and "draw" in verdict
