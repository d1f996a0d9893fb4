"""Français : les phrases de la première partie guidée des 24 Heures
(``tutorials/les24heures.json``). Chaque nombre y est un {paramètre} rempli d'après les
réponses du moteur par ``timekeeper.i18n.les24heures.lesson_params`` ; mêmes clés que
les24heures_lesson_en.py."""

TEXT = {
    'name_nina': 'Nina',
    'wrong_move': "Pas tout à fait : touchez la carte au cadre pointillé, puis l'endroit au "
    "cadre pointillé.",
    # piocher et jouer une carte ; les cartes Vitesse sur votre voiture
    'welcome': 'Bienvenue dans la course ! À chaque tour, vous piochez une carte : vous avez '
    'donc {cards} en main, et vous en jouez une seule.',
    'speed_card': 'Les cartes Vitesse font avancer votre voiture : posez {card} sur votre '
    'voiture.',
    'speed_done': 'Votre voiture est à {km} : chaque carte Vitesse posée dessus ajoute ses '
    'kilomètres.',
    'nina_turn': "C'est maintenant à {player} de jouer : elle aussi pioche une carte et en "
    "joue une.",
    'nina_played': '{name} pose {card} sur sa voiture : elle est à {km}.',
    # l'heure de course et le tableau des heures
    'race_hour': "Le temps n'avance que si l'on joue une heure de course : posez la vôtre sur "
    "la défausse.",
    'hour_turned': "Le tableau des heures passe à l'heure {hour} sur {last} : quand il dépasse "
    "la dernière heure, la course est finie.",
    # la nuit
    'night': "Plus tard, {name} tourne le tableau à l'heure {hour} : c'est la nuit, et la nuit "
    "aucune carte Vitesse au-dessus de {max} ne se joue.",
    # un incident sur une autre voiture, et sa fin
    'incident': 'Les cartes Incident ralentissent une autre voiture : posez {card} sur '
    '{target}.',
    'misfire_on': 'Défaut de carburation sur {target} : {effect}, alors {player} passe son '
    'tour et vous rejouez.',
    'play_again': 'Rejouez : posez {card} sur votre voiture pendant que {player} attend.',
    'misfire_over': '{player} passe encore son tour, puis le défaut de carburation quitte sa '
    "voiture : c'est fini.",
    # un arrêt au stand et son bonus
    'pit_stop': "Vous avez pioché {card} : tout le monde l'a vu, et il va tout de suite sur "
    "votre voiture.",
    'pit_stopped': 'Votre voiture est arrêtée au stand : {needs} pour repartir.',
    'nina_races': 'Pendant que votre voiture attend au stand, {player} continue la course.',
    'cover': "Vous avez pioché {card} : posez-la sur votre voiture pour couvrir l'arrêt au "
    "stand.",
    'covered': "L'arrêt au stand est couvert : votre voiture repart dès votre prochain tour.",
    # le changement de pneus à 2 500 km tout juste
    'at_tyre_change': 'Plus tard, votre voiture tombe pile sur {your_km} : aucune carte ne '
    'peut dépasser ce cap, et la voiture doit y changer de pneus.',
    'tyres': 'Posez votre carte Pneu sur votre voiture pour changer de pneus.',
    'tyres_changed': "Pneus neufs : votre voiture reprend les cartes Vitesse, et elle ne "
    "s'arrêtera plus pour ses pneus de toute la course.",
    'nina_again': "C'est de nouveau à {player} de jouer.",
    # le record du tour
    'lap_record': "Vous avez pioché {card} : posez-le sur votre voiture pour jouer plusieurs "
    "tours d'affilée.",
    'lap_turns': "Record du Tour : vous jouez {turns} tours de plus d'affilée, chacun avec sa "
    "pioche.",
    # l'arrivée et les places
    'the_end': "Bien plus tard, le tableau dépasse l'heure {last} et la carte Arrivée "
    "apparaît : {first} gagne avec {first_km}, devant {second} avec {second_km}.",
}
