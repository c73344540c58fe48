"""Links to a table's live page, as capabilities: a link names one table, one member and
their seat (or no seat: the public view), the language to speak, and when it stops working,
signed with the bot's secret (HMAC-SHA256). Nothing else is needed to trust it, and nothing
in it is secret but the signature: a forged, altered, truncated or expired link is refused.

A link is revoked without a list of revoked links: the seat it names is checked against the
table each time it is used, so a member who left, or asked to be forgotten, holds a link to
nothing. The token is URL-safe and short enough for a button's URL.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass

from bot.service import errors
from bot.service.core import ServiceCore
from bot.service.types import TableView
from bot.storage import IntegrityError, tables

#: How long a link works, from when it was handed out (a game's evening, with margin).
LIFETIME_SECONDS = 12 * 3600
#: Bytes of the HMAC kept in a token (128 bits: forging one is out of reach).
SIGNATURE_BYTES = 16
#: The longest token read at all (longer input is refused before any decoding).
MOST_TOKEN_CHARS = 200
#: Where the secret links are signed with is kept, when the operator sets none.
SECRET_FACT = "links:secret"
#: Where a forgotten member's links are revoked: under a keyed hash of their id, never the
#: id, and only until every link handed out before has expired anyway.
REVOKED_FACT = "links:revoked:"


@dataclass(frozen=True)
class TableLink:
    """What a link grants: ``user_id``'s view of ``table_id`` from ``seat`` (None: the
    public view, a spectator's), in ``language``, until ``expires`` (epoch seconds)."""

    table_id: int
    user_id: int
    seat: int | None
    language: str
    expires: int


def _encoded(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _decoded(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _signature(secret: bytes, payload: str) -> bytes:
    return hmac.new(secret, payload.encode("ascii"), hashlib.sha256).digest()[:SIGNATURE_BYTES]


def sign(secret: bytes, link: TableLink) -> str:
    """The token of ``link``: its fields, then their signature."""
    fields = [link.table_id, link.user_id, link.seat, link.language, link.expires]
    payload = _encoded(json.dumps(fields, separators=(",", ":")).encode())
    return f"{payload}.{_encoded(_signature(secret, payload))}"


def read(secret: bytes, token: str, now: float) -> TableLink:
    """The link ``token`` signs; ``errors.BadLink`` if it is not one of ours, was altered,
    or has expired by ``now``."""
    if not isinstance(token, str) or len(token) > MOST_TOKEN_CHARS or not token.isascii():
        raise errors.BadLink()
    if token.count(".") != 1:
        raise errors.BadLink()
    payload, signature = token.split(".")
    try:
        given = _decoded(signature)
    except (binascii.Error, ValueError):
        raise errors.BadLink() from None
    if not hmac.compare_digest(given, _signature(secret, payload)):
        raise errors.BadLink()
    try:
        table_id, user_id, seat, language, expires = json.loads(_decoded(payload))
    except (binascii.Error, ValueError, TypeError):
        raise errors.BadLink() from None  # signed by us, so never: but never a traceback
    link = TableLink(table_id, user_id, seat, language, expires)
    if now >= link.expires:
        raise errors.LinkExpired()
    return link


class Links:
    """Hands out links to tables and opens them, signed with ``configured`` (the operator's
    secret) or else with one generated once and kept in the database, shared by every
    process of the bot."""

    def __init__(self, core: ServiceCore, configured: bytes | None = None) -> None:
        self.core = core
        self._secret = configured
        #: Called with a member's id once their links are revoked.
        self.on_revoke: list[Callable[[int], None]] = []

    def use(self, secret: bytes) -> None:
        """Sign with the operator's ``secret`` (``SPLITBOT_LINK_SECRET``) from now on."""
        self._secret = secret

    def _revoked_key(self, secret: bytes, user_id: int) -> str:
        digest = hmac.new(secret, f"member:{user_id}".encode(), hashlib.sha256).hexdigest()
        return REVOKED_FACT + digest[:32]

    async def revoke(self, user_id: int) -> None:
        """Every link handed out to ``user_id`` so far stops working (they asked to be
        forgotten); the revocations of links expired by now are forgotten too."""
        secret, now = await self.secret(), self.core.clock()
        async with self.core.writer.session() as session:
            kept = await tables.facts_under(session, REVOKED_FACT)
            old = [key for key, at in kept.items() if float(at) + LIFETIME_SECONDS <= now]
            await tables.drop_facts(session, old)
            await tables.set_fact(session, self._revoked_key(secret, user_id), repr(now))
        for revoked in self.on_revoke:  # a transport closes the pages those links opened
            revoked(user_id)

    async def secret(self) -> bytes:
        """The secret links are signed with (generated and kept on first use when unset)."""
        if self._secret is None:
            kept = None
            for _ in range(2):  # another process may keep its own first: then it is read
                try:
                    async with self.core.writer.session() as session:
                        kept = await tables.first_fact(session, SECRET_FACT, secrets.token_hex(32))
                    break
                except IntegrityError:
                    continue
            assert kept is not None, "a secret is kept by one process or another"
            self._secret = bytes.fromhex(kept)
        return self._secret

    async def hand_out(self, table_id: int, user_id: int, language: str) -> str:
        """A link to ``table_id`` for ``user_id``: at their seat, or the public view if they
        have none; it works for ``LIFETIME_SECONDS``."""
        await self.secret()
        return self.hand_out_now(await self.core.get(table_id), user_id, language)

    def hand_out_now(self, table: TableView, user_id: int, language: str) -> str:
        """``hand_out`` for a table at hand, without waiting: the secret is known by now
        (``secret`` was awaited once, as the live table does when it starts)."""
        if self._secret is None:
            raise RuntimeError("the links' secret is read once before links are handed out")
        expires = int(self.core.clock()) + LIFETIME_SECONDS
        link = TableLink(table.id, user_id, table.seat_of(user_id), language, expires)
        return sign(self._secret, link)

    async def open(self, token: str) -> tuple[TableLink, TableView]:
        """What ``token`` grants, and the table as it stands; refused if the link is not ours,
        has expired, was revoked (its member asked to be forgotten), or names a seat that is no
        longer its member's (they left)."""
        secret = await self.secret()
        link = read(secret, token, self.core.clock())
        async with self.core.sessions() as session:
            revoked = await tables.get_fact(session, self._revoked_key(secret, link.user_id))
        if revoked is not None and link.expires - LIFETIME_SECONDS <= float(revoked):
            raise errors.BadLink()
        table = await self.core.get(link.table_id)
        if link.seat is not None and table.seat_of(link.user_id) != link.seat:
            raise errors.BadLink()
        return link, table
