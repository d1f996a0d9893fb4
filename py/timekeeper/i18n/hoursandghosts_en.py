"""English: the words of Who Turned the Clock? (table, turn steps, events, rules, engine
reasons). Same keys and {placeholders} as hoursandghosts_fr.py. Hours in the engine's
reasons are ints 6–22, written here as "{card:02d}:00"; slots in those reasons are the
record's (0 to 6)."""

TEXT = {
    # ------------------------------------------------------------------ home and form
    'game_title': 'Who Turned the Clock?',
    'game_tagline': 'Fill your row with hours that go forward, take cards blind from your '
    'neighbour and do not get caught with a ghost. Learn to read the time. 2 to 4 players.',
    'file_stem': 'who-turned-the-clock',
    'rules_title': 'How to play Who Turned the Clock?',
    'deal_label': 'Or the exact deal: 35 cards (2 players) or 36 (3 or 4 players)',
    'deal_hint': 'One word per card: the hands in seat order (7 cards each), then the draw '
    'pile. Hours as 14 or 14:00, the ghost as G.',
    'speak_label': 'Read the hour aloud',
    'speak_hint': 'When a card turns over, the tablet says the hour (in the page\'s '
    'language).',
    'speak_unavailable': 'This browser cannot read aloud.',
    'speak_no_voice': 'This tablet has no English voice to read aloud (yet): each card '
                      'shows its hour in words.',
    'speak_no_voice_card': 'This tablet has no English voice to say it: this card says '
                           '“{words}”.',
    'speak_now': 'Hear it',
    'speak_now_label': 'Hear it: {words}',
    # ------------------------------------------------------------------ words
    'or': 'or',
    'a_ghost': 'a ghost',
    'spoken_ghost': 'A ghost!',
    'ghost_card': 'Ghost',
    'cards_none': 'no card',
    'cards_one': '1 card',
    'cards_many': '{count} cards',
    'ghosts_none': 'no ghost',
    'ghosts_one': 'a ghost',
    'ghosts_many': '{count} ghosts',
    'free_slots_one': 'one free slot',
    'free_slots_many': '{count} free slots',
    'fit_none': 'no hour can go there',
    'fit_one': 'only {hour} can go there',
    'fit_many': 'only {count} hours can go there ({hours})',
    'stuck_between': '{slots} between {after} and {before}, and {fit}',
    'stuck_left': '{slots} before {before}, and {fit}',
    'stuck_right': '{slots} after {after}, and {fit}',
    'shift_card': '{card} from slot {from_slot} to slot {to_slot}',
    'shift_plain': 'the card in slot {from_slot} to slot {to_slot}',
    # ------------------------------------------------------------------ the table
    'table_title': 'The table',
    'row_label': '{owner} row',
    'slot_free': 'slot {slot}, free',
    'slot_card': 'slot {slot}: {card}',
    'slot_new': 'just placed',
    'slot_put': 'Slot {slot}: put {card} here',
    'slot_shifted': 'moved here',
    'hand_size': '{owner} hand: {cards}',
    'known_ghosts': 'holds {ghosts}',
    'whose_turn': '{name} takes a card from {source}.',
    'pile_count': 'Draw pile: {cards}',
    'boxed_list': 'Back in the box: {cards}',
    'last_turn': 'Last turn:',
    'placed_count': 'cards placed: {n} of 7',
    'you_mark': 'you',
    # ------------------------------------------------------------------ taking
    'take_title': 'Take a card from {owner} hand',
    'fan_label': '{owner} hand, face down',
    'fan_card': 'Card {n} of {count} from {owner} hand',
    'take_hint': 'Tap one card: it turns over.',
    'your_hand': 'Your hand',
    'your_hand_label': 'Your hand: {cards}',
    'hand_card': 'Card {n}: {card}',
    'new_card': 'new',
    # ------------------------------------------------------------------ the revealed card
    'revealed_title': 'You took {card}',
    'revealed_ghost': 'You took a ghost!',
    'place_hint_one': 'This card fits {where}, in slot {slots}. Tap the green slot.',
    'place_hint_many': 'This card fits {where}, in slots {slots}. Tap a green slot.',
    'place_hint_any': 'Your row is empty: this card fits in any slot. Tap a green slot.',
    'row_empty': 'Your row is empty.',
    'place_fits': 'This card fits {where}, in slots {slots}.',
    'tap_green_many': 'Tap a green slot.',
    'day_morning': '{hour} is in the morning, early in the day.',
    'day_midday': '{hour} is in the middle of the day.',
    'day_afternoon': '{hour} is in the afternoon.',
    'day_evening': '{hour} is in the evening, late in the day.',
    'room_best_one': 'Slot {slots} leaves the most room for the other hours.',
    'room_best_many': 'Slots {slots} leave the most room for the other hours.',
    'room_stuck_one': 'In slot {slots}, your row could no longer be finished.',
    'room_stuck_many': 'In slots {slots}, your row could no longer be finished.',
    'slot_roomy': 'leaves the most room',
    'slot_stuck': 'then your row can no longer be finished',
    'fits_after': 'after {hour}',
    'fits_before': 'before {hour}',
    'fits_between': 'between {after} and {before}',
    'placed_say': '{card} is in slot {slot}.',
    'hand_waits': 'First take a card from {owner} hand: tap one of its face-down cards. You '
    'can arrange your hand at the end of your turn.',
    'row_waits': 'First take a card from {owner} hand: tap one of its face-down cards. Then '
    'it may go in your row.',
    'hand_waits_place': 'First put {card} in a green slot of your row. Then you can arrange '
    'your hand.',
    'row_done': 'Your move is made: arrange your hand if you like, then tap "Done: end my '
    'turn".',
    'row_waits_emergency': 'Choose how your cards move with the buttons of the emergency '
    'move, or take a card instead.',
    'row_of_other': 'This is {owner} row: only {name} puts cards there.',
    'took_say': 'You took {card}: {words}.',
    # ------------------------------------------------------------------ what the turn did
    'ev_placed': '{name} took {card} from {source} and placed it in slot {slot}.',
    'ev_ghost': '{name} took a ghost from {source}!',
    'ev_kept': '{name} took {card} from {source}. It does not fit in {owner} row, but '
    '{others} could use it: {name} keeps it.',
    'ev_full_row': '{name} took {card} from {source} and keeps it: the row is full.',
    'ev_boxed_drew': '{name} took {card} from {source}. Nobody can place {card}: it goes back '
    'in the box, and {name} draws a card.',
    'ev_boxed_empty': '{name} took {card} from {source}. Nobody can place {card}: it goes back '
    'in the box. The pile is empty, so {name} draws nothing.',
    'ev_shifted': '{name} used the emergency move: {moves}.',
    'ev_drew_no_hour': '{name} had no hour card left and drew one from the pile.',
    'ev_drew_ghosts': '{name} had nothing but {ghosts} left, said so and drew a card.',
    'ev_arranged': '{name} rearranged their hand.',
    'ev_win': '{owner} row is full and {name} holds no ghost: {name} wins!',
    'ev_draw': '{name} has no card left and the pile is empty: nobody wins, it is a draw.',
    'you_placed': 'You placed {card} in slot {slot}.',
    'you_ghost': 'A ghost! It goes into your hand. Maybe {following} will take it from you!',
    'you_kept': '{card} does not fit in your row. {others} could use it, so you keep it.',
    'you_full_row': 'Your row is full: you keep {card}.',
    'you_boxed_drew': '{card} fits in nobody\'s row: it goes back in the box. You get a new '
    'card from the pile (at the right end of your hand).',
    'you_boxed_empty': '{card} fits in nobody\'s row: it goes back in the box. The pile is '
    'empty: no new card.',
    'you_shifted': 'Emergency move done: {moves}.',
    'move_take': '{card} taken from {source}',
    'move_take_ghost': 'the ghost taken from {source}',
    'move_shift': 'the emergency move',
    # ------------------------------------------------------------------ arranging, done
    'arrange_title': 'Arrange your hand',
    'arrange_hint': '{following} takes from your hand next, without seeing it. Tap a card, '
    'then move it.',
    'move_left': 'Move {card} left',
    'move_right': 'Move {card} right',
    'pick_card_first': 'Tap a card of your hand first, then move it.',
    'card_picked': '{card} picked: move it left or right.',
    'card_moved': '{card} is now card {n} of {count}.',
    'done_button': 'Done: end my turn',
    # ------------------------------------------------------------------ emergency move
    'stuck_yours': 'Your row can no longer be completed: {why}.',
    'emergency_offer': 'Use the emergency move',
    'emergency_title': 'Emergency move',
    'emergency_hint': 'Instead of taking a card, move one or two of your cards one slot '
    'left or right, into a free slot.',
    'emergency_second': 'Move a second card too, or make the move now.',
    'shift_option': 'Move {card} to slot {to_slot}',
    'emergency_make': 'Make the move',
    'emergency_cancel': 'Take a card instead',
    'emergency_chosen': '{card} moves to slot {to_slot}.',
    # ------------------------------------------------------------------ the end
    'result_win': '{owner} row is full and {name} holds no ghost.',
    'result_draw': '{name} has no card left and the draw pile is empty: nobody can win any '
    'more.',
    'celebrate': 'Well done, {name}!',
    'celebrate_computer': '{name} won this time. Well played, {people}!',
    'draw_title': 'A draw!',
    'col_placed': 'Cards placed',
    'col_ghosts': 'Ghosts held',
    'winner_row': '{owner} winning row',
    # ------------------------------------------------------------------ the log
    'log_title': 'What happened',
    'log_empty': 'No turn yet.',
    # ------------------------------------------------------------------ rules
    'rules_goal': 'Be the first to fill your row of 7 slots with hour cards that go forward '
    'from left to right, with no ghost in your hand.',
    'rules_setup': 'There are 34 hour cards (06:00 to 22:00, two of each) and 2 ghosts. '
    'Everyone gets 7 cards; with 2 players only one ghost is used. The other hour cards are '
    'the draw pile. The youngest player starts.',
    'rules_turn_title': 'Your turn',
    'rules_turn': 'Take one card, face down, from the hand of the player before you. Show '
    'it and say the hour. Then:',
    'rules_fits': 'An hour that fits one of your free slots must be placed there: every card '
    'on its left is earlier, every card on its right is later. You choose the slot; the '
    'gaps between cards do not matter.',
    'rules_ghost': 'A ghost goes into your hand, and everyone sees it. The next player takes '
    'from your hand: perhaps they take it!',
    'rules_nowhere': 'An hour that fits nowhere in your row: could another player place it '
    'right now? Then you keep it. If nobody could, it goes back in the box and you draw a '
    'card from the pile.',
    'rules_full': 'A full row that still holds a ghost takes a card each turn and keeps it.',
    'rules_always': 'A player with no hour card left in hand draws one from the pile at once.',
    'rules_arrange': 'After your take, you may rearrange your hand: the next player takes '
    'from it face down, in that order.',
    'rules_emergency_title': 'The emergency move',
    'rules_emergency': 'When your row can no longer be completed (some free slots have fewer '
    'hours that could fill them), you may, instead of taking a card, move one or two of '
    'your cards one slot left or right into a free slot.',
    'rules_end_title': 'The end',
    'rules_end': 'You win as soon as your 7 slots are full and you hold no ghost. When a '
    'player has no card left and the pile is empty, nobody wins: it is a draw.',
    'rules_card': 'A card: its hour in digits, on a clock face and in words ({words}).',
    'rules_fan': 'The hand of the player before you, face down: tap one card.',
    'rules_ex_fits': '{card} can go in slot {slots} of this row.',
    'rules_ex_nowhere': '{card} fits nowhere in this row: no free slot between {after} and '
    '{before}.',
    'rules_ex_stuck': 'This row can no longer be completed: {why}.',
    'rules_ex_shift': 'The emergency move: {moves}. The row can be completed again.',
    'rules_ex_ghost': 'A ghost: everyone sees it when it is taken.',
    'example_row': 'Example row: {cards}',
    # ------------------------------------------------------------------ engine reasons
    'why_bad_move': 'This is not a move of this game.',
    'why_no_step': 'This turn waits for another step.',
    'why_wrong_seat': 'It is not this player\'s turn.',
    'why_wrong_step': 'This turn waits for another step first.',
    'why_turn_in_progress': 'This turn has begun: play its next step.',
    'why_take_and_shift': 'A turn takes a card or makes the emergency move, not both.',
    'why_missing_take': 'A turn takes a card (or makes the emergency move).',
    'why_slot_with_shift': 'The emergency move places no card.',
    'why_bad_value': '{field}: expected a whole number, not {value}.',
    'why_take_position': '{player} holds {size} cards; there is no card at position '
    '{position}.',
    'why_must_place': '{card:02d}:00 fits a free slot of the row: it must be placed.',
    'why_slot_not_placed': 'This card is not placed: no slot.',
    'why_bad_slot': 'There is no slot {slot} (slots are 1 to 7).',
    'why_slot_taken': 'Slot {slot} already holds {holds:02d}:00.',
    'why_slot_no_fit': '{card:02d}:00 does not fit slot {slot}: the row must go forward from '
    'left to right.',
    'why_bad_shift': 'An emergency move is one or two [from, to] pairs of slots.',
    'why_shift_count': 'An emergency move shifts one or two cards, not {count}.',
    'why_shift_full_row': '{player}\'s row is full: no emergency move.',
    'why_shift_not_allowed': '{player}\'s row can still be completed: no emergency move.',
    'why_shift_same_card': 'The two shifts must move two different cards.',
    'why_shift_out_of_row': 'There is no slot {slot} (slots are 1 to 7).',
    'why_shift_empty': 'Slot {slot} holds no card to move.',
    'why_shift_distance': 'A card moves one slot only.',
    'why_shift_occupied': 'Slot {slot} already holds {card:02d}:00.',
    'why_bad_end': 'Ending a turn is written "end": true.',
    'why_bad_arrange': 'Arranging lists the whole hand.',
    'why_arrange_count': 'The new order lists {count} cards; the hand holds {expected}.',
    'why_bad_card': '{value} is not a card (an hour 6 to 22, or ghost).',
    'why_arrange_not_reorder': 'The new order must hold the same cards as the hand.',
    'why_arrange_after_end': 'The game is over: the hand cannot be arranged.',
    'why_bad_hour': '{value} is not an hour (6 to 22).',
    # ------------------------------------------------------------------ records and deals
    'rec_deal_players': '{count} players, expected 2 to 4',
    'rec_deal_count': '{count} cards, expected {expected}',
    'rec_deal_word': 'word {position} ({word}) is not a card: an hour 6 to 22, or G for the '
    'ghost',
    'rec_deal_hand_size': 'hand {hand} holds {count} cards, expected {expected}',
    'rec_bad_card': '{value} is not a card (an hour 6 to 22, or ghost)',
    'rec_deal_ghosts': '{count} ghosts in the hands, expected {expected} with {players} '
    'players',
    'rec_deal_ghost_in_pile': 'card {position} of the pile is a ghost; ghosts are all dealt',
    'rec_deal_pile_size': 'the pile holds {count} cards, expected {expected} with {players} '
    'players',
    'rec_deal_cards': '{count} cards of {hour:02d}:00, expected {expected} (two of every '
    'hour)',
    'where_hands': 'hands',
    'where_hand': 'hand',
    'where_pile': 'pile',
    'where_card': 'card',
    'where_hands_and_pile': 'hands and pile',
    'where_take': 'take',
    'where_slot': 'slot',
    'where_shift': 'shift',
    'where_arrange': 'arrange',
    'where_seat': 'seat',
    'where_options': 'game options',
    'noun_hands': 'hands',
    # ------------------------------------------------------------------ hints (computer)
    'hint_sentence': '{move}: {why}.',
    'hint_take': 'Take the {nth} card of {owner} hand',
    'hint_only_card': 'it is the only one',
    'hint_known_fits': 'it is {card}, which fits your row',
    'hint_known_card': 'it is {card}',
    'hint_avoid_ghost_one': 'you know the ghost is card {positions}',
    'hint_avoid_ghost_many': 'you know the ghosts are cards {positions}',
    'hint_no_clue': 'nothing is known about these cards',
    'hint_useful_none': 'no card there can help your row',
    'hint_useful_small': 'it is not often a card that helps your row',
    'hint_useful_maybe': 'it may be a card that helps your row',
    'hint_useful_likely': 'it is often a card that helps your row',
    'hint_useful_sure': 'it is very likely a card that helps your row',
    'hint_ghost_none': 'it cannot be a ghost',
    'hint_ghost_small': 'it is rarely a ghost',
    'hint_ghost_maybe': 'it may be a ghost',
    'hint_ghost_likely': 'it is often a ghost',
    'hint_ghost_sure': 'it is very likely a ghost',
    'hint_shift': 'Use the emergency move: {moves}',
    'hint_stuck': 'your row is stuck ({stuck})',
    'hint_shift_frees': 'this frees your row',
    'hint_shift_helps': 'this leaves more room in your row',
    'hint_place': 'Put {card} in slot {slot}',
    'hint_room_left': '{slots} before it for {hours}',
    'hint_room_right': '{slots} after it for {hours}',
    'hint_room_full': 'it completes your row',
    'hint_hours_range': '{low} to {high}',
    'hint_hours_none': 'no hour',
    'hint_only_slot': 'it fits only there',
    'hint_forced_stuck': 'it must be placed even though your row gets stuck',
    'hint_arrange': 'Arrange your hand',
    'hint_hide_ghost_one': 'put the ghost in position {positions}, where {name} has taken least',
    'hint_hide_ghost_many': 'put the ghosts in positions {positions}, where {name} has taken '
    'least',
    'hint_end': 'End your turn',
    'hint_nothing_to_hide': 'you have no ghost to hide',
}
