## Splito：カードと目標。

splito-colour-yellow = 黄
splito-colour-orange = オレンジ
splito-colour-pink = ピンク
splito-colour-green = 緑
splito-colour-blue = 青
splito-colour-black = 黒
splito-card = { $colour } { $value }
splito-card-promo = プロモ 42（{ $points } 点）
splito-card-objective = { $label }（{ $points } 点）
splito-op = { $op ->
    [eq] ちょうど
    [ge] 少なくとも
   *[le] 多くても
}
splito-cond-most-colour = { $colour }が最多
splito-cond-most-value = { $value } が最多
splito-cond-count-colour = { $n ->
    [0] { $op ->
        [eq] { $colour }のカードなし
       *[other] { $colour }のカードが{ splito-op } 0 枚
    }
   *[other] { $colour }のカードが{ splito-op } { $n } 枚
}
splito-cond-count-value = { $n ->
    [0] { $op ->
        [eq] { $value } なし
       *[other] { $value } が{ splito-op } 0 枚
    }
   *[other] { $value } が{ splito-op } { $n } 枚
}
splito-cond-distinct-colours = { splito-op } { $n } 色
splito-cond-distinct-values = { splito-op } { $n } 種類の数字
splito-cond-includes = { $colours }を 1 枚ずつ
splito-cond-cards = カードが{ splito-op } { $n } 枚
splito-cond-all = { $parts }
splito-did-pick-left = { $card } → 左のゾーン
splito-did-pick-right = { $card } → 右のゾーン
text-exactly-two-1s = 1 がちょうど 2 枚
text-exactly-two-2s = 2 がちょうど 2 枚
text-exactly-two-3s = 3 がちょうど 2 枚
text-exactly-two-4s = 4 がちょうど 2 枚
text-exactly-two-5s = 5 がちょうど 2 枚
text-exactly-two-6s = 6 がちょうど 2 枚
text-one-of-every-value-1-6 = 1～6 を 1 枚ずつ
text-exactly-one-3-and-one-4 = 3 と 4 がちょうど 1 枚ずつ

## Splito の拒否。

splito-left-or-right = 左か右のゾーンを選んでください（{ $value } ではありません）。
splito-not-in-hand = そのカードは手札にありません。
splito-no-such-card = このゲームにカード { $card } はありません。
splito-pick-shape = 選択はカードと側（左か右）です。
splito-deck-too-small = デッキ { $deck } の配れるカードは { $available } 枚です。{ $players } 人には { $needed } 枚必要です。

## Discord の Splito。

splito-deck-community = コミュニティによる再現
splito-option-promo = プロモ 42：{ $state }
splito-option-deck = デッキ：{ $deck }
splito-zone-of-left = { $name } の左のゾーン
splito-zone-of-right = { $name } の右のゾーン
splito-zone-between = { $left } ⇄ { $right }
splito-played-left = 左、{ $name } と
splito-played-right = 右、{ $name } と
splito-side-left-zone = 左のゾーン
splito-side-right-zone = 右のゾーン
splito-side-left-with = ◀ 左：{ $name } と
splito-side-right-with = 右：{ $name } と ▶
splito-objective-button = { $label }（{ $points }）
splito-board-title = **Splito · ゲーム #{ $id } · ラウンド { $round }/{ $rounds }**
splito-revealed = 公開：{ $plays }
splito-picked = 選択済み：{ $names }
splito-how-to-pick = **プレイ** を押して手札を見て、カードを選び、次に側を選んでください。以後、手札はラウンドごとに自動で更新されます。全員が選ぶまで変更できます。
splito-waiting-for-you = ラウンド { $round } があなたの選択を待っています
splito-how-to-play = **プレイ** を一度押して手札を表示。カード、次に側を選ぶと出せます。手札はラウンドごとに自動で更新されます
splito-ai-picked = このラウンドは AI が代わりに選びました
splito-hand-title = **あなたの手札 · ラウンド { $round }/{ $rounds }**（あなただけに表示）
splito-hand-heading = **あなたの手札 · ラウンド { $round }/{ $rounds }**
splito-hand-picked = ✓ あなたの選択：**{ $card }** → { $side }。
splito-hand-selected = 選択中：**{ $card }**。側のボタンを押すと出します。
splito-hand-may-change = 全員が選ぶまで変更できます。
splito-hand-choose = カードを選び、次に側を選んでください。側のボタンですぐに出します。
splito-hand-passed = **{ $name }** に渡したカード：{ $cards }
splito-no-hand-talk = ルールでは手札について話すことは禁止です：カードは秘密に。
splito-final-title = Splito · ゲーム #{ $id } · 最終得点
splito-final-line = { $left } × { $right } = **{ $score }** · { $cards } 枚
splito-rules-title = Splito · ルール要約
splito-rules = 毎ラウンド、全員が手札から 1 枚をこっそり選び、自分の左か右のゾーンに置きます。各ゾーンは隣の人と共有です（二人の場合は各自が自分だけのゾーンを 2 つ持ち、間をダミーの手札 2 つが回ります）。その後、手札を左に回します。13 ラウンド（二人なら 26）の後、各ゾーンの目標を確認し、左のゾーンの点 × 右のゾーンの点が得点です。同点ならカードの少ない方が勝ち。
splito-rules-commons-title = 共通目標
splito-rules-commons = 色の最多（★）と数字の最多（☾）、各 3 点は、そのカードが単独で最も多いゾーンのものです。同数なら誰のものにもなりません。
splito-rules-promo-title = プロモ 42（任意）
splito-rules-promo = 数字カードの合計がちょうど 42 になった最初のゾーンが獲得します。同時に二つなら取り除きます。
splito-rules-readings = • 目標の「カード」はゾーンのすべてのカードを数えます：Splito カード、目標カード、そのゾーンが取った共通目標、42 プロモ。「Splito カード」はそれだけです。
    • 二人：手札は 4 つで、そのうち 2 つは出さないダミー。各プレイヤーは自分だけのゾーンを 2 つ持ちます（ロシア語版ルールの変種）、26 ラウンド。
    • 同点なら、自分の 2 ゾーンのカード（全種類）が少ない方が勝ち。それでも同点なら勝利を分け合います。
splito-rules-manners-title = マナー
splito-rules-deck-title = 目標デッキ

## Splito の画像。

splito-letter-yellow = 黄
splito-letter-orange = 橙
splito-letter-pink = 桃
splito-letter-green = 緑
splito-letter-blue = 青
splito-letter-black = 黒
splito-image-zone-left = { $name } · 左
splito-image-zone-right = { $name } · 右
splito-image-round = Splito · ラウンド { $round }/{ $rounds }
splito-image-final-table = Splito · 最終テーブル
splito-image-promo-waiting = プロモ 42：合計がちょうど 42 になった最初のゾーンへ
splito-image-promo-claimed = プロモ 42：獲得済み
splito-image-promo-removed = プロモ 42：除去（二つのゾーンが同時に 42）
splito-image-scores-now = 現在の得点（左 × 右）
splito-nobody = なし
splito-image-zone-between = { $left_owner }の左 · { $right_owner }の右
splito-image-new-mark = + このラウンドに出たカード
splito-image-scores-final = 最終得点（左 × 右）
splito-image-cards-heading = カード（同点時）
splito-image-sums-heading = 左 × 右 = 得点
splito-image-dummies = ダミーの手札：{ $a } 枚と { $b } 枚
splito-image-hand = あなたの手札 · ラウンド { $round }/{ $rounds }
splito-image-final-scores = Splito · 最終得点
splito-image-common = ✓ { $points } · 共通：{ $label }
splito-image-shared-win = 同点優勝：{ $names }（同点、同じ枚数）
splito-image-tiebreak = 同点をカードの少なさで決着：{ $name } の勝ち

## スラッシュコマンド：このゲーム固有の言葉。

cmd-text-play-splito = Splito をプレイ
cmd-text-open-a-splito-table-in-this-channel = このチャンネルで Splito のテーブルを開く
cmd-name-promo42 = プロモ42
cmd-text-play-with-the-promo-card-42 = プロモカード 42 を使う
cmd-text-splito-s-rules-in-short-only-you-see-them = Splito のルール要約（あなただけに表示）

## ヒント（ヒントありで始めた卓）：強い AI のカード、置き場所、その理由。
splito-hint = 💡 ヒント：**{ $card }**（{ $where }）— { $why }。
splito-why-meets = 「{ $objective }」を達成します（+{ $points }）
splito-why-common = そのゾーンが共通目標「{ $objective }」で今トップです（最後までトップなら +{ $points }）
splito-why-objective-met = 「{ $objective }」はそこで達成済みです（+{ $points }）
splito-why-objective-open = 「{ $objective }」はそこで後から達成できるかもしれません（達成なら { $points }）
splito-why-score = 得点が { $before } から { $after } に上がります（{ $left } × { $right }）
splito-why-score-least = 今はどのカードでも点が下がり、これが最も少ない下がり方です：得点は { $before } から { $after }（{ $left } × { $right }）
splito-why-score-later = 得点は今 { $before } から { $after } に下がります（{ $left } × { $right }）が、ゾーンのこれからに備えた一手です
splito-why-hope = まだ得点は変わりませんが、ゾーンの見込みが最も良く保たれます

## コーチ：終わったゲームを一人のプレイヤーのために振り返る（値は AI がその一手に期待する得点：
## 2 ラウンド後のプレイヤーのゾーンの見込みの積）。
splito-review-pick = **{ $card }**（{ $where }）
splito-review-same = { $round }. { $played } ≈ { $worth }：AI も同じ手
splito-review-round = { $round }. あなた：{ $played } ≈ { $worth } · AI：{ $suggested } ≈ { $suggested_worth }
splito-review-swing = 🔎 **ラウンド { $round }**（−{ $swing }）：AI は { $suggested } を出します：{ $why }。

## Splito のチュートリアル。

splito-lesson-zones = 毎ラウンド、カードを 1 枚こっそり自分の 2 つのゾーンのどちらかに置きます。左のゾーンは左隣の人と、右のゾーンは右隣の人と共有です。得点は左のゾーンの点 × 右のゾーンの点です。
splito-lesson-objectives = 目標カードは、ゲーム終了時に置かれたゾーンで条件を満たしていれば、そのゾーンの点になります（「4 がちょうど 2 枚」ならそのゾーンに 4 がちょうど 2 枚）。ゾーンを共有する 2 人の両方に数えられます。
splito-lesson-passing = 各ラウンドの後、手札は左隣へ渡り、右隣の手札があなたに来ます：渡すカードは相手を助けるかもしれません。
splito-lesson-commons = 2 枚の共通目標（色 ★ と数字 ☾、各 3 点）は、そのカードが単独で最も多いゾーンのものです。同数なら誰のものにもなりません。
splito-lesson-product = 0 点のゾーンがあると、もう一方がどれだけ強くても得点は 0 です：両方のゾーンを育てましょう。
