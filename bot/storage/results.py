"""Results of finished games as rows, and the leaderboards and player histories read from
them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Float, String, case, cast, func, insert, select
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.storage.models import ResultRow, TableRow
from bot.storage.prepared import Prepared


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    user_id: int
    name: str
    games: int
    wins: int
    best: int
    average: float


@dataclass(frozen=True, slots=True)
class HistoryRow:
    table_id: int
    game: str
    finished_at: datetime
    score: int
    rank: int
    won: bool


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A finished game of a server, as a list of them names it."""

    table_id: int
    game: str
    finished_at: datetime
    players: tuple[str, ...]  # by rank, then seat


_RESULT_COLUMNS = (
    "table_id",
    "guild_id",
    "game",
    "seat",
    "user_id",
    "name",
    "score",
    "rank",
    "won",
    "finished_at",
)
# Prepared once (``bot.storage.prepared``): a game's last action waits for it.
_STORE_RESULTS = Prepared(insert(ResultRow), columns=_RESULT_COLUMNS)


def insert_results(conn: Connection, rows: Sequence[Mapping[str, Any]]) -> None:
    """Write a finished game's results rows (the columns of ``_RESULT_COLUMNS``)."""
    _STORE_RESULTS.run_many(conn, rows)


async def leaderboard(
    engine: AsyncEngine, guild_id: int | None, *, game: str | None = None, limit: int = 10
) -> list[LeaderboardRow]:
    """People of a server ranked by wins, then average score (AI seats are left out)."""
    wins = func.sum(case((ResultRow.won, 1), else_=0))
    average = func.avg(cast(ResultRow.score, Float))
    query = (
        select(
            ResultRow.user_id,
            func.max(ResultRow.name),
            func.count(),
            wins,
            func.max(ResultRow.score),
            average,
        )
        .where(ResultRow.guild_id == guild_id, ResultRow.user_id.is_not(None))
        .group_by(ResultRow.user_id)
        .order_by(wins.desc(), average.desc(), ResultRow.user_id)
        .limit(limit)
    )
    if game is not None:
        query = query.where(ResultRow.game == game)
    async with engine.connect() as conn:
        rows = (await conn.execute(query)).all()
    return [
        LeaderboardRow(user_id, name, games, int(won or 0), best, float(avg or 0))
        for user_id, name, games, won, best, avg in rows
    ]


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A person's record at one game in a server."""

    game: str
    games: int
    wins: int
    best: int


async def records(engine: AsyncEngine, guild_id: int | None, user_id: int) -> list[GameRecord]:
    """A person's games, wins and best score at each game they finished in a server."""
    wins = func.sum(case((ResultRow.won, 1), else_=0))
    query = (
        select(ResultRow.game, func.count(), wins, func.max(ResultRow.score))
        .where(ResultRow.guild_id == guild_id, ResultRow.user_id == user_id)
        .group_by(ResultRow.game)
        .order_by(ResultRow.game)
    )
    async with engine.connect() as conn:
        rows = (await conn.execute(query)).all()
    return [GameRecord(game, games, int(won or 0), best) for game, games, won, best in rows]


async def history(
    engine: AsyncEngine, guild_id: int | None, user_id: int, *, limit: int = 10
) -> list[HistoryRow]:
    """A person's latest finished games in a server, newest first."""
    query = (
        select(
            ResultRow.table_id,
            ResultRow.game,
            ResultRow.finished_at,
            ResultRow.score,
            ResultRow.rank,
            ResultRow.won,
        )
        .where(ResultRow.guild_id == guild_id, ResultRow.user_id == user_id)
        .order_by(ResultRow.finished_at.desc(), ResultRow.table_id.desc())
        .limit(limit)
    )
    async with engine.connect() as conn:
        rows = (await conn.execute(query)).all()
    return [HistoryRow(*row) for row in rows]


async def solo_scores(
    engine: AsyncEngine, game: str, user_id: int, config: dict[str, Any]
) -> list[int]:
    """A person's scores in finished one-player games of ``game`` with this ``config`` (e.g. the
    same Splitter pad), in every server: a personal best is personal."""
    alone = (
        select(ResultRow.table_id)
        .group_by(ResultRow.table_id)
        .having(func.count(ResultRow.id) == 1)
        .scalar_subquery()
    )
    query = (
        select(ResultRow.score, TableRow.config)
        .join(TableRow, TableRow.id == ResultRow.table_id)
        .where(ResultRow.game == game, ResultRow.user_id == user_id, ResultRow.table_id.in_(alone))
    )
    async with engine.connect() as conn:
        rows = (await conn.execute(query)).all()
    return [score for score, stored in rows if stored == config]


async def finished_games(
    engine: AsyncEngine, guild_id: int | None, *, number_prefix: str = "", limit: int = 25
) -> list[FinishedGame]:
    """A server's latest finished games, newest first; with ``number_prefix`` (digits only),
    those whose number starts with it."""
    newest = select(ResultRow.table_id).where(ResultRow.guild_id == guild_id)
    if number_prefix:
        assert number_prefix.isascii() and number_prefix.isdigit(), number_prefix
        newest = newest.where(cast(ResultRow.table_id, String).like(f"{number_prefix}%"))
    newest = (
        newest.group_by(ResultRow.table_id)
        .order_by(func.max(ResultRow.finished_at).desc(), ResultRow.table_id.desc())
        .limit(limit)
    )
    async with engine.connect() as conn:
        ids = [row[0] for row in (await conn.execute(newest)).all()]
        rows = (
            await conn.execute(
                select(ResultRow.table_id, ResultRow.game, ResultRow.finished_at, ResultRow.name)
                .where(ResultRow.table_id.in_(ids))
                .order_by(ResultRow.rank, ResultRow.seat)
            )
        ).all()
    found: dict[int, tuple[str, datetime, list[str]]] = {}
    for table_id, game, finished_at, name in rows:
        found.setdefault(table_id, (game, finished_at, []))[2].append(name)
    return [
        FinishedGame(table_id, found[table_id][0], found[table_id][1], tuple(found[table_id][2]))
        for table_id in ids
        if table_id in found
    ]
