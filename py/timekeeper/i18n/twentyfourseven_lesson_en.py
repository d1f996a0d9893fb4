"""English: the sentences of 24/7's guided first game (tutorials/twentyfourseven.json). Every
figure comes from the engine through ``lesson_params`` (i18n/twentyfourseven.py). Same keys
as twentyfourseven_lesson_fr.py."""

TEXT = {
    'name_nina': 'Nina',
    'wrong_move': 'Not quite: look for your {tile} and the cell {cell}, both ringed in gold.',
    'welcome': 'Welcome to {game}: every game starts with a tile on {centre}, here the {start}.',
    'first_tile': 'Put your {tile} next to the {start}: tap the tile, then {cell}, then '
    '{confirm}.',
    'touches': 'Your {tile} touches the {start}: a new tile must always touch a tile, by a side '
    'or by a corner.',
    'friend_turn': "Now it is {name}'s turn: watch the board.",
    'friend_played': '{name} put {tile} on {cell}; your turn!',
    'make_seven': 'Touching tiles in a line that add up to {seven} score minutes: put your '
    '{tile} on {cell}.',
    'made_seven': 'Along {line}, {sum} = {total}: {points} minutes for you; a tile alone never '
    'counts.',
    'watch_24': 'Watch {name}: a line can also add up to {twenty_four}.',
    'friend_made_24': "{name}'s {tile} makes {sum} = {total} along {line}: {points} minutes!",
    'make_run': 'Tiles that count up or down along a line make a run: put your {tile} on '
    '{cell}.',
    'made_run': '{row} along {line}: {combo}, {points} minutes!',
    'watch_set': 'Watch {name} again: equal tiles in a line score too.',
    'friend_made_set': '{name} lines up {row} along {line}: equal tiles make a set, {points} '
    'minutes.',
    'stones': 'No line may ever pass {limit}: on {stones}, even a {one} would push a line past '
    'it, so those cells are out of time, closed by a stone for good.',
    'double_cell': 'A {double} cell doubles everything its tile scores: put your {tile} on {cell}.',
    'doubled': 'Along {line}, {sum} = {total}, and the {double} cell doubles it: {points} minutes!',
    'two_combos': 'A tile can score along several lines at once: put your {tile} on {cell}.',
    'made_two': 'Along {line} and along {other_line}: {combos}, so {points} minutes in all!',
    'later': 'Much later: the bag is empty; you have {mine} minutes and {name} has {theirs}.',
    'play_on': 'Put your {tile} on {cell}, and watch what happens to {name}.',
    'friend_skipped': 'None of the tiles {name} holds fits anywhere now, so {name} misses this '
    'turn and you play again.',
    'last_tile': 'Your last tile: put your {tile} on {cell}.',
    'game_over': '{points} more minutes, and nobody can place a tile now, so the game ends: '
    '{verdict}',
    'verdict_you': 'the most minutes wins, and that is you, {mine} to {theirs}!',
    'verdict_other': 'the most minutes wins, and that is {winner}.',
    'verdict_fewest': 'a tie on minutes, so the fewest tiles left wins: {winner}.',
    'verdict_draw': 'a tie on minutes and on tiles left: a draw between {winner}.',
    'line_row': 'row {line}',
    'line_column': 'column {line}',
    'line_diagonal': 'the diagonal {line}',
}
