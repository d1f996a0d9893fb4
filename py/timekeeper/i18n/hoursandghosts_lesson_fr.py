"""La première partie guidée de Qui a touché à l'horloge ? (tutorials/hoursandghosts.json),
en français : une phrase courte par bulle, pour un enfant de six à huit ans (on le tutoie),
lue à voix haute sur demande. Aucun nombre n'est écrit ici : les heures, les noms et les
cases libres viennent de ``lesson_params`` dans i18n/hoursandghosts.py (les réponses du
moteur)."""

TEXT = {
    'name_leo': 'Léo',
    'wrong_move': 'Pas celle-ci. Touche ce que montre la bulle.',
    # la rangée avance dans le temps, et où va une carte
    'your_row': 'Ta rangée va du matin, à gauche, au soir, à droite.',
    'take_first': 'Prends cette carte dans la main de {name}.',
    'morning_left': 'À {card}, c\'est le matin. Mets la carte tout à gauche.',
    'wrong_morning': 'Le matin va à gauche. Touche la case que montre la bulle.',
    'morning_placed': 'Bravo ! Les heures d\'après iront à droite de {card}.',
    'tap_done': 'Ton tour est fini. Touche Terminé.',
    'done_short': 'Touche Terminé.',
    'wrong_done': 'Touche Terminé pour finir ton tour.',
    # prendre une carte sans la voir chez son voisin
    'friend_takes': 'Maintenant, {name} prend une carte dans ta main, sans la voir.',
    'friend_placed': '{name} t\'a pris la carte de {card}. C\'est le soir, alors elle va à '
    'droite.',
    # les fantômes, et comment les passer
    'take_blind': 'À toi. Toi non plus, tu ne vois pas les cartes {owner}. Prends celle-ci.',
    'got_ghost': 'Un fantôme ! Tout le monde l\'a vu. Il va dans ta main.',
    'ghost_pass': '{name} prend une carte dans ta main. Est-ce le fantôme ?',
    'ghost_passed': '{name} a pris le fantôme ! Tu le lui as passé, c\'est lui qui l\'a '
    'maintenant.',
    # le cas d'urgence
    'oops_hole': 'La partie a continué. Oups ! Aucune heure ne va entre {after} et {before}.',
    'emergency': 'Utilise le cas d\'urgence. Glisse la carte de {card} d\'une case {way}.',
    'way_left': 'vers la gauche',
    'way_right': 'vers la droite',
    'wrong_emergency': 'Ta rangée a un trou. Utilise d\'abord le cas d\'urgence.',
    'emergency_done': 'Plus de trou ! La carte de {card} est juste à côté de {beside}.',
    # la fin
    'last_slot': 'Bien plus tard. Il te reste {free}, et {name} a le fantôme.',
    'take_last': 'Prends cette carte. Va-t-elle finir ta rangée ?',
    'evening_right': 'La carte de {card} va {where}. Mets-la dans la dernière case.',
    'wrong_evening': 'Le soir va à droite. Touche la case que montre la bulle.',
    'you_win': 'Ta rangée est pleine et tu n\'as pas de fantôme. Tu as gagné, {player} !',
}
