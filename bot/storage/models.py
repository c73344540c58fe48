"""The tables of the bot's database, as typed SQLAlchemy 2 models."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

#: How long the operator's note on a frozen table may be.
FROZEN_REASON_LIMIT = 500


def utcnow() -> datetime:
    """The current time in UTC, for row timestamps."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        dict[str, Any]: JSON,
        datetime: DateTime(timezone=True),
    }


#: The tables that hold their channel: a lobby or a game under way.
OPEN_TABLE = text("status IN ('lobby', 'running')")
#: The key of a table's options under which each seated person's own lobby pick (a colour,
#: say) is kept, by their user id as text: ``{"seat_choices": {"<user id>": pick}}``.
SEAT_CHOICES = "seat_choices"


class TableRow(Base):
    """A table: lobby, then game; ``snapshot`` is the state after ``version`` acts."""

    __tablename__ = "game_tables"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    game: Mapped[str] = mapped_column(String(32))
    status: Mapped[str] = mapped_column(String(16), index=True)
    guild_id: Mapped[int | None] = mapped_column(BigInteger)
    channel_id: Mapped[int | None] = mapped_column(BigInteger)
    thread_id: Mapped[int | None] = mapped_column(BigInteger)
    # Where the table lives (thread, else channel): one open table per place.
    place_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    host_id: Mapped[int | None] = mapped_column(BigInteger)
    options: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    config: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    version: Mapped[int] = mapped_column(Integer, default=0)
    round: Mapped[int] = mapped_column(Integer, default=0)
    snapshot: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    # The transport's messages of this table (Discord: the lobby and the current board).
    lobby_message_id: Mapped[int | None] = mapped_column(BigInteger)
    board_message_id: Mapped[int | None] = mapped_column(BigInteger)
    # Why a table was frozen (its log does not replay, its row cannot be loaded): for operators.
    frozen_reason: Mapped[str | None] = mapped_column(String(FROZEN_REASON_LIMIT))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    # When the table last moved (opened, started, an action): written by the service's clock,
    # so that an idle game can be told (``bot.service.expiry``).
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)

    seats: Mapped[list[SeatRow]] = relationship(
        back_populates="table", order_by="SeatRow.id", cascade="all, delete-orphan"
    )

    # One open table per channel or thread, even when two processes open one at once.
    __table_args__ = (
        Index(
            "uq_game_tables_open_place",
            "place_id",
            unique=True,
            sqlite_where=OPEN_TABLE,
            postgresql_where=OPEN_TABLE,
        ),
    )


class SeatRow(Base):
    """A seat at a table: a person (``user_id``) or an AI (``ai_policy``)."""

    __tablename__ = "seats"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id", ondelete="CASCADE"))
    position: Mapped[int | None] = mapped_column(Integer)  # set when the game starts
    user_id: Mapped[int | None] = mapped_column(BigInteger)
    name: Mapped[str] = mapped_column(String(100))
    ai_policy: Mapped[str | None] = mapped_column(String(16))

    table: Mapped[TableRow] = relationship(back_populates="seats")

    __table_args__ = (Index("ix_seats_table", "table_id"),)


class ActionRow(Base):
    """The append-only log of accepted actions; replaying it from the seed gives the snapshot."""

    __tablename__ = "actions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[dict[str, Any]] = mapped_column(JSON)
    # "player", "ai" (an AI seat) or "timer" (played for a player whose time ran out).
    source: Mapped[str] = mapped_column(String(8), default="player")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (UniqueConstraint("table_id", "seq", name="uq_actions_table_seq"),)


class DeadlineRow(Base):
    """A timer on a waiting seat: at ``due_at`` (epoch seconds) the table's policy applies."""

    __tablename__ = "deadlines"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id", ondelete="CASCADE"))
    seat: Mapped[int] = mapped_column(Integer)
    round: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(8))  # "remind" or "autoplay"
    due_at: Mapped[float] = mapped_column(Float, index=True)

    __table_args__ = (Index("ix_deadlines_table", "table_id"),)


class MetaRow(Base):
    """Small facts the bot keeps about itself (e.g. the hash of the last synced command tree)."""

    __tablename__ = "bot_meta"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(String(256))


class ServerSettingsRow(Base):
    """What a server's managers chose for the bot there (absent: the defaults)."""

    __tablename__ = "server_settings"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    #: The language of new tables (``/splitbot-admin language``); None: the server's own locale.
    language: Mapped[str | None] = mapped_column(String(8))
    # What ``/splitbot-admin settings`` chose (None: the default): the timer of new tables (its
    # options), when a lobby and an idle game end, whether games get a thread of their own.
    timer: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    lobby_minutes: Mapped[float | None] = mapped_column(Float)
    idle_hours: Mapped[float | None] = mapped_column(Float)
    threads: Mapped[bool | None] = mapped_column(Boolean)
    #: Whether the bot may mention (ping) players: at a game's start and when it waits on them.
    pings: Mapped[bool | None] = mapped_column(Boolean)


class ResultRow(Base):
    """One player's outcome of a finished game, for leaderboards and histories."""

    __tablename__ = "results"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id", ondelete="CASCADE"))
    guild_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    game: Mapped[str] = mapped_column(String(32))
    seat: Mapped[int] = mapped_column(Integer)
    user_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    name: Mapped[str] = mapped_column(String(100))
    score: Mapped[int] = mapped_column(Integer)
    rank: Mapped[int] = mapped_column(Integer)
    won: Mapped[bool] = mapped_column(Boolean)
    finished_at: Mapped[datetime] = mapped_column(default=utcnow)


class RatingRow(Base):
    """A player's skill at one game in one server (``bot.service.ratings``): a person
    (``user:<id>``) or an AI policy (``ai:<policy>``)."""

    __tablename__ = "ratings"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    game: Mapped[str] = mapped_column(String(32), primary_key=True)
    player: Mapped[str] = mapped_column(String(40), primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer)


class DmHandRow(Base):
    """Where a player's hand lives at a table whose hands go to direct messages: the one DM
    message the bot edits every round, or ``refused`` when their DMs are closed (their hand
    opens in the channel, as at other tables)."""

    __tablename__ = "dm_hands"

    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    user_id: Mapped[int] = mapped_column(BigInteger, index=True)
    channel_id: Mapped[int | None] = mapped_column(BigInteger)
    message_id: Mapped[int | None] = mapped_column(BigInteger)
    refused: Mapped[bool] = mapped_column(Boolean, default=False)


class MutedMemberRow(Base):
    """A member who asked never to be mentioned by the bot's games (``/splitbot pings off``)."""

    __tablename__ = "muted_members"

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
