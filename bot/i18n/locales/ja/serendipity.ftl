## Serendipity。

serendipity-colour-red = 赤
serendipity-colour-orange = オレンジ
serendipity-colour-yellow = 黄
serendipity-colour-green = 緑
serendipity-colour-blue = 青
serendipity-colour-violet = 紫
serendipity-did-turn = { $cell } をめくる
serendipity-did-swap = それを { $cell } と交換する
serendipity-did-keep = セレンディップを残し（回転 { $rotation }）、{ $a } と { $b } を交換する
serendipity-did-move = セレンディップを { $cell } に動かす（回転 { $rotation }）
serendipity-did-leave = { $cell } を表のままにする
serendipity-did-end = 手番を終える

## Serendipity の拒否とオプション。

serendipity-action-shape = 行動はめくる、交換する、セレンディップを残すか動かす、タイルを残す、手番を終える、のいずれかです。
serendipity-not-a-cell = ボードのマスではありません。
serendipity-rotation-range = 回転は 0～5 です。
serendipity-your-tile = あなたのタイルは { $cell } です。
serendipity-now-ending = あなたのタイルでゲームが終わります：表のままにするか、裏のタイルと交換してください。
serendipity-now-turn = 裏のタイルをめくってください。
serendipity-now-own = 別の裏のタイルをめくるか、自分のタイルを裏のタイルと交換してください。
serendipity-now-serendip = セレンディップを残す（回してタイルを 2 枚交換）か、動かして（その後もう 1 枚めくってもよい）ください。
serendipity-now-serendip-must = セレンディップを残す（回してタイルを 2 枚交換）か、動かして（もう一度めくる）ください。
serendipity-now-moved = 別の裏のタイルをめくるか、手番を終えてください。
serendipity-face-up-already = { $cell } はすでに表です：裏のタイルをめくってください。
serendipity-swap-face-up = { $cell } は表です：自分のタイルは裏のタイルと交換してください。
serendipity-swap-two = 異なる 2 枚のタイルを交換してください。
serendipity-serendip-fixed = 表になったセレンディップは二度と動きません。
serendipity-move-elsewhere = セレンディップは別のマスに動かしてください。
serendipity-colours-for-size = { $size } 人のときは各自 { $allowed } 色です（{ $value } ではありません）。
serendipity-colours-per-player = { $players } 人のときは各自 { $allowed } { $most ->
   *[other] 色
}です。
serendipity-pick-up-to = 席 { $seat }：{ $most } 色まで選んでください。
serendipity-not-a-colour = { $value } はこのゲームの色ではありません。
serendipity-colour-taken = { $colour }は席 { $seat } が取っています。

## Discord の Serendipity。

serendipity-how-to-play = 自分の番に **あなたの番** を押し、行とマス、またはラベルでタイルを選ぶ。色はロビーで選ぶ
serendipity-waiting-for-you = Serendipity であなたの番です
serendipity-ai-moved = AI が代わりに指しました
serendipity-unowned-hidden = 持ち主のない色は裏に戻す
serendipity-unowned-shown = 持ち主のない色は表のまま
serendipity-unowned-shown_after_10 = 10 枚目のセレンディップ以降は持ち主のない色も表のまま
serendipity-option-colours = 各自の色数：二人なら { $two }、三人なら { $three }、それ以上は 1
serendipity-picked = {" "}· 選んだ色：{ $colours }
serendipity-colour-placeholder = 自分の色を選ぶ（人数に応じた数だけ使います）
serendipity-saw-back = { $cell } をめくった（裏に戻した）
serendipity-saw-serendip = { $cell } をめくった：セレンディップ
serendipity-saw-own = { $cell } をめくった：{ $colour }
serendipity-saw-nobodys = { $cell } をめくった：{ $colour }（持ち主なし：表のまま）
serendipity-saw-swap = それを { $cell } と交換した
serendipity-saw-keep = セレンディップを残し（↻{ $rotation }）、{ $a } と { $b } を交換した
serendipity-saw-move = セレンディップを { $cell } に動かした（↻{ $rotation }）
serendipity-saw-leave = { $cell } を表のままにした
serendipity-saw-end = 手番を終えた
serendipity-now-ending-own = **{ $name }** がゲームを終わらせるタイルをめくりました：{ $cell } を表のままにするか裏のタイルと交換し、ゲーム終了です。
serendipity-now-ending-serendip = **{ $name }** が { $cell } で最後のセレンディップをめくりゲームが終わります：回してから残してタイルを 2 枚交換するか、動かします。その後ゲーム終了です。
serendipity-now-own-public = **{ $name }** は { $cell } を表のままにします：別のタイルをめくるか、{ $cell } を裏のタイルと交換します（手番終了）。
serendipity-now-serendip-public = **{ $name }** が { $cell } でセレンディップを見つけました：回してから残してタイルを 2 枚交換する（手番終了）か、動かしてもう一枚めくることができます。
serendipity-now-serendip-public-must = **{ $name }** が { $cell } でセレンディップを見つけました：回してから残してタイルを 2 枚交換する（手番終了）か、動かしてもう一枚めくります。
serendipity-now-moved-public = **{ $name }** がセレンディップを動かしました：もう 1 枚めくるか、手番を終えます。
serendipity-now-turn-public = **{ $name }** が裏のタイルをめくります。
serendipity-board-title = **Serendipity · ゲーム #{ $id }** · ステップ { $step } · 表のセレンディップ { $up }/13
serendipity-last-moves = 最近の手：
serendipity-this-turn = この手番：{ $summary }
serendipity-press-your-turn = { $user } さん：**あなたの番** を押してください。
serendipity-status-line = { $name }：{ $colours } · { $points } 点
serendipity-final-title = Serendipity · ゲーム #{ $id } · 最終得点
serendipity-final-points = **{ $points }** 点
serendipity-no-carpet = { $colour }：花のじゅうたんなし · 0
serendipity-count-tiles = タイル { $n } 枚
serendipity-count-serendips = セレンディップ { $n } 枚 ×2
serendipity-count-edges = { $colour }の辺が接する { $n } 枚 ×2
serendipity-carpet = { $colour }：{ $parts } = { $value }
serendipity-carpet-largest = （{ $carpets } 枚のじゅうたんのうち最大）
serendipity-carpet-valuable = （{ $carpets } 枚のじゅうたんのうち最高点）
serendipity-carpet-counts = ✓ { $carpet } · 得点
serendipity-carpet-not-counting = ✗ { $carpet } · 得点にならない：最大のじゅうたんだけが得点
serendipity-rules-title = Serendipity · ルール要約
serendipity-rules = 91 枚の六角タイルが裏向きです：6 色各 13 枚とセレンディップ 13 枚。各プレイヤーは色を持ちます：二人なら各 1、2、3 色、三人なら各 1 か 2 色（テーブルが選ばなければ 2）、4～6 人なら 1 色。手番では裏のタイルを 1 枚めくります：
    • **他人の色か誰の色でもない**：全員が見て、その場で裏に戻し手番終了 — 覚えておきましょう；
    • **自分の色**：表のまま。もう 1 枚めくるか、裏のタイルと交換します（手番終了）；
    • **セレンディップ**：回してから残し、表のセレンディップ以外のタイル 2 枚を交換する（手番終了）か、そのようなタイルと交換します：その後もう 1 枚めくるか、手番を終えることができます。
    表のセレンディップは二度と動きません。動かしてもタイルは裏返りません。
serendipity-rules-must = 91 枚の六角タイルが裏向きです：6 色各 13 枚とセレンディップ 13 枚。各プレイヤーは色を持ちます：二人なら各 1、2、3 色、三人なら各 1 か 2 色（テーブルが選ばなければ 2）、4～6 人なら 1 色。手番では裏のタイルを 1 枚めくります：
    • **他人の色か誰の色でもない**：全員が見て、その場で裏に戻し手番終了 — 覚えておきましょう；
    • **自分の色**：表のまま。もう 1 枚めくるか、裏のタイルと交換します（手番終了）；
    • **セレンディップ**：回してから残し、表のセレンディップ以外のタイル 2 枚を交換する（手番終了）か、そのようなタイルと交換してもう 1 枚めくります。
    表のセレンディップは二度と動きません。動かしてもタイルは裏返りません。
serendipity-rules-end-title = 終了
serendipity-rules-end = 13 枚のセレンディップがすべて表になり、誰かが自分の色の 13 枚をすべて表にするとゲームが終わります。それを起こしたタイルはまだプレイされます — セレンディップなら回して残すか動かし、自分のタイルなら残すか交換します — その後は誰もめくりません。
serendipity-rules-scoring-title = 得点：最大の花のじゅうたん
serendipity-rules-scoring = 花のじゅうたんとは、同じ色の表のタイルと表のセレンディップのつながった集まりです。得点になるのは **1 つ** のじゅうたんだけ：自分のすべての色の中で、1 色の **最大** の花のじゅうたん（その色のタイルが最も多いもの、同じ大きさなら点の高い方）です。タイル 1 枚 1 点、セレンディップ 1 枚 2 点、その色の辺がじゅうたんのタイルに接するセレンディップ 1 枚につきさらに 2 点。ほかのじゅうたんは得点になりません。裏のタイルは誰の得点にもなりません。
serendipity-rules-scoring-2 = 花のじゅうたんとは、同じ色の表のタイルと表のセレンディップのつながった集まりです。自分の各色は **最大** のじゅうたん（その色のタイルが最も多いもの、同じ大きさなら点の高い方）で得点し、色ごとの得点を合計します。タイル 1 枚 1 点、セレンディップ 1 枚 2 点、その色の辺がじゅうたんのタイルに接するセレンディップ 1 枚につきさらに 2 点。裏のタイルは誰の得点にもなりません。
serendipity-rules-scoring-1 = 花のじゅうたんとは、同じ色の表のタイルと表のセレンディップのつながった集まりです。自分の各色は **最も点の高い** じゅうたんで得点し、色ごとの得点を合計します。タイル 1 枚 1 点、セレンディップ 1 枚 2 点、その色の辺がじゅうたんのタイルに接するセレンディップ 1 枚につきさらに 2 点。裏のタイルは誰の得点にもなりません。
serendipity-rules-end-at-once = 13 枚のセレンディップがすべて表になり、誰かが自分の色の 13 枚をすべて表にした時点でゲームは終わります。それを起こしたタイルはプレイされません。
serendipity-rules-rulings = これは新しいテーブルのルール（第 { $newest } 版）です。前に始まったテーブルは始めたときのルールのまま続きます：そのチャンネルで聞いてください。
serendipity-rules-rulings-table = { $rulings ->
        [1] このテーブルは始めたときの第 1 版のルールで遊びます：二人なら各 2 か 3 色、三人なら各 2 色。新しいテーブルは第 { $newest } 版です。
        [2] このテーブルは始めたときの第 2 版のルールで遊びます。新しいテーブルは第 { $newest } 版：得点になるじゅうたんは 1 人 1 つです。
        [3] このテーブルは始めたときの第 3 版のルールで遊びます：セレンディップを動かしたらもう 1 枚めくります。新しいテーブルは第 { $newest } 版：もう 1 枚めくるかは自由です。
       *[other] このテーブルは最新の第 { $rulings } 版のルールで遊びます。
    }
serendipity-rules-here-title = ここでの遊び方
serendipity-rules-here = ボードは 1 枚の画像で、手番の進行に合わせて更新されます。裏に戻したタイルは次の操作まで見えます。自分の番に **あなたの番** を押し、行とマスでタイルを選ぶか、ラベル（F6 など）を入力します。色はロビーで選びます。
serendipity-rules-readings = • その色のタイルのないセレンディップだけの集まりは、誰のじゅうたんでもありません。
    • 1 枚のセレンディップは、それを含むじゅうたんの持ち主全員に得点します。
    • セレンディップの辺の色の順は復元です（印刷の順は公開されていません）：赤、橙、黄、緑、青、紫。
    • ゲームを終わらせるのはプレイヤーの色だけです。持ち主のいない色がすべて表になっても終わりません。
serendipity-panel-title = **あなたの番 · Serendipity ステップ { $step }**（あなただけに表示）
serendipity-panel-type = ⌨ ラベルを入力
serendipity-panel-turn-instead = 代わりに別の 1 枚をめくる
serendipity-panel-end = 手番を終える
serendipity-panel-rotate-left = ⟲ 回す
serendipity-panel-rotate-right = ⟳ 回す
serendipity-panel-keep = ここに残す
serendipity-panel-move = 動かす
serendipity-panel-back = 戻る
serendipity-panel-row = 行…
serendipity-panel-cell = タイル…
serendipity-panel-modal = マスを入力
serendipity-panel-modal-input = マスのラベル（F6 など）
serendipity-panel-leave = { $cell } をここに残す
serendipity-panel-leave-instead = 代わりに { $cell } を残す
serendipity-panel-swap-instead = 代わりに { $cell } を交換
serendipity-then-over = その後ゲーム終了
serendipity-then-turn = その後もう 1 枚めくるか、手番を終える
serendipity-then-turn-must = その後もう 1 枚めくる
serendipity-mode-turn = 裏のタイルをめくってください：行、次にタイルを選ぶか、ラベルを入力します。
serendipity-mode-swap = { $cell } をどの裏のタイルと交換しますか？その後手番終了です。
serendipity-mode-place = { $cell } にセレンディップ！プレビューは ↻{ $rotation } の向きです。回してから **ここに残す** でタイル 2 枚を交換する（手番終了）か、**動かす**（{ $then }）。
serendipity-mode-keepa = { $cell } のセレンディップを残し（↻{ $rotation }）、表のセレンディップ以外のタイル 2 枚を交換します。1 枚目：
serendipity-mode-keepb = { $cell } のセレンディップを残し（↻{ $rotation }）、{ $first } をどのタイルと交換しますか？
serendipity-mode-move = セレンディップ（↻{ $rotation }）をどのマスに動かしますか？そこのタイルは { $cell } に来ます（表のセレンディップは動きません）。{ $then }。
serendipity-mode-own-ending = { $cell } はゲームを終わらせるあなたのタイルです。**ここに残す** か、先に裏のタイルと交換してください。その後ゲーム終了です。
serendipity-mode-own = { $cell } はあなたの色で表のままです。別のタイルをめくるか、{ $cell } を裏のタイルと **交換** してください（手番終了）。
serendipity-mode-moved = セレンディップを動かしました。別の裏のタイルをめくる（列、次にタイルを選ぶか、ラベルを入力）か、**手番を終える** を押してください。
serendipity-ends-game = **このタイルでゲームが終わります。**
serendipity-row-option = { $row } 行
serendipity-row-tiles = 選べるタイル { $tiles } 枚
serendipity-cell-down = 裏向き
serendipity-cell-serendip = セレンディップ、表
serendipity-cell-up = { $colour }、表
serendipity-cannot-choose = { $cell } はいま選べません（{ $state }）。
serendipity-not-a-label = { $typed } はマスのラベルではありません：行 A～K と数字、F6 のように。
serendipity-you-did = ✓ あなたの手：{ $what }。
serendipity-turn-over = あなたの手番は終わりました。
serendipity-no-tile-to-leave = いま残すタイルはありません。
serendipity-no-first-tile = 交換する 1 枚目のタイルをもう一度選んでください。

## Serendipity の画像。

serendipity-letter-red = 赤
serendipity-letter-orange = 橙
serendipity-letter-yellow = 黄
serendipity-letter-green = 緑
serendipity-letter-blue = 青
serendipity-letter-violet = 紫
serendipity-image-turn = Serendipity · { $name } の番
serendipity-image-final = Serendipity · 最終ボード
serendipity-image-scores = Serendipity · 最終得点
serendipity-image-serendips-up = 表のセレンディップ：{ $up }/13
serendipity-image-key-last = 黒い枠：直前の行動
serendipity-image-key-pending = 青い枠：選択を待つタイル
serendipity-image-key-flash = オレンジの枠：見てから裏に戻したタイル
serendipity-image-key-none = まだ行動はありません
serendipity-image-key-carpets = 黒い輪郭：得点した花のじゅうたん；薄い色：誰の得点にもならない
serendipity-image-key-points = じゅうたんの得点 = タイル数 + 中のセレンディップ 1 枚につき 2 + そのじゅうたんの色の辺がタイルに触れるセレンディップ 1 枚につき 2
serendipity-image-key-mark = セレンディップの { $mark }：{ $first }の辺、そこから反時計回りに { $rest }
serendipity-image-carpet = { $colour }：{ $tiles } + 2×{ $serendips } + 2×{ $edges } = { $points }
serendipity-image-no-carpet = { $colour }：じゅうたんなし、0
serendipity-image-carpet-counts = ✓ { $carpet } · 得点
serendipity-image-carpet-not-counting = ✗ { $carpet } · 得点にならない
serendipity-image-of-carpets = （{ $carpets } 枚のじゅうたんのうち最大）

## スラッシュコマンド：このゲーム固有の言葉。

cmd-text-play-serendipity = Serendipity をプレイ
cmd-text-open-a-serendipity-table-in-this-channel = このチャンネルで Serendipity のテーブルを開く
cmd-name-colours-with-two = 二人の色数
cmd-text-with-two-players-1-2-or-3-colours-each-default-2 = 二人のとき：各自 1、2、3 色（既定 2）
cmd-text-1-colour-each = 各自 1 色
cmd-text-2-colours-each = 各自 2 色
cmd-text-3-colours-each = 各自 3 色
cmd-name-colours-with-three = 三人の色数
cmd-text-with-three-players-1-or-2-colours-each-default-2 = 三人のとき：各自 1 か 2 色（既定 2）
cmd-name-unowned = 持ち主なし
cmd-text-what-a-colour-nobody-owns-does-once-turned = 誰の色でもないタイルをめくったときの扱い
cmd-text-unowned-colours-are-turned-back = 持ち主のない色は裏に戻す
cmd-text-unowned-colours-stay-face-up = 持ち主のない色は表のまま
cmd-text-unowned-colours-stay-face-up-from-the-10th-serendip = 10 枚目のセレンディップ以降は持ち主のない色も表のまま
cmd-text-serendipity-s-rules-in-short-only-you-see-them = Serendipity のルール要約（あなただけに表示）

## Serendipity のヒントと振り返り。

serendipity-move-turn = { $cell } をめくる
serendipity-move-swap = 自分のタイルを { $cell } と交換する
serendipity-move-keep = セレンディップを残し（回転 { $rotation }）、{ $a } と { $b } を交換する
serendipity-move-move = セレンディップを { $cell } に動かす（回転 { $rotation }）
serendipity-move-leave = { $cell } を表のままにする
serendipity-hint = 💡 ヒント：**{ $move }** — { $why }。
serendipity-why-known = { $cell } で裏返されたあなたの{ $colour }のタイルを見ました
serendipity-why-odds = あなたの色かセレンディップである確率 { $chance } %
serendipity-why-odds-near = あなたの花のじゅうたんの隣で、あなたの色かセレンディップである確率 { $chance } %
serendipity-why-go-on = あなたのタイルはそのままで、手番が続きます：{ $why }
serendipity-why-swap = あなたのタイルが花のじゅうたんの隣に来ます（{ $before } → { $after } 点）
serendipity-why-swap-moves = あなたのタイルは { $cell } へ移り（{ $before } → { $after } 点）、手番が終わります
serendipity-why-leave = あなたのタイルは今の場所で最も点になります（{ $points } 点）
serendipity-why-leave-go-on = あなたのタイルはそのままで、別のタイルをめくります
serendipity-why-keep = 花のじゅうたんが広がります（{ $before } → { $after } 点）
serendipity-why-keep-cost = セレンディップはその場に残りますが、交換でじゅうたんの点が下がります（{ $before } → { $after }）
serendipity-why-keep-known = 裏返されるのを見た{ $colour }のタイルを花のじゅうたんの隣へ寄せ、後でめくります
serendipity-why-keep-spare = じゅうたんは { $points } 点のままです：表になったのを見たことのない裏向きの 2 枚を交換します
serendipity-why-keep-same = じゅうたんは { $points } 点のままで、セレンディップはその場に残ります
serendipity-why-move = セレンディップが花のじゅうたんに加わり（{ $before } → { $after } 点）、手番が続きます
serendipity-why-move-turn = じゅうたんは { $points } 点のままで、セレンディップを動かすと別のタイルをめくれます
serendipity-why-end = 盤面はそのまま：じゅうたんは { $points } 点のままです
serendipity-why-move-cost = セレンディップがじゅうたんから離れます（{ $before } → { $after } 点）が、動かすと別のタイルをめくれます
serendipity-review-title = **Serendipity #{ $id } の振り返り**：AI なら別の手を選んだあなたの各手と、それぞれの見込み点。最も損をしたステップはその時点の盤面付きです。
serendipity-review-same = { $round }. { $played } ≈ { $worth }：AI も同じ手
serendipity-review-round = { $round }. あなた：{ $played } ≈ { $worth } · AI：{ $suggested } ≈ { $suggested_worth }
serendipity-review-swing = 🔎 **ステップ { $round }**（−{ $swing }）：AI なら「{ $suggested }」：{ $why }。

## Serendipity のチュートリアル。

serendipity-head-start = ゲームは 0〜{ $most } ステップ進んだ状態から始められます（{ $value } ではありません）。
serendipity-lesson-turn = 手番では裏向きのタイルを 1 枚めくります。自分の色なら表のまま、他の色ならその場で裏に戻り、手番は終わります：場所を覚えておきましょう。
serendipity-lesson-own = 自分の色のタイルをめくったら：その場に残して次のタイルをめくるか、裏向きのタイル（花のじゅうたんの隣など）と交換して手番を終えます。
serendipity-lesson-serendip = セレンディップ：その場に残して向きを決め、表のセレンディップ以外の 2 枚を交換する（手番終了）か、向きを決めて動かし、別のタイルをめくる権利を得ます。表のセレンディップは二度と動きません。
serendipity-lesson-carpet = 得点になるのは 1 つの花のじゅうたんだけ：一色で最大のもの。タイル 1 枚 1 点、セレンディップ 1 枚 2 点、その色の辺がタイルに接するセレンディップはさらに 2 点。
serendipity-lesson-memory = 裏に戻るのを見たタイルは、誰かが交換しない限りその場にあります：記憶は手番の価値があります。ここではヒントが代わりに覚えています。
serendipity-lesson-end = 13 枚のセレンディップがすべて表になり、誰かが自分の色の 13 枚をすべて表にしたらゲーム終了です。そうしたタイルはまだ最後まで処理され、その後は誰もめくりません。
serendipity-web-turn = 裏向きのタイルをタップしてめくります。
serendipity-web-moved = セレンディップを動かしました。裏向きのタイルをタップしてめくるか、**手番を終える** を押してください。
serendipity-web-moved-must = セレンディップを動かしました：裏向きのタイルをタップしてめくってください。
serendipity-web-own = { $cell } はあなたのタイルで表のままです。別の裏向きのタイルをタップしてめくるか、**代わりに { $cell } を交換** して裏向きのタイルをタップしてください（手番は終わります）。
serendipity-web-swap = あなたの { $cell } と交換する裏向きのタイルをタップしてください。その後、手番は終わります。
serendipity-web-place = { $cell } にセレンディップ（↻{ $rotation }）！回転させてから **ここに残す** を押して交換する 2 枚をタップ（手番は終わります）、または **動かす** を押して行き先をタップ。{ $then }。
serendipity-web-keepa = { $cell } のセレンディップ（↻{ $rotation }）を置いたまま、交換する 2 枚のうち 1 枚目をタップ（表のセレンディップ以外）。
serendipity-web-keepb = { $cell } のセレンディップ（↻{ $rotation }）を置いたまま：{ $first } をどのタイルと交換しますか？タップしてください。
serendipity-web-move = セレンディップ（↻{ $rotation }）の行き先のマスをタップ：そこのタイルが { $cell } に来ます（表のセレンディップは動きません）。{ $then }。
serendipity-web-go = 移動
