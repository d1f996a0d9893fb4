"""What the wording, hint and record tests (tests/ui/test_words_*.py, test_hints.py,
test_computer_turns.py, test_records_every_game.py) share: the decks and deals the browser
tests type in the form (e2e/l24_driver.py, e2e/hg_driver.py, imported from there so they are
written once), everything a player reads or hears on a page, and a player's steps in Les 24
Heures and Who Turned the Clock? by what the page shows. The steps and readings use only what
a Tablet and a no_page.Shell both have (tablet.Tab), so they read and play the shell with no
page too; ``everything_read`` reads the page itself, ``everything_drawn`` what a Shell drew."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from bs4 import NavigableString
from tablet import PARTS, accessible_name, shown, visible_text

E2E = Path(__file__).resolve().parents[2] / "e2e"
if str(E2E) not in sys.path:  # the drivers import their helpers by bare name
    sys.path.insert(0, str(E2E))

from hg_driver import DEAL_2P, DEAL_14  # noqa: E402, F401
from l24_driver import stacked_deck  # noqa: E402, F401


def everything_read(tab) -> str:
    """What the page gives a player to read or hear: the text shown (not what a closed
    <details> holds: its summary only), every accessible name given by aria-label (buttons,
    cells, cards) and the live region, one per line."""
    tab.settle()
    texts = [str(node) for node in tab.page.body.descendants
             if isinstance(node, NavigableString) and shown(node.parent)]
    labels = [node.get("aria-label") for node in tab.find_all("[aria-label]")
              if shown(node)]
    return "\n".join([" ".join(texts), *labels, tab.find("#live").get_text()])


def everything_drawn(shell) -> str:
    """``everything_read`` with no page (a no_page.Shell): what the shell drew in the page's
    parts and gives a player to read (not what a closed <details> holds: its summary only),
    every accessible name drawn by aria-label, and the live region (the last sentence said),
    one per line. The page's own attributes (<html lang>, a part's aria-label) are the page's:
    ``everything_read`` on a Tablet."""
    parts = [shell.find(f"#{part}") for part in PARTS]
    texts = [str(node) for part in parts for node in part.descendants
             if isinstance(node, NavigableString) and shown(node.parent)]
    labels = [node.get("aria-label") for node in shell.find_all("[aria-label]")
              if shown(node)]
    return "\n".join([" ".join(texts), *labels, shell.said[-1] if shell.said else ""])


# ------------------------------------------------------------------ Les 24 Heures
def hand(tab) -> list[str]:
    """The cards in hand, by their buttons' names ("Speed 250 km", "Race hour"; the card
    drawn for this turn says so after its name: "Race hour drawn", left out here)."""
    return [re.sub(r" (drawn|piochée)$", "", accessible_name(node))
            for node in tab.find_all(".l24-hand button")]


def pick(tab, name: str) -> None:
    """Take the card named ``name`` in hand."""
    tab.tap(".l24-hand button", nth=hand(tab).index(name))


def lit_cars(tab) -> list[int]:
    return [int(node.get("data-car")) for node in tab.find_all(".l24-car.lit")
            if shown(node)]


def discard_lit(tab) -> bool:
    return tab.count(".l24-discard.lit") == 1


def own_car(tab) -> int:
    return int(tab.find(".l24-car.yours").get("data-car"))


def tap_car(tab, car: int) -> None:
    tab.tap(f'.l24-car[data-car="{car}"] .l24-target')


def message(tab) -> str:
    return tab.text("#panel .message")


# ------------------------------------------------------------ Who Turned the Clock?
def row(tab, seat: int) -> list[str]:
    """The slots of ``seat``'s row on the table: "06:00", or "" for a free slot."""
    return [visible_text(slot.select_one(".digits")) if slot.get("data-hour")
            else "" for slot in tab.find_all(f'#table [data-seat="{seat}"] .hg-row .slot')]


def lit_slots(tab) -> list[str]:
    """The names of the lit slots ("Slot 3: put 08:00 here")."""
    return [accessible_name(node) for node in tab.find_all("#table button.slot-button")
            if shown(node)]


def take(tab, position: int = 1) -> str:
    """Tap card ``position`` (from 1) of the neighbour's face-down hand; the title of what
    turned over ("You took 08:00"), or "" when the game ended."""
    tab.tap("button.fan-card[data-action=take]", nth=position - 1)
    return tab.text(".hg-revealed h3, .hg-outcome h3")


def ana_puts_six_in_slot_4(tab) -> None:
    """The first turn of ``DEAL_2P``, Ana against Ben: she takes the tablet, takes 06:00 from
    Ben's hand and puts it in slot 4 (her row can no longer be finished there)."""
    tab.new_game("hoursandghosts", ["Ana", "Ben"], deal=DEAL_2P)
    tab.take_tablet()
    assert take(tab) == "You took 06:00"
    tab.tap_button("Slot 4: put 06:00 here (then your row can no longer be finished)",
                   exact=True)
