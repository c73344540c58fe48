## スプリッター。

splitter-did-write = { $a } と { $b } を { $row } 行目の { $x1 } 列と { $x2 } 列に書く

## スプリッターの拒否。

splitter-not-a-cell = { $row } 行 { $column } 列はこのシートのマスではありません。
splitter-cell-filled = { $row } 行 { $column } 列はすでに埋まっています。
splitter-mirror-pair = 2 つの数字は鏡の対に書きます：同じ行で、中央線から同じ距離。
splitter-write-rolled = 出た数字を書いてください：{ $a } と { $b }。
splitter-place-shape = 2 つの数字を空いている鏡の対に書いてください。
splitter-unknown-pad = シートは { $pads } のいずれかです（{ $value } ではありません）。

## Discord のスプリッター。

splitter-how-to-play = 毎ラウンド **記入** を押してダイスの目をシートに書く。`/splitter solo` で一人プレイ
splitter-waiting-for-you = ラウンド { $round } があなたの数字を待っています
splitter-ai-wrote = このラウンドは AI が代わりに数字を書きました
splitter-option-pad = シート { $pad }
splitter-placement = **{ $a }** を { $row } 行 { $left } 列 · **{ $b }** を { $right } 列
splitter-board-title = **スプリッター · ゲーム #{ $id } · シート { $pad } · ラウンド { $round }/{ $rounds }**
splitter-rolled = 🎲 出目は **{ $a }** と **{ $b }**。
splitter-placed = 記入済み：{ $names }
splitter-how-to-place-table = **記入** を押して 2 つの数字をシートの鏡の対に書いてください。全員が書くまで変更できます。
splitter-how-to-place-solo = **記入** を押して 2 つの数字をシートの鏡の対に書いてください。
splitter-control-title = **あなたのシート · ラウンド { $round }/{ $rounds }**（あなただけに表示）
splitter-control-placed = ✓ あなたの記入：{ $placement }。
splitter-control-selected = 選択中：{ $placement }。
splitter-control-may-change = 全員が書くまで変更できます。
splitter-control-choose = 行、次に対を選んでください。**入れ替え** で 2 つの数字を入れ替えます。
splitter-web-how = 空いているマスをタップ：選んだ数字がそこに、もう一方が鏡のマスに入ります。先に数字をタップして選べます。
splitter-button-swap = ⇄ 入れ替え
splitter-row-option = { $row } 行
splitter-free-pairs = 空き { $pairs } 組
splitter-pair-option = { $left } 列と { $right } 列
splitter-preview = プレビュー：{ $a } を { $left } 列、{ $b } を { $right } 列
splitter-pair-taken = その対はすでに埋まっています。別の対を選んでください。
splitter-row-full = { $row } 行には空いた対がありません。
splitter-solo-first = シート { $pad } で初めてのソロ：{ $score } が自己ベストです。
splitter-solo-new-best = シート { $pad } の自己ベスト更新：{ $score }（前回 { $before }）。
splitter-solo-best = シート { $pad } の自己ベスト：{ $best }。
splitter-solo-share = { $score } はこのシートでのボットの AI のゲームの { $share }% を上回ります。
splitter-solo-stars = 驚異的！
splitter-solo-started = { $user } さんがシート { $pad } でスプリッターのソロを始めました（ゲーム #{ $id }）。
splitter-solo-thread = スプリッター ソロ · ゲーム #{ $id }
splitter-final-title = スプリッター · ゲーム #{ $id } · 最終得点
splitter-final-star = {" "}×2（星）
splitter-final-line = **{ $total }** 点 · グループ：{ $groups }{ $hearts ->
    [yes] {" "}· ハート +5
   *[no] {""}
}
splitter-rules-title = スプリッター · ルール要約
splitter-rules = 22 ラウンド。毎ラウンド 2 つのダイスを振り、全員が同時に 2 つの数字を自分のシートの空いた鏡の対（同じ行で中央線から同じ距離）に書きます。どちらの数字を左にするかは自由です。22 ラウンドでシートが埋まります。
splitter-rules-scoring-title = 得点
splitter-rules-scoring = 数字 N がちょうど N マス（辺で接し、斜めは不可）のグループは N 点。1 がひとつなら 1 点。大きすぎる・小さすぎるグループは 0 点。星（★）を含むグループは 2 倍。
splitter-rules-hearts-title = シート B のハート（♥）
splitter-rules-hearts = 3 つのハートがすべて同じ数字なら +5。
splitter-rules-solo-title = ソロ
splitter-rules-solo = `/splitter solo` で一人用のゲームを始めます。終わると自分のソロ最高得点と、ボットの AI の 500 ゲームの中での順位がわかります。51 以上は「驚異的」。
splitter-rules-readings = • 星の上のひとつだけの 1 は、星の上の有効なグループと同じく 2 倍です。

## スプリッターの画像。

splitter-image-round = スプリッター · シート { $pad } · ラウンド { $round }/{ $rounds } · 出目 { $a } と { $b }
splitter-image-final = スプリッター · シート { $pad } · 最終シート
splitter-image-sheet-of = { $name } のシート
splitter-image-row = { $row } 行
splitter-image-legend-star = ★ 星：そのグループは得点2倍
splitter-image-legend-hearts = ♥ ハート：全部同じ数なら +5
splitter-image-legend-last = 枠：ラウンド { $round } の対
splitter-image-legend-groups = タグ：各グループの得点
splitter-image-hearts-bonus = ♥ ボーナス +{ $points }
splitter-image-hearts-none = ♥ ボーナスなし
splitter-image-final-scores = スプリッター · 最終得点

## スラッシュコマンド：このゲーム固有の言葉。

cmd-text-the-game-s-language-default-your-own = ゲームの言語（既定：あなたの言語）
cmd-text-play-splitter = スプリッターをプレイ
cmd-text-open-a-splitter-table-in-this-channel = このチャンネルでスプリッターのテーブルを開く
cmd-name-pad = シート
cmd-text-which-sheet-everyone-plays-b-has-hearts = 全員が使うシート（B はハート付き）
cmd-text-pad-a = シート A
cmd-text-pad-b = シート B
cmd-name-solo = ソロ
cmd-text-play-splitter-alone-now = スプリッターを今すぐ一人でプレイ
cmd-text-which-sheet-to-play-b-has-hearts = 使うシート（B はハート付き）
cmd-text-splitter-s-rules-in-short-only-you-see-them = スプリッターのルール要約（あなただけに表示）

## コーチ（値：2 ラウンド後に AI が見込むシートの価値）。
splitter-review-same = { $round }. { $played } ≈ { $worth }：AI も同じ書き方
splitter-review-round = { $round }. あなた：{ $played } ≈ { $worth } · AI：{ $suggested } ≈ { $suggested_worth }
splitter-review-swing = 🔎 **ラウンド { $round }**（−{ $swing }）：AI は { $suggested } と書きます：{ $why }。
splitter-why-completes = { $number ->
    [1] { $star ->
        [yes] 星の上に孤立した 1 ができます（+{ $points }、2 倍）
       *[no] 孤立した 1 ができます（+{ $points }）
    }
   *[other] { $star ->
        [yes] 星の上で { $number } のグループが完成します（+{ $points }、2 倍）
       *[no] { $number } のグループが完成します（+{ $points }）
    }
}
splitter-why-hearts = すべてのハートが同じ数になります（+5）
splitter-why-grows = { $number } のグループが必要な { $number } マスのうち { $size } マスになります
splitter-why-room = これからの出目に向けてシートの見込みを最も良く保ちます
splitter-hint = 💡 ヒント：{ $placement } — { $why }。

## Splitter のチュートリアル。

splitter-lesson-roll = 毎ラウンド 2 つのサイコロを振り、2 つの数字をシートの同じ行の鏡合わせのマス（中央線から同じ距離）に、好きな順で書きます。
splitter-lesson-groups = 数字 N がちょうど N マス（辺で接し、斜めは不可）のグループは N 点、1 がひとつなら 1 点。大きすぎても小さすぎても 0 点：各グループの終わりを考えましょう。
splitter-lesson-stars = 星（★）を含むグループは 2 倍：完成できるグループのために星を取っておきましょう。
splitter-lesson-hearts = このシートでは、3 つのハート（♥）が同じ数字なら、どのグループでも +5 です。
splitter-lesson-full = 22 ラウンド後、すべてのシートが埋まって得点計算します。鏡のルールにより、書いた数字は反対側も形作ります。
