"""A guided first game on the table ("Learn to play"): the lesson (timekeeper.tutorials) puts
its game on the table with the other seats played by its script, and this module draws its
bubble and answers its buttons.

- The learner is the one person at the table (no hand-over); the other seats are computers
  whose moves the lesson gives (``scripted_move``, asked by computer.run_turn).
- Before any move of the learner, ``refusal`` says why it is not the one asked for (nothing is
  played); after any move, ``moved`` tells the lesson. The move asked for is lit by the views'
  own hint marks (``widgets.hinted_move`` answers it).
- The bubble (``bubble``, drawn into the page's ``#coach``) holds the sentence, the step's
  number, "Hear it" where the device can speak, and "Next" where the lesson waits for it; its
  ``data-anchor`` is the element it speaks of, as the game's view names it
  (``lesson_target(app, thing)``): ``static/js/coach.js`` places it there and keeps it in view.
- A new bubble is announced and takes the focus, or gives it to the thing to tap
  (``after_render``).
- Each game's lesson is saved after every step under its own key, apart from the saved games,
  so it goes on where it was after a reload ("Go on learning" on the home card), and is
  forgotten once it is over.
"""

import json

from timekeeper import tutorials

from ..kit import dom, speech, storage
from ..kit.dom import action_button, h
from .computer import Seats

SAVE_PREFIX = "timekeeper.lesson."
_shown = {"key": None, "now": None}  # the bubble last announced, the one last drawn


# -------------------------------------------------------------------------- starting
def has_lesson(game_id: str) -> bool:
    return tutorials.has_tutorial(game_id)


def saved_step(game_id: str) -> tuple[int, int] | None:
    """(step, steps) of the lesson of ``game_id`` saved on this tablet, if one is under way."""
    data = _read(game_id)
    if data is None:
        return None
    try:
        count = len(tutorials.load(game_id).steps)
    except tutorials.TutorialError:
        return None
    index = data.get("index")
    return (index + 1, count) if isinstance(index, int) and 0 <= index < count else None


def learner_name(app) -> str:
    """The learner's name on the table: the name this tablet keeps ("Play against the
    computer" asks it), else the first person's name in the new-game form, else "Player 1"."""
    from .quick import NAME_SETTING
    from .setup_form import usable_name

    kept = storage.setting(NAME_SETTING) or ""
    typed = next((name.strip() for name in [kept, *app.form.names] if usable_name(name)), "")
    return typed or app.t("player_n", n=1)


def start(app, game_id: str) -> None:
    """"Learn to play": the lesson of ``game_id`` where it was left on this tablet, else from
    its first step. The game saved for real, if any, stays as it is."""
    tutorial = tutorials.load(game_id)
    lesson = None
    data = _read(game_id)
    if data is not None:
        try:
            lesson = tutorials.Lesson.from_save(tutorial, data)
        except tutorials.TutorialError:
            lesson = None  # the tutorial changed since, or the save broke: start over
    if lesson is None or lesson.over:
        lesson = tutorials.Lesson.begin(tutorial, _names(app, tutorial))
    put_on_table(app, lesson)


def _names(app, tutorial) -> list[str]:
    """The seats' names, the learner's never the same as another seat's ("Nina" learning
    against Nina is "Player 1")."""
    names = tutorials.names(tutorial, app.lang, learner_name(app))
    others = [name.casefold() for seat, name in enumerate(names) if seat != tutorial.learner]
    if names[tutorial.learner].casefold() in others:
        names[tutorial.learner] = app.t("player_n", n=tutorial.learner + 1)
    return names


def put_on_table(app, lesson) -> None:
    """The lesson's game on the table, the learner holding the tablet."""
    seats = Seats({seat: "medium" for seat in range(len(lesson.game.players))
                   if seat != lesson.learner}, hints_on=False)
    app.lesson_note = None
    _shown["key"] = None
    app.begin(lesson.game, seats=seats, lesson=lesson)


# ------------------------------------------------------------------------ the moves
def refusal(app, seat: int, move: dict):
    """Why the learner's ``move`` is not played (a function making the words), or None when
    it is the move the lesson asks for. Another seat's move is the script's: always played."""
    lesson = app.lesson
    if app.seats.is_computer(seat):
        return None
    if lesson.accepts(move):
        return None
    if lesson.waits_for_next():
        return lambda: app.t("lesson_read_first")
    if lesson.over:
        return lambda: app.t("lesson_over_move")
    step = lesson.step
    key = step.wrong or lesson.tutorial.wrong
    reason = app.game.why_not(move)
    asked = lesson.expected()

    def words() -> str:
        kind = _sentence(app, key, asked, None)
        return f"{app.error_words(reason)} {kind}" if reason is not None else kind

    return words


def moved(app, event) -> None:
    """A move (or a step of a turn) of the lesson was played."""
    app.lesson.played(event)
    app.lesson_note = None


def scripted_move(app) -> dict | None:
    """The move the script plays now for the seat to play (None: it waits for "Next")."""
    move = app.lesson.scripted()
    return dict(move) if move is not None else None


def next_step(app) -> None:
    """"Next": the lesson goes on (a jump's moves are played), the table follows."""
    from . import computer

    lesson = app.lesson
    if lesson is None or not lesson.waits_for_next():
        return
    before = len(lesson.game.history)
    lesson.next()
    app.lesson_note = None
    app.screen = app.table.follow_script(jumped=len(lesson.game.history) != before)
    if app.screen == "turn":
        app.state = app.view.new_state(app)
    app.persist()
    app.render()
    if app.screen == "computer":
        computer.start_turn(app)


def hear(app) -> None:
    """"Hear it": the bubble's sentence read aloud."""
    speech.say(app.lang, " ".join(_sentences(app)))


def rename(app) -> None:
    """The language changed: the other seats' names follow it."""
    lesson = app.lesson
    names = tutorials.names(lesson.tutorial, app.lang, lesson.game.players[lesson.learner])
    lesson.game.players[:] = names


# ------------------------------------------------------------------------- saving
def _key(game_id: str) -> str:
    return SAVE_PREFIX + game_id


def _read(game_id: str):
    raw = storage.get(_key(game_id))
    if raw is None:
        return None
    try:
        return json.loads(raw)
    except ValueError:
        return None


def persist(app) -> None:
    """Keep the lesson where it is (forgotten once it is over)."""
    lesson = app.lesson
    if lesson.over:
        storage.remove(_key(lesson.tutorial.game))
        return
    storage.put(_key(lesson.tutorial.game), json.dumps(lesson.to_save(), ensure_ascii=False))


# ------------------------------------------------------------------------ the bubble
def _view_of(app) -> dict:
    return app.game.view(app.lesson.learner)


def _sentence(app, key: str, move, event) -> str:
    return tutorials.sentence(app.lang, app.game_id, key, _view_of(app), move, event)


def _sentences(app) -> list[str]:
    lesson = app.lesson
    if lesson.over:
        return [app.t("lesson_over")]
    said = lesson.saying()
    return [_sentence(app, *said)] if said is not None else []


def _target(app) -> str | None:
    """The element the bubble speaks of, as the game's view names it."""
    lesson = app.lesson
    find = app.view.lesson_target
    step = lesson.step
    if step is None:
        return None
    if lesson.learners_turn() and app.screen == "turn":
        return find(app, {"move": lesson.expected()})
    if lesson.phase == tutorials.OUTRO and step.move is not None:  # where the move landed
        return find(app, {"played": step.move})
    if step.at is not None:  # what the step's own sentence speaks of
        return find(app, step.at)
    return None


def shows_bubble(app) -> bool:
    lesson = getattr(app, "lesson", None)
    return lesson is not None and app.game is lesson.game and app.screen != "replay"


def bubble(app):
    """The lesson's bubble for the table as it is now (None when no lesson is on it, or
    while another seat plays a move the tutorial says nothing about)."""
    _shown["now"] = None
    if not shows_bubble(app):
        return None
    lesson = app.lesson
    target, sentences = _target(app), _sentences(app)
    if not sentences and app.lesson_note is None:
        return None
    _shown["now"] = target, sentences
    step, count = lesson.number()
    note = app.lesson_note
    if lesson.over:
        buttons = [action_button(app.t("lesson_play_computer"), "play-computer",
                                 cls="btn primary", data_value=app.game_id,
                                 data_focus="lesson-computer"),
                   action_button(app.t("lesson_play_people"), "choose-game", cls="btn",
                                 data_value=app.game_id, data_focus="lesson-people")]
    elif lesson.waits_for_next():
        buttons = [action_button(app.t("lesson_next"), "lesson-next", cls="btn primary")]
    else:
        buttons = []
    if speech.has_voice(app.lang):  # "Hear it" where the device has a voice to say it
        buttons.append(action_button(app.t("lesson_hear"), "lesson-hear", cls="btn quiet"))
    return h("section",
             h("p", app.t("lesson_step", n=step, count=count) if not lesson.over
               else app.t("lesson_done_title"), cls="coach-step"),
             *(h("p", line, cls="coach-words") for line in sentences),
             h("p", note(), cls="coach-note") if note is not None else None,
             h("div", *buttons, cls="actions coach-actions") if buttons else None,
             h("span", cls="coach-arrow", aria_hidden="true"),
             cls="coach-bubble" + (" waiting" if lesson.waits_for_next() else ""),
             data_anchor=target or "", data_phase=lesson.phase,
             data_asks="move" if lesson.learners_turn() else None,
             aria_label=app.t("lesson_label"))


def after_render(app) -> None:
    """A new bubble (another step, another thing to tap) is announced, and the focus goes to
    what it asks for: "Next", or the thing to tap."""
    if _shown["now"] is None:  # no bubble drawn
        _shown["key"] = None
        return
    lesson = app.lesson
    target, sentences = _shown["now"]  # as the bubble was just drawn
    key = (lesson.index, lesson.phase, target, app.lang)
    if key == _shown["key"]:
        return
    _shown["key"] = key
    said = " ".join(sentences)
    if lesson.phase == tutorials.OUTRO and lesson.last is not None \
            and getattr(lesson.last, "done", True):
        said = " ".join(app.view.event_lines(app, lesson.last, app.game) + [said])
    dom.announce(said)
    if lesson.over:
        dom.focus('#coach [data-focus="lesson-computer"]')
    elif lesson.waits_for_next():
        dom.focus('#coach [data-focus="lesson-next"]')
    elif target and lesson.learners_turn():
        dom.focus(target)
