## Splito : cartes et objectifs (termes de la règle : zone, Objectif, carte Splito).

splito-colour-yellow = jaune
splito-colour-orange = orange
splito-colour-pink = rose
splito-colour-green = vert
splito-colour-blue = bleu
splito-colour-black = noir
splito-card = { $colour } { $value }
splito-card-promo = promo 42 ({ $points } pts)
splito-card-objective = { $label } ({ $points ->
    [one] { $points } pt
   *[other] { $points } pts
})
splito-op = { $op ->
    [eq] exactement
    [ge] au moins
   *[le] au plus
}
splito-cond-most-colour = majorité : { $colour }
splito-cond-most-value = majorité : { $value }
splito-cond-count-colour = { $colour } : { $n ->
    [0] { $op ->
        [eq] aucune carte
       *[other] { splito-op } 0 carte
    }
    [one] { splito-op } 1 carte
   *[other] { splito-op } { $n } cartes
}
splito-cond-count-value = { $n ->
    [0] { $op ->
        [eq] aucun { $value }
       *[other] { splito-op } 0 { $value }
    }
   *[other] { splito-op } { $n } × { $value }
}
splito-cond-distinct-colours = { splito-op } { $n } couleurs différentes
splito-cond-distinct-values = { splito-op } { $n } valeurs différentes
splito-cond-includes = une de chaque : { $colours }
splito-cond-cards = { splito-op } { $n } cartes
splito-cond-all = { $parts }
splito-did-pick-left = { $card } → zone de gauche
splito-did-pick-right = { $card } → zone de droite
text-exactly-two-1s = exactement deux 1
text-exactly-two-2s = exactement deux 2
text-exactly-two-3s = exactement deux 3
text-exactly-two-4s = exactement deux 4
text-exactly-two-5s = exactement deux 5
text-exactly-two-6s = exactement deux 6
text-one-of-every-value-1-6 = une de chaque valeur de 1 à 6
text-exactly-one-3-and-one-4 = exactement un 3 et un 4

## Refus de Splito.

splito-left-or-right = Choisissez la zone de gauche ou de droite, pas { $value }.
splito-not-in-hand = Cette carte n'est pas dans votre main.
splito-no-such-card = Il n'y a pas de carte { $card } dans cette partie.
splito-pick-shape = Un choix nomme une carte et un côté (gauche ou droite).
splito-deck-too-small = Le paquet { $deck } a { $available } cartes à distribuer ; { $players } joueurs en demandent { $needed }.

## Splito dans Discord.

splito-deck-community = reconstitution communautaire
splito-option-promo = promo 42 : { $state }
splito-option-deck = paquet : { $deck }
splito-zone-of-left = zone de gauche { DE($name) }
splito-zone-of-right = zone de droite { DE($name) }
splito-zone-between = { $left } ⇄ { $right }
splito-played-left = à gauche, avec { $name }
splito-played-right = à droite, avec { $name }
splito-side-left-zone = Zone de gauche
splito-side-right-zone = Zone de droite
splito-side-left-with = ◀ Gauche : avec { $name }
splito-side-right-with = Droite : avec { $name } ▶
splito-objective-button = { $label } ({ $points })
splito-board-title = **Splito · partie n° { $id } · tour { $round }/{ $rounds }**
splito-revealed = Révélé : { $plays }
splito-picked = Ont choisi : { $names }
splito-how-to-pick = Appuyez sur **Jouer** pour voir votre main : choisissez une carte, puis un côté. Votre main vous suit ensuite de tour en tour, et vous pouvez changer d'avis jusqu'à ce que tout le monde ait choisi.
splito-waiting-for-you = le tour { $round } attend votre choix
splito-how-to-play = appuyez une fois sur **Jouer** pour voir votre main ; une carte, puis un côté, la jouent, et la main vous suit de tour en tour
splito-ai-picked = l'IA a choisi pour lui ce tour-ci
splito-hand-title = **Votre main · tour { $round }/{ $rounds }** (vous seul la voyez)
splito-hand-heading = **Votre main · tour { $round }/{ $rounds }**
splito-hand-picked = ✓ Votre choix : **{ $card }** → { $side }.
splito-hand-selected = Sélection : **{ $card }** : appuyez sur un côté pour la jouer.
splito-hand-may-change = Vous pouvez le changer jusqu'à ce que tout le monde ait choisi.
splito-hand-choose = Choisissez une carte, puis un côté : le bouton du côté la joue aussitôt.
splito-hand-passed = Cartes que vous avez passées à **{ $name }** : { $cards }
splito-no-hand-talk = La règle interdit de parler de sa main : gardez vos cartes pour vous.
splito-final-title = Splito · partie n° { $id } · scores finaux
splito-final-line = { $left } × { $right } = **{ $score }** · { $cards } cartes
splito-rules-title = Splito · la règle en bref
splito-rules = À chaque tour, chacun choisit en secret une carte de sa main et la pose dans la zone à sa gauche ou à sa droite ; chaque zone est partagée avec un voisin (à deux joueurs, chacun a deux zones à lui, et deux mains fictives passent entre eux). Puis les mains passent à gauche. Après 13 tours (26 à deux joueurs), chaque Objectif d'une zone est vérifié ; votre score est le total de votre zone de gauche × celui de votre zone de droite. Égalité : le moins de cartes l'emporte.
splito-rules-commons-title = Objectifs communs
splito-rules-commons = Une majorité de couleur (★) et une majorité de valeur (☾), 3 points chacune, vont à la zone qui a strictement le plus de ces cartes ; en cas d'égalité, personne ne les prend.
splito-rules-promo-title = Promo 42 (optionnelle)
splito-rules-promo = La première zone dont les cartes Splito totalisent exactement 42 la prend ; deux à la fois : elle est retirée.
splito-rules-readings = • « Cartes » dans un Objectif compte toutes les cartes de la zone : cartes Splito, Objectifs, objectifs communs gagnés par la zone et la promo 42 ; « cartes Splito » ne compte que celles-ci.
    • À deux joueurs : quatre mains, dont deux mains fictives qui ne jouent jamais, et deux zones à chacun (la variante de la règle russe), 26 tours.
    • Une égalité au score va au moins de cartes, tous types confondus, dans les deux zones du joueur ; encore à égalité, victoire partagée.
splito-rules-manners-title = Savoir-vivre
splito-rules-deck-title = Paquet d'Objectifs

## Images de Splito.

splito-letter-yellow = J
splito-letter-orange = O
splito-letter-pink = R
splito-letter-green = V
splito-letter-blue = B
splito-letter-black = N
splito-image-zone-left = { $name } · gauche
splito-image-zone-right = { $name } · droite
splito-image-round = Splito · tour { $round }/{ $rounds }
splito-image-final-table = Splito · table finale
splito-image-promo-waiting = promo 42 : va à la première zone dont les cartes font exactement 42
splito-image-promo-claimed = promo 42 : prise
splito-image-promo-removed = promo 42 : retirée (deux zones ont atteint 42 ensemble)
splito-image-scores-now = Scores actuels (gauche × droite)
splito-nobody = personne
splito-image-zone-between = gauche { DE($left_owner) } · droite { DE($right_owner) }
splito-image-new-mark = + jouée ce tour
splito-image-scores-final = Scores finaux (gauche × droite)
splito-image-cards-heading = cartes (départage)
splito-image-sums-heading = gauche × droite = score
splito-image-dummies = mains fictives : { $a } et { $b } cartes
splito-image-hand = Votre main · tour { $round }/{ $rounds }
splito-image-final-scores = Splito · scores finaux
splito-image-common = ✓ { $points } · commun : { $label }
splito-image-shared-win = Victoire partagée : { $names } (même score, même nombre de cartes)
splito-image-tiebreak = Égalité départagée par le moins de cartes : { $name } gagne

## Commandes slash : les mots propres à ce jeu.

cmd-text-play-splito = Jouer à Splito
cmd-text-open-a-splito-table-in-this-channel = Ouvrir une table de Splito dans ce salon
cmd-name-promo42 = promo42
cmd-text-play-with-the-promo-card-42 = Jouer avec la carte promo 42
cmd-text-splito-s-rules-in-short-only-you-see-them = Les règles de Splito en bref (vous seul les voyez)

## Conseils (une table lancée avec les conseils) : la carte de l'IA forte, où, et pourquoi.
splito-hint = 💡 Conseil : **{ $card }** ({ $where }) — { $why }.
splito-why-meets = elle remplit « { $objective } » (+{ $points })
splito-why-common = cette zone mène désormais pour l'objectif commun « { $objective } » (+{ $points } à la fin si elle mène encore)
splito-why-objective-met = « { $objective } » y est déjà rempli (+{ $points })
splito-why-objective-open = « { $objective } » pourra y être rempli ({ $points } s'il l'est)
splito-why-score = votre score monte de { $before } à { $after } ({ $left } × { $right })
splito-why-score-least = chaque carte vous coûte des points maintenant, celle-ci le moins : votre score passe de { $before } à { $after } ({ $left } × { $right })
splito-why-score-later = votre score baisse de { $before } à { $after } pour l'instant ({ $left } × { $right }), pour ce que vos zones peuvent encore rapporter
splito-why-hope = aucun score ne change encore, et vos zones gardent leurs meilleures chances

## Le coach : une partie finie revue pour un joueur (chaque valeur est le score que l'IA attend
## d'une carte : le produit des espoirs des zones du joueur deux manches plus tard).
splito-review-pick = **{ $card }** ({ $where })
splito-review-same = { $round }. { $played } ≈ { $worth } : le choix de l'IA aussi
splito-review-round = { $round }. vous : { $played } ≈ { $worth } · IA : { $suggested } ≈ { $suggested_worth }
splito-review-swing = 🔎 **Manche { $round }** (−{ $swing }) : l'IA joue { $suggested } : { $why }.

## Le tutoriel de Splito.

splito-lesson-zones = à chaque tour, vous posez en secret une carte dans une de vos deux zones : votre zone de gauche est partagée avec votre voisin de gauche, celle de droite avec votre voisin de droite. Votre score est le total de votre zone de gauche × celui de votre zone de droite.
splito-lesson-objectives = un Objectif rapporte à la zone où il est posé, en fin de partie, si sa condition y est remplie (« exactement deux 4 » demande exactement deux 4 dans cette zone). Il compte pour les deux joueurs qui partagent la zone.
splito-lesson-passing = après chaque tour, votre main passe à votre voisin de gauche et celle de votre voisin de droite vous arrive : les cartes que vous passez peuvent l'aider.
splito-lesson-commons = les deux objectifs communs (une couleur ★ et une valeur ☾, 3 points chacun) vont à la zone qui a strictement le plus de ces cartes ; en cas d'égalité, personne ne les prend.
splito-lesson-product = une zone à 0 met votre score à 0, même si l'autre est forte : nourrissez vos deux zones.
