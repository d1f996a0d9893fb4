"""Every change on the table is shown moving: the plans the shell gives the page for each
drawing (kit/motion.py; the page plays them: static/js/motion.js, e2e/test_motion_table.py).
A person's move and a computer's are played out the same way, from public things only; after
a hand-over the person taking the tablet sees what happened since their last turn; nothing
moves when the device asks for reduced motion. The plans are what the shell tells the page, so
every test here reads them with no page (no_page.Shell), played by the drawn buttons'
actions."""

from no_page import Shell
from save_support import rack
from tablet import play_247, play_hg, play_l24
from words_support import pick, stacked_deck


def steps(shell, since: int = 0) -> list:
    """Every step of the plans given since the plan number ``since``."""
    return [step for plan in shell.motions[since:] for step in plan]


def kinds(found: list) -> list:
    return [(step["kind"], step.get("from"), step.get("to")) for step in found]


# ------------------------------------------------------------------------------ 24/7
def test_247_the_tile_goes_from_the_rack_to_its_cell_and_its_minutes_rise():
    shell = Shell()
    shell.new_game("twentyfourseven", ["Ana", "Ben"], seed="motion 4")  # Ana holds a 5
    shell.take_tablet()
    before = len(shell.motions)
    five = rack(shell).index(5)
    shell.tap(".rack button", nth=five)
    cell = shell.find("#board .cell.legal").get("data-cell")
    shell.tap(f"#cell-{cell}")
    assert ("fly", f'#panel .rack [data-value="{five}"]', f"#cell-{cell}") in \
        kinds(steps(shell, before))
    scored = shell.app.state.pending.points
    assert scored == 20  # beside the starting 2, a line of 7
    before = len(shell.motions)
    shell.press("confirm")
    floats = [step for step in steps(shell, before) if step["kind"] == "float"]
    assert [step["text"] for step in floats] == ["+20 min"]


def test_247_a_computers_tile_comes_from_its_row_and_ben_sees_anas_move_on_taking_the_tablet():
    shell = Shell()
    shell.new_game("twentyfourseven", ["Ana", ""], computers={1: "easy"}, seed="motion 2")
    before = len(shell.motions)
    play_247(shell)  # Ana, then the computer at once
    cell = shell.saved("twentyfourseven")["record"]["moves"][-1]["cell"]
    assert ("fly", '#panel table.scores tr[data-seat="1"]', f"#cell-{cell}") in \
        kinds(steps(shell, before))

    people = Shell()
    people.new_game("twentyfourseven", ["Ana", "Ben"], seed="motion 3")
    people.take_tablet()
    play_247(people)
    played = people.saved("twentyfourseven")["record"]["moves"][-1]["cell"]
    before = len(people.motions)
    people.take_tablet()  # Ben: Ana's move since his last turn (none yet) drops in again
    assert ("pop", None, f"#cell-{played}") in kinds(steps(people, before))


# ----------------------------------------------------------------------- Les 24 Heures
def test_l24_the_card_goes_from_the_hand_to_the_car_the_cars_drive_and_the_hour_turns():
    deck = stacked_deck(2, {0: ["250", "race-hour", "100", "100", "100"],
                            1: ["150", "100", "100", "100", "100"]})
    shell = Shell()
    shell.new_game("les24heures", ["Ana", "Ben"], deal=" ".join(deck))
    shell.take_tablet()
    assert shell.count("#panel .l24-hand button.drawn") == 1  # the card drawn, marked
    drawn = shell.find("#panel .l24-hand button.drawn").get("aria-label")
    assert drawn.endswith(" drawn")
    before = len(shell.motions)
    pick(shell, "Speed 250 km")
    shell.tap(".l24-car.yours .l24-target")
    found = kinds(steps(shell, before))
    assert ("send", '#panel .l24-hand [data-value="0"]',
            '#table .l24-car[data-car="0"] .l24-car-cards') in found
    assert ("glide", None, '#table .l24-lane[data-car="0"] .l24-car-shape') in found

    before = len(shell.motions)
    shell.take_tablet()  # Ben sees Ana's 250 go onto her car again, then his drawn card
    found = kinds(steps(shell, before))
    assert ("flash", None, '#table .l24-car[data-car="0"] .l24-car-cards') in found
    assert [s["text"] for s in steps(shell, before) if s["kind"] == "float"] == ["250"]
    assert found[-1][:2] == ("send", "#table .l24-draw .l24-card")
    assert found[-1][2].startswith("#panel .l24-hand")


def test_l24_a_race_hour_turns_the_board():
    deck = stacked_deck(2, {0: ["race-hour", "250", "100", "100", "100"]})
    shell = Shell()
    shell.new_game("les24heures", ["Ana", "Ben"], deal=" ".join(deck))
    shell.take_tablet()
    before = len(shell.motions)
    pick(shell, "Race hour")
    shell.tap("button.l24-discard")
    found = kinds(steps(shell, before))
    assert ("turn", None, "#table .l24-hour.now") in found
    assert ("send", '#panel .l24-hand [data-value="0"]', "#table .l24-discard .l24-card") \
        in found


def test_l24_a_computers_card_turns_over_where_it_lands():
    shell = Shell()
    shell.new_game("les24heures", ["Ana", ""], computers={1: "medium"}, seed="motion 4")
    before = len(shell.motions)
    play_l24(shell)
    found = steps(shell, before)
    turned = [step for step in found if step["kind"] == "turn"]
    assert turned and all(".l24-hand" not in (step.get("from") or "") for step in found
                          if step["kind"] in ("turn", "pop", "flash"))


# ----------------------------------------------------------------- Who Turned the Clock?
def test_hg_the_card_taken_turns_over_and_goes_into_its_slot():
    shell = Shell()
    shell.new_game("hoursandghosts", ["Ana", "Ben"], seed="motion 5")
    shell.take_tablet()
    before = len(shell.motions)
    shell.tap("[data-action=take]", 2)
    found = kinds(steps(shell, before))
    assert found[0] == ("fly", '#panel .hg-fan [data-value="2"]',
                        "#panel .hg-revealed .hg-card, #panel .hg-outcome .hg-card")
    if shell.count("#table button.slot-button"):
        slot = shell.find("#table button.slot-button").get("data-value")
        before = len(shell.motions)
        shell.tap("#table button.slot-button")
        assert ("fly", "#panel .hg-revealed .hg-card",
                f'#table [data-seat="0"] .hg-row [data-slot="{slot}"]') in \
            kinds(steps(shell, before))


def test_hg_a_computers_take_goes_from_hand_to_hand_and_is_seen_again_after_a_hand_over():
    shell = Shell()
    shell.new_game("hoursandghosts", ["Ana", "", "Ben"], computers={1: "easy"}, seed="motion 6")
    shell.take_tablet()
    before = len(shell.motions)
    play_hg(shell)  # Ana, then the computer takes from Ana
    found = kinds(steps(shell, before))
    taken = ('#table [data-seat="0"] .hg-hand-size .mini-back',
             '#table [data-seat="1"] .hg-hand-size .mini-back',
             '#table [data-seat="1"] .hg-known-ghosts')
    assert any(kind == "send" and source == taken[0] and to in taken[1:]
               for kind, source, to in found)
    before = len(shell.motions)
    shell.take_tablet()  # Ben: Ana's turn and the computer's, one after the other
    since = steps(shell, before)
    sends = [step for step in since if step["kind"] == "send"]
    assert len(sends) == 2 and sends[1]["delay"] > sends[0].get("delay", 0)


# ------------------------------------------------------------------------- reduced motion
def test_nothing_moves_when_the_device_asks_for_reduced_motion():
    shell = Shell(reduced_motion=True)
    shell.new_game("twentyfourseven", ["Ana", ""], computers={1: "easy"}, seed="motion 7")
    play_247(shell)
    clock = Shell(reduced_motion=True)
    clock.new_game("hoursandghosts", ["Ana", "Ben"], seed="motion 8")
    clock.take_turn("hoursandghosts")
    clock.take_tablet()
    assert shell.motions == [] and clock.motions == []
