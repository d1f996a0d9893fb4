"""A game record file the players chose on the home screen: read whatever game it holds, then
continue it (or show its end) once a game under way of the same kind may be replaced. A file
that cannot be read is said next to the file chooser and changes nothing."""

from timekeeper import i18n
from timekeeper.core.errors import RecordError
from timekeeper.core.records import parse_record_text, read_record

from ..kit import dom
from . import computer


def load(app, content) -> None:
    """The file's text ``content`` is read: its game comes to the table (after the
    replacing question when a game of its kind is under way here)."""
    try:
        data = _unwrap_save(parse_record_text(content))
        game = read_record(data)
        seats = computer.seats_from_record(data, len(game.players))
    except RecordError as error:
        if error.code == "not_json":
            return notice(app, lambda: app.t("err_record_not_json"))
        return notice(app, lambda error=error: app.t(
            "err_record_bad", detail=i18n.record_error_text(app.lang, error)))
    except Exception:  # never let a file crash the page
        return notice(app, lambda: app.t("err_record_read"))
    if game.GAME_ID in app.shelf.newer:  # a newer save is kept untouched: nothing over it
        app.render(focus=f"newer-{game.GAME_ID}")
        return

    def put_on_table() -> None:
        app.begin(game, seats=seats)
        loaded = app.t("record_loaded", names=app.names(range(len(game.players))))
        dom.announce(f"{loaded} {app.end_words()}" if game.finished else loaded)

    app.replacing(game.GAME_ID, "load_replace", "load_replace_yes", put_on_table)


def notice(app, words) -> None:
    """Say what went wrong with a record file (``words()``), next to the file chooser."""
    app.notice = words
    dom.announce(words())
    app.render(focus="record")


def _unwrap_save(data: dict) -> dict:
    """A save file (as a player may download one) holds its record under "record": the
    record loader takes either."""
    if "game" not in data and isinstance(data.get("record"), dict):
        return data["record"]
    return data
