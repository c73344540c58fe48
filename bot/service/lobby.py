"""Lobbies and seats: open a table, join, leave, AI seats, start, cancel."""

from __future__ import annotations

import secrets
from typing import Any

from bot.service import errors
from bot.service.advance import Advancer
from bot.service.core import Outdated, ServiceCore
from bot.service.dealing import check_level, deal_table, startable, validate_options
from bot.service.live import LiveTable
from bot.service.replaylog import game_named
from bot.service.types import (
    OPEN_STATUSES,
    Event,
    GameStarted,
    Player,
    SeatTakenByAI,
    TableCancelled,
    TableView,
    ai_policy,
)
from bot.storage import IntegrityError, deadlines, lobbies, tables
from bot.storage.models import SEAT_CHOICES, TableRow
from engine import ConfigError
from engine.ai import LEVELS, has_policy


class Lobbies:
    """The lobby and seat operations of the table service."""

    def __init__(self, core: ServiceCore, advancer: Advancer) -> None:
        self.core = core
        self.advancer = advancer

    async def create_lobby(
        self,
        game_name: str,
        host: Player,
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
        options: dict[str, Any] | None = None,
        ai_seats: int = 0,
        seed: int | None = None,
    ) -> TableView:
        """Open a lobby with the host seated; one open table per channel or thread."""
        table_id, _ = await self.open_row(
            game_name,
            host,
            guild_id=guild_id,
            channel_id=channel_id,
            options=options,
            ai_seats=ai_seats,
            seed=seed,
        )
        return await self.core.get(table_id)

    async def open_row(
        self,
        game_name: str,
        host: Player,
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
        options: dict[str, Any] | None = None,
        ai_seats: int = 0,
        seed: int | None = None,
        deal: bool = False,
    ) -> tuple[int, LiveTable | None]:
        """``create_lobby``'s transaction: the new table's id, and with ``deal`` its game
        started in the same transaction (its first AI moves still to play: ``first_moves``)."""
        game = game_named(game_name)
        options = dict(options or {})
        validate_options(game, options)
        high = game.player_range()[1]
        if not 0 <= ai_seats < high:
            raise errors.BadOptions("refusal-ai-seats-range", most=high - 1)
        try:
            async with self.core.writer.session() as session:
                if channel_id is not None:
                    busy = await tables.open_table_in(session, channel_id, OPEN_STATUSES)
                    if busy is not None:
                        raise errors.PlaceBusy(busy.id, game_named(busy.game).title)
                if guild_id is not None:
                    await tables.hold_member_lobbies(session, guild_id, host.user_id)
                if options.get("tutorial"):
                    # Checked in the transaction that opens it (the member's lobbies held):
                    # of several opened at once, one is.
                    going = await tables.open_tutorial(session, guild_id, host.user_id, game.name)
                    if going is not None:
                        raise errors.TutorialOpen(game.title, going)
                if guild_id is not None:
                    hosting = await tables.lobbies_hosted(session, guild_id, host.user_id)
                    if hosting >= self.core.lobbies_per_member:
                        raise errors.Refusal(
                            "refusal-too-many-lobbies", most=self.core.lobbies_per_member
                        )
                row = lobbies.new_lobby(
                    session,
                    game=game.name,
                    guild_id=guild_id,
                    channel_id=channel_id,
                    host=(host.user_id, host.name),
                    options=options,
                    seed=seed if seed is not None else secrets.randbits(62),
                    now=self.core.stamp(),
                    ai_seats=[(f"AI {i + 1}", ai_policy(options)) for i in range(ai_seats)],
                )
                live = None
                if deal:
                    await session.flush()  # the row's id
                    live = deal_table(row, host.user_id, self.core.stamp())
        except IntegrityError:
            # Another process opened a table here at the same moment: the index said no.
            now = await self.core.find_open(channel_id) if channel_id is not None else None
            if now is None:
                raise
            raise errors.PlaceBusy(now.id, game_named(now.game).title) from None
        return row.id, live

    async def rematch(
        self, table_id: int, player: Player, *, guild_id: int | None, channel_id: int | None
    ) -> TableView:
        """A new lobby for the players of a finished game, hosted by ``player`` (who played it to
        the end): the same game, options and AI seats. The other players join themselves; the
        colours they chose are theirs to choose again."""
        finished = await self.core.get(table_id)
        if finished.status != "finished":
            raise errors.NotFinished(finished.id)
        if not any(s.user_id == player.user_id and not s.is_ai for s in finished.seats):
            raise errors.NotSeated()
        options = {k: v for k, v in finished.options.items() if k != SEAT_CHOICES}
        return await self.create_lobby(
            finished.game,
            player,
            guild_id=guild_id,
            channel_id=channel_id,
            options=options,
            ai_seats=sum(1 for s in finished.seats if s.is_ai and s.user_id is None),
        )

    async def join(self, table_id: int, player: Player) -> TableView:
        """Seat ``player`` in a lobby."""
        async with self.core.writer.session() as session:
            row = await self.core.lobby_row(session, table_id)
            if any(s.user_id == player.user_id for s in row.seats):
                raise errors.AlreadySeated()
            high = game_named(row.game).player_range()[1]
            if len(row.seats) >= high:
                raise errors.TableFull(high)
            lobbies.seat_player(row, player.user_id, player.name)
        return await self.core.get(table_id)

    async def leave(
        self, table_id: int, user_id: int, *, origin: object | None = None
    ) -> tuple[TableView, list[Event]]:
        """Leave a lobby (the host's leaving hands the table on, or cancels it if nobody is left),
        or a running game (an AI takes the seat). ``origin``: as ``Play.act``'s."""

        handed: list[int] = []  # the seat handed to the AI, once that is written

        async def leave(live: LiveTable | None) -> tuple[LiveTable, list[Event]] | None:
            if live is None:
                if await self._leave_lobby(table_id, user_id):
                    return None
                raise Outdated()  # the game started meanwhile: leave it as a player
            if not handed:
                handed.append(await self.advancer.hand_seat_to_ai(live, user_id))
            # On a second try (the table moved on under us) the seat is the AI's already.
            events: list[Event] = [SeatTakenByAI(live.info(), handed[0], user_id)]
            return live, events + await self.advancer.advance(live, [], live.state)

        left = await self.core.on_table(table_id, leave)
        if left is None:
            return await self.core.get(table_id), []
        live, events = left
        await self.core.emit(events, origin)
        return live.info(), events

    async def _leave_lobby(self, table_id: int, user_id: int) -> bool:
        """Leave a lobby; False if the game started meanwhile."""
        async with self.core.writer.session() as session:
            row = await self.core.row(session, table_id)
            if row.status == "running":
                return False
            row = await self.core.lobby_row(session, table_id)
            seat = next((s for s in row.seats if s.user_id == user_id and not s.ai_policy), None)
            if seat is None:
                raise errors.NotSeated()
            lobbies.unseat(row, seat)
            picks = row.options.get(SEAT_CHOICES, {})
            if str(user_id) in picks:  # a pick is its person's, and goes with them
                others = {k: v for k, v in picks.items() if k != str(user_id)}
                lobbies.set_options(row, **{SEAT_CHOICES: others})
            humans = [s.user_id for s in row.seats if s.user_id is not None and not s.ai_policy]
            if row.host_id == user_id:
                if humans:
                    lobbies.hand_host_to(row, humans[0])
                else:
                    lobbies.cancel(row)
        return True

    async def add_ai(self, table_id: int, by_user: int, policy: str | None = None) -> TableView:
        """Add an AI seat to a lobby (any seated player may), playing ``policy`` (by default
        the policy of the table's AI level)."""
        async with self.core.writer.session() as session:
            row = await self.core.lobby_row(session, table_id)
            _require_seated(row, by_user)
            policy = policy or ai_policy(row.options)
            if not has_policy(row.game, policy):
                raise errors.BadOptions("refusal-ai-policy", policies=", ".join(LEVELS.values()))
            high = game_named(row.game).player_range()[1]
            if len(row.seats) >= high:
                raise errors.TableFull(high)
            number = 1 + sum(1 for s in row.seats if s.ai_policy)
            lobbies.seat_ai(row, f"AI {number}", policy)
        return await self.core.get(table_id)

    async def choose_for_seat(self, table_id: int, user_id: int, pick: Any) -> TableView:
        """Record what ``user_id`` picked for their own seat in a lobby (e.g. colours); a pick
        that clashes with another seat's is refused and changes nothing."""
        async with self.core.writer.session() as session:
            row = await self.core.lobby_row(session, table_id)
            _require_seated(row, user_id)
            picks = {**row.options.get(SEAT_CHOICES, {}), str(user_id): pick}
            by_seat = [picks.get(str(s.user_id)) if not s.ai_policy else None for s in row.seats]
            try:
                game_named(row.game).check_seat_choices(by_seat)
            except ConfigError as error:
                raise errors.BadOptions(error.message) from None
            lobbies.set_options(row, **{SEAT_CHOICES: picks})
        return await self.core.get(table_id)

    async def set_ai_level(self, table_id: int, by_user: int, level: str) -> TableView:
        """Choose the table's AI level (host only): the level of the AI seats added from now
        on, and of the AI that plays for a late or departed player. Seats added before keep
        theirs (a table may seat AIs of several levels)."""
        async with self.core.writer.session() as session:
            row = await self.core.lobby_row(session, table_id)
            if row.host_id != by_user:
                raise errors.NotHost("ai-level")
            check_level(row.game, level)
            lobbies.set_options(row, ai_level=level)
        return await self.core.get(table_id)

    async def remove_ai(self, table_id: int, by_user: int) -> TableView:
        """Remove the most recently added AI seat of a lobby."""
        async with self.core.writer.session() as session:
            row = await self.core.lobby_row(session, table_id)
            _require_seated(row, by_user)
            ais = [s for s in row.seats if s.ai_policy]
            if not ais:
                raise errors.BadOptions("refusal-no-ai-seat")
            lobbies.unseat(row, ais[-1])
        return await self.core.get(table_id)

    async def start(
        self,
        table_id: int,
        by_user: int,
        *,
        thread_id: int | None = None,
        origin: object | None = None,
    ) -> tuple[TableView, list[Event]]:
        """Start the game (host only). With ``thread_id`` the game lives in that thread.
        ``origin``: as ``Play.act``'s."""
        async with self.core.writer.session() as session:
            row = await self.core.lobby_row(session, table_id)
            live = deal_table(row, by_user, self.core.stamp(), thread_id)
        return await self.first_moves(live, origin)

    async def first_moves(
        self, live: LiveTable, origin: object | None = None
    ) -> tuple[TableView, list[Event]]:
        """A game just dealt: its AI seats' first moves, and the events that tell its table."""
        self.core.live_tables[live.id] = live
        async with live.lock:
            events: list[Event] = [GameStarted(live.info())]
            events += await self.advancer.advance(live, [], live.state, armed=False)
        await self.core.emit(events, origin)
        return live.info(), events

    async def check_start(self, table_id: int, by_user: int) -> TableView:
        """Refuse exactly as ``start`` would, without starting (a transport may then prepare,
        e.g. open a thread, before it starts the game)."""
        async with self.core.sessions() as session:
            startable(await self.core.lobby_row(session, table_id, lock=False), by_user)
        return await self.core.get(table_id)

    async def cancel(
        self,
        table_id: int,
        by_user: int,
        *,
        moderator: bool = False,
        origin: object | None = None,
    ) -> TableView:
        """Cancel a lobby or a running game: the host may, and so may a moderator. ``origin``:
        as ``Play.act``'s."""

        async def cancel(live: LiveTable | None) -> None:
            if not await self._cancel_row(table_id, by_user, moderator, live):
                raise Outdated()  # started since we looked: cancel it under its lock

        await self.core.on_table(table_id, cancel)
        table = await self.core.get(table_id)
        await self.core.emit([TableCancelled(table)], origin)
        return table

    async def _cancel_row(
        self, table_id: int, by_user: int, moderator: bool, live: LiveTable | None
    ) -> bool:
        """Cancel the table (with its lock held if it runs); False if it started meanwhile."""
        async with self.core.writer.session() as session:
            row = await self.core.row(session, table_id)
            if live is None and row.status == "running":
                return False  # started since we looked: cancel it under its lock
            errors.require_open(row.status)
            if row.host_id != by_user and not moderator:
                raise errors.NotHost("cancel", or_moderator=True)
            lobbies.cancel(row)
            await deadlines.drop_in_session(session, table_id)
        if live is not None:
            live.status = "cancelled"
            self.core.live_tables.pop(table_id, None)
        return True

    async def move_to_thread(self, table_id: int, thread_id: int) -> None:
        """Record that a table's game now lives in ``thread_id``."""
        async with self.core.writer.session() as session:
            row = await self.core.row(session, table_id)
            lobbies.move_to_thread(row, thread_id)
        if (live := self.core.live_tables.get(table_id)) is not None:
            live.thread_id = thread_id


def _require_seated(row: TableRow, user_id: int) -> None:
    if not any(s.user_id == user_id and not s.ai_policy for s in row.seats):
        raise errors.NotSeated()
