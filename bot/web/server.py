"""The live table's web server: aiohttp in the bot's process, serving one page, its scripts,
and the websockets that carry each table to its pages (``sockets``).

Every answer carries a Content-Security-Policy that lets the page load nothing but its own
files and talk to nothing but this server, and ``Referrer-Policy: no-referrer``; the link rides
in the address's fragment, never sent to the server, so no log and no Referer holds it. A
websocket from a page of any other origin is refused. Nothing is logged per request.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Awaitable, Callable, Mapping
from importlib import resources

from aiohttp import web

from bot.service import TableService, TableView
from bot.web import WebSettings, origin_of
from bot.web.activity import ACTIVITY_QUERY, FRAMED_BY, ActivityEntry, activity_page, sdk_files
from bot.web.discord_api import DiscordAccess
from bot.web.pages import WebGame
from bot.web.sockets import Viewers

log = logging.getLogger(__name__)

#: Where a table's page is: its link's token follows in the fragment (``/table#…``).
TABLE_PATH = "/table"
#: The page's files, by the address they are served at, and their types.
STATIC = {
    TABLE_PATH: ("page.html", "text/html"),
    "/static/table.js": ("table.js", "text/javascript"),
    "/static/table.css": ("table.css", "text/css"),
}
#: What a page may load and reach: its own scripts, styles and socket, nothing else.
POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'"
)
#: The Japanese font the boards are drawn with, for a device that has none: the page's last
#: fallback, fetched only by a browser that needs it for a character of the page.
JAPANESE_FONT = ("/static/japanese.otf", "NotoSansJP-splitbot.otf")
#: The Activity's page's policy: the same, but Discord's clients may frame it.
ACTIVITY_POLICY = POLICY.replace("frame-ancestors 'none'", f"frame-ancestors {FRAMED_BY}")
HEADERS = {
    "Content-Security-Policy": POLICY,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-cache",
}
#: The largest request body read at all: the page sends none but through its socket.
MOST_BODY_BYTES = 1024

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _read(name: str) -> bytes:
    return resources.files("bot.web").joinpath("static", name).read_bytes()


@web.middleware
async def _headers(request: web.Request, handler: Handler) -> web.StreamResponse:
    try:
        response = await handler(request)
    except web.HTTPException as refused:  # a 404, a 405: answered with the same headers
        for name, value in HEADERS.items():
            refused.headers.setdefault(name, value)
        raise
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response


class WebTable:
    """The live table of this process: ``start`` serves it; ``address`` is a member's link.

    ``acting`` is the context moves from a page run in (the bot's own); the server itself runs
    apart from it, in a context of its own, as a server outside the bot would."""

    def __init__(
        self,
        service: TableService,
        settings: WebSettings,
        games: Mapping[str, WebGame],
        acting: contextvars.Context,
    ) -> None:
        self.service = service
        self.settings = settings
        self.games = dict(games)
        self.viewers = Viewers(service, self.games, acting)
        self._runner: web.AppRunner | None = None
        self.base_url = settings.public_url or ""
        self._files: dict[str, tuple[bytes, str]] = {}
        #: The origins a page's socket may come from: the page's own, and the Activity's.
        self._origins: set[str] = set()
        self.activity: ActivityEntry | None = None
        self._activity_page = b""

    def draws(self, game: str) -> bool:
        """Whether the page draws ``game`` (links are handed out only for those)."""
        return game in self.games

    def serve_file(self, path: str, body: bytes, kind: str) -> None:
        """Serve ``body`` at ``path`` too: a path is routed if it was given before ``start``,
        and a later call replaces its body (the benches compare the page with such a file)."""
        self._files[path] = (body, kind)

    async def start(self, *, application_id: int | None = None, bot_token: str = "") -> None:
        """Listen (``settings.address``:``settings.port``); call in a context of its own.

        With the Activity on, ``application_id`` (unless the settings name one) and
        ``bot_token`` are the bot's own: the Activity checks its instances with them."""
        activity = self.settings.activity
        if activity is not None:
            client_id = activity.client_id or application_id
            if client_id is None:
                raise ValueError("the Activity needs the application's id")
            # Seventy files read off the event loop (the bot is answering clicks meanwhile).
            for path, body in (await asyncio.to_thread(sdk_files)).items():
                self._files[path] = (body, "text/javascript")
            self._files["/static/activity.js"] = (_read("activity.js"), "text/javascript")
            self._activity_page = activity_page(client_id)
            access = DiscordAccess(activity.api_url, client_id, activity.client_secret, bot_token)
            origin = activity.origin_for(client_id)
            self.activity = ActivityEntry(self.service, access, origin, self.link_token)
            self._origins.add(origin)
        for path, (name, kind) in STATIC.items():
            self._files[path] = (_read(name), kind)
        for game in self.games:
            self._files[f"/games/{game}.js"] = (_read(f"games/{game}.js"), "text/javascript")
        path, name = JAPANESE_FONT
        font = resources.files("render").joinpath("fonts", name).read_bytes()
        self._files[path] = (font, "font/otf")
        app = web.Application(middlewares=[_headers], client_max_size=MOST_BODY_BYTES)
        app.router.add_get("/ws", self._socket)
        if self.activity is not None:
            app.router.add_post("/activity/token", self.activity.token)
            app.router.add_post("/activity/link", self.activity.link)
        for path in self._files:
            app.router.add_get(path, self._file)
        app.router.add_get("/", self._home)
        app.router.add_get("/favicon.ico", self._nothing)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        site = web.TCPSite(runner, self.settings.address, self.settings.port)
        await site.start()
        self._runner = runner
        if not self.base_url:
            host, port = runner.addresses[0][:2]
            self.base_url = f"http://{host}:{port}"
        self._origins.add(origin_of(self.base_url))
        if self.settings.link_secret is not None:
            self.service.links.use(self.settings.link_secret)
        await self.service.links.secret()  # read once: links are then handed out at once
        # Told before Discord's presenter, which waits on Discord's answers: a page is pushed
        # as soon as a move is applied, whichever surface it came from.
        self.service.add_listener(self.viewers.on_events, first=True)
        self.service.links.on_revoke.append(self.viewers.revoked)
        log.info("the live table is served at %s", self.base_url)

    def address(self, table: TableView, user_id: int, language: str) -> str:
        """The page of ``table`` for ``user_id``: at their seat, or watching."""
        return f"{self.base_url}{TABLE_PATH}#{self.link_token(table, user_id, language)}"

    def link_token(self, table: TableView, user_id: int, language: str) -> str:
        """The token of ``user_id``'s link to ``table`` (what follows ``#`` in its address)."""
        return self.service.links.hand_out_now(table, user_id, language)

    async def _file(self, request: web.Request) -> web.Response:
        body, kind = self._files[request.path]
        if kind.startswith("font/"):  # never changes: kept by the browser for a week
            headers = {"Cache-Control": "public, max-age=604800"}
            return web.Response(body=body, content_type=kind, headers=headers)
        return web.Response(body=body, content_type=kind, charset="utf-8")

    async def _home(self, request: web.Request) -> web.Response:
        if self.activity is not None and ACTIVITY_QUERY in request.query:
            # Discord opening the Activity: the page may be framed by Discord's clients.
            return web.Response(
                body=self._activity_page,
                content_type="text/html",
                charset="utf-8",
                headers={"Content-Security-Policy": ACTIVITY_POLICY},
            )
        return web.Response(text="splitbot: open a table from its Discord message.\n")

    async def _nothing(self, request: web.Request) -> web.Response:
        return web.Response(status=204)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        if request.headers.get("Origin", "").lower() not in self._origins:
            raise web.HTTPForbidden(text="This socket serves the bot's own page only.\n")
        return await self.viewers.serve(request)

    async def close(self) -> None:
        """Close the open pages (they reconnect to the next process), then stop listening."""
        if self.viewers.revoked in self.service.links.on_revoke:
            self.service.links.on_revoke.remove(self.viewers.revoked)
        await self.viewers.close()
        if self.activity is not None:
            await self.activity.access.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
