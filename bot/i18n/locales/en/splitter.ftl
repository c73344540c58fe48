## Splitter.

splitter-did-write = writes { $a } and { $b } in row { $row }, columns { $x1 } and { $x2 }

## Splitter refusals.

splitter-not-a-cell = Row { $row }, column { $column } is not a cell of this sheet.
splitter-cell-filled = Row { $row }, column { $column } is already filled.
splitter-mirror-pair = The two numbers go into a mirror pair: the same row, equally far from the centre line.
splitter-write-rolled = Write the numbers rolled: { $a } and { $b }.
splitter-place-shape = Place the two numbers into a mirror pair of empty cells.
splitter-unknown-pad = The pad is one of { $pads }, not { $value }.

## Splitter in Discord.

splitter-how-to-play = each round press **Place** to write the dice on your sheet; `/splitter solo` plays alone
splitter-waiting-for-you = round { $round } is waiting for your numbers
splitter-ai-wrote = the AI wrote their numbers this round
