"""English: the sentences of Les 24 Heures' guided first game (``tutorials/les24heures.json``).
Every figure in them is a {placeholder} filled from the engine's answers by
``timekeeper.i18n.les24heures.lesson_params``; same keys as les24heures_lesson_fr.py."""

TEXT = {
    'name_nina': 'Nina',
    'wrong_move': 'Not quite: tap the card in the dashed frame, then the place in the dashed '
    'frame.',
    # drawing and playing one card; speed cards on your car
    'welcome': 'Welcome to the race! Each turn you draw a card, so you now hold {cards}, and '
    'you play exactly one of them.',
    'speed_card': 'Speed cards move your car forward: put {card} on your car.',
    'speed_done': 'Your car is at {km}: each speed card you put on it adds its kilometres.',
    'nina_turn': "Now it is {player}'s turn: she draws a card and plays one too.",
    'nina_played': '{name} puts {card} on her car: it is at {km}.',
    # the race hour and the hour board
    'race_hour': 'Time moves only when someone plays a race hour: put yours on the discard '
    'pile.',
    'hour_turned': 'The hour board turns to hour {hour} of {last}: when it turns past the last '
    'hour, the race is over.',
    # the night
    'night': 'Later on, {name} turns the board to hour {hour}: it is night, and at night no '
    'speed card above {max} may be played.',
    # an incident on another car and how it ends
    'incident': 'Incident cards slow another car down: put {card} on {target}.',
    'misfire_on': 'Misfire on {target}: {effect}, so {player} is skipped and you play again.',
    'play_again': 'Play again: put {card} on your car while {player} waits.',
    'misfire_over': '{player} is skipped once more, then the misfire leaves her car: it is '
    'over.',
    # a pit stop and its bonus
    'pit_stop': 'You drew {card}: everyone saw it, and it must go on your car at once.',
    'pit_stopped': 'Your car is stopped in the pits and {needs} before it races again.',
    'nina_races': 'While your car waits in the pits, {player} races on.',
    'cover': 'You drew {card}: put it on your car to cover the pit stop.',
    'covered': 'The pit stop is covered: your car races again from your next turn.',
    # the tyre change at exactly 2,500 km
    'at_tyre_change': 'Later on, your car lands on exactly {your_km}: no card may jump past '
    'that mark, and the car must change tyres there.',
    'tyres': 'Put your Tyres card on your car to change tyres.',
    'tyres_changed': 'New tyres: your car may take speed cards again, and it will not stop for '
    'tyres again in this race.',
    'nina_again': "Now it is {player}'s turn again.",
    # the lap record
    'lap_record': 'You drew {card}: put it on your car to play several turns in a row.',
    'lap_turns': 'Lap record: you play {turns} more turns in a row, each with its own draw.',
    # the end and the places
    'the_end': 'Much later, the board turns past hour {last} and the finish card shows: '
    '{first} wins with {first_km}, ahead of {second} with {second_km}.',
}
