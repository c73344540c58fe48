"""Ratings as rows: one per player of each game in each server (``guild_id`` 0 outside any).

The statements a game's last action runs are prepared once (``bot.storage.prepared``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import Connection, Table, bindparam, delete, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.storage.models import RatingRow
from bot.storage.prepared import Prepared

RATINGS = cast(Table, RatingRow.__table__)


def _insert_missing(dialect: Any) -> Prepared:
    """A player's row at the prior, unless it exists (``dialect``: its module's own insert)."""
    return Prepared(
        dialect.insert(RATINGS)
        .values(
            guild_id=bindparam("b_server"),
            game=bindparam("b_game"),
            player=bindparam("b_player"),
            name=bindparam("b_name"),
            mu=bindparam("b_mu"),
            sigma=bindparam("b_sigma"),
            games=0,
        )
        .on_conflict_do_nothing(index_elements=["guild_id", "game", "player"])
    )


_INSERT_MISSING = {"sqlite": _insert_missing(sqlite), "postgresql": _insert_missing(postgresql)}
_STORE = Prepared(
    update(RATINGS)
    .where(
        RATINGS.c.guild_id == bindparam("b_server"),
        RATINGS.c.game == bindparam("b_game"),
        RATINGS.c.player == bindparam("b_player"),
    )
    .values(
        mu=bindparam("b_mu"),
        sigma=bindparam("b_sigma"),
        games=bindparam("b_games"),
        name=bindparam("b_name"),
    )
)


@lru_cache(maxsize=16)
def _locked_rows(count: int) -> Prepared:
    """The rows of ``count`` players of one game in one server, locked until the transaction
    ends (the number of players is part of the statement: a game has 1 to 12)."""
    return Prepared(
        select(RATINGS.c.player, RATINGS.c.mu, RATINGS.c.sigma, RATINGS.c.games)
        .where(
            RATINGS.c.guild_id == bindparam("b_server"),
            RATINGS.c.game == bindparam("b_game"),
            RATINGS.c.player.in_([bindparam(f"b_player_{i}") for i in range(count)]),
        )
        .with_for_update()
    )


def lock_players(
    conn: Connection,
    server: int,
    game: str,
    names: Mapping[str, str],
    prior: tuple[float, float],
) -> list[tuple[str, float, float, int]]:
    """The (player, mu, sigma, games) of each player in ``names`` (player → name), a missing
    one first made at ``prior`` (mu, sigma); every row locked until the transaction ends, so
    that two games rated at once in two processes both count."""
    players = sorted(names)
    key = {"b_server": server, "b_game": game}
    mu, sigma = prior
    _INSERT_MISSING[conn.dialect.name].run_many(
        conn,
        [
            {**key, "b_player": player, "b_name": names[player], "b_mu": mu, "b_sigma": sigma}
            for player in players
        ],
    )
    rows = _locked_rows(len(players)).rows(
        conn, {**key, **{f"b_player_{i}": player for i, player in enumerate(players)}}
    )
    return [(player, mu, sigma, games) for player, mu, sigma, games in rows]


def drop_unrated(conn: Connection, server: int, game: str, players: Sequence[str]) -> None:
    """Delete the rows of ``players`` that rate nobody yet (made at the prior just now)."""
    conn.execute(
        delete(RATINGS).where(
            RATINGS.c.guild_id == server,
            RATINGS.c.game == game,
            RATINGS.c.player.in_(players),
            RATINGS.c.games == 0,
        )
    )


def store(
    conn: Connection, server: int, game: str, rows: Sequence[tuple[str, str, float, float, int]]
) -> None:
    """Write (player, name, mu, sigma, games) for each player of one game in one server."""
    _STORE.run_many(
        conn,
        [
            {
                "b_server": server,
                "b_game": game,
                "b_player": player,
                "b_name": name,
                "b_mu": mu,
                "b_sigma": sigma,
                "b_games": games,
            }
            for player, name, mu, sigma, games in rows
        ],
    )


async def best_rated(
    engine: AsyncEngine, server: int, game: str, limit: int
) -> list[tuple[str, str, float, float, int]]:
    """The (player, name, mu, sigma, games) of a server's best rated players of ``game``, by
    the rating shown (μ − 3σ)."""
    order = RATINGS.c.mu - 3 * RATINGS.c.sigma
    query = (
        select(RATINGS.c.player, RATINGS.c.name, RATINGS.c.mu, RATINGS.c.sigma, RATINGS.c.games)
        .where(RATINGS.c.guild_id == server, RATINGS.c.game == game)
        .order_by(order.desc(), RATINGS.c.player)
        .limit(limit)
    )
    async with engine.connect() as conn:
        rows = (await conn.execute(query)).all()
    return [(player, name, mu, sigma, games) for player, name, mu, sigma, games in rows]


async def ratings_of_player(
    engine: AsyncEngine, server: int, player: str
) -> list[tuple[str, float, float, int]]:
    """The (game, mu, sigma, games) of each game ``player`` was rated in, in a server."""
    query = select(RATINGS.c.game, RATINGS.c.mu, RATINGS.c.sigma, RATINGS.c.games).where(
        RATINGS.c.guild_id == server, RATINGS.c.player == player
    )
    async with engine.connect() as conn:
        rows = (await conn.execute(query)).all()
    return [(game, mu, sigma, games) for game, mu, sigma, games in rows]
