"""Whole Les 24 Heures races through taps, from the home screen to the end screen: a 12-hour
race for 2 (cards chosen by what lights up, the hour board turning to the finish, a reshuffle
told to the table, places, kilometres and points at the end, and the record the tablet keeps),
and a race with two computers and one person (no hand-off between her turns, the computers'
moves told to her, the record's computer seats). (That the page's reshuffles on Pyodide are
the ones the seed makes on CPython: e2e/test_every_browser.py.)

The races run with no page (no_page.Shell): a tap is the drawn button's action, and all that
is checked is what the shell draws, announces, stores and downloads. The new-game form of the
race against computers, chosen and typed in (who plays each seat, a name, who starts, picked
by the name the list shows), needs the page: its own test, on the stand-in page (Tablet)."""

import json
import re
from pathlib import Path

from no_page import Shell
from save_support import save_of
from tablet import SAVE_KEYS, Tablet, visible_text

from timekeeper.les24heures import Game

ROOT = Path(__file__).resolve().parents[2]
SIX_12H = ROOT / "tests" / "les24heures" / "records" / "six_players_3_teams_12h.json"
SEED = "race-158"  # 115 turns with play_turn's choices (the shortest of 200 seeds tried)
COMPUTERS = ("Computer 1 (hard)", "Computer 2 (medium)")


def play_turn(tab) -> str:
    """Take the tablet if it is handed over, then play a turn by what lights up
    (tablet.play_l24: the choices of the browser tests' ``l24_driver.play_turn``, which the
    seed's 115 turns were counted with). Returns who played."""
    if tab.screen == "handoff":
        player = tab.text("button.handoff .handoff-title").removeprefix("Pass the tablet to ")
    else:  # the same player again (lap record, or every other car's turn lost)
        player = tab.text("#panel h2").removesuffix(", your turn")
    tab.take_turn("les24heures")
    return player


def race_over(tab) -> bool:
    return tab.text("#panel h2") == "Game over"


def km_of(tab) -> list[str]:
    """Each car's kilometres as the table shows them ("1,250 km"), read as textContent: the
    stand-in page's visible_text makes the no-break space before "km" a space."""
    return [node.get_text() for node in tab.find_all(".l24-car .l24-km")]


def test_a_12_hour_race_for_two_from_the_home_screen_to_the_end():
    shell = Shell()
    shell.tap_button("New game: Les 24 Heures", exact=True)
    # the short race first, chosen for a first game, each saying how long it lasts
    assert shell.buttons("[aria-labelledby=option-race-label]") == [
        "12 hours about 25 min", "24 hours about 35 min", "Gold Cup: 4 races over 2 hours"]
    assert shell.button("12 hours").get("aria-pressed") == "true"
    shell.press("count", "2")
    assert shell.text("#option-race-hint") == \
        "The short race, good for a first game: about 80 turns each."
    shell.press("count", "4")
    assert shell.text("#option-race-hint").endswith("about 40 turns each.")
    shell.new_game("les24heures", ["Ana", "Ben"], seed=SEED, options={"race": "12"})
    assert shell.count(".l24-hour") == 13  # hours 1 to 12 and the finish
    assert shell.count(".l24-hour.night") == 6
    assert shell.text(".l24-now") == "Hour 1 of 12 · day"

    played, told = [], []
    for _ in range(200):
        if race_over(shell):
            break
        played.append(play_turn(shell))
        told.append(shell.text(".card.summary"))
    assert race_over(shell), "the race did not finish within 200 turns"
    assert len(played) == 115
    assert played[:4] == ["Ana", "Ben", "Ana", "Ben"]
    everything = "\n".join(told)
    assert "The hour board turns: hour 7, night (no 350)." in everything
    assert "The hour board turns: hour 13" not in everything
    assert "the discard pile is shuffled into a new draw pile" in everything
    assert "The hour board shows the finish card." in told[-1]
    assert "The race is over!" in told[-1]

    # The end screen: the finish, a verdict, places, kilometres and points for both cars.
    assert shell.count(".l24-hour.finish.now") == 1
    assert shell.text(".verdict").endswith("wins!")
    rows = shell.find_all("table.l24-ranking tbody tr")
    assert len(rows) == 2
    # Read as textContent: visible_text turns the no-break space into a space.
    ranking = [[cell.get_text().strip() for cell in row.select("th, td")]
               for row in rows]
    assert [r[0] for r in ranking] == ["1", "2"]
    assert {r[1] for r in ranking} == {"Ana", "Ben"}
    assert [r[3] for r in ranking] == ["9", "6"]
    assert all(re.fullmatch(r"\d{1,2}(,\d{3})?\u00a0km", r[2]) for r in ranking)
    places = [visible_text(node) for node in shell.find_all(".l24-place")]
    assert places in (["1.", "2."], ["2.", "1."])

    # What the page shows is what the engine says of the record it kept.
    record = shell.saved("les24heures")["record"]
    game = Game.from_record(json.loads(json.dumps(record)))
    assert game.finished and len(record["moves"]) == len(played)
    assert record["reshuffles"]
    assert km_of(shell) == [f"{km:,}\u00a0km" for km in game.km]
    winner = game.players[game.result().winners[0]]
    assert shell.text(".verdict") == f"{winner} wins!"
    assert "Race again, same players" in shell.buttons()
    assert shell.console == []


def test_a_race_with_two_computers_and_one_person():
    """The person keeps the tablet between her turns (no hand-off), both computers' moves
    are announced and shown to her, the race ends, and the record says which seats were
    computers. (The computers' moves are not seeded: only what holds whatever they play is
    checked.) The form's fields are set, not typed: the hard computer in the first seat,
    who starts unless the form picks another (the form chosen and typed in on the page, who
    starts picked by name: the next test)."""
    shell = Shell()
    shell.new_game("les24heures", ["", "Ana", ""], computers={0: "hard", 2: "medium"},
                   options={"race": "12"})

    # The hard computer starts: it thinks, plays, and the tablet is Ana's without a hand-off.
    heard = set()
    turns = 0
    for _ in range(80):
        if race_over(shell):
            break
        assert shell.screen == "turn"
        assert not shell.shown("button.handoff"), "a hand-off between Ana's turns"
        live = shell.said[-1] if shell.said else ""  # the live region holds the last sentence
        # Back to Ana after the computers, or Ana again (a lap record gives her more turns).
        assert live.endswith(("Ana, your turn.", "Ana plays again.")), live
        summary = shell.text(".card.summary")
        heard |= {name for name in COMPUTERS if name in summary and name in live}
        assert play_turn(shell) == "Ana"
        turns += 1
    assert race_over(shell), f"the race did not end within {turns} of Ana's turns"
    assert heard == set(COMPUTERS)
    assert turns >= 5
    assert re.search(r"\bAna\b", shell.text(".screen.end"))

    shell.tap_button("Download the game record", exact=True)
    record = json.loads(shell.downloads[-1].text)
    assert record["computers"] == {"0": "hard", "2": "medium"}
    assert record["players"] == [COMPUTERS[0], "Ana", COMPUTERS[1]]
    assert {move["seat"] for move in record["moves"]} == {0, 1, 2}
    assert shell.console == []


def test_the_form_of_a_race_against_two_computers_on_the_page():
    """On the page: the kinds chosen in the seats' lists name the computers in the names'
    fields, Ana's name is typed, the 12-hour race tapped, and who starts is picked by the
    name the list shows; the game started is theirs, the hard computer first."""
    tab = Tablet()
    tab.tap_button("New game: Les 24 Heures", exact=True)
    tab.tap_button("3", exact=True)
    tab.choose("#input-kind0", "hard")
    tab.fill("#input-name1", "Ana")
    tab.choose("#input-kind2", "medium")
    names = [tab.value(f"#input-name{seat}") for seat in range(3)]
    assert names == [COMPUTERS[0], "Ana", COMPUTERS[1]]
    tab.tap_button("12 hours about 25 min", exact=True)
    # The first player, picked by the name the list shows.
    first = {visible_text(option).strip("\u2068\u2069"): option.get("value")
             for option in tab.find("#input-first").select("option")}
    tab.choose("#input-first", first[COMPUTERS[0]])
    tab.tap_button("Start the game", exact=True)
    assert tab.text("#panel h2") == "Ana, your turn"  # the hard computer has played
    record = tab.saved("les24heures")["record"]
    assert record["computers"] == {"0": "hard", "2": "medium"}
    assert record["players"] == [COMPUTERS[0], "Ana", COMPUTERS[1]]
    assert record["hours"] == 12
    assert record["moves"][0]["seat"] == 0
    assert tab.console == []


def test_a_speed_limit_played_near_the_end_lasts_until_the_finish():
    """Six drivers, 12 hours: move 128 puts a speed limit on a car at hour 11. The table is
    told it lasts until the finish (the board has no hour 13), on the car's badge too."""
    record = json.loads(SIX_12H.read_text(encoding="utf-8"))
    record["moves"] = record["moves"][:128]
    race = Game.from_record(record)
    limit = race.history[-1].to_dict()
    assert (limit["card"], limit["hour"], race.hours) == ("speed-limit", 11, 12)
    shell = Shell({SAVE_KEYS["les24heures"]: save_of("les24heures", record)})
    shell.tap_button("Resume the game")
    shell.take_tablet()
    told = shell.text(".l24-last")
    assert told.endswith("at most 150 km a card until the finish."), told
    badge = shell.find(f'.l24-car[data-car="{limit["target_car"]}"] .l24-badge.incident')
    assert "Limit: 150 km max until the finish" in badge.get_text()
    assert "hour 13" not in shell.table and "hour 13" not in shell.panel
    assert shell.console == []
