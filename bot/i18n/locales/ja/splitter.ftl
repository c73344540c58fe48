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
