"""The fake page the UI tests and the prerender run on (tools/fakedom.py) behaves as a
browser's page where the shell relies on it: selectors, events and their default actions,
focus, form fields, a storage shared by tabs (and written for Python only where a key holds
what Python believes), timers."""

import json

import pytest
import tablet  # noqa: F401 (puts tools/ on the path)
from fakedom import QuotaExceededError, Storage, Window, shown, visible_text


def page():
    window = Window()
    return window, window.document


def made(document, tag, parent=None, **attrs):
    node = document.createElement(tag)
    for name, value in attrs.items():
        node.setAttribute(name.replace("_", "-"), value)
    (parent or document.body).appendChild(node)
    return node


def test_the_selectors_the_shell_writes_match_as_in_a_browser():
    _window, document = page()
    card = made(document, "section", data_game="les24heures", **{"class": "card warning"})
    lit = made(document, "div", card, **{"class": "lit"})
    button = made(document, "button", lit, data_action="take", data_value="2")
    other = made(document, "button", card, data_action="done", disabled="")
    assert document.querySelector('.lit > button[data-action]') is button
    assert document.querySelector("section.card.warning[data-game=les24heures] button") \
        is button
    assert document.querySelector("[data-value='2']") is button
    assert document.querySelector("section > button") is other
    assert document.querySelector("button:not([disabled])") is button
    assert list(document.querySelectorAll("button.lit[data-action], .lit > button")) == [button]
    assert document.querySelector(".warning > [data-action=take]") is None
    assert button.closest("[data-game]") is card


def test_a_click_bubbles_to_the_document_and_a_submit_button_submits_its_form():
    window, document = page()
    form = made(document, "form")
    submit = made(document, "button", form, type="submit")
    heard = []
    document.addEventListener("click", lambda e: heard.append(("click", e.target)))
    form.addEventListener("submit", lambda e: heard.append(("submit", e.target)))
    window.addEventListener("click", lambda e: heard.append(("window", e.currentTarget)))
    submit.click()
    assert heard == [("click", submit), ("window", window), ("submit", form)]

    heard.clear()
    document.addEventListener("click", lambda e: e.preventDefault())
    submit.click()  # prevented: no submit
    assert [kind for kind, _ in heard] == ["click", "window"]


def test_capture_listeners_hear_first_and_a_summary_opens_its_details():
    _window, document = page()
    details = made(document, "details")
    summary = made(document, "summary", details)
    inside = made(document, "p", details)
    order = []
    document.body.addEventListener("click", lambda e: order.append("capture"), True)
    summary.addEventListener("click", lambda e: order.append("target"))
    document.body.addEventListener("toggle", lambda e: order.append("toggle"), {"capture": True})
    assert shown(summary) and not shown(inside)
    summary.click()
    assert order == ["capture", "target", "toggle"]
    assert details.open and shown(inside)


def test_focus_leaves_an_element_taken_out_of_the_page_and_fields_hold_values():
    _window, document = page()
    field = made(document, "input", type="text")
    field.focus()
    assert document.activeElement is field
    field.value = "Ana"
    assert field.value == "Ana" and field.getAttribute("value") == "Ana"
    field.remove()
    assert document.activeElement is document.body

    select = made(document, "select")
    for value in ("person", "hard"):
        option = made(document, "option", select, value=value)
        option.textContent = value.title()
    assert select.value == "person"
    select.value = "hard"
    assert select.value == "hard" and visible_text(select) == "Person\nHard"


def test_a_storage_tells_the_other_tabs_and_may_refuse():
    storage = Storage()
    first, second = Window(storage=storage), Window(storage=storage)
    told = []
    second.addEventListener("storage", lambda e: told.append((e.key, e.newValue)))
    first.localStorage.setItem("k", "1")
    assert told == []  # another tab hears it at its next turn
    assert second.run_tasks() == 1 and told == [("k", "1")]
    assert first.run_tasks() == 0  # the writer is not told
    assert second.localStorage.key(0) == "k" and second.localStorage.length == 1
    storage.refuse = lambda key: True
    with pytest.raises(QuotaExceededError):
        first.localStorage.setItem("k", "2")
    assert storage.get("k") == "1"


def test_the_page_writes_for_python_only_where_a_key_holds_what_python_believes():
    storage = Storage({"timekeeper.a": "1", "other": "x"})
    window = Window(storage=storage)
    told = []
    window.document.addEventListener("tkstored", lambda e: told.append(json.loads(e.detail)))
    effects = window.tkEffects
    assert json.loads(effects.storage()) == {"usable": True, "items": {"timekeeper.a": "1"}}
    effects.store("timekeeper.a", "2", json.dumps("1"))
    assert storage.get("timekeeper.a") == "2" and window.run_tasks() == 0
    storage.set("timekeeper.a", "3")  # another tab, unheard
    effects.store("timekeeper.a", "4", json.dumps("2"))
    assert storage.get("timekeeper.a") == "3" and told == []  # told at the next turn
    window.run_tasks()
    assert told == [{"key": "timekeeper.a", "value": "3", "refused": "elsewhere"}]
    storage.refuse = lambda key: True
    assert json.loads(effects.storage())["usable"] is False
    effects.store("timekeeper.a", "5", json.dumps("3"))
    effects.store("timekeeper.a", "6", json.dumps("5"))  # Python has not heard yet
    storage.refuse = lambda key: False
    effects.store("timekeeper.a", "7", json.dumps("6"))
    window.run_tasks()
    assert [t.get("refused") for t in told[1:]] == ["full", "full", None]
    assert told[-1]["value"] == "7" == storage.get("timekeeper.a")
    effects.store("timekeeper.b", "8", "null")
    effects.store("timekeeper.a", None, json.dumps("7"), "timekeeper.c")  # no copy there
    window.run_tasks()
    assert told[-1] == {"key": "timekeeper.a", "value": "7", "refused": "full"}
    effects.store("timekeeper.c", "7", "null")
    effects.store("timekeeper.a", None, json.dumps("7"), "timekeeper.c")
    assert storage.get("timekeeper.a") is None and storage.get("timekeeper.c") == "7"


def test_timers_run_in_time_order():
    window, _document = page()
    ran = []
    window.setTimeout(lambda: ran.append("late"), 500)
    cleared = window.setTimeout(lambda: ran.append("never"), 10)
    window.requestAnimationFrame(lambda _time: ran.append("frame"))
    window.setTimeout(lambda: ran.append("soon"), 0)
    window.clearTimeout(cleared)
    assert window.run_timers() == 3
    assert ran == ["soon", "frame", "late"] and window.clock == 500


def test_a_file_offered_to_save_is_kept_by_the_window():
    window, _document = page()
    window.tkEffects.download("kept.txt", "saved data", "text/plain")
    assert [(d.name, d.text) for d in window.downloads] == [("kept.txt", "saved data")]
