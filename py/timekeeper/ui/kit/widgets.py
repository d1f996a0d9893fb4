"""The small widgets a game's view puts in its panels, drawn the same way for every game: the
sentence under the hand, the card of what a turn did, a table of results, the verdict of a
game, the pick-one buttons of the new-game form, and the hint shown for the step being played
(the shell's hints.py works hints out and counts them)."""

from .dom import h


def message(app):
    """The sentence under the player's hand (an error in red), if any; after where a card
    may go, "Key N: the next one." (shown by CSS only where a keyboard is likely)."""
    if app.message is None:
        return h("p", "", cls="message")
    words, error, *keys = app.message
    note = h("span", " " + app.t("key_next"), cls="key-note") if any(keys) else None
    return h("p", words(), note, cls="message error" if error else "message")


def summary(lines: list[str]):
    """What the last turn did, as a card of sentences (None when there is nothing to say)."""
    if not lines:
        return None
    return h("section", *(h("p", line) for line in lines), cls="card summary")


def table(headings: list[str], rows: list, cls: str, caption: str | None = None, foot=None):
    """A table with one row of column headings, the body ``rows`` and an optional footer."""
    return h("table",
             h("caption", caption) if caption else None,
             h("thead", h("tr", *(h("th", heading, scope="col") for heading in headings))),
             h("tbody", *rows),
             h("tfoot", foot) if foot is not None else None,
             cls=cls)


def verdict(app, game, result) -> str:
    """"Ana wins!", "Ana and Cleo win!", "A draw between Ana and Ben!", "Nobody wins."."""
    if not result.winners:
        return app.t("nobody_wins")
    names = app.names(result.winners, game)
    if result.draw:
        return app.t("draw", names=names)
    return app.t("winner_one" if len(result.winners) == 1 else "winner_team", names=names)


def choice(action: str, value: str, label: str, pressed: bool, focus: str):
    """One button of a pick-one group (its focus key lets a redraw keep the focus on it)."""
    return h("button", label, type="button", cls="btn choice", data_action=action,
             data_value=value, data_focus=focus, aria_pressed="true" if pressed else "false")


def option_group(app, key: str, label: str, choices: list[tuple[str, str]], hint=None,
                 current: str | None = None):
    """A pick-one group for one of the game's options (``app.form.options[key]``, or
    ``current`` where the game says which counts); the first choice is the default."""
    if current is None:
        current = app.form.options.get(key, choices[0][0])
    return h("div",
             h("p", label, cls="label", id=f"option-{key}-label"),
             h("div",
               *(choice("option", f"{key}={value}", words, current == value,
                        f"option-{key}-{value}") for value, words in choices),
               cls="choices", role="group", aria_labelledby=f"option-{key}-label"),
             h("p", hint, cls="hint", id=f"option-{key}-hint") if hint else None,
             cls="field")


def shown_name(app, n: int) -> str:
    """The name typed in the new-game form for player ``n`` (or "Player n" while none is)."""
    return app.form.names[n].strip() or app.t("player_n", n=n + 1)


def hinted_move(app) -> dict:
    """The move of the hint shown for this step ({} when none), which each game's view marks
    on the table (the shell's hints); in a guided game, the move the lesson asks for."""
    lesson = getattr(app, "lesson", None)
    if lesson is not None:
        asked = lesson.expected() if app.screen == "turn" else None
        return asked or {}
    hint = app.hint
    return hint["found"]["move"] if hint is not None else {}
