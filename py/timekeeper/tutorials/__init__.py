"""Guided first games ("Learn to play"): a tutorial is a file of data, and a lesson is a
tutorial being played. Pure Python, no page: the shell (``ui/shell/lesson.py``) draws a lesson,
the tests replay every tutorial through its engine.

A tutorial file (``<game>.json`` beside this module; the format is ``docs/tutorials.md``) holds
a fixed deal, the seat the learner plays, the names of the other seats, and its steps. A step
is one short sentence (a catalog key, never words) and at most one move, of the game's record
format, played through the game protocol only:

- ``{"say": key}``: a sentence and a "Next" button;
- ``{"move": move, "say": key, "then": key}``: on the learner's turn, ``say`` asks for the
  move, which the table lights up; any other move is answered with ``wrong`` (or the
  tutorial's own ``wrong``) and nothing happens; on another seat's turn the move is played for
  it after ``say`` (if any) has been read. ``then`` says what the move did and why, beside the
  engine's own words of it;
- ``{"jump": [moves], "say": key}``: moves already played (every seat's), to reach a later
  position at once (the night, the end of the race), then ``say``.

``at`` names what a sentence speaks of (a cell, a row, a car: each view knows its own words
for its table); a move's sentence speaks of the thing to tap. A step's ``free`` accepts any
legal move of the learner.
"""

from __future__ import annotations

import functools
import json
import pkgutil
from dataclasses import dataclass, field

from timekeeper import i18n
from timekeeper.core.errors import IllegalMove, RecordError
from timekeeper.core.registry import GAMES, game_info

FORMAT = 1
LEARNER = "learner"  # the name key of the learner's seat (the shell gives it a name)
_STEP_KEYS = {"say", "then", "move", "jump", "at", "wrong", "free"}


class TutorialError(ValueError):
    """A tutorial file that cannot be played: what is wrong and where ("step 4: …")."""


@dataclass(frozen=True)
class Step:
    """One step of a tutorial (see the module's docstring)."""

    say: str | None = None
    then: str | None = None
    move: dict | None = None
    jump: tuple = ()
    at: dict | None = None
    wrong: str | None = None
    free: bool = False

    def keys(self) -> list[str]:
        """The catalog keys this step says."""
        return [key for key in (self.say, self.then, self.wrong) if key]


@dataclass(frozen=True)
class Tutorial:
    """A tutorial as its file gives it."""

    game: str
    learner: int
    players: tuple  # name keys, in seat order: LEARNER for the learner's seat
    deal: str
    options: dict
    steps: tuple
    wrong: str  # the kind line for a move that is not the one asked for

    def keys(self) -> list[str]:
        """Every catalog key the tutorial says (names, steps, its ``wrong``), each once."""
        found = [f"name_{name}" for name in self.players if name != LEARNER] + [self.wrong]
        for step in self.steps:
            found += step.keys()
        return list(dict.fromkeys(found))

    def new_game(self, names: list[str]):
        """The tutorial's game, dealt, no move played: ``names`` in seat order."""
        return game_info(self.game).new_game(names, dict(self.options), deal=self.deal.split())


def _need(condition: bool, where: str, what: str) -> None:
    if not condition:
        raise TutorialError(f"{where}: {what}")


def _step(data, where: str) -> Step:
    _need(isinstance(data, dict), where, "expected an object")
    unknown = sorted(set(data) - _STEP_KEYS)
    _need(not unknown, where, f"unknown key {unknown[:1] and unknown[0]!r}")
    for key in ("say", "then", "wrong"):
        _need(data.get(key) is None or (isinstance(data[key], str) and data[key]), where,
              f"{key}: expected a sentence's key")
    move, jump = data.get("move"), data.get("jump", [])
    _need(move is None or isinstance(move, dict), where, "move: expected an object")
    _need(isinstance(jump, list) and all(isinstance(m, dict) for m in jump), where,
          "jump: expected a list of moves")
    _need(not (move and jump), where, "a step has a move or a jump, not both")
    _need(not (jump and not data.get("say")), where, "a jump says where it went")
    _need(bool(data.get("say") or move), where, "a step says something or plays a move")
    _need(data.get("at") is None or isinstance(data["at"], dict), where, "at: expected an object")
    _need(isinstance(data.get("free", False), bool), where, "free: expected true or false")
    return Step(say=data.get("say"), then=data.get("then"), move=move, jump=tuple(jump),
                at=data.get("at"), wrong=data.get("wrong"), free=data.get("free", False))


def parse(data) -> Tutorial:
    """A tutorial from its file's data; TutorialError (one line) says what is wrong where."""
    _need(isinstance(data, dict), "tutorial", "expected an object")
    _need(data.get("format") == FORMAT, "format", f"expected {FORMAT}")
    game = data.get("game")
    _need(game in GAMES, "game", f"no game called {game!r}")
    players = data.get("players")
    _need(isinstance(players, list) and all(isinstance(p, str) and p for p in players),
          "players", "expected a list of name keys")
    _need(players.count(LEARNER) == 1, "players", f"exactly one seat is {LEARNER!r}")
    deal = data.get("deal")
    _need(isinstance(deal, str) and deal.strip(), "deal", "expected the deal's words")
    options = data.get("options", {})
    _need(isinstance(options, dict), "options", "expected an object")
    steps = data.get("steps")
    _need(isinstance(steps, list) and steps, "steps", "expected a list of steps")
    wrong = data.get("wrong")
    _need(isinstance(wrong, str) and wrong, "wrong", "expected a sentence's key")
    return Tutorial(game=game, learner=players.index(LEARNER), players=tuple(players),
                    deal=" ".join(deal.split()), options=options,
                    steps=tuple(_step(step, f"step {n}") for n, step in enumerate(steps, 1)),
                    wrong=wrong)


@functools.cache
def load(game_id: str) -> Tutorial:
    """The tutorial of ``game_id`` (its file beside this module; read once)."""
    raw = pkgutil.get_data(__name__, f"{game_id}.json")
    if raw is None:
        raise TutorialError(f"{game_id}: no tutorial")
    return parse(json.loads(raw.decode("utf-8")))


def has_tutorial(game_id: str) -> bool:
    """Whether ``game_id`` has a tutorial file (the home card offers "Learn to play")."""
    try:
        return pkgutil.get_data(__name__, f"{game_id}.json") is not None
    except OSError:
        return False


# ---------------------------------------------------------------------------- words
def names(tutorial: Tutorial, lang: str, learner_name: str) -> list[str]:
    """The players' names in seat order: ``learner_name`` for the learner, the catalog's
    ``name_<key>`` in ``lang`` for the others."""
    return [learner_name if key == LEARNER else i18n.lesson_text(lang, f"name_{key}", tutorial.game)
            for key in tutorial.players]


def sentence(lang: str, game_id: str, key: str, view: dict, move: dict | None = None,
             event=None) -> str:
    """The tutorial's sentence ``key`` in ``lang``, its {placeholders} filled by the game's
    words (``lesson_params(lang, view, move, event)`` of its words module: ``view`` is what
    the learner's seat sees, ``move`` the step's move, ``event`` the public dict of what the
    engine's ``event`` says it did), so that every number and hour it says is the engine's,
    never written by hand. A game without ``lesson_params`` fills them with the move's and the
    event's own values."""
    event = event.to_dict() if event is not None else None
    maker = getattr(i18n.game_words(game_id), "lesson_params", None)
    if maker is not None:
        params = maker(lang, view, move, event)
    else:
        params = {name: value for source in (move, event) if source
                  for name, value in source.items() if isinstance(value, (str, int))}
    return i18n.lesson_text(lang, key, game_id, **params)


# ---------------------------------------------------------------------------- a lesson
INTRO, PLAY, OUTRO, OVER = "intro", "play", "outro", "over"


@dataclass
class Lesson:
    """A tutorial being played on ``game``: the step it is at and where in that step.

    ``phase``: INTRO (the step's sentence is shown with "Next"; a jump has been played),
    PLAY (its move is awaited: the learner's, or played for another seat), OUTRO (the move
    was played: ``then`` is shown with "Next"), OVER (every step done). ``last`` is the event
    of the step's move once played (for ``then``'s words)."""

    tutorial: Tutorial
    game: object
    index: int = 0
    phase: str = INTRO
    last: object = field(default=None, repr=False)

    @classmethod
    def begin(cls, tutorial: Tutorial, names: list[str]) -> Lesson:
        lesson = cls(tutorial, tutorial.new_game(names))
        lesson._enter(0)
        return lesson

    # ------------------------------------------------------------------ where it is
    @property
    def step(self) -> Step | None:
        steps = self.tutorial.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def learner(self) -> int:
        return self.tutorial.learner

    def number(self) -> tuple[int, int]:
        """(this step's number from 1, the number of steps)."""
        count = len(self.tutorial.steps)
        return min(self.index + 1, count), count

    def learners_turn(self) -> bool:
        """The learner is to play the step's move now."""
        return self.phase == PLAY and self.game.turn == self.learner

    def waits_for_next(self) -> bool:
        """A sentence is shown with "Next" (nothing is played until it is tapped)."""
        return self.phase in (INTRO, OUTRO)

    def expected(self) -> dict | None:
        """The move the learner is asked for now (None when none is)."""
        return self.step.move if self.learners_turn() else None

    def scripted(self) -> dict | None:
        """The move to play now for another seat (None when none is)."""
        if self.phase != PLAY or self.game.turn == self.learner or self.game.finished:
            return None
        return self.step.move

    def saying(self) -> tuple[str, dict | None, object] | None:
        """The sentence shown now, as (its key, the move it speaks of, the engine's event it
        tells or None), or None when none is: the step's ``say`` while it is read, while the
        learner is asked for its move and while another seat plays it; its ``then`` once the
        move is played (with that move's event); a jump's ``say`` with its last move's."""
        step = self.step
        if step is None:
            return None
        if self.phase == OUTRO:
            return step.then, step.move, self.last
        if not step.say:
            return None
        return step.say, step.move, self.last if step.jump else None

    def accepts(self, move: dict) -> bool:
        """Whether ``move`` (a learner's) is the one asked for: every key the step's move
        gives has the same value (a key it leaves out is the learner's choice); a ``free``
        step takes any move."""
        expected = self.expected()
        if expected is None:
            return False
        return self.step.free or all(move.get(key) == value for key, value in expected.items())

    # --------------------------------------------------------------------- going on
    def played(self, event) -> None:
        """The step's move was played (``event``: what the engine answered)."""
        self.last = event
        if self.step.then:
            self.phase = OUTRO
        else:
            self._enter(self.index + 1)

    def next(self) -> None:
        """"Next" was tapped: the step's move is now awaited, or the next step begins."""
        if self.phase == INTRO and self.step.move is not None:
            self.phase = PLAY
        elif self.phase in (INTRO, OUTRO):
            self._enter(self.index + 1)

    def _enter(self, index: int) -> None:
        self.index = index
        self.last = None
        step = self.step
        if step is None:
            self.phase = OVER
            return
        for move in step.jump:
            self.last = self.game.play(move)
        learner_move = step.move is not None and self.game.turn == self.learner
        self.phase = PLAY if step.move is not None and (learner_move or not step.say) \
            else INTRO

    # ------------------------------------------------------------------------ saving
    def to_save(self) -> dict:
        """What a reload needs to come back to this very point (the game as its record)."""
        return {"format": FORMAT, "game": self.tutorial.game, "index": self.index,
                "phase": self.phase, "record": self.game.to_record(),
                "steps": self.game.steps_in_progress()}

    @classmethod
    def from_save(cls, tutorial: Tutorial, data) -> Lesson:
        """The lesson a save describes; TutorialError when it cannot be (the file changed,
        the save is broken): the lesson then starts over."""
        try:
            _need(isinstance(data, dict) and data.get("format") == FORMAT, "save", "format")
            _need(data.get("game") == tutorial.game, "save", "game")
            index, phase = data.get("index"), data.get("phase")
            _need(isinstance(index, int) and 0 <= index <= len(tutorial.steps), "save", "index")
            _need(phase in (INTRO, PLAY, OUTRO, OVER), "save", "phase")
            game = type(tutorial.new_game(list(data["record"]["players"]))).from_record(
                data["record"])
            for step in data.get("steps") or []:
                game.play(step)
        except (RecordError, IllegalMove, KeyError, TypeError, ValueError) as error:
            raise TutorialError(f"save: {error}") from None
        lesson = cls(tutorial, game, index, phase)
        step = lesson.step
        if phase == OUTRO or (phase == INTRO and step is not None and step.jump):
            lesson.last = game.event_in_progress() or (game.history or [None])[-1]
        return lesson


@dataclass(frozen=True)
class Shown:
    """One sentence a lesson shows, as ``Lesson.saying`` gives it, with the step it belongs
    to and what the learner's seat sees then (``replay``)."""

    index: int
    phase: str
    key: str
    move: dict | None
    event: object
    view: dict


def replay(tutorial: Tutorial, names: list[str] | None = None) -> list[Shown]:
    """Play the whole tutorial through its engine, as the learner would (each learner move is
    the one asked for, "Next" tapped at each sentence), and answer every sentence it shows
    on the way, in order. TutorialError says which step's move the engine refused, and why."""
    names = names or [f"P{seat + 1}" for seat in range(len(tutorial.players))]
    try:
        lesson = Lesson.begin(tutorial, names)
    except (IllegalMove, RecordError) as error:
        raise TutorialError(f"step 1: {error}") from None
    shown = []
    while not lesson.over:
        where = f"step {lesson.index + 1}"
        said = lesson.saying()
        if said is not None:
            shown.append(Shown(lesson.index, lesson.phase, *said,
                               lesson.game.view(lesson.learner)))
        if lesson.phase != PLAY:
            try:
                lesson.next()
            except IllegalMove as error:  # the next step's jump
                raise TutorialError(f"step {lesson.index + 2}: {error}") from None
            continue
        _need(not lesson.game.finished, where, "the game is over before this move")
        try:
            event = lesson.game.play(dict(lesson.step.move))
        except IllegalMove as error:
            raise TutorialError(f"{where}: {error}") from None
        lesson.played(event)
    return shown
