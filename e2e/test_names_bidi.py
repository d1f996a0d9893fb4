"""Names cannot reverse the text around them: the new-game form refuses a name holding a bidi
control (U+202E RIGHT-TO-LEFT OVERRIDE) by its field, in the player's language, and an Arabic
name plays, shown isolated (FSI ... PDI) in the hand-over sentence and read out so, alone in
its own element with dir="auto" (docs/rules/records.md, "Names")."""

from playwright.sync_api import expect

from game_driver import handoff_button, open_page, open_setup, play_turn

FSI, PDI = "\u2068", "\u2069"
SARA = "سارة"
REFUSED_EN = ("The name of player 1 holds U+202E, a character that changes the direction of "
              "the text around it: please take it out.")
REFUSED_FR = ("Le nom du joueur 1 contient U+202E, un caractère qui change le sens du texte "
              "autour de lui : retirez-le.")


def text_of(locator) -> str:
    return locator.evaluate("e => e.textContent")


def test_a_bidi_control_is_refused_and_an_arabic_name_plays_isolated(page, server):
    open_page(page, server)
    open_setup(page)
    page.get_by_label("Player 1", exact=True).fill("Ana\u202e")
    page.get_by_label("Player 2", exact=True).fill("Ben")
    page.get_by_role("button", name="Start the game").click()

    # Refused by the field, the focus on it, the name kept as typed; said in French too.
    error = page.locator("#name0-error")
    expect(error).to_have_text(REFUSED_EN)
    assert page.evaluate("document.activeElement.id") == "input-name0"
    assert page.get_by_label("Player 1", exact=True).input_value() == "Ana\u202e"
    assert handoff_button(page).count() == 0
    page.locator('[data-action="lang"]').click()
    expect(error).to_have_text(REFUSED_FR)
    page.locator('[data-action="lang"]').click()
    expect(error).to_have_text(REFUSED_EN)

    # An Arabic name is a name: the game starts, the name isolated in every sentence.
    page.get_by_label("Player 1", exact=True).fill(SARA)
    assert page.get_by_label("Player 1", exact=True).get_attribute("dir") == "auto"
    page.get_by_role("button", name="Start the game").click()
    title = handoff_button(page).locator(".handoff-title")
    title.wait_for()
    assert text_of(title) == f"Pass the tablet to {FSI}{SARA}{PDI}"
    assert text_of(page.locator("#live")) == f"Pass the tablet to {FSI}{SARA}{PDI}."
    assert text_of(page.locator("#panel h2").first) == f"Pass the tablet to {FSI}{SARA}{PDI}"
    who = page.locator("table.scores tbody th .who").first
    assert text_of(who) == SARA and who.get_attribute("dir") == "auto"

    # The words stay in their order around the name: "Pass the tablet to" on its left.
    words_left_of_name = page.evaluate("""(name) => {
        const node = document.querySelector('button.handoff .handoff-title').firstChild;
        const at = node.textContent.indexOf(name);
        const range = document.createRange();
        range.setStart(node, 0); range.setEnd(node, 4);  // "Pass"
        const pass = range.getBoundingClientRect();
        range.setStart(node, at); range.setEnd(node, at + name.length);
        const shown = range.getBoundingClientRect();
        return pass.right <= shown.left;
    }""", SARA)
    assert words_left_of_name

    # She plays; Ben's hand-over tells what she did, her name isolated; Ben's is as typed.
    player, _tile, _cell = play_turn(page)
    assert player == f"{FSI}{SARA}{PDI}"
    assert text_of(title) == "Pass the tablet to Ben"
    summary = text_of(page.locator(".summary"))
    assert f"{FSI}{SARA}{PDI}" in summary and summary.count(SARA) == summary.count(FSI)
    play_turn(page)
    assert text_of(title) == f"Pass the tablet to {FSI}{SARA}{PDI}"
    assert page.console_errors == []
