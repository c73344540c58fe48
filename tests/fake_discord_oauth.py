"""A stand-in for the Discord endpoints the Activity asks, on 127.0.0.1, answering as Discord's
documentation gives them: ``POST /oauth2/token`` (a code, good once, for an access token),
``GET /users/@me`` (with that token) and ``GET /applications/{id}/activity-instances/{id}``
(with the bot's token). A test hands out codes, expires tokens, opens instances and makes
Discord fail; every request is recorded (its method and path, never a secret).
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

CLIENT_ID = 4_242_424_242
CLIENT_SECRET = "fake-client-secret-" + "s" * 16
BOT_TOKEN = "fake.bot.token"


@dataclass
class FakeDiscordOAuth:
    """Discord's OAuth2 and Activity endpoints for one application (``CLIENT_ID``)."""

    codes: dict[str, int] = field(default_factory=dict)  # code → member, until used
    tokens: dict[str, int] = field(default_factory=dict)  # access token → member
    locales: dict[int, str] = field(default_factory=dict)
    instances: dict[str, dict[str, Any]] = field(default_factory=dict)
    requests: list[tuple[str, str]] = field(default_factory=list)
    #: When set, every request is answered with this status (Discord having trouble).
    failing: int | None = None
    #: The token of the application's bot (the one the bot under test runs with).
    bot_token: str = BOT_TOKEN
    url: str = ""
    _runner: web.AppRunner | None = None

    def code_for(self, user_id: int, locale: str = "en-US") -> str:
        """A code Discord's ``authorize`` would give ``user_id``'s Activity."""
        code = secrets.token_urlsafe(16)
        self.codes[code] = user_id
        self.locales[user_id] = locale
        return code

    def token_for(self, user_id: int, locale: str = "en-US") -> str:
        """An access token of ``user_id``, as an exchanged code gives one."""
        token = secrets.token_urlsafe(24)
        self.tokens[token] = user_id
        self.locales[user_id] = locale
        return token

    def expire(self, token: str) -> None:
        self.tokens.pop(token, None)

    def open_instance(self, channel_id: int, users: list[int], *, guild_id: int | None = 1) -> str:
        """A new instance of the Activity in ``channel_id``, with ``users`` in it."""
        instance_id = f"i-{secrets.randbelow(10**12)}-gc-{guild_id}-{channel_id}"
        location: dict[str, Any] = {
            "id": f"gc-{guild_id}-{channel_id}",
            "kind": "gc",
            "channel_id": str(channel_id),
        }
        if guild_id is not None:
            location["guild_id"] = str(guild_id)
        self.instances[instance_id] = {
            "application_id": str(CLIENT_ID),
            "instance_id": instance_id,
            "launch_id": str(secrets.randbelow(10**18)),
            "location": location,
            "users": [str(user) for user in users],
        }
        return instance_id

    async def start(self) -> str:
        app = web.Application(middlewares=[self._record])
        app.router.add_post("/oauth2/token", self._token)
        app.router.add_get("/users/@me", self._me)
        app.router.add_get("/applications/{app}/activity-instances/{instance}", self._instance)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        host, port = self._runner.addresses[0][:2]
        self.url = f"http://{host}:{port}"
        return self.url

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    @web.middleware
    async def _record(self, request: web.Request, handler: Any) -> web.StreamResponse:
        self.requests.append((request.method, request.path))
        if self.failing is not None:
            return web.json_response({"message": "Service unavailable"}, status=self.failing)
        response: web.StreamResponse = await handler(request)
        return response

    async def _token(self, request: web.Request) -> web.Response:
        if request.content_type != "application/x-www-form-urlencoded":
            return web.json_response({"error": "invalid_request"}, status=400)
        form = await request.post()
        if form.get("client_id") != str(CLIENT_ID) or form.get("client_secret") != CLIENT_SECRET:
            return web.json_response({"error": "invalid_client"}, status=401)
        code = form.get("code")
        user = self.codes.pop(code, None) if isinstance(code, str) else None
        if form.get("grant_type") != "authorization_code" or user is None:
            return web.json_response(
                {"error": "invalid_grant", "error_description": 'Invalid "code" in request.'},
                status=400,
            )
        token = self.token_for(user, self.locales.get(user, "en-US"))
        return web.json_response(
            {
                "access_token": token,
                "token_type": "Bearer",
                "expires_in": 604_800,
                "refresh_token": secrets.token_urlsafe(24),
                "scope": "identify",
            }
        )

    async def _me(self, request: web.Request) -> web.Response:
        given = request.headers.get("Authorization", "")
        user = (
            self.tokens.get(given.removeprefix("Bearer ")) if given.startswith("Bearer ") else None
        )
        if user is None:
            return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        return web.json_response(
            {
                "id": str(user),
                "username": f"member{user}",
                "discriminator": "0",
                "global_name": f"Member {user}",
                "avatar": None,
                "locale": self.locales.get(user, "en-US"),
            }
        )

    async def _instance(self, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != f"Bot {self.bot_token}":
            return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        found = self.instances.get(request.match_info["instance"])
        if request.match_info["app"] != str(CLIENT_ID) or found is None:
            return web.json_response({"message": "404: Not Found", "code": 0}, status=404)
        return web.json_response(found)


@contextlib.asynccontextmanager
async def running() -> AsyncIterator[FakeDiscordOAuth]:
    """The stand-in, listening until the block ends."""
    fake = FakeDiscordOAuth()
    await fake.start()
    try:
        yield fake
    finally:
        await fake.close()
