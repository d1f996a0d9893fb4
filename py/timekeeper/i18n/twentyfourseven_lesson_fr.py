"""Français : les phrases de la partie guidée de 24/7 (tutorials/twentyfourseven.json). Chaque
nombre vient du moteur par ``lesson_params`` (i18n/twentyfourseven.py). Mêmes clés que
twentyfourseven_lesson_en.py."""

TEXT = {
    'name_nina': 'Nina',
    'wrong_move': "Pas tout à fait : cherchez votre {tile} et la case {cell}, entourés d'or.",
    'welcome': 'Bienvenue dans {game} : chaque partie commence par une tuile en {centre}, ici '
    'le {start}.',
    'first_tile': 'Posez votre {tile} à côté du {start} : touchez la tuile, puis la case {cell}, '
    'puis {confirm}.',
    'touches': 'Votre {tile} touche le {start} : une nouvelle tuile doit toujours toucher une '
    'tuile, par un côté ou par un coin.',
    'friend_played': '{name} a posé le {tile} en {cell} ; à vous !',
    'make_seven': 'Des tuiles alignées qui se touchent et font {seven} en tout rapportent des '
    'minutes : posez votre {tile} en {cell}.',
    'made_seven': 'Sur {line}, {sum} = {total} : {points} minutes pour vous ; une tuile seule '
    'ne compte jamais.',
    'friend_made_24': 'Le {tile} de {name} fait {sum} = {total} sur {line} : {points} minutes !',
    'make_run': 'Des tuiles qui se suivent, en montant ou en descendant, forment une suite : '
    'posez votre {tile} en {cell}.',
    'made_run': '{row} sur {line} : {combo}, {points} minutes !',
    'friend_made_set': '{name} aligne {row} sur {line} : des tuiles égales font un {combo}, '
    '{points} minutes.',
    'stones': 'Une ligne ne dépasse jamais {limit} : en {stones}, même un {one} ferait dépasser '
    'une ligne, alors ces cases sont hors temps, fermées par une pierre pour de bon.',
    'double_cell': 'Une case {double} double tout ce que sa tuile rapporte : posez votre {tile} en '
    '{cell}.',
    'doubled': 'Sur {line}, {sum} = {total}, et la case {double} double le tout : {points} '
    'minutes !',
    'two_combos': 'Une tuile peut marquer sur plusieurs lignes à la fois : posez votre {tile} '
    'en {cell}.',
    'made_two': 'Sur {line} et sur {other_line} : {combos}, soit {points} minutes en tout !',
    'later': 'Bien plus tard : le sac est vide ; vous avez {mine} minutes et {name} en a '
    '{theirs}.',
    'play_on': 'Posez votre {tile} en {cell}, et regardez ce qui arrive à {name}.',
    'friend_skipped': 'Aucune tuile de {name} ne va plus nulle part : {name} passe son tour, '
    'et vous rejouez.',
    'last_tile': 'Votre dernière tuile : posez votre {tile} en {cell}.',
    'game_over': 'Encore {points} minutes, et plus personne ne peut poser de tuile, alors la '
    'partie est finie : {verdict}',
    'verdict_you': "le plus de minutes gagne, et c'est vous, {mine} contre {theirs} !",
    'verdict_other': "le plus de minutes gagne, et c'est {winner}.",
    'verdict_fewest': 'égalité de minutes, alors le moins de tuiles restantes gagne : {winner}.',
    'verdict_draw': 'égalité de minutes et de tuiles restantes : match nul entre {winner}.',
    'line_row': 'la ligne {line}',
    'line_column': 'la colonne {line}',
    'line_diagonal': 'la diagonale {line}',
}
