"""The lap record (rules page, "Lap record"): two more turns at once, each with its own draw
and play; stacking; a pit stop drawn in an extra turn; turns owed are lost at the end."""

from l24_support import LAP_RECORD, RACE_HOUR, idle, pit, race, speed

from timekeeper.les24heures.cards import card_counts


def test_the_lap_record_gives_two_more_turns_each_with_a_draw():
    game = race(3, hands={0: ["lap-record", "250", "150"]}, draws={0: ["fuel", "100", "oil"]})
    event = game.play(LAP_RECORD)
    assert event.discarded == [{"card": "lap-record", "why": "lap_record"}]
    assert event.owed_turns == 1 and game.turn == 0 and game.hand_sizes[0] == 6
    game.play(speed("250"))
    assert game.turn == 0 and game.owed_turns == 0 and game.hand_sizes[0] == 6
    game.play(speed("150"))
    assert game.turn == 1 and game.hand_sizes[0] == 5
    assert game.cars[0].km == 400


def test_a_lap_record_in_an_extra_turn_adds_two_more():
    assert card_counts()["lap-record"] == 1  # it can only come back through a reshuffle
    game = race(2, hands={0: ["lap-record"]})
    # as if the draw pile had run out: its cards are on the discard pile, and the reshuffle
    # after the lap record brings the lap record back on top
    game._discard.extend(reversed(game._draw))
    game._draw.clear()
    game._known = [["lap-record"] + game._discard]
    game.play(LAP_RECORD)
    assert game.hand(0)[-1] == "lap-record" and game.owed_turns == 1
    game.play(LAP_RECORD)
    assert game.turn == 0 and game.owed_turns == 2  # 1 still owed + 2, one now begun
    idle(game)
    idle(game)
    assert game.turn == 0 and game.owed_turns == 0
    idle(game)
    assert game.turn == 1


def test_a_pit_stop_drawn_in_an_extra_turn_is_that_turns_play():
    # the race's 2nd draw is Ana's first extra turn's
    game = race(2, hands={0: ["lap-record"]}, draws={1: ["pit-fuel"]})
    event = game.play(LAP_RECORD)
    assert event.drawn_pit_stop == "pit-fuel"
    assert game.legal_moves() == [pit("pit-fuel")]
    game.play(pit("pit-fuel"))
    assert game.turn == 0  # the second extra turn still comes


def test_turns_owed_are_lost_when_the_race_ends():
    game = race(2, hands={0: ["lap-record", "race-hour"]})
    game.hour = 24  # the board shows the last hour
    game.play(LAP_RECORD)
    event = game.play(RACE_HOUR)
    assert event.finished and game.turn is None and game.owed_turns == 0
    assert event.log[-1] == {"what": "finish"} and event.hour == "finish"
    assert game.legal_moves() == []
