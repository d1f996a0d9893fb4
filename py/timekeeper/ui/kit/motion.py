"""Motion on the table: a piece just played moves to its place, cells that scored flash. The
views add the shell's classes (``tk-drop``, ``tk-flash``, app.css) to what a move changed, on
the first drawing after it only, and never when the device asks for reduced motion. The
animations run on their own: nothing waits for them, and they never take a tap."""

from . import sound

DROP = "tk-drop"
FLASH = "tk-flash"
NUDGE = "tk-nudge"  # what to tap next waves once (a tap elsewhere was told to tap there)
_seen = []  # keys of the moves already shown moving (the last few)


def allowed() -> bool:
    return not sound.reduced_motion()


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
    kind = getattr(app.view, "sound_of", None)
    sound.play(kind(app, app.last_event, game) if kind is not None else "play")


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
