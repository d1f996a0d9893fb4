"""The home screen: every game Timekeeper hosts, with a picture and one line, a new game or
the saved game to resume for each; saved data that could not be read; a record to load."""

from timekeeper import i18n
from timekeeper.core.registry import available

from .. import games
from ..kit import storage
from ..kit.dom import action_button, h
from .hints import has_players


def render(app):
    shown = [info.id for info in available() if games.has_view(info.id)]
    return h("div",
             h("h2", app.t("home_title"), tabindex="-1", data_focus="home"),
             _unreadable_card(app),
             h("div", *(_game_card(app, game_id) for game_id in shown), cls="game-list"),
             _keep_card(app, shown),
             _load_card(app),
             cls="screen home")


def _keep_card(app, shown: list[str]):
    """Where the browser deletes the site's storage after a week without a visit (Safari,
    every browser of an iPad, unless opened from the Home Screen) and a game is left
    unfinished: says so, and offers each such game's record. Under the games, not in their
    cards: the pre-drawn home cannot know of it, and it moves none of their buttons."""
    waiting = [game_id for game_id in shown
               if game_id in app.shelf.saved and game_id not in app.shelf.newer]
    if not waiting or not storage.forgotten_after_a_week():
        return None
    return h("section",
             h("p", app.t("keep_text"), id="keep-text"),
             h("div",
               *(action_button(app.t("keep_download",
                                     game=i18n.text(app.lang, "game_title", game_id)),
                               "download-saved", cls="btn", data_value=game_id,
                               data_focus=f"keep-{game_id}", aria_describedby="keep-text")
                 for game_id in waiting),
               cls="actions"),
             cls="card keep", aria_label=app.t("keep_title"))


def _game_card(app, game_id: str):
    title = i18n.text(app.lang, "game_title", game_id)
    saved = app.shelf.saved.get(game_id)
    newer = app.shelf.newer.get(game_id)
    resume = None
    if newer is not None:
        return h("section",
                 h("img", src=f"./static/img/{game_id}.svg", alt="", cls="game-picture",
                   width=96, height=96),
                 h("div",
                   h("h3", title, id=f"title-{game_id}"),
                   h("p", app.t("newer_text"), cls="notice", data_focus=f"newer-{game_id}",
                     tabindex="-1"),
                   h("div",
                     action_button(app.t("newer_set_aside"), "set-aside-newer", cls="btn",
                                   data_value=game_id, data_focus=f"set-aside-{game_id}"),
                     cls="actions"),
                   cls="game-text"),
                 cls="card game-card warning", data_game=game_id,
                 aria_labelledby=f"title-{game_id}")
    if saved is not None:
        names = i18n.join_names(app.lang, saved.game.players)
        resume = h("div",
                   h("p", app.t("resume_question", names=names)),
                   action_button(app.t("resume_yes"), "resume", cls="btn primary",
                                 data_value=game_id, data_focus=f"resume-{game_id}",
                                 aria_label=app.t("resume_game", game=title)),
                   cls="resume")
    return h("section",
             h("img", src=f"./static/img/{game_id}.svg", alt="", cls="game-picture",
               width=96, height=96),
             h("div",
               h("h3", title, id=f"title-{game_id}"),
               h("p", i18n.text(app.lang, "game_tagline", game_id), cls="tagline"),
               resume,
               h("div",
                 action_button(app.t("new_game"), "choose-game",
                               cls="btn" if resume else "btn primary", data_value=game_id,
                               data_focus=f"new-{game_id}",
                               aria_label=app.t("new_game_of", game=title)),
                 action_button(app.t("play_computer"), "play-computer", cls="btn",
                               data_value=game_id, data_focus=f"computer-{game_id}",
                               aria_label=app.t("play_computer_of", game=title))
                 if has_players(game_id) else None,
                 learn_button(app, game_id, title),
                 cls="actions", id=f"actions-{game_id}"),  # never morphed into a question
               cls="game-text"),
             cls="card game-card", data_game=game_id, aria_labelledby=f"title-{game_id}")


def learn_button(app, game_id: str, title: str):
    """"Learn to play" the game (its guided first game), or "Go on learning" where this
    tablet keeps a lesson under way; None for a game without a tutorial."""
    from . import lesson

    if not lesson.has_lesson(game_id):
        return None
    step = lesson.saved_step(game_id)
    if step is None:
        return action_button(app.t("learn_button"), "learn", cls="btn learn", data_value=game_id,
                             data_focus=f"learn-{game_id}",
                             aria_label=app.t("learn_button_of", game=title))
    n, count = step
    return action_button([app.t("learn_again"), " ",
                          h("span", app.t("learn_again_step", n=n, count=count), cls="step")],
                         "learn", cls="btn learn", data_value=game_id,
                         data_focus=f"learn-{game_id}",
                         aria_label=app.t("learn_again_of", game=title, n=n, count=count))


def _unreadable_card(app):
    kept = app.shelf.unreadable
    if kept is None:
        return None
    return h("section",
             h("h3", app.t("broken_title",
                           game=i18n.text(app.lang, "game_title", kept.game_id))),
             h("p", app.t("broken_text")),
             h("p", app.t("broken_reason", detail=kept.reason(app.lang)), cls="detail"),
             h("p", app.t("broken_held"), cls="hint") if kept.held else None,
             h("div",
               action_button(app.t("broken_resume_part", n=len(kept.partial.game.history)),
                             "resume-legal-part", cls="btn primary")
               if kept.partial is not None else None,
               action_button(app.t("broken_download"), "download-unreadable",
                             cls="btn" if kept.partial else "btn primary"),
               action_button(app.t("broken_delete"), "delete-unreadable", cls="btn"),
               cls="actions"),
             cls="card warning", role="alert", data_game=kept.game_id)


def _load_card(app):
    return h("section",
             h("h3", app.t("load_title")),
             # the browser's own chooser says "Choose File" in the browser's language: the
             # input is hidden and its label, in the page's language, is the button
             h("input", type="file", id="input-record", accept=".json,application/json",
               cls="visually-hidden file-input", data_input="record", data_focus="record",
               aria_describedby="load-hint"),
             h("label", app.t("load_label"), for_="input-record", cls="btn file-pick"),
             h("p", app.t("load_hint"), cls="hint", id="load-hint"),
             h("p", app.notice(), cls="field-error", role="alert") if app.notice else None,
             cls="card load", aria_label=app.t("load_title"))
