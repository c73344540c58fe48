# ブラウザで見るライブの卓と、それを開く Discord のボタン。
web-open-table = 卓を開く ↗
web-watch-live = ライブで観戦 ↗
web-reconnecting = 接続が切れました：再接続しています…
web-watching = 観戦中：盤面はライブで更新されます。
web-your-move = あなたの番です。
web-waiting = ほかのプレイヤーを待っています。
web-table-finished = ゲームは終了しました。
web-table-cancelled = このゲームは中止されました。
web-table-frozen = このゲームは一時停止中です：ボットの運営者に通知済みです。
refusal-web-message = ページからボットの理解できない内容が送られました：再読み込みしてください。何も変わっていません。
refusal-web-watching = この卓は観戦中です：動かせるのはプレイヤーだけです。何も変わっていません。
refusal-web-off = この卓は今、ブラウザでのライブ表示をしていません。

# The table as a Discord Activity, and the board's button that launches it.
web-play-in-discord = Discord でプレイ
activity-opening = Discord で卓を開いています…
activity-failed = Discord が卓を開けませんでした：アクティビティを閉じて、盤面の **Discord でプレイ** から開き直してください。
activity-cannot-launch = Discord はここで卓を開けません（このサーバー、チャンネル、または端末でアクティビティが有効になっていません）：代わりにブラウザで開いてください。
refusal-activity-off = ここでは卓を Discord の中で開けません：代わりに **ライブで観戦 ↗** を使ってください。
refusal-activity-outside = これは Discord の中で、盤面の **Discord でプレイ** からのみ開けます。何も変わっていません。
refusal-activity-code = Discord があなたを確認できませんでした：アクティビティを閉じて開き直してください。何も変わっていません。
refusal-activity-token = Discord があなたを確認できなくなりました：アクティビティを閉じて開き直してください。何も変わっていません。
refusal-activity-instance = このチャンネルでボットが知らないアクティビティです：盤面の **Discord でプレイ** から開いてください。何も変わっていません。
refusal-activity-no-table = このチャンネルにはまだ卓がありません：ゲームの **start** コマンドで始めてください。
refusal-activity-discord = Discord が時間内に応答しませんでした：少し待ってからもう一度お試しください。何も変わっていません。
refusal-activity-busy = 今、多くの人が卓を開いています：少し待ってからもう一度お試しください。何も変わっていません。
