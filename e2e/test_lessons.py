"""The guided first games ("Learn to play") in real browsers: each game's lesson played to its
end by tapping only what its bubble asks for, in Chromium in French, whose longer sentences
make the bigger bubbles (every step's bubble checked in view where it rests as the tablet
turns to 768x1024, 1024x768 and 390x844 and back, and the thing to tap holding the focus),
and in WebKit in English (every iPad's engine: its driver's window is at least some 447 px
wide, so the phone size is Chromium's alone); and the bubble's motion, none with reduced
motion. What a lesson teaches and says, in both languages, is checked on CPython
(tests/test_tutorials.py, tests/ui/test_lessons.py)."""

from __future__ import annotations

import pytest

import browsers
import lesson_steps
import player
from e2e_support import ROOT, SITE, hold_python, release_python, wait_playable
from timekeeper import tutorials

GAMES = ("twentyfourseven", "les24heures", "hoursandghosts")
SIZES = ((768, 1024), (1024, 768), (390, 844))

pytestmark = pytest.mark.flaky(reruns=1, only_rerun=browsers.BROWSER_CRASHED)


# Whether the bubble covers a card of the learner's own hand (Who Turned the Clock?) other
# than what it points at: asking to take a card from the other hand, on a tablet held upright,
# there is always a side of that card where it does not (held sideways, the other hand stands
# just above one's own, and a bubble may cover a little of it).
OVER_HAND_JS = """() => {
  const b = document.querySelector('#coach .coach-bubble.placed');
  const anchor = b && b.dataset.anchor ? document.querySelector(b.dataset.anchor) : null;
  if (!b || b.classList.contains('docked') || !anchor) return false;
  const r = b.getBoundingClientRect();
  return [...document.querySelectorAll('.hg-hand-box .hg-card')].some(card => {
    if (card.contains(anchor) || anchor.contains(card)) return false;
    const c = card.getBoundingClientRect();
    return Math.min(r.right, c.right) - Math.max(r.left, c.left) > 2 &&
      Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top) > 2;
  });
}"""


def open_in(tab, url: str, lang: str) -> None:
    player.open_home(tab, url)
    if lang == "fr":
        tab.tap('#topnav [data-action="lang"]')
        tab.wait("() => document.documentElement.lang === 'fr'", what="the page in French")


@pytest.mark.parametrize("game", GAMES)
def test_each_lesson_to_its_end_in_chromium_its_bubble_in_view_at_every_size(
        page, server, game):
    tab = browsers.PlaywrightTablet(page)
    open_in(tab, server, "fr")
    problems = []

    def look(tab, shown):
        if shown["asks"]:  # the focus follows the drawing, a moment after it in a worker
            tab.wait("(sel) => document.activeElement === document.querySelector(sel)",
                     shown["anchor"], timeout=5, what=f"the focus on {shown['anchor']}")
        for width, height in SIZES + ((1024, 768),):  # the tablet turned, and back
            tab.set_viewport(width, height)
            tab.evaluate("() => window.tkCoach.settled()")  # where it rests then
            seen = lesson_steps.at_rest(tab)
            problems.extend(f"{shown['step']} at {width}x{height}: {problem}"
                            for problem in lesson_steps.in_view(seen))
            if game == "hoursandghosts" and (width, height) == (768, 1024) \
                    and ".hg-fan" in shown["anchor"] and tab.evaluate(OVER_HAND_JS):
                problems.append(f"{shown['step']} at {width}x{height}: over the learner's hand")

    seen = lesson_steps.play_to_the_end(tab, game, look)
    assert not problems, problems
    assert seen[-1]["over"] and len({s["step"] for s in seen[:-1]}) >= 8
    words = " ".join(s["words"] for s in seen)
    assert "Suivant" in tab.text("#coach") or "Contre" in tab.text("#coach")
    assert "{" not in words and "undefined" not in words


def test_the_bubble_comes_in_moving_and_still_with_reduced_motion(browser, server):
    moving = []
    for reduced in ("no-preference", "reduce"):
        context = browser.new_context(viewport={"width": 1024, "height": 768},
                                      service_workers="block", reduced_motion=reduced)
        page = context.new_page()
        tab = browsers.PlaywrightTablet(page)
        player.open_home(tab, server)
        tab.tap('#panel [data-action="learn"][data-value="hoursandghosts"]')
        tab.find(lesson_steps.BUBBLE)
        moving.append(tab.evaluate(  # as a bubble saying something new comes in
            "() => { const b = document.querySelector('#coach .coach-bubble');"
            " b.classList.add('arriving'); return getComputedStyle(b).animationName; }"))
        context.close()
    assert moving == ["coach-in", "none"]


def test_the_bubble_stands_beside_where_a_moving_piece_lands_not_where_it_flies(page, server):
    tab = browsers.PlaywrightTablet(page)
    player.open_home(tab, server)
    tab.set_viewport(768, 1024)
    shown = lesson_steps.start(tab, "twentyfourseven")
    tab.wait(lesson_steps.STILL_JS, what="the bubble come in")
    flight = tab.evaluate("""async (sel) => {  // where the bubble shows while the piece flies
        const flying = document.querySelector(sel).animate(  // as the table's motion
          [{transform: 'translate(120px, 200px) scale(1.6)'}, {transform: 'none'}],
          {duration: 1000});
        window.tkCoach.place();  // placed anew while it flies
        const seen = new Set();
        while (flying.playState === 'running') {
          const b = document.querySelector('#coach .coach-bubble.placed');
          if (b) { const r = b.getBoundingClientRect(); seen.add([r.left, r.top].join()); }
          await new Promise(requestAnimationFrame);
        }
        return [...seen];
    }""", shown["anchor"])
    tab.evaluate("() => window.tkCoach.settled()")
    landed = lesson_steps.bubble(tab)
    assert flight and set(flight) <= {f"{landed['box'][0]},{landed['box'][1]}"}, \
        "the bubble moves while the piece flies"
    assert lesson_steps.in_view(landed) == []


def test_learn_to_play_tapped_before_python_is_up_opens_the_lesson_once_it_is(page, server):
    held = hold_python(page)
    page.goto(server)
    page.get_by_role("button", name="Learn to play: Who Turned the Clock?").click()
    release_python(page, held)
    wait_playable(page)
    page.locator(lesson_steps.BUBBLE).wait_for()
    assert page.locator("#coach .coach-step").inner_text() == "Step 1 of " \
        + str(len(tutorials.load("hoursandghosts").steps))


# ---------------------------------------------------------------------------- WebKit
@pytest.fixture(scope="module")
def screen():
    with browsers.xvfb_display() as display:
        yield display


@pytest.fixture
def webkit(screen, request):
    tab = browsers.WebDriverTablet()
    yield tab
    if getattr(request.node, "failed_call", False):  # what the learner saw, for the log
        folder = ROOT / "test-results"
        folder.mkdir(exist_ok=True)
        try:
            tab.screenshot(folder / f"{request.node.name}.png")
        except Exception:  # a web process that crashed shows nothing: the test runs again
            pass
    tab.close()


@pytest.fixture
def site():
    from tools import serve

    server = serve.start(SITE)
    yield server
    server.stop()


@pytest.mark.parametrize("game", GAMES)
def test_each_lesson_to_its_end_in_webkit(webkit, site, game):
    open_in(webkit, site.url, "en")
    problems = []

    def look(tab, shown):
        problems.extend(f"{shown['step']}: {p}"
                        for p in lesson_steps.in_view(lesson_steps.at_rest(tab)))

    seen = lesson_steps.play_to_the_end(webkit, game, look)
    assert not problems, problems
    assert seen[-1]["over"]
