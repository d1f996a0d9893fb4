"""The page runs under its own Content-Security-Policy (the meta tag in index.html: GitHub
Pages sends no headers): the policy names no other origin, and nothing is blocked while the
page starts, registers its service worker and a turn of each game is played through taps."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.service_worker

# Recorded from the first script on: every `securitypolicyviolation` the page sees.
CSP_EVENTS_JS = (
    "document.addEventListener('securitypolicyviolation', e =>"
    " (window.__csp = window.__csp || []).push(e.violatedDirective + ' ' + e.blockedURI))"
)
META = 'meta[http-equiv="Content-Security-Policy"]'
# The page's own scripts and stylesheets (file names) first requested after the first script
# had come.
ASKED_LATE_JS = """() => {
  const own = [...document.querySelectorAll("head script[src]:not([type])")].map(s => s.src)
    .concat([...document.querySelectorAll('head link[rel="stylesheet"]')].map(l => l.href));
  const timing = url => performance.getEntriesByName(url)[0];
  const first = timing(own[0]);
  return own.slice(1).filter(url => !timing(url) || timing(url).startTime > first.responseEnd)
    .map(url => url.split("/").pop());
}"""
# Whether the page's first script comes before its first stylesheet (it does not wait for it).
FIRST_SCRIPT_BEFORE_STYLES_JS = """() => {
  const head = [...document.head.children];
  const script = head.findIndex(el => el.matches("script[src]:not([type])"));
  const sheet = head.findIndex(el => el.matches('link[rel="stylesheet"]'));
  return script >= 0 && sheet > script;
}"""


def play_247_turn(page) -> None:
    """From the home screen: a new 24/7 game for two, one tile laid and confirmed."""
    page.get_by_role("button", name="New game: 24/7").click()
    page.get_by_label("Player 1", exact=True).fill("Ana")
    page.get_by_label("Player 2", exact=True).fill("Ben")
    page.get_by_role("button", name="Start the game").click()
    page.locator("button.handoff").click()
    page.locator(".rack button").first.click()
    page.locator("#board .cell.legal").first.click()
    page.get_by_role("button", name="Confirm", exact=True).click()
    page.locator("#board .cell.tile:not(.pending)").first.wait_for()


def play_l24_turn(page) -> None:
    """From the home screen: a two-car race, one card played (or discarded) through taps."""
    import l24_driver

    l24_driver.start_race(page, ["Ana", "Ben"], seed="csp")
    player = l24_driver.play_turn(page)[0]
    other = {"Ana": "Ben", "Ben": "Ana"}[player]
    l24_driver.handoff_button(page).get_by_text(f"Pass the tablet to {other}").wait_for()


def play_hg_turn(page) -> None:
    """From the home screen: a two-player game, one card taken (and placed) through taps."""
    import hg_driver

    hg_driver.start_game(page, ["Ana", "Ben"], seed="csp")
    player = hg_driver.play_turn(page)
    other = {"Ana": "Ben", "Ben": "Ana"}[player]
    hg_driver.handoff_button(page).get_by_text(f"Pass the tablet to {other}").wait_for()


# One helper per game, each starting from the home screen.
TURNS = {"24/7": play_247_turn, "Les 24 Heures": play_l24_turn,
         "Who Turned the Clock?": play_hg_turn}


def policy(page) -> dict[str, list[str]]:
    """The meta tag's policy as {directive: [sources]}."""
    content = page.get_attribute(META, "content")
    parts = (part.split() for part in content.split(";") if part.strip())
    return {name: sources for name, *sources in parts}


@pytest.fixture
def csp_log(page) -> list[str]:
    """Violations seen by the page, and console messages about the policy (any level)."""
    page.add_init_script(CSP_EVENTS_JS)
    messages: list[str] = []
    page.on("console", lambda m: messages.append(m.text)
            if "Content Security Policy" in m.text else None)
    return messages


def test_meta_policy_is_strict_and_first(page, server):
    page.goto(server)
    assert page.locator(META).count() == 1
    content = page.get_attribute(META, "content")
    assert not re.search(r"https?:", content), f"an origin in the policy: {content}"
    rules = policy(page)
    assert rules["default-src"] == ["'self'"]
    assert rules["object-src"] == ["'none'"]
    assert rules["base-uri"] == ["'self'"] and rules["form-action"] == ["'self'"]
    assert set(rules["script-src"]) <= {"'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"}
    assert not any("'unsafe-inline'" in sources for sources in rules.values())
    # A meta policy only governs what comes after it: it must precede every script and link.
    first = page.evaluate("""() => [...document.head.children].findIndex(
        el => el.matches('script, link, style, meta[http-equiv="Content-Security-Policy"]'))""")
    assert page.evaluate(f"() => document.head.children[{first}].matches('{META}')")
    # Being first, it stops Chromium's preload scanner: every script after the first one that
    # blocks the page, and the stylesheet, are asked for before that one has come (index.html
    # preloads them), not one round trip after another. The first script (isolation.js, which
    # installs the offline worker) is not held up by the styles: they are linked after it.
    page.wait_for_function("() => document.documentElement.dataset.state === 'ready'",
                           timeout=60000)
    late = page.evaluate(ASKED_LATE_JS)
    assert late == [], f"asked for only once the first script had come: {late}"
    assert page.evaluate(FIRST_SCRIPT_BEFORE_STYLES_JS)


@pytest.mark.parametrize("game", TURNS)
def test_nothing_blocked_while_starting_and_playing(page, server, wait_playable, csp_log, game):
    page.goto(server)
    wait_playable(page)
    TURNS[game](page)
    # The service worker registers once the page is playable: it must install and take over.
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60000)
    assert page.evaluate("() => window.__csp || []") == []
    assert csp_log == []
    assert page.console_errors == []
