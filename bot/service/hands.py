"""Hands in direct messages: where each player's DM hand is, kept across restarts.

A table with the option ``hands: dm`` keeps each player's hand in one DM message that the
transport edits every round; this remembers that message per seat, or that the player's
direct messages are closed (their hand then opens in the channel, as at other tables).
"""

from __future__ import annotations

from bot.service.core import ServiceCore
from bot.service.types import DmHand
from bot.storage import servers
from bot.storage.models import DmHandRow


class DirectHands:
    """Each seat's DM hand, by table."""

    def __init__(self, core: ServiceCore) -> None:
        self.core = core

    async def dm_hands(self, table_id: int) -> dict[int, DmHand]:
        """The DM hands of a table, by seat (seats with none yet are absent)."""
        async with self.core.sessions() as session:
            rows = await servers.dm_hands_of(session, table_id)
            return {row.seat: _hand(row) for row in rows}

    async def keep_dm_hand(self, table_id: int, hand: DmHand) -> None:
        """Remember where ``hand.seat``'s hand is now (it replaces what was known)."""
        async with self.core.writer.session() as session:
            await servers.keep_dm_hand(
                session,
                table_id,
                hand.seat,
                user_id=hand.user_id,
                channel_id=hand.channel_id,
                message_id=hand.message_id,
                refused=hand.refused,
            )


def _hand(row: DmHandRow) -> DmHand:
    return DmHand(row.seat, row.user_id, row.channel_id, row.message_id, row.refused)
