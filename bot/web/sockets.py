"""The live page's websockets: each open page is a ``Viewer`` of one table, pushed its own view
after every event of that table, and sending its moves as the same service call a button makes.

A page speaks JSON, one object a message:
- ``{"type": "hello", "token": …, "language": …}`` first: the link (``bot.service.links``);
- ``{"type": "act", "round": n, "action": {…}}``: a move as the game's ``action_to_json``
  writes it, for the round the page shows (a stale one is refused, as a stale button is).
The server answers ``{"type": "table", …}`` (``pages.payload``) and, for a move refused,
``{"type": "refused", "text": …}`` in the viewer's words; nothing refused changes anything.

A page whose socket is idle is sent its frame at once, in the push; any other is written by
its own writer, newest payload first: a slow phone never holds the table's listeners (nor the
player who moved) while its socket drains, and it skips straight to the newest state.
Messages are capped in size and rate: a flood closes the socket.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import secrets
from collections import defaultdict
from collections.abc import Awaitable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import orjson
from aiohttp import WSMsgType, web

from bot.i18n import Words, language_or_default, words
from bot.service import TableService, TableView, errors
from bot.service.links import TableLink
from bot.service.types import ActionTaken, Event
from bot.web.collector import holding_collector
from bot.web.frames import frame
from bot.web.limits import Bucket
from bot.web.pages import WebGame, payload

log = logging.getLogger(__name__)

T = TypeVar("T")

#: The largest message a page may send (a move is well under 200 bytes).
MOST_MESSAGE_BYTES = 2048
#: A page may send this many messages at once, then this many a second (a person taps far
#: slower); past it the socket is closed.
BURST = 20
PER_SECOND = 4.0
#: Refusals kept for a page that has not read the last ones yet.
MOST_NOTICES = 4
#: How long a page's writer is given to close it cleanly.
CLOSE_SECONDS = 5.0
#: The websocket close code for a broken rule of the protocol (RFC 6455 §7.4.1).
POLICY_VIOLATION = 1008


@dataclass(eq=False)
class Viewer:
    """One open page: what its link grants, its socket, and the newest payload not yet sent."""

    link: TableLink
    socket: web.WebSocketResponse
    game: WebGame
    #: The connection under the socket, for how much it holds unsent (None: nothing known).
    transport: asyncio.Transport | None = None
    newest: bytes | None = None
    sent: bytes | None = None
    #: The version of the table last worded for the page: an older one, told late by an
    #: operation that committed first, never replaces it.
    version: int = -1
    #: Refusals to tell the page, in order, before the newest payload (a few at most: a page
    #: that keeps being refused is flooding, and is closed).
    notices: list[str] = field(default_factory=list)
    #: Set once the page is told it is closed (its seat is gone): the writer closes it.
    closing: bool = False
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    #: Set while a frame is being written (by the writer or a push): one frame at a time.
    writing: bool = False

    @property
    def words(self) -> Words:
        return words(self.link.language)


class Viewers:
    """Every open page of this process, by table; the listener that pushes each its view."""

    def __init__(
        self, service: TableService, games: Mapping[str, WebGame], acting: contextvars.Context
    ) -> None:
        self.service = service
        self.games = games
        #: Where the service is called from a page: the bot's own context (its clock; a test's
        #: simulated Discord waits for the work a move starts, as it does for a click's).
        self._acting = acting
        self._tables: dict[int, set[Viewer]] = defaultdict(set)

    def __len__(self) -> int:
        return sum(len(viewers) for viewers in self._tables.values())

    async def on_events(self, events: Sequence[Event], origin: object | None) -> None:
        """After an operation of any surface: each page of the tables it touched gets its
        viewer's view of the table as it now stands."""
        newest: dict[int, TableView] = {}
        movers: set[tuple[int, int | None]] = set()
        for event in events:
            newest[event.table.id] = event.table
            if isinstance(event, ActionTaken):
                movers.add((event.table.id, event.seat))
        for table in newest.values():
            # The seat that moved saw its move already (its button or tap answered): the
            # others first. Every other page is worded, then all are sent back to back: a
            # send wakes what reads that socket (on this host: the proxy in front), which the
            # first frame leaves awake for the next ones.
            viewers = self._tables.get(table.id, ())
            others = [v for v in viewers if (table.id, v.link.seat) not in movers]
            own = [v for v in viewers if (table.id, v.link.seat) in movers]
            # A collection in mid-push would be the push's worst delay: it waits until after.
            with holding_collector():
                shown = [viewer for viewer in others if self._show(viewer, table)]
                for viewer in shown:
                    await _push(viewer)
            for viewer in own:
                if self._show(viewer, table):
                    await _push(viewer)

    def _show(self, viewer: Viewer, table: TableView) -> bool:
        """Word ``table`` for ``viewer``'s page; True when it has something new to send."""
        link = viewer.link
        if table.version < viewer.version or viewer.closing:
            return False
        if link.seat is not None and table.seat_of(link.user_id) != link.seat:
            # The seat is no longer theirs (they left, or asked to be forgotten).
            self._refuse(viewer, errors.BadLink(), close=True)
            return True
        viewer.version = table.version
        text = frame(payload(viewer.game, table, link))
        if text == viewer.sent:
            viewer.newest = None  # back to what the page shows: nothing to send
            return False
        viewer.newest = text
        return True

    def revoked(self, user_id: int) -> None:
        """``user_id``'s links were revoked (forget-me): every page they opened closes, the
        pages that watch included."""
        for viewers in tuple(self._tables.values()):
            for viewer in tuple(viewers):
                if viewer.link.user_id == user_id:
                    self._refuse(viewer, errors.BadLink(), close=True)

    def _refuse(self, viewer: Viewer, refusal: errors.Refusal, *, close: bool = False) -> None:
        del viewer.notices[: -(MOST_NOTICES - 1)]
        viewer.notices.append(_refused(viewer.words, refusal, close))
        viewer.wake.set()
        if close:
            viewer.closing = True
            self._forget(viewer)

    def _forget(self, viewer: Viewer) -> None:
        viewers = self._tables.get(viewer.link.table_id)
        if viewers is not None:
            viewers.discard(viewer)
            if not viewers:
                del self._tables[viewer.link.table_id]

    async def serve(self, request: web.Request) -> web.WebSocketResponse:
        """One page's socket, from its hello to its close."""
        socket = web.WebSocketResponse(max_msg_size=MOST_MESSAGE_BYTES, heartbeat=30.0)
        await socket.prepare(request)
        bucket = Bucket(BURST, PER_SECOND)
        viewer: Viewer | None = None
        writer: asyncio.Task[None] | None = None
        try:
            async for message in socket:
                if message.type != WSMsgType.TEXT:
                    break  # a binary frame, an oversized one, an error: the socket closes
                if not bucket.take():
                    await socket.close(code=POLICY_VIOLATION, message=b"too many messages")
                    break
                data = _parsed(message.data)
                if viewer is None:
                    viewer = await self._hello(socket, data, request.transport)
                    if viewer is None:
                        break
                    writer = asyncio.create_task(_write(viewer), name="web page writer")
                elif data is not None and data.get("type") == "act":
                    await self._act(viewer, data)
                else:
                    self._refuse(viewer, errors.Refusal("refusal-web-message"))
        finally:
            if viewer is not None:
                self._forget(viewer)
                viewer.wake.set()
            if writer is not None:
                await _finish(writer, closing=viewer is not None and viewer.closing)
            await socket.close()
        return socket

    async def _hello(
        self,
        socket: web.WebSocketResponse,
        data: dict[str, Any] | None,
        transport: asyncio.Transport | None,
    ) -> Viewer | None:
        """The page's first message names its link: the viewer it opens, or None (refused)."""
        asked = data.get("language") if data is not None else None
        say = words(language_or_default(asked if isinstance(asked, str) else None))
        if data is None or data.get("type") != "hello" or not isinstance(data.get("token"), str):
            await socket.send_str(_refused(say, errors.Refusal("refusal-web-message"), True))
            return None
        try:
            link, table = await self._in_bot(self.service.links.open(data["token"]))
        except errors.Refusal as refusal:
            await socket.send_str(_refused(say, refusal, True))
            return None
        game = self.games.get(table.game)
        if game is None:  # a link is handed out only for a game the page draws
            await socket.send_str(_refused(say, errors.BadLink(), True))
            return None
        viewer = Viewer(link, socket, game, transport)
        self._tables[link.table_id].add(viewer)
        if self._show(viewer, table):
            viewer.wake.set()
        return viewer

    async def _act(self, viewer: Viewer, data: dict[str, Any]) -> None:
        """A move from the page: the service's ``act``, as a button's, in the viewer's name."""
        link, round_seen = viewer.link, data.get("round")
        if link.seat is None:
            self._refuse(viewer, errors.Refusal("refusal-web-watching"))
            return
        if not isinstance(round_seen, int) or isinstance(round_seen, bool):
            self._refuse(viewer, errors.Refusal("refusal-web-message"))
            return
        try:
            await self._in_bot(
                self.service.play.act_json(
                    link.table_id,
                    link.user_id,
                    data.get("action"),
                    round=round_seen,
                    game=viewer.game.game,
                    origin=viewer,
                )
            )
        except errors.Refusal as refusal:
            self._refuse(viewer, refusal)
        except Exception:
            reference = secrets.token_hex(3)
            log.exception("a move from the live page failed (reference %s)", reference)
            self._refuse(viewer, errors.Refusal("control-failed", ref=reference))

    async def _in_bot(self, work: Awaitable[T]) -> T:
        async def run() -> T:
            return await work

        # Made from within the bot's context, the task is the bot's work (as a click is).
        loop = asyncio.get_running_loop()
        return await self._acting.copy().run(loop.create_task, run())

    async def close(self) -> None:
        """Close every open page (the bot is stopping: each page reconnects to the next one)."""
        for viewers in tuple(self._tables.values()):
            for viewer in tuple(viewers):
                await viewer.socket.close(code=1012, message=b"restarting")  # service restart


def _parsed(text: str) -> dict[str, Any] | None:
    try:
        data = orjson.loads(text)
    except orjson.JSONDecodeError:
        return None
    return data if isinstance(data, dict) else None


def _refused(say: Words, refusal: errors.Refusal, final: bool) -> str:
    return orjson.dumps({"type": "refused", "text": say(refusal.message), "final": final}).decode()


async def _push(viewer: Viewer) -> None:
    """Send the viewer's newest frame at once when its socket is idle (nothing being written,
    nothing told first, nothing left unsent: the write cannot wait on the page); else its
    writer sends it, while the next page is worded."""
    transport = viewer.transport
    idle = transport is not None and transport.get_write_buffer_size() == 0
    if not idle or viewer.writing or viewer.notices or viewer.closing:
        viewer.wake.set()
        await asyncio.sleep(0)  # its writer sends it
        return
    text, viewer.newest = viewer.newest, None
    if text is None:
        return
    viewer.writing = True
    try:
        await viewer.socket.send_frame(text, WSMsgType.TEXT)
        viewer.sent = text
    except (ConnectionError, RuntimeError):
        pass  # the page went away mid-send: its socket's reader ends it
    finally:
        viewer.writing = False
        if viewer.notices or viewer.closing or viewer.newest is not None:
            viewer.wake.set()  # told meanwhile: the writer tells it


async def _write(viewer: Viewer) -> None:
    """Send what the viewer is to be told whenever there is something, until the page
    closes."""
    socket = viewer.socket
    while not socket.closed:
        await viewer.wake.wait()
        viewer.wake.clear()
        if viewer.writing:
            continue  # a push is writing: it wakes the writer again if it leaves anything
        viewer.writing = True
        notices, viewer.notices = viewer.notices, []
        text, viewer.newest = viewer.newest, None
        try:
            for notice in notices:
                await socket.send_str(notice)
            if viewer.closing:
                await socket.close(code=POLICY_VIOLATION, message=b"link revoked")
                return
            if text is not None:
                await socket.send_frame(text, WSMsgType.TEXT)
                viewer.sent = text
        except (ConnectionError, RuntimeError):
            return  # the page went away mid-send
        finally:
            viewer.writing = False


async def _finish(writer: asyncio.Task[None], *, closing: bool) -> None:
    """Stop a page's writer; one closing its page is let finish the close it began."""
    if closing:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(writer), CLOSE_SECONDS)
    writer.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await writer
