## Split it! (termes de la règle : zone blanche, rose et noire, joker, carte de pari).

splitit-zone-white = blanche
splitit-zone-pink = rose
splitit-zone-black = noire
splitit-did-split = sépare après les cartes { $a } et { $b }
splitit-did-discard = défausse la zone { $zone }
splitit-did-bet = parie sur la zone { $zone }
splitit-did-joker = place un joker sur les { $number }

## Refus de Split it!.

splitit-action-shape = Une action est une séparation, une défausse, un pari ou la colonne d'un joker.
splitit-split-now = Le joueur qui a les cartes de séparation doit les placer maintenant.
splitit-separators = Les cartes de séparation vont entre les cartes : après la carte 1 à { $last }, la seconde après la première, chaque zone avec au moins une carte.
splitit-discard-a-zone = Choisissez une des zones (blanche, rose ou noire) à défausser.
splitit-bet-on-zone = Pariez sur une zone qui a des cartes : { $zones }.
splitit-joker-column = Placez le joker dans une de vos colonnes : { $columns }.
splitit-only-splitter = Seul le joueur qui a les cartes de séparation les place.
splitit-only-discarder = Seul le joueur qui n'a pas séparé la rangée défausse une zone.
splitit-already-took = Vous avez déjà pris des cartes ce tour-ci.
splitit-no-joker = Vous n'avez pas de joker à placer.

## Split it! dans Discord.

splitit-how-to-play = séparez la rangée, puis pariez en secret avec le bouton **Parier**
splitit-button-split = Séparer
splitit-button-discard = Défausser
splitit-button-bet = Parier
splitit-button-jokers = Placer le joker
splitit-board-title = **Split it! · partie n° { $id } · tour { $round } · { $deck } dans la pioche**
splitit-last-reveal = Dernière révélation : { $reveal }
splitit-reveals-this-round = **Révélations de ce tour :**
splitit-round-summary = **Tour { $round }** — { $reveals }
splitit-no-reveal = aucune révélation vue
splitit-reveal-taken = zone { $zone } → { $bettors } prend { $cards }
splitit-reveal-stays = zone { $zone } → paris { DE($bettors) } : { $cards } restent
splitit-reveal-discarded = zone { $zone } → aucun pari : { $cards } défaussées
splitit-now-split = { $name } place les deux cartes de séparation.
splitit-now-discard = { $name } défausse une des trois zones.
splitit-now-bet = Paris : { $betted }
splitit-now-bet-waiting = Paris : { $betted } — on attend { $waiting }
splitit-now-jokers = Jokers à placer : { $placing }.
splitit-how-to-bet = Appuyez sur **Parier** pour parier en secret ; vous pouvez changer votre pari jusqu'à ce que tout le monde ait parié.
splitit-press-when-yours = Appuyez sur **{ $button }** quand c'est à vous.
splitit-waiting-split = La partie de Split it! n° { $id } attend que vous placiez les cartes de séparation
splitit-waiting-discard = La partie de Split it! n° { $id } attend que vous défaussiez une zone
splitit-waiting-bet = La partie de Split it! n° { $id } attend votre pari
splitit-waiting-jokers = La partie de Split it! n° { $id } attend que vous placiez votre joker
splitit-already-took-wait = Vous avez déjà pris des cartes ce tour-ci ; attendez la prochaine rangée.
splitit-wait-your-turn = { $now } Attendez votre tour.
splitit-jokers-waiting = { $jokers }★ en attente d'une première colonne
splitit-no-cards-yet = pas encore de cartes
splitit-final-title = Split it! · partie n° { $id } · scores finaux
splitit-final-line = **{ $score }** { $score ->
    [one] point
   *[other] points
} · { $columns } colonnes · a marqué : { $scored }
splitit-rules-title = Split it! · la règle en bref
splitit-rules = Une rangée de cartes est distribuée (7, ou 9 à quatre joueurs). Le joueur qui a les cartes de séparation la sépare en une zone blanche, une zone rose et une zone noire ; puis chaque joueur encore en jeu parie en secret sur une zone avec sa carte de pari. Une zone sans pari est défaussée ; une zone avec un seul pari va à ce joueur, qui ne joue plus de ce tour ; une zone avec plusieurs paris reste et est séparée à nouveau (deux cartes : deux zones ; une carte : défaussée). Les cartes de séparation passent au joueur suivant à chaque tour.
splitit-rules-two-title = À deux joueurs
splitit-rules-two = Après chaque séparation en trois zones — la première du tour et chaque nouvelle séparation — l'autre joueur (pas celui qui a séparé) défausse une zone avant les paris. Deux cartes séparées en deux zones : pas de défausse.
splitit-rules-jokers-title = Jokers (★)
splitit-rules-jokers = Un joker gagné rejoint une de vos colonnes, à votre choix — même une colonne créée avec les mêmes cartes — et ne peut plus être déplacé. Un joker gagné quand vous n'avez encore aucune colonne attend et rejoint la première colonne que vous créez. Les jokers qui attendent encore à la fin ne marquent rien.
splitit-rules-scoring-title = Décompte
splitit-rules-scoring = Pour chaque nombre de 1 à 10, celui qui en a le plus (jokers compris) marque ce nombre ; à égalité, chacun marque. Égalité de points : le plus de colonnes gagne.
splitit-rules-readings = • Après une prise, le même joueur sépare ce qui reste de la rangée.
    • Les jokers qui attendent une première colonne rejoignent la colonne de la première carte numérotée, dans l'ordre de la rangée, de la prise qui la crée : sans choix.
    • À quatre joueurs, la huitième et dernière rangée a 7 cartes.
    • Encore à égalité au nombre de colonnes : victoire partagée.
    • Le premier à séparer est tiré au sort (la règle dit le plus jeune).
splitit-split-title = **Placez les deux cartes de séparation** (vous seul voyez ceci).
splitit-split-preview = L'image montre un aperçu. Appuyez sur **Valider** pour les placer.
splitit-split-misplaced = La seconde carte de séparation doit venir après la première : déplacez l'une d'elles.
splitit-separator-first = Première carte de séparation après la carte { $card }
splitit-separator-second = Seconde carte de séparation après la carte { $card }
splitit-separator-sides = cartes { $left } | { $right }
splitit-split-done = ✓ Séparateurs placés après les cartes { $a } et { $b }.
splitit-discard-title = **Défaussez une zone** (vous seul voyez ceci) ; la séparation est sur le plateau.
splitit-discard-choose = Choisissez la zone à défausser, puis **Valider**.
splitit-discard-preview = Défausser la zone **{ $zone }** ? L'image montre un aperçu. Appuyez sur **Valider**.
splitit-discard-done = ✓ Vous avez défaussé la zone { $zone }.
splitit-bet-title = **Votre pari** (vous seul le voyez jusqu'à la révélation).
splitit-bet-chosen = ✓ Vous pariez sur la zone **{ $zone }**. Vous pouvez changer jusqu'à ce que tout le monde ait parié.
splitit-bet-choose = Appuyez sur la zone voulue. Une zone avec votre seul pari est à vous.
splitit-your-columns = Vos colonnes : { $columns }
splitit-bet-revealed = ✓ Vous avez parié sur la zone **{ $zone }**. Tout le monde a parié : voyez la révélation sur le plateau.
splitit-joker-title = **Placez { $jokers ->
    [one] votre joker
   *[other] vos jokers
}** ({ $jokers } à placer ; vous seul voyez ceci). Un joker compte comme une carte de plus dans la colonne qu'il rejoint.
splitit-joker-placeholder = Colonne du joker
splitit-joker-column-label = les { $number }
splitit-joker-column-cards = { $cards } cartes{ $jokers ->
    [0] {""}
   *[other] {" "}+ { $jokers }★
}
splitit-joker-placed = ✓ Joker placé sur vos { $number }.

## Images de Split it!.

splitit-image-preview-split = Aperçu : validez pour placer les cartes de séparation ici.
splitit-image-preview-discard = Aperçu : validez pour défausser la zone { $zone }.
splitit-image-round = Split it! · tour { $round } · pioche { $deck }
splitit-image-final = Split it! · fin
splitit-image-row-empty = La rangée est vide.
splitit-image-discarded = { $zone } (défaussée)
splitit-image-splitter = {" "}· sépare
splitit-image-jokers-waiting = { $jokers }★ en attente
splitit-image-tiebreak = (égalité de points départagée par le plus de colonnes)
splitit-image-final-scores = Split it! · scores finaux
splitit-image-nobody = personne
splitit-image-number-to = { $number } → { $names } (+{ $number })
splitit-image-last-reveal = Dernière révélation :
splitit-image-columns-heading = colonnes (départage)
splitit-image-numbers-heading = Chaque nombre rapporte sa valeur à qui a le plus de cartes dans sa colonne ; cartes par joueur :
splitit-image-number-nobody = { $number } → personne

## Commandes slash : les mots propres à ce jeu.

cmd-text-play-split-it = Jouer à Split it!
cmd-text-open-a-split-it-table-in-this-channel = Ouvrir une table de Split it! dans ce salon
cmd-text-split-it-s-rules-in-short-only-you-see-them = Les règles de Split it! en bref (vous seul les voyez)

## Conseils et revues de Split it!.

splitit-move-split = séparer après les cartes { $a } et { $b }
splitit-move-discard = défausser la zone { $zone }
splitit-move-bet = parier sur la zone { $zone }
splitit-move-joker = joker sur les { $number }
splitit-hint = 💡 Conseil : **{ $move }** — { $why }.
splitit-why-lead = la prendre vous donne le plus de { $number } (+{ $points } en tout)
splitit-why-tie = la prendre vous met à égalité pour le plus de { $number }, et les joueurs à égalité marquent tous (+{ $points } en tout)
splitit-why-block = la prendre enlève à un adversaire la majorité de { $number } (+{ $points } pour vous, −{ $lost } pour lui)
splitit-why-alone = les autres ont le moins de chances d'y parier ({ $chance } % de la prendre seul)
splitit-why-cards = { $cards ->
    [one] une carte pour une colonne à venir
   *[other] { $cards } cartes pour des colonnes à venir
}
splitit-why-split = elle vous laisse la zone { $zone } : { $why }
splitit-why-discard = aucune zone ne vaut plus que { $zone } pour le joueur qui sépare (+{ $points } pour lui)
splitit-why-discard-worth = la zone { $zone } vaut +{ $points } pour le joueur qui sépare
splitit-why-discard-keep = elle ne vaut rien pour le joueur qui sépare, et garde les zones qui vous rapportent le plus
splitit-why-discard-nothing = la zone { $zone } ne vaut rien pour le joueur qui sépare
splitit-why-joker-lead = vos { $number } sont maintenant seuls en tête (+{ $points })
splitit-why-joker-tie = vos { $number } sont maintenant à égalité en tête, et les joueurs à égalité marquent tous (+{ $points })
splitit-why-joker = votre colonne de { $number } passe à { $size }
splitit-review-title = **Split it! n° { $id }, votre partie revue** : à chaque étape où vous avez joué, votre coup et celui de l'IA, avec l'avance (+) ou le retard (−) sur votre meilleur adversaire que chacun peut vous laisser. Les étapes où vous avez le plus perdu viennent avec le plateau de ce moment.
splitit-review-same = { $round }. { $played } ≈ { $worth } : le coup de l'IA aussi
splitit-review-round = { $round }. vous : { $played } ≈ { $worth } · IA : { $suggested } ≈ { $suggested_worth }
splitit-review-swing = 🔎 **Étape { $round }** (−{ $swing }) : l'IA choisirait { $suggested } : { $why }.

## Le tutoriel de Split it!.

splitit-config-rows = Une partie courte distribue de 1 à { $most } rangées, pas { $value }.
splitit-lesson-split = celui qui sépare pose deux séparateurs dans la rangée : trois zones, blanche, rose et noire, d'au moins une carte chacune. L'ordre des cartes ne change jamais.
splitit-lesson-discard = à deux joueurs, après chaque séparation en trois zones, l'autre joueur en défausse une : retirez celle que veut le plus celui qui sépare.
splitit-lesson-bet = chacun parie en secret sur une zone. Seul sur une zone, vous prenez ses cartes et sortez du tour ; à deux ou plus sur une zone, ses cartes restent dans la rangée ; une zone sans pari est défaussée.
splitit-lesson-columns = vos cartes forment une colonne par nombre. À la fin, qui a le plus de cartes d'un nombre marque ce nombre, une fois ; en cas d'égalité, tous les ex æquo le marquent.
splitit-lesson-again = les cartes restées dans la rangée sont séparées à nouveau pour ceux encore dans le tour : ce que les autres ont pris vous dit ce qu'ils veulent.
splitit-lesson-jokers = un joker rejoint la colonne de votre choix, même une colonne créée par la même prise, et ne bouge plus : placez-le là où il fait basculer une majorité.
splitit-web-split = Touchez entre deux cartes pour le premier séparateur, puis entre deux autres pour le second ; **Séparer** les pose.
splitit-web-discard = Touchez la zone à défausser.
splitit-web-joker = Touchez la colonne que le joker rejoint.
