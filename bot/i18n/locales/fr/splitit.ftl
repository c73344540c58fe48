## Split it! (termes de la règle : zone blanche, rose et noire, joker, carte de pari).

splitit-zone-white = blanche
splitit-zone-pink = rose
splitit-zone-black = noire
splitit-did-split = coupe après les cartes { $a } et { $b }
splitit-did-discard = défausse la zone { $zone }
splitit-did-bet = parie sur la zone { $zone }
splitit-did-joker = place un joker sur les { $number }

## Refus de Split it!.

splitit-action-shape = Une action est une coupe, une défausse, un pari ou la colonne d'un joker.
splitit-split-now = Le découpeur doit placer les deux séparateurs maintenant.
splitit-separators = Les séparateurs vont entre les cartes : après la carte 1 à { $last }, le second après le premier, chaque zone avec au moins une carte.
splitit-discard-a-zone = Choisissez une des zones (blanche, rose ou noire) à défausser.
splitit-bet-on-zone = Pariez sur une zone qui a des cartes : { $zones }.
splitit-joker-column = Placez le joker dans une de vos colonnes : { $columns }.
splitit-only-splitter = Seul le découpeur place les séparateurs.
splitit-only-discarder = Seul le joueur qui n'a pas coupé défausse une zone.
splitit-already-took = Vous avez déjà pris des cartes cette manche.
splitit-no-joker = Vous n'avez pas de joker à placer.

## Split it! dans Discord.

splitit-how-to-play = coupez la rangée, puis pariez en secret avec le bouton **Parier**
