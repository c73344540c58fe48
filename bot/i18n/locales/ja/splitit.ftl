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
splitit-button-split = 分ける
splitit-button-discard = 捨てる
splitit-button-bet = 賭ける
splitit-button-jokers = ジョーカーを置く
splitit-board-title = **Split it! · ゲーム #{ $id } · ラウンド { $round } · 山札 { $deck } 枚**
splitit-last-reveal = 前回の公開：{ $reveal }
splitit-reveals-this-round = **このラウンドの公開：**
splitit-round-summary = **ラウンド { $round }** — { $reveals }
splitit-no-reveal = 公開はありません
splitit-reveal-taken = { $zone } → { $bettors } が { $cards } を取る
splitit-reveal-stays = { $zone } → { $bettors } が賭けた：{ $cards } は残る
splitit-reveal-discarded = { $zone } → 誰も賭けず：{ $cards } は捨て札
splitit-now-split = { $name } が 2 本の仕切りを置きます。
splitit-now-discard = { $name } が 3 つのゾーンの 1 つを捨てます。
splitit-now-bet = 賭け：{ $betted }
splitit-now-bet-waiting = 賭け：{ $betted } — 待っています：{ $waiting }
splitit-now-jokers = 置くジョーカー：{ $placing }。
splitit-how-to-bet = **賭ける** を押してこっそり賭けてください。全員が賭けるまで変更できます。
splitit-press-when-yours = 自分の番になったら **{ $button }** を押してください。
splitit-waiting-split = Split it! のゲーム #{ $id } があなたの仕切りを待っています
splitit-waiting-discard = Split it! のゲーム #{ $id } があなたが捨てるゾーンを待っています
splitit-waiting-bet = Split it! のゲーム #{ $id } があなたの賭けを待っています
splitit-waiting-jokers = Split it! のゲーム #{ $id } があなたのジョーカーを待っています
splitit-already-took-wait = このラウンドはすでにカードを取りました。次の列を待ってください。
splitit-wait-your-turn = { $now } 自分の番を待ってください。
splitit-jokers-waiting = { $jokers }★ が最初の列を待機中
splitit-no-cards-yet = まだカードなし
splitit-final-title = Split it! · ゲーム #{ $id } · 最終得点
splitit-final-line = **{ $score }** 点 · { $columns } 列 · 得点した数字：{ $scored }
splitit-rules-title = Split it! · ルール要約
splitit-rules = カードの列が配られます（7 枚、四人なら 9 枚）。分ける人がそれを白、ピンク、黒のゾーンに分け、まだラウンドに残っている全員が賭けカードでこっそり 1 つのゾーンに賭けます。誰も賭けなかったゾーンは捨て札、賭けが 1 人のゾーンはその人のものになりその人はラウンドから抜け、複数が賭けたゾーンは残ってまた分けられます（2 枚なら 2 ゾーン、1 枚なら捨て札）。分ける人は毎ラウンド交代します。
splitit-rules-two-title = 二人のとき
splitit-rules-two = 3 ゾーンに分けるたびに（ラウンド最初の分割も、分け直しも）、分けた人ではないもう一人が、賭ける前に 1 ゾーンを捨てます。2 枚を 2 ゾーンに分けたときは捨てません。
splitit-rules-jokers-title = ジョーカー（★）
splitit-rules-jokers = 取ったジョーカーは好きな列に加わります（同じ取りで作った列でもかまいません）。一度置いたら動かせません。列が 1 つもないうちに取ったジョーカーは待機し、最初に作った列に加わります。最後まで待機したジョーカーは得点になりません。
splitit-rules-scoring-title = 得点
splitit-rules-scoring = 1～10 の各数字について、最も多く持つ人（ジョーカー込み）がその数字の点を得ます。同数なら全員が得ます。同点なら列の多い方が勝ち。
splitit-rules-readings = • カードが取られた後、残りの列は同じ分ける人が分けます。
    • 最初の列を待っているジョーカーは、その列を作る取りの中で（列の順で）最初の数字カードの列に加わります。選択はありません。
    • 四人では 8 番目の最後の列は 7 枚です。
    • 列の数でも同点なら、勝利を分け合います。
    • 最初の分ける人は無作為に選びます（ルールブックでは最年少）。
splitit-split-title = **2 本の仕切りを置いてください**（あなただけに表示）。
splitit-split-preview = 画像はプレビューです。**決定** を押して置きます。
splitit-split-misplaced = 2 本目の仕切りは 1 本目より後ろに：どちらかを動かしてください。
splitit-separator-first = 1 本目の仕切り：カード { $card } の後
splitit-separator-second = 2 本目の仕切り：カード { $card } の後
splitit-separator-sides = カード { $left } | { $right }
splitit-split-done = ✓ カード { $a } と { $b } の後に仕切りを置きました。
splitit-discard-title = **ゾーンを 1 つ捨ててください**（あなただけに表示）。分け方はボードにあります。
splitit-discard-choose = 捨てるゾーンを選び、**決定** を押してください。
splitit-discard-preview = **{ $zone }**のゾーンを捨てますか？画像はプレビューです。**決定** を押してください。
splitit-discard-done = ✓ { $zone }のゾーンを捨てました。
splitit-bet-title = **あなたの賭け**（公開まであなただけに表示）。
splitit-bet-chosen = ✓ **{ $zone }**に賭けました。全員が賭けるまで変更できます。
splitit-bet-choose = 賭けたいゾーンを押してください。あなただけが賭けたゾーンはあなたのものです。
splitit-your-columns = あなたの列：{ $columns }
splitit-bet-revealed = ✓ **{ $zone }**に賭けました。全員が賭けました：ボードで公開を見てください。
splitit-joker-title = **ジョーカーを置いてください**（残り { $jokers } 枚、あなただけに表示）。ジョーカーは加わった列のカード 1 枚として数えます。
splitit-joker-placeholder = ジョーカーを置く列
splitit-joker-column-label = { $number } の列
splitit-joker-column-cards = { $cards } 枚{ $jokers ->
    [0] {""}
   *[other] {" "}+ { $jokers }★
}
splitit-joker-placed = ✓ ジョーカーを { $number } の列に置きました。

## Split it! の画像。

splitit-image-preview-split = プレビュー：決定するとここに仕切りを置きます。
splitit-image-preview-discard = プレビュー：決定すると{ $zone }のゾーンを捨てます。
splitit-image-round = Split it! · ラウンド { $round } · 山札 { $deck }
splitit-image-final = Split it! · 終了
splitit-image-row-empty = 列は空です。
splitit-image-discarded = { $zone }（捨て）
splitit-image-splitter = {" "}· 分ける人
splitit-image-jokers-waiting = { $jokers }★ 待機
splitit-image-tiebreak = （同点を列の多さで決着）
splitit-image-final-scores = Split it! · 最終得点
splitit-image-nobody = なし
splitit-image-number-to = { $number } → { $names } (+{ $number })
splitit-image-last-reveal = 直前の公開：
splitit-image-columns-heading = 列の数（同点時）
splitit-image-numbers-heading = 各数字は、その列のカードが最も多い人にその値の得点；各プレイヤーの枚数：
splitit-image-number-nobody = { $number } → なし

## スラッシュコマンド：このゲーム固有の言葉。

cmd-text-play-split-it = Split it! をプレイ
cmd-text-open-a-split-it-table-in-this-channel = このチャンネルで Split it! のテーブルを開く
cmd-text-split-it-s-rules-in-short-only-you-see-them = Split it! のルール要約（あなただけに表示）

## Split it! のヒントと振り返り。

splitit-move-split = カード { $a } と { $b } の後で分ける
splitit-move-discard = { $zone }のゾーンを捨てる
splitit-move-bet = { $zone }に賭ける
splitit-move-joker = ジョーカーを { $number } に置く
splitit-hint = 💡 ヒント：**{ $move }** — { $why }。
splitit-why-lead = 取れば { $number } が最多になります（合計 +{ $points }）
splitit-why-tie = 取れば { $number } の最多に並び、並んだ人は全員得点します（合計 +{ $points }）
splitit-why-block = 取れば相手から { $number } の最多を奪えます（あなた +{ $points }、相手 −{ $lost }）
splitit-why-alone = 他の人が最も賭けにくいゾーンです（単独で取れる確率 { $chance } %）
splitit-why-cards = 後の列のためのカード { $cards } 枚
splitit-why-split = { $zone }のゾーンがあなたに残ります：{ $why }
splitit-why-discard = 分ける人にとって{ $zone }より価値のあるゾーンはありません（その人に +{ $points }）
splitit-why-discard-worth = { $zone }のゾーンは分ける人にとって +{ $points } の価値があります
splitit-why-discard-keep = 分ける人には価値がなく、あなたに最も価値のあるゾーンが残ります
splitit-why-discard-nothing = { $zone }のゾーンは分ける人にとって価値がありません
splitit-why-joker-lead = あなたの { $number } が単独で最多になります（+{ $points }）
splitit-why-joker-tie = あなたの { $number } が最多に並び、並んだ人は全員得点します（+{ $points }）
splitit-why-joker = あなたの { $number } の列が { $size } 枚になります
splitit-review-title = **Split it! #{ $id } の振り返り**：あなたが動いた各ステップで、あなたの手と AI の手、それぞれで最強の相手よりどれだけ前（+）か後ろ（−）にいられるかの見込み。最も損をしたステップはその時点の盤面付きです。
splitit-review-same = { $round }. { $played } ≈ { $worth }：AI も同じ手
splitit-review-round = { $round }. あなた：{ $played } ≈ { $worth } · AI：{ $suggested } ≈ { $suggested_worth }
splitit-review-swing = 🔎 **ステップ { $round }**（−{ $swing }）：AI なら「{ $suggested }」：{ $why }。

## Split it! のチュートリアル。

splitit-config-rows = 短いゲームで配る列は 1〜{ $most } 列です（{ $value } ではありません）。
splitit-lesson-split = 分ける人は列に 2 枚の仕切りを置きます：白・ピンク・黒の 3 つのゾーンで、それぞれ 1 枚以上。カードの順番は変わりません。
splitit-lesson-discard = 二人プレイでは、3 つのゾーンに分けるたびにもう一人がそのうち 1 つを捨てます：分ける人が最も欲しいゾーンを取り除きましょう。
splitit-lesson-bet = 全員がこっそりゾーンに賭けます。ひとりだけならそのカードを取ってラウンドから抜けます。2 人以上ならカードは列に残り、誰も賭けないゾーンは捨てられます。
splitit-lesson-columns = 取ったカードは数字ごとの列になります。最後に、その数字のカードが最も多い人がその数字の点を 1 回得ます。同数なら全員が得ます。
splitit-lesson-again = 列に残ったカードは、まだラウンドにいる人のためにもう一度分けられます：他の人が取ったものから、欲しいものが分かります。
splitit-lesson-jokers = ジョーカーは好きな列に加わり（同じ取りで作った列でも可）、二度と動きません：最多を決める列に置きましょう。
splitit-web-split = カードの間をタップして 1 枚目の仕切りを、別の間をタップして 2 枚目を置きます。**分ける** で確定します。
splitit-web-discard = 捨てるゾーンをタップしてください。
splitit-web-joker = ジョーカーを入れる列をタップしてください。
