"""Hints, on a person's turn against the computer, in every game: the move and why said in
words (and read out), its place marked on the table, asked once a step (however often),
counted, saved at once and said on the end screen; a table that switched hints off in the
form gets no button. (Counted once a step, and the same on a class's seeded deal:
test_table.py.)

All of it is what the shell draws, says and stores, read with no page (no_page.Shell): a tap
is the drawn element's action, the new-game form's fields are set as the page tells Python
what was typed (``set_field``) and it is sent as the page's submit event does
(``Shell.submit``), and a record file comes as the page tells Python of the file chosen
(``load_record``). Nothing here needs a page."""

import json
import random
import re
from pathlib import Path

import pytest
from no_page import Shell
from tablet import SAVE_KEYS

from timekeeper.bots import choose
from timekeeper.twentyfourseven import new_game

ROOT = Path(__file__).resolve().parents[2]
TITLES = {"twentyfourseven": "24/7", "les24heures": "Les 24 Heures",
          "hoursandghosts": "Who Turned the Clock?"}
RECORDS = {
    "twentyfourseven": ROOT / "tests" / "twentyfourseven" / "records" / "two_players_draw.json",
    "les24heures": ROOT / "tests" / "les24heures" / "records" / "three_players_24h.json",
    "hoursandghosts": ROOT / "tests" / "hoursandghosts" / "records" / "two_players_win.json",
}


PLACE_SEED = "hint-slot-6"  # the hinted first card is an hour (13:00), 7 slots to go on
DISCARD_SEED = "hint-discard-84"  # Les 24 Heures: the first hint turns the hour board


def near_the_end(seed: str = "hint-e2e"):
    """A 24/7 game between Ana and the computer, the bag empty and Ana to play."""
    game = new_game(["Ana", "Computer (hard)"], {}, seed=seed)
    rng = random.Random(seed)
    while not game.finished:
        if game.turn == 0 and game.view(0)["bag_count"] == 0 and len(game.rack(0)) <= 3:
            return game
        game.play(choose("twentyfourseven", game.view(game.turn), "medium", rng))
    raise AssertionError("the game ended before the bag was empty")


def test_a_24_7_hint_is_shown_played_and_counted():
    game = near_the_end()
    record = {**game.to_record(), "computers": {"1": "hard"},
              "hints": {"on": True, "used": {}}}
    save = {"format": 1, "game": "twentyfourseven", "record": record, "lang": "en",
            "handoff": True, "steps": []}
    shell = Shell({SAVE_KEYS["twentyfourseven"]: json.dumps(save)})
    shell.tap_button("Resume the game")
    # Only one person at the table: her rack at once, and the hint button.
    assert shell.shown(".rack")
    assert shell.text("#panel h2") == "Ana, your turn"

    hints_taken = 0
    for _ in range(8):
        if shell.screen == "end":
            break
        if hints_taken < 2:
            shell.tap_button("Hint", exact=True)
            words = shell.text(".hint-card .hint-words")
            found = re.match(r"(\d+) on ([A-G][1-7])[:.]", words)
            assert found, words
            tile, cell = found.groups()
            assert shell.said[-1] == words  # read out too
            # The cell and the tile are marked; the tile is in hand, its cells lit.
            assert [c.get("data-cell") for c in shell.find_all("#board .cell.hinted")] \
                == [cell]
            assert shell.text(".rack .rack-tile.hinted") == tile
            assert cell in [c.get("data-cell")
                            for c in shell.find_all("#board .cell.legal")]
            # Asking again on the same turn counts nothing more: the button is gone.
            assert "Hint" not in shell.buttons()
            shell.tap(f"#cell-{cell}")
            hints_taken += 1
        else:
            for index in range(shell.count(".rack button")):
                shell.tap(".rack button", nth=index)
                if shell.count("#board .cell.legal"):
                    shell.tap("#board .cell.legal")
                    break
        shell.tap_button("Confirm", exact=True)
        assert shell.text("#panel h2") in ("Ana, your turn", "Game over")
        if shell.screen != "end":
            assert not shell.shown(".hint-card")  # a new turn: no hint shown yet
    assert shell.screen == "end", "the game did not end"
    assert hints_taken >= 1
    assert shell.text(".hints-used") == \
        ("Ana used 1 hint." if hints_taken == 1 else f"Ana used {hints_taken} hints.")
    saved = shell.saved("twentyfourseven")["record"]
    assert saved["hints"]["used"] == {"0": hints_taken}
    assert saved["computers"] == {"1": "hard"}
    assert shell.console == []


@pytest.mark.parametrize("game", list(TITLES))
def test_against_the_computer_from_the_home_and_a_hint(game):
    shell = Shell()
    shell.tap_button(f"Play against the computer: {TITLES[game]}", exact=True)
    shell.submit("Play", exact=True)  # the name and the level as offered
    assert shell.text("#panel h2") == "Player 1, your turn"
    assert not shell.shown("button.handoff")  # one person: no hand-off
    record = shell.saved(game)["record"]
    assert record["computers"] == {"1": "medium"}
    assert record["players"][0] == "Player 1"

    shell.tap_button("Hint", exact=True)
    words = shell.text(".hint-card .hint-words")
    assert len(words) > 10 and "{" not in words, words
    assert shell.said[-1].split() == words.split()  # read out too (spaces as shown)
    assert "Hint" not in shell.buttons()  # once a step
    assert shell.saved(game)["record"]["hints"] == {"on": True, "used": {"0": 1}}
    hinted_on_the_table(shell, game, words)
    assert shell.console == []


def test_the_slot_a_hint_puts_the_card_on_is_marked():
    """Who Turned the Clock?: the hinted card taken, the next step's hint marks its slot."""
    shell = Shell()
    shell.new_game("hoursandghosts", ["Ana", ""], computers={1: "medium"}, seed=PLACE_SEED)
    shell.tap_button("Hint", exact=True)
    shell.tap(".fan-card.hinted")
    shell.tap_button("Hint", exact=True)
    words = shell.text(".hint-card .hint-words")
    [slot] = shell.find_all(".hg-row .slot-button.hinted")
    assert slot.get("aria-label").endswith(" (the hint's choice)")
    assert f"slot {int(slot.get('data-value')) + 1}" in words, words
    assert shell.console == []


def test_the_discard_pile_a_hint_plays_on_is_named_once():
    """Les 24 Heures: a hinted race hour goes on the discard pile, which is outlined and named
    "(the hint's choice)" after its own words, not inside their brackets."""
    shell = Shell()
    shell.new_game("les24heures", ["Ana", ""], computers={1: "medium"}, seed=DISCARD_SEED)
    shell.tap_button("Hint", exact=True)
    assert "Turn the hour board" in shell.text(".hint-card .hint-words")
    hinted_on_the_table(shell, "les24heures", shell.text(".hint-card .hint-words"))
    assert shell.count(".l24-discard.hinted") == 1
    assert shell.console == []


def hinted_on_the_table(shell, game: str, words: str) -> None:
    """The hint's first step is marked where the player would tap, and named so: 24/7's
    tile and cell, Les 24 Heures' card (taken in hand: its places light up), the face-down
    card of Who Turned the Clock? that it takes."""
    if game == "twentyfourseven":
        [tile] = shell.find_all(".rack-tile.hinted")
        assert shell.count(".cell.hinted") == 1 and tile.get_text() in words, words
    elif game == "les24heures":
        [card] = shell.find_all(".l24-hand .l24-card.hinted")
        assert card.get("aria-label").endswith(" (the hint's choice)")
        assert card.get("aria-pressed") == "true"  # in hand: where it goes is lit
        assert any("it can go here" in (place.get("aria-label") or place.get_text())
                   for place in shell.find_all("[data-drop]"))
        # and where the hint plays it: a car, or the discard pile, named so once
        [place] = shell.find_all(".l24-car.hinted .l24-target") + shell.find_all(
            ".l24-discard.hinted")
        name = place.get("aria-label") or place.get_text()
        assert name.endswith(" (the hint's choice)") and "))" not in name, name
    else:
        [card] = shell.find_all(".fan-card.hinted")
        assert shell.text(".hint-card .hint") == "The move is marked on the table."
        assert card.get("aria-label").endswith(" (the hint's choice)")
        nth = int(card.get("data-value")) + 1
        assert f"{nth}" in words, (nth, words)


def test_hints_switched_off_in_the_form_give_no_button():
    shell = Shell()
    shell.tap_button("New game: Les 24 Heures", exact=True)
    shell.set_field("name0", "Ana")
    shell.set_field("kind1", "easy")
    shell.press("hints", "off")
    shell.submit("Start the game", exact=True)
    assert shell.text("#panel h2") == "Ana, your turn"
    assert "Hint" not in shell.buttons()
    assert shell.saved("les24heures")["record"]["hints"] == {"on": False, "used": {}}
    assert shell.console == []


@pytest.mark.parametrize("game", list(RECORDS))
def test_the_end_screen_says_the_hints_used(game):
    record = json.loads(RECORDS[game].read_text(encoding="utf-8"))
    record["computers"] = {"1": "hard"}
    record["hints"] = {"on": True, "used": {"0": 2}}
    shell = Shell()
    shell.load_record(record)
    assert shell.text("#panel h2") == "Game over"
    assert shell.text(".hints-used") == f"{record['players'][0]} used 2 hints."
    assert shell.console == []
