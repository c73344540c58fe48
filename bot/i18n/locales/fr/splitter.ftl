## Splitter.

splitter-did-write = écrit { $a } et { $b } ligne { $row }, colonnes { $x1 } et { $x2 }

## Refus de Splitter.

splitter-not-a-cell = Ligne { $row }, colonne { $column } n'est pas une case de cette feuille.
splitter-cell-filled = Ligne { $row }, colonne { $column } est déjà remplie.
splitter-mirror-pair = Les deux nombres vont dans une paire miroir : même ligne, à égale distance de l'axe central.
splitter-write-rolled = Écrivez les nombres tirés : { $a } et { $b }.
splitter-place-shape = Placez les deux nombres dans une paire miroir de cases vides.
splitter-unknown-pad = La feuille est l'une de { $pads }, pas { $value }.

## Splitter dans Discord.

splitter-how-to-play = à chaque tour, appuyez sur **Placer** pour écrire les dés sur votre feuille ; `/splitter solo` pour jouer seul
splitter-waiting-for-you = le tour { $round } attend vos nombres
splitter-ai-wrote = l'IA a écrit ses nombres ce tour-ci
splitter-option-pad = feuille { $pad }
splitter-placement = **{ $a }** ligne { $row }, colonne { $left } · **{ $b }** colonne { $right }
splitter-board-title = **Splitter · partie n° { $id } · feuille { $pad } · tour { $round }/{ $rounds }**
splitter-rolled = 🎲 Dés : **{ $a }** et **{ $b }**.
splitter-placed = Ont écrit : { $names }
splitter-how-to-place-table = Appuyez sur **Placer** pour écrire les deux nombres dans une paire miroir de votre feuille ; vous pouvez changer jusqu'à ce que tout le monde ait écrit.
splitter-how-to-place-solo = Appuyez sur **Placer** pour écrire les deux nombres dans une paire miroir de votre feuille.
splitter-control-title = **Votre feuille · tour { $round }/{ $rounds }** (vous seul voyez ceci)
splitter-control-placed = ✓ Votre placement : { $placement }.
splitter-control-selected = Sélection : { $placement }.
splitter-control-may-change = Vous pouvez le changer jusqu'à ce que tout le monde ait écrit.
splitter-control-choose = Choisissez la ligne, puis la paire ; **Inverser** échange les deux nombres.
splitter-web-how = Touchez une case vide : le nombre choisi y va, l'autre dans sa case miroir. Touchez d'abord un nombre pour le choisir.
splitter-button-swap = ⇄ Inverser
splitter-row-option = Ligne { $row }
splitter-free-pairs = { $pairs ->
    [one] { $pairs } paire libre
   *[other] { $pairs } paires libres
}
splitter-pair-option = Colonnes { $left } et { $right }
splitter-preview = Aperçu : { $a } colonne { $left }, { $b } colonne { $right }
splitter-pair-taken = Cette paire est déjà remplie ; choisissez-en une autre.
splitter-row-full = La ligne { $row } n'a plus de paire vide.
splitter-solo-first = Votre première partie solo sur la feuille { $pad } : { $score } est votre record.
splitter-solo-new-best = Nouveau record sur la feuille { $pad } : { $score } (avant : { $before }).
splitter-solo-best = Votre record sur la feuille { $pad } : { $best }.
splitter-solo-share = { $score } bat { $share } % des parties de l'IA du bot sur cette feuille.
splitter-solo-stars = Hors de ce monde !
splitter-solo-started = { $user } joue à Splitter en solo sur la feuille { $pad } (partie n° { $id }).
splitter-solo-thread = Splitter solo · partie n° { $id }
splitter-final-title = Splitter · partie n° { $id } · scores finaux
splitter-final-star = {" "}×2 (étoile)
splitter-final-line = **{ $total }** { $total ->
    [one] point
   *[other] points
} · groupes : { $groups }{ $hearts ->
    [yes] {" "}· cœurs +5
   *[no] {""}
}
splitter-rules-title = Splitter · la règle en bref
splitter-rules = 22 tours. À chaque tour, deux dés sont lancés ; chacun écrit en même temps les deux nombres sur sa feuille, dans une paire miroir de cases vides : même ligne, à égale distance de l'axe central. Vous choisissez quel nombre va à gauche. Après 22 tours, la feuille est pleine.
splitter-rules-scoring-title = Décompte
splitter-rules-scoring = Un groupe d'exactement N cases contenant N (qui se touchent par un côté, pas en diagonale) rapporte N ; un 1 seul rapporte 1. Les groupes plus grands ou plus petits ne rapportent rien. Un groupe sur une étoile (★) compte double.
splitter-rules-hearts-title = Les cœurs de la feuille B (♥)
splitter-rules-hearts = Les trois cœurs avec le même nombre : +5.
splitter-rules-solo-title = Solo
splitter-rules-solo = `/splitter solo` lance une partie pour vous seul ; à la fin, vous voyez votre meilleur score solo et où votre score se place parmi 500 parties de l'IA du bot. 51 et plus : « hors de ce monde ».
splitter-rules-readings = • Un 1 seul sur une étoile compte double, comme un groupe valide sur une étoile.

## Images de Splitter.

splitter-image-round = Splitter · feuille { $pad } · tour { $round }/{ $rounds } · dés { $a } et { $b }
splitter-image-final = Splitter · feuille { $pad } · feuilles finales
splitter-image-sheet-of = Feuille { DE($name) }
splitter-image-row = ligne { $row }
splitter-image-legend-star = ★ étoile : son groupe compte double
splitter-image-legend-hearts = ♥ cœurs : +5 s'ils portent tous le même nombre
splitter-image-legend-last = encadrée : la paire du tour { $round }
splitter-image-legend-groups = étiquettes : les points de chaque groupe
splitter-image-hearts-bonus = ♥ bonus +{ $points }
splitter-image-hearts-none = ♥ pas de bonus
splitter-image-final-scores = Splitter · scores finaux

## Commandes slash : les mots propres à ce jeu.

cmd-text-the-game-s-language-default-your-own = La langue de la partie (par défaut : la vôtre)
cmd-text-play-splitter = Jouer à Splitter
cmd-text-open-a-splitter-table-in-this-channel = Ouvrir une table de Splitter dans ce salon
cmd-name-pad = feuille
cmd-text-which-sheet-everyone-plays-b-has-hearts = La feuille que tous jouent (B a des cœurs)
cmd-text-pad-a = feuille A
cmd-text-pad-b = feuille B
cmd-name-solo = solo
cmd-text-play-splitter-alone-now = Jouer à Splitter seul, tout de suite
cmd-text-which-sheet-to-play-b-has-hearts = La feuille à jouer (B a des cœurs)
cmd-text-splitter-s-rules-in-short-only-you-see-them = Les règles de Splitter en bref (vous seul les voyez)

## Le coach (valeurs : ce que vaut la feuille pour l'IA, deux manches plus tard).
splitter-review-same = { $round }. { $played } ≈ { $worth } : le placement de l'IA aussi
splitter-review-round = { $round }. vous : { $played } ≈ { $worth } · IA : { $suggested } ≈ { $suggested_worth }
splitter-review-swing = 🔎 **Manche { $round }** (−{ $swing }) : l'IA écrit { $suggested } : { $why }.
splitter-why-completes = { $number ->
    [1] { $star ->
        [yes] il fait un 1 isolé sur une étoile (+{ $points }, doublé)
       *[no] il fait un 1 isolé (+{ $points })
    }
   *[other] { $star ->
        [yes] il complète un groupe de { $number } sur une étoile (+{ $points }, doublé)
       *[no] il complète un groupe de { $number } (+{ $points })
    }
}
splitter-why-hearts = tous les cœurs portent maintenant le même nombre (+5)
splitter-why-grows = son groupe de { $number } a { $size } des { $number } cases qu'il lui faut
splitter-why-room = il garde les meilleures chances de la feuille pour les lancers à venir
splitter-hint = 💡 Conseil : { $placement } — { $why }.

## Le tutoriel de Splitter.

splitter-lesson-roll = à chaque manche, deux dés sont lancés, et vous écrivez les deux nombres sur une ligne de votre feuille, dans deux cases miroirs (à la même distance de l'axe central), dans l'ordre que vous voulez.
splitter-lesson-groups = un groupe d'exactement N cases qui se touchent (par un côté, pas en diagonale) contenant N rapporte N ; un 1 seul rapporte 1. Un groupe trop grand ou trop petit ne rapporte rien : prévoyez où chaque groupe s'arrête.
splitter-lesson-stars = un groupe sur une étoile (★) compte double : gardez les étoiles pour un groupe que vous pouvez compléter.
splitter-lesson-hearts = sur cette feuille, les trois cœurs (♥) avec le même nombre donnent +5, quels que soient leurs groupes.
splitter-lesson-full = après 22 manches, chaque feuille est pleine et comptée ; la règle du miroir fait que chaque nombre écrit façonne aussi l'autre côté.
