"""A player's steps in each game, written once for every browser engine (a `browsers.Tablet`):
open the home screen, fill the new-game form, take the tablet at the hand-over screen, play a
turn by what lights up, read the end screen.

Elements are found by what the page marks for its own click handler (data-action, the
hand-over button, lit cells, slots and cars), so the same steps work in English and French.
The number of moves played is read from the game's save, as the page writes it after each
move; nothing reaches into Python.
"""

from __future__ import annotations

import json

from timekeeper.core.registry import GAMES as REGISTRY

GAMES = tuple(REGISTRY)
SAVE_KEYS = {game: info.save_key for game, info in REGISTRY.items()}
COMPUTER_PAUSE = "timekeeper.setting.computer_pause_ms"
HANDOFF = "button.handoff"
END = ".screen.end"

# What the screen asks for: the hand-over, a person's turn, a computer's, or the end.
SCREEN_JS = """() => {
  const shown = el => el && el.getBoundingClientRect().height > 0;
  if (shown(document.querySelector('.screen.end'))) return 'end';
  if (shown(document.querySelector('button.handoff'))) return 'handoff';
  if (document.querySelector('.screen.computer-turn')) return 'computer';
  if (shown(document.querySelector('.screen.turn'))) return 'turn';
  return '';
}"""


def open_home(tab, url: str, *, quick_computers: bool = True) -> None:
    """Open the site and wait until Python is ready; computers then pause only 20 ms."""
    tab.goto(url)
    tab.wait_playable()
    if quick_computers:
        tab.evaluate(f"() => localStorage.setItem('{COMPUTER_PAUSE}', '20')")


def new_game(tab, game: str, names: list[str], *, computers: dict[int, str] | None = None,
             seed: str | None = None, deal: str | None = None, options: tuple = ()) -> None:
    """From the home screen: the game's form, filled and started. ``computers`` maps a seat
    to a level ("hard"); ``options`` are the form's choices ("race=12"). A race of Les 24
    Heures is of 24 hours unless ``options`` choose another (the form offers the 12-hour
    race first)."""
    if game == "les24heures" and not any(o.startswith("race=") for o in options):
        options = ("race=24", *options)
    tab.tap(f"#panel [data-action=choose-game][data-value={game}]")
    tab.find("#panel form #input-name0")
    tab.tap(f"#panel [data-action=count][data-value='{len(names)}']")
    for seat, name in enumerate(names):
        tab.type(f"#input-name{seat}", name)
    for seat, level in (computers or {}).items():
        tab.choose(f"#input-kind{seat}", level)
    for option in options:
        tab.tap(f"#panel [data-action=option][data-value='{option}']")
    opened = tab.evaluate("() => document.querySelector('details.class-options').open")
    if seed or deal or opened:  # the form may keep a code typed for another game
        if not opened:
            tab.tap("details.class-options summary")
        tab.type("#input-seed", seed or "")
        tab.type("#input-deal", deal or "")
    tab.tap("#panel form button[type=submit]")
    wait_screen(tab)


def wait_screen(tab, timeout: float = 60) -> str:
    """The screen once it asks for something (never 'computer': a computer's turn is waited
    through)."""
    return tab.wait(f"() => {{ const s = ({SCREEN_JS})(); return s === 'computer' ? '' : s; }}",
                    timeout=timeout, what="a hand-over, a turn or the end screen")


def screen(tab) -> str:
    return tab.evaluate(SCREEN_JS)


def handoff_title(tab) -> str:
    return tab.text(f"{HANDOFF} .handoff-title")


def moves(tab, game: str) -> int:
    """Moves in the game's save (written by the page after every move)."""
    return tab.evaluate(f"() => {{ const s = localStorage.getItem('{SAVE_KEYS[game]}');"
                        " return s ? JSON.parse(s).record.moves.length : 0; }")


def saved_record(tab, game: str) -> dict | None:
    return tab.evaluate(f"() => {{ const s = localStorage.getItem('{SAVE_KEYS[game]}');"
                        " return s ? JSON.parse(s).record : null; }")


def _played(tab, game: str, before: int) -> None:
    tab.wait(f"() => {{ const s = localStorage.getItem('{SAVE_KEYS[game]}');"
             f" return s && JSON.parse(s).record.moves.length > {before}; }}",
             what="the move saved")


# ----------------------------------------------------------------------------- turns
def play_247(tab) -> None:
    """The first rack tile that lights a cell, on its first lit cell, confirmed."""
    before = moves(tab, "twentyfourseven")
    for index in range(tab.count(".rack button")):
        tab.tap(".rack button", nth=index)
        if tab.count("#board .cell.legal"):
            tab.tap("#board .cell.legal")
            tab.tap("[data-action=confirm]")
            _played(tab, "twentyfourseven", before)
            return
    raise AssertionError("no rack tile lights a cell")


def play_l24(tab) -> None:
    """A pit stop or race hour first (a pit stop must go first; a race hour on the discard
    pile turns the hour board, so races end sooner), else the first card that lights the
    player's own car, else one the discard pile takes, else an incident on the first car
    lit."""
    before = moves(tab, "les24heures")
    hand = tab.evaluate("() => [...document.querySelectorAll('.l24-hand button')]"
                        ".map(b => b.className)")
    first = [i for i, c in enumerate(hand) if "f-pit-stop" in c]
    first += [i for i, c in enumerate(hand) if "c-race-hour" in c]
    order = first + [i for i in range(len(hand)) if i not in first]
    discardable = None
    for index in order:
        tab.tap(".l24-hand button", nth=index)
        if "c-race-hour" in hand[index] and tab.count(".l24-discard.lit"):
            tab.tap("button.l24-discard")
            break
        if tab.count(".l24-car.yours.lit"):
            tab.tap(".l24-car.yours .l24-target")
            break
        if discardable is None and tab.count(".l24-discard.lit"):
            discardable = index
    else:
        if discardable is not None:
            tab.tap(".l24-hand button", nth=discardable)
            tab.tap("button.l24-discard")
        else:
            for index in order:
                tab.tap(".l24-hand button", nth=index)
                if tab.count(".l24-car.lit"):
                    tab.tap(".l24-car.lit .l24-target")
                    break
            else:
                raise AssertionError(f"nothing lights up for {hand}")
    _played(tab, "les24heures", before)


def take_card(tab) -> None:
    """Who Turned the Clock?: take the first card of the neighbour's hand."""
    tab.tap("[data-action=take]")
    tab.find(".hg-revealed, .hg-outcome, .screen.end")


def finish_hg_turn(tab) -> None:
    """Put the card taken in the first lit slot if one is lit, then end the turn."""
    if screen(tab) != "end" and tab.count("#table button.slot-button"):
        tab.tap("#table button.slot-button")
        tab.find("[data-action=done], .screen.end")
    if screen(tab) != "end":
        tab.tap("[data-action=done]")


def play_hg(tab) -> None:
    """Take a card, place it if it fits, end the turn (one move of the record, saved when
    the turn ends)."""
    before = moves(tab, "hoursandghosts")
    take_card(tab)
    finish_hg_turn(tab)
    _played(tab, "hoursandghosts", before)


TURNS = {"twentyfourseven": play_247, "les24heures": play_l24, "hoursandghosts": play_hg}


def take_tablet(tab) -> str:
    """Tap the hand-over screen; the words it said ("Pass the tablet to Ana")."""
    title = handoff_title(tab)
    tab.tap(HANDOFF)
    tab.wait(f"() => ({SCREEN_JS})() === 'turn'", what="the hand after the hand-over")
    return title


def take_turn(tab, game: str) -> str:
    """Take the tablet if it is handed over, then play a turn. Returns who was handed the
    tablet ("" when the same person plays on)."""
    taken = take_tablet(tab) if wait_screen(tab) == "handoff" else ""
    TURNS[game](tab)
    return taken


def play_to_the_end(tab, game: str, most: int = 400) -> int:
    """Turns until the end screen; how many were played."""
    for turn in range(most):
        if wait_screen(tab) == "end":
            return turn
        take_turn(tab, game)
    raise AssertionError(f"{game}: no end screen after {most} turns")


# Pictures of the page that did not load (offline: none may be missing).
PICTURES_MISSING_JS = """() => [...document.querySelectorAll('img')]
    .filter(img => !img.complete || !img.naturalWidth).map(img => img.src)"""


def a_turn_of_each_game(tab, setups: dict[str, dict] | None = None) -> None:
    """From the home screen, each game started by Ana and Ben (with its ``setups`` entry: a
    seed, a deal, options) and its first turn played, every picture on the page drawn."""
    for game in GAMES:
        if game != GAMES[0]:
            tab.tap("[data-action=home]")
        new_game(tab, game, ["Ana", "Ben"], **(setups or {}).get(game, {}))
        take_turn(tab, game)
        assert moves(tab, game) == 1
        assert tab.evaluate(PICTURES_MISSING_JS) == [], game


def record_offered(tab, action: str = "[data-action=download-record]") -> tuple[str, dict]:
    """Tap the download button and read the file the page offers (its name and JSON): the
    link it hands the browser and the blob behind it, what the browser would save. (The
    page's policy forbids fetching blob: addresses, so the blob is kept as it is made.)"""
    tab.evaluate("""() => { window.__offered = []; const blobs = new Map();
        const make = URL.createObjectURL;
        URL.createObjectURL = blob => { const url = make.call(URL, blob);
                                        blobs.set(url, blob); return url; };
        document.addEventListener('click', e => { const a = e.target.closest('a[download]');
            if (a) window.__offered.push([a.download, blobs.get(a.href)]); }, true); }""")
    tab.tap(action)
    if tab.visible("[data-action=dialog-yes]"):  # a mid-game record shows hands: asked first
        tab.tap("[data-action=dialog-yes]")
    name, text = tab.wait("async () => window.__offered.length &&"
                          " [window.__offered[0][0], await window.__offered[0][1].text()]",
                          what="a file offered")
    return name, json.loads(text)
