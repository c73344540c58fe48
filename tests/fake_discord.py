"""A stand-in for Discord's HTTP API and gateway on 127.0.0.1, for tests that run the real
``splitbot run`` process: just enough for discord.py to log in, sync its commands, connect one
shard and receive READY. It records what the bot asked, and can drop the shard's connection.

The process is pointed at it by ``RUN_AGAINST`` (a ``python -c`` line that sets discord.py's
API base, then runs ``splitbot run``'s own entry point): the bot's code is not changed for it.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

from aiohttp import WSMsgType, web

BOT = {"id": "1000", "username": "splitbot", "discriminator": "0", "avatar": None, "bot": True}
APPLICATION = {
    "id": "1000",
    "name": "splitbot",
    "icon": None,
    "description": "",
    "bot_public": True,
    "bot_require_code_grant": False,
    "verify_key": "0" * 64,
    "flags": 0,
    "owner": {"id": "2000", "username": "owner", "discriminator": "0", "avatar": None},
}

#: Runs ``splitbot run`` against the fake: ``python -c RUN_AGAINST <api base>``.
RUN_AGAINST = (
    "import sys, discord.http; discord.http.Route.BASE = sys.argv[1]; "
    "from bot.cli import main; sys.exit(main(['run']))"
)


class FakeDiscord:
    """``await start()``, point the bot at ``api``, then watch ``identified``."""

    def __init__(self) -> None:
        self.requests: list[str] = []
        #: The application's emojis the bot uploaded.
        self.emojis: list[dict[str, Any]] = []
        #: Requests answered once with a 429 ("PUT /applications/1000/commands", say).
        self.rate_limit_once: set[str] = set()
        #: The bodies of the interactions' answers, by interaction id.
        self.answers: dict[int, Any] = {}
        self.answered = asyncio.Event()
        self.identified = asyncio.Event()
        self.sockets: list[web.WebSocketResponse] = []
        self._runner: web.AppRunner | None = None
        self.port = 0

    @property
    def api(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    async def start(self) -> None:
        app = web.Application()
        app.router.add_route("*", "/api/v10/{path:.*}", self._http)
        app.router.add_get("/", self._gateway)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        for socket in self.sockets:
            await socket.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def drop_shard(self) -> None:
        """Cut the shard's connection and refuse new ones (a network outage)."""
        self.refusing = True
        for socket in self.sockets:
            await socket.close(code=1011)

    refusing = False
    #: Answer the login with 401, as Discord does for a token it does not know.
    refuse_token = False

    async def interact(self, interaction_id: int, command: str, subcommand: str) -> None:
        """A member in a server types ``/command subcommand`` (the bot's answer comes to
        ``answers``)."""
        user = {"id": "3000", "username": "member", "discriminator": "0", "avatar": None}
        data = {
            "id": str(interaction_id),
            "application_id": APPLICATION["id"],
            "type": 2,
            "token": "interaction-token-" + "x" * 40,
            "version": 1,
            "guild_id": "4000",
            "channel_id": "5000",
            "channel": {
                "id": "5000",
                "type": 0,
                "guild_id": "4000",
                "name": "games",
                "position": 0,
                "permission_overwrites": [],
                "nsfw": False,
                "parent_id": None,
            },
            "member": {
                "user": user,
                "roles": [],
                "joined_at": "2026-01-01T00:00:00+00:00",
                "deaf": False,
                "flags": 0,
                "mute": False,
                "permissions": "0",
            },
            "app_permissions": "0",
            "attachment_size_limit": 10_485_760,
            "entitlements": [],
            "authorizing_integration_owners": {"0": "4000"},
            "context": 0,
            "locale": "en-US",
            "guild_locale": "en-US",
            "data": {
                "id": "6000",
                "name": command,
                "type": 1,
                "options": [{"type": 1, "name": subcommand}],
            },
        }
        self.sequence += 1
        payload = {"op": 0, "s": self.sequence, "t": "INTERACTION_CREATE", "d": data}
        for socket in self.sockets:
            await socket.send_str(json.dumps(payload))

    sequence = 1

    async def _http(self, request: web.Request) -> web.Response:
        path = request.match_info["path"]
        said = f"{request.method} /{path}"
        self.requests.append(said)
        body: Any = {}
        if said in self.rate_limit_once:
            self.rate_limit_once.discard(said)
            limited = json.dumps(
                {"message": "You are being rate limited.", "retry_after": 0.05, "global": False}
            ).encode()
            # discord.py takes a 429 without "Via" for Cloudflare's, and gives up on it.
            headers = {"Content-Type": "application/json", "Via": "1.1 google"}
            return web.Response(status=429, body=limited, headers=headers)
        if path.startswith("interactions/") and path.endswith("/callback"):
            interaction_id = path.split("/")[1]
            self.answers[int(interaction_id)] = await request.json()
            self.answered.set()
            body = {"interaction": {"id": interaction_id, "type": 2}}
        if path == "users/@me" and self.refuse_token:
            unauthorized = json.dumps({"message": "401: Unauthorized", "code": 0}).encode()
            return web.Response(
                status=401, body=unauthorized, headers={"Content-Type": "application/json"}
            )
        if path == "users/@me":
            body = BOT
        elif path == "oauth2/applications/@me":
            body = APPLICATION
        elif path == "gateway/bot":
            body = {
                "url": f"ws://127.0.0.1:{self.port}",
                "shards": 1,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        elif path.endswith("/commands"):
            body = []
        elif path.startswith("applications/") and path.endswith("/emojis"):
            # The application's emojis, as Discord lists them and answers an upload.
            if request.method == "POST":
                sent = await request.json()
                emoji = {"id": str(9_000 + len(self.emojis)), "name": sent["name"]}
                self.emojis.append(emoji | {"animated": False, "available": True})
                body = self.emojis[-1]
            else:
                body = {"items": self.emojis}
        # discord.py reads JSON only under exactly this content type (no charset).
        return web.Response(
            body=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
        )

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        if self.refusing:
            return web.Response(status=503)
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        self.sockets.append(socket)
        await socket.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 45000}}))
        async for message in socket:
            if message.type != WSMsgType.TEXT:
                continue
            payload = json.loads(message.data)
            if payload["op"] == 1:  # heartbeat
                await socket.send_str(json.dumps({"op": 11}))
            elif payload["op"] == 2:  # identify
                ready = {
                    "v": 10,
                    "user": BOT,
                    "guilds": [],
                    "session_id": "fake",
                    "resume_gateway_url": f"ws://127.0.0.1:{self.port}",
                    "application": {"id": APPLICATION["id"], "flags": 0},
                    "shard": payload["d"].get("shard", [0, 1]),
                }
                await socket.send_str(json.dumps({"op": 0, "s": 1, "t": "READY", "d": ready}))
                self.identified.set()
        return socket


async def run_bot(
    fake: FakeDiscord, directory: Any, *, under: Sequence[str] = (), **settings: str
) -> asyncio.subprocess.Process:
    """The real ``splitbot run`` process against ``fake``, on a SQLite file in ``directory``,
    its output in one pipe; ``under`` is a command it runs under (``unshare …``)."""
    from bot.storage.db import sqlite_url

    unwanted = ("DEV_GUILD_ID", "SHARD_IDS", "SHARD_COUNT", "SPLITBOT_METRICS_PORT")
    env = {
        **{k: v for k, v in os.environ.items() if k not in unwanted},
        "DISCORD_TOKEN": "fake-token",
        "DATABASE_URL": sqlite_url(directory / "splitbot.db"),
        "LOG_LEVEL": "INFO",
        **settings,
    }
    return await asyncio.create_subprocess_exec(
        *under,
        sys.executable,
        "-c",
        RUN_AGAINST,
        fake.api,
        env=env,
        cwd=directory,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )


#: What discord.py logs once the bot handled READY (its shard is up, its timers started).
READY_LINE = "has connected to Gateway"


async def said_until(process: asyncio.subprocess.Process, text: str, timeout: float = 60) -> bytes:
    """What ``process`` printed up to and including the first line that holds ``text``."""
    assert process.stdout is not None
    said = b""
    async with asyncio.timeout(timeout):
        while text.encode() not in said:
            line = await process.stdout.readline()
            if not line:
                raise AssertionError(f"the process ended before it said {text!r}: {said!r}")
            said += line
    return said
