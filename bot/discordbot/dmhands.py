"""Hands in direct messages, for slow games (the table option ``hands: dm``).

Ephemeral replies vanish when a Discord client reloads, and their token can edit them for 15
minutes only: a game played over hours or days keeps each player's hand (or the control of
their move) in one direct message instead, which the bot edits as the table moves on. The
player acts there with the same controls as in the channel; the board's button links to it.

A member whose direct messages are closed is told so in the channel (the notice names nobody's
cards) and plays through the board's button, as at other tables. A DM goes to its seat's
player only. Where each hand's message is lives in the service (``DirectHands``), so a restart
changes nothing; what each one shows is remembered here, to leave alone what did not change.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import replace
from typing import Any

import discord

from bot.discordbot.common import reader, service_of, table_words
from bot.discordbot.games import AnyGameUI
from bot.discordbot.open_controls import Shown, last_words
from bot.discordbot.outlet import Outlet, afterwards
from bot.i18n import Words
from bot.lanes import DRAWING
from bot.service import DmHand, TableService, TableView
from engine import get_game

log = logging.getLogger(__name__)
#: Discord's error code for "Cannot send messages to this user" (DMs closed, or blocked).
DMS_CLOSED = 50007


def board_link(table: TableView) -> str | None:
    """The address of the table's board (or of its channel while it has none)."""
    place = table.thread_id or table.channel_id
    if table.guild_id is None or place is None:
        return None
    link = f"https://discord.com/channels/{table.guild_id}/{place}"
    return f"{link}/{table.board_message_id}" if table.board_message_id else link


def heading(table: TableView, say: Words) -> discord.Embed:
    """What a DM hand says it belongs to, with a link to the board. An embed: a control's own
    redraws change its text and buttons, not this."""
    title = say("dm-hand-title", game=get_game(table.game).title, id=table.id)
    return discord.Embed(title=title, url=board_link(table))


def message_link(hand: DmHand) -> str:
    return f"https://discord.com/channels/@me/{hand.channel_id}/{hand.message_id}"


async def link_instead(interaction: discord.Interaction, table: TableView, seat: int) -> bool:
    """At a table whose hands are in DMs, answer the board's button with a link to the
    clicker's DM hand (True); False where there is none (closed DMs): open one as usual."""
    if not table.hands_in_dms:
        return False
    hand = (await service_of(interaction).hands.dm_hands(table.id)).get(seat)
    if hand is None or hand.refused or hand.message_id is None:
        return False
    text = reader(interaction)("dm-hand-is-here", link=message_link(hand))
    await interaction.edit_original_response(content=text)
    return True


def fingerprint(shown: Shown) -> str:
    """What a DM hand shows, in a few bytes: an edit that would show the same is not sent."""
    parts: list[Any] = [shown.content, shown.image or b""]
    if shown.view is not None:
        parts += [repr(item.to_component_dict()) for item in shown.view.children]
    return hashlib.blake2b(repr(parts).encode(), digest_size=16).hexdigest()


class DirectMessages:
    """Deals each table's hands to their players' DMs and moves them on with the table."""

    def __init__(self, client: discord.Client, service: TableService) -> None:
        self.client = client
        self.service = service
        # (table, seat) → (where the table stood, what the DM shows) when last drawn.
        self._shown: dict[tuple[int, int], tuple[Any, str]] = {}

    async def follow(self, table: TableView, ui: AnyGameUI, outlet: Outlet) -> None:
        """Bring every player's DM hand to where ``table`` stands: dealt at the start, moved
        on each round, closed at the end. Closed DMs are told in the channel, once."""
        if not table.hands_in_dms or table.status == "lobby":
            return
        hands = await self.service.hands.dm_hands(table.id)
        say = table_words(table)
        for seat in table.seats:
            if seat.position is None or seat.user_id is None:
                continue
            hand = hands.get(seat.position, DmHand(seat.position, seat.user_id))
            if hand.refused or hand.user_id != seat.user_id:
                continue
            if hand.message_id is None and (seat.is_ai or table.status != "running"):
                continue  # nothing to deal: the seat is played by an AI, or the game is over
            try:
                await self._bring(table, ui, hand, seat.is_ai, say, outlet)
            except Exception:  # one player's DM must not stop the others
                log.exception(
                    "table %s: seat %s's DM hand failed",
                    table.id,
                    hand.seat,
                    extra={"table": table.id},
                )
        if table.status != "running":
            for key in [k for k in self._shown if k[0] == table.id]:
                del self._shown[key]

    async def _bring(
        self,
        table: TableView,
        ui: AnyGameUI,
        hand: DmHand,
        is_ai: bool,
        say: Words,
        outlet: Outlet,
    ) -> None:
        key = (table.id, hand.seat)
        stands = (table.status, is_ai, table.round, hand.seat in table.to_act)
        last = self._shown.get(key)
        if hand.message_id is not None and last is not None and last[0] == stands:
            return
        shown = await DRAWING.run(self._shown_now, table, ui, hand.seat, is_ai, say)
        drawn = fingerprint(shown)
        self._shown[key] = (stands, drawn)
        if hand.message_id is not None and last is not None and last[1] == drawn:
            return
        if hand.message_id is not None and await self._edit(hand, shown, outlet.click):
            return
        await self._deal(table, hand, shown, say, outlet)

    @staticmethod
    def _shown_now(table: TableView, ui: AnyGameUI, seat: int, is_ai: bool, say: Words) -> Shown:
        """The seat's hand as the table stands (renders: called off the event loop)."""
        if table.status != "running":
            return Shown(last_words(say, table, table.round))
        if is_ai:
            return Shown(say("dm-hand-ai"))
        if ui.dm_control is None:
            return Shown(say("dm-hand-waiting"))
        return ui.dm_control(say, table, seat)

    async def _edit(self, hand: DmHand, shown: Shown, click: discord.Interaction | None) -> bool:
        """Edit the DM hand: through ``click`` (the batch's) when it was on that very message
        (once its handler has drawn its own answer), else with the bot's token. False when
        the message is gone."""
        jobs = afterwards(click)
        clicked = getattr(getattr(click, "message", None), "id", None)
        if click is not None and jobs is not None and clicked == hand.message_id:
            jobs.append(lambda: _through(click, shown))
            return True
        channel = self.client.get_partial_messageable(hand.channel_id or 0)
        try:
            await channel.get_partial_message(hand.message_id or 0).edit(**shown.edit())
        except discord.NotFound:
            return False
        finally:
            _let_go(shown)
        return True

    async def _deal(
        self, table: TableView, hand: DmHand, shown: Shown, say: Words, outlet: Outlet
    ) -> None:
        """Send the hand in a new DM; if the player's DMs are closed, say so in the channel
        and remember it (their hand opens with the board's button)."""
        try:
            user = self.client.get_user(hand.user_id) or await self.client.fetch_user(hand.user_id)
            channel = user.dm_channel or await user.create_dm()
            extra: dict[str, Any] = {"view": shown.view} if shown.view is not None else {}
            message = await channel.send(
                content=shown.content,
                files=shown.edit()["attachments"],
                embed=heading(table, say),
                **extra,
            )
        except discord.Forbidden as error:
            if error.code != DMS_CLOSED:
                raise
            await self.service.hands.keep_dm_hand(
                table.id, replace(hand, message_id=None, refused=True)
            )
            await outlet.send(content="✉ " + say("notice-dms-closed", user=f"<@{hand.user_id}>"))
            return
        finally:
            _let_go(shown)
        kept = replace(hand, channel_id=channel.id, message_id=message.id)
        await self.service.hands.keep_dm_hand(table.id, kept)


async def _through(click: discord.Interaction, shown: Shown) -> None:
    try:
        await click.edit_original_response(**shown.edit())
    finally:
        _let_go(shown)


def _let_go(shown: Shown) -> None:
    """Its buttons are DynamicItems, dispatched by custom_id: no view object need be kept
    (discord.py would keep each one for ever)."""
    if shown.view is not None:
        shown.view.stop()
