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
