"""The page plays the motion the shell plans (static/js/motion.js; the plans themselves:
tests/ui/test_motion_plans.py): in each game a move is seen moving (24/7's tile from the rack
to its cell, Les 24 Heures' card from the hand to the car, Who Turned the Clock?'s card from
the neighbour's hand face up, then into its slot), the next tap is answered while it moves,
and with reduced motion nothing moves at all.

The page counts the steps it played in ``window.tkMotionLog`` when the test gives it that
array; ``document.getAnimations()`` says what is moving (the script's, not the CSS ones)."""

import game_driver as g247
import hg_driver as hg
import l24_driver as l24

LOG = "window.tkMotionLog = [];"
PLAYED = "() => window.tkMotionLog.filter(s => s.played).map(s => s.kind)"
# The script's animations now (Web Animations: not a CSS animation nor a transition).
MOVING = """() => document.getAnimations()
  .filter(a => !(window.CSSAnimation && a instanceof CSSAnimation)
               && !(window.CSSTransition && a instanceof CSSTransition)).length"""


def played(page) -> list:
    return page.evaluate(PLAYED)


def moving(page) -> int:
    return page.evaluate(MOVING)


def still_page(browser):
    context = browser.new_context(viewport={"width": 1024, "height": 768},
                                  reduced_motion="reduce", service_workers="block")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.console_errors = errors
    return context, page


def play_247(page, server) -> None:
    """A tile put on a cell (it flies there), then "Confirm" tapped at once."""
    page.add_init_script(LOG)
    g247.open_page(page, server)
    g247.start_game(page, ["Ana", "Ben"], seed="motion-e2e")
    g247.reveal(page)
    g247.place_first_legal(page)


def test_247_the_tile_flies_to_its_cell_and_confirm_is_answered_meanwhile(page, server):
    play_247(page, server)
    assert "fly" in played(page)
    assert moving(page) > 0  # still moving as the next tap comes
    g247.confirm(page)
    g247.handoff_button(page).wait_for()
    assert page.console_errors == []


def test_l24_the_card_goes_from_the_hand_to_the_car(page, server):
    page.add_init_script(LOG)
    l24.open_page(page, server)
    l24.start_race(page, ["Ana", "Ben"], seed="motion-e2e", race="12 hours")
    l24.reveal(page)
    assert page.locator("#panel .l24-hand .l24-card.drawn .l24-drawn").inner_text() == "drawn"
    l24.play_turn(page)
    kinds = played(page)
    assert "send" in kinds and "glide" in kinds or "turn" in kinds, kinds
    assert moving(page) > 0
    l24.handoff_button(page).click()  # answered while the card is still on its way
    page.locator("#panel .l24-hand").wait_for()
    assert page.console_errors == []


def test_hg_the_card_taken_turns_over_then_goes_into_its_slot(page, server):
    page.add_init_script(LOG)
    hg.open_page(page, server)
    hg.start_game(page, ["Ana", "Ben"], deal=hg.DEAL_2P)
    hg.reveal(page)
    hg.take(page)
    assert played(page) == ["fly"]
    assert moving(page) > 0
    hg.place_first(page)  # tapped at once: placed
    assert played(page) == ["fly", "fly"]
    assert page.locator('#table [data-seat="0"] .hg-row .slot.filled').count() == 1
    assert page.console_errors == []


def test_nothing_moves_with_reduced_motion(browser, server):
    context, page = still_page(browser)
    try:
        play_247(page, server)
        assert page.evaluate("window.tkMotionLog.length") == 0
        assert moving(page) == 0
        g247.confirm(page)
        g247.handoff_button(page).wait_for()
        hg.open_page(page, server)
        hg.start_game(page, ["Ana", "Ben"], deal=hg.DEAL_2P)
        hg.reveal(page)
        hg.take(page)
        assert page.evaluate("window.tkMotionLog.length") == 0
        assert moving(page) == 0
        assert page.console_errors == []
    finally:
        context.close()
