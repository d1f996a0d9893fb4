"""The classroom's browsers: what a class does with the app, played in WebKit (Safari's engine,
every iPad browser) and Firefox, with the same steps as a player's (e2e/player.py) through one
driver per engine (e2e/browsers.py). Chromium plays all of this and more in the rest of e2e/.

- each game, two people, from the home screen to the end screen, with a reload at a hand-over
  screen resumed there, and the record the page offers loaded back (WebKit and Firefox; each
  game's long middle is played on CPython: see fast_forward);
- each game, one person against the hard computer to the end, in French (WebKit);
- offline after one visit: the server gone, the page reloaded, each game started and every
  picture drawn (WebKit and Firefox; Chromium's is test_site_offline.py), Python in its
  worker throughout, the offline visit's Python restored from the kept start of the visit before
  (test_python_snapshot.py);
- throughout, the page's Content-Security-Policy is never violated: the server repeats the
  page's own policy as a header with a report address, and every report is a failure.

A test whose WebKit web process crashes (a segfault in WebKitGTK itself, not a failing step:
browsers.WebProcessCrashed) runs once more in a new session (pytest-rerunfailures); the run's
summary counts it as "rerun", and a second crash fails it.
"""

from __future__ import annotations

import contextlib
import json
import random
import re
from http import HTTPStatus

import pytest
from tools import serve

import browsers
import player
from bad_servers import UnluckyTablet
from e2e_support import KEPT_JS, ROOT, SHAPE_JS, SITE
from hg_driver import DEAL_2P
from timekeeper.core.registry import game_info
from timekeeper.i18n import text
from timekeeper.les24heures import new_game as new_race

pytestmark = pytest.mark.flaky(reruns=1, only_rerun=browsers.BROWSER_CRASHED)

OTHER_ENGINES = ["webkit", "firefox"]
# Fixed deals, so a failure replays the same game; Les 24 Heures: a 12-hour race.
SETUPS = {"twentyfourseven": {"seed": "skip-142"},
          "les24heures": {"seed": "classroom", "options": ("race=12",)},
          "hoursandghosts": {"deal": DEAL_2P}}
REPORT_PATH = "__csp-report"
# How each draggable piece takes a finger (WebKit knows only the prefixed user-select).
PIECES_JS = """() => [...document.querySelectorAll('[data-drag]')].map(el => {
    const style = getComputedStyle(el);
    return style.getPropertyValue('-webkit-user-select') + ' ' + style.touchAction; })"""


# --------------------------------------------------------------------------- the server
class ReportingHandler(serve.SiteHandler):
    """The site, its page also sent with its own policy as a header that asks the browser to
    report every violation here (a meta policy cannot ask for reports); the paths asked for
    are noted (`asked`)."""

    policy = ""
    reports: list[str] = []
    asked: list[str] = []

    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        self.asked.append(self.path.split("?")[0])
        super().do_GET()

    def end_headers(self) -> None:
        if self.path.split("?")[0].endswith("/") or ".html" in self.path:
            self.send_header("Content-Security-Policy",
                             f"{self.policy}; report-uri {self.prefix}{REPORT_PATH}")
        super().end_headers()

    def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8", "replace")
        if self.path.split("?")[0].endswith(REPORT_PATH):
            self.reports.append(body)
        self.send_response(HTTPStatus.NO_CONTENT)
        self.send_header("Content-Length", "0")
        self.end_headers()


def page_policy() -> str:
    html = (SITE / "index.html").read_text(encoding="utf-8")
    found = re.search(r'http-equiv="Content-Security-Policy"\s+content="([^"]+)"', html)
    assert found, "index.html has no policy meta tag"
    return found.group(1).strip().rstrip(";")


@pytest.fixture(scope="module")
def reporting_handler():
    return type("Reporting", (ReportingHandler,),
                {"policy": page_policy(), "reports": [], "asked": []})


@pytest.fixture
def site(reporting_handler):
    """The site served with reports asked for; after the test, none may have come."""
    server = serve.start(SITE, handler_class=reporting_handler)
    reporting_handler.reports.clear()
    reporting_handler.asked.clear()
    yield server
    server.stop()
    assert reporting_handler.reports == [], "policy violations reported"


# --------------------------------------------------------------------------- the engines
@pytest.fixture(scope="module")
def screen():
    with browsers.xvfb_display() as display:
        yield display


@pytest.fixture
def tablet(request):
    """A fresh tab (an empty profile) of the engine the test is parametrized with."""
    engine = request.param
    if engine == "webkit":
        request.getfixturevalue("screen")
        tab = browsers.WebDriverTablet()
    else:
        tab = browsers.BidiTablet()
    yield tab
    if getattr(request.node, "failed_call", False):  # what the player saw, for the log
        folder = ROOT / "test-results"
        folder.mkdir(exist_ok=True)
        with contextlib.suppress(browsers.WebProcessCrashed):  # nothing left to see
            tab.screenshot(folder / f"{re.sub(r'[^A-Za-z0-9_.-]+', '-', request.node.name)}.png")
    tab.close()


def in_engines(*engines):
    return pytest.mark.parametrize("tablet", engines, indirect=True)


# --------------------------------------------------------------------------- the flows
def quick_choices(game: str, legal: list[dict]) -> list[dict]:
    """What a quick path through a game's long middle chooses from: Les 24 Heures' race-hour
    cards (the hour board turns, the race ends sooner); Who Turned the Clock?'s card placed,
    else taken or the turn ended (never a hand rearranged, which can go on and on)."""
    if game == "les24heures":
        hours = [move for move in legal if move["play"] == "race-hour"]
        return hours or legal
    if game == "hoursandghosts":
        return ([move for move in legal if "slot" in move]
                or [move for move in legal if "take" in move or "end" in move] or legal)
    return legal


def played_ahead(game: str, saved: dict, left: int) -> dict:
    """The saved game played on on CPython (seeded choices among quick_choices) to ``left``
    record moves before its end, at the start of a turn; the save's other record fields
    (computer seats) kept."""
    engine = game_info(game).game_class()
    ahead, choices, turn_starts = engine.from_record(saved), random.Random(24), []
    while not ahead.finished:
        if not ahead.steps_in_progress():
            turn_starts.append(ahead.to_record())
        ahead.play(choices.choice(quick_choices(game, ahead.legal_moves())))
    assert len(turn_starts) > left, f"{game}: the game ends too soon to play it on"
    return {**saved, **turn_starts[-left]}


def fast_forward(tab, game: str, *, left: int = 4) -> dict:
    """The game the page saved, played on on CPython to ``left`` moves before its end, saved
    as the page saves it (at a hand-over), then the page reloaded and the game resumed: the
    browser plays the opening and the last turns, the reload and the resume, the finish and
    the record; the long middle (in Les 24 Heures a 12-hour race works through the whole draw
    pile, some 110 turns), each turn the same code as the one before, is CPython's. Returns
    the record written."""
    record = played_ahead(game, player.saved_record(tab, game), left)
    save = {"format": 1, "game": game, "record": record, "lang": "en", "handoff": True}
    tab.evaluate("(key, value) => localStorage.setItem(key, value)",
                 player.SAVE_KEYS[game], json.dumps(save))
    tab.reload()
    tab.wait_playable()
    tab.tap(f"[data-action=resume][data-value={game}]")
    player.wait_screen(tab)
    return record


def load_back(tab, tmp_path, game: str, record: dict, name: str) -> None:
    """From the home screen, the downloaded file picked in "Load a game"."""
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    tab.tap("[data-action=home]")
    tab.find("#input-record")
    tab.attach("#input-record", path)
    tab.wait("() => !!document.querySelector('.screen.end, [data-action=dialog-yes]')",
             what="the loaded game or a question")
    if tab.visible("[data-action=dialog-yes]"):  # a saved game would be replaced: asked
        tab.tap("[data-action=dialog-yes]")
    tab.find(".screen.end")


@in_engines(*OTHER_ENGINES)
@pytest.mark.parametrize("game", player.GAMES)
def test_two_people_play_to_the_end_and_load_the_record_back(tablet, site, tmp_path, game):
    player.open_home(tablet, site.url)
    player.new_game(tablet, game, ["Ana", "Ben"], **SETUPS[game])
    assert player.take_tablet(tablet).endswith("Ana")
    # A finger that moves on a piece of the hand (in Who Turned the Clock?, the card just
    # taken) drags it: no scrolling, no text selected.
    if game == "hoursandghosts":
        player.take_card(tablet)
    pieces = tablet.evaluate(PIECES_JS)
    assert pieces and set(pieces) == {"none none"}, pieces
    if game == "hoursandghosts":
        player.finish_hg_turn(tablet)
    else:
        player.TURNS[game](tablet)
    handed = [player.take_turn(tablet, game) for _ in range(2)]
    assert [name[-3:] for name in handed] == ["Ben", "Ana"]
    assert player.wait_screen(tablet) == "handoff"
    # Reloaded at a hand-over, the game played on (on CPython) comes back at its hand-over.
    record = fast_forward(tablet, game)
    assert player.screen(tablet) == "handoff"
    to_play = record["players"][game_info(game).game_class().from_record(record).turn]
    assert player.handoff_title(tablet).endswith(to_play)
    assert player.saved_record(tablet, game) == record
    turns = len(record["moves"]) + player.play_to_the_end(tablet, game)

    verdict = tablet.text(".screen.end .verdict")
    assert re.fullmatch(r"(Ana|Ben) wins!|.*draw.*|Nobody wins\.", verdict), verdict
    name, record = player.record_offered(tablet)
    assert name.endswith(".json")
    assert record["game"] == game and record["players"] == ["Ana", "Ben"]
    assert record == player.saved_record(tablet, game)
    assert len(record["moves"]) >= turns
    if game == "les24heures":  # the deck the page dealt from the seed (Pyodide) is CPython's
        assert record["deck"] == new_race(["Ana", "Ben"], {"hours": 12},
                                          seed=SETUPS[game]["seed"]).deck
    load_back(tablet, tmp_path, game, record, name)
    assert tablet.text(".screen.end .verdict") == verdict


@in_engines("webkit")
@pytest.mark.parametrize("game", player.GAMES)
def test_a_child_against_the_hard_computer_in_french(tablet, site, game):
    player.open_home(tablet, site.url)
    tablet.tap("[data-action=lang]")
    tablet.wait("() => document.documentElement.lang === 'fr'")
    # the game record's chooser is the page's own button, in French: the browser's own one
    # says "Choose File" in the browser's language, and it is not shown
    assert tablet.text("label[for=input-record]") == "Choisir un enregistrement (fichier JSON)"
    assert tablet.evaluate("() => document.getElementById('input-record')"
                           ".getBoundingClientRect().width") <= 1
    tablet.evaluate("() => { window.tkMotionLog = []; }")  # the steps the page plays
    player.new_game(tablet, game, ["Zoé", "Ordi"], computers={1: "hard"}, **SETUPS[game])
    assert player.screen(tablet) == "turn"  # one person: nobody to hand the tablet to
    assert tablet.text("#panel h2") == "Zoé, à vous de jouer"
    if game == "hoursandghosts":  # "Écouter": said aloud, or in words where no voice can
        player.take_card(tablet)
        voice = tablet.evaluate("() => speechSynthesis.getVoices()"
                                ".some(v => v.lang.toLowerCase().startsWith('fr'))")
        tablet.tap("[data-action=hear]")
        message = tablet.text("#panel .message") if tablet.count("#panel .message") else ""
        if voice:
            assert message == ""
        else:
            assert re.match(r"Cette tablette n'a pas de voix française pour le dire : "
                            r"cette carte dit « .+ »\.", message), message
        player.finish_hg_turn(tablet)
    # Three turns of the child's, and the hard computer's after each (its thinking in the
    # worker, in WebKit); two people play to the end above, and the end's words are CPython's.
    for _ in range(3):
        player.take_turn(tablet, game)
    assert player.wait_screen(tablet) == "turn" and player.moves(tablet, game) >= 6
    assert player.saved_record(tablet, game)["computers"] == {"1": "hard"}
    # every move was seen moving, the computer's too (static/js/motion.js in WebKit)
    assert tablet.evaluate("() => window.tkMotionLog.filter(s => s.played).length") > 0


@in_engines(*OTHER_ENGINES)
def test_every_game_starts_offline_after_one_visit_python_in_a_worker(tablet, site,
                                                                     reporting_handler):
    player.open_home(tablet, site.url)
    # A plain host's first visit: Python started in its worker, never on this thread, the page
    # not isolated (nothing needs it).
    in_worker = {"isolated": False, "python": "worker", "pyodideHere": False}
    assert tablet.evaluate(SHAPE_JS) == in_worker
    tablet.wait("() => document.documentElement.dataset.offline === 'ready'",
                what="the offline worker's cache filled")
    # Pyodide's WebAssembly came down once, as its Brotli twin, decoded by the offline worker
    wasm = "/static/vendor/pyodide/pyodide.asm.wasm"
    assert [path for path in reporting_handler.asked if wasm in path] == \
        [wasm + ".br"]
    # Python's start is kept once the game is ready with it: written after the offline cache
    # at times (WebKit keeps the 31 MB themselves, no Blob), and a reload before then starts
    # afresh (seen once in WebKit).
    tablet.wait(f"async () => ((await ({KEPT_JS})()) || [])[1] > 1e6",
                what="Python's start kept")
    site.stop()
    tablet.reload()
    tablet.wait_playable()
    assert tablet.evaluate(SHAPE_JS) == in_worker
    # and from the kept start of the visit before (static/js/python-snapshot.mjs)
    assert tablet.evaluate("() => document.documentElement.dataset.pythonStart") == "snapshot"
    player.a_turn_of_each_game(tablet, SETUPS)


@in_engines("webkit")
def test_an_ipad_that_cannot_start_python_says_so_and_tries_again(tablet):
    """Pyodide's start failing (its module throws, as where memory is refused): the loading
    line says so, and Try again brings Python up once the start can succeed."""
    server = serve.start(SITE, handler_class=UnluckyTablet)
    server.bad = "no memory"
    try:
        tablet.goto(server.url)
        said = tablet.wait("""() => {
          const retry = document.querySelector("#preload .preload-retry");
          return retry && [document.documentElement.lang,
                           document.querySelector("#preload .preload-text").textContent];
        }""", what="the loading line's Try again")
        assert said[1] == text(said[0], "preload_failed")
        server.bad = None
        tablet.tap("#preload .preload-retry")
        tablet.wait_playable()
        assert tablet.evaluate(SHAPE_JS)["python"] == "worker"
    finally:
        server.stop()
