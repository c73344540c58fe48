"""Shows what happened at a table in its channel: boards, reveals, reminders, the final scores.

It listens to the table service, so moves made by timers and AI seats are shown just like the
ones made through buttons. Only public information is ever posted here.
"""

from __future__ import annotations

import asyncio
import datetime
import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import Any

import discord

from bot.discordbot import cards
from bot.discordbot.boards import BOARD_STALE, Batch, BoardUpdate
from bot.discordbot.coach import review_button
from bot.discordbot.common import table_words
from bot.discordbot.dmhands import DirectMessages
from bot.discordbot.games import AnyGameUI
from bot.discordbot.lobby import lobby_embed
from bot.discordbot.open_controls import OpenControls
from bot.discordbot.outlet import Outlet
from bot.discordbot.rematch import rematch_view
from bot.discordbot.replay import replay_button
from bot.discordbot.tutorial import real_game_view
from bot.lanes import DRAWING
from bot.service import (
    ActionTaken,
    Event,
    GameFinished,
    GameStarted,
    PlayedForPlayer,
    Reminder,
    RoundResolved,
    SeatDropped,
    SeatTakenByAI,
    TableCancelled,
    TableExpired,
    TableFrozenEvent,
    TableService,
    TableView,
)

log = logging.getLogger(__name__)
#: A live board is posted anew once its edits have less than this left outside the bot's budget.
FREE_EDITS = datetime.timedelta(minutes=3)
#: What a table's board text edit last showed (board message, text), in its board memory.
SHOWN_TEXT = "presenter:shown-text"


class Presenter:
    """Turns each batch of service events into as few Discord messages as it can.

    A table's batches are shown one at a time, in the order they reach it: a batch arriving
    while another one's board is still being drawn (a cancel while the round resolves, say)
    waits, then works on the messages as they are by then (``Messages.shown_at``).
    Batches that queue up merge their "✓ acted" edits: a batch whose only change is the board's
    text leaves it to a later queued batch that moves the table on, which shows as much.
    """

    def __init__(
        self,
        client: discord.Client,
        service: TableService,
        games: Mapping[str, AnyGameUI],
        open_controls: OpenControls | None = None,
    ) -> None:
        self.client = client
        self.open_controls = OpenControls() if open_controls is None else open_controls
        self.service = service
        self.games = games
        self._order: dict[int, tuple[asyncio.Lock, int]] = {}  # table → (lock, batches using it)
        self._queued: dict[int, list[Sequence[Event]]] = {}  # table → batches not shown yet
        self._memory: dict[int, dict[str, Any]] = {}  # table → what its boards remember
        self.direct_messages = DirectMessages(client, service)

    async def on_events(self, events: Sequence[Event], origin: object | None = None) -> None:
        """Show a batch of events, after the table's earlier ones; ``origin`` is the click
        that brought it, if one did (its followups carry the table's new messages)."""
        table_id = events[-1].table.id
        queued = self._queued.setdefault(table_id, [])
        queued.append(events)
        try:
            async with self._in_order(table_id):
                _drop(queued, events)
                superseded = any(map(_moves_on, queued))
                await self._present(events, origin, superseded=superseded)
        finally:
            _drop(queued, events)  # cancelled while it waited its turn
            if not queued:
                self._queued.pop(table_id, None)

    @asynccontextmanager
    async def _in_order(self, table_id: int) -> AsyncIterator[None]:
        """Hold the table's turn to be shown; the lock is dropped once no batch needs it."""
        lock, users = self._order.get(table_id, (asyncio.Lock(), 0))
        self._order[table_id] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._order[table_id]
            if users == 1:
                del self._order[table_id]
            else:
                self._order[table_id] = (lock, users - 1)

    async def _present(
        self, events: Sequence[Event], origin: object | None, *, superseded: bool = False
    ) -> None:
        """Show one batch; ``superseded``: a later batch that moves the table on is queued
        already, so a text-only edit of the board is left to it."""
        table = events[-1].table
        ui = self.games[table.game]
        channel = await self._channel(table)
        if channel is None:
            log.warning(
                "table %s: its channel is gone; nothing shown", table.id, extra={"table": table.id}
            )
            return
        memory = self._memory.setdefault(table.id, {})
        outlet = Outlet(channel, memory, origin)
        await self._notices(outlet, ui, table, events)
        # The messages as they are now: an earlier batch may have posted a new board.
        now = await self.service.messages.shown_at(table.id)
        table = table.shown(now)
        if any(isinstance(e, TableCancelled) for e in events):
            self._memory.pop(table.id, None)
            await self._show_cancelled(outlet, table, ui, memory)
            await self.open_controls.follow(table, None)
            await self.direct_messages.follow(table, ui, outlet)
            return
        batch = Batch(
            rounds=[e for e in events if isinstance(e, RoundResolved)],
            started=any(isinstance(e, GameStarted) for e in events),
            acted=any(isinstance(e, ActionTaken) for e in events),
            finished=any(isinstance(e, GameFinished) for e in events),
            memory=memory,
        )
        if batch.finished:
            self._memory.pop(table.id, None)
        await self._board(
            outlet,
            table,
            ui,
            batch,
            closed=batch.finished or now.status != "running",
            superseded=superseded,
        )
        if batch.finished:
            await self._final(outlet, table, ui)
        if batch.rounds or batch.finished:
            # Hands follow their players once the new board is up.
            await self.open_controls.follow(table, ui.next_control, ui.last_control)
        seats_changed = any(isinstance(e, SeatTakenByAI | SeatDropped) for e in events)
        if table.hands_in_dms and (
            batch.started or batch.rounds or batch.finished or seats_changed
        ):
            # DM hands too, linking to the board as it is now.
            table = table.shown(await self.service.messages.shown_at(table.id))
            await self.direct_messages.follow(table, ui, outlet)

    async def _notices(
        self, outlet: Outlet, ui: AnyGameUI, table: TableView, events: Sequence[Event]
    ) -> None:
        """A line for each event that is news in itself (a reminder, a seat taken, an end)."""
        for event in events:
            notice = self._notice(ui, event)
            if notice:
                # Only a reminder mentions: the table waits on that player (other notices name
                # them without a ping).
                waiting = [event.user_id] if isinstance(event, Reminder) and event.user_id else []
                reminded = await self.service.servers.who_to_ping(table, waiting)
                await outlet.send(content=notice, allowed_mentions=pinging(reminded))

    async def _board(
        self,
        outlet: Outlet,
        table: TableView,
        ui: AnyGameUI,
        batch: Batch,
        *,
        closed: bool,
        superseded: bool,
    ) -> None:
        """The board as the batch leaves it: edited, or a new one posted (a game's first one
        mentioning its players); ``closed``: cancelled, paused or over since, so no buttons."""
        memory = batch.memory
        last = getattr(outlet.channel, "last_message_id", None)
        buried = last is not None and last != table.board_message_id
        memory[BOARD_STALE] = buried or not outlet.edits_freely(table.board_message_id, FREE_EDITS)
        if batch.rounds or batch.started or batch.finished:
            update = await DRAWING.run(ui.boards.update, table, batch)  # images: off the loop
        else:
            # A pick's ✓ changes the board's text only: no image, no thread to wait for.
            update = ui.boards.update(table, batch)
        if update is None or (update.text is not None and superseded):
            return  # nothing to show, or the next batch shows this ✓ and more, in one edit
        pinged: list[int] = []
        if batch.started and update.post is not None:
            update, pinged = await self._with_players_named(table, update)
        await self._show(outlet, table, ui, update, closed, memory, pinging(pinged))

    async def _with_players_named(
        self, table: TableView, update: BoardUpdate
    ) -> tuple[BoardUpdate, list[int]]:
        """The game's first board mentions its players, once, under its text (one alone
        started it): the update with that line, and who is mentioned."""
        humans = [s.user_id for s in table.seats if s.user_id and not s.is_ai]
        if len(humans) < 2 or update.post is None:
            return update, []
        pinged = await self.service.servers.who_to_ping(table, humans)
        players = " ".join(f"<@{user}>" for user in humans)
        line = table_words(table)("notice-game-starts", players=players, id=table.id)
        post = replace(update.post, content=f"{update.post.content}\n{line}")
        return replace(update, post=post), pinged

    async def _final(self, outlet: Outlet, table: TableView, ui: AnyGameUI) -> None:
        """The final message: scores, the game's note, and what to do next (a rematch and a
        replay, or after a tutorial a real game), with the review."""
        post = await DRAWING.run(ui.boards.final, table)
        if ui.final_note is not None and (note := await ui.final_note(self.service, table)):
            post = replace(post, content=f"{post.content}\n{note}")
        if table.tutorial:
            # A tutorial ends on a real game to start, not a rematch of the lessons.
            view = real_game_view(table)
            done = table_words(table)("tutorial-done")
            post = replace(post, content=f"{post.content}\n{done}")
        else:
            view = rematch_view(table)
            view.add_item(replay_button(table))
        if (review := review_button(table, ui)) is not None:
            view.add_item(review)
        await cards.post(outlet, post, view.children, ui.boards.accent)

    async def catch_up(self, table_id: int, behind: int, origin: object | None = None) -> None:
        """Show the board where the table stands: the board ``behind`` was left behind by a
        process that stopped after a move was saved and before it was shown (a new board, or
        the live one edited, as at the start, without its mentions). Once: a click that waited
        while another brought the board up to date finds ``behind`` is no longer the board."""
        async with self._in_order(table_id):
            table = await self.service.get(table_id)
            table = table.shown(await self.service.messages.shown_at(table_id))
            channel = await self._channel(table)
            if table.status != "running" or channel is None or table.board_message_id != behind:
                return
            ui = self.games[table.game]
            memory = self._memory.setdefault(table.id, {})
            update = await DRAWING.run(ui.boards.update, table, Batch(started=True, memory=memory))
            if update is not None:
                outlet = Outlet(channel, memory, origin)
                await self._show(outlet, table, ui, update, False, memory)

    async def _show(
        self,
        outlet: Outlet,
        table: TableView,
        ui: AnyGameUI,
        update: BoardUpdate,
        closed: bool,
        memory: dict[str, Any],
        mentions: discord.AllowedMentions | None = None,
    ) -> None:
        """Carry out a board update: edit the board, or retire it and post the next one
        (none once the game is ``closed``). A board text already shown is not sent again."""
        old = table.board_message_id
        items = [] if closed else ui.boards.items(table)
        accent = ui.boards.accent
        if update.text is not None:
            # E.g. a player changed their pick: "✓ ann" is on the board already.
            shown = (old, update.text)
            if memory.get(SHOWN_TEXT) == shown:
                return
            card = await cards.recall(outlet, memory, old)
            if card is not None:
                shown_card = replace(card, text=update.text)
                if await cards.edit(outlet, old, shown_card, items, accent, memory):
                    memory[SHOWN_TEXT] = shown
            return
        memory.pop(SHOWN_TEXT, None)  # the board changes in other ways from here on
        post = update.post
        if update.in_place and post is not None and old is not None:
            files = post.discord_files()
            if await cards.edit(outlet, old, cards.card_of(post), items, accent, memory, files):
                return
        elif update.retired is not None and old is not None:
            # Its words alone (none given: the ones it has), its image and buttons gone.
            kept = None if update.retired else await cards.recall(outlet, memory, old)
            words = update.retired or (kept.text if kept is not None else "")
            await cards.say_only(outlet, old, words or "·")  # a text display is never empty
        elif update.retired:  # AI seats played before the first board was posted
            await outlet.send(content=update.retired)
        elif (card := await cards.recall(outlet, memory, old)) is not None:
            await cards.edit(outlet, old, card, (), accent, memory)  # old buttons: refused anyway
        outlet.forget(old)  # retired: never edited again
        for note in update.notes:
            await outlet.send(content=note)
        if post is None or closed:
            return
        message = await cards.post(outlet, post, items, accent, memory, mentions)
        if message is not None:
            await self.service.messages.set_messages(table.id, board=message.id)

    async def _show_cancelled(
        self, outlet: Outlet, table: TableView, ui: AnyGameUI, memory: dict[str, Any]
    ) -> None:
        """The lobby says so and the board loses its buttons (and a live board its image)."""
        if table.lobby_message_id is not None:
            lobby = outlet
            if table.thread_id is not None and table.channel_id is not None:
                parent = await self._find_channel(table.channel_id)
                lobby = outlet if parent is None else Outlet(parent, {})
            await lobby.edit(table.lobby_message_id, embed=lobby_embed(table, ui), view=None)
        cancelled = table_words(table)("notice-cancelled", id=table.id)
        board = table.board_message_id
        card = await cards.recall(outlet, memory, board) if ui.boards.keeps_image else None
        if card is not None:
            shown = cards.Card(cancelled, card.images)
            await cards.edit(outlet, board, shown, (), ui.boards.accent, memory)
        else:
            await cards.say_only(outlet, board, cancelled)

    def _notice(self, ui: AnyGameUI, event: Event) -> str | None:
        table = event.table
        say = table_words(table)
        user = f"<@{getattr(event, 'user_id', 0)}>"
        if isinstance(event, Reminder):
            waiting = say(ui.texts.waiting_for(table, event.seat))
            text = say("notice-reminder", user=user, waiting=waiting)
            if event.minutes_left:
                text += " " + say("notice-ai-soon", minutes=f"{event.minutes_left:g}")
            return "⏰ " + text
        if isinstance(event, PlayedForPlayer):
            return "⌛ " + say("notice-time-ran-out", user=user, played=say(ui.texts.played_for))
        if isinstance(event, SeatDropped):
            return "⌛ " + say("notice-seat-dropped", user=user, misses=event.misses)
        if isinstance(event, SeatTakenByAI):
            return say("notice-seat-taken", user=user)
        if isinstance(event, TableExpired) and event.why == "lobby":
            return "⌛ " + say("notice-lobby-expired", id=table.id, minutes=f"{event.after:g}")
        if isinstance(event, TableExpired):
            return "⌛ " + say("notice-game-expired", id=table.id, hours=f"{event.after:g}")
        if isinstance(event, TableFrozenEvent):
            return "⚠ " + say("refusal-frozen-table", id=table.id)
        return None

    async def _channel(self, table: TableView) -> Any:
        return await self._find_channel(table.thread_id or table.channel_id)

    async def _find_channel(self, place: int | None) -> Any:
        if place is None:
            return None
        channel = self.client.get_channel(place)
        if channel is None:
            try:
                channel = await self.client.fetch_channel(place)
            except discord.HTTPException:
                return None
        return channel


def pinging(user_ids: Sequence[int]) -> discord.AllowedMentions:
    """A message's mentions that notify: these members only (the bot's default is nobody)."""
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in user_ids]
    )


def _moves_on(events: Sequence[Event]) -> bool:
    """Whether showing ``events`` rewrites the board: an action, a round, the end or a cancel
    (a reminder or a notice alone does not)."""
    return any(
        isinstance(e, ActionTaken | RoundResolved | GameFinished | TableCancelled) for e in events
    )


def _drop(queued: list[Sequence[Event]], events: Sequence[Event]) -> None:
    """Take this very batch off the queue, if it is still there (an equal one stays)."""
    for index, waiting in enumerate(queued):
        if waiting is events:
            del queued[index]
            return
