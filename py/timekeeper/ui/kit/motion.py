"""Motion on the table: a piece just played moves to its place, cells that scored flash. The
views add the shell's classes (``tk-drop``, ``tk-flash``, app.css) to what a move changed, on
the first drawing after it only, and never when the device asks for reduced motion. The
animations run on their own: nothing waits for them, and they never take a tap.

What needs the layout (a card flying from the hand to a car: where both are on screen) is a
*plan* of steps the page plays (static/js/motion.js), each naming elements by CSS selectors:
``step("fly", to="#cell-D5", source=".rack [data-value='2']")``. The steps of a drawing are
staged before it: by a view's tap (the card it is about to play, from the hand it sees), by
the shell for each move played (the view's ``motion_after(app, event, seat)``: the same for a
person's move and a computer's, from public things only), and by a view when a person takes
the tablet (what happened since their last turn). The shell hands them to the page before
drawing (``begin``: the elements they move from are measured) and after (``end``: it plays
them). Nothing under reduced motion. The stand-in page keeps the plans (the UI tests read
them)."""

import json

from . import device, page, sound

DROP = "tk-drop"
FLASH = "tk-flash"
NUDGE = "tk-nudge"  # what to tap next waves once (a tap elsewhere was told to tap there)
_seen = []  # keys of the moves already shown moving (the last few)


def allowed() -> bool:
    return not device.reduced_motion()


def once(key) -> bool:
    """True the first time ``key`` (a move: game and move number) is asked about."""
    if key in _seen:
        return False
    _seen.append(key)
    del _seen[:-16]
    return True


_now = [False]  # the drawing under way follows a fresh move


def note(app) -> None:
    """Called before each drawing of the page: is it the first since a move was played?
    Then the move's sound plays (the view's ``sound_of(app, event, game)`` says "play" or
    "score"); when that move ended the game, the end's sound plays instead (a finished game
    loaded or resumed ended elsewhere: no fanfare)."""
    game = app.game
    _now[0] = game is not None and _fresh_move(app, game)
    if game is not None and app.screen == "end":
        if _now[0]:
            sound.play("end")
        return
    if not _now[0]:
        return
    sound.play(app.view.sound_of(app, app.last_event, game))


def fresh() -> bool:
    """Whether the piece(s) a move just changed should move: a fresh move, motion allowed."""
    return _now[0] and allowed()


def cheer(app) -> bool:
    """Whether the end screen being drawn celebrates: the game ended by a move played here
    just now, and motion allowed (drawn again, resumed or loaded: it does not)."""
    return app.screen == "end" and fresh()


def _fresh_move(app, game) -> bool:
    event = getattr(app, "last_event", None)
    if event is None or app.screen == "replay" or getattr(app, "undone", None) is not None:
        return False
    if event is getattr(app, "resumed_event", None):  # resumed or loaded: not played here
        return False
    history = getattr(game, "history", None) or []
    if not history or history[-1] is not event:
        return False
    return once((app.game_id, id(game), len(history)))


# ------------------------------------------------------------------ plans for the page
STEP_GAP_MS = 380  # between the steps of a sequence (one move after another)
_staged: list = []  # steps a tap asked for, played with the next drawing
_sent = [False]  # the drawing under way has a plan the page measured (begin)


def step(kind: str, to: str | None = None, source: str | None = None, delay: int = 0,
         text: str | None = None) -> dict:
    """A step of a plan (static/js/motion.js says what each kind does: fly, send, leave, pop,
    flash, turn, float, glide); ``source`` is its "from"."""
    found = {"kind": kind}
    for name, value in (("to", to), ("from", source), ("text", text)):
        if value is not None:
            found[name] = value
    if delay:
        found["delay"] = int(delay)
    return found


def stage(*steps: dict) -> None:
    """Steps a tap asks for (a tile put on a cell), played with the next drawing."""
    _staged.extend(steps)


def unstage() -> None:
    """Forget what a tap staged (its move was refused: nothing moves)."""
    _staged.clear()


def begin() -> None:
    """Before a drawing: the steps staged for it go to the page, which measures what they
    move from. Nothing under reduced motion, nothing when none was staged."""
    steps, _staged[:] = list(_staged), []
    _sent[0] = False
    if not steps or not allowed():
        return
    _sent[0] = _send("motionBegin", json.dumps(steps, separators=(",", ":")))


def since_last_turn(game, seat: int) -> list:
    """The finished turns since ``seat``'s last one (all of them before its first), oldest
    first: what the person taking the tablet has not seen played."""
    history = list(game.history)
    last = max((n for n, event in enumerate(history) if event.seat == seat), default=-1)
    return history[last + 1:]


def end() -> None:
    """After the drawing: the page plays the plan."""
    if _sent[0]:
        _sent[0] = False
        _send("motionEnd")


def _send(name: str, *args) -> bool:
    """``tkDom.<name>`` of the page (static/js/motion.js)."""
    try:
        page.tell(name, *args)
        return True
    except Exception:  # motion is never worth a broken drawing
        return False
