# The live table in a browser, and the Discord buttons that open it.
web-open-table = Open the table ↗
web-watch-live = Watch live ↗
web-reconnecting = Connection lost: reconnecting…
web-watching = You are watching: the board is live.
web-your-move = Your move.
web-waiting = Waiting for the other players.
web-table-finished = The game is over.
web-table-cancelled = This game was cancelled.
web-table-frozen = This game is paused: the bot's operator has been told.
refusal-web-message = The page sent something the bot does not understand: reload it. Nothing was changed.
refusal-web-watching = You are watching this table: only its players can move. Nothing was changed.
refusal-web-off = This table is not shown live in a browser just now.

# The table as a Discord Activity, and the board's button that launches it.
web-play-in-discord = Play in Discord
activity-opening = Opening the table in Discord…
activity-failed = Discord did not open the table: close the Activity and open it again from the board's **Play in Discord**.
activity-cannot-launch = Discord cannot open the table here (its Activity is not enabled for this server, channel or device): open it in your browser instead.
refusal-activity-off = The table does not open inside Discord here: use **Watch live ↗** instead.
refusal-activity-outside = This opens only inside Discord, from the board's **Play in Discord**. Nothing was changed.
refusal-activity-code = Discord did not confirm who you are: close the Activity and open it again. Nothing was changed.
refusal-activity-token = Discord no longer confirms who you are: close the Activity and open it again. Nothing was changed.
refusal-activity-instance = This Activity is not one the bot knows in this channel: open it from the board's **Play in Discord**. Nothing was changed.
refusal-activity-no-table = There is no table in this channel yet: start one with a game's **start** command.
refusal-activity-discord = Discord did not answer in time: try again in a moment. Nothing was changed.
refusal-activity-busy = Many people are opening the table right now: try again in a moment. Nothing was changed.
