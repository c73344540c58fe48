## Serendipity (the rulebook's terms: tile, Serendip, flower carpet).

serendipity-colour-red = red
serendipity-colour-orange = orange
serendipity-colour-yellow = yellow
serendipity-colour-green = green
serendipity-colour-blue = blue
serendipity-colour-violet = violet
serendipity-did-turn = turns { $cell }
serendipity-did-swap = swaps it with { $cell }
serendipity-did-keep = keeps the Serendip (rotation { $rotation }) and swaps { $a } and { $b }
serendipity-did-move = moves the Serendip to { $cell } (rotation { $rotation })
serendipity-did-leave = leaves { $cell } face up
serendipity-did-end = ends the turn

## Serendipity refusals and lobby options.

serendipity-action-shape = An action is a turn, a swap, a kept or a moved Serendip, a tile left, or a turn ended.
serendipity-not-a-cell = That is not a cell of the board.
serendipity-rotation-range = A rotation is 0 to 5.
serendipity-your-tile = Your tile is { $cell }.
serendipity-now-ending = The game ends with your tile: leave it face up, or swap it with a face-down one.
serendipity-now-turn = Turn a face-down tile.
serendipity-now-own = Turn another face-down tile, or swap your tile with a face-down one.
serendipity-now-serendip = Keep the Serendip (rotate it, swap two tiles) or move it (then you may turn another).
serendipity-now-serendip-must = Keep the Serendip (rotate it, swap two tiles) or move it (then turn again).
serendipity-now-moved = Turn another face-down tile, or end your turn.
serendipity-face-up-already = { $cell } is face up already: turn a face-down tile.
serendipity-swap-face-up = { $cell } is face up: swap your tile with a face-down one.
serendipity-swap-two = Swap two different tiles.
serendipity-serendip-fixed = A face-up Serendip never moves again.
serendipity-move-elsewhere = Move the Serendip to another cell.
serendipity-colours-for-size = With { $size } players each takes { $allowed } colours, not { $value }.
serendipity-colours-per-player = With { $players } players each takes { $allowed } { $most ->
    [one] colour
   *[other] colours
}.
serendipity-pick-up-to = Seat { $seat }: pick up to { $most } colours.
serendipity-not-a-colour = { $value } is not a colour of the game.
serendipity-colour-taken = { $colour } is taken by seat { $seat }.

## Serendipity in Discord.

serendipity-how-to-play = on your turn press **Your turn** and pick tiles by row and cell or by label; pick your colours in the lobby
serendipity-waiting-for-you = it is your turn in Serendipity
serendipity-ai-moved = the AI made their move
serendipity-unowned-hidden = unowned colours are turned back
serendipity-unowned-shown = unowned colours stay face up
serendipity-unowned-shown_after_10 = unowned colours stay face up from the 10th Serendip
serendipity-option-colours = colours each: { $two } with 2 players, { $three } with 3, 1 with more
serendipity-picked = {" "}· picked { $colours }
serendipity-colour-placeholder = Pick your colours (you play as many as the table size gives)
serendipity-saw-back = turned { $cell } (turned back)
serendipity-saw-serendip = turned { $cell }: a Serendip
serendipity-saw-own = turned { $cell }: { $colour }
serendipity-saw-nobodys = turned { $cell }: { $colour } (nobody's: it stays up)
serendipity-saw-swap = swapped it with { $cell }
serendipity-saw-keep = kept the Serendip (↻{ $rotation }) and swapped { $a } and { $b }
serendipity-saw-move = moved the Serendip to { $cell } (↻{ $rotation })
serendipity-saw-leave = left { $cell } face up
serendipity-saw-end = ended the turn
serendipity-now-ending-own = **{ $name }** turned the tile that ends the game: they leave { $cell } face up or swap it with a face-down tile, and the game is over.
serendipity-now-ending-serendip = **{ $name }** turned the last Serendip at { $cell }, which ends the game: they rotate it, then keep it and swap two tiles, or move it; then the game is over.
serendipity-now-own-public = **{ $name }** keeps { $cell } face up: they turn another tile, or swap { $cell } with a face-down tile (the turn ends).
serendipity-now-serendip-public = **{ $name }** found a Serendip at { $cell }: they rotate it, then keep it there and swap two tiles (the turn ends), or move it and may turn another.
serendipity-now-serendip-public-must = **{ $name }** found a Serendip at { $cell }: they rotate it, then keep it there and swap two tiles (the turn ends), or move it and turn another.
serendipity-now-moved-public = **{ $name }** moved the Serendip: they may turn another tile, or end their turn.
serendipity-now-turn-public = **{ $name }** turns a face-down tile.
serendipity-board-title = **Serendipity · game #{ $id }** · step { $step } · Serendips up { $up }/13
serendipity-last-moves = Last moves:
serendipity-this-turn = This turn: { $summary }
serendipity-press-your-turn = { $user }: press **Your turn**.
serendipity-status-line = { $name }: { $colours } · { $points } { $points ->
    [one] point
   *[other] points
}
serendipity-final-title = Serendipity · game #{ $id } · final scores
serendipity-final-points = **{ $points }** { $points ->
    [one] point
   *[other] points
}
serendipity-no-carpet = { $colour }: no carpet · 0
serendipity-count-tiles = { $n ->
    [one] { $n } tile
   *[other] { $n } tiles
}
serendipity-count-serendips = { $n ->
    [one] { $n } Serendip
   *[other] { $n } Serendips
} ×2
serendipity-count-edges = { $n ->
    [one] { $n } { $colour } edge
   *[other] { $n } { $colour } edges
} touching ×2
serendipity-carpet = { $colour }: { $parts } = { $value }
serendipity-carpet-largest = (the largest of { $carpets } carpets)
serendipity-carpet-valuable = (the most valuable of { $carpets } carpets)
serendipity-carpet-counts = ✓ { $carpet } · counts
serendipity-carpet-not-counting = ✗ { $carpet } · does not count: only the largest carpet scores
serendipity-rules-title = Serendipity · rules in short
serendipity-rules = 91 hex tiles lie face down: 13 of each of six colours and 13 Serendips. Each player owns colours: with 2 players 1, 2 or 3 each, with 3 players 1 or 2 (2 unless the table chose otherwise), with 4–6 one. On your turn you turn a face-down tile:
    • **someone else's or nobody's colour**: everyone sees it, it is turned back where it lies and your turn ends — remember it;
    • **your colour**: it stays up; turn another, or swap it with any face-down tile (your turn ends);
    • **a Serendip**: rotate it, then keep it and swap any two tiles that are not face-up Serendips (your turn ends), or swap it with such a tile: then you may turn another, or end your turn.
    Face-up Serendips never move again; moving never turns a tile over.
serendipity-rules-must = 91 hex tiles lie face down: 13 of each of six colours and 13 Serendips. Each player owns colours: with 2 players 1, 2 or 3 each, with 3 players 1 or 2 (2 unless the table chose otherwise), with 4–6 one. On your turn you turn a face-down tile:
    • **someone else's or nobody's colour**: everyone sees it, it is turned back where it lies and your turn ends — remember it;
    • **your colour**: it stays up; turn another, or swap it with any face-down tile (your turn ends);
    • **a Serendip**: rotate it, then keep it and swap any two tiles that are not face-up Serendips (your turn ends), or swap it with such a tile and turn another.
    Face-up Serendips never move again; moving never turns a tile over.
serendipity-rules-end-title = End
serendipity-rules-end = The game ends once all 13 Serendips are up and a player has all 13 tiles of one of their colours up. The tile that does it is still played out — a Serendip rotated and kept or moved, your own tile left or swapped — and then nobody turns another.
serendipity-rules-scoring-title = Scoring: the largest carpet
serendipity-rules-scoring = A carpet is a connected group of face-up tiles of one colour and face-up Serendips. You score **one** carpet: your **largest** carpet of one colour — the one with the most tiles of its colour, looked for among all of your colours; between carpets of equal size, the more valuable. It is worth 1 per tile, 2 per Serendip, and 2 more per Serendip whose edge of that colour touches a tile of the carpet. Your other carpets score nothing. Face-down tiles count for nobody.
serendipity-rules-scoring-2 = A carpet is a connected group of face-up tiles of one colour and face-up Serendips. Each of your colours scores its **largest** carpet — the one with the most tiles of that colour; between carpets of equal size, the more valuable — and you add your colours up. A carpet is worth 1 per tile, 2 per Serendip, and 2 more per Serendip whose edge of that colour touches a tile of the carpet. Face-down tiles count for nobody.
serendipity-rules-scoring-1 = A carpet is a connected group of face-up tiles of one colour and face-up Serendips. Each of your colours scores its **most valuable** carpet, and you add your colours up. A carpet is worth 1 per tile, 2 per Serendip, and 2 more per Serendip whose edge of that colour touches a tile of the carpet. Face-down tiles count for nobody.
serendipity-rules-end-at-once = The game ends as soon as all 13 Serendips are up and a player has all 13 tiles of one of their colours up: the tile that does it is not played out.
serendipity-rules-rulings = These are the rules of new tables (rulings { $newest }). A table started earlier keeps the rules it started with: ask in its channel.
serendipity-rules-rulings-table = { $rulings ->
        [1] This table plays the first rulings, which it started with: with 2 players each owns 2 or 3 colours, with 3 players 2. New tables play rulings { $newest }.
        [2] This table plays rulings 2, which it started with. New tables play rulings { $newest }: one carpet a player.
        [3] This table plays rulings 3, which it started with: after moving a Serendip you turn another tile. New tables play rulings { $newest }: turning another is your choice.
       *[other] This table plays rulings { $rulings }, the newest.
    }
serendipity-rules-here-title = Playing here
serendipity-rules-here = The live board is one image, edited as the turn goes; a tile turned back shows until the next action. On your turn press **Your turn**: pick a tile by row and cell, or type its label (like F6). Pick your colours in the lobby.
serendipity-rules-readings = • Serendips alone, with no tile of the colour, are nobody's carpet.
    • One Serendip scores for every player whose carpet it is in.
    • The colours round a Serendip's edges are a reconstruction (the printed order is not published): red, orange, yellow, green, blue, violet.
    • Only the colours players own end the game: an unowned colour all face up does not.
serendipity-panel-title = **Your turn · Serendipity step { $step }** (only you see this)
serendipity-panel-type = ⌨ Type a label
serendipity-panel-turn-instead = Turn another instead
serendipity-panel-end = End my turn
serendipity-panel-rotate-left = ⟲ Rotate
serendipity-panel-rotate-right = ⟳ Rotate
serendipity-panel-keep = Keep it here
serendipity-panel-move = Move it
serendipity-panel-back = Back
serendipity-panel-row = Row…
serendipity-panel-cell = Tile…
serendipity-panel-modal = Type a cell
serendipity-panel-modal-input = Cell label, like F6
serendipity-panel-leave = Leave { $cell } here
serendipity-panel-leave-instead = Leave { $cell } instead
serendipity-panel-swap-instead = Swap { $cell } instead
serendipity-then-over = then the game is over
serendipity-then-turn = then you may turn another, or end your turn
serendipity-then-turn-must = then you turn another
serendipity-mode-turn = Turn a face-down tile: choose its row, then the tile, or type its label.
serendipity-mode-swap = Swap your { $cell } with which face-down tile? Your turn ends after it.
serendipity-mode-place = A Serendip at { $cell }! The preview shows it at ↻{ $rotation }. Rotate it, then **Keep it here** and swap two tiles (your turn ends), or **Move it** ({ $then }).
serendipity-mode-keepa = Keep the Serendip at { $cell } (↻{ $rotation }), and swap two tiles that are not face-up Serendips. The first tile:
serendipity-mode-keepb = Keep the Serendip at { $cell } (↻{ $rotation }); swap { $first } with which tile?
serendipity-mode-move = Move the Serendip (↻{ $rotation }) to which cell? The tile there comes to { $cell } (face-up Serendips never move); { $then }.
serendipity-mode-own-ending = { $cell } is your tile that ends the game. **Leave it here**, or swap it with a face-down tile first; then the game is over.
serendipity-mode-own = { $cell } is yours and stays up. Turn another tile, or **Swap { $cell }** with a face-down tile (your turn ends).
serendipity-mode-moved = You moved the Serendip. Turn another face-down tile (choose its row, then the tile, or type its label), or **End my turn**.
serendipity-ends-game = **This tile ends the game.**
serendipity-row-option = Row { $row }
serendipity-row-tiles = { $tiles ->
    [one] { $tiles } tile to choose from
   *[other] { $tiles } tiles to choose from
}
serendipity-cell-down = face down
serendipity-cell-serendip = Serendip, face up
serendipity-cell-up = { $colour }, face up
serendipity-cannot-choose = { $cell } cannot be chosen now ({ $state }).
serendipity-not-a-label = { $typed } is not a cell label: a row A–K and a number, like F6.
serendipity-you-did = ✓ You { $what }.
serendipity-turn-over = Your turn is over.
serendipity-no-tile-to-leave = There is no tile to leave now.
serendipity-no-first-tile = Choose the first tile of the swap again.

## Serendipity's images.

serendipity-letter-red = R
serendipity-letter-orange = O
serendipity-letter-yellow = Y
serendipity-letter-green = G
serendipity-letter-blue = B
serendipity-letter-violet = V
serendipity-image-turn = Serendipity · { $name }'s turn
serendipity-image-final = Serendipity · final board
serendipity-image-scores = Serendipity · final scores
serendipity-image-serendips-up = Serendips face up: { $up }/13
serendipity-image-key-last = ink frame: the last action
serendipity-image-key-pending = blue frame: the tile waiting for a choice
serendipity-image-key-flash = orange frame: seen, then turned back
serendipity-image-key-none = no action yet
serendipity-image-key-carpets = ink outline: each carpet that scored; faded: scored for nobody
serendipity-image-key-points = a carpet scores its tiles + 2 per Serendip in it + 2 per Serendip edge of its colour touching one of its tiles
serendipity-image-key-mark = { $mark } on a Serendip: its { $first } edge, then { $rest } anticlockwise
serendipity-image-carpet = { $colour }: { $tiles } + 2×{ $serendips } + 2×{ $edges } = { $points }
serendipity-image-no-carpet = { $colour }: no carpet, 0
serendipity-image-carpet-counts = ✓ { $carpet } · counts
serendipity-image-carpet-not-counting = ✗ { $carpet } · does not count
serendipity-image-of-carpets = (the largest of { $carpets } carpets)

## Serendipity hints and reviews.

serendipity-move-turn = turn { $cell }
serendipity-move-swap = swap your tile with { $cell }
serendipity-move-keep = keep the Serendip (rotation { $rotation }), swap { $a } and { $b }
serendipity-move-move = move the Serendip to { $cell } (rotation { $rotation })
serendipity-move-leave = leave { $cell } face up
serendipity-hint = 💡 Hint: **{ $move }** — { $why }.
serendipity-why-known = you saw one of your { $colour } tiles turned back at { $cell }
serendipity-why-odds = { $chance } % it is one of your colours or a Serendip
serendipity-why-odds-near = it lies next to your carpet, and { $chance } % it is one of your colours or a Serendip
serendipity-why-go-on = your tile stays where it lies and your turn goes on: { $why }
serendipity-why-swap = it brings your tile next to your carpet ({ $before } → { $after } points)
serendipity-why-swap-moves = your tile moves to { $cell } ({ $before } → { $after } points), and your turn ends
serendipity-why-leave = your tile scores most where it lies ({ $points } points)
serendipity-why-leave-go-on = your tile stays where it lies and you turn another tile
serendipity-why-keep = your carpet grows ({ $before } → { $after } points)
serendipity-why-keep-cost = the Serendip stays where it lies, though the swap costs your carpet points ({ $before } → { $after })
serendipity-why-keep-known = it brings a { $colour } tile you saw turned back next to your carpet, to turn later
serendipity-why-keep-spare = your carpet stays at { $points } points: it swaps two face-down tiles you never saw turned
serendipity-why-keep-same = your carpet stays at { $points } points, and the Serendip stays where it lies
serendipity-why-move = the Serendip joins your carpet ({ $before } → { $after } points) and your turn goes on
serendipity-why-move-turn = your carpet stays at { $points } points, and moving the Serendip lets you turn another tile
serendipity-why-end = the board stays as it is: your carpet keeps its { $points } points
serendipity-why-move-cost = the Serendip leaves your carpet ({ $before } → { $after } points), but moving it lets you turn another tile
serendipity-review-title = **Serendipity #{ $id }, your game reviewed**: each of your moves that the AI would have made otherwise, with the points each may bring. The steps where you gave most away come with the board of that moment.
serendipity-review-same = { $round }. { $played } ≈ { $worth }: the AI's move too
serendipity-review-round = { $round }. you: { $played } ≈ { $worth } · AI: { $suggested } ≈ { $suggested_worth }
serendipity-review-swing = 🔎 **Step { $round }** (−{ $swing }): the AI would { $suggested }: { $why }.

## Serendipity's tutorial.

serendipity-head-start = A game may start with 0 to { $most } steps already played, not { $value }.
serendipity-lesson-turn = on your turn you turn a face-down tile. One of your colours stays face up; another colour is turned back where it lies, and your turn ends: remember where it is.
serendipity-lesson-own = a tile of your colour just turned: leave it where it lies and turn another tile, or swap it with a face-down tile (next to your carpet, say), and your turn ends.
serendipity-lesson-serendip = a Serendip: keep it where it lies, choose its rotation and swap any two tiles that are not face-up Serendips (the turn ends); or move it, rotated, and you get another tile to turn. A face-up Serendip never moves again.
serendipity-lesson-carpet = you score one carpet: your largest of one colour, 1 point per tile, 2 per Serendip in it, and 2 more per Serendip whose edge of that colour touches one of its tiles.
serendipity-lesson-memory = a tile you saw turned back stays where it was, unless someone swaps it: your memory is worth turns. Here the Hint remembers for you.
serendipity-lesson-end = the game ends once all 13 Serendips are face up and someone has all 13 tiles of one of their colours face up: the tile that does it is still played out, then nobody turns another.
serendipity-web-turn = Tap a face-down tile to turn it.
serendipity-web-moved = You moved the Serendip. Tap a face-down tile to turn it, or **End my turn**.
serendipity-web-moved-must = You moved the Serendip: tap a face-down tile to turn it.
serendipity-web-own = { $cell } is yours and stays up. Tap another face-down tile to turn it, or **Swap { $cell } instead** and tap a face-down tile (your turn ends).
serendipity-web-swap = Tap the face-down tile to swap your { $cell } with. Your turn ends after it.
serendipity-web-place = A Serendip at { $cell }, at ↻{ $rotation }! Rotate it, then **Keep it here** and tap two tiles to swap (your turn ends), or **Move it** and tap where it goes; { $then }.
serendipity-web-keepa = Keep the Serendip at { $cell } (↻{ $rotation }): tap the first of two tiles to swap (not a face-up Serendip).
serendipity-web-keepb = Keep the Serendip at { $cell } (↻{ $rotation }): swap { $first } with which tile? Tap it.
serendipity-web-move = Tap the cell the Serendip (↻{ $rotation }) moves to: the tile there comes to { $cell } (face-up Serendips never move); { $then }.
serendipity-web-go = Go
