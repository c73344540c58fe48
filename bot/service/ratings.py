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
from typing import Any

from openskill.models import PlackettLuce

from bot.storage import AsyncEngine, Connection
from bot.storage import ratings as storage

log = logging.getLogger(__name__)
MODEL = PlackettLuce()


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
    rows = storage.lock_players(conn, server, game, names, (MODEL.mu, MODEL.sigma))
    before = {player: Skill(mu, sigma, games) for player, mu, sigma, games in rows}
    try:
        after = rated(before, [(player, rank) for player, _, rank in seats])
    except Exception:  # a rating's trouble must not stop the game from ending
        log.exception("game of %s could not be rated", game)
        storage.drop_unrated(conn, server, game, players)  # the rows just made rate nobody
        return
    storage.store(
        conn,
        server,
        game,
        [
            (player, names[player], skill.mu, skill.sigma, skill.games)
            for player, skill in after.items()
        ],
    )


async def leaderboard_by_rating(
    engine: AsyncEngine, guild_id: int | None, game: str, *, limit: int = 10
) -> list[Rated]:
    """A server's best rated players of ``game`` (AI policies among them)."""
    rows = await storage.best_rated(engine, guild_id or 0, game, limit)
    return [Rated(player, name, Skill(mu, sigma, games)) for player, name, mu, sigma, games in rows]


async def ratings_of(engine: AsyncEngine, guild_id: int | None, user_id: int) -> dict[str, Skill]:
    """A person's skill in each game they were rated in, in a server."""
    rows = await storage.ratings_of_player(engine, guild_id or 0, player_key(user_id, None))
    return {game: Skill(mu, sigma, games) for game, mu, sigma, games in rows}
