"""What each server's managers chose for its tables: the timer of new tables, when a lobby and
an idle game end, whether games move to a thread, whether players are mentioned. Unset, the
operator's defaults hold. And what members chose for themselves: never to be mentioned."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from bot.service import errors
from bot.service.core import ServiceCore
from bot.service.dealing import check_language
from bot.service.types import ExpiryRules, TableView, TimerPolicy
from bot.storage import servers
from bot.storage.models import ServerSettingsRow

#: The range a server may choose, each way: from a minute to a week for a lobby, from an hour
#: to 30 days for a game.
LOBBY_MINUTES = (1.0, 7 * 24 * 60.0)
IDLE_HOURS = (1.0, 30 * 24.0)
UNSET: Any = object()


@dataclass(frozen=True)
class ServerDefaults:
    """A server's choices; None where it chose nothing (the operator's default holds)."""

    timer: TimerPolicy | None = None
    lobby_minutes: float | None = None
    idle_hours: float | None = None
    threads: bool | None = None
    pings: bool | None = None

    def expiry(self, default: ExpiryRules) -> ExpiryRules:
        """The expiry times of this server's tables."""
        return ExpiryRules(
            self.lobby_minutes if self.lobby_minutes is not None else default.lobby_minutes,
            self.idle_hours if self.idle_hours is not None else default.idle_hours,
        )


class Servers:
    """Per-server defaults."""

    def __init__(self, core: ServiceCore) -> None:
        self.core = core

    async def server_defaults(self, guild_id: int | None) -> ServerDefaults:
        if guild_id is None:
            return ServerDefaults()
        async with self.core.sessions() as session:
            row = await servers.settings_of(session, guild_id)
        return ServerDefaults() if row is None else _defaults(row)

    async def choose_server_defaults(
        self,
        guild_id: int,
        *,
        timer: dict[str, Any] | None = UNSET,
        lobby_minutes: float | None = UNSET,
        idle_hours: float | None = UNSET,
        threads: bool | None = UNSET,
        pings: bool | None = UNSET,
    ) -> ServerDefaults:
        """Change what is given (None: back to the default); the others stay as they were.
        Out-of-range values are refused and change nothing."""
        if timer is not UNSET and timer is not None:
            TimerPolicy.from_options(timer)
        for value, (low, high), key in (
            (lobby_minutes, LOBBY_MINUTES, "settings-lobby-minutes-range"),
            (idle_hours, IDLE_HOURS, "settings-idle-hours-range"),
        ):
            if value is not UNSET and value is not None and not low <= value <= high:
                raise errors.BadOptions(key, low=f"{low:g}", high=f"{high:g}")
        async with self.core.writer.session() as session:
            given = {
                "timer": timer,
                "lobby_minutes": lobby_minutes,
                "idle_hours": idle_hours,
                "threads": threads,
                "pings": pings,
            }
            changes = {name: value for name, value in given.items() if value is not UNSET}
            chosen = _defaults(await servers.change_settings(session, guild_id, changes))
        return chosen

    async def set_member_pings(self, user_id: int, on: bool) -> None:
        """A member's own choice, in every server: mentioned by games (``on``) or never."""
        async with self.core.writer.session() as session:
            await servers.set_muted(session, user_id, muted=not on)

    async def member_pings(self, user_id: int) -> bool:
        async with self.core.sessions() as session:
            return not await servers.is_muted(session, user_id)

    async def who_to_ping(self, table: TableView, user_ids: Iterable[int]) -> list[int]:
        """Which of ``user_ids`` (players of ``table``) the bot may mention now: none where the
        server turned pings off, and never a member who muted them."""
        wanted = list(dict.fromkeys(u for u in user_ids if u))
        if not wanted:
            return []
        async with self.core.sessions() as session:
            server = None
            if table.guild_id is not None:
                server = await servers.settings_of(session, table.guild_id)
            if server is not None and server.pings is False:
                return []
            muted = await servers.muted_among(session, wanted)
        return [u for u in wanted if u not in muted]

    async def expiry_overrides(self) -> dict[int, ServerDefaults]:
        """The servers that chose their own expiry times."""
        async with self.core.sessions() as session:
            rows = await servers.with_own_expiry(session)
        return {row.guild_id: _defaults(row) for row in rows}

    async def server_language(self, guild_id: int | None) -> str | None:
        """The language a server chose for its new tables, if it chose one."""
        if guild_id is None:
            return None
        async with self.core.sessions() as session:
            row = await servers.settings_of(session, guild_id)
            return row.language if row else None

    async def set_server_language(self, guild_id: int, language: str | None) -> None:
        """Choose the language of a server's new tables (None: follow the server's locale)."""
        if language is not None:
            check_language(language)
        async with self.core.writer.session() as session:
            await servers.change_settings(session, guild_id, {"language": language})


def _defaults(row: ServerSettingsRow) -> ServerDefaults:
    timer = TimerPolicy.from_options(row.timer) if row.timer is not None else None
    return replace(
        ServerDefaults(),
        timer=timer,
        lobby_minutes=row.lobby_minutes,
        idle_hours=row.idle_hours,
        threads=row.threads,
        pings=row.pings,
    )
