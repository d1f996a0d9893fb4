"""Les 24 Heures' guided first game (``tutorials/les24heures.json``), checked against the
engine: each rule of the issue's list comes up at the step meant to teach it, as the engine's
own events and views show it, and the rules come in the issue's order — drawing and playing
one card; speed cards on your car; the race hour and the hour board; the night (no 350); an
incident on another car and how it ends; a pit stop and its bonus; the tyre change at exactly
2,500 km; the lap record; the end and the places."""

import pytest

from timekeeper import tutorials
from timekeeper.i18n.les24heures import km

GAME = "les24heures"
NAMES = ["Zoé", "Nina"]
LEARNER, NINA = 0, 1

# The step (numbered from 1) meant to teach each rule, in the issue's order.
TEACHES = {
    "drawing and playing one card": 1,
    "speed cards on your car": 2,
    "the race hour and the hour board": 4,
    "the night (no 350)": 5,
    "an incident on another car": 6,
    "how the incident ends": 7,
    "a pit stop": 8,
    "its bonus": 10,
    "the tyre change at exactly 2,500 km": 11,
    "the tyres changed": 12,
    "the lap record": 14,
    "the end and the places": 15,
}


@pytest.fixture(scope="module")
def tutorial():
    return tutorials.load(GAME)


@pytest.fixture(scope="module")
def shown(tutorial):
    """Every sentence the lesson shows, in order (``tutorials.Shown``)."""
    return tutorials.replay(tutorial, NAMES)


def at(tutorial, step: int, phase: str) -> tutorials.Lesson:
    """The lesson played as the learner would (each move the one asked for, "Next" at each
    sentence) up to ``phase`` of ``step`` (numbered from 1)."""
    lesson = tutorials.Lesson.begin(tutorial, NAMES)
    while (lesson.index + 1, lesson.phase) != (step, phase):
        assert not lesson.over, f"step {step} never reaches {phase}"
        if lesson.phase == tutorials.PLAY:
            lesson.played(lesson.game.play(dict(lesson.step.move)))
        else:
            lesson.next()
    return lesson


def told(tutorial, step: int) -> dict:
    """The engine's event for ``step``'s move (its ``then`` is shown with it)."""
    return at(tutorial, step, tutorials.OUTRO).last.to_dict()


def learner_view(lesson) -> dict:
    return lesson.game.view(LEARNER)


def speed(card: str) -> dict:
    return {"play": "speed", "card": card}


def test_the_rules_come_in_the_issues_order(tutorial):
    steps = list(TEACHES.values())
    assert steps == sorted(steps)
    assert max(steps) == len(tutorial.steps)
    assert tutorial.options == {"hours": 12}  # the shortest race, so the end is in reach


def test_the_race_is_between_the_learner_and_nina(tutorial):
    assert tutorial.players == ("learner", "nina")
    assert tutorial.learner == LEARNER


def test_first_the_learner_draws_a_card_then_plays_exactly_one(tutorial):
    step = TEACHES["drawing and playing one card"]
    lesson = at(tutorial, step, tutorials.INTRO)
    view = learner_view(lesson)
    assert view["turn"] == LEARNER
    assert {"what": "draw", "seat": LEARNER} in view["opening"]
    assert len(view["hand"]) == 6
    event = told(tutorial, step + 1)
    assert (event["seat"], event["next_seat"]) == (LEARNER, NINA)
    after = at(tutorial, step + 1, tutorials.OUTRO)
    assert len(after.game.hand(LEARNER)) == 5


def test_a_speed_card_puts_its_kilometres_on_the_learners_car(tutorial):
    step = TEACHES["speed cards on your car"]
    event = told(tutorial, step)
    assert (event["play"], event["card"], event["car"]) == ("speed", "250", LEARNER)
    car = learner_view(at(tutorial, step, tutorials.OUTRO))["cars"][LEARNER]
    assert car["speed_cards"] == [250] and car["km"] == event["km"] == 250


def test_the_race_hour_turns_the_hour_board(tutorial):
    step = TEACHES["the race hour and the hour board"]
    before = learner_view(at(tutorial, step, tutorials.PLAY))
    event = told(tutorial, step)
    assert before["hour"] == 1 and before["last_hour"] == 12
    assert event["play"] == "race-hour" and event["hour"] == 2
    assert {"what": "hour", "hour": 2} in event["log"]
    assert {"card": "race-hour", "why": "race_hour"} in event["discarded"]


def test_at_night_the_learners_350_is_refused(tutorial, shown):
    step = TEACHES["the night (no 350)"]
    assert not any(s.view["night"] for s in shown if s.index + 1 < step)
    lesson = at(tutorial, step, tutorials.INTRO)
    view = learner_view(lesson)
    assert view["night"] and view["hour"] == 7
    assert {"what": "hour", "hour": 7} in lesson.last.log  # the jump ends on the board turning
    assert "350" in view["hand"]
    assert lesson.game.why_not(speed("350")).code == "night_350"
    assert view["cars"][LEARNER]["allowed_max"] == 250  # the sentence's figure


def test_a_misfire_on_ninas_car_and_how_it_ends(tutorial, shown):
    step = TEACHES["an incident on another car"]
    assert not any(c["incidents"] for s in shown if s.index + 1 < step for c in s.view["cars"])
    event = told(tutorial, step)
    assert (event["play"], event["card"], event["target_car"]) == ("incident", "misfire", NINA)
    assert event["lost_turns"] == [{"seat": NINA, "misfire": 1}]
    assert event["next_seat"] == LEARNER  # Nina's turn is lost: the learner plays again
    ending = TEACHES["how the incident ends"]
    event = told(tutorial, ending)
    assert event["lost_turns"] == [{"seat": NINA, "misfire": 2}]
    assert {"card": "misfire", "why": "misfire_over"} in event["discarded"]
    assert learner_view(at(tutorial, ending, tutorials.OUTRO))["cars"][NINA]["incidents"] == []


def test_a_pit_stop_drawn_stops_the_car_until_its_bonus_covers_it(tutorial, shown):
    step = TEACHES["a pit stop"]
    assert not any(c["pit_stops"] for s in shown if s.index + 1 < step for c in s.view["cars"])
    assert told(tutorial, step - 1)["drawn_pit_stop"] == "pit-fuel"  # everyone sees it drawn
    lesson = at(tutorial, step, tutorials.PLAY)
    assert lesson.game.legal_moves() == [{"play": "pit-stop", "card": "pit-fuel"}]
    car = learner_view(at(tutorial, step, tutorials.OUTRO))["cars"][LEARNER]
    assert car["stopped"] and car["why_stopped"] == ["pit-fuel"]
    bonus = TEACHES["its bonus"]
    waiting = at(tutorial, bonus, tutorials.PLAY)
    assert waiting.game.why_not(speed("250")).code == "car_stopped"
    event = told(tutorial, bonus)
    assert (event["play"], event["card"]) == ("bonus", "fuel")
    assert event["discarded"] == [{"card": "pit-fuel", "why": "covered"},
                                  {"card": "fuel", "why": "covered"}]
    assert not learner_view(at(tutorial, bonus, tutorials.OUTRO))["cars"][LEARNER]["stopped"]


def test_the_tyre_change_at_exactly_2500_km(tutorial, shown):
    step = TEACHES["the tyre change at exactly 2,500 km"]
    assert not any(c["tyre_change"] != "to_come" for s in shown if s.index + 1 < step
                   for c in s.view["cars"])
    lesson = at(tutorial, step, tutorials.INTRO)
    car = learner_view(lesson)["cars"][LEARNER]
    assert car["km"] == 2500 and car["tyre_change"] == "due" and car["stopped"]
    assert lesson.game.turn == LEARNER
    assert lesson.game.why_not(speed("100")).code == "tyre_change_due"
    changed = TEACHES["the tyres changed"]
    event = told(tutorial, changed)
    assert (event["play"], event["card"]) == ("bonus", "tyres")
    assert {"what": "tyre_change", "car": LEARNER} in event["log"]
    car = learner_view(at(tutorial, changed, tutorials.OUTRO))["cars"][LEARNER]
    assert car["tyre_change"] == "done" and not car["stopped"]


def test_the_lap_record_gives_the_learner_two_more_turns(tutorial, shown):
    step = TEACHES["the lap record"]
    event = told(tutorial, step)
    assert event["play"] == "lap-record" and event["next_seat"] == LEARNER
    assert {"what": "extra_turn", "seat": LEARNER, "owed": 1} in event["log"]
    assert event["owed_turns"] == 1
    history = at(tutorial, step + 1, tutorials.INTRO).game.history  # the jump that follows
    lap = next(n for n, played in enumerate(history) if played.play == "lap-record")
    assert [played.seat for played in history[lap:lap + 4]] == [LEARNER] * 3 + [NINA]


def test_the_end_and_the_places(tutorial, shown):
    step = TEACHES["the end and the places"]
    assert not any(s.view["finished"] for s in shown if s.index + 1 < step)
    lesson = at(tutorial, step, tutorials.INTRO)
    view = learner_view(lesson)
    assert view["finished"] and view["hour"] == "finish"
    assert lesson.last.finished and {"what": "finish"} in lesson.last.log
    assert view["places"] == [1, 2] and view["winners"] == [LEARNER]
    ranking = view["result"]["ranking"]
    assert [entry["seats"] for entry in ranking] == [[LEARNER], [NINA]]
    assert ranking[0]["km"] > ranking[1]["km"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_sentences_say_the_engines_figures(tutorial, lang):
    def said(step: int, phase: str) -> str:
        lesson = at(tutorial, step, phase)
        key, move, event = lesson.saying()
        return tutorials.sentence(lang, GAME, key, learner_view(lesson), move, event)

    night = at(tutorial, TEACHES["the night (no 350)"], tutorials.INTRO)
    assert km(lang, learner_view(night)["cars"][LEARNER]["allowed_max"]) in \
        said(TEACHES["the night (no 350)"], tutorials.INTRO)
    tyres = TEACHES["the tyre change at exactly 2,500 km"]
    assert km(lang, 2500) in said(tyres, tutorials.INTRO)
    end = learner_view(at(tutorial, TEACHES["the end and the places"], tutorials.INTRO))
    words = said(TEACHES["the end and the places"], tutorials.INTRO)
    for entry in end["result"]["ranking"]:
        assert km(lang, entry["km"]) in words
    assert words.index(NAMES[LEARNER]) < words.index(NAMES[NINA])
