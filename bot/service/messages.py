"""What a transport keeps at a table (its lobby and board messages) and what the bot keeps
about itself (facts by key): small writes and reads beside the game."""

from __future__ import annotations

from sqlalchemy import Connection, select, update

from bot.service import errors
from bot.service.core import ServiceCore, check_id
from bot.service.types import ShownAt
from bot.storage.models import MetaRow, TableRow


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
            changed = conn.execute(
                update(TableRow).where(TableRow.id == table_id).values(**columns)
            ).rowcount
            if changed != 1:
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
            row = await session.execute(
                select(TableRow.status, TableRow.lobby_message_id, TableRow.board_message_id).where(
                    TableRow.id == table_id
                )
            )
            found = row.first()
        if found is None:
            raise errors.UnknownTable(table_id)
        return ShownAt(found.status, found.lobby_message_id, found.board_message_id)

    async def get_meta(self, key: str) -> str | None:
        """A fact the bot keeps about itself."""
        async with self.core.sessions() as session:
            row = await session.get(MetaRow, key)
            return row.value if row else None

    async def set_meta(self, key: str, value: str) -> None:
        async with self.core.writer.session() as session:
            await session.merge(MetaRow(key=key, value=value))
