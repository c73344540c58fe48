## Splito: card and objective words (the rulebook's terms: zone, objective, Splito card).

splito-colour-yellow = yellow
splito-colour-orange = orange
splito-colour-pink = pink
splito-colour-green = green
splito-colour-blue = blue
splito-colour-black = black
splito-card = { $colour } { $value }
splito-card-promo = promo 42 ({ $points } pts)
splito-card-objective = { $label } ({ $points ->
    [one] { $points } pt
   *[other] { $points } pts
})
splito-op = { $op ->
    [eq] exactly
    [ge] at least
   *[le] at most
}
splito-cond-most-colour = most { $colour }
splito-cond-most-value = most { $value }s
splito-cond-count-colour = { $n ->
    [0] { $op ->
        [eq] no { $colour } cards
       *[other] { splito-op } 0 { $colour } cards
    }
    [one] { splito-op } 1 { $colour } card
   *[other] { splito-op } { $n } { $colour } cards
}
splito-cond-count-value = { $n ->
    [0] { $op ->
        [eq] no { $value }s
       *[other] { splito-op } 0 { $value }s
    }
    [one] { splito-op } 1 { $value }
   *[other] { splito-op } { $n } { $value }s
}
splito-cond-distinct-colours = { splito-op } { $n } different colours
splito-cond-distinct-values = { splito-op } { $n } different values
splito-cond-includes = one each of { $colours }
splito-cond-cards = { splito-op } { $n } cards
splito-cond-all = { $parts }
splito-did-pick-left = { $card } → left zone
splito-did-pick-right = { $card } → right zone

## Splito refusals.

splito-left-or-right = Choose the left or the right zone, not { $value }.
splito-not-in-hand = That card is not in your hand.
splito-no-such-card = There is no card { $card } in this game.
splito-pick-shape = A pick names a card and a side (left or right).
splito-deck-too-small = Deck { $deck } has { $available } cards to deal; { $players } players need { $needed }.

## The shipped objective deck's own wordings (a custom deck's texts are shown as written).

text-exactly-two-1s = exactly two 1s
text-exactly-two-2s = exactly two 2s
text-exactly-two-3s = exactly two 3s
text-exactly-two-4s = exactly two 4s
text-exactly-two-5s = exactly two 5s
text-exactly-two-6s = exactly two 6s
text-one-of-every-value-1-6 = one of every value 1–6
text-exactly-one-3-and-one-4 = exactly one 3 and one 4

## Splito in Discord: lobby, board, hand, final, rules.

splito-deck-community = community reconstruction
splito-option-promo = promo 42: { $state }
splito-option-deck = deck: { $deck }
splito-zone-of-left = { $name }'s left zone
splito-zone-of-right = { $name }'s right zone
splito-zone-between = { $left } ⇄ { $right }
splito-played-left = left, with { $name }
splito-played-right = right, with { $name }
splito-side-left-zone = Left zone
splito-side-right-zone = Right zone
splito-side-left-with = ◀ Left: with { $name }
splito-side-right-with = Right: with { $name } ▶
splito-objective-button = { $label } ({ $points })
splito-board-title = **Splito · game #{ $id } · round { $round }/{ $rounds }**
splito-revealed = Revealed: { $plays }
splito-picked = Picked: { $names }
splito-how-to-pick = Press **Play** to see your cards: pick one, then a side. They then follow you from round to round, and you may change your pick until everyone has picked.
splito-waiting-for-you = round { $round } is waiting for your pick
splito-how-to-play = press **Play** once to see your hand; a card, then a side, plays it, and the hand follows you from round to round
splito-ai-picked = the AI picked for them this round
splito-hand-title = **Your hand · round { $round }/{ $rounds }** (only you see this)
splito-hand-heading = **Your hand · round { $round }/{ $rounds }**
splito-hand-picked = ✓ Your pick: **{ $card }** → { $side }.
splito-hand-selected = Selected: **{ $card }**: press a side to play it.
splito-hand-may-change = You may change it until everyone has picked.
splito-hand-choose = Choose a card, then a side: the side button plays it at once.
splito-hand-passed = Cards you passed to **{ $name }**: { $cards }
splito-no-hand-talk = The rulebook forbids talking about your hand: keep your cards to yourself.
splito-final-title = Splito · game #{ $id } · final scores
splito-final-line = { $left } × { $right } = **{ $score }** · { $cards } cards
splito-rules-title = Splito · rules in short
splito-rules = Each round everyone secretly picks one card of their hand and puts it into the zone on their left or right; each zone is shared with a neighbour (with two players, each has two zones of their own, and two dummy hands pass between them). Then hands pass left. After 13 rounds (26 with two players) every objective in a zone is checked; your score is your left zone's points × your right zone's points. Ties: fewest cards wins.
splito-rules-commons-title = Common objectives
splito-rules-commons = One colour majority (★) and one value majority (☾), 3 points each, go to the zone with strictly the most such cards; a tie gives them to nobody.
splito-rules-promo-title = Promo 42 (optional)
splito-rules-promo = The first zone whose number cards sum to exactly 42 takes it; two at once: removed.
splito-rules-readings = • “Cards” in an objective counts every card in the zone: Splito cards, objective cards, the common objectives the zone won and the 42 promo; “Splito cards” counts only those.
    • Two players: four hands, two of them dummies that never play, and two zones of each player's own (the Russian rulebook's variant), 26 rounds.
    • A tie on score goes to fewest cards of all kinds in the player's two zones; still tied, a shared win.
splito-rules-manners-title = Table manners
splito-rules-deck-title = Objective deck

## Splito's images.

splito-letter-yellow = Y
splito-letter-orange = O
splito-letter-pink = P
splito-letter-green = G
splito-letter-blue = B
splito-letter-black = K
splito-image-zone-left = { $name } · left
splito-image-zone-right = { $name } · right
splito-image-round = Splito · round { $round }/{ $rounds }
splito-image-final-table = Splito · final table
splito-image-promo-waiting = promo 42: goes to the first zone whose cards sum to exactly 42
splito-image-promo-claimed = promo 42: claimed
splito-image-promo-removed = promo 42: removed (two zones hit 42 together)
splito-image-scores-now = Scores now (left × right)
splito-nobody = nobody
splito-image-zone-between = { $left_owner }'s left · { $right_owner }'s right
splito-image-new-mark = + played this round
splito-image-scores-final = Final scores (left × right)
splito-image-cards-heading = cards (tie-break)
splito-image-sums-heading = left × right = score
splito-image-dummies = dummy hands: { $a } and { $b } cards
splito-image-hand = Your hand · round { $round }/{ $rounds }
splito-image-final-scores = Splito · final scores
splito-image-common = ✓ { $points } · common: { $label }
splito-image-shared-win = Shared win: { $names } (same score, same number of cards)
splito-image-tiebreak = Tie on score broken by fewest cards: { $name } wins

## Hints (a table started with hints): the strong AI's card, where, and why.
splito-hint = 💡 Hint: **{ $card }** ({ $where }) — { $why }.
splito-why-meets = it meets “{ $objective }” (+{ $points })
splito-why-common = that zone now leads for the common objective “{ $objective }” (+{ $points } at the end if it still leads then)
splito-why-objective-met = “{ $objective }” holds there already (+{ $points })
splito-why-objective-open = “{ $objective }” may hold there later ({ $points } if it does)
splito-why-score = your score rises from { $before } to { $after } ({ $left } × { $right })
splito-why-score-least = every card costs you points now and this one costs least: your score goes from { $before } to { $after } ({ $left } × { $right })
splito-why-score-later = your score drops from { $before } to { $after } now ({ $left } × { $right }), for what your zones may still make
splito-why-hope = no score changes yet, and your zones keep their best chances

## The coach: a finished game reviewed for one player (worths are the score the AI expects a
## pick to bring: the product of the player's zones' hopes two rounds on).
splito-review-pick = **{ $card }** ({ $where })
splito-review-same = { $round }. { $played } ≈ { $worth }: the AI's pick too
splito-review-round = { $round }. you: { $played } ≈ { $worth } · AI: { $suggested } ≈ { $suggested_worth }
splito-review-swing = 🔎 **Round { $round }** (−{ $swing }): the AI plays { $suggested }: { $why }.

## Splito's tutorial.

splito-lesson-zones = each round you play one card, secretly, into one of your two zones: your left zone is shared with your left neighbour, your right zone with your right neighbour. Your score is your left zone's points × your right zone's.
splito-lesson-objectives = an objective card scores for the zone it lies in, at the end, if its condition holds there (“exactly two 4s” needs exactly two 4s in that zone). It scores for both players who share the zone.
splito-lesson-passing = after each round your hand passes to your left neighbour, and your right neighbour's comes to you: the cards you pass may help them.
splito-lesson-commons = the two common objectives (a colour ★ and a value ☾, 3 points each) go to the zone with strictly the most such cards; a tie gives them to nobody.
splito-lesson-product = a zone at 0 makes your score 0, however strong the other: feed both your zones.
