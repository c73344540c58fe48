"""The live table: every game in a browser, beside the Discord table.

A transport like the Discord layer: an aiohttp server in the bot process serves one page, and
a websocket per open page pushes that viewer their own view of the table after every event
(``sockets``); a move made on the page is the same service call as a button's (``Play.act``),
with the same round guard, so the two surfaces never double a move. The page is reached by a
link that is a capability (``bot.service.links``): it rides in the address's fragment, which
browsers never send to a server, a proxy's log or a Referer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlsplit

#: Discord's API, where the settings name no other (a test double, Discord's staging).
DISCORD_API = "https://discord.com/api/v10"


@dataclass(frozen=True)
class ActivitySettings:
    """The table as a Discord Activity (``SPLITBOT_ACTIVITY=on``): the application's client
    secret, its id (None: the application the bot logs in as), Discord's API, and the origin
    Discord serves the Activity's page from (None: its proxy, ``https://<id>.discordsays.com``)."""

    client_secret: str = field(repr=False)
    client_id: int | None = None
    api_url: str = DISCORD_API
    origin: str | None = None

    def origin_for(self, client_id: int) -> str:
        """The origin the Activity's page is served from, for application ``client_id``."""
        return (self.origin or f"https://{client_id}.discordsays.com").lower()


@dataclass(frozen=True)
class WebSettings:
    """Where the page is served (``address``:``port``; port 0: any free one, for tests) and the
    address its links use (``public_url``: the reverse proxy's ``https://…``; None: the
    served address itself), the operator's link secret (None: one kept in the database), and
    the Activity's settings (None: the table is not opened inside Discord)."""

    port: int
    address: str = "127.0.0.1"
    public_url: str | None = None
    link_secret: bytes | None = field(default=None, repr=False)
    activity: ActivitySettings | None = None


def origin_of(url: str) -> str:
    """The origin a browser sends from a page at ``url``: ``scheme://host[:port]``."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()
