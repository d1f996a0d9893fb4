"""A form filled before Python was up and left (the players went back home) is kept by the
shell when Python takes over on the home screen: the next form opened shows what the pre-drawn
page would have carried to it (ui/shell/takeover.py, ``_recall_form``; the browser's path is
e2e/test_site_first_visit.py)."""

from tablet import Tablet

from timekeeper.ui.shell import takeover


def left_form(**changes) -> dict:
    """What the pre-shell's snapshot says of a form filled and left: Les 24 Heures' for five,
    the third seat a computer named by the players, the youngest starting, hints off."""
    form = {"game": "les24heures", "count": "5",
            "values": {"name0": "Ana", "name1": "Ben", "age0": "9", "age1": "7",
                       "kind2": "hard", "name2": "Robo", "first": "1"},
            "choices": {"first-mode:": "age", "hints:": "off"}}
    form.update(changes)
    return form


def opened_after(game: str) -> Tablet:
    """A tab where Python took over on the home screen from the form left, then ``game``'s
    form opened."""
    tab = Tablet()
    takeover._recall_form(tab.app, left_form())
    tab.press("choose-game", game)
    return tab


def pressed(tab: Tablet, action: str) -> str:
    return tab.find(f'[data-action="{action}"][aria-pressed="true"]').get("data-value")


def test_the_same_games_form_opens_as_it_was_left():
    tab = opened_after("les24heures")
    assert pressed(tab, "count") == "5"
    assert [tab.value(f"#input-name{n}") for n in range(3)] == ["Ana", "Ben", "Robo"]
    assert tab.value("#input-age1") == "7"
    assert tab.value("#input-kind2") == "hard"  # a computer with the name typed for it
    assert (pressed(tab, "first-mode"), pressed(tab, "hints")) == ("age", "off")


def test_another_games_form_keeps_the_people_and_fits_the_count():
    tab = opened_after("twentyfourseven")
    assert pressed(tab, "count") == "4"
    names = [tab.value(f"#input-name{n}") for n in range(4)]
    assert names == ["Ana", "Ben", "", ""]  # the computer's seat is nobody's at a new table


def test_a_form_left_that_makes_no_sense_is_left_out():
    for broken in (None, [], {"game": "chess"}, {"game": ["les24heures"]},
                   left_form(values="Ana", choices=[1]),
                   left_form(count="many", values={"name9": "X", "kindX": "hard"})):
        tab = Tablet()
        takeover._recall_form(tab.app, broken)
        tab.press("choose-game", "twentyfourseven")
        assert tab.screen == "setup" and tab.console == []
