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

splitter-how-to-play = à chaque manche, appuyez sur **Placer** pour écrire les dés sur votre feuille ; `/splitter solo` pour jouer seul
splitter-waiting-for-you = la manche { $round } attend vos nombres
splitter-ai-wrote = l'IA a écrit ses nombres cette manche
