## Split it!。

splitit-zone-white = 白
splitit-zone-pink = ピンク
splitit-zone-black = 黒
splitit-did-split = カード { $a } と { $b } の後で分ける
splitit-did-discard = { $zone }のゾーンを捨てる
splitit-did-bet = { $zone }に賭ける
splitit-did-joker = ジョーカーを { $number } に置く

## Split it! の拒否。

splitit-action-shape = 行動は分割、捨て、賭け、ジョーカーの列のいずれかです。
splitit-split-now = 分ける人はいま 2 本の仕切りを置かなければなりません。
splitit-separators = 仕切りはカードの間に置きます：カード 1～{ $last } の後、2 本目は 1 本目より後、どのゾーンにもカードが 1 枚以上。
splitit-discard-a-zone = 捨てるゾーン（白、ピンク、黒）を選んでください。
splitit-bet-on-zone = カードのあるゾーンに賭けてください：{ $zones }。
splitit-joker-column = ジョーカーは自分の列のどれかに置いてください：{ $columns }。
splitit-only-splitter = 仕切りを置くのは分ける人だけです。
splitit-only-discarder = ゾーンを捨てるのは分けなかったプレイヤーだけです。
splitit-already-took = このラウンドはすでにカードを取りました。
splitit-no-joker = 置くジョーカーがありません。

## Discord の Split it!。

splitit-how-to-play = 列を分け、**賭ける** ボタンでこっそり賭ける
