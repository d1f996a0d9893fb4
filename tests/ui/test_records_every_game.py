"""What the shell gives every game, checked on Les 24 Heures and Who Turned the Clock?: the
record downloaded mid-game is the game's save, replays to the same game with the replay
command, is watched move by move and loads back from the home screen to the same table; a
drawn game is explained and long logs keep their numbers; the youngest starts a game.
(In the browser: cards dragged in Who Turned the Clock?, a log's numbers fitting its margin,
e2e/test_new_games_shell.py.)

All but one run with no page (no_page.Shell): the new-game form is filled by its fields, a record
file is given to the shell's loader as the page gives what it read (Shell.load_record), the
download is what Python gives the page. A record file chosen in the page's file chooser,
read and reaching the table, is the page's: that one runs on the stand-in page
(tablet.Tablet)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from no_page import Shell
from tablet import Tablet
from words_support import ana_puts_six_in_slot_4, row

ROOT = Path(__file__).resolve().parents[2]


def download_record(shell) -> dict:
    """Menu, "Download the game record", "Download it anyway" (the game is not over): the
    file's record."""
    shell.tap_button("Menu", exact=True)
    shell.tap_button("Download the game record")
    shell.tap_button("Download it anyway", within="#dialog")
    return json.loads(shell.downloads[-1].text)


def replay_command(tmp_path: Path, record: dict) -> dict:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "timekeeper", "replay", str(path)],
                          capture_output=True, text=True, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=str(ROOT / "py")), check=False)
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    return json.loads(done.stdout)


def watch_the_replay(shell, total: int) -> None:
    """Menu, "Watch the replay": the deal, move 1, the last move, back to the game."""
    shell.tap_button("Menu", exact=True)
    shell.tap_button("Watch the replay")
    assert "The deal, before the first move" in shell.panel
    shell.tap_button("Next", exact=True)
    assert f"Move 1 of {total}" in shell.panel
    shell.tap_button("Last", exact=True)
    assert f"Move {total} of {total}" in shell.panel
    shell.tap_button("Back to the game")


def load_from_home(shell: Shell, record: dict) -> None:
    """Home, the record file read; the same game is saved here, under way: asked first."""
    shell.tap_button("Games", exact=True)
    assert shell.text("#panel h2") == "Choose a game"
    shell.load_record(record)
    assert "saved here will be replaced" in shell.dialog
    shell.tap_button("Load the record", within="#dialog")
    assert shell.screen == "handoff"


def km_of(shell) -> list[str]:
    """Each car's kilometres as the table writes them ("1,250 km", a no-break space)."""
    return [node.get_text() for node in shell.find_all(".l24-car .l24-km")]


def test_a_race_record_downloads_replays_and_loads_back(tmp_path):
    shell = Shell()
    shell.new_game("les24heures", ["Ana", "Ben", "Cleo"], seed="shell-l24",
                   options={"race": "12"})
    for _ in range(7):
        shell.take_turn("les24heures")
    km = km_of(shell)
    record = download_record(shell)
    assert record == shell.saved("les24heures")["record"]
    assert len(record["moves"]) == 7 and record["hours"] == 12
    output = replay_command(tmp_path, record)
    assert [f"{n:,}\u00a0km" for n in output["km"]] == km
    assert len(output["moves"]) == 7 and output["finished"] is False

    watch_the_replay(shell, 7)
    assert km_of(shell) == km
    load_from_home(shell, record)
    assert shell.text("button.handoff .handoff-title") == \
        f"Pass the tablet to {['Ana', 'Ben', 'Cleo'][output['turn']]}"
    assert km_of(shell) == km
    assert shell.console == []


def hand_size(shell, seat: int) -> int:
    return int(shell.find(f'#table [data-seat="{seat}"] [data-hand-size]')
               .get("data-hand-size"))


def test_a_clock_game_with_a_hand_arranged_downloads_replays_and_loads_back(tmp_path):
    shell = Shell()
    ana_puts_six_in_slot_4(shell)
    # The ghost moved to the 5th place, by taps (by drags: e2e/test_new_games_shell.py).
    shell.tap_button("Card 1: a ghost", exact=True)
    for _ in range(4):
        shell.tap_button("Move a ghost right", exact=True)
    shell.tap_button("Done: end my turn", exact=True)
    for _ in range(3):
        shell.take_turn("hoursandghosts")

    record = download_record(shell)
    assert record == shell.saved("hoursandghosts")["record"]
    assert record["moves"][0] == {"seat": 0, "take": 0, "slot": 3, "arrange": [
        20, 15, 6, 21, "ghost", 22, 13]}
    output = replay_command(tmp_path, record)
    rows = [row(shell, seat) for seat in (0, 1)]
    assert [[f"{h:02d}:00" if h else "" for h in hour] for hour in output["rows"]] == rows
    assert len(output["moves"]) == 4
    assert output["hand_sizes"] == [hand_size(shell, 0), hand_size(shell, 1)]

    watch_the_replay(shell, 4)
    assert [row(shell, seat) for seat in (0, 1)] == rows
    load_from_home(shell, record)
    assert shell.text("button.handoff .handoff-title") == "Pass the tablet to Ana"
    assert [row(shell, seat) for seat in (0, 1)] == rows
    assert shell.console == []


def test_a_drawn_clock_game_is_explained_and_long_logs_keep_their_numbers():
    shell = Shell()
    shell.load_record((ROOT / "tests/hoursandghosts/records/three_players_draw.json")
                      .read_text(encoding="utf-8"))
    assert shell.text(".hg-result .celebrate") == "A draw!"
    assert shell.text(".hg-result .verdict") == "Nobody wins."
    assert "Lucas has no card left and the draw pile is empty: nobody can win any more." in \
        shell.text(".hg-result")
    assert shell.count("ol.log li") == 60

    # A race of 181 moves: its log shows the last moves, numbered from 181 down.
    shell.tap_button("Games", exact=True)
    shell.load_record((ROOT / "tests/les24heures/records/teams_2x2_24h.json")
                      .read_text(encoding="utf-8"))
    assert shell.screen == "end"
    assert shell.find("ol.log").get("start") == "181"

    # And a game of 24/7 of 35 moves (the shell's log).
    shell.tap_button("Games", exact=True)
    shell.load_record((ROOT / "tests/twentyfourseven/records/two_players_board_full.json")
                      .read_text(encoding="utf-8"))
    assert shell.screen == "end"
    assert shell.count("ol.log li") == 35
    assert shell.console == []


def test_the_youngest_starts_a_clock_game():
    shell = Shell()
    shell.press("choose-game", "hoursandghosts")
    shell.tap_button("3", exact=True)
    for seat, name in enumerate(["Ana", "Ben", "Cleo"]):
        shell.set_field(f"name{seat}", name)
    shell.tap_button("The youngest starts")
    for seat, age in enumerate(["9", "7", "7"]):
        assert shell.find(f"#input-age{seat}").get("aria-label") == \
            f"Age of player {seat + 1}"
        shell.set_field(f"age{seat}", age)
    shell.submit("Start the game", exact=True)
    # Ben and Cleo are both 7: the earlier in the list starts; the order around the table stays.
    assert shell.take_tablet() == "Pass the tablet to Ben"
    assert "Take a card from Ana's hand" in shell.panel
    seats = [node.get("data-seat") for node in shell.find_all("#table .hg-seat")]
    assert seats == ["0", "1", "2"]
    assert shell.text('#table [data-seat="0"]').lstrip("▶ ").startswith("Ben")
    assert shell.text('#table [data-seat="2"]').startswith("Ana")
    assert shell.console == []


def test_a_record_file_chosen_on_the_page_reaches_the_table():
    """The page reads the file chosen in "Load a game" and hands it to Python: the drawn
    clock game above, at its end."""
    tab = Tablet()
    tab.choose_file((ROOT / "tests/hoursandghosts/records/three_players_draw.json")
                    .read_text(encoding="utf-8"))
    assert tab.screen == "end"
    assert tab.text(".hg-result .celebrate") == "A draw!"
    assert tab.console == []
