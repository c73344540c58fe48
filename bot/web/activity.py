"""The live table as a Discord Activity: the same page, inside Discord, at the member's seat.

Discord opens the Activity's page (the live table's, started by ``activity.js``) through its
proxy, at the root of the application's URL mapping, with the instance in the query. The page
then speaks to Discord's client with the Embedded App SDK, and to this server twice before it
opens its socket as any page does:

1. ``POST /activity/token`` ``{"code"}``: the code Discord's ``authorize`` gave the page,
   exchanged for the member's access token (the page needs it for ``authenticate``);
2. ``POST /activity/link`` ``{"access_token", "instance_id", "channel_id", "language"}``: the
   server learns the member from Discord (never from the page), checks with the bot's token
   that the instance is this application's, runs in that channel and has the member in it,
   and answers the link (``bot.service.links``) to that channel's table: at the member's seat,
   or watching.

Both answer ``{"error": text}`` in the member's words when they refuse, and change nothing.
Only a page served from the Activity's own origin (Discord's proxy) may call them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Any

import orjson
from aiohttp import web

from bot.i18n import LANGUAGES, language_or_default, words
from bot.service import TableService, TableView, errors
from bot.service.types import OPEN_STATUSES, TABLE_STATUSES
from bot.web.discord_api import DiscordAccess
from bot.web.limits import Bucket

#: The query parameter Discord always adds when it opens an Activity (at the root of the
#: application's URL mapping: ``/``).
ACTIVITY_QUERY = "frame_id"
#: Who may frame the Activity's page: Discord's clients (and the page's own origin, where a
#: test plays Discord's part), nobody else.
FRAMED_BY = (
    "'self' https://discord.com https://*.discord.com https://discordapp.com "
    "https://*.discordapp.com https://*.discordsays.com"
)
#: The Discord SDK's files, served at ``/static/vendor/embedded-app-sdk/…`` (``make`` copies
#: them from npm; see the Makefile).
SDK_FOLDER = ("static", "vendor", "embedded-app-sdk")
SDK_PATH = "/static/vendor/embedded-app-sdk/"

#: How many Activities may sign in at once on this process, then how many a second: each call
#: asks Discord (the instance check with the bot's own token, whose rate limit the bot's
#: messages share), and a flood must not cost the tables their messages.
BURST = 30
PER_SECOND = 5.0

#: Hands out the link of a table to a member, in a language (``WebTable``'s).
HandOut = Callable[[TableView, int, str], str]


class SdkMissing(Exception):
    """The Activity is on, but the SDK's files were never installed (``make`` installs them)."""


def sdk_files() -> dict[str, bytes]:
    """The SDK's ES modules, by the address each is served at."""
    folder = resources.files("bot.web").joinpath(*SDK_FOLDER)
    files: dict[str, bytes] = {}

    def walk(node: Any, prefix: str) -> None:
        for child in node.iterdir():
            if child.is_dir():
                walk(child, f"{prefix}{child.name}/")
            elif child.name.endswith(".mjs"):
                files[f"{SDK_PATH}{prefix}{child.name}"] = child.read_bytes()

    if folder.is_dir():
        walk(folder, "")
    if f"{SDK_PATH}index.mjs" not in files:
        raise SdkMissing(
            "SPLITBOT_ACTIVITY is on, but Discord's Embedded App SDK is not installed: run "
            "`make run` (it installs it from npm) or `make bot/web/static/vendor/"
            "embedded-app-sdk/.installed`."
        )
    return files


#: The Activity page's own words, before the bot knows its member's language.
PAGE_WORDS = {"opening": "activity-opening", "failed": "activity-failed"}


def activity_page(client_id: int) -> bytes:
    """The Activity's page: the live table's own, naming the application for the SDK, with
    its words in every language (the page picks its member's), started by ``activity.js``."""
    page = resources.files("bot.web").joinpath("static", "page.html").read_bytes()
    worded = {
        language: {name: words(language)(key) for name, key in PAGE_WORDS.items()}
        for language in LANGUAGES
    }
    # Inside a <script> element: "</" never appears written as it is.
    text = orjson.dumps(worded).replace(b"</", b"<\\/")
    entry = (
        f'<meta name="splitbot-activity" content="{client_id}">\n'
        f'<script type="application/json" id="activity-words">{text.decode()}</script>\n'
        '<script type="module" src="/static/activity.js"></script>'
    )
    table = b'<script type="module" src="/static/table.js"></script>'
    assert table in page, "the live table's page loads its script"
    return page.replace(table, entry.encode())


class ActivityEntry:
    """The two calls the Activity's page makes before its socket (see the module's doc)."""

    def __init__(
        self, service: TableService, access: DiscordAccess, origin: str, hand_out: HandOut
    ) -> None:
        self.service = service
        self.access = access
        self.origin = origin
        self._hand_out = hand_out
        self._bucket: Bucket | None = None  # made on the server's loop, at the first call

    async def token(self, request: web.Request) -> web.Response:
        """``{"code"}`` → ``{"access_token"}``."""
        return await self._answer(request, self._token)

    async def link(self, request: web.Request) -> web.Response:
        """``{"access_token", "instance_id", "channel_id"}`` → ``{"token"}``."""
        return await self._answer(request, self._link)

    async def _token(self, given: dict[str, Any]) -> dict[str, Any]:
        return {"access_token": await self.access.exchange(given.get("code"))}

    async def _link(self, given: dict[str, Any]) -> dict[str, Any]:
        member = await self.access.member(given.get("access_token"))
        instance = await self.access.instance(given.get("instance_id"))
        claimed = given.get("channel_id")
        if member.user_id not in instance.users or claimed != str(instance.channel_id):
            raise errors.Refusal("refusal-activity-instance")
        table = await self._table_in(instance.channel_id, member.user_id)
        asked = given.get("language")
        language = language_or_default(member.locale or (asked if isinstance(asked, str) else None))
        return {"token": self._hand_out(table, member.user_id, language)}

    async def _table_in(self, place: int, user_id: int) -> TableView:
        """The table an Activity in ``place`` opens on: the open one there; else, in a channel
        whose games are played in threads, the newest open one the member sits at (else the
        newest); else the place's last game, as it ended."""
        table = await self.service.find_open(place)
        if table is not None:
            return table
        threads = await self.service.open_in_threads_of(place)
        seated = [t for t in threads if t.seat_of(user_id) is not None]
        if seated or threads:
            return (seated or threads)[0]
        ended = tuple(s for s in TABLE_STATUSES if s not in OPEN_STATUSES)
        table = await self.service.find_open(place, ended)
        if table is None:
            raise errors.Refusal("refusal-activity-no-table")
        return table

    async def _answer(
        self, request: web.Request, work: Callable[[dict[str, Any]], Awaitable[dict[str, Any]]]
    ) -> web.Response:
        given: dict[str, Any] | None = None
        try:
            given = orjson.loads(await request.read())
        except (orjson.JSONDecodeError, web.HTTPRequestEntityTooLarge):
            given = None
        asked = given.get("language") if isinstance(given, dict) else None
        say = words(language_or_default(asked if isinstance(asked, str) else None))
        if request.headers.get("Origin", "").lower() != self.origin:
            return _refused(say("refusal-activity-outside"), 403)
        if not isinstance(given, dict):
            return _refused(say("refusal-web-message"), 400)
        if self._bucket is None:
            self._bucket = Bucket(BURST, PER_SECOND)
        if not self._bucket.take():
            return _refused(say("refusal-activity-busy"), 429)
        try:
            return web.json_response(await work(given), dumps=_dumps)
        except errors.Refusal as refusal:
            return _refused(say(refusal.message), 403)


def _dumps(data: Any) -> str:
    return orjson.dumps(data).decode()


def _refused(text: str, status: int) -> web.Response:
    return web.json_response({"error": text}, status=status, dumps=_dumps)
