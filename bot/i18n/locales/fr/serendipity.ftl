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
serendipity-did-end = termine son tour

## Refus et options de Serendipity.

serendipity-action-shape = Une action est retourner, échanger, garder ou déplacer un Serendip, laisser une tuile, ou terminer le tour.
serendipity-not-a-cell = Ce n'est pas une case du plateau.
serendipity-rotation-range = Une rotation va de 0 à 5.
serendipity-your-tile = Votre tuile est { $cell }.
serendipity-now-ending = La partie se termine avec votre tuile : laissez-la face visible, ou échangez-la avec une tuile face cachée.
serendipity-now-turn = Retournez une tuile face cachée.
serendipity-now-own = Retournez une autre tuile face cachée, ou échangez votre tuile avec une tuile face cachée.
serendipity-now-serendip = Gardez le Serendip (tournez-le, échangez deux tuiles) ou déplacez-le (puis vous pouvez en retourner une autre).
serendipity-now-serendip-must = Gardez le Serendip (tournez-le, échangez deux tuiles) ou déplacez-le (puis retournez encore).
serendipity-now-moved = Retournez une autre tuile face cachée, ou terminez votre tour.
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
serendipity-unowned-hidden = les couleurs sans propriétaire sont retournées face cachée
serendipity-unowned-shown = les couleurs sans propriétaire restent face visible
serendipity-unowned-shown_after_10 = les couleurs sans propriétaire restent visibles dès le 10e Serendip
serendipity-option-colours = couleurs par joueur : { $two } à 2 joueurs, { $three } à 3, 1 au-delà
serendipity-picked = {" "}· a choisi { $colours }
serendipity-colour-placeholder = Choisissez vos couleurs (vous en jouez autant que la table le permet)
serendipity-saw-back = a retourné { $cell } (remise face cachée)
serendipity-saw-serendip = a retourné { $cell } : un Serendip
serendipity-saw-own = a retourné { $cell } : { $colour }
serendipity-saw-nobodys = a retourné { $cell } : { $colour } (sans propriétaire : elle reste visible)
serendipity-saw-swap = l'a échangée avec { $cell }
serendipity-saw-keep = a gardé le Serendip (↻{ $rotation }) et échangé { $a } et { $b }
serendipity-saw-move = a déplacé le Serendip en { $cell } (↻{ $rotation })
serendipity-saw-leave = a laissé { $cell } face visible
serendipity-saw-end = a terminé son tour
serendipity-now-ending-own = **{ $name }** a retourné la tuile qui termine la partie : il laisse { $cell } face visible ou l'échange avec une tuile face cachée, et la partie est finie.
serendipity-now-ending-serendip = **{ $name }** a retourné le dernier Serendip en { $cell }, ce qui termine la partie : il le tourne, puis le garde et échange deux tuiles, ou le déplace ; puis la partie est finie.
serendipity-now-own-public = **{ $name }** garde { $cell } face visible : il retourne une autre tuile, ou échange { $cell } avec une tuile face cachée (le tour se termine).
serendipity-now-serendip-public = **{ $name }** a trouvé un Serendip en { $cell } : il le tourne, puis le garde et échange deux tuiles (le tour se termine), ou le déplace et peut en retourner une autre.
serendipity-now-serendip-public-must = **{ $name }** a trouvé un Serendip en { $cell } : il le tourne, puis le garde et échange deux tuiles (le tour se termine), ou le déplace et en retourne une autre.
serendipity-now-moved-public = **{ $name }** a déplacé le Serendip : il peut retourner une autre tuile, ou terminer son tour.
serendipity-now-turn-public = **{ $name }** retourne une tuile face cachée.
serendipity-board-title = **Serendipity · partie n° { $id }** · étape { $step } · Serendips visibles { $up }/13
serendipity-last-moves = Derniers coups :
serendipity-this-turn = Ce tour : { $summary }
serendipity-press-your-turn = { $user } : appuyez sur **À vous**.
serendipity-status-line = { $name } : { $colours } · { $points } { $points ->
    [one] point
   *[other] points
}
serendipity-final-title = Serendipity · partie n° { $id } · scores finaux
serendipity-final-points = **{ $points }** { $points ->
    [one] point
   *[other] points
}
serendipity-no-carpet = { $colour } : pas de tapis · 0
serendipity-count-tiles = { $n ->
    [one] { $n } tuile
   *[other] { $n } tuiles
}
serendipity-count-serendips = { $n ->
    [one] { $n } Serendip
   *[other] { $n } Serendips
} ×2
serendipity-count-edges = { $n ->
    [one] { $n } bord { $colour } qui touche
   *[other] { $n } bords { $colour ->
        [jaune] jaunes
        [vert] verts
        [bleu] bleus
        [rouge] rouges
        [violet] violets
       *[other] { $colour }
    } qui touchent
} ×2
serendipity-carpet = { $colour } : { $parts } = { $value }
serendipity-carpet-largest = (le plus grand de { $carpets } tapis)
serendipity-carpet-valuable = (le plus précieux de { $carpets } tapis)
serendipity-carpet-counts = ✓ { $carpet } · compte
serendipity-carpet-not-counting = ✗ { $carpet } · ne compte pas : seul le plus grand tapis marque
serendipity-rules-title = Serendipity · la règle en bref
serendipity-rules = 91 tuiles hexagonales sont face cachée : 13 de chacune des six couleurs et 13 Serendips. Chaque joueur possède des couleurs : à 2 joueurs 1, 2 ou 3 chacun, à 3 joueurs 1 ou 2 (2 sauf choix contraire de la table), de 4 à 6 une seule. À votre tour, vous retournez une tuile face cachée :
    • **la couleur d'un autre ou de personne** : tout le monde la voit, elle est remise face cachée à sa place et votre tour se termine — retenez-la ;
    • **votre couleur** : elle reste visible ; retournez-en une autre, ou échangez-la avec une tuile face cachée (votre tour se termine) ;
    • **un Serendip** : tournez-le, puis gardez-le et échangez deux tuiles qui ne sont pas des Serendips visibles (votre tour se termine), ou échangez-le avec une telle tuile : vous pouvez alors en retourner une autre, ou terminer votre tour.
    Un Serendip visible ne bouge plus jamais ; déplacer ne retourne jamais une tuile.
serendipity-rules-must = 91 tuiles hexagonales sont face cachée : 13 de chacune des six couleurs et 13 Serendips. Chaque joueur possède des couleurs : à 2 joueurs 1, 2 ou 3 chacun, à 3 joueurs 1 ou 2 (2 sauf choix contraire de la table), de 4 à 6 une seule. À votre tour, vous retournez une tuile face cachée :
    • **la couleur d'un autre ou de personne** : tout le monde la voit, elle est remise face cachée à sa place et votre tour se termine — retenez-la ;
    • **votre couleur** : elle reste visible ; retournez-en une autre, ou échangez-la avec une tuile face cachée (votre tour se termine) ;
    • **un Serendip** : tournez-le, puis gardez-le et échangez deux tuiles qui ne sont pas des Serendips visibles (votre tour se termine), ou échangez-le avec une telle tuile et retournez-en une autre.
    Un Serendip visible ne bouge plus jamais ; déplacer ne retourne jamais une tuile.
serendipity-rules-end-title = Fin
serendipity-rules-end = La partie se termine quand les 13 Serendips sont visibles et qu'un joueur a les 13 tuiles d'une de ses couleurs visibles. La tuile qui le provoque est encore jouée — un Serendip tourné puis gardé ou déplacé, votre tuile laissée ou échangée — puis personne ne retourne plus rien.
serendipity-rules-scoring-title = Décompte : le plus grand tapis de fleurs
serendipity-rules-scoring = Un tapis de fleurs est un groupe connexe de tuiles visibles d'une couleur et de Serendips visibles. Vous marquez **un seul** tapis : votre **plus grand** tapis de fleurs d'une couleur — celui qui a le plus de tuiles de sa couleur, cherché parmi toutes vos couleurs ; à taille égale, le plus précieux. Il vaut 1 par tuile, 2 par Serendip, et 2 de plus par Serendip dont le bord de cette couleur touche une tuile du tapis. Vos autres tapis ne marquent rien. Les tuiles face cachée ne comptent pour personne.
serendipity-rules-scoring-2 = Un tapis de fleurs est un groupe connexe de tuiles visibles d'une couleur et de Serendips visibles. Chacune de vos couleurs marque son **plus grand** tapis — celui qui a le plus de tuiles de cette couleur ; à taille égale, le plus précieux — et vous additionnez vos couleurs. Un tapis vaut 1 par tuile, 2 par Serendip, et 2 de plus par Serendip dont le bord de cette couleur touche une tuile du tapis. Les tuiles face cachée ne comptent pour personne.
serendipity-rules-scoring-1 = Un tapis de fleurs est un groupe connexe de tuiles visibles d'une couleur et de Serendips visibles. Chacune de vos couleurs marque son tapis **le plus précieux**, et vous additionnez vos couleurs. Un tapis vaut 1 par tuile, 2 par Serendip, et 2 de plus par Serendip dont le bord de cette couleur touche une tuile du tapis. Les tuiles face cachée ne comptent pour personne.
serendipity-rules-end-at-once = La partie se termine dès que les 13 Serendips sont visibles et qu'un joueur a les 13 tuiles d'une de ses couleurs visibles : la tuile qui le provoque n'est pas jouée.
serendipity-rules-rulings = Ce sont les règles des nouvelles tables (version { $newest }). Une table commencée avant garde les règles de son début : demandez-les dans son salon.
serendipity-rules-rulings-table = { $rulings ->
        [1] Cette table joue la première version des règles, celle de son début : à 2 joueurs chacun a 2 ou 3 couleurs, à 3 joueurs 2. Les nouvelles tables jouent la version { $newest }.
        [2] Cette table joue la version 2 des règles, celle de son début. Les nouvelles tables jouent la version { $newest } : un seul tapis par joueur.
        [3] Cette table joue la version 3 des règles, celle de son début : après avoir déplacé un Serendip, vous retournez une autre tuile. Les nouvelles tables jouent la version { $newest } : en retourner une autre est votre choix.
       *[other] Cette table joue la version { $rulings } des règles, la plus récente.
    }
serendipity-rules-here-title = Jouer ici
serendipity-rules-here = Le plateau en direct est une seule image, modifiée au fil du tour ; une tuile remise face cachée reste visible jusqu'à l'action suivante. À votre tour, appuyez sur **À vous** : choisissez une tuile par ligne et case, ou tapez son étiquette (comme F6). Choisissez vos couleurs dans le salon.
serendipity-rules-readings = • Des Serendips seuls, sans tuile de la couleur, ne sont le tapis de personne.
    • Un même Serendip compte pour chaque joueur dont il est dans le tapis.
    • L'ordre des couleurs sur les bords d'un Serendip est une reconstitution (l'ordre imprimé n'est pas publié) : rouge, orange, jaune, vert, bleu, violet.
    • Seules les couleurs des joueurs finissent la partie : une couleur sans joueur toute visible, non.
serendipity-panel-title = **À vous · Serendipity étape { $step }** (vous seul voyez ceci)
serendipity-panel-type = ⌨ Taper une étiquette
serendipity-panel-turn-instead = En retourner une autre
serendipity-panel-end = Terminer mon tour
serendipity-panel-rotate-left = ⟲ Tourner
serendipity-panel-rotate-right = ⟳ Tourner
serendipity-panel-keep = Le garder ici
serendipity-panel-move = Le déplacer
serendipity-panel-back = Retour
serendipity-panel-row = Ligne…
serendipity-panel-cell = Tuile…
serendipity-panel-modal = Tapez une case
serendipity-panel-modal-input = Étiquette de case, comme F6
serendipity-panel-leave = Laisser { $cell } ici
serendipity-panel-leave-instead = Plutôt laisser { $cell }
serendipity-panel-swap-instead = Plutôt échanger { $cell }
serendipity-then-over = puis la partie est finie
serendipity-then-turn = puis vous pouvez en retourner une autre, ou terminer votre tour
serendipity-then-turn-must = puis vous en retournez une autre
serendipity-mode-turn = Retournez une tuile face cachée : choisissez sa ligne, puis la tuile, ou tapez son étiquette.
serendipity-mode-swap = Échanger votre { $cell } avec quelle tuile face cachée ? Votre tour se termine ensuite.
serendipity-mode-place = Un Serendip en { $cell } ! L'aperçu le montre à ↻{ $rotation }. Tournez-le, puis **Le garder ici** et échangez deux tuiles (votre tour se termine), ou **Le déplacer** ({ $then }).
serendipity-mode-keepa = Gardez le Serendip en { $cell } (↻{ $rotation }), et échangez deux tuiles qui ne sont pas des Serendips visibles. La première tuile :
serendipity-mode-keepb = Gardez le Serendip en { $cell } (↻{ $rotation }) ; échanger { $first } avec quelle tuile ?
serendipity-mode-move = Déplacer le Serendip (↻{ $rotation }) vers quelle case ? La tuile qui s'y trouve vient en { $cell } (les Serendips visibles ne bougent jamais) ; { $then }.
serendipity-mode-own-ending = { $cell } est votre tuile qui termine la partie. **Laissez-la ici**, ou échangez-la d'abord avec une tuile face cachée ; puis la partie est finie.
serendipity-mode-own = { $cell } est à vous et reste visible. Retournez une autre tuile, ou **échangez { $cell }** avec une tuile face cachée (votre tour se termine).
serendipity-mode-moved = Vous avez déplacé le Serendip. Retournez une autre tuile face cachée (choisissez sa rangée, puis la tuile, ou tapez son nom), ou **Terminer mon tour**.
serendipity-ends-game = **Cette tuile termine la partie.**
serendipity-row-option = Ligne { $row }
serendipity-row-tiles = { $tiles ->
    [one] { $tiles } tuile au choix
   *[other] { $tiles } tuiles au choix
}
serendipity-cell-down = face cachée
serendipity-cell-serendip = Serendip, face visible
serendipity-cell-up = { $colour }, face visible
serendipity-cannot-choose = { $cell } ne peut pas être choisie maintenant ({ $state }).
serendipity-not-a-label = { $typed } n'est pas une étiquette de case : une ligne A–K et un nombre, comme F6.
serendipity-you-did = ✓ Votre coup : { $what }.
serendipity-turn-over = Votre tour est terminé.
serendipity-no-tile-to-leave = Il n'y a pas de tuile à laisser maintenant.
serendipity-no-first-tile = Choisissez à nouveau la première tuile de l'échange.

## Images de Serendipity.

serendipity-letter-red = R
serendipity-letter-orange = O
serendipity-letter-yellow = J
serendipity-letter-green = V
serendipity-letter-blue = B
serendipity-letter-violet = Vi
serendipity-image-turn = Serendipity · au tour { DE($name) }
serendipity-image-final = Serendipity · plateau final
serendipity-image-scores = Serendipity · scores finaux
serendipity-image-serendips-up = Serendips visibles : { $up }/13
serendipity-image-key-last = cadre noir : la dernière action
serendipity-image-key-pending = cadre bleu : la tuile qui attend un choix
serendipity-image-key-flash = cadre orange : vue, puis retournée face cachée
serendipity-image-key-none = aucune action encore
serendipity-image-key-carpets = contour noir : chaque tapis qui a compté ; pâli : n'a compté pour personne
serendipity-image-key-points = un tapis compte ses tuiles + 2 par Serendip dedans + 2 par bord de Serendip de sa couleur qui touche une de ses tuiles
serendipity-image-key-mark = { $mark } sur un Serendip : bord { $first }, puis { $rest } en sens antihoraire
serendipity-image-carpet = { $colour } : { $tiles } + 2×{ $serendips } + 2×{ $edges } = { $points }
serendipity-image-no-carpet = { $colour } : aucun tapis, 0
serendipity-image-carpet-counts = ✓ { $carpet } · compte
serendipity-image-carpet-not-counting = ✗ { $carpet } · ne compte pas
serendipity-image-of-carpets = (le plus grand de { $carpets } tapis)

## Commandes slash : les mots propres à ce jeu.

cmd-text-play-serendipity = Jouer à Serendipity
cmd-text-open-a-serendipity-table-in-this-channel = Ouvrir une table de Serendipity dans ce salon
cmd-name-colours-with-two = couleurs_a_deux
cmd-text-with-two-players-1-2-or-3-colours-each-default-2 = À deux joueurs : 1, 2 ou 3 couleurs chacun (2 par défaut)
cmd-text-1-colour-each = 1 couleur chacun
cmd-text-2-colours-each = 2 couleurs chacun
cmd-text-3-colours-each = 3 couleurs chacun
cmd-name-colours-with-three = couleurs_a_trois
cmd-text-with-three-players-1-or-2-colours-each-default-2 = À trois joueurs : 1 ou 2 couleurs chacun (2 par défaut)
cmd-name-unowned = sans_proprietaire
cmd-text-what-a-colour-nobody-owns-does-once-turned = Ce que fait une couleur sans propriétaire une fois retournée
cmd-text-unowned-colours-are-turned-back = les couleurs sans propriétaire sont retournées face cachée
cmd-text-unowned-colours-stay-face-up = les couleurs sans propriétaire restent face visible
cmd-text-unowned-colours-stay-face-up-from-the-10th-serendip = les couleurs sans propriétaire restent visibles dès le 10e Serendip
cmd-text-serendipity-s-rules-in-short-only-you-see-them = Les règles de Serendipity en bref (vous seul les voyez)

## Conseils et revues de Serendipity.

serendipity-move-turn = retourner { $cell }
serendipity-move-swap = échanger votre tuile avec { $cell }
serendipity-move-keep = garder le Serendip (rotation { $rotation }), échanger { $a } et { $b }
serendipity-move-move = déplacer le Serendip en { $cell } (rotation { $rotation })
serendipity-move-leave = laisser { $cell } face visible
serendipity-hint = 💡 Conseil : **{ $move }** — { $why }.
serendipity-why-known = vous avez vu une de vos tuiles { $colour } retournée face cachée en { $cell }
serendipity-why-odds = { $chance } % de chances que ce soit une de vos couleurs ou un Serendip
serendipity-why-odds-near = elle touche votre tapis, et { $chance } % de chances que ce soit une de vos couleurs ou un Serendip
serendipity-why-go-on = votre tuile reste où elle est et votre tour continue : { $why }
serendipity-why-swap = votre tuile rejoint votre tapis ({ $before } → { $after } points)
serendipity-why-swap-moves = votre tuile va en { $cell } ({ $before } → { $after } points), et votre tour s'arrête
serendipity-why-leave = votre tuile rapporte le plus où elle est ({ $points } points)
serendipity-why-leave-go-on = votre tuile reste où elle est et vous retournez une autre tuile
serendipity-why-keep = votre tapis grandit ({ $before } → { $after } points)
serendipity-why-keep-cost = le Serendip reste où il est, même si l'échange coûte des points à votre tapis ({ $before } → { $after })
serendipity-why-keep-known = une tuile { $colour } que vous avez vue retournée vient près de votre tapis, à retourner plus tard
serendipity-why-keep-spare = votre tapis reste à { $points } points : il échange deux tuiles face cachée que vous n'avez jamais vues retournées
serendipity-why-keep-same = votre tapis reste à { $points } points, et le Serendip reste où il est
serendipity-why-move = le Serendip rejoint votre tapis ({ $before } → { $after } points) et votre tour continue
serendipity-why-move-turn = votre tapis reste à { $points } points, et déplacer le Serendip vous permet de retourner une autre tuile
serendipity-why-end = le plateau reste tel quel : votre tapis garde ses { $points } points
serendipity-why-move-cost = le Serendip quitte votre tapis ({ $before } → { $after } points), mais le déplacer vous permet de retourner une autre tuile
serendipity-review-title = **Serendipity n° { $id }, votre partie revue** : chacun de vos coups que l'IA aurait joué autrement, avec les points que chacun peut rapporter. Les étapes où vous avez le plus perdu viennent avec le plateau de ce moment.
serendipity-review-same = { $round }. { $played } ≈ { $worth } : le coup de l'IA aussi
serendipity-review-round = { $round }. vous : { $played } ≈ { $worth } · IA : { $suggested } ≈ { $suggested_worth }
serendipity-review-swing = 🔎 **Étape { $round }** (−{ $swing }) : l'IA choisirait de { $suggested } : { $why }.

## Le tutoriel de Serendipity.

serendipity-head-start = Une partie peut commencer avec 0 à { $most } étapes déjà jouées, pas { $value }.
serendipity-lesson-turn = à votre tour, vous retournez une tuile face cachée. Une de vos couleurs reste visible ; une autre couleur est remise face cachée où elle est, et votre tour s'arrête : retenez où elle est.
serendipity-lesson-own = une tuile de votre couleur vient d'être retournée : laissez-la où elle est et retournez-en une autre, ou échangez-la avec une tuile face cachée (près de votre tapis, par exemple), et votre tour s'arrête.
serendipity-lesson-serendip = un Serendip : gardez-le où il est, choisissez sa rotation et échangez deux tuiles qui ne sont pas des Serendips visibles (le tour s'arrête) ; ou déplacez-le, tourné, et vous avez une autre tuile à retourner. Un Serendip visible ne bouge plus jamais.
serendipity-lesson-carpet = vous marquez un seul tapis : votre plus grand d'une couleur, 1 point par tuile, 2 par Serendip dedans, et 2 de plus par Serendip dont le bord de cette couleur touche une de ses tuiles.
serendipity-lesson-memory = une tuile que vous avez vue remise face cachée reste où elle était, sauf si quelqu'un l'échange : votre mémoire vaut des tours. Ici, le Conseil se souvient pour vous.
serendipity-lesson-end = la partie s'arrête quand les 13 Serendips sont visibles et que quelqu'un a les 13 tuiles d'une de ses couleurs visibles : la tuile qui y mène est encore jouée, puis personne n'en retourne d'autre.
serendipity-web-turn = Touchez une tuile face cachée pour la retourner.
serendipity-web-moved = Vous avez déplacé la Serendip. Touchez une tuile face cachée pour la retourner, ou **Terminer mon tour**.
serendipity-web-moved-must = Vous avez déplacé la Serendip : touchez une tuile face cachée pour la retourner.
serendipity-web-own = { $cell } est à vous et reste visible. Touchez une autre tuile face cachée pour la retourner, ou **Plutôt échanger { $cell }** puis touchez une tuile face cachée (votre tour se termine).
serendipity-web-swap = Touchez la tuile face cachée avec laquelle échanger votre { $cell }. Votre tour se termine ensuite.
serendipity-web-place = Une Serendip en { $cell }, à ↻{ $rotation } ! Tournez-la, puis **Le garder ici** et touchez deux tuiles à échanger (votre tour se termine), ou **Le déplacer** et touchez sa destination ; { $then }.
serendipity-web-keepa = Garder la Serendip en { $cell } (↻{ $rotation }) : touchez la première des deux tuiles à échanger (pas une Serendip visible).
serendipity-web-keepb = Garder la Serendip en { $cell } (↻{ $rotation }) : échanger { $first } avec quelle tuile ? Touchez-la.
serendipity-web-move = Touchez la case où va la Serendip (↻{ $rotation }) : la tuile qui s'y trouve vient en { $cell } (les Serendip visibles ne bougent jamais) ; { $then }.
serendipity-web-go = Aller
