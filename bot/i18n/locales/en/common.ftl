## Words every game and every part of the bot shares.

# Text an engine or a deck file gives as it is (a custom objective's own wording).
# "plain" (text given as it is) is worded by bot.i18n itself, never looked up.
list-sep = {", "}
list-and = { $head } and { $last }
list-or = { $head } or { $last }

## Refusals of the rules engines, for every game.

game-over = The game is over.
not-your-turn = It is not your turn.
not-a-seat = Seat { $seat } is not a player at this table.
not-an-action = That is not an action of this game: { $value }.
config-no-seat-choices = { $game } has no choices to make in the lobby.
config-unknown-game = There is no game { $name } (known: { $known }).
config-players-range = This game is for { $low } to { $high } players, not { $value }.
config-unknown-option = This game has no option { $name }.
config-data-file = A data file of this game is invalid: { $detail }

## Refusals of the service: what a player is told when the bot says no.

refusal-unknown-table = There is no game #{ $id }.
refusal-wrong-game = That control is not for this game (a { $game } game).
refusal-place-busy = { $game } game #{ $id } is already open here. Join it, or start a new game in another channel or thread.
refusal-too-many-lobbies = You already host { $most } open lobbies in this server: start or cancel one first.
refusal-already-started = The game has already started.
refusal-not-started = The game has not started yet.
refusal-game-over = This game is finished.
refusal-game-cancelled = This game was cancelled.
refusal-not-finished = Game #{ $id } is still running: a rematch comes after its end.
refusal-replay-running = Game #{ $id } is still running: its replay comes after its end.
refusal-frozen = This game is paused: its saved moves no longer lead to its saved position. An admin has been told.
refusal-frozen-table = Game #{ $id } is paused: its saved moves no longer lead to its saved position. An admin has been told.
refusal-not-host-start = Only the host can start the game.
refusal-not-moderator-cancel = Only the host or a member with Manage Messages can cancel the game.
refusal-already-seated = You are already in this game.
refusal-not-seated = You are not playing in this game.
refusal-private-control = That control works only in your own private message (your hand or panel), not here.
refusal-table-full = The table is full ({ $seats } seats).
refusal-player-count = { $game } needs { $low }–{ $high } players; { $seats ->
    [one] there is 1
   *[other] there are { $seats }
}.
refusal-their-turn = It is { $name }'s turn: watch the board.
refusal-nothing-to-do = You have nothing to do right now.
refusal-stale-step = That button is from an earlier step; use the newest message.
refusal-wrong-message = That button does not belong to this message: use the game's own.
refusal-stale-round = That button is from round { $pressed }; the game is in round { $current }. Use the newest message.
refusal-already-done = You already chose that.
refusal-conflict = Someone acted at the same moment; please try again.
refusal-unavailable = The game could not be loaded just now; please try again in a moment.
refusal-restarting = The bot is restarting: try again in a moment. Nothing was changed.
refusal-ai-seats-range = AI seats must be from 0 to { $most }.
refusal-ai-policy = The AI policy is one of { $policies }.
refusal-no-ai-seat = There is no AI seat to remove.
refusal-language = There is no language { $value } here: choose one of { $languages }.
choice-not-listed = That choice is not on the list.
control-failed = Something went wrong with that control (reference { $ref }). If your move does not show on the board, try again from the newest message.
command-failed = Something went wrong with that command (reference { $ref }: the bot's operator can look it up). Please try again in a moment.
database-unavailable = The game's records can't be reached just now. Please try again in a moment.
control-round-over = Round { $round } is over: your control moved on with the game.
control-game-over = Game #{ $id } is over: the final scores are on the board.

## Turn timers.

timer-shape = The timer is an object with a policy and minutes.
timer-policy = The timer is off, remind, autoplay or drop, not { $value }.
timer-minutes = The timer's minutes are a number from 0.5 to 1440, not { $value }.
timer-misses = The timer's missed turns are a whole number from 1 to 10, not { $value }.
timer-off = no timer
timer-remind = reminder after { $minutes } min
timer-autoplay = AI plays for you after { $minutes } min
timer-drop = AI plays for you after { $minutes } min, and keeps your seat after { $misses } in a row

## Options, buttons and notices every game shares.

option-on = on
option-off = off
button-play = Play
button-confirm = Confirm
button-your-turn = Your turn
button-place = Place
button-rematch = Rematch
rematch-opened = Rematch of game #{ $id }, opened by { $host }.
rematch-invite = Rematch of game #{ $id }, opened by { $host }: { $players }, press **{ $join }** to play again.
button-replay = Replay
replay-posted = **{ $game } · game #{ $id }**, replayed: the board after each round, from what everyone saw. The log is attached.
wait-review = ⏳ Reviewing game #{ $id }: each of your moves against the strong AI’s. This takes a few seconds…
wait-tutorial = ⏳ Opening your { $game } tutorial: its thread and its first deal…
wait-replay = ⏳ Replaying **{ $game } · game #{ $id }**: drawing its boards…
button-step-through = Step through
replay-step = **{ $game } · game #{ $id }**, board { $board } of { $boards } (only you see this)
replay-no-board = Game #{ $id } has no such board.
refusal-replay-busy = A replay is being drawn for this server already: try again once it is posted.
board-game-over = **The game is over.**
board-timer = Timer: { $timer }.
board-nobody-yet = nobody yet
board-waiting-for = {" "}— waiting for { $names }
notice-game-waits = the game waits for you
notice-ai-played = the AI played for them
notice-game-starts = 🎲 { $players }: game #{ $id } has started.
notice-reminder = { $user }, { $waiting }.
notice-ai-soon = The AI plays for you in { $minutes } min.
notice-time-ran-out = Time ran out for { $user }: { $played }.
notice-seat-taken = { $user } left the game; an AI plays their seat from now on.
notice-seat-dropped = { $user } missed { $misses } turns in a row; an AI plays their seat from now on.
notice-cancelled = Game #{ $id } was cancelled.
notice-lobby-expired = The lobby of game #{ $id } closed: nobody started it within { $minutes } minutes.
notice-game-expired = Game #{ $id } ended: nothing happened at the table for { $hours } hours.
missing-permissions = I can't run a game in this channel: I'm missing { $permissions }. Ask a server admin to grant them to me here.
note-no-threads = The game will run in this channel: to give each game its own thread, grant me { $permissions }.

## The lobby.

lobby-title = { $game } · game #{ $id }
lobby-status-lobby = Press **Join** to play ({ $low }–{ $high } seats). The host presses **Start**.
lobby-status-running = Started.
lobby-status-cancelled = Cancelled.
lobby-status-finished = Finished.
lobby-status-frozen = Paused.
lobby-seats = Seats ({ $seated }/{ $seats })
lobby-options = Options
lobby-note = Note
lobby-ai-mark = {" "}(AI)
lobby-host-mark = {" "}· host
lobby-timer = timer: { $timer }
lobby-language = language: { $language }
lobby-play-in = Play in { $thread }.
lobby-play-below = Play below.
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-ai = Add AI
lobby-button-unai = Remove AI
lobby-button-start = Start
lobby-button-cancel = Cancel

## Slash command answers.

none-open-here = No { $game } game is open here. Start one with /{ $command } start.
status-in-lobby = Game #{ $id } is in its lobby: { $seated } seated.
you-left = You left game #{ $id }.
cancelled-by = Game #{ $id } was cancelled by { $user }.
stats-no-games = { $name } has no finished game here yet.
game-choice = #{ $id } · { $game } · { $players } · { $day }
stats-game-line = #{ $id } { $game }: { $score } { $score ->
    [one] point
   *[other] points
}, rank { $rank }{ $won ->
    [yes] {" "}· won
   *[no] {""}
}
stats-last-games = { $name }'s last games
stats-none-yet = No finished game on this server yet.
stats-leader-line = { $rank }. { $name }: { $wins } wins in { $games } games · average { $average } · best { $best }
stats-leaderboard = Leaderboard
ratings-title = { $game } · ratings
ratings-line = { $rank }. { $name }: { $rating } ({ $games } { $games ->
    [one] game
   *[other] games
})
ratings-none-yet = No { $game } game has been rated on this server yet.
ratings-ai = AI ({ $policy })
ratings-explained = Rating = skill − 3 × its uncertainty (openskill): it starts at 0 and rises as the wins add up.
profile-title = { $name }'s profile
profile-game = rating { $rating } · { $games } { $games ->
    [one] game
   *[other] games
} · { $wins } { $wins ->
    [one] win
   *[other] wins
} · best { $best }
profile-last-games = Last games
stats-ratings = Ratings
stats-rating-line = { $game }: { $rating } ({ $games } { $games ->
    [one] game
   *[other] games
})
help = **splitbot** referees tabletop games. { $games } Friends press **Join**, the host presses **Start**; { $where }. `/<game> rules` explains a game, `/<game> status` shows where it stands, `/splitbot stats` the leaderboard, `/splitbot leaderboard` a game's ratings, `/splitbot-admin language` sets the language of new games. New to a game? `/<game> tutorial` teaches it in a thread of your own.
help-game = `/{ $command } start` opens a { $game } table ({ $how }).
help-threads = each game gets its own thread
help-channel = games run in the channel
language-managers-only = Only members with Manage Server can choose the server's language.
language-follows-server = New games here now follow the server's own language (English when the bot doesn't speak it).
language-set = New games here are now in { $language }.
settings-title = This server's defaults for new games
settings-managers-only = Only members with Manage Server can change the server's defaults.
settings-timer = Timer
settings-lobby = An unstarted lobby closes after
settings-idle = A game where nothing happens ends after
settings-timer-nudge = a waiting player is mentioned after { $round } min ({ $turn } min for a turn)
settings-threads = A thread for each game
settings-pings = Mention players (at the start, and when a game waits on them)
settings-minutes = { $minutes } min
settings-hours = { $hours } h
settings-yes = yes
settings-no = no
settings-default-mark = (default)
settings-lobby-minutes-range = A lobby waits from { $low } to { $high } minutes.
settings-idle-hours-range = A game waits from { $low } to { $high } hours.

## Words every game's images share.

# A label and its value (the language's own punctuation: French puts a space before ":").
label-value = { $label }: { $value }
image-points = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
image-wins = { $name } wins
image-shared-win = Shared win: { $names }

## Discord's permissions, as its settings name them, and the AI seats' names.

permission-view_channel = View Channel
permission-send_messages = Send Messages
permission-embed_links = Embed Links
permission-attach_files = Attach Files
permission-read_message_history = Read Message History
permission-create_public_threads = Create Public Threads
permission-send_messages_in_threads = Send Messages in Threads
ai-seat-name = { $level ->
    [easy] AI { $number } (easy)
    [strong] AI { $number } (strong)
   *[other] AI { $number }
}

## Hands in direct messages (the table option hands: dm)
refusal-hands = Hands cannot go { $value }: choose one of { $choices }.
board-hands-in-dms = ✉ Hands are in direct messages: the button below links to yours.
lobby-hands-in-dms = hands in direct messages
dm-hand-title = { $game } · game #{ $id }
menu-no-game-here = No game is running here for you: open your hand from a message of a game you play (its board, or its thread).
dm-hand-is-here = Your hand is in your direct messages: { $link }
dm-hand-ai = An AI plays this seat now.
dm-hand-waiting = Not your move yet: your controls come back here when it is.
notice-dms-closed = { $user }, I cannot send you direct messages, so your hand opens here with the board's button, as usual. (To get it in DMs next time, allow direct messages from this server's members.)
pings-on = Games mention you when they start and when they wait on you. `/splitbot pings off` stops it, in every server.
pings-off = Games never mention you now, in any server (they still name you). `/splitbot pings on` brings the mentions back.
help-own-data = What splitbot stores about you: `/splitbot my-data` shows it, `/splitbot forget-me` deletes it.
help-privacy-policy = Privacy policy
help-terms = Terms of use
policy-shipped = { $policy } of this bot, as shipped with it (its operator set no address of their own):
policy-address = { $policy }: { $url }
policy-command = { $policy }: `/splitbot { $command }`
my-data = Everything splitbot stores about you, in every server: the seats you took and the colours you picked for them, your results and ratings, where your hands were sent, and your choice about mentions. Moves are kept by seat, never by name. `/splitbot forget-me` deletes it all.
forget-me-ask = This deletes what splitbot stores about you, in every server: you leave your lobbies, an AI takes your seats in running games, and your finished games, results and ratings keep no name or id of yours (every game still replays). It cannot be undone.
forget-me-button = Forget me
forget-me-keep = Keep my data
forget-me-kept = Nothing was deleted.
forget-me-done = Done: nothing splitbot stores names you any more. Lobbies left: { $lobbies }. Running games where an AI took your seat: { $games }. Results made anonymous: { $results }.
refusal-ai-level = { $value } is not an AI level of this game: { $levels }.
refusal-not-host-ai-level = Only the host can choose the AI level.
ai-level-easy = Easy
ai-level-normal = Normal
ai-level-strong = Strong
ai-level-easy-about = makes slips now and then: for learning
ai-level-normal-about = takes the best move it sees right now
ai-level-strong-about = weighs what the other players will likely do
lobby-ai-level = AI: { $level }
lobby-ai-level-placeholder = AI level for new AI seats: { $level }

## Hints: a table option for learners (such a table is not rated).
button-hint = Hint
lobby-hints = 💡 hints (not rated)
board-hints = 💡 Hints are on: each player has a Hint button, and this game is not rated.
refusal-no-hints = This table was started without hints.
refusal-bad-link = This link does not open any table: open the table again from Discord.
refusal-link-expired = This link has expired: open the table again from Discord for a new one.
refusal-hints = Hints are on or off, not { $value }.
refusal-no-hints-here = { $game } gives no hints yet.

## The coach (Review my game).
button-review = Review my game
review-title = **{ $game } #{ $id }, your game reviewed**: each round, your pick and the AI's, with the score each may bring. The rounds where you gave most away come with the board of that moment.
review-no-swings = Every round you made the AI's pick, or one worth as much.
review-lesson = { $round }. { $played }: the lesson's move
review-as-much = { $round }. { $played } ≈ { $worth }: worth as much as the AI's { $ai }
rules-readings-title = Where the rulebook leaves a choice, the referee reads it so
review-same-count = ✓ { $same } of your { $total } moves were the AI's, or worth as much. Below, the { $shown } others that cost most.
refusal-no-review = This game has no review yet.

## Tutorials.

tutorial-lesson = 📘 **Lesson { $number } of { $count }**: { $text } Press 💡 **Hint** to see the move it teaches, then play it.
tutorial-guided = 📘 This step is part of the lessons: press 💡 **Hint** and play its move.
tutorial-free = 📘 The lessons are over: play on as you like (💡 **Hint** is still there). A tutorial is never rated.
refusal-off-lesson = 📘 This lesson teaches another move: “{ $move }”, because { $why }. 💡 **Hint** shows it too.
refusal-no-tutorial = { $game } has no tutorial yet.
tutorial-started = 📘 { $user }, your { $game } tutorial is in { $thread }: only you and the bot are there.
tutorial-thread = { $game } tutorial · { $name }
tutorial-welcome = 📘 **Welcome to { $game }**, { $user }! You play against the AI on a prepared deal; each lesson explains a rule the first time it matters, and 💡 **Hint** shows the move it teaches. It takes a few minutes, and it is never rated.
tutorial-no-thread = I cannot open a thread here (I need **Create Private Threads** or **Create Public Threads**, and this must be a text channel, not a thread).
button-real-game = Start a real game
tutorial-done = 📘 **Tutorial done!** Press **Start a real game** to open a lobby for your friends in the channel this thread hangs from.
tutorial-lobby-opened = Your lobby is open: { $lobby } — invite your friends.
refusal-not-a-tutorial = That button belongs to a tutorial's thread.
refusal-tutorial-going = Your tutorial is still going: play it to its end, and this button opens a real game.
refusal-tutorial-open = Your { $game } tutorial is still open in { $thread }: play on there, or cancel it there to start again.
