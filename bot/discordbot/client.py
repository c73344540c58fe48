"""The Discord client: database and service at start-up, commands, buttons, timers."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.board_processes import DRAWERS
from bot.discordbot import weblinks
from bot.discordbot.admincommands import AdminCog
from bot.discordbot.arrivals import arrived
from bot.discordbot.coach import ReviewButton
from bot.discordbot.commands import game_group
from bot.discordbot.commandsync import sync_commands
from bot.discordbot.common import answer_failure, refuse
from bot.discordbot.contextmenus import context_menus
from bot.discordbot.deadlines import DeadlineWaker
from bot.discordbot.emojis import EMOJIS
from bot.discordbot.games import AnyGameUI
from bot.discordbot.launching import LaunchButton
from bot.discordbot.lobby import AiLevelSelect, LobbyButton
from bot.discordbot.open_controls import OpenControls
from bot.discordbot.prepare import settle_heap, warm_up
from bot.discordbot.presenter import Presenter
from bot.discordbot.privacy import ForgetMeButton
from bot.discordbot.registry import games
from bot.discordbot.rematch import RematchButton
from bot.discordbot.replay import ReplayButton, StepButton
from bot.discordbot.replaydesk import ReplayDesk
from bot.discordbot.servercommands import CommonCog
from bot.discordbot.translator import CatalogTranslator
from bot.discordbot.tutorial import RealGameButton
from bot.discordbot.watching import WatchButton
from bot.lanes import DRAWING, REPLAYS
from bot.metrics import ERRORS, SHARD_CONNECTED, SHARD_LATENCY, TABLES, InteractionClock
from bot.service import ExpiryRules, TableService, errors
from bot.service.shards import Shards
from bot.service.types import TABLE_STATUSES
from bot.storage import connect, migrate
from bot.storage.outage import is_outage, outage_words
from bot.web import WebSettings
from bot.web.server import WebTable

log = logging.getLogger(__name__)

# Deadlines fire at most this late. Each tick is one indexed read of the deadlines table.
TIMER_POLL_SECONDS = 10.0
#: The bot's own event that wakes the deadlines' waker (see ``DeadlineWaker``), and how long
#: it sleeps with nothing due: the tick is the safety net, the waker is for being on time.
DEADLINE_ARMED = "splitbot_deadline_armed"
WAKER_LONGEST_SLEEP = 3600.0
#: How long the start-up's moving on of tables left to their AI seats waits for a database
#: that does not answer before it tries again.
RESUME_RETRY_SECONDS = 5.0
#: A shard disconnected for longer than this (seconds) makes the process unhealthy.
DISCONNECTED_LIMIT = 60.0
#: How long a stop waits for the clicks, commands and timer tick in flight.
HANDLERS_SECONDS = 10.0


def discord_clock() -> float:
    """Now, as Discord's utilities see it (epoch seconds)."""
    return discord.utils.utcnow().timestamp()


class SplitBot(commands.AutoShardedBot):
    """splitbot: slash commands and buttons over the table service.

    Sharded: by default Discord's recommended number of shards, all in this process (a bot
    in more than 2,500 servers must shard); ``shard_count`` and ``shard_ids`` choose them."""

    def __init__(
        self,
        database_url: str,
        *,
        dev_guild_id: int | None = None,
        shard_count: int | None = None,
        shard_ids: Sequence[int] | None = None,
        heartbeat_file: Path | None = None,
        expiry: ExpiryRules | None = None,
        lobbies_per_member: int | None = None,
        count_tables: bool = False,
        drawing_processes: int | None = None,
        policy_urls: Mapping[str, str] | None = None,
        freeze_heap: bool = False,
        web: WebSettings | None = None,
    ) -> None:
        #: Times each interaction's first answer (the metrics), from discord.py's HTTP requests.
        self.interaction_clock = InteractionClock()
        # discord.py reads "no shard_ids" as all of them: they are passed only when chosen.
        chosen: dict[str, Any] = {} if shard_ids is None else {"shard_ids": list(shard_ids)}
        # Slash commands and buttons need no privileged intent.
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            # A name in a board's text never notifies: a message that should says whom.
            allowed_mentions=discord.AllowedMentions.none(),
            shard_count=shard_count,
            http_trace=self.interaction_clock.trace(),
            **chosen,
        )
        #: Whether the timers also count the tables by status (for a served metrics endpoint).
        self.count_tables = count_tables
        #: Whether what start-up loaded is left out of later garbage collections (``splitbot
        #: run``; not in tests, which start many bots in one process).
        self.freeze_heap = freeze_heap
        #: The servers whose tables this process loads, checks and times (see ``Shards``).
        self.owned = Shards.of(shard_count, shard_ids)
        #: Touched at every timer tick while connected: ``splitbot health`` reads its age.
        self.heartbeat_file = heartbeat_file
        #: When a lobby nobody starts, and a game nobody plays, end.
        self.expiry = expiry or ExpiryRules()
        #: How many open lobbies a member may host in one server (None: the service's default).
        self.lobbies_per_member = lobbies_per_member
        #: How many processes draw the boards (None: one per core from two cores).
        self.drawing_processes = drawing_processes
        #: The operator's addresses of the privacy policy and terms, if they set them.
        self.policy_urls = dict(policy_urls or {})
        #: Where the live table is served (None: not served), and the server once it is.
        self.web_settings = web
        self.web: WebTable | None = None
        self.database_url = database_url
        self.dev_guild_id = dev_guild_id
        self.games: dict[str, AnyGameUI] = {ui.game: ui for ui in games()}
        self._service: TableService | None = None
        self._background: list[asyncio.Task[Any]] = []
        #: When each shard found disconnected was first seen so (``connected``).
        self._down_since: dict[int, float] = {}
        #: Set once the bot stops: clicks and commands are answered "restarting" from then on.
        self.stopping = False
        #: The tasks handling a click or a command now: a stop lets them finish first.
        self._in_flight: set[asyncio.Task[Any]] = set()
        self._closed = False
        #: Clear while deadlines are applied (a tick, or one falling due; a stop waits for
        #: it), set between.
        self._between_ticks, self._ticks_running = asyncio.Event(), 0
        self._between_ticks.set()
        #: Whether the timers last found the database out of reach (logged once per outage).
        self._database_out = False
        #: Each player's open secret control, edited when their table moves on.
        self.open_controls = OpenControls()
        #: Finished games' replays: drawn once, apart from the boards, a few per server at once.
        self.replay_desk: ReplayDesk[Any] = ReplayDesk()

    async def setup_hook(self) -> None:
        # Catalogs and fonts are read now, before the gateway connects: not at a first click.
        await DRAWING.run(warm_up)
        REPLAYS.prepare()  # the replay lane's fork server imports the bot while it starts
        # Boards are drawn in processes of their own (kept for the process's life, a bot
        # started again included): they warm while the bot connects.
        await asyncio.to_thread(DRAWERS.start, self.drawing_processes)
        engine = connect(self.database_url)
        await migrate(engine)
        log.info(
            "database %s is up to date; this process runs %s",
            engine.url.render_as_string(hide_password=True),
            "every shard" if self.owned.all else f"shards {sorted(self.owned.ids or ())}",
        )
        self._service = TableService(engine, clock=discord_clock, shards=self.owned)
        if self.lobbies_per_member is not None:
            self._service.lobbies_per_member = self.lobbies_per_member
        self.presenter = Presenter(self, self.service, self.games, self.open_controls)
        self.service.add_listener(self.presenter.on_events)
        waker = DeadlineWaker(
            self.service,
            discord_clock,
            wait=lambda seconds: self.wait_for(DEADLINE_ARMED, timeout=seconds),
            wake=lambda: self.dispatch(DEADLINE_ARMED),
            ticking=self._ticking,
            stopping=lambda: self.stopping,
            longest_sleep=WAKER_LONGEST_SLEEP,
        )
        self.service.add_listener(waker.on_events)
        if self.web_settings is not None:
            self.web = await weblinks.serve(
                self.service,
                self.web_settings,
                application_id=self.application_id,
                bot_token=self.http.token or "",
            )
        # Tables come back from their snapshots at once; each log is replay-checked before the
        # table's next action, and all of them in the background now.
        await self.service.core.recover(verify=False)
        if self.freeze_heap:
            settle_heap()
        self.add_dynamic_items(
            LobbyButton,
            AiLevelSelect,
            RematchButton,
            ReplayButton,
            StepButton,
            ForgetMeButton,
            ReviewButton,
            RealGameButton,
            WatchButton,
            LaunchButton,
        )
        for ui in self.games.values():
            self.add_dynamic_items(*ui.controls)
            for event, listener in ui.listeners:
                self.add_listener(listener, event)
            self.tree.add_command(game_group(ui))
        for cog in (CommonCog(self, tuple(self.games.values())), AdminCog(self)):
            await self.add_cog(cog)
        for menu in context_menus():
            self.tree.add_command(menu)
        await self.tree.set_translator(CatalogTranslator())
        self.tree.on_error = self._command_failed  # type: ignore[method-assign]
        self.tree.interaction_check = self._accepting  # type: ignore[method-assign]
        await self._sync_commands()
        self._background.append(asyncio.create_task(self._check_and_resume_tables()))
        self._background.append(asyncio.create_task(EMOJIS.upload(self), name="emojis"))
        self.timers.start()
        self._background.append(asyncio.create_task(waker.run(), name="deadlines"))

    @property
    def service(self) -> TableService:
        """The table service (there is one once ``setup_hook`` ran)."""
        if self._service is None:
            raise RuntimeError("the bot is not set up yet")
        return self._service

    async def _sync_commands(self) -> None:
        """To the dev server at once when one is set; globally only when the commands changed."""
        await sync_commands(self.tree, self.service, self.application_id, self.dev_guild_id)

    async def _command_failed(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """A slash command that failed unexpectedly is answered like a control that did."""
        if isinstance(error, app_commands.CheckFailure) and interaction.response.is_done():
            return  # refused and answered (the bot is stopping)
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        name = interaction.command.qualified_name if interaction.command else "?"
        await answer_failure(interaction, cause, f"command /{name}", "command-failed")

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        # Called as an interaction is parsed, before any handler of it runs: its arrival.
        if event_name == "interaction" and args:
            arrived(self.interaction_clock, args[0], self.shard_count or 1)
        super().dispatch(event_name, *args, **kwargs)

    async def _check_and_resume_tables(self) -> None:
        """Replay-check the tables loaded at start-up, then finish what a process that stopped
        between two writes left: tables waiting for an AI seat (``Resumer.resume``), a
        member's forget-me (``finish_forgets``); through an outage, again once the database
        answers."""
        frozen = await self.service.core.verify_all()
        if frozen:
            log.error("tables frozen at start-up (log and snapshot differ): %s", frozen)
        while not self.stopping:
            try:
                await self.service.resumer.resume()
                await self.service.privacy.finish_pending()
                return
            except Exception as error:
                if not is_outage(error):
                    log.exception("what a stopped process left unfinished could not be finished")
                    return
                log.warning("finishing what a stopped process left: %s", outage_words(error))
                await asyncio.sleep(RESUME_RETRY_SECONDS)

    @tasks.loop(seconds=TIMER_POLL_SECONDS)
    async def timers(self) -> None:
        """Apply the turn-timer deadlines that fell due (they live in the database, so a
        restart loses none: the first tick after start-up applies what fell due meanwhile), and
        end the lobbies and games that outlived their time (``self.expiry``)."""
        if self.stopping:
            return
        with self._ticking():
            await self._tick()

    @contextlib.contextmanager
    def _ticking(self) -> Iterator[None]:
        """Held while deadlines are applied: ``close`` waits until none is."""
        self._ticks_running += 1
        self._between_ticks.clear()
        try:
            yield
        finally:
            self._ticks_running -= 1
            if self._ticks_running == 0:
                self._between_ticks.set()

    async def _tick(self) -> None:
        try:
            await self.service.play.fire_due()
            await self.service.expiry.expire(self.expiry)
        except Exception as error:  # one bad deadline must not stop every other table's timers
            ERRORS.labels("timers", "database" if is_outage(error) else "unexpected").inc()
            if not is_outage(error):
                log.exception("turn timers failed; trying again at the next tick")
            elif not self._database_out:  # said once an outage, not at every tick
                self._database_out = True
                log.error(
                    "the database is out of reach (%s); turn timers wait for it",
                    outage_words(error),
                )
        else:
            if self._database_out:
                self._database_out = False
                log.warning("the database is back; turn timers run again")
            self._beat()
            await self._measure()

    async def _measure(self) -> None:
        """The figures the metrics read as they are: each shard's connection, the tables."""
        for shard_id, shard in self.shards.items():
            SHARD_CONNECTED.labels(str(shard_id)).set(0 if shard.is_closed() else 1)
            if shard.latency == shard.latency and shard.latency != float("inf"):  # known
                SHARD_LATENCY.labels(str(shard_id)).set(shard.latency)
        if self.count_tables:
            counted = await self.service.core.tables_by_status()
            for status in TABLE_STATUSES:  # a status none has any more counts 0, not its last
                TABLES.labels(status).set(counted.get(status, 0))

    def connected(self) -> bool:
        """Whether this process is connected: ready, and no shard of it disconnected for more
        than ``DISCONNECTED_LIMIT`` (discord.py reconnects a shard by itself within seconds;
        ``is_ready`` alone stays true however long a shard is gone)."""
        now = discord_clock()
        for shard_id, shard in self.shards.items():
            if not shard.is_closed():
                self._down_since.pop(shard_id, None)
            elif now - self._down_since.setdefault(shard_id, now) > DISCONNECTED_LIMIT:
                return False
        return self.is_ready()

    def _beat(self) -> None:
        """Say "alive" to a health check: connected, and the timers ran (so the database
        answered)."""
        if self.heartbeat_file is None or not self.connected():
            return
        try:
            self.heartbeat_file.touch()
        except OSError as error:
            log.warning("cannot touch the heartbeat file %s: %s", self.heartbeat_file, error)

    def handling(self) -> None:
        """The current task handles a click or a command: a stop waits for it to finish."""
        task = asyncio.current_task()
        if task is not None and task not in self._in_flight:
            self._in_flight.add(task)
            task.add_done_callback(self._in_flight.discard)

    async def _accepting(self, interaction: discord.Interaction) -> bool:
        """Commands are refused once the bot is stopping (controls check it themselves)."""
        if not self.stopping:
            self.handling()
            return True
        await refuse(interaction, errors.Refusal("refusal-restarting"))
        return False

    async def close(self) -> None:
        """Stop in order: refuse new clicks and commands, let those in flight and the timers'
        tick finish (each within ``HANDLERS_SECONDS``), then the service commits what is left
        and the gateway closes."""
        if self._closed:
            await super().close()
            return
        self._closed = True
        self.stopping = True  # from here on clicks and commands are answered "restarting"
        running: set[asyncio.Future[Any]] = {
            task for task in self._in_flight if task is not asyncio.current_task()
        }
        tick = asyncio.ensure_future(self._between_ticks.wait())
        if not self._between_ticks.is_set():  # a tick is applying deadlines: let it finish
            running.add(tick)
        if running:
            _, late = await asyncio.wait(running, timeout=HANDLERS_SECONDS)
            if late:
                log.warning("stopping: %d clicks, commands or timers still running", len(late))
        tick.cancel()
        self.timers.cancel()  # between ticks: it only sleeps
        for task in self._background:
            task.cancel()
        for task in self._background:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await asyncio.to_thread(REPLAYS.close)  # a replay being drawn is finished first
        if self.web is not None:
            await weblinks.stop(self.web)
        if self._service is not None:
            await self._service.close()
            await self._service.engine.dispose()
        await super().close()
