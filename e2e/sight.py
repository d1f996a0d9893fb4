"""What a player can see, asked of the page: an element wholly in view, and text too small to
read, at one size or at each size the tablet is turned to. Written once for the tests that
check what a screen shows (the table in view, each game's table at a glance)."""

# Each element of the selector not wholly seen: a point near each corner (``inset`` px in,
# inside rounded corners) and at its centre must show the element itself, not a sticky or
# fixed bar over it, not outside the window or the scrolled box holding it. With ``own``, the
# element may be under the closest ancestor matching ``own`` (a Les 24 Heures car's words
# under the car's own button, which covers the whole car on a turn).
HIDDEN_JS = """([selector, inset, own]) => {
    const found = [...document.querySelectorAll(selector)];
    if (!found.length) return [`${selector}: none`];
    const hidden = [];
    for (const el of found) {
        const r = el.getBoundingClientRect();
        const d = Math.min(inset, r.width / 4, r.height / 4);
        const points = [[r.left + d, r.top + d], [r.right - d, r.top + d],
                        [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
                        [r.left + d, r.bottom - d], [r.right - d, r.bottom - d]];
        const mine = (own && el.closest(own)) || el;
        for (const [x, y] of points) {
            const top = document.elementFromPoint(x, y);
            if (!top || !(mine.contains(top) || (own && top.contains(el)))) {
                const over = top ? (top.closest('[class]') || top).className : 'nothing';
                hidden.push(`${selector} "${el.textContent.trim().slice(0, 30)}" ` +
                            `[${Math.round(r.top)}..${Math.round(r.bottom)}] at ` +
                            `y=${Math.round(y)} shows ${over} (window ${innerHeight})`);
                break;
            }
        }
    }
    return hidden;
}"""


def hidden(page, *selectors: str, inset: int = 16, own: str | None = None) -> list[str]:
    """The elements of ``selectors`` (each must match) not wholly in view, in words."""
    return [problem for selector in selectors
            for problem in page.evaluate(HIDDEN_JS, [selector, inset, own])]


def hidden_now(selector: str, inset: int = 16) -> str:
    """A page function true once every element of ``selector`` is in view (to wait for)."""
    return f"() => !({HIDDEN_JS})([{selector!r}, {inset}, null]).length"


# Every piece of text drawn on screen (text nodes and the CSS content of ::before and ::after,
# such as "2x" and "24/7" on 24/7's cells) with its computed font size, when under ``least``
# px. Text the page hides (display none, visibility hidden, opacity 0, the visually-hidden
# words for screen readers, a closed <details>, a closed dialog) is not seen, so not counted.
SMALL_TEXT_JS = """(least) => {
    const small = [];
    const shown = el => {
        if (!el.getClientRects().length) return false;
        const style = getComputedStyle(el);
        if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false;
        for (let box = el; box; box = box.parentElement) {
            const r = box.getBoundingClientRect();
            if (r.width <= 1 || r.height <= 1) return false;
        }
        return true;
    };
    const name = el => el.className.baseVal ?? el.className;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const words = node.textContent.trim();
        const el = node.parentElement;
        if (!words || !el || el.closest('script, style') || !shown(el)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (![...range.getClientRects()].some(r => r.width > 0 && r.height > 0)) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < least) small.push(`"${words.slice(0, 30)}" (${size} px) in ${name(el)}`);
    }
    for (const el of document.body.querySelectorAll('*')) {
        for (const pseudo of ['::before', '::after']) {
            const style = getComputedStyle(el, pseudo);
            const content = style.content;
            if (!content || content === 'none' || content === 'normal') continue;
            if (!content.replace(/["']/g, '').trim() || style.display === 'none') continue;
            if (!shown(el)) continue;
            const size = parseFloat(style.fontSize);
            if (size < least) small.push(`${content} (${size} px) on ${el.id || name(el)}`);
        }
    }
    return small;
}"""

SMALLEST_TEXT = 13  # px: no text a player reads is smaller, at any size


def small_text(page, least: float = SMALLEST_TEXT) -> list[str]:
    """Every text on screen under ``least`` px, in words (empty when all can be read)."""
    return page.evaluate(SMALL_TEXT_JS, least)


def size_id(size: tuple[int, int]) -> str:
    """A window size as tests name it: "768x1024"."""
    return f"{size[0]}x{size[1]}"


def turn_to(page, size: tuple[int, int]) -> None:
    """The window resized to ``size`` (width, height), as a tablet turned, and drawn."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def small_text_at_sizes(page, screen: str, sizes) -> dict[str, list[str]]:
    """The text under 13 px on the screen shown, at each of ``sizes`` in turn (the tablet
    turned, the screen not reloaded): "<screen> at <width>x<height>" for each size that has
    some, with that text."""
    found = {}
    for size in sizes:
        turn_to(page, size)
        found[f"{screen} at {size_id(size)}"] = small_text(page)
    return {where: words for where, words in found.items() if words}
