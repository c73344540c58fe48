## すべてのゲームとボット全体で使う言葉。

list-sep = {"、"}
list-and = { $head }、{ $last }
list-or = { $head }か{ $last }

## ルールエンジンの拒否。

game-over = ゲームは終了しました。
not-your-turn = あなたの手番ではありません。
not-a-seat = 席 { $seat } はこのテーブルのプレイヤーではありません。
not-an-action = このゲームの行動ではありません：{ $value }。
config-no-seat-choices = { $game } にはロビーで選ぶものがありません。
config-unknown-game = ゲーム { $name } はありません（既知：{ $known }）。
config-players-range = このゲームは { $low }～{ $high } 人用です（{ $value } ではありません）。
config-unknown-option = このゲームにオプション { $name } はありません。
config-data-file = このゲームのデータファイルが不正です：{ $detail }

## サービスの拒否。

refusal-unknown-table = ゲーム #{ $id } はありません。
refusal-wrong-game = このボタンはこのゲーム用ではありません（{ $game } のゲームです）。
refusal-place-busy = ここではすでに { $game } のゲーム #{ $id } が開かれています。参加するか、別のチャンネルかスレッドで新しいゲームを始めてください。
refusal-too-many-lobbies = このサーバーですでに { $most } 個のロビーを開いています。先にどれかを開始するかキャンセルしてください。
refusal-already-started = ゲームはすでに始まっています。
refusal-not-started = ゲームはまだ始まっていません。
refusal-game-over = このゲームは終了しました。
refusal-game-cancelled = このゲームは中止されました。
refusal-not-finished = ゲーム #{ $id } はまだ続いています。再戦は終了後にできます。
refusal-replay-running = ゲーム #{ $id } はまだ続いています。リプレイは終了後に見られます。
refusal-frozen = このゲームは一時停止中です：保存された手順が保存された局面に一致しません。管理者に通知しました。
refusal-frozen-table = ゲーム #{ $id } は一時停止中です：保存された手順が保存された局面に一致しません。管理者に通知しました。
refusal-not-host-start = ゲームを開始できるのはホストだけです。
refusal-not-moderator-cancel = ゲームを中止できるのはホストか「メッセージの管理」権限を持つメンバーだけです。
refusal-already-seated = すでにこのゲームに参加しています。
refusal-not-seated = あなたはこのゲームに参加していません。
refusal-private-control = この操作はあなた専用のメッセージ（手札やパネル）でのみ使えます。ここでは使えません。
refusal-table-full = テーブルは満席です（{ $seats } 席）。
refusal-player-count = { $game } は { $low }～{ $high } 人用です。現在 { $seats } 人です。
refusal-their-turn = いまは { $name } の手番です：ボードを見ていてください。
refusal-nothing-to-do = いまはすることがありません。
refusal-stale-step = このボタンは前のステップのものです。最新のメッセージを使ってください。
refusal-wrong-message = このボタンはこのメッセージのものではありません。ゲームのメッセージのボタンを使ってください。
refusal-stale-round = このボタンはラウンド { $pressed } のものです。ゲームはラウンド { $current } です。最新のメッセージを使ってください。
refusal-already-done = それはすでに選んでいます。
refusal-conflict = 同時に誰かが操作しました。もう一度お試しください。
refusal-unavailable = いまゲームを読み込めませんでした。少ししてからもう一度お試しください。
refusal-restarting = ボットを再起動しています。少ししてからもう一度お試しください。何も変更されていません。
refusal-ai-seats-range = AI の席は 0～{ $most } です。
refusal-ai-policy = AI の方針は次のいずれかです：{ $policies }。
refusal-no-ai-seat = 外せる AI の席がありません。
refusal-language = 言語 { $value } はありません：{ $languages } から選んでください。
choice-not-listed = その選択肢は一覧にありません。
control-failed = このボタンで問題が起きました（参照 { $ref }）。ボードに手が反映されていなければ、最新のメッセージからもう一度お試しください。
command-failed = このコマンドで問題が起きました（参照 { $ref }：ボットの運営者が確認できます）。少ししてからもう一度お試しください。
database-unavailable = いまゲームの記録にアクセスできません。少ししてからもう一度お試しください。
control-round-over = ラウンド { $round } は終わりました。操作パネルはゲームと一緒に先へ進みました。
control-game-over = ゲーム #{ $id } は終了しました。最終得点はボードにあります。

## タイマー。

timer-shape = タイマーは方針と分を持つオブジェクトです。
timer-policy = タイマーは off、remind、autoplay、drop のいずれかです（{ $value } ではありません）。
timer-minutes = タイマーの分は 0.5～1440 の数です（{ $value } ではありません）。
timer-misses = タイマーの見逃し回数は 1～10 の整数です（{ $value } ではありません）。
timer-off = タイマーなし
timer-remind = { $minutes } 分後に通知
timer-autoplay = { $minutes } 分後に AI が代わりに指す
timer-drop = { $minutes } 分後に AI が代わりに指し、{ $misses } 回続けて逃すと AI が席を引き継ぐ

## 共通のオプション、ボタン、お知らせ。

option-on = あり
option-off = なし
button-play = プレイ
button-confirm = 決定
button-your-turn = あなたの番
button-place = 記入
button-rematch = 再戦
rematch-opened = ゲーム #{ $id } の再戦を { $host } が開きました。
rematch-invite = ゲーム #{ $id } の再戦を { $host } が開きました。{ $players }、もう一度遊ぶには **{ $join }** を押してください。
button-replay = リプレイ
replay-posted = **{ $game } · ゲーム #{ $id }** のリプレイ：各ラウンド後の盤面（全員が見た内容）。記録を添付しました。
wait-review = ⏳ ゲーム #{ $id } を振り返っています：あなたの各手を強い AI の手と比べます。数秒かかります…
wait-tutorial = ⏳ { $game } のチュートリアルを開いています：スレッドと最初の配札…
wait-replay = ⏳ **{ $game } · ゲーム #{ $id }** のリプレイ：盤面を描いています…
button-step-through = 1 つずつ見る
replay-step = **{ $game } · ゲーム #{ $id }**、盤面 { $board } / { $boards }（あなただけに表示）
replay-no-board = ゲーム #{ $id } にその盤面はありません。
refusal-replay-busy = このサーバーのリプレイを作成中です。投稿されてからもう一度お試しください。
board-game-over = **ゲーム終了です。**
board-timer = タイマー：{ $timer }。
board-nobody-yet = まだ誰も
board-waiting-for = {" "}— 待っています：{ $names }
notice-game-waits = ゲームがあなたを待っています
notice-ai-played = AI が代わりにプレイしました
notice-game-starts = 🎲 { $players }：ゲーム #{ $id } が始まりました。
notice-reminder = { $user } さん、{ $waiting }。
notice-ai-soon = { $minutes } 分後に AI が代わりにプレイします。
notice-time-ran-out = { $user } さんの時間切れ：{ $played }。
notice-seat-taken = { $user } さんがゲームを離れました。以後は AI がその席をプレイします。
notice-seat-dropped = { $user } さんが { $misses } 回続けて手番を逃しました。以後は AI がその席をプレイします。
notice-cancelled = ゲーム #{ $id } は中止されました。
notice-lobby-expired = ゲーム #{ $id } のロビーを閉じました。{ $minutes } 分のあいだ誰も開始しませんでした。
notice-game-expired = ゲーム #{ $id } を終了しました。{ $hours } 時間、テーブルで何も起きませんでした。
missing-permissions = このチャンネルではゲームを進行できません：{ $permissions } の権限がありません。サーバー管理者に付与を依頼してください。
note-no-threads = ゲームはこのチャンネルで進みます。ゲームごとにスレッドを作るには、{ $permissions } の権限を付与してください。

## ロビー。

lobby-title = { $game } · ゲーム #{ $id }
lobby-status-lobby = **参加** を押して参加してください（{ $low }～{ $high } 席）。ホストが **開始** を押します。
lobby-status-running = 開始しました。
lobby-status-cancelled = 中止されました。
lobby-status-finished = 終了しました。
lobby-status-frozen = 一時停止中。
lobby-seats = 席（{ $seated }/{ $seats }）
lobby-options = オプション
lobby-note = 注意
lobby-ai-mark = {" "}（AI）
lobby-host-mark = {" "}· ホスト
lobby-timer = タイマー：{ $timer }
lobby-language = 言語：{ $language }
lobby-play-in = { $thread } でプレイしてください。
lobby-play-below = 下でプレイしてください。
lobby-button-join = 参加
lobby-button-leave = 退出
lobby-button-ai = AI を追加
lobby-button-unai = AI を外す
lobby-button-start = 開始
lobby-button-cancel = 中止

## コマンドの応答。

none-open-here = ここに開いている { $game } のゲームはありません。/{ $command } start で始めてください。
status-in-lobby = ゲーム #{ $id } はロビーにあります：{ $seated } 人が着席。
you-left = ゲーム #{ $id } から退出しました。
cancelled-by = ゲーム #{ $id } は { $user } さんによって中止されました。
stats-no-games = { $name } さんにはまだ終了したゲームがありません。
game-choice = #{ $id } · { $game } · { $players } · { $day }
stats-game-line = #{ $id } { $game }：{ $score } 点、{ $rank } 位{ $won ->
    [yes] {" "}· 勝利
   *[no] {""}
}
stats-last-games = { $name } さんの最近のゲーム
stats-none-yet = このサーバーにはまだ終了したゲームがありません。
stats-leader-line = { $rank }. { $name }：{ $games } ゲーム中 { $wins } 勝 · 平均 { $average } · 最高 { $best }
stats-leaderboard = ランキング
ratings-title = { $game } · レーティング
ratings-line = { $rank }. { $name }: { $rating }（{ $games } ゲーム）
ratings-none-yet = このサーバーでは、まだ { $game } のゲームがレーティングされていません。
ratings-ai = AI（{ $policy }）
ratings-explained = レーティング = 実力 − 3 × 不確かさ（openskill）。0 から始まり、勝つほど上がります。
profile-title = { $name } のプロフィール
profile-game = レーティング { $rating } · { $games } ゲーム · { $wins } 勝 · 最高 { $best }
profile-last-games = 最近のゲーム
stats-ratings = レーティング
stats-rating-line = { $game }: { $rating }（{ $games } ゲーム）
help = **splitbot** はボードゲームの審判をします。{ $games } 仲間が **参加** を押し、ホストが **開始** を押します。{ $where }。`/<ゲーム> rules` でルール、`/<ゲーム> status` で進行状況、`/splitbot stats` でランキング、`/splitbot leaderboard` でゲームのレーティング、`/splitbot-admin language` で新しいゲームの言語を設定できます。初めてのゲームは `/<ゲーム> チュートリアル` で、自分だけのスレッドで学べます。
help-game = `/{ $command } start` で { $game } のテーブルを開きます（{ $how }）。
help-threads = ゲームごとにスレッドが作られます
help-channel = ゲームはチャンネル内で進みます
language-managers-only = サーバーの言語を選べるのは「サーバーの管理」権限を持つメンバーだけです。
language-follows-server = ここでの新しいゲームはサーバーの言語に従います（ボットが話せない言語なら英語）。
language-set = ここでの新しいゲームは { $language } になりました。
settings-title = このサーバーの新しいゲームの既定値
settings-managers-only = サーバーの既定値を変えられるのは「サーバーの管理」権限を持つメンバーだけです。
settings-timer = タイマー
settings-lobby = 開始されないロビーが閉じるまで
settings-idle = 何も起きないゲームが終わるまで
settings-timer-nudge = 待っているプレイヤーを { $round } 分後にメンション（手番なら { $turn } 分）
settings-threads = ゲームごとのスレッド
settings-pings = プレイヤーをメンション（開始時と、ゲームが待っているとき）
settings-minutes = { $minutes } 分
settings-hours = { $hours } 時間
settings-yes = はい
settings-no = いいえ
settings-default-mark = （既定）
settings-lobby-minutes-range = ロビーが待てるのは { $low }～{ $high } 分です。
settings-idle-hours-range = ゲームが待てるのは { $low }～{ $high } 時間です。

## スラッシュコマンド。

cmd-name-start = 開始
cmd-name-timer = タイマー
cmd-text-what-happens-when-someone-keeps-the-table-waiting-default-the-server-s = 誰かがテーブルを待たせたときの扱い（既定：サーバーの設定）
cmd-text-no-timer = タイマーなし
cmd-text-remind = 通知
cmd-text-ai-plays-for-late-players = 遅れたプレイヤーの代わりに AI が指す
cmd-text-ai-plays-for-late-players-then-takes-the-seat = 遅れたプレイヤーの代わりに AI が指し、続くと席を引き継ぐ
cmd-name-timer-minutes = タイマー分
cmd-text-minutes-before-the-timer-acts-default-5 = タイマーが動くまでの分（既定 5）
cmd-name-ai-seats = ai席
cmd-text-ai-players-to-seat-now-you-can-add-more-in-the-lobby = 今すぐ座らせる AI の数（ロビーで追加可）
cmd-name-language = 言語
cmd-text-the-table-s-language-default-the-server-s = テーブルの言語（既定：サーバーの言語）
cmd-name-rules = ルール
cmd-name-status = 状況
cmd-text-where-the-game-of-this-channel-or-thread-stands = このチャンネルかスレッドのゲームの進行状況
cmd-name-leave = 退出
cmd-text-leave-the-game-here-an-ai-takes-your-seat = ここのゲームから退出（AI が席を引き継ぐ）
cmd-name-cancel = 中止
cmd-text-cancel-the-game-here-host-or-moderators = ここのゲームを中止（ホストかモデレーター）
cmd-text-splitbot-stats-and-help = splitbot：成績とヘルプ
cmd-name-stats = 成績
cmd-text-the-server-s-leaderboard-or-one-player-s-record = サーバーのランキング、または一人の成績
cmd-name-member = メンバー
cmd-text-show-this-member-s-last-games-instead-of-the-leaderboard = ランキングの代わりにこのメンバーの最近のゲームを表示
cmd-name-leaderboard = レーティング
cmd-text-the-server-s-best-rated-players-of-a-game = このサーバーでレーティングの高いプレイヤー
cmd-name-game = ゲーム
cmd-text-the-game-whose-ratings-to-show = レーティングを表示するゲーム
cmd-name-replay = リプレイ
cmd-text-a-finished-game-of-this-server-replayed = このサーバーで終わったゲームのリプレイ
cmd-text-the-game-s-number-its-boards-and-final-message-show-it = ゲームの番号（盤面と最後のメッセージに表示）
menu-no-game-here = ここにはあなたが参加中のゲームがありません：参加しているゲームのメッセージ（盤面かそのスレッド）から手札を開いてください。
cmd-name-open-my-hand = 自分の手札を開く
cmd-name-splitbot-profile = splitbot プロフィール
cmd-name-profile = プロフィール
cmd-text-a-member-s-ratings-records-and-last-games = メンバーのレーティング、成績、最近のゲーム
cmd-text-whose-profile-default-yours = 誰のプロフィールか（既定：あなた）
cmd-name-settings = 設定
cmd-text-this-server-s-defaults-for-new-games = このサーバーの新しいゲームの既定値
cmd-text-the-timer-of-new-games-when-their-host-chooses-none = ホストが選ばないときの新しいゲームのタイマー
cmd-text-its-minutes-default-5 = その分数（既定 5）
cmd-name-lobby-minutes = ロビーの分
cmd-text-minutes-a-lobby-waits-to-be-started = ロビーが開始を待つ分数
cmd-name-idle-hours = 放置の時間
cmd-text-hours-a-game-waits-for-anything-to-happen-before-it-ends = 何も起きないゲームが終了するまでの時間
cmd-name-threads = スレッド
cmd-text-whether-each-game-gets-a-thread-of-its-own = ゲームごとにスレッドを作るかどうか
cmd-name-help = ヘルプ
cmd-text-what-splitbot-does-and-how-to-start = splitbot でできることと始め方
cmd-text-the-language-of-this-server-s-new-games = このサーバーの新しいゲームの言語
cmd-text-leave-empty-to-follow-the-server-s-own-language = 空欄ならサーバーの言語に従う

## 画像に共通の言葉。

# A label and its value (the language's own punctuation: French puts a space before ":").
label-value = { $label }：{ $value }
image-points = { $points } 点
image-wins = { $name } の勝ち
image-shared-win = 同点優勝：{ $names }

## Discord の権限（設定画面での名前）と AI の席の名前。

permission-view_channel = チャンネルを見る
permission-send_messages = メッセージを送信
permission-embed_links = 埋め込みリンク
permission-attach_files = ファイルを添付
permission-read_message_history = メッセージ履歴を読む
permission-create_public_threads = 公開スレッドの作成
permission-send_messages_in_threads = スレッドでメッセージを送信
ai-seat-name = { $level ->
    [easy] AI { $number }（やさしい）
    [strong] AI { $number }（つよい）
   *[other] AI { $number }
}

## 手札をダイレクトメッセージで（テーブルのオプション 手札: DM）
refusal-hands = 手札の置き場所に { $value } は選べません：{ $choices } から選んでください。
board-hands-in-dms = ✉ 手札はダイレクトメッセージにあります：下のボタンからあなたの手札へ移動できます。
lobby-hands-in-dms = 手札はDMで
dm-hand-title = { $game } · ゲーム #{ $id }
dm-hand-is-here = あなたの手札はダイレクトメッセージにあります：{ $link }
dm-hand-ai = この席は今AIがプレイしています。
dm-hand-waiting = まだあなたの番ではありません。番が来たら操作がここに戻ります。
notice-dms-closed = { $user } さん、ダイレクトメッセージを送れないため、手札はいつも通りボードのボタンでここに開きます。（次回DMで受け取るには、このサーバーのメンバーからのDMを許可してください。）
cmd-name-hands = 手札
cmd-text-where-players-hands-are-direct-messages-suit-slow-games = プレイヤーの手札の置き場所（DMは時間のかかるゲーム向け）
cmd-text-in-private-replies = 本人だけに見える返信
cmd-text-in-direct-messages = ダイレクトメッセージ
pings-on = ゲームの開始時と、あなたを待っているときにメンションします。`/splitbot メンション オフ` で全サーバーで止められます。
pings-off = どのサーバーでもゲームはあなたをメンションしません（名前は表示されます）。`/splitbot メンション オン` で元に戻せます。
cmd-name-pings = メンション
cmd-name-mentions = 通知
cmd-text-off = オフ
cmd-text-on = オン
cmd-text-on-mentioned-when-a-game-starts-or-waits-on-you-off-never = オン：開始時と自分を待っているときにメンション、オフ：しない
cmd-text-whether-games-mention-players-when-they-start-and-when-they-wait-on-them = ゲームの開始時や待っているときにプレイヤーをメンションするか
cmd-text-whether-games-mention-you-in-every-server = ゲームがあなたをメンションするか（全サーバー共通）
cmd-name-splitbot-admin = splitbot-admin
cmd-text-splitbot-this-server-s-defaults-manage-server = splitbot：このサーバーの既定値（サーバー管理）
cmd-name-my-data = 自分のデータ
cmd-text-what-splitbot-stores-about-you-only-you-see-it = splitbot があなたについて保存している内容（あなただけに表示）
cmd-name-forget-me = データ削除
cmd-text-delete-what-splitbot-stores-about-you-asks-first = splitbot があなたについて保存している内容を削除（確認あり）
help-own-data = splitbot があなたについて保存している内容は `/splitbot 自分のデータ` で確認でき、`/splitbot データ削除` で削除できます。
help-privacy-policy = プライバシーポリシー
help-terms = 利用規約
policy-shipped = このボットに同梱の{ $policy }です（運営者は独自のアドレスを指定していません）：
policy-address = { $policy }：{ $url }
policy-command = { $policy }：`/splitbot { $command }`
cmd-text-splitbot-s-terms-of-use = splitbot の利用規約
cmd-name-terms = 利用規約
cmd-text-splitbot-s-privacy-policy-what-it-stores-and-why = splitbot のプライバシーポリシー：何をなぜ保存するか
cmd-name-privacy = プライバシー
my-data = splitbot が全サーバーであなたについて保存しているすべて：座った席とその席に選んだ色、結果とレーティング、手札の送り先、メンションの設定です。手は席ごとに記録され、名前では記録されません。`/splitbot データ削除` ですべて削除できます。
forget-me-ask = 全サーバーで splitbot があなたについて保存している内容を削除します：待機中のテーブルから抜け、進行中のゲームでは AI があなたの席を引き継ぎ、終わったゲーム・結果・レーティングからあなたの名前と ID が消えます（どのゲームもリプレイできます）。元に戻せません。
forget-me-button = 削除する
forget-me-keep = 残す
forget-me-kept = 何も削除していません。
forget-me-done = 完了：splitbot が保存している内容にあなたの名前はもうありません。抜けたテーブル：{ $lobbies }。AI が席を引き継いだ進行中のゲーム：{ $games }。匿名にした結果：{ $results }。
refusal-ai-level = { $value } はこのゲームの AI の強さではありません：{ $levels }。
refusal-not-host-ai-level = AI の強さを選べるのはホストだけです。
ai-level-easy = やさしい
ai-level-normal = ふつう
ai-level-strong = つよい
ai-level-easy-about = ときどき失敗します：練習向け
ai-level-normal-about = その場でいちばん良い手を選びます
ai-level-strong-about = ほかのプレイヤーの手を読んで選びます
lobby-ai-level = AI：{ $level }
lobby-ai-level-placeholder = 追加する AI の強さ：{ $level }

## ヒント：学ぶための卓の設定（その卓はレーティング対象外）。
button-hint = ヒント
lobby-hints = 💡 ヒントあり（レーティング対象外）
board-hints = 💡 ヒントあり：各プレイヤーにヒントボタンがあり、このゲームはレーティング対象外です。
refusal-no-hints = この卓はヒントなしで始まりました。
refusal-bad-link = このリンクではどの卓も開けません：Discord から卓を開き直してください。
refusal-link-expired = このリンクの期限が切れました：Discord から卓を開き直して新しいリンクを受け取ってください。
refusal-hints = ヒントはオンかオフです。{ $value } は選べません。
refusal-no-hints-here = { $game } にはまだヒントがありません。

## コーチ（ゲームを振り返る）。
button-review = ゲームを振り返る
review-title = **{ $game } #{ $id }、あなたのゲームの振り返り**：各ラウンドのあなたの手と AI の手、それぞれが見込める得点。最も差がついたラウンドはその時の盤面つきです。
review-no-swings = どのラウンドでも AI と同じ手か、同じくらい良い手を選びました。
review-lesson = { $round }. { $played }：レッスンの手
review-as-much = { $round }. { $played } ≈ { $worth }：AI の手（{ $ai }）と同じ価値
rules-readings-title = ルールブックが選択を残す所は、審判がこう読みます
review-same-count = ✓ あなたの { $total } 手のうち { $same } 手は AI と同じか、同じ価値でした。以下は、それ以外で最も損をした { $shown } 手です。
refusal-no-review = このゲームにはまだ振り返りがありません。
cmd-name-hints = ヒント
cmd-text-show-a-hint-button-to-each-player-the-table-is-not-rated = 各プレイヤーにヒントボタンを表示（この卓はレーティング対象外）

## チュートリアル。

tutorial-lesson = 📘 **レッスン { $number }/{ $count }**：{ $text } 💡 **ヒント** を押して、このレッスンが教える手を見てから打ってください。
tutorial-guided = 📘 このステップもレッスンの一部です：💡 **ヒント** を押して、その手を打ってください。
tutorial-free = 📘 レッスンは終わりです：自由に続けてください（💡 **ヒント** はまだ使えます）。チュートリアルはレーティングされません。
refusal-off-lesson = 📘 このレッスンが教えるのは別の手「{ $move }」です。理由：{ $why }。💡 **ヒント** でも確認できます。
refusal-no-tutorial = { $game } にはまだチュートリアルがありません。
tutorial-started = 📘 { $user } さん、{ $game } のチュートリアルは { $thread } にあります：あなたとボットだけのスレッドです。
tutorial-thread = { $game } チュートリアル · { $name }
tutorial-welcome = 📘 **{ $game } へようこそ**、{ $user } さん！用意された配りで AI と対戦します。各レッスンはルールが初めて大事になるときに説明し、💡 **ヒント** がその手を示します。数分で終わり、レーティングはされません。
tutorial-no-thread = ここではスレッドを開けません（**プライベートスレッドの作成** か **公開スレッドの作成** の権限が必要で、スレッドではなくテキストチャンネルで使ってください）。
button-real-game = 本番のゲームを始める
tutorial-done = 📘 **チュートリアル完了！** **本番のゲームを始める** を押すと、このスレッドの親チャンネルに友だち向けのロビーを開きます。
tutorial-lobby-opened = ロビーを開きました：{ $lobby } — 友だちを誘いましょう。
refusal-not-a-tutorial = このボタンはチュートリアルのスレッド用です。
refusal-tutorial-going = チュートリアルはまだ続いています。最後まで遊ぶと、このボタンで本番のゲームを始められます。
cmd-name-tutorial = チュートリアル
cmd-text-learn-to-play-a-guided-game-against-the-ai-only-for-you = 遊び方を学ぶ：あなただけの、AI とのガイド付きゲーム
refusal-tutorial-open = { $game } のチュートリアルはまだ { $thread } で続いています：そこで続けるか、そこでキャンセルしてからやり直してください。
