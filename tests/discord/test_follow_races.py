"""Hands that follow their players, when a click lands while the bot is moving one on: the
newer hand the player opened is the one kept, the older one is never brought back to life."""

from __future__ import annotations

import asyncio
import threading
from types import SimpleNamespace
from typing import Any

import discord

from bot.discordbot.open_controls import OpenControls, Shown


class Token:
    """What the registry uses of an interaction: its locale, its server (none in a DM), its
    message, and editing it through its token (which can fail once the token has expired)."""

    def __init__(self, message_id: int, expired: bool = False) -> None:
        self.locale = "en-US"
        self.guild_id = 1
        self.message = SimpleNamespace(id=message_id)
        self.expired = expired
        self.edits: list[str] = []
        self.deleted = False
        # The first edit waits for ``gate`` (a slow request), saying so through ``editing``.
        self.editing, self.gate = asyncio.Event(), asyncio.Event()

    async def edit_original_response(self, **changes: Any) -> None:
        if not self.editing.is_set():
            self.editing.set()
            await self.gate.wait()
        if self.expired:
            raise discord.NotFound(SimpleNamespace(status=404, reason="Unknown Webhook"), "gone")
        self.edits.append(words_of(changes))

    async def delete_original_response(self) -> None:
        if self.expired:
            raise discord.NotFound(SimpleNamespace(status=404, reason="Unknown Webhook"), "gone")
        self.deleted = True


def words_of(changes: dict[str, Any]) -> str:
    """What an edit writes: its content, or a card's words (a control in a channel)."""
    if changes.get("content"):
        return str(changes["content"])
    texts = [i for i in changes["view"].walk_children() if isinstance(i, discord.ui.TextDisplay)]
    return "\n".join(text.content for text in texts)


def table(round: int) -> Any:
    return SimpleNamespace(id=1, round=round, status="running")


async def test_a_hand_opened_while_the_old_one_is_drawn_is_kept():
    controls, old, new = OpenControls(), Token(10), Token(20)
    old.gate.set()
    new.gate.set()
    await controls.keep(1, 0, old, 1)  # type: ignore[arg-type]
    drawing, release = threading.Event(), threading.Event()

    def next_hand(say: Any, table: Any, seat: int) -> Shown:
        drawing.set()
        assert release.wait(timeout=10)
        return Shown("hand of round 2")

    following = asyncio.create_task(controls.follow(table(2), next_hand))
    await asyncio.wait_for(asyncio.to_thread(drawing.wait, 10), timeout=10)
    await controls.keep(1, 0, new, 2)  # type: ignore[arg-type]  # Play, pressed meanwhile
    release.set()
    await asyncio.wait_for(following, timeout=10)
    assert old.deleted and old.edits == []  # never revived
    await controls.follow(table(3), lambda say, table, seat: Shown("hand of round 3"))
    assert new.edits == ["hand of round 3"]  # the newer hand is the one that follows


async def test_a_hand_opened_while_an_expired_one_is_edited_is_kept():
    controls, old, new = OpenControls(), Token(10, expired=True), Token(20)
    new.gate.set()
    await controls.keep(1, 0, old, 1)  # type: ignore[arg-type]
    following = asyncio.create_task(
        controls.follow(table(2), lambda say, table, seat: Shown("hand of round 2"))
    )
    await asyncio.wait_for(old.editing.wait(), timeout=10)  # the edit is on its way
    keeping = asyncio.create_task(controls.keep(1, 0, new, 2))  # type: ignore[arg-type]
    await asyncio.sleep(0)
    old.gate.set()  # the old token turns out expired
    await asyncio.wait_for(asyncio.gather(following, keeping), timeout=10)
    await controls.follow(table(3), lambda say, table, seat: Shown("hand of round 3"))
    assert new.edits == ["hand of round 3"]  # the failed edit did not forget the newer hand
