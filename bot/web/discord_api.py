"""What the Activity asks Discord: who a member is, and where an Activity instance runs.

Three of Discord's HTTP endpoints, as its documentation gives them: ``POST /oauth2/token``
(the code the Activity's page was given by ``authorize``, exchanged for the member's access
token with the application's client secret), ``GET /users/@me`` (that member, with their
token) and ``GET /applications/{id}/activity-instances/{instance}`` (the instance's channel
and its members, with the bot's token). The secret and both tokens go to Discord only: never
to a page, never to a log. Every failure is a ``Refusal`` in the member's words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import aiohttp

from bot.service import errors

#: How long Discord is given to answer one request.
TIMEOUT_SECONDS = 10.0
#: What a code, a token and an instance id may look like (anything else is never sent on).
CODE = re.compile(r"[A-Za-z0-9._~\-]{1,200}")
INSTANCE = re.compile(r"[A-Za-z0-9:._\-]{1,100}")


@dataclass(frozen=True)
class Member:
    """A member as ``/users/@me`` gives them: their id and the language they chose."""

    user_id: int
    locale: str | None


@dataclass(frozen=True)
class Instance:
    """Where an Activity instance runs: its channel (and server), and who is in it now."""

    channel_id: int
    guild_id: int | None
    users: frozenset[int]


class DiscordAccess:
    """Discord's OAuth2 and application endpoints for one application."""

    def __init__(self, api_url: str, client_id: int, client_secret: str, bot_token: str) -> None:
        self.api_url = api_url.rstrip("/")
        self.client_id = client_id
        self._secret = client_secret
        self._bot_token = bot_token
        self._session: aiohttp.ClientSession | None = None

    def _http(self) -> aiohttp.ClientSession:
        if self._session is None:
            timeout = aiohttp.ClientTimeout(total=TIMEOUT_SECONDS)
            self._session = aiohttp.ClientSession(timeout=timeout)
        return self._session

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None

    async def exchange(self, code: object) -> str:
        """The access token ``code`` is worth (once: Discord refuses a code used before)."""
        if not isinstance(code, str) or not CODE.fullmatch(code):
            raise errors.Refusal("refusal-activity-code")
        form = {
            "client_id": str(self.client_id),
            "client_secret": self._secret,
            "grant_type": "authorization_code",
            "code": code,
        }
        status, data = await self._call("POST", "/oauth2/token", data=form)
        token = data.get("access_token") if status == 200 else None
        if not isinstance(token, str) or not CODE.fullmatch(token):
            raise errors.Refusal("refusal-activity-code")
        return token

    async def member(self, access_token: object) -> Member:
        """The member ``access_token`` was given to (refused once it expired)."""
        if not isinstance(access_token, str) or not CODE.fullmatch(access_token):
            raise errors.Refusal("refusal-activity-token")
        headers = {"Authorization": f"Bearer {access_token}"}
        status, data = await self._call("GET", "/users/@me", headers=headers)
        user_id = _snowflake(data.get("id")) if status == 200 else None
        if user_id is None:
            raise errors.Refusal("refusal-activity-token")
        locale = data.get("locale")
        return Member(user_id, locale if isinstance(locale, str) else None)

    async def instance(self, instance_id: object) -> Instance:
        """Where ``instance_id`` runs (refused if it is not one of this application's)."""
        if not isinstance(instance_id, str) or not INSTANCE.fullmatch(instance_id):
            raise errors.Refusal("refusal-activity-instance")
        path = f"/applications/{self.client_id}/activity-instances/{instance_id}"
        headers = {"Authorization": f"Bot {self._bot_token}"}
        status, data = await self._call("GET", path, headers=headers)
        location = data.get("location") if status == 200 else None
        if not isinstance(location, dict) or _snowflake(data.get("application_id")) != (
            self.client_id
        ):
            raise errors.Refusal("refusal-activity-instance")
        channel = _snowflake(location.get("channel_id"))
        users = data.get("users")
        if channel is None or not isinstance(users, list):
            raise errors.Refusal("refusal-activity-instance")
        members = frozenset(u for u in map(_snowflake, users) if u is not None)
        return Instance(channel, _snowflake(location.get("guild_id")), members)

    async def _call(self, method: str, path: str, **given: Any) -> tuple[int, dict[str, Any]]:
        """Discord's status and JSON object for one request (an empty one if it sent none)."""
        try:
            async with self._http().request(method, self.api_url + path, **given) as response:
                if response.status >= 500 or response.status == 429:
                    raise errors.Refusal("refusal-activity-discord")
                try:
                    data = await response.json(content_type=None)
                except (ValueError, aiohttp.ContentTypeError):
                    data = None
                return response.status, data if isinstance(data, dict) else {}
        except (aiohttp.ClientError, TimeoutError):
            raise errors.Refusal("refusal-activity-discord") from None


def _snowflake(value: Any) -> int | None:
    """A Discord id as Discord writes it (a string of digits), or None."""
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 20:
        return int(value)
    return None
