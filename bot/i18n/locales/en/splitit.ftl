## Split it! (the rulebook's terms: white, pink and black zone, joker, betting card).

splitit-zone-white = white
splitit-zone-pink = pink
splitit-zone-black = black
splitit-did-split = splits after cards { $a } and { $b }
splitit-did-discard = discards the { $zone } zone
splitit-did-bet = bets on { $zone }
splitit-did-joker = puts a joker on the { $number }s

## Split it! refusals.

splitit-action-shape = An action is a split, a discard, a bet or a joker's column.
splitit-split-now = The splitter must place the two separators now.
splitit-separators = Separators go between cards: after card 1 to { $last }, the second after the first, every zone holding a card.
splitit-discard-a-zone = Choose one of the zones (white, pink or black) to discard.
splitit-bet-on-zone = Bet on a zone that holds cards: { $zones }.
splitit-joker-column = Put the joker in one of your columns: { $columns }.
splitit-only-splitter = Only the splitter places the separators.
splitit-only-discarder = Only the player who did not split discards a zone.
splitit-already-took = You already took cards this round.
splitit-no-joker = You have no joker to place.

## Split it! in Discord.

splitit-how-to-play = split the row, then bet in secret with the **Bet** button
splitit-button-split = Split
splitit-button-discard = Discard
splitit-button-bet = Bet
splitit-button-jokers = Place joker
splitit-board-title = **Split it! · game #{ $id } · round { $round } · { $deck } in deck**
splitit-last-reveal = Last reveal: { $reveal }
splitit-reveals-this-round = **Reveals this round:**
splitit-round-summary = **Round { $round }** — { $reveals }
splitit-no-reveal = no reveal seen
splitit-reveal-taken = { $zone } → { $bettors } takes { $cards }
splitit-reveal-stays = { $zone } → { $bettors } bet: { $cards } stay
splitit-reveal-discarded = { $zone } → nobody bet: { $cards } discarded
splitit-now-split = { $name } places the two separators.
splitit-now-discard = { $name } discards one of the three zones.
splitit-now-bet = Bets: { $betted }
splitit-now-bet-waiting = Bets: { $betted } — waiting for { $waiting }
splitit-now-jokers = Jokers to place: { $placing }.
splitit-how-to-bet = Press **Bet** to bet in secret; you may change your bet until everyone has bet.
splitit-press-when-yours = Press **{ $button }** when it is your move.
splitit-waiting-split = Split it! game #{ $id } is waiting to place the separators
splitit-waiting-discard = Split it! game #{ $id } is waiting to discard a zone
splitit-waiting-bet = Split it! game #{ $id } is waiting for your bet
splitit-waiting-jokers = Split it! game #{ $id } is waiting to place your joker
splitit-already-took-wait = You already took cards this round; wait for the next row.
splitit-wait-your-turn = { $now } Wait for your turn.
splitit-jokers-waiting = { $jokers }★ waiting for a first column
splitit-no-cards-yet = no cards yet
splitit-final-title = Split it! · game #{ $id } · final scores
splitit-final-line = **{ $score }** { $score ->
    [one] point
   *[other] points
} · { $columns } columns · scored: { $scored }
splitit-rules-title = Split it! · rules in short
splitit-rules = A row of cards is dealt (7, or 9 with four players). The splitter cuts it into a white, a pink and a black zone; then everyone still in the round bets in secret on one zone. A zone nobody bet on is discarded; a zone with one bet goes to that player, who sits out the rest of the round; a zone with several bets stays and is split again (two cards: two zones; one card: discarded). The splitter rotates each round.
splitit-rules-two-title = Two players
splitit-rules-two = After every split into three zones — the round's first and every split again — the other player (not the splitter) discards one zone before anyone bets. Two cards split into two zones: no discard.
splitit-rules-jokers-title = Jokers (★)
splitit-rules-jokers = A joker you take joins one of your columns, your choice — even one made by the same take — and never moves again. A joker taken while you have no column waits and joins the first column you make. Jokers still waiting at the end score nothing.
splitit-rules-scoring-title = Scoring
splitit-rules-scoring = For each number 1–10, whoever has the most of it (jokers count) scores that number; ties score for everyone tied. Tie on points: most columns wins.
splitit-rules-readings = • After cards are taken, the same splitter splits what is left of the row.
    • Jokers waiting for a first column join the column of the first number card, in row order, of the take that makes it: no choice.
    • With four players the eighth and last row has 7 cards.
    • Still tied on most columns: a shared win.
    • The first splitter is drawn at random (the rulebook says the youngest).
splitit-split-title = **Place the two separators** (only you see this).
splitit-split-preview = The image previews it. Press **Confirm** to place them.
splitit-split-misplaced = The second separator must come after the first: move one of them.
splitit-separator-first = First separator after card { $card }
splitit-separator-second = Second separator after card { $card }
splitit-separator-sides = cards { $left } | { $right }
splitit-split-done = ✓ Separators placed after cards { $a } and { $b }.
splitit-discard-title = **Discard one zone** (only you see this); the splitter's split is on the board.
splitit-discard-choose = Choose the zone to discard, then **Confirm**.
splitit-discard-preview = Discard **{ $zone }**? The image previews it. Press **Confirm**.
splitit-discard-done = ✓ You discarded the { $zone } zone.
splitit-bet-title = **Your bet** (only you see it until the reveal).
splitit-bet-chosen = ✓ You bet on **{ $zone }**. You may change it until everyone has bet.
splitit-bet-choose = Press the zone you want. A zone with only your bet is yours.
splitit-your-columns = Your columns: { $columns }
splitit-bet-revealed = ✓ You bet on **{ $zone }**. Everyone has bet: see the reveal on the board.
splitit-joker-title = **Place your { $jokers ->
    [one] joker
   *[other] jokers
}** ({ $jokers } to place; only you see this). A joker counts as one more card of the column it joins.
splitit-joker-placeholder = Column for the joker
splitit-joker-column-label = the { $number }s
splitit-joker-column-cards = { $cards } cards{ $jokers ->
    [0] {""}
   *[other] {" "}+ { $jokers }★
}
splitit-joker-placed = ✓ Joker placed on your { $number }s.

## Split it!'s images.

splitit-image-preview-split = Preview: confirm to place the separators here.
splitit-image-preview-discard = Preview: confirm to discard the { $zone } zone.
splitit-image-round = Split it! · round { $round } · deck { $deck }
splitit-image-final = Split it! · final
splitit-image-row-empty = The row is empty.
splitit-image-discarded = { $zone } (discarded)
splitit-image-splitter = {" "}· splitter
splitit-image-jokers-waiting = { $jokers }★ waiting
splitit-image-tiebreak = (tie on points broken by most columns)
splitit-image-final-scores = Split it! · final scores
splitit-image-nobody = nobody
splitit-image-number-to = { $number }s → { $names } (+{ $number })
splitit-image-last-reveal = Last reveal:
splitit-image-columns-heading = columns (tie-break)
splitit-image-numbers-heading = Each number scores its value for the most cards in its column; cards per player:
splitit-image-number-nobody = { $number } → nobody

## Split it! hints and reviews.

splitit-move-split = split after cards { $a } and { $b }
splitit-move-discard = discard { $zone }
splitit-move-bet = bet on { $zone }
splitit-move-joker = joker on the { $number }s
splitit-hint = 💡 Hint: **{ $move }** — { $why }.
splitit-why-lead = taking it gives you the most { $number }s (+{ $points } in all)
splitit-why-tie = taking it ties you for the most { $number }s, and tied players all score them (+{ $points } in all)
splitit-why-block = taking it takes the lead in { $number }s from a rival (+{ $points } for you, −{ $lost } for them)
splitit-why-alone = the others are least likely to bet there ({ $chance } % you take it alone)
splitit-why-cards = { $cards ->
    [one] one card toward a column for later
   *[other] { $cards } cards toward columns for later
}
splitit-why-split = it leaves the { $zone } zone for you: { $why }
splitit-why-discard = no zone is worth more to the splitter than { $zone } (+{ $points } for them)
splitit-why-discard-worth = the { $zone } zone is worth +{ $points } to the splitter
splitit-why-discard-keep = it is worth nothing to the splitter, and it keeps the zones worth most to you
splitit-why-discard-nothing = the { $zone } zone is worth nothing to the splitter
splitit-why-joker-lead = your { $number }s now lead alone (+{ $points })
splitit-why-joker-tie = your { $number }s now tie for the lead, and tied players all score them (+{ $points })
splitit-why-joker = your column of { $number }s grows to { $size }
splitit-review-title = **Split it! #{ $id }, your game reviewed**: each step where you moved, your move and the AI's, with how far ahead of your strongest rival each may leave you (+) or behind (−). The steps where you gave most away come with the board of that moment.
splitit-review-same = { $round }. { $played } ≈ { $worth }: the AI's move too
splitit-review-round = { $round }. you: { $played } ≈ { $worth } · AI: { $suggested } ≈ { $suggested_worth }
splitit-review-swing = 🔎 **Step { $round }** (−{ $swing }): the AI would { $suggested }: { $why }.

## Split it!'s tutorial.

splitit-config-rows = A shorter game deals 1 to { $most } rows, not { $value }.
splitit-lesson-split = the splitter lays two separators in the row: three zones, white, pink and black, each of at least one card. The order of the cards never changes.
splitit-lesson-discard = with two players, after each split into three zones the other player discards one of them: take away the one the splitter wants most.
splitit-lesson-bet = everyone bets secretly on a zone. Alone on a zone, you take its cards and are out of the round; two or more on one zone, its cards stay in the row; a zone nobody bets on is discarded.
splitit-lesson-columns = your cards make one column per number. At the end, whoever has the most cards of a number scores that number, once; tied players all score it.
splitit-lesson-again = cards left in the row are split again for those still in the round: what the others took tells you what they want.
splitit-lesson-jokers = a joker joins the column of your choice, even one made by the same take, and never moves again: put it where it tips a majority.
splitit-web-split = Tap between two cards for the first separator, then between two others for the second; **Split** places them.
splitit-web-discard = Tap the zone to discard.
splitit-web-joker = Tap the column the joker joins.
