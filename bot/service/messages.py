"""What a transport keeps at a table (its lobby and board messages) and what the bot keeps
about itself (facts by key): small writes and reads beside the game."""

from __future__ import annotations

from typing import cast

from bot.service import errors
from bot.service.core import ServiceCore, check_id
from bot.service.types import ShownAt, TableStatus
from bot.storage import Connection, tables


class Messages:
    """A table's transport messages, and the bot's own facts."""

    def __init__(self, core: ServiceCore) -> None:
        self.core = core

    async def set_messages(
        self, table_id: int, *, lobby: int | None = None, board: int | None = None
    ) -> None:
        """Remember the transport's lobby and current board messages (kept across restarts)."""
        values = {k: v for k, v in (("lobby", lobby), ("board", board)) if v is not None}
        columns = {f"{k}_message_id": v for k, v in values.items()}

        def write(conn: Connection) -> None:
            # One plain UPDATE through the writer: a new board's id is stored after every round
            # while players wait for the board, and an ORM session cost ten times as much.
            if not tables.stamp_messages(conn, table_id, columns):
                raise errors.UnknownTable(table_id)

        check_id(table_id)
        if columns:
            await self.core.writer.submit(write)
        if (live := self.core.live_tables.get(table_id)) is not None:
            live.lobby_message_id = values.get("lobby", live.lobby_message_id)
            live.board_message_id = values.get("board", live.board_message_id)

    async def shown_at(self, table_id: int) -> ShownAt:
        """The table's status and transport messages as they are now. It loads nothing, so it
        freezes nothing and emits no event."""
        live = self.core.live_tables.get(table_id)
        if live is not None:
            return ShownAt(live.status, live.lobby_message_id, live.board_message_id)
        async with self.core.sessions() as session:
            found = await tables.messages_of(session, table_id)
        if found is None:
            raise errors.UnknownTable(table_id)
        status, lobby, board = found
        return ShownAt(cast(TableStatus, status), lobby, board)

    async def get_meta(self, key: str) -> str | None:
        """A fact the bot keeps about itself."""
        async with self.core.sessions() as session:
            return await tables.get_fact(session, key)

    async def set_meta(self, key: str, value: str) -> None:
        async with self.core.writer.session() as session:
            await tables.set_fact(session, key, value)
