""""Play against the computer" asks the person's name (the tablet keeps it for next time)
and how well the computer plays, in words a child understands; then the game starts, the
person against that computer."""

from tablet import Tablet

TITLE = "Qui a touché à l'horloge\u202f?"


def test_the_name_and_the_level_are_asked_and_kept_for_next_time():
    tab = Tablet(lang="fr")
    tab.tap_button(f"Jouer contre l'ordinateur : {TITLE}", exact=True)
    assert tab.screen == "quick"
    assert tab.text("#panel h2") == "Jouer contre l'ordinateur"
    assert tab.focused == "quick-name"
    assert tab.buttons("#panel .levels") == [
        "Facile : il apprend encore", "Moyen : il joue bien", "Difficile : il joue très bien"]
    assert tab.find('[data-focus="quick-medium"]').get("aria-pressed") == "true"
    tab.fill("#input-quick-name", "Léa")
    tab.tap_button("Facile : il apprend encore")
    assert tab.value("#input-quick-name") == "Léa"  # kept across the redraw
    tab.tap_button("Jouer", exact=True)
    assert tab.text("#panel h2") == "Léa, à vous de jouer"
    record = tab.saved("hoursandghosts")["record"]
    assert record["players"] == ["Léa", "Ordinateur (facile)"]
    assert record["computers"] == {"1": "easy"}

    tab.reload()  # the next time on this tablet: the name and the level are there
    tab.tap_button(f"Jouer contre l'ordinateur : {TITLE}", exact=True)
    assert tab.value("#input-quick-name") == "Léa"
    assert tab.find('[data-focus="quick-easy"]').get("aria-pressed") == "true"


def test_a_name_that_would_turn_the_sentences_is_refused_and_none_is_player_1():
    tab = Tablet()
    tab.press("play-computer", "twentyfourseven")
    tab.fill("#input-quick-name", "Ana\u202e")
    tab.tap_button("Play", exact=True)
    assert tab.screen == "quick"
    assert "U+202E" in tab.text("#quick-name-error")
    tab.fill("#input-quick-name", "  ")
    tab.tap_button("Play", exact=True)
    assert tab.text("#panel h2") == "Player 1, your turn"
    assert tab.saved("twentyfourseven")["record"]["computers"] == {"1": "medium"}


def test_a_game_under_way_is_replaced_only_once_the_players_say_so():
    tab = Tablet()
    tab.press("play-computer", "hoursandghosts")
    tab.fill("#input-quick-name", "Ana")
    tab.tap_button("Play", exact=True)
    tab.tap("[data-action=take]")  # a turn begun: the game is under way
    tab.tap_button("Games", exact=True)
    tab.press("play-computer", "hoursandghosts")
    assert tab.value("#input-quick-name") == "Ana"
    tab.tap_button("Play", exact=True)
    assert "replace" in tab.dialog.lower()
    tab.tap_button("Cancel", exact=True)
    assert tab.screen == "quick"
    tab.tap_button("Play", exact=True)
    tab.tap("#dialog [data-action=dialog-yes]")
    assert tab.text("#panel h2") == "Ana, your turn"
    assert tab.saved("hoursandghosts")["record"]["moves"] == []
