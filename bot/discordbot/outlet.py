"""The way a table's public messages reach its channel: through the click being answered when
it can, through the bot's own channel calls otherwise.

Discord counts every message a bot posts or edits with its own token against one budget for the
whole bot (about 50 requests a second, every server together). It does not count what goes
through an interaction's webhook: followups of a click, and edits of those followups while the
click's token lives (15 minutes). So a board that a member's click brings (the last pick of a
round, Start, a Serendipity turn) is posted as a public followup of that click, and edited
through that same click for as long as its token lives. A batch with no click behind it (a
timer, a restart) and a message whose click has expired take the channel's road; a webhook
that refuses falls back to it too. Both roads give the same message to everyone who looks.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import discord

log = logging.getLogger(__name__)

#: An interaction token lives 15 minutes; a minute's margin keeps a slow edit inside it.
TOKEN_LIFETIME = datetime.timedelta(minutes=14)
#: In a table's board memory: message id → (the click's webhook that posted it, usable until).
POSTED_BY = "outlet:posted-by"
#: Answers after which a followup is a message of its own. (After a "thinking" defer, Discord
#: makes the first followup the deferred answer itself: private, if that was.)
ANSWERED = frozenset(
    {
        discord.InteractionResponseType.deferred_message_update,
        discord.InteractionResponseType.message_update,
        discord.InteractionResponseType.channel_message,
    }
)

Posted = dict[int, tuple[discord.Webhook, datetime.datetime]]


#: What is left to do through a click once its handler has drawn its own answer (e.g. move a
#: DM hand on: the handler's redraw must not overwrite it).
Jobs = list[Callable[[], Awaitable[None]]]
#: The jobs of each click whose handler runs now, by interaction id.
_LEFT_FOR_LATER: dict[int, Jobs] = {}


@asynccontextmanager
async def acting(interaction: discord.Interaction) -> AsyncIterator[None]:
    """While the body (a click's handler) runs, jobs may be left for when it is done
    (``afterwards``); they run then."""
    jobs: Jobs = []
    _LEFT_FOR_LATER[interaction.id] = jobs
    try:
        yield
    finally:
        _LEFT_FOR_LATER.pop(interaction.id, None)
        for job in jobs:
            try:
                await job()
            except discord.HTTPException as error:
                log.info("an edit after the click failed: %s", error)


def afterwards(interaction: discord.Interaction | None) -> Jobs | None:
    """The jobs to run once ``interaction``'s handler is done, while it runs; else None."""
    return None if interaction is None else _LEFT_FOR_LATER.get(interaction.id)


class Outlet:
    """Posts and edits one table's public messages in ``channel``.

    ``memory`` is the table's board memory: it keeps which click posted which message, so that
    a later batch edits it through the same webhook while that click's token lives. ``origin``
    is the batch's (``bot.service.core.Listener``): the click that brought it, if one did."""

    def __init__(self, channel: Any, memory: dict[str, Any], origin: object | None = None) -> None:
        self.channel = channel
        #: The click that brought the batch (None: a timer, a restart, a command).
        self.click = origin if isinstance(origin, discord.Interaction) else None
        self._posted: Posted = memory.setdefault(POSTED_BY, {})
        now = discord.utils.utcnow()
        for message_id, (_, until) in list(self._posted.items()):
            if until <= now:
                del self._posted[message_id]
        self._click = _usable(self.click, getattr(channel, "id", None), now)

    async def send(self, **kwargs: Any) -> discord.Message | None:
        """Post a message; None if Discord refused it (a missing permission, say)."""
        if self._click is not None:
            interaction = self._click
            try:
                message = await interaction.followup.send(wait=True, **kwargs)
            except discord.HTTPException as error:
                log.info("followup refused (%s); posting in the channel", error)
                self._click = None
            else:
                until = interaction.created_at + TOKEN_LIFETIME
                self._posted[message.id] = (interaction.followup, until)
                return message
        try:
            sent: discord.Message = await self.channel.send(**kwargs)
            return sent
        except discord.HTTPException as error:
            # A missing permission must not stop the game: it is saved, and the status command
            # shows where it stands.
            log.warning("cannot post in %s: %s", getattr(self.channel, "id", "?"), error)
            return None

    async def edit(self, message_id: int | None, **changes: Any) -> bool:
        """Edit one of the table's messages; False if there is none or it cannot be edited."""
        if message_id is None:
            return False
        posted = self._posted.get(message_id)
        if posted is not None:
            try:
                await posted[0].edit_message(message_id, **changes)
            except discord.HTTPException as error:
                log.info(
                    "webhook edit of %s refused (%s); editing in the channel", message_id, error
                )
                del self._posted[message_id]
            else:
                return True
        try:
            await self.channel.get_partial_message(message_id).edit(**changes)
        except discord.HTTPException as error:
            log.warning("cannot edit message %s: %s", message_id, error)
            return False
        return True

    def edits_freely(self, message_id: int | None, for_at_least: datetime.timedelta) -> bool:
        """Whether ``message_id`` can be edited through the click that posted it (outside the
        bot's own budget) for at least ``for_at_least`` more."""
        posted = self._posted.get(message_id) if message_id is not None else None
        return posted is not None and posted[1] - discord.utils.utcnow() >= for_at_least

    def forget(self, message_id: int | None) -> None:
        """A message the table no longer edits: its webhook need not be kept."""
        if message_id is not None:
            self._posted.pop(message_id, None)


def _usable(
    interaction: discord.Interaction | None, channel_id: int | None, now: datetime.datetime
) -> discord.Interaction | None:
    """The click, if a public followup of it lands in this channel and its token has time."""
    if interaction is None or channel_id is None or interaction.channel_id != channel_id:
        return None
    if interaction.response.type not in ANSWERED:
        return None
    if interaction.created_at + TOKEN_LIFETIME <= now:
        return None
    return interaction
