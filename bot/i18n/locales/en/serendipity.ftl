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

## Serendipity refusals and lobby options.

serendipity-action-shape = An action is a turn, a swap, a kept or a moved Serendip, or a tile left.
serendipity-not-a-cell = That is not a cell of the board.
serendipity-rotation-range = A rotation is 0 to 5.
serendipity-your-tile = Your tile is { $cell }.
serendipity-now-ending = The game ends with your tile: leave it face up, or swap it with a face-down one.
serendipity-now-turn = Turn a face-down tile.
serendipity-now-own = Turn another face-down tile, or swap your tile with a face-down one.
serendipity-now-serendip = Keep the Serendip (rotate it, swap two tiles) or move it (then turn again).
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
