""""Play against the computer" asks the person's name (the tablet keeps it for next time)
and how well the computer plays, in words a child understands; then the game starts, the
person against that computer.

What the screen draws, refuses, stores and starts is read with no page (no_page.Shell): the
name is set as the screen keeps what is typed (quick.typed), and Play, a submit button, sends
the form as the page's submit event does (Shell.submit: quick.start). The focus on the name
and the typing itself (the field keeping its text across a redraw, the name typed reaching
the game through the page's events) need the page: the last test, on the stand-in page
(Tablet)."""

from no_page import Shell
from tablet import Tablet

TITLE = "Qui a touché à l'horloge\u202f?"


def _name(shell: Shell, name: str) -> None:
    """The name field holding ``name``, as the screen keeps what is typed in it."""
    def typed(app):
        from timekeeper.ui.shell import quick

        quick.typed(app, name)

    shell.call(typed)


def _drawn_name(shell: Shell) -> str:
    """The name the screen draws in its field."""
    return shell.find("#input-quick-name").get("value")


def test_the_name_and_the_level_are_asked_and_kept_for_next_time():
    shell = Shell(lang="fr")
    shell.tap_button(f"Jouer contre l'ordinateur : {TITLE}", exact=True)
    assert shell.screen == "quick"
    assert shell.text("#panel h2") == "Jouer contre l'ordinateur"
    assert shell.buttons("#panel .levels") == [
        "Facile : il apprend encore", "Moyen : il joue bien", "Difficile : il joue très bien"]
    assert shell.find('[data-focus="quick-medium"]').get("aria-pressed") == "true"
    _name(shell, "Léa")
    shell.tap_button("Facile : il apprend encore")
    assert _drawn_name(shell) == "Léa"  # kept across the redraw
    shell.submit("Jouer", exact=True)
    assert shell.text("#panel h2") == "Léa, à vous de jouer"
    record = shell.saved("hoursandghosts")["record"]
    assert record["players"] == ["Léa", "Ordinateur (facile)"]
    assert record["computers"] == {"1": "easy"}

    shell.reload()  # the next time on this tablet: the name and the level are there
    shell.tap_button(f"Jouer contre l'ordinateur : {TITLE}", exact=True)
    assert _drawn_name(shell) == "Léa"
    assert shell.find('[data-focus="quick-easy"]').get("aria-pressed") == "true"


def test_a_name_that_would_turn_the_sentences_is_refused_and_none_is_player_1():
    shell = Shell()
    shell.press("play-computer", "twentyfourseven")
    _name(shell, "Ana\u202e")
    shell.submit("Play", exact=True)
    assert shell.screen == "quick"
    assert "U+202E" in shell.text("#quick-name-error")
    _name(shell, "  ")
    shell.submit("Play", exact=True)
    assert shell.text("#panel h2") == "Player 1, your turn"
    assert shell.saved("twentyfourseven")["record"]["computers"] == {"1": "medium"}


def test_a_game_under_way_is_replaced_only_once_the_players_say_so():
    shell = Shell()
    shell.press("play-computer", "hoursandghosts")
    _name(shell, "Ana")
    shell.submit("Play", exact=True)
    shell.tap("[data-action=take]")  # a turn begun: the game is under way
    shell.tap_button("Games", exact=True)
    shell.press("play-computer", "hoursandghosts")
    assert _drawn_name(shell) == "Ana"
    shell.submit("Play", exact=True)
    assert "replace" in shell.dialog.lower()
    shell.tap_button("Cancel", exact=True)
    assert shell.screen == "quick"
    shell.submit("Play", exact=True)
    shell.tap("#dialog [data-action=dialog-yes]")
    assert shell.text("#panel h2") == "Ana, your turn"
    assert shell.saved("hoursandghosts")["record"]["moves"] == []


def test_the_name_field_has_the_focus_and_keeps_what_is_typed():
    """On the page: the focus goes to the name, the name typed stays in its field when a
    level is chosen (the screen is drawn again), and Play (the form's submit) starts the game
    with it."""
    tab = Tablet(lang="fr")
    tab.tap_button(f"Jouer contre l'ordinateur : {TITLE}", exact=True)
    assert tab.focused == "quick-name"
    tab.fill("#input-quick-name", "Léa")
    tab.tap_button("Facile : il apprend encore")
    assert tab.value("#input-quick-name") == "Léa"  # kept across the redraw
    tab.tap_button("Jouer", exact=True)
    assert tab.text("#panel h2") == "Léa, à vous de jouer"
    assert tab.saved("hoursandghosts")["record"]["computers"] == {"1": "easy"}
