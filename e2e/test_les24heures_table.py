"""Les 24 Heures as a race table, not a form: a track shows
where every car is (its marker further along than a car with fewer kilometres, the leader
marked, a car far ahead still on the road, each car's place and kilometres said to a screen
reader); the cards on a car read in words and pictures; the hour board is large, its night
hours marked and the hour showing obvious; no text under 13 px on the turn, hand-over and
end screens; and at 768×1024 with six cars, whose turn it is, what just happened, the hand
and every car's kilometres are in sight without scrolling (1024×768 too; on a phone, whose
turn and the hand). Each test opens the page once and checks each size in turn, the window
resized as a tablet is turned: a layout right only when opened at a size would be wrong."""

import json
import random
import re
from pathlib import Path

import player
import sight
from browsers import PlaywrightTablet
from l24_driver import (
    choose_like_play_turn,
    load_record,
    open_page,
    record_file,
    reveal,
    stacked_deck,
)
from sight import size_id
from timekeeper.i18n.les24heures import number
from timekeeper.les24heures import new_game

ROOT = Path(__file__).resolve().parent.parent
PORTRAIT, LANDSCAPE, PHONE = (768, 1024), (1024, 768), (390, 844)
SIZES = [PORTRAIT, LANDSCAPE, PHONE]
END_RECORD = ROOT / "tests" / "les24heures" / "records" / "three_players_24h.json"


# ----------------------------------------------------------------------- races set up
def mid_race() -> dict:
    """Ana 1,350 km (a pile of 1,100 done, a 250 in her second thousand), Ben 500 km, Cleo
    0 km, stopped by a refuelling pit stop, with oil on the track; Ben to play."""
    deck = stacked_deck(3, {0: ["250", "350", "250", "250", "100"],
                            1: ["250", "150", "oil-on-track", "100", "250"],
                            2: ["pit-fuel", "350", "250", "150", "150"]},
                        {0: ["250", "250", "250", "250"], 1: ["100", "100", "100", "100"],
                         2: ["150", "150", "100", "100"]})
    game = new_game(["Ana", "Ben", "Cleo"], {}, deal=deck)
    ana = [{"play": "speed", "card": card} for card in ("250", "350", "250", "250")]
    ben = [{"play": "speed", "card": card} for card in ("250", "150", "100")]
    ben.append({"play": "incident", "card": "oil-on-track", "target": 2})
    cleo = [{"play": "pit-stop", "card": "pit-fuel"}] + [{"play": "discard", "card": "150"}] * 3
    for turns in zip(ana, ben, cleo, strict=True):
        for move in turns:
            game.play(move)
    game.play({"play": "speed", "card": "250"})
    assert [car.km for car in game.cars] == [1350, 500, 0] and game.turn == 1
    return game.to_record()


def far_ahead() -> tuple[dict, list[int]]:
    """Ana plays her best for 140 moves while Ben, stopped, only discards: Ana far ahead."""
    game = new_game(["Ana", "Ben"], {}, seed="far")
    chooser = random.Random(1)
    while len(game.history) < 140 and not game.finished:
        if game.turn == 0:
            game.play(choose_like_play_turn(game))
        else:
            moves = game.legal_moves()
            calm = [m for m in moves if m["play"] in ("discard", "pit-stop", "bonus")]
            game.play(chooser.choice(calm or moves))
    km = [car.km for car in game.cars]
    assert km[0] >= 6000 > km[1], km
    return game.to_record(), km


# ----------------------------------------------------------------------- reading the track
TRACK_JS = """() => [...document.querySelectorAll('.l24-lane')].map(lane => {
    const road = lane.querySelector('.l24-lane-road').getBoundingClientRect();
    const car = lane.querySelector('.l24-marker .l24-car-shape').getBoundingClientRect();
    return {car: +lane.dataset.car, nose: car.right, tail: car.left, top: car.top,
            bottom: car.bottom, roadLeft: road.left, roadRight: road.right,
            roadTop: road.top, roadBottom: road.bottom, lead: lane.classList.contains('lead'),
            said: lane.querySelector('.visually-hidden').textContent};
})"""


def lanes(page) -> list[dict]:
    return page.evaluate(TRACK_JS)


def tyre_line_x(page, car: int = 0) -> float:
    return page.evaluate(f"""() => document.querySelector(
        '.l24-lane[data-car="{car}"] .tyre-line').getBoundingClientRect().left""")


def test_each_car_is_on_the_track_at_its_kilometres(page, server):
    """Ana 1,350 km, Ben 500, Cleo 0, at each size in turn (the race loaded once, the tablet
    turned): Ana's car is furthest along, then Ben's, then Cleo's, every car on its own lane
    of the road; the tyre change at 2,500 km is ahead of them all; Ana leads; a screen
    reader hears each car's kilometres and place."""
    sight.turn_to(page, SIZES[0])
    open_page(page, server)
    load_record(page, mid_race())
    track = page.get_by_role("region", name="Where the cars are")
    for size in SIZES:
        sight.turn_to(page, size)
        where = f"the track at {size_id(size)}"
        found = {lane["car"]: lane for lane in lanes(page)}
        assert sorted(found) == [0, 1, 2], where
        assert found[0]["nose"] > found[1]["nose"] + 5 > found[2]["nose"] + 10, where
        assert tyre_line_x(page) > found[0]["nose"], where
        for lane in found.values():
            assert lane["roadLeft"] - 1 <= lane["nose"] <= lane["roadRight"] + 1, (where, lane)
            assert lane["roadTop"] - 1 <= lane["top"] and \
                lane["bottom"] <= lane["roadBottom"] + 1, (where, lane)
        tops = sorted(lane["roadTop"] for lane in found.values())
        assert tops[0] < tops[1] < tops[2], where  # one lane each, never on top of each other
        assert [found[car]["lead"] for car in (0, 1, 2)] == [True, False, False], where
        assert found[0]["said"] == "Ana's car, 1,350\u00a0km, place 1, in the lead", where
        assert found[1]["said"] == "Ben's car, 500\u00a0km, place 2, to play", where
        assert found[2]["said"] == "Cleo's car, 0\u00a0km, place 3, stopped", where
        assert track.get_by_role("listitem").count() == 3, where
        visible = page.locator(".l24-lane .l24-lane-km").all_inner_texts()
        assert [re.sub(r"\s*km$", "", text) for text in visible] == ["1,350", "500", "0"], where
    assert page.console_errors == []


def test_a_car_far_ahead_stays_on_the_road(page, server):
    """Ana far ahead (over 6,000 km) and Ben far behind, at each size in turn: the road
    grows past Ana, whose car is still on it, short of its end; the kilometres along it go
    past hers; the tyre-change line sits between Ben's car (short of 2,500) and Ana's (past
    it)."""
    record, km = far_ahead()
    sight.turn_to(page, SIZES[0])
    open_page(page, server)
    load_record(page, record)
    for size in SIZES:
        sight.turn_to(page, size)
        where = f"the road at {size_id(size)}"
        ana, ben = sorted(lanes(page), key=lambda lane: lane["car"])
        assert ana["lead"] and not ben["lead"], where
        assert ben["nose"] < tyre_line_x(page) < ana["nose"] < ana["roadRight"] - 4, where
        length = ana["roadRight"] - ana["roadLeft"]
        assert ana["nose"] - ana["roadLeft"] > 0.6 * length, where  # far along, as she is
        labels = page.locator(".l24-axis .tick").evaluate_all(
            "ts => ts.filter(t => t.getBoundingClientRect().width)"
            ".map(t => +t.textContent.replace(/\\D/g, ''))")
        assert max(labels) >= km[0] and labels == sorted(labels), (where, labels)
        assert ana["said"].startswith(
            f"Ana's car, {number('en', km[0])}\u00a0km, place 1, in the lead"), where
    assert page.console_errors == []


# ----------------------------------------------------------------------- the cards on a car
def test_the_cards_on_a_car_read_in_words_and_pictures(page, server):
    """Ana's speed cards: one pile of 1,000 done and a 250 in the next (Ben's three cards in
    his first thousand); Cleo is stopped by a
    refuelling pit stop (its fuel picture, "needs a Fuel card") with oil on the track (its
    picture and what it allows), all in text of 13 px or more."""
    sight.turn_to(page, PORTRAIT)
    open_page(page, server)
    load_record(page, mid_race())
    ana = page.locator('.l24-car[data-car="0"]')
    assert ana.locator(".l24-stack").count() == 1
    assert ana.locator(".l24-v").all_inner_texts() == ["250"]
    assert ana.get_by_role("img").get_attribute("aria-label") == \
        "Speed cards in piles of 1,000 km: 1,100\u00a0km (250 + 350 + 250 + 250), " \
        "250\u00a0km (250)"
    ben = page.locator('.l24-car[data-car="1"]')
    assert ben.locator(".l24-stack").count() == 0
    assert ben.locator(".l24-v").all_inner_texts() == ["250", "150", "100"]
    cleo = page.locator('.l24-car[data-car="2"]')
    assert cleo.locator(".l24-badge.stop").inner_text() == "Stopped"
    pit = cleo.locator(".l24-badge.pit")
    assert pit.inner_text() == "Refuelling: needs a Fuel card"
    assert pit.locator(".l24-icon.i-fuel").is_visible()
    oil = cleo.locator(".l24-badge.incident")
    assert oil.locator(".l24-icon.i-slick").is_visible()
    short = oil.locator("span[aria-hidden=true]:not(.l24-icon)")
    assert short.inner_text() == "Oil: 100 km max, 1 more turn"
    assert oil.text_content().endswith("Oil on the track: at most 100 km a card, 1 more turn")
    sizes = page.locator(".l24-car .l24-badge, .l24-car .l24-v, .l24-car .l24-km, "
                         ".l24-car .l24-car-name").evaluate_all(
        "es => es.map(e => parseFloat(getComputedStyle(e).fontSize))")
    assert min(sizes) >= 13
    assert page.console_errors == []


# ----------------------------------------------------------------------- the hour board
HOURS_JS = """() => [...document.querySelectorAll('.l24-strip .l24-hour')].map(cell => {
    const r = cell.getBoundingClientRect();
    return {text: cell.textContent, cls: cell.className, top: Math.round(r.top),
            left: r.left, right: r.right, width: r.width, height: r.height,
            font: parseFloat(getComputedStyle(cell).fontSize)};
})"""


def night_record(hours: int) -> dict:
    """Two players; the hour board turned to ``hours`` (race hours discarded)."""
    deck = stacked_deck(2, {0: ["race-hour"] * 5, 1: ["race-hour"] * 5},
                        {0: ["250"] * 6, 1: ["250"] * 6})
    game = new_game(["Ana", "Ben"], {}, deal=deck)
    for _ in range(hours - 1):
        game.play({"play": "race-hour"})
    assert game.hour == hours
    return game.to_record()


def test_the_hour_board_is_large_with_the_night_and_the_hour_showing(page, server):
    """At hour 9, at each size in turn: every hour card's number is at least 15 px, hour 9
    is lit and larger than the others, hours 1 to 8 turned over, hours 7 to 12 night under
    "Night: no 350"; one row on a portrait tablet, two neat rows of 12 elsewhere (the
    finish ending the second); in French the band's words whole too."""
    sight.turn_to(page, SIZES[0])
    open_page(page, server)
    load_record(page, night_record(9))
    band = page.locator(".l24-night-band")
    for size in SIZES:
        sight.turn_to(page, size)
        where = f"the hour board at {size_id(size)}"
        cells = page.evaluate(HOURS_JS)
        assert [cell["text"] for cell in cells] == \
            [str(n) for n in range(1, 25)] + ["Finish"], where
        hours = cells[:24]
        assert min(cell["font"] for cell in hours) >= 15, where
        now = [cell for cell in cells if " now" in cell["cls"]]
        assert [cell["text"] for cell in now] == ["9"], where
        others = [cell for cell in hours if cell is not now[0]]
        assert now[0]["font"] > max(cell["font"] for cell in others), where
        assert now[0]["height"] > max(cell["height"] for cell in others), where
        assert [cell["text"] for cell in hours if "past" in cell["cls"]] == \
            [str(n) for n in range(1, 9)], where
        assert [cell["text"] for cell in hours if "night" in cell["cls"]] == \
            [str(n) for n in range(7, 13)], where
        assert band.inner_text().endswith("Night: no 350"), where
        box = band.bounding_box()
        assert abs(box["x"] - cells[6]["left"]) < 2 and abs(box["x"] + box["width"] -
                                                              cells[11]["right"]) < 2, where
        assert box["y"] + box["height"] <= cells[6]["top"] + 4, where
        rows = sorted({cell["top"] for cell in cells if cell is not now[0]})
        if size == PORTRAIT:
            assert len(rows) == 1, (where, rows)
        else:
            assert len(rows) == 2, (where, rows)
            assert {cell["top"] for cell in cells[12:]} == {rows[1]}, where
            assert {cell["top"] for cell in cells[:12] if cell is not now[0]} == {rows[0]}, \
                where
        assert page.get_by_role("group", name="Hour board: hour 9 of 24, night.").is_visible(), \
            where
    # The band's words are whole at every size in French too (longer: they were cut on a phone).
    page.get_by_role("button", name="Français").click()
    for size in SIZES:
        sight.turn_to(page, size)
        assert band.inner_text().endswith("Nuit : pas de 350"), size_id(size)
        assert band.evaluate("b => b.scrollWidth <= b.clientWidth"
                             " && b.scrollHeight <= b.clientHeight"), size_id(size)
    assert page.console_errors == []


# ----------------------------------------------------------------------- no small text
def test_no_text_under_13_px_on_the_turn_hand_over_and_end(page, server):
    """The hand-over, a turn with a card taken (its places and buttons shown) and the end of
    a race (a record loaded from the home screen): every text seen is 13 px or more, at
    every size."""
    sight.turn_to(page, SIZES[0])
    open_page(page, server)
    load_record(page, mid_race())
    assert sight.small_text_at_sizes(page, "hand-over", SIZES) == {}
    reveal(page)
    page.locator(".l24-hand button").first.click()
    assert page.locator(".l24-choices button").count() >= 1
    assert sight.small_text_at_sizes(page, "turn", SIZES) == {}
    page.get_by_role("button", name="Games").click()
    page.get_by_label("Game record (JSON file)").set_input_files(
        record_file(json.loads(END_RECORD.read_text())))
    page.locator(".screen.end, #dialog[open]").first.wait_for()
    if page.locator("#dialog[open]").count():  # the race under way: replaced once asked
        page.locator("#dialog[open] [data-action=dialog-yes]").click()
    page.get_by_role("heading", name="Game over").wait_for()
    assert sight.small_text_at_sizes(page, "end", SIZES) == {}
    assert page.console_errors == []


# ----------------------------------------------------------------------- in sight
def hidden(page, *selectors: str) -> list[str]:
    """Not wholly in view; a car's words may be under the car's own button (a turn)."""
    return sight.hidden(page, *selectors, inset=6, own=".l24-car")


SIX = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]
KM = [".l24-lane .l24-lane-km", ".l24-car .l24-km"]


def test_six_cars_whose_turn_what_happened_the_hand_and_the_km_in_sight(page, server):
    """Ana against five computers: each time her turn comes back, at 768×1024 and 1024×768
    her turn's title, what the five computers did, every card of her hand and every car's
    kilometres (on the track and on the cars) are in sight, the page unscrolled; on a phone,
    her turn's title and her hand."""
    sight.turn_to(page, PORTRAIT)
    tab = PlaywrightTablet(page)
    player.open_home(tab, server)
    player.new_game(tab, "les24heures", SIX, computers={seat: "easy" for seat in range(1, 6)},
                    seed="in-view")
    for turn in range(3):
        assert player.wait_screen(tab) == "turn"
        assert page.locator("#panel h2").inner_text() == "Ana, your turn"
        assert page.locator(".l24-lane").count() == 6
        if turn:
            assert page.locator(".card.summary p").count() >= 1
        for size in (PORTRAIT, LANDSCAPE):
            sight.turn_to(page, size)
            where = f"turn {turn + 1} at {size_id(size)}"
            assert page.evaluate("scrollY") == 0, where
            summary = [".card.summary"] if turn else []
            assert hidden(page, "#panel h2", *summary, ".l24-hand button", *KM) == [], where
        sight.turn_to(page, PHONE)
        page.evaluate("window.scrollTo(0, 0)")
        assert hidden(page, "#panel h2", ".l24-hand button") == [], f"turn {turn + 1}, phone"
        sight.turn_to(page, PORTRAIT)
        player.play_l24(tab)
    assert page.console_errors == []


def test_what_the_last_person_did_stays_in_sight_on_the_turn(page, server):
    """People only: Ben takes the tablet after Ana's move; his turn says what Ana's turn did,
    in sight above his hand with every car's kilometres, at 768×1024 and at 1024×768."""
    sight.turn_to(page, PORTRAIT)
    open_page(page, server)
    load_record(page, mid_race())
    reveal(page)
    last = page.locator(".l24-last")
    assert last.inner_text() == "Last turn: Ana plays a 250 on their own car: it is at " \
        "1,350\u00a0km."
    for size in (PORTRAIT, LANDSCAPE):
        sight.turn_to(page, size)
        where = f"Ben's turn at {size_id(size)}"
        assert hidden(page, "#panel h2", ".l24-last", ".l24-hand button", *KM) == [], where
    assert page.console_errors == []
