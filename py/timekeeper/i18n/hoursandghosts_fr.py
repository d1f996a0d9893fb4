"""Français : les mots de Qui a touché à l'horloge ? (table, étapes du tour, événements,
règles, raisons du moteur). Mêmes clés et {paramètres} que hoursandghosts_en.py."""

TEXT = {
    # ------------------------------------------------------------------ accueil et formulaire
    'game_title': "Qui a touché à l'horloge ?",
    'game_tagline': "Remplissez votre rangée d'heures qui avancent, piochez à l'aveugle chez "
    'votre voisin et ne vous faites pas prendre avec un fantôme. Pour apprendre à lire '
    "l'heure. 2 à 4 joueurs.",
    'file_stem': 'qui-a-touche-a-l-horloge',
    'rules_title': "Comment jouer à Qui a touché à l'horloge ?",
    'deal_label': 'Ou la donne exacte : 35 cartes (2 joueurs) ou 36 (3 ou 4 joueurs)',
    'deal_hint': "Un mot par carte : les mains dans l'ordre des joueurs (7 cartes chacune), "
    'puis la pioche. Les heures comme 14 ou 14:00, le fantôme F.',
    'speak_label': "Lire l'heure à voix haute",
    'speak_hint': "Quand une carte se retourne, la tablette dit l'heure (dans la langue de "
    'la page).',
    'speak_unavailable': 'Ce navigateur ne sait pas lire à voix haute.',
    'speak_no_voice': "Cette tablette n'a pas (encore) de voix française pour lire à voix "
                      "haute : chaque carte écrit son heure en toutes lettres.",
    'speak_no_voice_card': "Cette tablette n'a pas de voix française pour le dire : cette "
                           "carte dit « {words} ».",
    'speak_now': 'Écouter',
    'speak_now_label': 'Écouter : {words}',
    # ------------------------------------------------------------------ mots
    'or': 'ou',
    'a_ghost': 'un fantôme',
    'spoken_ghost': 'Un fantôme !',
    'ghost_card': 'Fantôme',  # never broken ("Fan-tôme"): see .hg-card.ghost .digits
    'cards_none': 'aucune carte',
    'cards_one': '1 carte',
    'cards_many': '{count} cartes',
    'ghosts_none': 'aucun fantôme',
    'ghosts_one': 'un fantôme',
    'ghosts_many': '{count} fantômes',
    'free_slots_one': 'une case libre',
    'free_slots_many': '{count} cases libres',
    'fit_none': "aucune heure ne peut y aller",
    'fit_one': "il n'y a que {hour} qui peut y aller",
    'fit_many': "il n'y a que {count} heures qui peuvent y aller ({hours})",
    'stuck_between': '{slots} entre {after} et {before}, et {fit}',
    'stuck_left': '{slots} avant {before}, et {fit}',
    'stuck_right': '{slots} après {after}, et {fit}',
    'shift_card': '{card} de la case {from_slot} à la case {to_slot}',
    'shift_plain': 'la carte de la case {from_slot} à la case {to_slot}',
    # ------------------------------------------------------------------ la table
    'table_title': 'La table',
    'row_label': 'Rangée {owner}',
    'slot_free': 'case {slot}, libre',
    'slot_card': 'case {slot} : {card}',
    'slot_new': "vient d'être posée",
    'slot_put': 'Case {slot} : poser {card} ici',
    'slot_shifted': 'déplacée ici',
    'hand_size': 'Main {owner} : {cards}',
    'known_ghosts': 'a {ghosts}',
    'whose_turn': '{name} prend une carte à {source}.',
    'pile_count': 'Pioche : {cards}',
    'boxed_list': 'Retournées dans la boîte : {cards}',
    'last_turn': "Tour d'avant :",
    'placed_count': 'cartes posées : {n} sur 7',
    'you_mark': 'vous',
    # ------------------------------------------------------------------ prendre
    'take_title': 'Prenez une carte dans la main {owner}',
    'fan_label': 'Main {owner}, face cachée',
    'fan_card': 'Carte {n} sur {count} de la main {owner}',
    'take_hint': 'Touchez une carte : elle se retourne.',
    'your_hand': 'Votre main',
    'your_hand_label': 'Votre main : {cards}',
    'hand_card': 'Carte {n} : {card}',
    'new_card': 'nouvelle',
    # ------------------------------------------------------------------ la carte retournée
    'revealed_title': 'Vous avez pris {card}',
    'revealed_ghost': 'Vous avez pris un fantôme !',
    'place_hint_one': 'Cette carte va {where}, sur la case {slots}. Touchez la case verte.',
    'place_hint_many': 'Cette carte va {where}, sur les cases {slots}. Touchez une case '
    'verte.',
    'place_hint_any': "Votre rangée est vide : cette carte va sur n'importe quelle case. "
    'Touchez une case verte.',
    'row_empty': 'Votre rangée est vide.',
    'place_fits': 'Cette carte va {where}, sur les cases {slots}.',
    'tap_green_many': 'Touchez une case verte.',
    'day_morning': "{hour}, c'est le matin, tôt dans la journée.",
    'day_midday': "{hour}, c'est le milieu de la journée.",
    'day_afternoon': "{hour}, c'est l'après-midi.",
    'day_evening': "{hour}, c'est le soir, tard dans la journée.",
    'room_best_one': 'La case {slots} laisse le plus de place aux autres heures.',
    'room_best_many': 'Les cases {slots} laissent le plus de place aux autres heures.',
    'room_stuck_one': 'Sur la case {slots}, votre rangée ne pourrait plus être finie.',
    'room_stuck_many': 'Sur les cases {slots}, votre rangée ne pourrait plus être finie.',
    'slot_roomy': 'laisse le plus de place',
    'slot_stuck': 'ensuite votre rangée ne pourra plus être finie',
    'fits_after': 'après {hour}',
    'fits_before': 'avant {hour}',
    'fits_between': 'entre {after} et {before}',
    'placed_say': '{card} est sur la case {slot}.',
    'hand_waits': "Prenez d'abord une carte dans la main {owner} : touchez une de ses cartes "
    'retournées. Vous rangerez votre main à la fin de votre tour.',
    'row_waits': "Prenez d'abord une carte dans la main {owner} : touchez une de ses cartes "
    'retournées. Ensuite, elle pourra aller dans votre rangée.',
    'hand_waits_place': "Posez d'abord {card} sur une case verte de votre rangée. Ensuite, vous "
    'pourrez ranger votre main.',
    'row_done': 'Votre coup est joué : rangez votre main si vous voulez, puis touchez '
    '« Terminé : fin de mon tour ».',
    'row_waits_emergency': "Choisissez comment vos cartes bougent avec les boutons du cas "
    "d'urgence, ou prenez plutôt une carte.",
    'row_of_other': "C'est la rangée {owner} : c'est {name} qui y pose ses cartes.",
    'took_say': 'Vous avez pris {card} : {words}.',
    # ------------------------------------------------------------------ ce qu'a fait le tour
    'ev_placed': "{name} a pris la carte {card} à {source} et l'a posée sur la case {slot}.",
    'ev_ghost': '{name} a pris un fantôme à {source} !',
    'ev_kept': '{name} a pris la carte {card} à {source}. Elle ne va pas dans la rangée '
    '{owner}, mais elle va chez {others} : {name} la garde.',
    'ev_full_row': '{name} a pris la carte {card} à {source} et la garde : sa rangée est pleine.',
    'ev_boxed_drew': '{name} a pris la carte {card} à {source}. Personne ne peut poser '
    '{card} : elle retourne dans la boîte, et {name} pioche une carte.',
    'ev_boxed_empty': '{name} a pris la carte {card} à {source}. Personne ne peut poser '
    '{card} : elle retourne dans la boîte. La pioche est vide : {name} ne pioche rien.',
    'ev_shifted': "{name} a utilisé le cas d'urgence : {moves}.",
    'ev_drew_no_hour': "{name} n'avait plus de carte heure et en a pioché une.",
    'ev_drew_ghosts': "{name} n'avait plus que {ghosts}, l'a annoncé et a pioché une carte.",
    'ev_arranged': '{name} a réarrangé sa main.',
    'ev_win': "La rangée {owner} est pleine et {name} n'a pas de fantôme : {name} gagne !",
    'ev_draw': "{name} n'a plus de carte et la pioche est vide : personne ne gagne, match "
    'nul.',
    'you_placed': 'Vous avez posé {card} sur la case {slot}.',
    'you_ghost': 'Un fantôme ! Il va dans votre main. Peut-être que {following} vous le '
    'prendra !',
    'you_kept': 'La carte {card} ne va pas dans votre rangée, mais elle va chez {others} : '
    'vous la gardez.',
    'you_full_row': 'Votre rangée est pleine : vous gardez {card}.',
    'you_boxed_drew': 'La carte {card} ne va dans la rangée de personne : elle retourne dans '
    'la boîte. Vous prenez une nouvelle carte dans la pioche (au bout à droite de votre '
    'main).',
    'you_boxed_empty': 'La carte {card} ne va dans la rangée de personne : elle retourne dans '
    'la boîte. La pioche est vide : pas de nouvelle carte.',
    'you_shifted': "Cas d'urgence joué : {moves}.",
    'move_take': 'la carte {card} prise à {source}',
    'move_take_ghost': 'le fantôme pris à {source}',
    'move_shift': "le cas d'urgence",
    # ------------------------------------------------------------------ ranger, terminer
    'arrange_title': 'Rangez votre main',
    'arrange_hint': '{following} pioche ensuite dans votre main, sans la voir. Touchez une '
    'carte, puis déplacez-la.',
    'move_left': 'Déplacer {card} vers la gauche',
    'move_right': 'Déplacer {card} vers la droite',
    'pick_card_first': "Touchez d'abord une carte de votre main, puis déplacez-la.",
    'card_picked': '{card} choisie : déplacez-la à gauche ou à droite.',
    'card_moved': '{card} est maintenant la carte {n} sur {count}.',
    'done_button': 'Terminé : fin de mon tour',
    # ------------------------------------------------------------------ cas d'urgence
    'stuck_yours': 'Votre rangée ne peut plus être complétée : {why}.',
    'emergency_offer': "Utiliser le cas d'urgence",
    'emergency_title': "Cas d'urgence",
    'emergency_hint': "Au lieu de prendre une carte, déplacez une ou deux de vos cartes "
    "d'une case vers la gauche ou la droite, sur une case libre.",
    'emergency_second': 'Déplacez aussi une deuxième carte, ou jouez le déplacement '
    'maintenant.',
    'shift_option': 'Déplacer {card} sur la case {to_slot}',
    'emergency_make': 'Jouer ce déplacement',
    'emergency_cancel': 'Prendre plutôt une carte',
    'emergency_chosen': '{card} va sur la case {to_slot}.',
    # ------------------------------------------------------------------ la fin
    'result_win': "La rangée {owner} est pleine et {name} n'a pas de fantôme.",
    'result_draw': "{name} n'a plus de carte et la pioche est vide : plus personne ne peut "
    'gagner.',
    'celebrate': 'Bravo, {name} !',
    'celebrate_computer': '{name} a gagné cette fois-ci. Bien joué, {people} !',
    'draw_title': 'Match nul !',
    'col_placed': 'Cartes posées',
    'col_ghosts': 'Fantômes en main',
    'winner_row': 'La rangée gagnante {owner}',
    # ------------------------------------------------------------------ l'historique
    'log_title': "Ce qui s'est passé",
    'log_empty': 'Aucun tour pour le moment.',
    # ------------------------------------------------------------------ règles
    'rules_goal': 'Soyez le premier à remplir votre rangée de 7 cases avec des cartes heure '
    "qui avancent de gauche à droite, sans fantôme dans votre main.",
    'rules_setup': 'Il y a 34 cartes heure (de 06:00 à 22:00, deux de chaque) et 2 fantômes. '
    "Chacun reçoit 7 cartes ; à 2 joueurs, on n'utilise qu'un fantôme. Les autres cartes "
    'heure forment la pioche. Le plus jeune commence.',
    'rules_turn_title': 'Votre tour',
    'rules_turn': 'Prenez une carte, face cachée, dans la main du joueur avant vous. '
    "Montrez-la et dites l'heure. Ensuite :",
    'rules_fits': 'Une heure qui va sur une de vos cases libres doit y être posée : toutes '
    'les cartes à sa gauche sont plus tôt, toutes celles à sa droite plus tard. Vous '
    'choisissez la case ; les trous entre les cartes ne comptent pas.',
    'rules_ghost': 'Un fantôme va dans votre main, et tout le monde le voit. Le joueur '
    'suivant pioche dans votre main : peut-être le prendra-t-il !',
    'rules_nowhere': 'Une heure qui ne va nulle part dans votre rangée : un autre joueur '
    'pourrait-il la poser maintenant ? Alors vous la gardez. Sinon, elle retourne dans la '
    'boîte et vous piochez une carte.',
    'rules_full': 'Une rangée pleine qui a encore un fantôme prend une carte à chaque tour et '
    'la garde.',
    'rules_always': "Un joueur qui n'a plus de carte heure en main en pioche une aussitôt.",
    'rules_arrange': 'Après avoir pris une carte, vous pouvez réarranger votre main : le '
    'joueur suivant y pioche face cachée, dans cet ordre.',
    'rules_emergency_title': "Le cas d'urgence",
    'rules_emergency': 'Quand votre rangée ne peut plus être complétée (des cases libres '
    "n'ont pas assez d'heures pour les remplir), vous pouvez, au lieu de prendre une carte, "
    "déplacer une ou deux de vos cartes d'une case vers la gauche ou la droite, sur une case "
    'libre.',
    'rules_end_title': 'La fin',
    'rules_end': "Vous gagnez dès que vos 7 cases sont pleines et que vous n'avez pas de "
    "fantôme. Quand un joueur n'a plus de carte et que la pioche est vide, personne ne "
    'gagne : match nul.',
    'rules_card': "Une carte : son heure en chiffres, sur un cadran et en mots ({words}).",
    'rules_fan': 'La main du joueur avant vous, face cachée : touchez une carte.',
    'rules_ex_fits': '{card} peut aller sur la case {slots} de cette rangée.',
    'rules_ex_nowhere': '{card} ne va nulle part dans cette rangée : aucune case libre entre '
    '{after} et {before}.',
    'rules_ex_stuck': 'Cette rangée ne peut plus être complétée : {why}.',
    'rules_ex_shift': "Le cas d'urgence : {moves}. La rangée peut de nouveau être complétée.",
    'rules_ex_ghost': "Un fantôme : tout le monde le voit quand on le prend.",
    'example_row': 'Rangée exemple : {cards}',
    # ------------------------------------------------------------------ raisons du moteur
    'why_bad_move': "Ce n'est pas un coup de ce jeu.",
    'why_no_step': 'Ce tour attend une autre étape.',
    'why_wrong_seat': "Le coup dit place {said}, mais c'est à la place {seat} de jouer.",
    'why_wrong_step': "Ce tour attend d'abord une autre étape.",
    'why_turn_in_progress': 'Ce tour a commencé : jouez son étape suivante.',
    'why_take_and_shift': "Un tour prend une carte ou joue le cas d'urgence, pas les deux.",
    'why_missing_take': "Un tour prend une carte (ou joue le cas d'urgence).",
    'why_slot_with_shift': "Le cas d'urgence ne pose aucune carte.",
    'why_bad_value': '{field} : il faut un nombre entier, pas {value}.',
    'why_take_position': "{player} a {size} cartes ; il n'y a pas de carte à la position "
    '{position}.',
    'why_must_place': '{card:02d}:00 va sur une case libre de la rangée : il faut la poser.',
    'why_slot_not_placed': "Cette carte n'est pas posée : pas de case.",
    'why_slot_not_placed_ghost': 'Un fantôme ne se pose jamais : pas de case.',
    'why_slot_not_placed_full_row': 'La rangée de {player} est pleine : pas de case.',
    'why_slot_not_placed_no_fit': '{card:02d}:00 ne va sur aucune case libre de la rangée de '
    '{player} : pas de case.',
    'why_bad_slot': "Il n'y a pas de case {slot} (les cases vont de 1 à 7).",
    'why_slot_taken': 'La case {slot} porte déjà {holds:02d}:00.',
    'why_slot_no_fit': '{card:02d}:00 ne va pas sur la case {slot} : la rangée doit avancer '
    'de gauche à droite.',
    'why_bad_shift': "Un cas d'urgence, c'est une ou deux paires de cases [départ, arrivée].",
    'why_shift_count': "Le cas d'urgence déplace une ou deux cartes, pas {count}.",
    'why_shift_full_row': "La rangée de {player} est pleine : pas de cas d'urgence.",
    'why_shift_not_allowed': "La rangée de {player} peut encore être complétée : pas de cas "
    "d'urgence.",
    'why_shift_same_card': 'Les deux déplacements doivent bouger deux cartes différentes.',
    'why_shift_out_of_row': "Il n'y a pas de case {slot} (les cases vont de 1 à 7).",
    'why_shift_empty': "La case {slot} n'a pas de carte à déplacer.",
    'why_shift_distance': "Une carte ne bouge que d'une case.",
    'why_shift_occupied': 'La case {slot} porte déjà {card:02d}:00.',
    'why_bad_end': 'La fin du tour s\'écrit "end": true.',
    'why_bad_arrange': "Ranger la main, c'est donner toute la main dans son nouvel ordre.",
    'why_arrange_count': 'Le nouvel ordre a {count} cartes ; la main en a {expected}.',
    'why_bad_card': "{value} n'est pas une carte (une heure de 6 à 22, ou fantôme).",
    'why_arrange_not_reorder': 'Le nouvel ordre doit avoir les mêmes cartes que la main.',
    'why_arrange_after_end': 'La partie est finie : la main ne peut plus être rangée.',
    'why_bad_hour': "{value} n'est pas une heure (de 6 à 22).",
    # ------------------------------------------------------------------ feuilles et donnes
    'rec_deal_players': '{count} joueurs, il en faut de 2 à 4',
    'rec_deal_players__expected': '{count} mains pour {expected} joueurs',
    'rec_deal_count': '{count} cartes, il en faut {expected}',
    'rec_deal_word': "le mot {position} ({word}) n'est pas une carte : une heure de 6 à 22, "
    'ou F pour le fantôme',
    'rec_deal_hand_size': 'la main {hand} a {count} cartes, il en faut {expected}',
    'rec_bad_card': "{value} n'est pas une carte (une heure de 6 à 22, ou fantôme)",
    'rec_deal_ghosts': '{count} fantômes dans les mains, il en faut {expected} à {players} '
    'joueurs',
    'rec_deal_ghost_in_pile': 'la carte {position} de la pioche est un fantôme ; les '
    'fantômes sont tous distribués',
    'rec_deal_pile_size': 'la pioche a {count} cartes, il en faut {expected} à {players} '
    'joueurs',
    'rec_deal_cards': '{count} cartes de {hour:02d}:00, il en faut {expected} (deux de '
    'chaque heure)',
    'where_hands': 'mains',
    'where_hand': 'main',
    'where_pile': 'pioche',
    'where_card': 'carte',
    'where_hands_and_pile': 'mains et pioche',
    'where_take': 'prise',
    'where_slot': 'case',
    'where_shift': 'déplacement',
    'where_arrange': 'rangement',
    'where_seat': 'place',
    'where_options': 'options de jeu',
    'noun_hands': 'mains',
    # ------------------------------------------------------------------ conseils (ordinateur)
    'hint_sentence': '{move} : {why}.',
    'hint_take': 'Prenez la {nth} carte de la main {owner}',
    'hint_only_card': "c'est la seule",
    'hint_known_fits': "c'est {card}, qui va dans votre rangée",
    'hint_known_card': "c'est {card}",
    'hint_avoid_ghost_one': 'vous savez que le fantôme est la carte {positions}',
    'hint_avoid_ghost_many': 'vous savez que les fantômes sont les cartes {positions}',
    'hint_no_clue': "on ne sait rien de ces cartes",
    'hint_useful_none': 'aucune carte ici ne peut aider votre rangée',
    'hint_useful_small': "c'est rarement une carte qui aide votre rangée",
    'hint_useful_maybe': "c'est peut-être une carte qui aide votre rangée",
    'hint_useful_likely': "c'est souvent une carte qui aide votre rangée",
    'hint_useful_sure': "c'est très sûrement une carte qui aide votre rangée",
    'hint_ghost_none': 'ce ne peut pas être un fantôme',
    'hint_ghost_small': "c'est rarement un fantôme",
    'hint_ghost_maybe': "c'est peut-être un fantôme",
    'hint_ghost_likely': "c'est souvent un fantôme",
    'hint_ghost_sure': "c'est très sûrement un fantôme",
    'hint_shift': "Faites le cas d'urgence : {moves}",
    'hint_stuck': 'votre rangée est bloquée ({stuck})',
    'hint_shift_frees': 'cela débloque votre rangée',
    'hint_shift_helps': 'cela laisse plus de place dans votre rangée',
    'hint_place': 'Posez {card} sur la case {slot}',
    'hint_room_left': '{slots} avant elle pour {hours}',
    'hint_room_right': '{slots} après elle pour {hours}',
    'hint_room_full': 'elle complète votre rangée',
    'hint_hours_range': '{low} à {high}',
    'hint_hours_none': 'aucune heure',
    'hint_only_slot': 'elle ne va que là',
    'hint_forced_stuck': 'il faut la poser même si votre rangée se bloque',
    'hint_arrange': 'Rangez votre main',
    'hint_hide_ghost_one': 'mettez le fantôme en position {positions}, là où {name} a le '
    'moins pris',
    'hint_hide_ghost_many': 'mettez les fantômes en positions {positions}, là où {name} a '
    'le moins pris',
    'hint_end': 'Finissez votre tour',
    'hint_nothing_to_hide': "vous n'avez pas de fantôme à cacher",
}
