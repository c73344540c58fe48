"""The Discord client: database and service at start-up, commands, buttons, timers."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
from typing import Any

import discord
from discord.ext import commands, tasks

from bot.discordbot import (
    serendipity_components,
    serendipity_table,
    splitit_components,
    splito_components,
    splitter_components,
    splitter_table,  # noqa: F401  (registers Splitter's UI)
)
from bot.discordbot.commands import CommonCog, game_group
from bot.discordbot.games import all_games
from bot.discordbot.lobby import LobbyButton
from bot.discordbot.presenter import Presenter
from bot.service import TableService
from bot.storage import connect, migrate

log = logging.getLogger(__name__)

COMMANDS_HASH_KEY = "command_tree_sha256"
# Deadlines fire at most this late. Each tick is one indexed read of the deadlines table.
TIMER_POLL_SECONDS = 10.0


def discord_clock() -> float:
    """Now, as Discord's utilities see it (epoch seconds)."""
    return discord.utils.utcnow().timestamp()


class SplitBot(commands.Bot):
    """splitbot: slash commands and buttons over the table service."""

    def __init__(self, database_url: str, *, dev_guild_id: int | None = None) -> None:
        # Slash commands and buttons need no privileged intent.
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.database_url = database_url
        self.dev_guild_id = dev_guild_id
        self.service: TableService = None  # type: ignore[assignment]  # set in setup_hook
        self._background: list[asyncio.Task[Any]] = []

    async def setup_hook(self) -> None:
        engine = connect(self.database_url)
        await migrate(engine)
        self.service = TableService(engine, clock=discord_clock)
        self.service.add_listener(Presenter(self, self.service).on_events)
        # Tables come back from their snapshots at once; each log is replay-checked before the
        # table's next action, and all of them in the background now.
        await self.service.recover(verify=False)
        self.add_dynamic_items(
            LobbyButton,
            *splito_components.DYNAMIC_ITEMS,
            *splitit_components.DYNAMIC_ITEMS,
            *splitter_components.DYNAMIC_ITEMS,
            *serendipity_components.DYNAMIC_ITEMS,
            serendipity_table.ColourSelect,
        )
        self.add_listener(serendipity_components.on_label_typed, "on_interaction")
        for ui in all_games():
            self.tree.add_command(game_group(ui))
        await self.add_cog(CommonCog(self))
        await self._sync_commands()
        self._background.append(asyncio.create_task(self._verify_tables()))
        self.timers.start()

    async def _sync_commands(self) -> None:
        """To the dev server at once when one is set; globally only when the commands changed."""
        if self.dev_guild_id is not None:
            guild = discord.Object(self.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            return
        payload = [command.to_dict(self.tree) for command in self.tree.get_commands()]
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
        if await self.service.get_meta(COMMANDS_HASH_KEY) != digest:
            await self.tree.sync()
            await self.service.set_meta(COMMANDS_HASH_KEY, digest)
            log.info("slash commands synced globally")

    async def _verify_tables(self) -> None:
        frozen = await self.service.verify_all()
        if frozen:
            log.error("tables frozen at start-up (log and snapshot differ): %s", frozen)

    @tasks.loop(seconds=TIMER_POLL_SECONDS)
    async def timers(self) -> None:
        """Apply the turn-timer deadlines that fell due (they live in the database, so a
        restart loses none: the first tick after start-up applies what fell due meanwhile)."""
        try:
            await self.service.fire_due()
        except Exception:  # one bad deadline must not stop every other table's timers
            log.exception("turn timers failed; trying again at the next tick")

    async def close(self) -> None:
        self.timers.cancel()
        for task in self._background:
            task.cancel()
        for task in self._background:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self.service is not None:
            await self.service.close()
            await self.service.engine.dispose()
        await super().close()
