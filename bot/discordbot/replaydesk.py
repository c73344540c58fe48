"""Where replays are asked for: each finished game's replay is drawn once and kept (the next
press costs a lookup), a replay being drawn is shared by everyone who asks for it meanwhile,
and a server draws ``per_server`` replays at a time (a further one is refused: "wait a moment").

A finished game's replay never changes, but its names may (a forgotten member): the key holds
the names, so a changed table is drawn afresh and the old copy ages out.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from typing import Any, Generic, Protocol, TypeVar

import discord

from bot.service import errors


class Sized(Protocol):
    @property
    def size(self) -> int: ...


Drawn = TypeVar("Drawn", bound=Sized)

#: Replays one server may have drawn at once.
REPLAYS_PER_SERVER = 1
#: The most bytes of replays kept (the least recently asked for go first).
KEPT_BYTES = 64 * 1024 * 1024


class ReplayDesk(Generic[Drawn]):
    """Replays kept, being drawn, and how many each server is drawing."""

    def __init__(self, per_server: int = REPLAYS_PER_SERVER, kept_bytes: int = KEPT_BYTES) -> None:
        self.per_server = per_server
        self.kept_bytes = kept_bytes
        self._kept: OrderedDict[Hashable, Drawn] = OrderedDict()
        #: Each replay being drawn: its server, and the future everyone asking for it awaits.
        self._drawing: dict[Hashable, tuple[int | None, asyncio.Future[Drawn]]] = {}

    def check_room(self, key: Hashable, server: int | None) -> None:
        """Refuse, before anything is answered, a replay the server may not start now."""
        if key in self._kept or key in self._drawing:
            return
        busy = sum(1 for drawing, _ in self._drawing.values() if drawing == server)
        if busy >= self.per_server:
            raise errors.Refusal("refusal-replay-busy")

    async def get(
        self, key: Hashable, server: int | None, draw: Callable[[], Awaitable[Drawn]]
    ) -> Drawn:
        """The replay ``key``: kept, being drawn (shared), or drawn now by ``draw``."""
        if key in self._kept:
            self._kept.move_to_end(key)
            return self._kept[key]
        if key in self._drawing:
            return await asyncio.shield(self._drawing[key][1])
        self.check_room(key, server)
        future: asyncio.Future[Drawn] = asyncio.get_running_loop().create_future()
        self._drawing[key] = (server, future)
        try:
            drawn = await draw()
        except BaseException as error:
            if isinstance(error, asyncio.CancelledError):
                future.cancel()
            else:
                future.set_exception(error)
                future.exception()  # retrieved: nobody else may be waiting for it
            raise
        finally:
            del self._drawing[key]
        future.set_result(drawn)
        self._keep(key, drawn)
        return drawn

    def _keep(self, key: Hashable, drawn: Drawn) -> None:
        self._kept[key] = drawn
        total = sum(kept.size for kept in self._kept.values())
        while total > self.kept_bytes and len(self._kept) > 1:
            _, dropped = self._kept.popitem(last=False)
            total -= dropped.size

    def forget(self) -> None:
        """Drop every replay kept (a member asked to be forgotten, say)."""
        self._kept.clear()


def desk_of(interaction: discord.Interaction) -> ReplayDesk[Any]:
    """The bot's desk, which every replay and stepper goes through."""
    desk: ReplayDesk[Any] = getattr(interaction.client, "replay_desk")  # noqa: B009
    return desk
