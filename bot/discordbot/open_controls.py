"""Secret controls that follow their player: when a round resolves, the hand (or placement
control) a player has open is edited into the next round's, so nobody presses **Play** again.

Discord lets a bot edit an interaction's message for 15 minutes through the interaction's
token, so the newest interaction on each player's control is kept (in memory: after a restart,
or once a token has expired, the board's button opens a fresh control). A control that cannot
follow is never left clickable by the bot's doing: a replaced one is deleted, so that a player
keeps one private message a table however often they open their control.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot.discordbot.privatecards import as_card, in_channel
from bot.i18n import Words, words
from bot.lanes import DRAWING
from bot.service import TableView

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Shown:
    """A secret control as it is drawn: text, components, an optional image."""

    content: str
    view: discord.ui.View | None = None
    image: bytes | None = None
    filename: str = "hand.png"

    def edit(self) -> dict[str, Any]:
        """The keyword arguments of a message edit that shows this (a classic message: a
        direct message's hand)."""
        files = [discord.File(io.BytesIO(self.image), self.filename)] if self.image else []
        return {"content": self.content, "view": self.view, "attachments": files}

    def card(self) -> dict[str, Any]:
        """The keyword arguments of an edit that shows this as a card (a private control in
        a channel)."""
        return as_card(self.edit())


#: A game's next control for a seat of a table that moved on, in the reader's words (renders
#: images: called off the event loop).
NextControl = Callable[[Words, TableView, int], Shown]


@dataclass
class OpenControl:
    """The newest interaction on a player's secret control, whose token can edit it."""

    interaction: discord.Interaction
    message_id: int | None
    round: int


def last_words(say: Words, table: TableView, round: int) -> str:
    """What a control says once it can no longer be used, by where its table stands."""
    if table.status == "finished":
        return say("control-game-over", id=table.id)
    if table.status == "cancelled":
        return say("notice-cancelled", id=table.id)
    if table.status == "frozen":
        return say("refusal-frozen-table", id=table.id)
    return say("control-round-over", round=round)


class OpenControls:
    """The secret control each player has open, by table and seat."""

    def __init__(self) -> None:
        self._open: dict[tuple[int, int], OpenControl] = {}

    async def keep(
        self,
        table_id: int,
        seat: int,
        interaction: discord.Interaction,
        round: int,
        message_id: int | None = None,
    ) -> None:
        """Remember ``interaction`` as the way to ``seat``'s control; a control it replaces
        (another message) is deleted. A hand in a
        direct message is not kept here: ``DirectMessages`` moves it on."""
        await self.retire(self.remember(table_id, seat, interaction, round, message_id))

    def remember(
        self,
        table_id: int,
        seat: int,
        interaction: discord.Interaction,
        round: int,
        message_id: int | None = None,
    ) -> OpenControl | None:
        """``keep``'s first half, which never waits (a service may call it with a table held):
        remember the control, and give the one it replaced in another message, if any, for
        ``retire``."""
        if interaction.guild_id is None:
            return None
        if message_id is None and interaction.message is not None:
            message_id = interaction.message.id
        key = (table_id, seat)
        old = self._open.get(key)
        self._open[key] = OpenControl(interaction, message_id, round)
        return old if old is not None and old.message_id != message_id else None

    def live(self, table_id: int, seat: int, round: int) -> bool:
        """Whether ``seat`` has a control of ``round`` open."""
        control = self._open.get((table_id, seat))
        return control is not None and control.round == round

    async def retire(self, replaced: OpenControl | None) -> None:
        """Delete a replaced control: its player has a newer one. Once its token expired it
        cannot be, and stays as it was (its buttons refused as a stale round's)."""
        if replaced is not None:
            try:
                await replaced.interaction.delete_original_response()
            except discord.HTTPException as error:
                log.info("a replaced secret control could not be deleted: %s", error)

    async def follow(
        self,
        table: TableView,
        next_control: NextControl | None,
        ending: NextControl | None = None,
    ) -> None:
        """After ``table`` moved on: each open control of an earlier round becomes the seat's
        control for now (or, once the game is over or with nothing to follow, says the round
        is over and loses its buttons; ``ending``: what it says once the game is over)."""
        stale = [
            (seat, control)
            for (table_id, seat), control in list(self._open.items())
            if table_id == table.id and (control.round < table.round or table.status != "running")
        ]
        for seat, control in stale:
            say = words(str(control.interaction.locale))
            shown, moves_on = Shown(last_words(say, table, control.round)), False
            if table.status == "finished" and ending is not None:
                shown = ending(say, table, seat)
            elif table.status == "running" and next_control is not None:
                try:
                    shown = await DRAWING.run(next_control, say, table, seat)
                    moves_on = True
                except Exception:  # one hand that cannot be drawn must not stop the others
                    log.exception(
                        "table %s: seat %s's control could not follow",
                        table.id,
                        seat,
                        extra={"table": table.id},
                    )
            if self._open.get((table.id, seat)) is not control:
                continue  # the player opened a newer one meanwhile, which retired this one
            if await self._edit(control, shown) and moves_on:
                control.round = table.round
            else:
                self._drop(table.id, seat, control)
        if table.status != "running":
            self.forget(table.id)

    def _drop(self, table_id: int, seat: int, control: OpenControl) -> None:
        """Forget ``control``, unless the player opened a newer one meanwhile (a click while
        this one was being drawn or edited): that one stays."""
        if self._open.get((table_id, seat)) is control:
            del self._open[(table_id, seat)]

    def forget(self, table_id: int) -> None:
        for key in [k for k in self._open if k[0] == table_id]:
            del self._open[key]

    @staticmethod
    async def _edit(control: OpenControl, shown: Shown) -> bool:
        """Edit through the control's token; False once it expired or the message is gone."""
        try:
            drawn = shown.card() if in_channel(control.interaction) else shown.edit()
            await control.interaction.edit_original_response(**drawn)
        except discord.HTTPException as error:
            log.info("a secret control could not follow: %s", error)
            return False
        return True
