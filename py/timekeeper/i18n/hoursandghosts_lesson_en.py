"""Who Turned the Clock?'s guided first game (tutorials/hoursandghosts.json), in English: one
short sentence a bubble, for a child of six to eight, each one read aloud on request. No
number is written here: hours, names and free slots come from ``lesson_params`` in
i18n/hoursandghosts.py (the engine's answers)."""

TEXT = {
    'name_leo': 'Leo',
    'wrong_move': 'Not this one. Tap what the bubble points to.',
    # the row goes forward in time, and where a card fits
    'your_row': 'Your row goes from morning on the left to evening on the right.',
    'take_first': 'Take this card from {name}.',
    'morning_left': '{card} is in the morning. Put it on the far left.',
    'wrong_morning': 'Morning cards go on the left. Tap the slot the bubble points to.',
    'morning_placed': 'Well done! Later hours will go to the right of {card}.',
    'tap_done': 'Your turn is over. Tap Done.',
    'done_short': 'Tap Done.',
    'wrong_done': 'Tap Done to end your turn.',
    # taking a card blind from a neighbour
    'friend_takes': 'Now {name} takes a card from your hand, without looking.',
    'friend_placed': '{name} took {card} from you. It is in the evening, so it goes on the '
    'right.',
    # the ghosts, and passing them on
    'take_blind': 'Your turn. You cannot see {owner} cards either. Take this one.',
    'got_ghost': 'A ghost! Everyone saw it. It goes into your hand.',
    'ghost_pass': '{name} takes a card from your hand. Will it be the ghost?',
    'ghost_passed': '{name} took the ghost! You passed it on, and now he has it.',
    # the emergency move
    'oops_hole': 'The game went on. Oops! No hour fits between {after} and {before}.',
    'emergency': 'Use the emergency move. Slide {card} one step {way}.',
    'way_left': 'to the left',
    'way_right': 'to the right',
    'wrong_emergency': 'Your row has a hole. Use the emergency move first.',
    'emergency_done': 'No more hole! Now {card} is right next to {beside}.',
    # the end
    'last_slot': 'Much later. Your row has {free} left, and {name} has the ghost.',
    'take_last': 'Take this card. Can it fill your row?',
    'evening_right': '{card} fits {where}. Put it in the last slot.',
    'wrong_evening': 'Evening cards go on the right. Tap the slot the bubble points to.',
    'you_win': 'Your row is full and you have no ghost. You win, {player}!',
}
