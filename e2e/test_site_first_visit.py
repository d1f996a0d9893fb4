"""The first visit: the home screen and the new-game form work before Python is up (only the
start button waits, saying what is loading), Python takes over without losing anything typed
or chosen, nothing on the page jumps, and the offline cache downloads nothing twice."""

from __future__ import annotations

import json
import re
import sys

import pytest
from tools import build_site

from e2e_support import (
    ROOT,
    SITE,
    first_frame_is_contentful,
    hold_python,
    release_python,
    wait_playable,
)

sys.path.insert(0, str(ROOT / "bench"))
from startup import STAMPS, counting_server  # noqa: E402

pytestmark = pytest.mark.service_worker


def release(page, held) -> None:
    """Python takes over a page still pre-drawn (not yet ready)."""
    page.wait_for_function("document.documentElement.dataset.state !== 'ready'")
    release_python(page, held)


def test_the_progress_line_speaks_french_numbers_in_french(browser, server):
    """A French tablet counts the megabytes with a decimal comma, while Python loads."""
    context = browser.new_context(viewport={"width": 768, "height": 1024}, locale="fr-FR",
                                  service_workers="block")
    try:
        page = context.new_page()
        held = hold_python(page)
        page.goto(server)
        page.get_by_role("button", name="Nouvelle partie : 24/7").click()
        progress = page.locator("#preload")
        page.wait_for_function("/Mo|Python…/.test(document.querySelector('#preload').innerText)")
        text = progress.inner_text().strip()
        assert re.fullmatch(r"Chargement de Python… \d+,\d sur \d+,\d Mo|Démarrage de Python…",
                            text), text
        assert page.get_by_role("button", name="Commencer la partie").is_disabled()
        # The line only tells: a tap on it reaches what it covers (at 1024x768 the home's
        # last buttons lie under it until Python is up).
        box = progress.bounding_box()
        centre = [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2]
        assert page.evaluate("([x, y]) => !document.elementFromPoint(x, y).closest('#preload')",
                             centre), "the progress line takes the taps on it"
        release(page, held)
        wait_playable(page)
    finally:
        context.close()


def test_the_form_takes_names_and_choices_before_python_is_ready(held_context, server):
    page = held_context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    held = hold_python(page)
    page.goto(server)
    page.get_by_role("button", name="New game: Les 24 Heures").click()
    page.get_by_role("heading", name="New game").wait_for()
    page.get_by_role("button", name="4", exact=True).click()
    for n, name in enumerate(["Ana", "Ben", "Cleo", "Dan"], start=1):
        page.get_by_label(f"Player {n}", exact=True).fill(name)
    page.get_by_role("button", name="24 hours about 35 min", exact=True).click()
    page.get_by_role("button", name="2 teams of 2", exact=True).click()
    page.get_by_label("First player").select_option(label="Cleo")
    page.get_by_text("Same game for a whole class").click()
    page.get_by_label("Game code").fill("before")

    # Python is not up: only the start button waits, and the page says what it waits for.
    assert page.evaluate("document.documentElement.dataset.state") == "loading"
    start = page.get_by_role("button", name="Start the game")
    assert start.is_disabled()
    progress = page.locator("#preload")
    assert re.fullmatch(r"Loading Python… [\d.]+ of [\d.]+ MB|Starting Python…",
                        progress.inner_text().strip()), progress.inner_text()
    assert start.get_attribute("aria-describedby") == "preload"

    release(page, held)
    wait_playable(page)
    # The shell's own form holds what was typed and chosen, and can start the game.
    assert [page.get_by_label(f"Player {n}", exact=True).input_value()
            for n in range(1, 5)] == ["Ana", "Ben", "Cleo", "Dan"]
    assert page.get_by_role("button", name="24 hours about 35 min", exact=True) \
        .get_attribute("aria-pressed") == "true"
    assert page.get_by_role("button", name="2 teams of 2", exact=True) \
        .get_attribute("aria-pressed") == "true"
    assert page.get_by_label("Game code").input_value() == "before"
    assert progress.count() == 0 or not progress.is_visible()
    assert start.is_enabled()
    start.click()
    page.locator("button.handoff").get_by_text("Pass the tablet to Cleo").wait_for()
    record = page.evaluate("JSON.parse(localStorage.getItem('timekeeper.les24heures.game'))"
                           ".record")
    assert record["players"] == ["Cleo", "Dan", "Ana", "Ben"]  # Cleo first, then in order
    assert record["hours"] == 24 and len(record["teams"]) == 2  # chosen before Python
    assert errors == []


def test_the_player_count_carries_over_fitted_before_python_is_ready(held_context, server):
    """Six players in Les 24 Heures' form, then Twenty-Four Seven's (two to four players):
    before Python is up it shows four, the first four names kept, and Les 24 Heures' again
    keeps four (the count carries over, fitted to the game, as in the shell's form); Python
    takes over with the same count and names, nothing moved."""
    page = held_context.new_page()
    held = hold_python(page)
    page.goto(server)
    shown = """() => [document.querySelector('#panel [data-action=count][aria-pressed=true]')
        .dataset.value, [...document.querySelectorAll('#panel input[data-input^=name]')]
        .map(i => i.value)]"""

    def open_form(game: str) -> None:
        page.click(f"#panel [data-action=choose-game][data-value={game}]")
        page.wait_for_selector(f"html[data-game={game}]", state="attached")

    open_form("les24heures")
    page.click("#panel [data-action=count][data-value='6']")
    six = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]
    for n, name in enumerate(six):
        page.fill(f"#input-name{n}", name)
    page.click("[data-action=home]")
    open_form("twentyfourseven")
    assert page.evaluate(shown) == ["4", six[:4]]
    page.click("[data-action=home]")
    open_form("les24heures")
    assert page.evaluate(shown) == ["4", six[:4]]
    assert page.evaluate("document.documentElement.dataset.state") == "loading"
    release(page, held)
    wait_playable(page)
    assert page.evaluate(shown) == ["4", six[:4]]


def test_a_form_filled_then_left_before_python_is_ready_is_kept_for_the_next(
        held_context, server):
    """Six names typed in Les 24 Heures' form and "youngest starts" chosen, then back home:
    Python takes over on the home screen, and Twenty-Four Seven's form, opened then, shows
    four players with the first four names and the choice kept, as before Python was up."""
    page = held_context.new_page()
    held = hold_python(page)
    page.goto(server)
    page.click("#panel [data-action=choose-game][data-value=les24heures]")
    page.wait_for_selector("html[data-game=les24heures]", state="attached")
    page.click("#panel [data-action=count][data-value='6']")
    six = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]
    for n, name in enumerate(six):
        page.fill(f"#input-name{n}", name)
    page.click("#panel [data-action=first-mode][data-value=age]")
    page.click("[data-action=home]")
    release(page, held)
    wait_playable(page)
    page.click("#panel [data-action=choose-game][data-value=twentyfourseven]")
    page.wait_for_selector("#input-name0")
    assert page.evaluate("""() => [
        document.querySelector('#panel [data-action=count][aria-pressed=true]').dataset.value,
        [...document.querySelectorAll('#panel input[data-input^=name]')].map(i => i.value),
        document.querySelector('#panel [data-action=first-mode][aria-pressed=true]')
          .dataset.value]""") == ["4", six[:4], "age"]


def test_a_game_chosen_in_french_before_python_stays_french(browser, server):
    context = browser.new_context(viewport={"width": 768, "height": 1024},
                                  service_workers="block", locale="fr-FR")
    try:
        page = context.new_page()
        held = hold_python(page)
        page.goto(server)
        assert page.get_by_role("heading", name="Choisissez un jeu").is_visible()
        page.get_by_role("button", name="English").click()  # the language switch works too
        page.get_by_role("button", name="New game: 24/7").click()
        page.get_by_label("Player 1", exact=True).fill("Zoé")
        page.get_by_role("button", name="Français").click()
        assert page.get_by_label("Joueur 1", exact=True).input_value() == "Zoé"
        assert page.get_by_role("button", name=re.compile("Commencer")).is_disabled()
        release(page, held)
        wait_playable(page)
        assert page.evaluate("document.documentElement.lang") == "fr"
        assert page.get_by_label("Joueur 1", exact=True).input_value() == "Zoé"
        assert page.get_by_role("button", name=re.compile("Commencer")).is_enabled()
    finally:
        context.close()


def test_a_switch_and_a_button_that_needs_python(held_context, server):
    """A switch flipped before Python stays flipped; a button that needs Python (the rules)
    is pressed for the player once it is up."""
    page = held_context.new_page()
    held = hold_python(page)
    page.goto(server)
    page.get_by_role("button", name="New game: Who Turned the Clock?").click()
    speak = page.get_by_role("button", name="Read the hour aloud")
    was = speak.get_attribute("aria-pressed")
    speak.click()
    assert speak.get_attribute("aria-pressed") != was
    page.get_by_role("button", name="Rules").click()
    assert page.locator("#dialog[open]").count() == 0
    release(page, held)
    wait_playable(page)
    page.locator("#dialog[open]").wait_for()
    assert page.locator('[data-action="speak-toggle"]').get_attribute("aria-pressed") != was


@pytest.mark.parametrize("size", [(768, 1024), (1024, 768), (390, 844)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_jumps_from_the_first_paint_to_ready(browser, server, size):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                  service_workers="block")
    try:
        context.add_init_script(STAMPS)
        page = context.new_page()
        page.goto(server)
        wait_playable(page)
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => "
                      "requestAnimationFrame(r)))")
        shift = page.evaluate("window.__tkShift")
        assert shift < 0.1, f"layout shift {shift:.3f} at {size}"
        # The first frame drawn already holds the home screen (no frame of the page's colour
        # alone before it).
        assert first_frame_is_contentful(page)
    finally:
        context.close()


@pytest.mark.parametrize("host", ["static", "sends the headers"])
def test_a_first_visit_downloads_each_byte_once(browser, tmp_path, host):
    """Until the game plays offline, on a static host (the page reloads under the offline
    worker, which downloads Python's two biggest files as their Brotli twins: so, and only
    so, the visit stays within 10 % of that smaller sum) and on one that sends the isolation
    headers itself (`make play`: no reload, the page downloads the files). The browser's
    profile is a private one, whose HTTP cache does not keep the 9.6 MB WebAssembly:
    it is not what makes each byte come once."""
    import shutil

    site = tmp_path / "site"
    shutil.copytree(SITE, site)
    size = first_visit_bytes(site, twins=host == "static")
    server = counting_server(site, isolated=host != "static")
    context = browser.new_context(viewport={"width": 1024, "height": 768},
                                  service_workers="allow")
    try:
        page = context.new_page()
        page.goto(server.url)
        wait_playable(page)
        assert page.evaluate("document.documentElement.dataset.python") == "worker"
        page.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                               timeout=60000)
        page.wait_for_timeout(300)
        first = server.bytes_sent
        assert first <= 1.1 * size, f"first visit {first} bytes for a {size}-byte site"
        page.close()
        again = context.new_page()
        again.goto(server.url)
        wait_playable(again)
        second = server.bytes_sent - first
        assert second <= 0.01 * size, f"second visit {second} bytes"
    finally:
        context.close()
        server.stop()


def first_visit_bytes(site, twins: bool) -> int:
    """What a first visit should download: every file the offline cache holds, once; with
    `twins` (the page reloaded under the offline worker, which downloads Python's files),
    the Brotli twins and their decoder in place of the files they stand for."""
    listed = offline_files(site)
    if not twins:
        return sum(listed.values())
    twinned = {rel for rel in listed if (site / f"{rel}.br").is_file()}
    assert twinned, "no Brotli twin in the site"
    decoder = (site / "static" / "vendor" / "brotli" / "brotli-decode.wasm").stat().st_size
    return (sum(n for rel, n in listed.items() if rel not in twinned) + decoder
            + sum((site / f"{rel}.br").stat().st_size for rel in twinned))


def offline_files(site) -> dict[str, int]:
    """The files the offline worker keeps (sw.js's list), with their sizes."""
    listed = json.loads(re.search(r"const FILES = (\[.*?\]);", (site / "sw.js").read_text(),
                                  re.S).group(1))
    return {rel: n for rel, _hash, n in listed}


def test_the_offline_cache_holds_only_what_the_game_loads():
    """The PyScript editor and terminal (CodeMirror, xterm) are not part of the site; the
    offline cache holds every other file, but the Brotli twins and their decoder, which the
    offline worker downloads in place of a file and never answers."""
    files = [p.relative_to(SITE).as_posix() for p in SITE.rglob("*") if p.is_file()]
    unused = [f for f in files if re.search(r"codemirror|xterm|mpy-|pyodide_graph", f)]
    assert unused == []
    downloaded_in_place = {f for f in files if build_site.for_the_offline_worker_only(f)}
    assert "static/vendor/pyodide/pyodide.asm.wasm.br" in downloaded_in_place
    assert set(offline_files(SITE)) == {f for f in files if f != "sw.js"} - downloaded_in_place
