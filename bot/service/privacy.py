"""Forgetting a member on request: what the bot stored about them, gone from every table.

The bot stores a member's Discord id and display name in the seats they took, the results of
their finished games, as host of the tables they opened, and with the picks they made for
their own seat in a lobby (colours); and where their hands were in direct messages. The
action logs name seats, never people, so they stay whole: every game still replays.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.service import errors
from bot.service.core import ServiceCore
from bot.service.links import Links
from bot.service.lobby import Lobbies
from bot.service.ratings import player_key
from bot.service.types import OPEN_STATUSES
from bot.storage import members

#: The name a forgotten member's seats and results keep: no words, so no language.
FORGOTTEN_NAME = "—"


@dataclass(frozen=True)
class Forgotten:
    """What ``forget`` did: lobbies left, running games handed to the AI, and the finished
    seats and results that no longer name the member."""

    lobbies_left: int
    games_handed_to_ai: int
    seats_anonymised: int
    results_anonymised: int


class Privacy:
    """A member's personal data: shown to them, or deleted."""

    def __init__(self, core: ServiceCore, lobbies: Lobbies, links: Links) -> None:
        self.core = core
        self.links = links
        self.lobbies = lobbies

    async def my_data(self, user_id: int) -> dict[str, Any]:
        """Everything stored that names ``user_id``, as JSON-ready data (ids as text: they
        exceed what JSON readers keep exactly)."""
        async with self.core.engine.connect() as conn:
            rows = await members.member_rows(conn, user_id, player_key(user_id, None))
        return {
            "user_id": str(user_id),
            "seats": [
                {"table": t, "game": g, "server": _text(s), "status": st, "seat": p, "name": n}
                for t, g, s, st, p, n in rows.seats
            ],
            "tables_hosted": rows.tables_hosted,
            "results": [
                {
                    "table": r.table_id,
                    "game": r.game,
                    "server": _text(r.guild_id),
                    "name": r.name,
                    "score": r.score,
                    "rank": r.rank,
                    "won": r.won,
                    "finished_at": r.finished_at.isoformat(),
                }
                for r in rows.results
            ],
            "ratings": [
                {
                    "server": _text(r.guild_id),
                    "game": r.game,
                    "name": r.name,
                    "mu": r.mu,
                    "sigma": r.sigma,
                    "games": r.games,
                }
                for r in rows.ratings
            ],
            "hands_in_direct_messages": [
                {"table": h.table_id, "seat": h.seat, "channel": _text(h.channel_id)}
                for h in rows.hands
            ],
            "seat_choices": [
                {"table": table, "game": game, "pick": pick} for table, game, pick in rows.picks
            ],
            "mentions": "off" if rows.muted else "on",
        }

    async def forget(self, user_id: int) -> Forgotten:
        """Remove ``user_id`` from every table: they leave their lobbies, an AI takes their
        seats in running games (the table is told, as when a player leaves), and every seat,
        result and table that named them keeps no id and no name of theirs; their ratings and
        their choice about pings go.

        It is one transaction per table left, then one that erases: the request is noted first,
        so that a process stopped in between leaves it to the next (``finish_pending``)."""
        async with self.core.writer.session() as session:
            await members.mark_forget_pending(session, user_id)
        await self.links.revoke(user_id)  # their open pages close as their seats go
        async with self.core.sessions() as session:
            open_tables = await members.open_tables_of(session, user_id, OPEN_STATUSES)
        left = handed = 0
        for table_id, status in open_tables:
            try:
                await self.lobbies.leave(table_id, user_id)
            except errors.Refusal:  # it ended or they left meanwhile: nothing to hand over
                continue
            left += status == "lobby"
            handed += status == "running"
        async with self.core.writer.session() as session:
            seats, results = await members.erase(
                session, user_id, player_key(user_id, None), FORGOTTEN_NAME
            )
        for live in list(self.core.live_tables.values()):  # copies in memory forget them too
            if any(seat.user_id == user_id for seat in live.seats):
                self.core.forget_copy(live)
        # SQLite's log still holds the pages as they were before: fold it in and empty it.
        await self.core.writer.empty_log()
        return Forgotten(left, handed, seats, results)

    async def finish_pending(self) -> list[int]:
        """Finish every forget-me a stopped process left half done (at start-up); the members
        forgotten now."""
        async with self.core.engine.connect() as conn:
            pending = await members.pending_forgets(conn)
        for user_id in pending:
            await self.forget(user_id)
        return pending


def _text(snowflake: int | None) -> str | None:
    return None if snowflake is None else str(snowflake)
