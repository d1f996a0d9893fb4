"""French: the words of Les 24 Heures (cards, the hour board, cars, plays, events, the Gold
Cup, the rules), with the card names of the printed sheet. Same keys and {placeholders} as
les24heures_en.py."""

from . import les24heures as _words  # noqa: F401  (says this game's errors from their codes)

TEXT = {
    # ------------------------------------------------------------------ the game
    'game_title': 'Les 24 Heures',
    'game_tagline': 'Une course automobile de 24 heures en cartes : accumulez les kilomètres '
    "pendant que tournent les heures, et ralentissez les autres. 2 à 6 joueurs, seuls ou en "
    'équipes.',
    'file_stem': 'les-24-heures',
    'rules_title': 'Comment jouer aux 24 Heures',
    'deal_label': 'Ou le paquet exact : 122 mots de cartes (118 pour 12 heures)',
    'deal_hint': "Les cartes dans l'ordre de la pioche, comme un enregistrement les écrit : "
    '100 150 250 350 fuel oil tyres joker lap-record pit-fuel pit-oil pit-rain oil-on-track '
    'speed-limit misfire race-hour. Les 5 premiers tours sont distribués une carte à la fois '
    'à partir du joueur 1.',
    'why_bad_move': 'Un coup nomme un jeu et une carte.',

    # ------------------------------------------------------------------ the new-game form
    'race_label': 'Course',
    'race_24': '24 heures',
    'race_12': '12 heures',
    'race_cup': "Coupe d'Or : 4 courses",
    'race_cup_hint': 'Quatre courses avec les mêmes joueurs — {races} — dont les points '
    "s'additionnent.",
    'teams_label': 'Voitures',
    'teams_single': 'Une voiture chacun',
    'teams_2x2': '2 équipes de 2',
    'teams_3x2': '3 équipes de 2',
    'teams_2x3': '2 équipes de 3',
    'teams_hint': 'Partagent une voiture : {teams}.',
    'teams_join': ' ; ',

    # ------------------------------------------------------------------ cards
    'card_100': 'Vitesse 100 km',
    'card_150': 'Vitesse 150 km',
    'card_250': 'Vitesse 250 km',
    'card_350': 'Vitesse 350 km',
    'card_fuel': 'Bonus : Essence',
    'card_oil': 'Bonus : Huile',
    'card_tyres': 'Bonus : Pneu',
    'card_joker': 'Bonus : Joker',
    'card_lap-record': 'Bonus : Record du Tour',
    'card_pit-fuel': "Arrêt au stand : ravitaillement d'essence",
    'card_pit-oil': "Arrêt au stand : fuite d'huile",
    'card_pit-rain': 'Arrêt au stand : pluie, changez de pneus',
    'card_oil-on-track': 'Incident : Huile sur la piste',
    'card_speed-limit': 'Incident : Limitation de vitesse',
    'card_misfire': 'Incident : Défaut de carburation',
    'card_race-hour': 'Heure de course',
    'a_100': 'une carte 100 km',
    'a_150': 'une carte 150 km',
    'a_250': 'une carte 250 km',
    'a_350': 'une carte 350 km',
    'a_fuel': 'une carte Essence',
    'a_oil': 'une carte Huile',
    'a_tyres': 'une carte Pneu',
    'a_joker': 'le Joker',
    'a_lap-record': 'le Record du Tour',
    'a_pit-fuel': "un arrêt au stand (ravitaillement d'essence)",
    'a_pit-oil': "un arrêt au stand (fuite d'huile)",
    'a_pit-rain': 'un arrêt au stand (pluie, changez de pneus)',
    'a_oil-on-track': 'une carte Huile sur la piste',
    'a_speed-limit': 'une carte Limitation de vitesse',
    'a_misfire': 'une carte Défaut de carburation',
    'a_race-hour': 'une heure de course',
    'face_fuel': 'Essence',
    'face_oil': 'Huile',
    'face_tyres': 'Pneu',
    'face_lap-record': 'Record du Tour',
    'face_pit': 'Arrêt au stand',
    'face_pit-fuel': 'Essence',
    'face_pit-oil': "Fuite d'huile",
    'face_pit-rain': 'Pluie : pneus',
    'face_oil-on-track': 'Huile sur la piste',
    'face_speed-limit': 'Limitation de vitesse',
    'face_misfire': 'Défaut de carburation',
    'face_race-hour': 'Heure de course',
    'advice_pit-fuel': "faites d'abord le plein d'essence",
    'advice_pit-oil': "réparez d'abord la fuite d'huile",
    'advice_pit-rain': "mettez d'abord les pneus pluie",
    'pit_name_pit-fuel': "ravitaillement d'essence",
    'pit_name_pit-oil': "fuite d'huile",
    'pit_name_pit-rain': 'pluie, changez de pneus',
    'needs_pit-fuel': 'il faut une carte Essence',
    'needs_pit-oil': 'il faut une carte Huile',
    'needs_pit-rain': 'il faut une carte Pneu',
    'has_oil-on-track': "de l'huile sur la piste",
    'has_speed-limit': 'une limitation de vitesse',
    'has_misfire': 'un défaut de carburation',
    'card_back': 'Dos de carte',

    # ------------------------------------------------------------------ the table
    'table_label': 'La course',
    'race_name_24': 'Course de 24 heures',
    'race_name_12': 'Course de 12 heures',
    'race_cup_name': "Coupe d'Or, course {n} sur 4 : {name}",
    'race_le-mans': '24 Heures du Mans',
    'race_francorchamps': '24 Heures de Francorchamps',
    'race_daytona': '24 Heures de Daytona',
    'race_sebring': '12 Heures de Sebring',
    'hour_now': 'Heure {hour} sur {last}',
    'hour_n': 'heure {hour}',
    'hour_night': 'nuit : pas de 350',
    'hour_day': 'jour',
    'finish': 'Arrivée',
    'finish_now': 'Arrivée : la course est finie',
    'board_label': 'Tableau des heures : heure {hour} sur {last}, {when}.',
    'board_label_finish': "Tableau des heures : la carte Arrivée est retournée.",
    'night': 'nuit',
    'day': 'jour',
    'car_of': 'la voiture {owner}',
    'your_car': 'Votre voiture',
    'piles_label': 'Cartes Vitesse en piles de 1 000 km : {piles}',
    'no_piles': 'pas encore de carte Vitesse',
    'tyres_to_come': 'Pneus à changer à 2 500 km',
    'tyres_due': 'Pneus : à changer maintenant !',
    'tyres_done': 'Pneus changés',
    'pit_badge': '{pit} : {needs}',
    'oil_badge': 'Huile sur la piste : 100 km au plus par carte, {turns}',
    'limit_badge': "Limitation de vitesse : 150 km au plus par carte jusqu'à l'heure {until}",
    'misfire_badge': 'Défaut de carburation : {turns}',
    'oil_short': 'Huile : 100 km max, {turns}',
    'limit_short': "Limite : 150 km max jusqu'à l'heure {until}",
    'misfire_short_1': 'Défaut : 1 tour perdu',
    'misfire_short_n': 'Défaut : {n} tours perdus',
    'turns_left_1': 'encore 1 tour',
    'turns_left_n': 'encore {n} tours',
    'lost_left_1': 'son prochain tour est perdu',
    'lost_left_n': 'ses {n} prochains tours sont perdus',
    'stopped': 'Arrêtée',
    'allowed_max': "Jusqu'à {n} km",
    'no_speed_now': 'Pas de carte Vitesse',
    'holds_pit': '{name} a un arrêt au stand en main',
    'holds_pits': '{name} a {n} arrêts au stand en main',
    'track_title': 'Où en sont les voitures',
    'track_place': 'rang {n}',
    'track_lead': 'en tête',
    'track_lead_shared': 'en tête à égalité',
    'track_stopped': 'arrêtée',
    'track_tyres': '{km} km : changement de pneus',
    'night_band': 'Nuit : pas de 350',
    'last_turn': 'Dernier coup :',
    'to_play_mark': 'à jouer',
    'draw_pile': 'Pioche',
    'draw_pile_count': 'Pioche : {cards}',
    'discard_pile': 'Défausse',
    'discard_label': 'Défausse : {cards}, {top} dessus',
    'discard_empty': 'Défausse : vide',
    'cards_1': '1 carte',
    'cards_n': '{n} cartes',

    # ------------------------------------------------------------------ a turn
    'hand_label': 'Cartes de {name}',
    'pick_card': 'Choisissez une carte, puis où elle va : votre voiture, une autre voiture ou '
    'la défausse. Vous pouvez aussi y faire glisser une carte.',
    'pick_pit_stop': "Vous avez un arrêt au stand : posez-le d'abord sur votre voiture.",
    'card_where': '{card} : touchez où elle va — les places éclairées.',
    'card_nowhere': '{card} ne peut pas être jouée maintenant. {reason}',
    'card_only_discard': "{card} ne peut qu'être défaussée maintenant. {reason}",
    'card_reason': '{card} : {reason}',
    'choose_card_first': "Choisissez d'abord une de vos cartes.",
    'cannot_here': '{card} ne peut pas aller là. {reason}',
    'put_back': 'La reprendre',
    'card_put_back': 'La carte est revenue dans votre main.',
    'go_own_car': 'Sur ma voiture',
    'go_own_car_bonus': 'La jouer sur ma voiture',
    'go_other_car': 'Sur la voiture {owner}',
    'go_discard': 'La défausser',
    'go_race_hour': 'Tourner le tableau des heures',
    'dest_lit': 'elle peut aller ici',
    'lap_turns_owed': 'Record du Tour : encore {n} tours après celui-ci.',
    'lap_turn_owed': 'Record du Tour : encore 1 tour après celui-ci.',

    # ------------------------------------------------------------------ what a turn did
    'ev_speed': '{name} joue un {value} : {car} est à {km}.',
    'ev_speed_alone': '{name} joue un {value} sur sa propre voiture : elle est à {km}.',
    'ev_discard': '{name} défausse {card}.',
    'ev_incident': '{name} pose {card} sur {car} : {effect}.',
    'eff_oil-on-track': '100 km au plus par carte pendant ses 2 prochains tours',
    'eff_speed-limit': "150 km au plus par carte jusqu'à l'heure {until}",
    'eff_misfire': 'ses 2 prochains tours sont perdus',
    'ev_race_hour': '{name} joue une heure de course.',
    'ev_pit_stop': "{name} pose {card} sur {car} : elle est arrêtée ({needs}).",
    'ev_pit_stop_alone': '{name} pose {card} sur sa propre voiture : elle est arrêtée '
    '({needs}).',
    'ev_cover': '{name} couvre {pit} avec {card} : {car} repart à son prochain tour.',
    'ev_cover_alone': '{name} couvre {pit} avec {card} : sa propre voiture repart à son '
    'prochain tour.',
    'ev_tyres': '{name} change les pneus sur {car}.',
    'ev_tyres_alone': '{name} change les pneus de sa propre voiture.',
    'ev_joker': '{name} joue le Joker sur {car}.',
    'ev_joker_alone': '{name} joue le Joker sur sa propre voiture.',
    'ev_joker_removed': 'Le Joker enlève {cards}.',
    'ev_joker_tyres': 'Le Joker compte comme le changement de pneus.',
    'ev_lap_record': '{name} bat le Record du Tour : deux tours de plus à la suite.',
    'ev_oil_over': "L'huile sur la piste quitte {car}.",
    'ev_misfire_over': 'Le défaut de carburation de {car} est terminé.',
    'ev_limit_over': 'La limitation de vitesse de {car} est terminée.',
    'ev_hour': 'Le tableau des heures tourne : heure {hour}.',
    'ev_hour_night': 'Le tableau des heures tourne : heure {hour}, la nuit (pas de 350).',
    'ev_hour_day': 'Le tableau des heures tourne : heure {hour}, le jour revient.',
    'ev_hour_finish': 'Le tableau des heures montre la carte Arrivée.',
    'ev_finish': 'La course est finie !',
    'ev_extra_turn': '{name} joue un tour du Record du Tour (encore {owed} ensuite).',
    'ev_extra_turn_last': '{name} joue le dernier tour du Record du Tour.',
    'ev_lost_turn': '{name} perd son tour : défaut de carburation ({n} sur 2).',
    'ev_no_card': "{name} n'a pas de carte et passe.",
    'ev_reshuffle': 'La pioche est vide : la défausse est mélangée en une nouvelle pioche de '
    '{cards} cartes.',
    'ev_draw_pit': "{name} pioche un arrêt au stand : {pit}. Tout le monde le voit ; il va "
    "d'abord sur la voiture.",
    'ev_no_draw': '{name} ne peut pas piocher : les deux piles sont vides.',
    'mw_own': '{card} sur {car}',
    'mw_discard': '{card} sur la défausse',
    'mw_race_hour': "l'heure de course",
    'mw_lap_record': 'le Record du Tour',
    'log_title': 'Derniers coups',
    'log_empty': "Pas encore de coup.",
    'opening_pit': 'Au départ, {name} a pioché un arrêt au stand : {pit}.',

    # ------------------------------------------------------------------ scores and the end
    'col_car': 'Voiture',
    'col_km': 'Kilomètres',
    'col_points': 'Points gagnés',
    'col_place': 'Rang',
    'total': 'Total',
    'ending_finish': 'La carte Arrivée est retournée : la course est finie.',
    'race_result_title': '{race} : le résultat',
    'cup_title': "Classement de la Coupe d'Or",
    'cup_next': 'Prochaine course : {name}.',
    'cup_won_one': "{names} gagne la Coupe d'Or !",
    'cup_won_team': "{names} gagnent la Coupe d'Or !",
    'cup_shared': "La Coupe d'Or est partagée entre {names} !",
    'cup_not_counted': 'Cette course compte pour la coupe une fois finie.',
    'next_race': 'Prochaine course : {name}',
    'new_cup': "Une nouvelle Coupe d'Or, mêmes joueurs",
    'race_again': 'Une autre course, mêmes joueurs',

    # ------------------------------------------------------------------ refusals
    'why_expected_object': "Un coup est un objet, pas {value}.",
    'why_missing': "Il manque '{field}' au coup.",
    'why_expected_text': '{field} : un texte est attendu, pas {value}.',
    'why_expected_int': '{field} : un nombre entier est attendu, pas {value}.',
    'why_unknown_play': "{value} n'est pas un jeu (les jeux sont {known}).",
    'why_unknown_card': "{value} n'est pas une carte.",
    'why_card_mismatch': 'Un jeu {play} joue la carte {expected}, pas {card}.',
    'why_wrong_seat': "Le coup dit place {said}, mais c'est à la place {seat} de jouer.",
    'why_unexpected_target': "Seul un incident a une cible, pas un jeu {play}.",
    'why_not_in_hand': "{player} n'a pas cette carte : {card_name}.",
    'why_wrong_family': '{card_name} ne se joue pas ainsi.',
    'why_use_own_play': '{card_name} a son propre jeu.',
    'why_pit_stop_discard': 'Un arrêt au stand ne se défausse pas : il va sur votre voiture.',
    'why_race_hour_discard': 'Une heure de course se joue sur la défausse : elle fait tourner '
    'le tableau des heures.',
    'why_must_expose_pit_stop': "Vous avez un arrêt au stand ({pit_name}) : posez-le d'abord "
    'sur votre voiture.',
    'why_car_stopped': 'Votre voiture est arrêtée : {advice}.',
    'why_tyre_change_due': "Votre voiture est à 2 500 km : changez d'abord les pneus (une "
    'carte Pneu ou le Joker).',
    'why_tyre_change_overshoot': 'Un {value} mènerait votre voiture de {km_text} à '
    '{after_text} : elle doit s\'arrêter à 2 500 km tout juste pour changer les pneus.',
    'why_tyre_change_dead_end': 'Un {value} laisserait votre voiture à 2 450 km, d\'où aucune '
    'carte ne mène à 2 500 km tout juste.',
    'why_night_350': 'Pas de 350 la nuit ({hour_name}).',
    'why_one_350_per_thousand': 'Votre voiture a déjà un 350 entre {low} et {high} : un seul '
    '350 par millier de kilomètres.',
    'why_oil_on_track': 'Huile sur la piste : seulement des cartes 100 km sur votre voiture '
    'pour le moment.',
    'why_speed_limit': 'Limitation de vitesse : 150 km au plus par carte sur votre voiture '
    'pour le moment.',
    'why_own_car': "Un incident va sur une autre voiture, pas sur la vôtre.",
    'why_partner_car': '{target_player} est votre partenaire : un incident va sur une autre '
    'voiture.',
    'why_incident_already': '{target_car} a déjà {incident}.',
    'why_nothing_to_cover': "Votre voiture n'a pas de {pit_name} à couvrir : cette carte ne "
    'peut qu\'être défaussée.',
    'why_nothing_to_cover_tyres': "Votre voiture n'a pas d'arrêt pluie à couvrir ni de "
    "changement de pneus à faire : cette carte ne peut qu'être défaussée.",
    'why_joker_useless': "Votre voiture n'a rien que le Joker puisse enlever ni de changement "
    "de pneus à faire : il ne peut qu'être défaussé.",
    'why_race_not_finished': "La course {race} de la coupe n'est pas finie : son résultat "
    'compte pour la coupe.',
    'why_no_such_card': "Il n'y a pas de carte {index} dans la main.",
    'why_not_on_car': 'Une heure de course va sur la défausse : elle fait tourner le tableau '
    'des heures.',
    'why_not_an_incident': 'Seul un incident va sur une autre voiture.',

    # ------------------------------------------------------------------ record problems
    'rec_hours': 'une course dure 24 ou 12 heures, pas {value}',
    'rec_deck_count': '{count} cartes, il en faut {expected} pour une course de {hours} heures',
    'rec_deck_word': "carte {position} : {word} n'est pas une carte",
    'rec_deck_cards': '{card} : {count} cartes, il en faut {expected}',
    'rec_deal_count': '{count} cartes, il en faut {expected} pour une course de {hours} heures',
    'rec_deal_word': "carte {position} : {word} n'est pas une carte",
    'rec_deal_cards': '{card} : {count} cartes, il en faut {expected}',
    'rec_reshuffle_count': '{count} cartes, il en faut de 1 à 122',
    'rec_reshuffle_word': "carte {position} : {word} n'est pas une carte",
    'rec_reshuffle_cards': '{card} : elle en a {holds}, la défausse en a {pile}',
    'rec_reshuffle_missing': "manquante : la pioche est épuisée et l'enregistrement a "
    '{listed} remélanges',
    'rec_team_players': '{players} joueurs ne peuvent pas courir en équipes (il faut 4 ou 6 '
    'joueurs)',
    'rec_team_seat_twice': 'la place {seat} est dans deux équipes',
    'rec_team_seat_missing': "la place {seat} n'est dans aucune équipe",
    'rec_team_sizes': 'les équipes doivent être de même taille',
    'rec_team_alternate': "les places {seats} n'alternent pas avec celles des autres équipes",
    'rec_cup_hours': "la course {race} de la coupe dure {expected} heures, l'enregistrement dit "
    '{hours}',
    'rec_cup_km': "{value} km n'est pas un multiple de 50",
    'rec_option_hours': 'une course dure 24 ou 12 heures, pas {value}',
    'rec_option_teams': "{value} n'est pas un nombre d'équipes possible ici (4 joueurs : 2 "
    'équipes ; 6 joueurs : 2 ou 3)',
    'rec_option_cup': 'vrai ou faux est attendu, pas {value}',
    'rec_option_seed': 'le code de partie doit être un texte',
    'where_deck': 'paquet',
    'where_reshuffle': 'remélange',
    'where_reshuffles': 'remélanges',
    'where_cup': "Coupe d'Or",
    'where_race': 'course',
    'where_km': 'kilomètres',
    'where_km_of_race': 'kilomètres de la course',
    'where_team': 'équipe',
    'where_options': 'réglages',
    'where_hours': 'heures',
    'where_seat': 'place',
    'where_card': 'carte',
    'where_target': 'cible',
    'where_play': 'jeu',

    # ------------------------------------------------------------------ the rules
    'rules_goal': 'Une course automobile de 24 heures en cartes. Accumulez les kilomètres avec '
    'les cartes Vitesse pendant que tourne le tableau des heures ; ralentissez les autres '
    'voitures avec des incidents. Quand le tableau dépasse la dernière heure, la carte '
    "Arrivée apparaît et la voiture qui a le plus de kilomètres gagne.",
    'rules_deal': 'Chaque joueur reçoit 5 cartes. À votre tour, piochez une carte (vous en avez '
    '6), puis jouez-en exactement une : touchez-la, puis où elle va — votre voiture, une autre '
    'voiture ou la défausse. Seules les places possibles s\'éclairent.',
    'rules_speed_title': 'Cartes Vitesse',
    'rules_speed': 'Posez-les sur votre voiture : 100, 150, 250 ou 350 km. Elles sont rangées '
    'en piles de 1 000 km.',
    'rules_limits_title': 'Limites des cartes Vitesse',
    'rules_limit_stopped': "Pas tant que votre voiture est arrêtée par un arrêt au stand.",
    'rules_limit_tyres': 'Changement de pneus : votre voiture doit atteindre 2 500 km tout '
    "juste, puis changer les pneus (une carte Pneu ou le Joker) avant de repartir. Une carte "
    'qui dépasserait 2 500, ou qui vous laisserait à 2 450, est refusée. Une fois par course.',
    'rules_limit_night': 'Pas de 350 la nuit : les heures 7 à 12 sont sombres sur le tableau.',
    'rules_limit_thousand': 'Au plus un 350 par millier de kilomètres.',
    'rules_bonus_title': 'Cartes bonus',
    'rules_bonus': "Essence, Huile et Pneu couvrent l'arrêt au stand de leur sorte sur votre "
    'voiture ; elle repart à son prochain tour. Un bonus sans rien à couvrir ne peut qu\'être '
    'défaussé.',
    'rules_joker': 'Le Joker enlève tous les incidents et arrêts au stand de votre voiture, et '
    'compte comme le changement de pneus.',
    'rules_lap': 'Le Record du Tour vous donne deux tours de plus à la suite, chacun avec sa '
    'pioche.',
    'rules_pit_title': 'Arrêts au stand',
    'rules_pit': "Un arrêt au stand que vous avez en main va tout de suite sur votre voiture : "
    "c'est votre tour. Tout le monde voit quand vous en piochez un. La voiture est arrêtée "
    "jusqu'à ce que le bon bonus le couvre.",
    'rules_incident_title': "Cartes incident",
    'rules_incident': "Posez-les sur une autre voiture (jamais la vôtre ni celle d'un "
    'partenaire), une de chaque sorte à la fois : Huile sur la piste ne permet que des cartes '
    '100 km pendant ses 2 prochains tours ; Limitation de vitesse permet 150 km au plus tant '
    "que le tableau n'a pas tourné de 2 heures ; Défaut de carburation fait perdre à la "
    'voiture ses 2 prochains tours.',
    'rules_hour_title': 'Heures de course',
    'rules_hour': "Jouer une heure de course (la carte au casque) sur la défausse fait tourner "
    "le tableau d'une heure. C'est la seule façon de faire passer le temps.",
    'rules_discard': "Toute autre carte peut être défaussée à la place, sauf un arrêt au "
    'stand.',
    'rules_end_title': "La fin, les points et la Coupe d'Or",
    'rules_end': "La course finit aussitôt que le tableau dépasse l'heure 24 (ou 12). Le plus de "
    'kilomètres gagne ; les voitures à égalité partagent leur place. Points : {points}.',
    'rules_cup': "La Coupe d'Or, ce sont quatre courses avec les mêmes joueurs — {races} — et "
    'le plus de points gagne.',
    'rules_teams': 'Équipes (4 ou 6 joueurs) : les partenaires partagent une voiture et chacun '
    'peut jouer dessus ; les places alternent entre les équipes.',
    'rules_piles_example': 'Une voiture à {km} : une pile pour chaque tranche de 1 000 km '
    'parcourue, puis les cartes de la tranche en cours.',
    'rules_night_example': "Le tableau des heures d'une course de 24 heures : les heures 7 à "
    '12 sont la nuit.',
    # ------------------------------------------------------------------ conseils (joueur fort)
    'hint_move_speed': 'Jouez votre carte {value} km',
    'hint_move_incident': 'Posez {card} sur {car}',
    'hint_move_discard': 'Défaussez {card}',
    'hint_move_race_hour': 'Tournez le tableau des heures',
    'hint_move_pit_stop': 'Exposez {card}',
    'hint_move_bonus': 'Jouez {card}',
    'hint_move_joker': 'Jouez le Joker',
    'hint_move_lap_record': 'Jouez le Record du Tour',
    'hint_sentence': '{move} : {reasons}.',
    'hint_best': "c'est le coup le plus fort ici",
    'hint_must_expose': "un arrêt au stand en main se pose toujours d'abord sur votre voiture",
    'hint_only_move': "c'est le seul coup possible",
    'hint_speed': 'votre voiture arrive à {km}',
    'hint_before_night': "la nuit approche et aucune 350 ne peut alors être jouée",
    'hint_tyre_change_next': 'elle arrive à 2 500 km tout juste et vous avez de quoi changer '
    'les pneus',
    'hint_reach_2500': "vos petites cartes pourront ensuite l'amener à 2 500 km tout juste",
    'hint_landing': 'de là, vous pouvez compter arriver à 2 500 km tout juste en {turns} tours '
    'environ',
    'hint_misfire': '{car} perd ses 2 prochains tours et leurs pioches',
    'hint_speed_limit': '{car} ne pourra jouer que 150 km au plus pendant 2 heures',
    'hint_oil_on_track': '{car} ne pourra jouer que des cartes 100 km pendant ses 2 prochains '
    'tours',
    'hint_cover': 'elle couvre votre arrêt au stand ({pit}) et votre voiture repart',
    'hint_tyre_change': 'elle change vos pneus à 2 500 km',
    'hint_joker': 'il libère votre voiture de {what}',
    'hint_joker_tyres': 'le changement de pneus',
    'hint_lap_record': 'vous jouez deux tours de plus, chacun avec sa pioche',
    'hint_race_hour': 'le tableau passe à {hour}',
    'hint_ahead': "vous menez de {lead} : l'arrivée peut venir plus tôt",
    'hint_ends_speed_limit': 'la limitation de vitesse sur votre voiture prend fin',
    'hint_ends_night': 'la nuit se termine et vos 350 peuvent de nouveau être jouées',
    'hint_finish': 'la course se termine avec {lead} d\'avance pour vous',
    'hint_finish_behind': 'la course se termine',
    'hint_discard': "vous n'en avez pas de meilleur usage",
    'hint_keep': 'gardez {cards}',
    'hint_keep_tyres': 'votre carte Pneu pour les 2 500 km',
    'hint_keep_joker': 'le Joker pour un arrêt au stand',
    'hint_keep_350': 'votre 350 pour le jour',
    'hint_keep_bonus': 'votre carte {card} pour un arrêt au stand',
    'hint_night': "le tableau est à la nuit (heure {hour})",
}
