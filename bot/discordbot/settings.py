"""The bot's settings, from the environment or a ``.env`` file (the environment wins)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from bot.environment import SettingsError, read_dotenv, settings_source
from bot.health import HEARTBEAT_SETTING
from bot.logs import LOG_FORMATS
from bot.service import ExpiryRules
from bot.service.core import LOBBIES_PER_MEMBER
from bot.storage import default_database_url
from bot.web import DISCORD_API, ActivitySettings, WebSettings

__all__ = ["HELP_WITHOUT_TOKEN", "Settings", "SettingsError", "read_dotenv"]

HELP_WITHOUT_TOKEN = """\
splitbot needs a Discord bot token to connect, and none was found.

1. Open https://discord.com/developers/applications, create an application, add a Bot.
2. Copy its token into a file named .env here:   DISCORD_TOKEN=your-token
   (see .env.example for the other settings; never commit .env).
3. Invite the bot with the URL the README gives (scopes: bot, applications.commands;
   permissions: View Channel, Send Messages, Send Messages in Threads, Create Public Threads,
   Embed Links, Attach Files, Read Message History). No privileged intent is needed.
4. Run `make run` again.

To see a whole game without Discord, run `make demo`: it plays one offline and writes the
board images to demo/."""


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
#: Minutes a lobby waits to be started, hours a game waits for anything to happen.
LOBBY_MINUTES_SETTING = "SPLITBOT_LOBBY_MINUTES"
IDLE_HOURS_SETTING = "SPLITBOT_IDLE_HOURS"
LOBBIES_SETTING = "SPLITBOT_LOBBIES_PER_MEMBER"
DRAWING_SETTING = "SPLITBOT_DRAWING_PROCESSES"
#: The most drawing processes a setting may ask for.
MOST_DRAWING_PROCESSES = 32
#: The operator's own privacy policy's and terms' addresses (else the Developer Portal's,
#: else the texts shipped with the bot: ``/splitbot privacy``, ``/splitbot terms``).
POLICY_SETTINGS = {"privacy": "SPLITBOT_PRIVACY_URL", "terms": "SPLITBOT_TERMS_URL"}
METRICS_PORT_SETTING = "SPLITBOT_METRICS_PORT"
METRICS_ADDRESS_SETTING = "SPLITBOT_METRICS_ADDRESS"
#: The live table's port, the address it listens on, the public address its links use, and
#: the secret they are signed with (unset: one generated and kept in the database).
WEB_PORT_SETTING = "SPLITBOT_WEB_PORT"
WEB_ADDRESS_SETTING = "SPLITBOT_WEB_ADDRESS"
WEB_URL_SETTING = "SPLITBOT_WEB_URL"
LINK_SECRET_SETTING = "SPLITBOT_LINK_SECRET"
#: The table as a Discord Activity: on or off, the application's client secret, its id (unset:
#: the application the bot logs in as), and, for a test double or Discord's staging, the API
#: and the origin Discord serves the Activity's page from.
ACTIVITY_SETTING = "SPLITBOT_ACTIVITY"
CLIENT_SECRET_SETTING = "DISCORD_CLIENT_SECRET"
CLIENT_ID_SETTING = "DISCORD_CLIENT_ID"
DISCORD_API_SETTING = "SPLITBOT_DISCORD_API"
ACTIVITY_ORIGIN_SETTING = "SPLITBOT_ACTIVITY_ORIGIN"
#: An address as the settings take one: http(s), a host, a port, a path; no query.
ADDRESS = re.compile(r"https?://[A-Za-z0-9.\-\[\]:]+(/[A-Za-z0-9._~\-/]*)?")
#: The shortest link secret accepted (characters): a short one could be guessed.
SHORTEST_LINK_SECRET = 32
#: The longest either may be: a year.
MOST_EXPIRY = {LOBBY_MINUTES_SETTING: 525_600, IDLE_HOURS_SETTING: 8_760}
#: What a Discord bot token is made of: letters, digits, dots, dashes and underscores.
TOKEN_CHARACTERS = re.compile(r"[A-Za-z0-9._\-]+")
#: Discord ids are 64-bit numbers: at most 20 digits.
SNOWFLAKE_DIGITS = 20


@dataclass(frozen=True)
class Settings:
    token: str
    database_url: str
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    #: How many shards the bot has in all (None: Discord's recommendation), and which of them
    #: this process runs (None: all of them).
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    #: A file the running bot touches while healthy (for ``splitbot health``).
    heartbeat_file: Path | None = None
    #: When an unstarted lobby and an untouched game end.
    expiry: ExpiryRules = field(default_factory=ExpiryRules)
    #: ``text`` (plain lines) or ``json`` (one object per line).
    log_format: str = "text"
    #: How many open lobbies a member may host in one server.
    lobbies_per_member: int = LOBBIES_PER_MEMBER
    #: Where Prometheus scrapes ``/metrics`` (no port: no endpoint).
    metrics_port: int | None = None
    metrics_address: str = "127.0.0.1"
    #: How many processes draw the boards (None: one per core from two cores; 0: the bot's
    #: threads draw them).
    drawing_processes: int | None = None
    #: The operator's addresses of the privacy policy and terms (``POLICY_SETTINGS``).
    policy_urls: Mapping[str, str] = field(default_factory=dict)
    #: The live table in the browser (None: not served).
    web: WebSettings | None = None

    @classmethod
    def load(cls, env: Mapping[str, str] | None = None, dotenv: Path | None = None) -> Settings:
        """Read settings; raise SettingsError (with the token help) when there is no token."""
        values = settings_source(env, dotenv)
        token = values.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise SettingsError(HELP_WITHOUT_TOKEN)
        if not TOKEN_CHARACTERS.fullmatch(token):
            # Not echoed, like every refused setting: it may be a real token pasted badly.
            raise SettingsError(
                "DISCORD_TOKEN holds characters a Discord token never has (a space, a line "
                "break, a quote?): copy it again from the Developer Portal's Bot page."
            )
        guild = values.get("DEV_GUILD_ID", "").strip()
        # Neither value is echoed: a token pasted into the wrong line must not be printed.
        if guild and not (guild.isascii() and guild.isdigit() and len(guild) <= SNOWFLAKE_DIGITS):
            raise SettingsError(
                "DEV_GUILD_ID must be a server id: digits only (in Discord, right-click the "
                "server and choose Copy Server ID). Its value is not shown here."
            )
        level = values.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise SettingsError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}.")
        style = values.get("LOG_FORMAT", "text").strip().lower() or "text"
        if style not in LOG_FORMATS:
            raise SettingsError(f"LOG_FORMAT must be one of {', '.join(LOG_FORMATS)}.")
        count, ids = shards(values)
        guild_id = int(guild) if guild else None
        heartbeat = values.get(HEARTBEAT_SETTING, "").strip()
        expiry = ExpiryRules(
            lobby_minutes=_positive(values, LOBBY_MINUTES_SETTING, ExpiryRules.lobby_minutes),
            idle_hours=_positive(values, IDLE_HOURS_SETTING, ExpiryRules.idle_hours),
        )
        lobbies = values.get(LOBBIES_SETTING, "").strip() or str(LOBBIES_PER_MEMBER)
        if not (lobbies.isascii() and lobbies.isdigit() and 1 <= int(lobbies) <= 100):
            raise SettingsError(f"{LOBBIES_SETTING} must be a whole number from 1 to 100.")
        port = _port(values, METRICS_PORT_SETTING)
        address = values.get(METRICS_ADDRESS_SETTING, "").strip() or "127.0.0.1"
        drawing = values.get(DRAWING_SETTING, "").strip()
        if drawing and not (
            drawing.isascii() and drawing.isdigit() and int(drawing) <= MOST_DRAWING_PROCESSES
        ):
            raise SettingsError(
                f"{DRAWING_SETTING} must be a whole number from 0 to {MOST_DRAWING_PROCESSES} "
                "(0: boards are drawn in the bot's own threads), or unset for one per core."
            )
        policy_urls = {}
        for policy, setting in POLICY_SETTINGS.items():
            url = values.get(setting, "").strip()
            if url and not re.fullmatch(r"https://[^\s<>]+", url):
                raise SettingsError(f"{setting} must be an https:// address.")
            if url:
                policy_urls[policy] = url
        return cls(
            token,
            default_database_url(values),
            guild_id,
            level,
            count,
            ids,
            Path(heartbeat) if heartbeat else None,
            expiry,
            style,
            int(lobbies),
            port,
            address,
            int(drawing) if drawing else None,
            policy_urls,
            web_settings(values),
        )

    def __repr__(self) -> str:  # never print the token
        return (
            f"Settings(token=<hidden>, database_url={self.database_url!r}, "
            f"dev_guild_id={self.dev_guild_id}, log_level={self.log_level!r}, "
            f"shard_count={self.shard_count}, shard_ids={self.shard_ids}, "
            f"heartbeat_file={self.heartbeat_file}, expiry={self.expiry}, "
            f"log_format={self.log_format!r}, lobbies_per_member={self.lobbies_per_member}, "
            f"metrics_port={self.metrics_port}, metrics_address={self.metrics_address!r}, "
            f"drawing_processes={self.drawing_processes}, policy_urls={dict(self.policy_urls)}, "
            f"web={'on' if self.web else 'off'})"
        )


def _port(values: Mapping[str, str], name: str) -> int | None:
    """A setting's port number, or None when it is not set."""
    port = values.get(name, "").strip()
    if port and not (port.isascii() and port.isdigit() and 1 <= int(port) <= 65_535):
        raise SettingsError(f"{name} must be a port number from 1 to 65535.")
    return int(port) if port else None


def web_settings(values: Mapping[str, str]) -> WebSettings | None:
    """The live table's settings: served once ``SPLITBOT_WEB_PORT`` is set."""
    port = _port(values, WEB_PORT_SETTING)
    url = values.get(WEB_URL_SETTING, "").strip().rstrip("/")
    secret = values.get(LINK_SECRET_SETTING, "").strip()
    if port is None:
        if url or secret:
            raise SettingsError(
                f"{WEB_URL_SETTING} and {LINK_SECRET_SETTING} need {WEB_PORT_SETTING}."
            )
        if activity_settings(values) is not None:
            raise SettingsError(
                f"{ACTIVITY_SETTING}=on needs the live table: set {WEB_PORT_SETTING} too."
            )
        return None
    if url and not ADDRESS.fullmatch(url):
        raise SettingsError(
            f"{WEB_URL_SETTING} must be the address players open, such as "
            "https://play.example.org (no query, no fragment)."
        )
    if secret and len(secret) < SHORTEST_LINK_SECRET:
        # Not echoed: a secret is never printed, even a bad one.
        raise SettingsError(
            f"{LINK_SECRET_SETTING} must be at least {SHORTEST_LINK_SECRET} characters "
            "(or unset: the bot then keeps one of its own in the database)."
        )
    address = values.get(WEB_ADDRESS_SETTING, "").strip() or "127.0.0.1"
    link_secret = secret.encode() if secret else None
    return WebSettings(port, address, url or None, link_secret, activity_settings(values))


def activity_settings(values: Mapping[str, str]) -> ActivitySettings | None:
    """The Activity's settings: on with ``SPLITBOT_ACTIVITY=on`` (it needs the live table and
    the application's client secret), off by default."""
    switch = values.get(ACTIVITY_SETTING, "").strip().lower() or "off"
    if switch not in ("on", "off"):
        raise SettingsError(f"{ACTIVITY_SETTING} must be on or off.")
    if switch == "off":
        return None
    secret = values.get(CLIENT_SECRET_SETTING, "").strip()
    if not secret or not TOKEN_CHARACTERS.fullmatch(secret):
        # Not echoed: a secret is never printed, even a bad one.
        raise SettingsError(
            f"{ACTIVITY_SETTING}=on needs {CLIENT_SECRET_SETTING}: the application's client "
            "secret (Developer Portal → OAuth2)."
        )
    client_id = values.get(CLIENT_ID_SETTING, "").strip()
    if client_id and not (client_id.isascii() and client_id.isdigit() and len(client_id) <= 20):
        raise SettingsError(f"{CLIENT_ID_SETTING} must be the application's id (digits).")
    api = values.get(DISCORD_API_SETTING, "").strip().rstrip("/") or DISCORD_API
    origin = values.get(ACTIVITY_ORIGIN_SETTING, "").strip().rstrip("/")
    for name, given in ((DISCORD_API_SETTING, api), (ACTIVITY_ORIGIN_SETTING, origin)):
        if given and not ADDRESS.fullmatch(given):
            raise SettingsError(f"{name} must be an address such as https://example.org.")
    return ActivitySettings(secret, int(client_id) if client_id else None, api, origin or None)


#: The most shards a setting may name (Discord's largest bots run a few thousand).
MOST_SHARDS = 100_000


def shards(values: Mapping[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """``SHARD_COUNT`` and ``SHARD_IDS`` (``0,1,2``); SettingsError when they do not agree."""
    count_text = values.get("SHARD_COUNT", "").strip()
    ids_text = values.get("SHARD_IDS", "").strip()
    count = None
    if count_text:
        if (
            not (count_text.isascii() and count_text.isdigit())
            or not 0 < int(count_text) <= MOST_SHARDS
        ):
            raise SettingsError(f"SHARD_COUNT must be a whole number from 1 to {MOST_SHARDS}.")
        count = int(count_text)
    if not ids_text:
        return count, None
    if count is None:
        raise SettingsError("SHARD_IDS needs SHARD_COUNT: how many shards there are in all.")
    parts = [part.strip() for part in ids_text.split(",")]
    if not all(p.isascii() and p.isdigit() and int(p) < count for p in parts):
        raise SettingsError(
            f"SHARD_IDS must be shard numbers from 0 to {count - 1}, separated by commas."
        )
    return count, tuple(sorted({int(p) for p in parts}))


def _positive(values: Mapping[str, str], name: str, default: float) -> float:
    """A setting's positive number (at most a year), or ``default`` when it is not set."""
    raw = values.get(name, "").strip()
    if not raw:
        return default
    try:
        number = float(raw)
    except ValueError:
        number = float("nan")
    if not 0 < number <= MOST_EXPIRY[name]:
        # The value is not echoed: a token pasted into the wrong line must not be printed.
        raise SettingsError(f"{name} must be a number above 0 and at most {MOST_EXPIRY[name]:,}.")
    return number
