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
splitter-option-pad = pad { $pad }
splitter-placement = **{ $a }** in row { $row }, column { $left } · **{ $b }** in column { $right }
splitter-board-title = **Splitter · game #{ $id } · pad { $pad } · round { $round }/{ $rounds }**
splitter-rolled = 🎲 Rolled **{ $a }** and **{ $b }**.
splitter-placed = Placed: { $names }
splitter-how-to-place-table = Press **Place** to write both numbers into a mirror pair of your sheet; you may change it until everyone has placed.
splitter-how-to-place-solo = Press **Place** to write both numbers into a mirror pair of your sheet.
splitter-control-title = **Your sheet · round { $round }/{ $rounds }** (only you see this)
splitter-control-placed = ✓ Your placement: { $placement }.
splitter-control-selected = Selected: { $placement }.
splitter-control-may-change = You may change it until everyone has placed.
splitter-control-choose = Choose the row, then the pair; **Swap** exchanges the two numbers.
splitter-web-how = Tap an empty cell: the number picked goes there, the other in its mirror cell. Tap a number first to pick it.
splitter-button-swap = ⇄ Swap
splitter-row-option = Row { $row }
splitter-free-pairs = { $pairs ->
    [one] { $pairs } free pair
   *[other] { $pairs } free pairs
}
splitter-pair-option = Columns { $left } and { $right }
splitter-preview = Preview: { $a } in column { $left }, { $b } in column { $right }
splitter-pair-taken = That pair is already filled; choose another.
splitter-row-full = Row { $row } has no empty pair left.
splitter-solo-first = Your first solo game on pad { $pad }: { $score } is your best.
splitter-solo-new-best = New personal best on pad { $pad }: { $score } (before: { $before }).
splitter-solo-best = Your best on pad { $pad }: { $best }.
splitter-solo-share = { $score } beats { $share }% of the bot's own AI games on this pad.
splitter-solo-stars = Out of this world!
splitter-solo-started = { $user } plays solo Splitter on pad { $pad } (game #{ $id }).
splitter-solo-thread = Splitter solo · game #{ $id }
splitter-final-title = Splitter · game #{ $id } · final scores
splitter-final-star = {" "}×2 (star)
splitter-final-line = **{ $total }** { $total ->
    [one] point
   *[other] points
} · groups: { $groups }{ $hearts ->
    [yes] {" "}· hearts +5
   *[no] {""}
}
splitter-rules-title = Splitter · rules in short
splitter-rules = 22 rounds. Each round two dice are rolled; everyone writes both numbers on their own sheet at once, into a mirror pair of empty cells: the same row, equally far from the centre line. You choose which number goes left. After 22 rounds the sheet is full.
splitter-rules-scoring-title = Scoring
splitter-rules-scoring = A group of exactly N cells holding N (touching side by side, not diagonally) scores N; a lone 1 scores 1. Bigger or smaller groups score nothing. A group on a star (★) scores double.
splitter-rules-hearts-title = Pad B's hearts (♥)
splitter-rules-hearts = All three hearts holding the same number: +5.
splitter-rules-solo-title = Solo
splitter-rules-solo = `/splitter solo` starts a game for you alone; at the end you see your best solo score and where your score sits among 500 games of the bot's own AI. 51+ is "out of this world".
splitter-rules-readings = • A lone 1 on a star scores double, as a valid group on a star does.

## Splitter's images.

splitter-image-round = Splitter · pad { $pad } · round { $round }/{ $rounds } · rolled { $a } and { $b }
splitter-image-final = Splitter · pad { $pad } · final sheets
splitter-image-sheet-of = { $name }'s sheet
splitter-image-row = row { $row }
splitter-image-legend-star = ★ star: its group scores double
splitter-image-legend-hearts = ♥ hearts: +5 if all hold one number
splitter-image-legend-last = framed: round { $round }'s pair
splitter-image-legend-groups = tags: each group's points
splitter-image-hearts-bonus = ♥ bonus +{ $points }
splitter-image-hearts-none = ♥ no bonus
splitter-image-final-scores = Splitter · final scores

## The coach (worths: the sheet's worth as the AI values it, two rounds on).
splitter-review-same = { $round }. { $played } ≈ { $worth }: the AI's placement too
splitter-review-round = { $round }. you: { $played } ≈ { $worth } · AI: { $suggested } ≈ { $suggested_worth }
splitter-review-swing = 🔎 **Round { $round }** (−{ $swing }): the AI writes { $suggested }: { $why }.
splitter-why-completes = { $number ->
    [1] { $star ->
        [yes] it makes a lone 1 on a star (+{ $points }, doubled)
       *[no] it makes a lone 1 (+{ $points })
    }
   *[other] { $star ->
        [yes] it completes a group of { $number } on a star (+{ $points }, doubled)
       *[no] it completes a group of { $number } (+{ $points })
    }
}
splitter-why-hearts = every heart now holds the same number (+5)
splitter-why-grows = its group of { $number }s has { $size } of the { $number } cells it needs
splitter-why-room = it keeps the sheet's best chances for the rolls to come
splitter-hint = 💡 Hint: { $placement } — { $why }.

## Splitter's tutorial.

splitter-lesson-roll = each round two dice are rolled, and you write both numbers in one row of your sheet, in two mirror cells (the same distance from the centre line), in the order you choose.
splitter-lesson-groups = a group of exactly N touching cells (side by side, not diagonally) holding N scores N; a lone 1 scores 1. A group too big or too small scores nothing: plan where each group will stop.
splitter-lesson-stars = a group on a star (★) scores double: keep the stars for a group you can complete.
splitter-lesson-hearts = on this pad, the three hearts (♥) holding the same number give +5, whatever groups they are in.
splitter-lesson-full = after 22 rounds every sheet is full and scored; the mirror rule means each number you write also shapes the other side.
