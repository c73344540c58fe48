"""Ratings: a skill estimate for each player of each game in each server, from every finished
game, by openskill's Plackett–Luce model (any number of players, ties shared).

A person is rated under their user id; AI seats under their policy ("ai:greedy"), so that a
rating won against the AI means something. The rating shown is the model's ordinal, μ − 3σ:
it starts at 0 and rises as the model grows sure a player is good. A one-player game (solo
Splitter) rates nobody.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, cast

from openskill.models import PlackettLuce
from sqlalchemy import Connection, Table, bindparam, delete, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.storage.models import RatingRow
from bot.storage.prepared import Prepared

log = logging.getLogger(__name__)
MODEL = PlackettLuce()
RATINGS = cast(Table, RatingRow.__table__)


@dataclass(frozen=True, slots=True)
class Skill:
    """What the model believes of a player: ``mu`` (skill) and ``sigma`` (its uncertainty)."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0

    @property
    def rating(self) -> float:
        """The rating shown: μ − 3σ."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True, slots=True)
class Rated:
    """A line of a leaderboard."""

    player: str
    name: str
    skill: Skill


def player_key(user_id: int | None, ai_policy: str | None) -> str:
    """Who a seat's result counts for: its person, else its AI policy."""
    return f"user:{user_id}" if user_id is not None else f"ai:{ai_policy or 'greedy'}"


def rated(before: Mapping[str, Skill], standings: Sequence[tuple[str, int]]) -> dict[str, Skill]:
    """The players' skills after one game. ``standings``: (player, rank) per seat (rank 1 is
    first; tied seats share a rank). A player with several seats (two AI seats of one policy)
    gets the mean of their updates. Fewer than two players: nothing changes."""
    if len({player for player, _ in standings}) < 2:
        return {}
    teams = [[MODEL.rating(*_prior(before.get(player)))] for player, _ in standings]
    updated = MODEL.rate(teams, ranks=[float(rank) for _, rank in standings])
    seen: dict[str, list[Any]] = defaultdict(list)
    for (player, _), (rating,) in zip(standings, updated, strict=True):
        seen[player].append(rating)
    after = {}
    for player, ratings in seen.items():
        games = (before[player].games if player in before else 0) + 1
        mu = sum(r.mu for r in ratings) / len(ratings)
        sigma = sum(r.sigma for r in ratings) / len(ratings)
        after[player] = Skill(mu, sigma, games)
    return after


def _prior(skill: Skill | None) -> tuple[float, float]:
    return (MODEL.mu, MODEL.sigma) if skill is None else (skill.mu, skill.sigma)


def _insert_missing(dialect: Any) -> Prepared:
    """A player's row at the prior, unless it exists (``dialect``: its module's own insert)."""
    return Prepared(
        dialect.insert(RATINGS)
        .values(
            guild_id=bindparam("b_server"),
            game=bindparam("b_game"),
            player=bindparam("b_player"),
            name=bindparam("b_name"),
            mu=MODEL.mu,
            sigma=MODEL.sigma,
            games=0,
        )
        .on_conflict_do_nothing(index_elements=["guild_id", "game", "player"])
    )


# Prepared once (``bot.storage.prepared``): a game's last action waits for them.
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


def update_ratings(
    conn: Connection, guild_id: int | None, game: str, seats: Sequence[tuple[str, str, int]]
) -> None:
    """Rate one finished game in the transaction that stores its results. ``seats``: (player,
    name, rank) per seat. Every player's row exists (a new one at the prior) and is locked
    before it is read, so two games ending at once in two processes both count, even for a
    player neither had rated yet: the second waits for the first's row."""
    server = guild_id or 0
    players = sorted({player for player, _, _ in seats})
    if len(players) < 2:
        return  # nobody to be rated against
    names = {player: name[:100] for player, name, _ in seats}
    key = {"b_server": server, "b_game": game}
    _INSERT_MISSING[conn.dialect.name].run_many(
        conn, [{**key, "b_player": player, "b_name": names[player]} for player in players]
    )
    rows = _locked_rows(len(players)).rows(
        conn, {**key, **{f"b_player_{i}": player for i, player in enumerate(players)}}
    )
    before = {player: Skill(mu, sigma, games) for player, mu, sigma, games in rows}
    try:
        after = rated(before, [(player, rank) for player, _, rank in seats])
    except Exception:  # a rating's trouble must not stop the game from ending
        log.exception("game of %s could not be rated", game)
        conn.execute(  # the rows just made at the prior rate nobody
            delete(RATINGS).where(
                RATINGS.c.guild_id == server,
                RATINGS.c.game == game,
                RATINGS.c.player.in_(players),
                RATINGS.c.games == 0,
            )
        )
        return
    _STORE.run_many(
        conn,
        [
            {
                **key,
                "b_player": player,
                "b_mu": skill.mu,
                "b_sigma": skill.sigma,
                "b_games": skill.games,
                "b_name": names[player],
            }
            for player, skill in after.items()
        ],
    )


async def leaderboard_by_rating(
    engine: AsyncEngine, guild_id: int | None, game: str, *, limit: int = 10
) -> list[Rated]:
    """A server's best rated players of ``game`` (AI policies among them)."""
    order = RATINGS.c.mu - 3 * RATINGS.c.sigma
    query = (
        select(RATINGS.c.player, RATINGS.c.name, RATINGS.c.mu, RATINGS.c.sigma, RATINGS.c.games)
        .where(RATINGS.c.guild_id == (guild_id or 0), RATINGS.c.game == game)
        .order_by(order.desc(), RATINGS.c.player)
        .limit(limit)
    )
    async with engine.connect() as conn:
        rows = (await conn.execute(query)).all()
    return [Rated(player, name, Skill(mu, sigma, games)) for player, name, mu, sigma, games in rows]


async def ratings_of(engine: AsyncEngine, guild_id: int | None, user_id: int) -> dict[str, Skill]:
    """A person's skill in each game they were rated in, in a server."""
    query = select(RATINGS.c.game, RATINGS.c.mu, RATINGS.c.sigma, RATINGS.c.games).where(
        RATINGS.c.guild_id == (guild_id or 0), RATINGS.c.player == player_key(user_id, None)
    )
    async with engine.connect() as conn:
        rows = (await conn.execute(query)).all()
    return {game: Skill(mu, sigma, games) for game, mu, sigma, games in rows}
