"""A learner's steps through a game's guided first game ("Learn to play"), written once for
every browser engine (a `browsers.Tablet`): start it from the home card, then tap what its
bubble asks for (Next, or the element it points at) until "Play a real game", waiting each
time for the page to answer. Only what the page shows is read: the bubble's words and its
`data-anchor`, `data-phase` and `data-asks` (ui/shell/lesson.py)."""

from __future__ import annotations

import json
import time

BUBBLE = "#coach .coach-bubble.placed"
NEXT = '#coach [data-action="lesson-next"]'
REAL_GAME = '#coach [data-action="play-computer"]'

# The bubble as a learner sees it, and where it stands against the screen and what it
# points at (boxes in CSS px of the viewport).
BUBBLE_JS = """() => {
  const b = document.querySelector('#coach .coach-bubble.placed');
  if (!b || document.getElementById('coach').hidden) return null;
  const box = el => { const r = el.getBoundingClientRect();
                      return [r.left, r.top, r.right, r.bottom]; };
  const selector = b.dataset.anchor || '';
  const anchor = selector ? document.querySelector(selector) : null;
  const words = [...b.querySelectorAll('.coach-words')].map(p => p.innerText).join(' ');
  return {words, step: (b.querySelector('.coach-step') || {}).innerText || '',
          anchor: selector, phase: b.dataset.phase, asks: b.dataset.asks === 'move',
          next: !!b.querySelector('[data-action="lesson-next"]'),
          over: !!b.querySelector('[data-action="play-computer"]'),
          docked: b.classList.contains('docked'), box: box(b),
          anchorBox: anchor ? box(anchor) : null,
          focused: !!anchor && anchor === document.activeElement,
          width: window.innerWidth, height: window.innerHeight};
}"""


# Whether nothing moves on the page (the bubble arriving, a piece flying into place, the
# bubble placed again once it has landed): a finger taps what it sees where it rests.
STILL_JS = """() => !document.getAnimations || !document.getAnimations().some(motion =>
  motion.playState === 'running' && motion.effect &&
  motion.effect.getComputedTiming().endTime !== Infinity)"""


def bubble(tab) -> dict | None:
    return tab.evaluate(BUBBLE_JS)


def signature(shown: dict | None) -> str:
    """What changes whenever the lesson answers a tap (its words, where it points, Next)."""
    if shown is None:
        return ""
    return json.dumps([shown["step"], shown["words"], shown["anchor"], shown["next"],
                       shown["phase"]], separators=(",", ":"), ensure_ascii=False)


def wait_for_change(tab, before: str, timeout: float = 30) -> dict:
    """The bubble once it shows something other than ``before`` (and is placed), as the
    wait saw it (read again later, it may be between two drawings of the page). ``before``
    is written as JSON.stringify writes it (``signature``), or the two never match."""
    return tab.wait(f"() => {{ const s = ({BUBBLE_JS})(); return s && JSON.stringify("
                    "[s.step, s.words, s.anchor, s.next, s.phase]) !== "
                    f"{json.dumps(before)} ? s : null; }}", timeout=timeout,
                    what="the lesson's next bubble")


def start(tab, game: str) -> dict:
    tab.tap(f'#panel [data-action="learn"][data-value="{game}"]')
    return wait_for_change(tab, "", timeout=60)


def play_to_the_end(tab, game: str, look=None) -> list[dict]:
    """Start the lesson of ``game`` and tap through it; ``look(tab, shown)`` is called at
    every bubble (before its tap). Answers every bubble seen."""
    shown = start(tab, game)
    seen = []
    while not shown["over"]:
        assert len(seen) < 200, f"{game}: the lesson never ends"
        if look is not None:
            look(tab, shown)
        seen.append(shown)
        before = signature(shown)
        tab.wait(STILL_JS, timeout=30, what="the page at rest")
        if shown["next"]:
            tab.tap(NEXT)
        elif shown["asks"]:
            assert shown["anchor"], f"the bubble points at the thing to tap: {shown}"
            tab.tap(shown["anchor"])
        # else another seat plays its scripted move: the page answers by itself
        shown = wait_for_change(tab, before)
    if look is not None:
        look(tab, shown)
    seen.append(shown)
    return seen


def at_rest(tab, timeout: float = 3) -> dict:
    """The bubble where it comes to rest: read until it stands in view, beside what it points
    at, for up to ``timeout`` seconds (the page may be drawn again meanwhile, by a seat that
    plays by itself, and the bubble follows a frame later); the last one read."""
    end = time.monotonic() + timeout
    while True:
        shown = tab.wait(f"() => ({BUBBLE_JS})()", what="the bubble")
        if not in_view(shown) or time.monotonic() > end:
            return shown
        time.sleep(0.1)


def in_view(shown: dict) -> list[str]:
    """What is wrong with where the bubble stands ([] when nothing is): inside the screen,
    and, pointing at an element, not over it."""
    problems = []
    left, top, right, bottom = shown["box"]
    if left < -1 or top < -1 or right > shown["width"] + 1 or bottom > shown["height"] + 1:
        problems.append(f"out of the screen {shown['box']} in {shown['width']}x"
                        f"{shown['height']}")
    target = shown["anchorBox"]
    if target and not shown["docked"]:
        a_left, a_top, a_right, a_bottom = target
        overlap_x = min(right, a_right) - max(left, a_left)
        overlap_y = min(bottom, a_bottom) - max(top, a_top)
        if overlap_x > 2 and overlap_y > 2:
            problems.append(f"over what it points at {shown['box']} / {target}")
    return problems
