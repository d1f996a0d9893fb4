"""The stand-in page the UI tests and the prerender run on (tools/stand_in_page.py) is the
browser's page as Python knows it: the same effects as static/js/bridge.js and motion.js,
events told with what bridge.js tells, page-events.js's default actions stopped, the focus
kept through a drawing as idiomorph keeps it, and the storage written for Python only where a
key holds what Python believes."""

import json
import re
from pathlib import Path

import stand_in_page
import tablet  # noqa: F401 (puts tools/ on the path)
from stand_in_page import Page, Storage, value_of

ROOT = Path(__file__).resolve().parents[2]


def listening(page: Page, *listeners) -> list:
    """``page`` with Python's listeners (where, type, options), each event told kept."""
    heard = []
    page.hear = lambda number, told: heard.append((number, json.loads(told)))
    for number, (where, kind, options) in enumerate(listeners):
        page.do_listen(where, kind, number, json.dumps(options))
    return heard


def test_the_effects_are_the_browser_pages_and_every_one_python_tells_is_there():
    bridge = (ROOT / "static/js/bridge.js").read_text()
    api = set(re.findall(r"(\w+): \1\b", bridge[bridge.index("var api = {"):]))
    api |= set(re.findall(r"window\.tkDom\.(\w+) =", (ROOT / "static/js/motion.js").read_text()))
    stand_in = {name[3:] for name in dir(Page) if name.startswith("do_")}
    told = set()
    for source in (ROOT / "py/timekeeper").rglob("*.py"):
        told |= set(re.findall(r'(?:page\.tell|_send)\("(\w+)"', source.read_text()))
    assert told and told <= stand_in <= api, (told - stand_in, stand_in - api)


def test_an_event_is_told_with_its_target_and_the_elements_it_happened_in():
    page = Page()
    heard = listening(page, ("document", "click", {"closest": ["[data-action]", "#dialog"],
                                                   "only": True}),
                      ("panel", "input", {}), ("document", "input", {"capture": True}))
    page.do_morph("panel", '<div data-seat="1"><button data-action="take" data-value="2">'
                           '<b>3</b></button><input id="name" value="Ana"></div>')
    page.click(page.find("b"))
    page.click(page.find("div"))  # in no [data-action]: not told ("only")
    page.dispatch(page.find("#name"), "input")
    (number, click), (captured, _), (bubbled, typed) = heard
    assert number == 0 and click["type"] == "click" and click["defaultPrevented"]
    assert click["target"] == {"a": {}} and click["closest"] == {
        "[data-action]": {"a": {"data-action": "take", "data-value": "2"}}, "#dialog": None}
    assert (captured, bubbled) == (2, 1)  # the document's capture first, then the panel
    assert typed["target"] == {"a": {"id": "name", "value": "Ana"}, "v": "Ana"}


def test_a_submit_button_sends_its_form_unless_it_is_an_action_and_a_summary_opens():
    page = Page()
    heard = listening(page, ("panel", "submit", {}), ("panel", "toggle", {"capture": True}))
    page.do_morph("panel", '<form><button type="submit">Go</button><button data-action="x">'
                           'X</button></form><details><summary>More</summary></details>')
    page.click(page.find("button[type=submit]"))
    page.click(page.find("[data-action=x]"))  # the page keeps its taps (page-events.js)
    page.click(page.find("summary"))
    assert [(number, told["type"]) for number, told in heard] == [(0, "submit"),
                                                                  (1, "toggle")]
    assert heard[0][1]["defaultPrevented"] and heard[1][1]["target"]["o"] is True


def test_the_focus_and_what_is_typed_stay_through_a_drawing_or_come_back_after_it():
    page = Page()
    page.do_morph("panel", '<input data-focus="name" value="">')
    page.focused = page.find("input")
    page.focused.__dict__["typed"] = "Lé"
    page.do_morph("panel", '<p>Name</p><input data-focus="name" value="">')
    assert page.active is page.find("input") and value_of(page.active) == "Lé"
    page.do_morph("panel", "<p>Gone</p>")
    assert page.active is page.body
    page.do_morph("panel", '<button data-focus="name">Back</button>')
    page.do_focus("", False)  # back where the drawing took it from
    assert page.active is page.find("button")


def test_the_storage_is_written_only_where_it_holds_what_python_believes():
    storage = Storage({"timekeeper.x": "1"})
    first, second = Page(storage), Page(storage)
    heard = listening(second, ("window", "storage", {}))
    told = listening(first, ("document", "tkstored", {}))
    first.do_store("timekeeper.x", "2", json.dumps("1"))
    second.run_tasks()
    assert storage.get("timekeeper.x") == "2" and heard[0][1]["newValue"] == "2"
    first.do_store("timekeeper.x", "3", json.dumps("1"))  # another tab wrote it meanwhile
    storage.refuse = lambda key: True
    first.do_store("timekeeper.y", "4", json.dumps(None))  # full
    first.run_tasks()
    assert storage.get("timekeeper.x") == "2" and "timekeeper.y" not in storage.items
    assert [json.loads(t["detail"]) for _, t in told] == [
        {"key": "timekeeper.x", "value": "2", "refused": "elsewhere"},
        {"key": "timekeeper.y", "value": None, "refused": "full"}]


def test_python_draws_into_the_parts_the_page_has():
    """The stand-in starts as index.html does: its parts, hidden where the page hides them."""
    from tablet import Tablet

    tab = Tablet()
    with tab.inside():
        from timekeeper.ui.kit import dom

        assert set(dom.PAGE_PARTS) == set(stand_in_page.PARTS)
    assert Page().part("table").has_attr("hidden")  # as index.html has it, before a game
