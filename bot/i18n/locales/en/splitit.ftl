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
