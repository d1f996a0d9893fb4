"""This tablet's saves as the shell keeps them (``Shelf``), and what the shell does when they
change: the game on the table saved after every change, other tabs' writes heard, a write the
browser refused told, data that could not be read kept aside, and records downloaded. The
saves themselves (keys, formats, reading) are saves.py's.
"""

from timekeeper import i18n

from ..kit import dom
from . import saves


class Shelf:
    """What the shell holds of this tablet's saves."""

    def __init__(self):
        self.saved = {}  # game id -> saves.Saved: saved games to resume
        self.newer = {}  # game id -> saves.Newer: saves of a newer version, left untouched
        self.unreadable = None  # saved data that could not be read, kept aside
        self.kept = None  # the save the game on the table came from (its unknown fields)
        self.conflict = None  # another tab changed the save of the game on the table
        self.can_save = True  # the last write of the game on the table worked

    def read(self) -> None:
        """Read every save this tablet keeps (at start-up)."""
        found = saves.load_all()
        self.saved = found.readable
        self.newer = found.newer
        self.unreadable = found.unreadable
        self.can_save = saves.available()

    def on_table(self, game_id: str, kept, lesson: bool) -> None:
        """A game comes to the table, resumed from ``kept`` (or new): this tab is behind no
        other, and a game saved here for real leaves the saves to resume (a lesson is kept
        apart and leaves them as they are)."""
        self.kept = kept
        self.conflict = None
        if not lesson:
            self.saved.pop(game_id, None)

    def left(self, game_id: str, game, seats) -> None:
        """The game on the table leaves it, saved: the home screen offers to resume it."""
        if not self.can_save:
            return
        extras = self.kept.extras if self.kept else {}
        self.saved[game_id] = saves.Saved(game_id, game, game.steps_in_progress(), extras,
                                          self.record_fields(seats))

    def record_fields(self, seats) -> dict:
        """The record's fields beyond the engine's for the game on the table: the unknown
        fields of the save it came from, and who sits where."""
        return {**(self.kept.record_extras if self.kept else {}), **seats.record_fields()}


def persist(app) -> None:
    """Save the game on the table after every change. The save's hand-off flag is written for
    earlier versions, which resumed on the hand when it was false; this one always resumes
    at the hand-over (App.resume). A lesson is kept apart from the saved games; a tab that
    is behind another writes nothing until the players choose which goes on."""
    shelf = app.shelf
    if app.game is None:
        return
    if app.lesson is not None:
        from . import lesson

        lesson.persist(app)
        return
    if shelf.conflict is None and saves.written_elsewhere(app.game_id):
        shelf.conflict = app.game_id  # the storage event was missed: told now
        dom.announce(app.t("conflict_text"))
    if shelf.conflict is None:
        shelf.can_save = saves.store(app.game_id, app.game, app.lang,
                                     handoff=app.screen != "turn", kept=shelf.kept,
                                     seats=app.seats.record_fields())


def _refresh_home(app, game_id: str, removed: bool) -> None:
    """The home screen shows ``game_id``'s save as another tab left it (``removed``: a save
    gone is dropped from home)."""
    saved = saves.reread(game_id)
    if saved is not None:
        app.shelf.saved[game_id] = saved
    elif removed:
        app.shelf.saved.pop(game_id, None)


def storage_changed(app, key: str, value) -> None:
    """Another tab of this browser wrote a save: refresh the home screen, or warn when it is
    the game on the table."""
    game_id = saves.changed_elsewhere(key, value)
    if game_id is None:
        return
    if app.game is not None and game_id == app.game_id:
        app.shelf.conflict = game_id
        dom.announce(app.t("conflict_text"))
    elif app.screen == "home":
        _refresh_home(app, game_id, removed=False)
    else:
        return
    app.render()


def storage_told(app, key: str, value, why: str) -> None:
    """The page refused a write of this tab's, ``key`` holding ``value`` (kit/storage.py):
    "elsewhere", another tab wrote the key unheard, and for the game on the table the tab is
    behind, as ``persist`` finds it; "full", the browser refused, and the game on the table
    is not saved, as when ``persist`` fails (a move aside refused leaves the data where it
    is, held). "written": a write after a refused one worked, and the game is saved again.
    The home screen shows the game's save as it is. The language the players chose here is
    written again over another's (their last choice is kept)."""
    shelf = app.shelf
    moved = saves.move_refused(key) if why == "full" else None
    game_id = saves.refused(key, value, why)
    if isinstance(moved, saves.Newer):
        shelf.newer[moved.game_id] = moved
    if moved is not None:
        found = saves.unreadable()
        shelf.unreadable = moved if isinstance(moved, saves.Unreadable) and (
            found is None or found.key == moved.key) else found
    if key == saves.LANGUAGE_KEY and why == "elsewhere" and value != app.lang:
        saves.store_language(app.lang)  # the players' last choice is kept, as ever
    if game_id is None:
        return
    if app.game is not None and game_id == app.game_id and app.lesson is None:
        if why in ("full", "written"):
            shelf.can_save = why == "written"
        elif shelf.conflict is None and saves.written_elsewhere(game_id):
            shelf.conflict = game_id
            dom.announce(app.t("conflict_text"))
    elif app.screen == "home" and game_id not in shelf.newer:
        _refresh_home(app, game_id, removed=True)
    app.render()


def take_other_tab(app) -> None:
    """Load the game as the other tab saved it."""
    saved = saves.reread(app.shelf.conflict)
    app.shelf.conflict = None
    if saved is None:
        app.render()
        return
    app.shelf.saved[saved.game_id] = saved
    app.resume(saved.game_id)


def keep_this_tab(app) -> None:
    """Go on with this tab's game: it is saved now, over the other tab's."""
    saves.go_on_here(app.shelf.conflict)
    app.shelf.conflict = None
    persist(app)
    app.render()


def set_aside_newer(app, game_id: str) -> None:
    """Move a newer version's save aside, untouched, so a new game can start."""
    shelf = app.shelf
    if saves.set_aside_newer(shelf.newer[game_id]):
        del shelf.newer[game_id]
        shelf.unreadable = saves.unreadable()
        dom.announce(app.t("newer_set_aside_done"))
    app.render(focus=f"new-{game_id}")


def resume_legal_part(app) -> None:
    """Resume a save that cannot be read up to the move before the bad one (the data itself
    stays kept aside until it is deleted)."""
    partial = app.shelf.unreadable.partial
    app.begin(partial.game, kept=partial)


def download_unreadable(app) -> None:
    ending, content, kind = app.shelf.unreadable.download()
    dom.download(f"timekeeper-unreadable-save-{dom.stamp()}.{ending}", content, kind)


def delete_unreadable(app) -> None:
    saves.delete_unreadable(app.shelf.unreadable)
    app.shelf.unreadable = saves.unreadable()
    dom.announce(app.t("broken_deleted"))
    app.render(focus="home")


def download_record(app) -> None:
    """The record of the game on the table, with who sits where."""
    _download(app, app.game, app.shelf.record_fields(app.seats))


def download_saved(app, game_id: str) -> None:
    """The record of a saved game not on the table (the home screen's), as it is saved."""
    saved = app.shelf.saved.get(game_id)
    if saved is not None:
        _download(app, saved.game, saved.record_extras)


def _download(app, game, extras: dict) -> None:
    names = "-".join("".join(ch for ch in p if ch.isalnum())[:12] for p in game.players)
    stem = i18n.text(app.lang, "file_stem", game.GAME_ID)
    dom.download(f"{stem}-{names or 'game'}-{dom.stamp()}.json",
                 saves.record_text(game, extras))
