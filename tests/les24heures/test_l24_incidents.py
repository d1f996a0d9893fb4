"""Incidents (rules page, "Incidents (play c) and how they end"): targets, one of each kind
per car, and how long oil-on-track (the car's next 2 turns, lost and extra turns counted),
misfire (2 lost turns) and speed-limit (2 hours of the board) last."""

from l24_support import LAP_RECORD, RACE_HOUR, discard, idle, incident, race, speed


def test_an_incident_goes_on_another_car_never_your_own():
    game = race(3, hands={0: ["misfire"]})
    error = game.why_not(incident("misfire", 0))
    assert error.code == "own_car"
    assert str(error) == "An incident goes on another car, not your own."
    assert [m["target"] for m in game.legal_moves() if m["play"] == "incident"] == [1, 2]


def test_a_partner_car_is_your_own():
    game = race(4, teams=2, hands={0: ["speed-limit"]})
    error = game.why_not(incident("speed-limit", 2))
    assert error.code == "partner_car"
    assert str(error) == "Cleo is your partner: an incident goes on another car."
    # both seats of the other team's car are listed as targets
    assert [m["target"] for m in game.legal_moves() if m["play"] == "incident"] == [1, 3]


def test_not_twice_the_same_kind_on_a_car_but_other_kinds_may_join():
    game = race(3, hands={0: ["speed-limit"], 1: ["oil-on-track"], 2: ["speed-limit"]})
    game.play(incident("speed-limit", 1))
    game.play(incident("oil-on-track", 2))
    error = game.why_not(incident("speed-limit", 1))
    assert error.code == "incident_already"
    assert str(error) == "Ben's car already has a speed limit."
    assert game.why_not(incident("speed-limit", 0)) is None
    assert game.cars[2].incidents == {"oil-on-track": 2}


def test_incidents_may_go_on_a_stopped_car():
    game = race(2, hands={0: ["pit-fuel"], 1: ["misfire"]})
    game.play({"play": "pit-stop", "card": "pit-fuel"})
    assert game.why_not(incident("misfire", 0)) is None


def test_oil_on_track_lasts_the_cars_next_two_turns():
    game = race(2, hands={0: ["oil-on-track"], 1: ["250", "100", "100", "250"]})
    game.play(incident("oil-on-track", 1))
    assert game.view(1)["cars"][1]["incidents"] == [{"kind": "oil-on-track", "turns_left": 2}]
    assert game.why_not(speed("250")).code == "oil_on_track"
    event = game.play(speed("100"))  # Ben's 1st turn
    assert game.cars[1].incidents == {"oil-on-track": 1}
    assert event.discarded == []
    idle(game)
    event = game.play(speed("100"))  # Ben's 2nd turn: the card leaves at its end
    assert event.discarded == [{"card": "oil-on-track", "why": "oil_on_track_over"}]
    assert game.cars[1].incidents == {}
    idle(game)
    assert game.why_not(speed("250")) is None


def test_lost_turns_count_for_oil_on_track():
    game = race(3, hands={0: ["oil-on-track"], 1: ["100"], 2: ["misfire"]})
    game.play(incident("oil-on-track", 1))
    game.play(speed("100"))  # Ben's 1st oil turn
    game.play(incident("misfire", 1))  # Cleo
    event = game.play(discard("fuel"))  # Ana; then Ben's turn is lost: his 2nd oil turn
    assert event.log[:3] == [
        {"what": "discard", "card": "fuel", "why": "discard", "car": 0},
        {"what": "lost_turn", "seat": 1, "misfire": 1},
        {"what": "discard", "card": "oil-on-track", "why": "oil_on_track_over", "car": 1}]


def test_lap_record_turns_count_for_oil_on_track():
    game = race(2, hands={0: ["oil-on-track"], 1: ["lap-record", "250"]})
    game.play(incident("oil-on-track", 1))
    game.play(LAP_RECORD)  # Ben's 1st oil turn
    assert game.turn == 1
    event = idle(game) and game.history[-1]  # Ben's 1st extra turn: his 2nd oil turn
    assert {"card": "oil-on-track", "why": "oil_on_track_over"} in event.discarded
    assert game.turn == 1 and game.why_not(speed("250")) is None  # 2nd extra turn: free


def test_misfire_loses_the_cars_next_two_turns_then_goes_to_the_discard_pile():
    game = race(3, hands={0: ["misfire"]})
    hand = game.hand(1)
    event = game.play(incident("misfire", 1))
    assert event.to_dict()["lost_turns"] == [{"seat": 1, "misfire": 1}]
    assert game.turn == 2
    assert game.view(0)["cars"][1]["incidents"] == [{"kind": "misfire", "turns_left": 1}]
    idle(game)  # Cleo
    event = idle(game) and game.history[-1]  # Ana; Ben loses his 2nd turn
    assert event.to_dict()["lost_turns"] == [{"seat": 1, "misfire": 2}]
    assert {"card": "misfire", "why": "misfire_over"} in event.discarded
    assert game.turn == 2
    assert game.hand(1) == hand  # lost turns neither draw nor play
    idle(game)
    idle(game)
    assert game.turn == 1


def test_a_misfire_in_a_team_takes_whichever_partners_turns_come_next():
    game = race(4, teams=2, hands={0: ["misfire"]})
    event = game.play(incident("misfire", 3))  # on the car of Ben and Dan
    assert event.to_dict()["lost_turns"] == [{"seat": 1, "misfire": 1}]
    assert game.turn == 2
    event = idle(game) and game.history[-1]  # Cleo; then Dan's turn is lost
    assert event.to_dict()["lost_turns"] == [{"seat": 3, "misfire": 2}]
    assert game.turn == 0


def test_speed_limit_lasts_two_hours_of_the_board():
    game = race(2, hands={0: ["speed-limit", "race-hour", "race-hour"], 1: ["250"] * 3})
    game.play(incident("speed-limit", 1))
    assert game.why_not(speed("250")).code == "speed_limit"
    view = game.view(1)["cars"][1]
    assert view["incidents"] == [{"kind": "speed-limit", "hours_left": 2}]
    idle(game)
    game.play(RACE_HOUR)  # hour 2
    assert game.view(1)["cars"][1]["incidents"] == [{"kind": "speed-limit", "hours_left": 1}]
    assert game.why_not(speed("250")).code == "speed_limit"
    idle(game)
    event = game.play(RACE_HOUR)  # hour 3: it goes at once
    assert event.log[:3] == [
        {"what": "discard", "card": "race-hour", "why": "race_hour", "car": 0},
        {"what": "hour", "hour": 3},
        {"what": "discard", "card": "speed-limit", "why": "speed_limit_over", "car": 1}]
    assert game.why_not(speed("250")) is None


def test_the_speed_limit_counts_hours_not_turns():
    game = race(2, hands={0: ["speed-limit"], 1: ["250"]})
    game.play(incident("speed-limit", 1))
    for _ in range(6):
        idle(game)
    assert game.hour == 1 and "speed-limit" in game.cars[1].incidents
    assert game.why_not(speed("250")).code == "speed_limit"
