"""Whole Les 24 Heures races through taps, from the home screen to the end screen: a 12-hour
race for 2 (cards chosen by what lights up, the hour board turning to the finish, a reshuffle
told to the table, places, kilometres and points at the end, and the record the page keeps),
and a race with two computers and one person (no hand-off between her turns, the computers'
moves told to her, the record's computer seats). (That the page's reshuffles on Pyodide are
the ones the seed makes on CPython: e2e/test_every_browser.py.)"""

import json
import re
from pathlib import Path

from save_support import save_of
from tablet import SAVE_KEYS, Storage, Tablet, visible_text

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
    tab = Tablet()
    tab.tap_button("New game: Les 24 Heures", exact=True)
    # the short race first, chosen for a first game, each saying how long it lasts
    assert tab.buttons("[aria-labelledby=option-race-label]") == [
        "12 hours about 25 min", "24 hours about 35 min", "Gold Cup: 4 races over 2 hours"]
    assert tab.button("12 hours").get("aria-pressed") == "true"
    tab.press("count", "2")
    assert tab.text("#option-race-hint") == \
        "The short race, good for a first game: about 80 turns each."
    tab.press("count", "4")
    assert tab.text("#option-race-hint").endswith("about 40 turns each.")
    tab.new_game("les24heures", ["Ana", "Ben"], seed=SEED, options=("race=12",))
    assert tab.count(".l24-hour") == 13  # hours 1 to 12 and the finish
    assert tab.count(".l24-hour.night") == 6
    assert tab.text(".l24-now") == "Hour 1 of 12 · day"

    played, told = [], []
    for _ in range(200):
        if race_over(tab):
            break
        played.append(play_turn(tab))
        told.append(tab.text(".card.summary"))
    assert race_over(tab), "the race did not finish within 200 turns"
    assert len(played) == 115
    assert played[:4] == ["Ana", "Ben", "Ana", "Ben"]
    everything = "\n".join(told)
    assert "The hour board turns: hour 7, night (no 350)." in everything
    assert "The hour board turns: hour 13" not in everything
    assert "the discard pile is shuffled into a new draw pile" in everything
    assert "The hour board shows the finish card." in told[-1]
    assert "The race is over!" in told[-1]

    # The end screen: the finish, a verdict, places, kilometres and points for both cars.
    assert tab.count(".l24-hour.finish.now") == 1
    assert tab.text(".verdict").endswith("wins!")
    rows = tab.find_all("table.l24-ranking tbody tr")
    assert len(rows) == 2
    # Read as textContent: visible_text turns the no-break space into a space.
    ranking = [[cell.get_text().strip() for cell in row.select("th, td")]
               for row in rows]
    assert [r[0] for r in ranking] == ["1", "2"]
    assert {r[1] for r in ranking} == {"Ana", "Ben"}
    assert [r[3] for r in ranking] == ["9", "6"]
    assert all(re.fullmatch(r"\d{1,2}(,\d{3})?\u00a0km", r[2]) for r in ranking)
    places = [visible_text(node) for node in tab.find_all(".l24-place")]
    assert places in (["1.", "2."], ["2.", "1."])

    # What the page shows is what the engine says of the record it kept.
    record = tab.saved("les24heures")["record"]
    game = Game.from_record(json.loads(json.dumps(record)))
    assert game.finished and len(record["moves"]) == len(played)
    assert record["reshuffles"]
    assert km_of(tab) == [f"{km:,}\u00a0km" for km in game.km]
    winner = game.players[game.result().winners[0]]
    assert tab.text(".verdict") == f"{winner} wins!"
    assert "Race again, same players" in tab.buttons()
    assert tab.console == []


def test_a_race_with_two_computers_and_one_person():
    """The person keeps the tablet between her turns (no hand-off), both computers' moves
    are announced and shown to her, the race ends, and the record says which seats were
    computers. (The computers' moves are not seeded: only what holds whatever they play is
    checked.)"""
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

    # The hard computer starts: it thinks, plays, and the tablet is Ana's without a hand-off.
    heard = set()
    turns = 0
    for _ in range(80):
        if race_over(tab):
            break
        assert tab.screen == "turn"
        assert not tab.shown("button.handoff"), "a hand-off between Ana's turns"
        live = tab.find("#live").get_text()
        # Back to Ana after the computers, or Ana again (a lap record gives her more turns).
        assert live.endswith(("Ana, your turn.", "Ana plays again.")), live
        summary = tab.text(".card.summary")
        heard |= {name for name in COMPUTERS if name in summary and name in live}
        assert play_turn(tab) == "Ana"
        turns += 1
    assert race_over(tab), f"the race did not end within {turns} of Ana's turns"
    assert heard == set(COMPUTERS)
    assert turns >= 5
    assert re.search(r"\bAna\b", tab.text(".screen.end"))

    tab.tap_button("Download the game record", exact=True)
    record = json.loads(tab.downloads[-1].text)
    assert record["computers"] == {"0": "hard", "2": "medium"}
    assert record["players"] == [COMPUTERS[0], "Ana", COMPUTERS[1]]
    assert {move["seat"] for move in record["moves"]} == {0, 1, 2}
    assert tab.console == []


def test_a_speed_limit_played_near_the_end_lasts_until_the_finish():
    """Six drivers, 12 hours: move 128 puts a speed limit on a car at hour 11. The table is
    told it lasts until the finish (the board has no hour 13), on the car's badge too."""
    record = json.loads(SIX_12H.read_text(encoding="utf-8"))
    record["moves"] = record["moves"][:128]
    race = Game.from_record(record)
    limit = race.history[-1].to_dict()
    assert (limit["card"], limit["hour"], race.hours) == ("speed-limit", 11, 12)
    storage = Storage()
    storage.set(SAVE_KEYS["les24heures"], save_of("les24heures", record))
    tab = Tablet(storage)
    tab.tap_button("Resume the game")
    tab.take_tablet()
    told = tab.text(".l24-last")
    assert told.endswith("at most 150 km a card until the finish."), told
    badge = tab.find(f'.l24-car[data-car="{limit["target_car"]}"] .l24-badge.incident')
    assert "Limit: 150 km max until the finish" in badge.get_text()
    assert "hour 13" not in tab.table and "hour 13" not in tab.panel
    assert tab.console == []
