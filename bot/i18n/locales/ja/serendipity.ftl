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

## Serendipity の拒否とオプション。

serendipity-action-shape = 行動はめくる、交換する、セレンディップを残すか動かす、タイルを残す、のいずれかです。
serendipity-not-a-cell = ボードのマスではありません。
serendipity-rotation-range = 回転は 0～5 です。
serendipity-your-tile = あなたのタイルは { $cell } です。
serendipity-now-ending = あなたのタイルでゲームが終わります：表のままにするか、裏のタイルと交換してください。
serendipity-now-turn = 裏のタイルをめくってください。
serendipity-now-own = 別の裏のタイルをめくるか、自分のタイルを裏のタイルと交換してください。
serendipity-now-serendip = セレンディップを残す（回してタイルを 2 枚交換）か、動かして（もう一度めくる）ください。
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
