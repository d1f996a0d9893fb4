"""Every tap shows it was felt within one frame, whatever Python is doing: every button (and
the class section's summary) on every screen of every game has a pressed look in CSS (an
`:active` rule that matches it), so the browser draws it on the touch itself. A native
select answers the finger with its own picker."""

import game_driver as g247
import hg_driver as hg
import l24_driver as l24
from e2e_support import wait_playable

WITHOUT_PRESSED_LOOK = """() => {
  const rules = [];
  const walk = list => { for (const rule of list) {
      if (rule.cssRules && !rule.selectorText) walk(rule.cssRules);  // @media
      if (rule.selectorText && rule.selectorText.includes(':active'))
        for (const part of rule.selectorText.split(','))
          if (part.includes(':active')) rules.push(part.replaceAll(':active', '').trim());
  } };
  for (const sheet of document.styleSheets) walk(sheet.cssRules);
  const out = [];
  for (const el of document.querySelectorAll('button, summary, [role=button], .handoff')) {
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height || el.disabled) continue;
    if (!rules.some(sel => { try { return el.matches(sel || '*'); } catch (e) { return false; } }))
      out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ` +
               `"${(el.ariaLabel || el.textContent.trim()).slice(0, 40)}"`);
  }
  return out;
}"""


def unpressed(page, screen: str, found: list) -> None:
    found += [f"{screen}: {what}" for what in page.evaluate(WITHOUT_PRESSED_LOOK)]


def test_every_button_of_every_game_has_a_pressed_look(page, server):
    found = []
    g247.open_page(page, server)
    unpressed(page, "home", found)
    g247.open_setup(page)
    if page.locator("details.class-options").get_attribute("open") is None:
        page.get_by_text("Same game for a whole class").click()
    unpressed(page, "24/7 form", found)
    g247.start_game(page, ["Ana", "Ben"], seed="pressed")
    unpressed(page, "24/7 hand-off", found)
    g247.reveal(page)
    g247.select_tile(page, 0)
    unpressed(page, "24/7 turn", found)
    g247.place_first_legal(page)
    unpressed(page, "24/7 preview", found)
    page.get_by_role("button", name="Menu").click()
    unpressed(page, "menu", found)
    page.get_by_role("button", name="Close").click()

    page.goto(server)
    wait_playable(page)
    l24.start_race(page, ["Ana", "Ben"], seed="pressed")
    l24.reveal(page)
    unpressed(page, "Les 24 Heures turn", found)
    l24.select(page, 0)
    unpressed(page, "Les 24 Heures card in hand", found)

    page.goto(server)
    wait_playable(page)
    hg.start_game(page, ["Ana", "Ben"], deal=hg.DEAL_2P)
    hg.reveal(page)
    unpressed(page, "Who Turned the Clock? take", found)
    hg.take(page)
    unpressed(page, "Who Turned the Clock? place", found)
    hg.place_first(page)
    unpressed(page, "Who Turned the Clock? arrange", found)
    assert found == [], "\n".join(found)
    assert page.console_errors == []


def test_a_board_cell_looks_pressed_while_the_finger_is_down(page, server):
    g247.open_page(page, server)
    g247.start_game(page, ["Ana", "Ben"], seed="pressed")
    g247.reveal(page)
    g247.select_tile(page, 0)
    lit = g247.lit_cells(page)
    cell = g247.cell(page, lit[0])
    box = cell.bounding_box()
    assert cell.evaluate("c => getComputedStyle(c).filter") == "none"
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    assert cell.evaluate("c => getComputedStyle(c).filter") != "none"
    page.mouse.up()
    assert page.console_errors == []
