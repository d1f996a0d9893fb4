"""Français : les phrases de la partie guidée de 24/7 (tutorials/twentyfourseven.json). Chaque
nombre vient du moteur par ``lesson_params`` (i18n/twentyfourseven.py). Mêmes clés que
twentyfourseven_lesson_en.py. L'espace avant « : » (\\u00a0) et « ; » (\\u202f) est insécable :
aucun des deux ne commence une ligne dans une bulle."""

TEXT = {
    'name_nina': 'Nina',
    'wrong_move': "Pas tout à fait\u00a0: cherchez votre {tile} et la case {cell}, entourés d'or.",
    'welcome': 'Bienvenue dans {game}\u00a0: chaque partie commence par une tuile en {centre}, '
    'ici le {start}.',
    'first_tile': 'Posez votre {tile} à côté du {start}\u00a0: touchez la tuile, puis la case '
    '{cell}, puis {confirm}.',
    'touches': 'Votre {tile} touche le {start}\u00a0: une nouvelle tuile doit toujours toucher '
    'une tuile, par un côté ou par un coin.',
    'friend_turn': "C'est au tour de {name}\u00a0: regardez le plateau.",
    'friend_played': '{name} a posé le {tile} en {cell}\u202f; à vous !',
    'make_seven': 'Des tuiles alignées qui se touchent et font {seven} en tout rapportent des '
    'minutes\u00a0: posez votre {tile} en {cell}.',
    'made_seven': 'Sur {line}, {sum} = {total}\u00a0: {points} minutes pour vous\u202f; une tuile '
    'seule ne compte jamais.',
    'watch_24': 'Regardez {name}\u00a0: une ligne peut aussi faire {twenty_four} en tout.',
    'friend_made_24': 'Le {tile} de {name} fait {sum} = {total} sur {line}\u00a0: {points} '
    'minutes !',
    'make_run': 'Des tuiles qui se suivent, en montant ou en descendant, forment une suite\u00a0: '
    'posez votre {tile} en {cell}.',
    'made_run': '{row} sur {line}\u00a0: {combo}, {points} minutes !',
    'watch_set': 'Regardez encore {name}\u00a0: des tuiles égales alignées rapportent aussi.',
    'friend_made_set': '{name} aligne {row} sur {line}\u00a0: des tuiles égales font un {combo}, '
    '{points} minutes.',
    'stones': 'Une ligne ne dépasse jamais {limit}\u00a0: en {stones}, même un {one} ferait '
    'dépasser une ligne, alors ces cases sont hors temps, fermées par une pierre pour de bon.',
    'double_cell': 'Une case {double} double tout ce que sa tuile rapporte\u00a0: posez votre '
    '{tile} en {cell}.',
    'doubled': 'Sur {line}, {sum} = {total}, et la case {double} double le tout\u00a0: {points} '
    'minutes !',
    'two_combos': 'Une tuile peut marquer sur plusieurs lignes à la fois\u00a0: posez votre '
    '{tile} en {cell}.',
    'made_two': 'Sur {line} et sur {other_line}\u00a0: {combos}, soit {points} minutes en tout !',
    'later': 'Bien plus tard\u00a0: la pioche est vide\u202f; vous avez {mine} minutes et {name} '
    'en a {theirs}.',
    'play_on': 'Posez votre {tile} en {cell}, et regardez ce qui arrive à {name}.',
    'friend_skipped': 'Aucune tuile de {name} ne va plus nulle part\u00a0: {name} passe son tour, '
    'et vous rejouez.',
    'last_tile': 'Votre dernière tuile\u00a0: posez votre {tile} en {cell}.',
    'game_over': 'Encore {points} minutes, et plus personne ne peut poser de tuile, alors la '
    'partie est finie\u00a0: {verdict}',
    'verdict_you': "le plus de minutes gagne, et c'est vous, {mine} contre {theirs} !",
    'verdict_other': "le plus de minutes gagne, et c'est {winner}.",
    'verdict_fewest': 'égalité de minutes, alors le moins de tuiles restantes gagne\u00a0: '
    '{winner}.',
    'verdict_draw': 'égalité de minutes et de tuiles restantes\u00a0: match nul entre {winner}.',
    'line_row': 'la ligne {line}',
    'line_column': 'la colonne {line}',
    'line_diagonal': 'la diagonale {line}',
}
