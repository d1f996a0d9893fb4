"""Keyboard: N jumps to the next place where the card in hand can go, in every game (24/7's
N over the board's lit cells is in test_game_turns.py): in Les 24 Heures the lit cars and the
discard pile, in Who Turned the Clock? the lit slots of the player's row; shift+N goes back,
and the walk comes round to the first after the last. Enter then plays there. Before that,
the arrows, Home and End walk along the hand (Les 24 Heures) and the cards to take (Who
Turned the Clock?; 24/7's rack: test_game_turns.py)."""

import hg_driver as hg
import l24_driver as l24


def focused(page) -> str:
    return page.evaluate("document.activeElement.ariaLabel || "
                         "document.activeElement.textContent.trim()")


def walk(page, lit_selector: str) -> list[str]:
    """The names N goes through, once round the lit places (checked against the page's)."""
    lit = page.locator(lit_selector).evaluate_all(
        "bs => bs.map(b => b.ariaLabel || b.textContent.trim())")
    assert len(lit) >= 2, lit
    start = lit.index(focused(page)) if focused(page) in lit else -1  # the page may focus one
    order = lit[start + 1:] + lit[:start + 1]
    seen = []
    for _ in lit:
        page.keyboard.press("n")
        seen.append(focused(page))
    assert seen == order, (seen, order)  # each once, round to the first after the last
    page.keyboard.press("Shift+N")
    assert focused(page) == order[-2]
    for _ in range(len(lit) - 1 - lit.index(order[-2])):
        page.keyboard.press("n")  # to the last
    assert focused(page) == lit[-1]
    page.keyboard.press("n")
    assert focused(page) == lit[0]
    page.keyboard.press("Shift+N")
    assert focused(page) == lit[-1]
    return lit


def along(page, row: str) -> None:
    """Right, Left, End and Home walk along the row's buttons, from its first."""
    count = page.locator(row).count()
    assert count >= 3, count
    page.locator(row).first.focus()
    for key, expected in [("ArrowRight", 1), ("ArrowLeft", 0), ("ArrowLeft", 0),
                          ("End", count - 1), ("ArrowRight", count - 1), ("Home", 0)]:
        page.keyboard.press(key)
        at = page.evaluate("(sel) => [...document.querySelectorAll(sel)]"
                           ".indexOf(document.activeElement)", row)
        assert at == expected, key


def test_n_walks_the_lit_cars_and_the_discard_pile(page, server):
    l24.open_page(page, server)
    deck = l24.stacked_deck(3, {0: ["oil-on-track", "250", "150", "100", "250"]})
    l24.start_race(page, ["Ana", "Ben", "Cleo"], deal=deck)
    assert l24.reveal(page) == "Ana"
    along(page, ".l24-hand button")
    names = l24.hand(page)
    l24.select(page, next(i for i, name in enumerate(names) if "oil" in name.lower()))
    assert "Key N: the next one." in l24.message(page)
    lit = walk(page, ".l24-car.lit .l24-target, button.l24-discard.lit")
    assert len(lit) == 3  # Ben's car, Cleo's car, the discard pile
    page.keyboard.press("Shift+N")
    page.keyboard.press("Enter")  # on the last but one lit place: a car of the others
    l24.handoff_button(page).wait_for()
    assert page.console_errors == []


def test_n_walks_the_lit_slots_of_the_row(page, server):
    hg.open_page(page, server)
    hg.start_game(page, ["Ana", "Ben"], deal=hg.DEAL_2P)
    hg.reveal(page)
    along(page, '#panel [data-action="take"]')
    hg.take(page)  # 06:00 into an empty row: it fits all seven slots
    assert "Key N: the next one." in page.locator("#panel").inner_text()
    lit = walk(page, "#table button.slot-button")
    assert len(lit) == 7
    page.keyboard.press("Shift+N")
    page.keyboard.press("Enter")  # the focus is on slot 6
    page.locator('[data-action="done"], .hg-result').first.wait_for()
    assert "slot 6" in page.locator("#panel").inner_text()
    assert page.console_errors == []
