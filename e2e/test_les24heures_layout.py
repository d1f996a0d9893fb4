"""Tablets and phones: on a 768×1024 portrait and a 1024×768 landscape tablet a turn shows
the hour board, every car (six players here), the hand and the action buttons together
without scrolling; on a 390×844 phone the page may scroll but a bar keeps the kilometres in
sight. No sideways scrolling, every tap target at least 44×44 CSS px, no hand on the
hand-off screen."""

from game_driver import no_horizontal_scroll, small_tap_targets
from l24_driver import open_page, reveal, select, start_race

TABLETS = [(768, 1024), (1024, 768)]
PHONE = (390, 844)
NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]


def on_screen(page, selector: str, width: int, height: int) -> list[str]:
    """The elements matching ``selector`` that are not wholly inside the viewport."""
    boxes = page.locator(selector).evaluate_all(
        "es => es.map(e => { const r = e.getBoundingClientRect();"
        " return [r.left, r.top, r.right, r.bottom]; })")
    assert boxes, selector
    return [f"{selector} {box}" for box in boxes
            if box[0] < 0 or box[1] < 0 or box[2] > width or box[3] > height]


def test_a_turn_fits_tablets_without_scrolling_and_phones_keep_the_scores(page, server):
    open_page(page, server)
    start_race(page, NAMES, seed="layout", cars="3 teams of 2")
    for width, height in (*TABLETS, PHONE):
        page.set_viewport_size({"width": width, "height": height})
        assert no_horizontal_scroll(page), f"hand-off at {width}x{height}"
        assert small_tap_targets(page) == [], f"hand-off at {width}x{height}"
        assert page.locator(".l24-hand").count() == 0

    reveal(page)
    select(page, 0)
    assert page.locator(".l24-choices button").count() >= 2
    for width, height in TABLETS:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("window.scrollTo(0, 0)")
        where = f"turn at {width}x{height}"
        assert no_horizontal_scroll(page), where
        assert small_tap_targets(page) == [], where
        outside = []
        for selector in (".l24-hours", ".l24-car", ".l24-discard", ".l24-hand button",
                         ".l24-choices button", "#panel .message"):
            outside += on_screen(page, selector, width, height)
        assert outside == [], where
        assert page.locator(".l24-car").count() == 3
        assert not page.locator(".l24-scorebar").is_visible()

    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    assert no_horizontal_scroll(page)
    assert small_tap_targets(page) == []
    bar = page.locator(".l24-scorebar")
    assert bar.is_visible()
    page.locator(".l24-choices button").first.scroll_into_view_if_needed()
    box = bar.bounding_box()
    assert box["y"] + box["height"] <= PHONE[1] and box["y"] >= PHONE[1] - 80
    assert bar.inner_text().count("km") == 3
    assert page.console_errors == []
