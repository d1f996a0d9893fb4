"""Who Turned the Clock?'s guided first game (tutorials/hoursandghosts.json), in English: one
short sentence a bubble, for a child of six to eight, each one read aloud on request. No
number is written here: hours, names and free slots come from ``lesson_params`` in
i18n/hoursandghosts.py (the engine's answers)."""

TEXT = {
    'name_leo': 'Leo',
    'wrong_move': 'Try the one the bubble points to.',
    # the row goes forward in time, and where a card fits
    'your_row': 'Your row goes from morning on the left to evening on the right.',
    'take_first': 'Take this card from {name}.',
    'morning_left': '{card} is a morning card, so put it on the far left.',
    'wrong_morning': 'Morning cards go on the left, where the bubble points.',
    'morning_placed': 'Well done, later hours will go to the right of {card}!',
    'tap_done': 'Your turn is over, so tap Done.',
    'done_short': 'Tap Done.',
    'wrong_done': 'Keep your cards as they are and tap Done.',
    # taking a card blind from a neighbour
    'friend_takes': 'Now {name} takes a card from your hand, without looking.',
    'friend_placed': '{name} took {card} from you and put it on the right, with the evening '
    'hours.',
    # the ghosts, and passing them on
    'take_blind': 'You cannot see {owner} cards either, so take this one.',
    'got_ghost': 'A ghost goes into your hand, and nobody can win with a ghost!',
    'ghost_pass': 'Will {name} take the ghost from your hand?',
    'ghost_passed': 'You passed the ghost on to {name}!',
    # the emergency move
    'oops_hole': 'Later, there is a hole where no hour fits, between {after} and {before}.',
    'emergency': 'Use the emergency move to slide {card} one step {way}.',
    'way_left': 'to the left',
    'way_right': 'to the right',
    'wrong_emergency': 'Your row has a hole, so use the emergency move first.',
    'emergency_done': 'Now {card} is right next to {beside}, and the hole is gone.',
    # the end
    'last_slot': 'Much later, your row has {free} left and {name} has the ghost.',
    'take_last': 'Take this card to try to fill your row.',
    'evening_right': '{card} fits {where}, in your last slot.',
    'wrong_evening': 'Evening cards go on the right, where the bubble points.',
    'you_win': 'Your row is full and you have no ghost, so you win, {player}!',
}
