"""La première partie guidée de Qui a touché à l'horloge ? (tutorials/hoursandghosts.json),
en français : une phrase courte par bulle, pour un enfant de six à huit ans (on le tutoie),
lue à voix haute sur demande. Aucun nombre n'est écrit ici : les heures, les noms et les
cases libres viennent de ``lesson_params`` dans i18n/hoursandghosts.py (les réponses du
moteur)."""

TEXT = {
    'name_leo': 'Léo',
    'wrong_move': 'Essaie ce que montre la bulle.',
    # la rangée avance dans le temps, et où va une carte
    'your_row': 'Ta rangée va du matin, à gauche, au soir, à droite.',
    'take_first': 'Prends cette carte dans la main de {name}.',
    'morning_left': 'À {card}, c\'est le matin, alors mets la carte tout à gauche.',
    'wrong_morning': 'Le matin va à gauche, là où montre la bulle.',
    'morning_placed': 'Bravo, les heures d\'après iront à droite de {card} !',
    'tap_done': 'Ton tour est fini, alors touche Terminé.',
    'done_short': 'Touche Terminé.',
    'wrong_done': 'Garde tes cartes comme elles sont et touche Terminé.',
    # prendre une carte sans la voir chez son voisin
    'friend_takes': 'Maintenant, {name} prend une carte dans ta main, sans la voir.',
    'friend_placed': '{name} t\'a pris la carte de {card} et l\'a mise à droite, avec les '
    'heures du soir.',
    # les fantômes, et comment les passer
    'take_blind': 'Toi non plus, tu ne vois pas les cartes {owner}, alors prends celle-ci.',
    'got_ghost': 'Le fantôme va dans ta main, et avec un fantôme, on ne peut pas gagner !',
    'ghost_pass': '{name} va-t-il prendre le fantôme dans ta main ?',
    'ghost_passed': 'Tu as passé le fantôme à {name} !',
    # le cas d'urgence
    'oops_hole': 'Plus tard, il y a un trou où aucune heure ne va, entre {after} et {before}.',
    'emergency': 'Utilise le cas d\'urgence pour glisser la carte de {card} d\'une case {way}.',
    'way_left': 'vers la gauche',
    'way_right': 'vers la droite',
    'wrong_emergency': 'Ta rangée a un trou, alors utilise d\'abord le cas d\'urgence.',
    'emergency_done': 'Maintenant, la carte de {card} est juste à côté de {beside}, et le trou '
    'a disparu.',
    # la fin
    'last_slot': 'Bien plus tard, il te reste {free} et {name} a le fantôme.',
    'take_last': 'Prends cette carte pour essayer de finir ta rangée.',
    'evening_right': 'La carte de {card} va {where}, dans ta dernière case.',
    'wrong_evening': 'Le soir va à droite, là où montre la bulle.',
    'you_win': 'Ta rangée est pleine et tu n\'as pas de fantôme, alors tu as gagné, {player} !',
}
