"""Running tables whose next move is an AI seat's, moved on after a restart.

Handing a seat to the AI is two writes: the seat (or, for a start, the dealt game) in one
transaction, the AI seats' answers in the next (``Advancer.advance``). A process killed between
them leaves a running table that waits for AI seats nobody will move. Recovery finds those
tables among the ones this process loaded (its shards') and lets their AI seats decide, in the
AI's lanes, exactly as after any move: the answers are the ones the lost process would have
written, since an AI's choice is seeded by the table and its version.
"""

from __future__ import annotations

import logging

from bot.service import errors
from bot.service.advance import Advancer
from bot.service.core import ServiceCore
from bot.service.live import LiveTable
from bot.service.recovery import describe
from bot.service.types import Event
from bot.storage.outage import is_outage

log = logging.getLogger(__name__)


def waits_for_ai(live: LiveTable) -> bool:
    """Whether a running table's game waits for one of its AI seats."""
    if live.status != "running" or live.game.is_over(live.state):
        return False
    return bool(set(live.game.waiting_for(live.state)) & set(live.ai_seats()))


class Resumer:
    """Lets the AI seats of stranded tables play."""

    def __init__(self, core: ServiceCore, advancer: Advancer) -> None:
        self.core = core
        self.advancer = advancer

    async def resume(self) -> list[int]:
        """Every loaded table that waits for an AI seat moved on, its events emitted; the ids
        of the tables that moved. One table's trouble is logged and leaves the others be; a
        database outage is raised (every table's)."""
        moved = []
        for live in [t for t in self.core.live_tables.values() if waits_for_ai(t)]:
            try:
                events = await self.core.on_table(live.id, self._advance)
            except errors.Refusal:
                continue  # ended, frozen or cancelled meanwhile: nothing is owed
            except Exception as error:
                if is_outage(error):
                    raise
                log.error(
                    "table %s: its AI seats could not move: %s",
                    live.id,
                    describe(error),
                    extra={"table": live.id},
                )
                continue
            if events:
                await self.core.emit(events)
                moved.append(live.id)
        if moved:
            log.info("tables whose AI seats were left to move, moved on: %s", moved)
        return moved

    async def _advance(self, live: LiveTable | None) -> list[Event]:
        """With the table's lock held: its AI seats' answers, if it still waits for them."""
        if live is None or not waits_for_ai(live):
            return []
        # A table cut short after its start has no deadline yet: arm what is missing.
        return await self.advancer.advance(live, [], live.state, armed=False)
