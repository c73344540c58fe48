## Serendipity (termes de la règle : tuile, Serendip, tapis de fleurs).

serendipity-colour-red = rouge
serendipity-colour-orange = orange
serendipity-colour-yellow = jaune
serendipity-colour-green = vert
serendipity-colour-blue = bleu
serendipity-colour-violet = violet
serendipity-did-turn = retourne { $cell }
serendipity-did-swap = l'échange avec { $cell }
serendipity-did-keep = garde le Serendip (rotation { $rotation }) et échange { $a } et { $b }
serendipity-did-move = déplace le Serendip en { $cell } (rotation { $rotation })
serendipity-did-leave = laisse { $cell } face visible

## Refus et options de Serendipity.

serendipity-action-shape = Une action est retourner, échanger, garder ou déplacer un Serendip, ou laisser une tuile.
serendipity-not-a-cell = Ce n'est pas une case du plateau.
serendipity-rotation-range = Une rotation va de 0 à 5.
serendipity-your-tile = Votre tuile est { $cell }.
serendipity-now-ending = La partie se termine avec votre tuile : laissez-la face visible, ou échangez-la avec une tuile face cachée.
serendipity-now-turn = Retournez une tuile face cachée.
serendipity-now-own = Retournez une autre tuile face cachée, ou échangez votre tuile avec une tuile face cachée.
serendipity-now-serendip = Gardez le Serendip (tournez-le, échangez deux tuiles) ou déplacez-le (puis retournez encore).
serendipity-face-up-already = { $cell } est déjà face visible : retournez une tuile face cachée.
serendipity-swap-face-up = { $cell } est face visible : échangez votre tuile avec une tuile face cachée.
serendipity-swap-two = Échangez deux tuiles différentes.
serendipity-serendip-fixed = Un Serendip face visible ne bouge plus jamais.
serendipity-move-elsewhere = Déplacez le Serendip sur une autre case.
serendipity-colours-for-size = À { $size } joueurs, chacun prend { $allowed } couleurs, pas { $value }.
serendipity-colours-per-player = À { $players } joueurs, chacun prend { $allowed } { $most ->
    [one] couleur
   *[other] couleurs
}.
serendipity-pick-up-to = Place { $seat } : choisissez jusqu'à { $most } couleurs.
serendipity-not-a-colour = { $value } n'est pas une couleur du jeu.
serendipity-colour-taken = { $colour } est prise par la place { $seat }.

## Serendipity dans Discord.

serendipity-how-to-play = à votre tour, appuyez sur **À vous** et choisissez les tuiles par ligne et case ou par étiquette ; choisissez vos couleurs dans le salon
serendipity-waiting-for-you = c'est votre tour dans Serendipity
serendipity-ai-moved = l'IA a joué son coup
