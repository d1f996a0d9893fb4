"""Screenshots of every step of a game's guided first game ("Learn to play"), at the tablet and
phone sizes, for a person to look at: the built site (`make site`) served on localhost, played
in Chromium by tapping what each bubble asks for (e2e/lesson_steps.py).

    .venv/bin/python tools/lesson_screens.py hoursandghosts [--lang fr] [--out DIR]
        [--sizes 768x1024,1024x768,390x844]

Writes DIR/<game>-<lang>-<step>-<size>.png (default DIR: test-results/lessons/) and prints
each step's words.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "e2e", ROOT / "py"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

SIZES = "768x1024,1024x768,390x844"


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    import browsers
    import lesson_steps
    import player
    from tools import serve
    from tools.chromium import launch

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--lang", default="en", choices=("en", "fr"))
    parser.add_argument("--out", type=Path, default=ROOT / "test-results" / "lessons")
    parser.add_argument("--sizes", default=SIZES)
    args = parser.parse_args(argv)
    sizes = [tuple(int(n) for n in size.split("x")) for size in args.sizes.split(",")]
    args.out.mkdir(parents=True, exist_ok=True)
    server = serve.start(serve.SITE, isolated=True)
    shots = []
    try:
        with sync_playwright() as pw:
            browser = launch(pw)
            page = browser.new_context(viewport={"width": 1024, "height": 768},
                                       service_workers="block").new_page()
            tab = browsers.PlaywrightTablet(page)
            player.open_home(tab, server.url)
            if args.lang == "fr":
                tab.tap('#topnav [data-action="lang"]')

            def look(tab, shown):
                number = len(shots)
                print(f"{number:02d} {shown['step']} [{shown['phase']}] {shown['words']}")
                for width, height in sizes:  # the tablet turned: the bubble where it rests
                    tab.set_viewport(width, height)
                    tab.evaluate("() => window.tkCoach.settled()")
                    page.wait_for_timeout(300)  # the bubble's motion in
                    name = f"{args.game}-{args.lang}-{number:02d}-{width}x{height}.png"
                    page.screenshot(path=str(args.out / name))
                tab.set_viewport(1024, 768)
                tab.evaluate("() => window.tkCoach.settled()")
                shots.append(shown)

            lesson_steps.play_to_the_end(tab, args.game, look)
            browser.close()
    finally:
        server.stop()
    print(f"{len(shots)} bubbles, {len(shots) * len(sizes)} screenshots in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
