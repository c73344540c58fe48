"""What finished tables left behind, read for the transports: a server's leaderboards (by wins
and by rating), a member's record, latest games and ratings, and a solo player's scores on one
pad. Reads only, of the results and ratings the tables wrote (``bot.storage.results``,
``ratings``): a transport asks here and never holds the database itself."""

from __future__ import annotations

from typing import Any

from bot.service.core import ServiceCore
from bot.service.ratings import Rated, Skill, leaderboard_by_rating, ratings_of
from bot.storage import results
from bot.storage.results import FinishedGame, GameRecord, HistoryRow, LeaderboardRow


class Standings:
    """The results and ratings of a server's finished games, as the transports show them."""

    def __init__(self, core: ServiceCore) -> None:
        self.core = core

    async def leaderboard(
        self, guild_id: int | None, *, game: str | None = None, limit: int = 10
    ) -> list[LeaderboardRow]:
        """People of a server ranked by wins, then average score."""
        return await results.leaderboard(self.core.engine, guild_id, game=game, limit=limit)

    async def by_rating(self, guild_id: int | None, game: str, *, limit: int = 10) -> list[Rated]:
        """A server's players of ``game`` ranked by rating."""
        return await leaderboard_by_rating(self.core.engine, guild_id, game, limit=limit)

    async def records(self, guild_id: int | None, user_id: int) -> list[GameRecord]:
        """A person's record in each game of a server."""
        return await results.records(self.core.engine, guild_id, user_id)

    async def history(
        self, guild_id: int | None, user_id: int, *, limit: int = 10
    ) -> list[HistoryRow]:
        """A person's latest finished games in a server, newest first."""
        return await results.history(self.core.engine, guild_id, user_id, limit=limit)

    async def finished_games(
        self, guild_id: int | None, *, number_prefix: str = "", limit: int = 25
    ) -> list[FinishedGame]:
        """A server's latest finished games, newest first (those whose number starts with
        ``number_prefix``, digits only, if given): what a game number's option offers."""
        return await results.finished_games(
            self.core.engine, guild_id, number_prefix=number_prefix, limit=limit
        )

    async def ratings(self, guild_id: int | None, user_id: int) -> dict[str, Skill]:
        """A person's rating in each game of a server."""
        return await ratings_of(self.core.engine, guild_id, user_id)

    async def solo_scores(self, game: str, user_id: int, config: dict[str, Any]) -> list[int]:
        """A person's scores in finished one-player games of ``game`` with this ``config``."""
        return await results.solo_scores(self.core.engine, game, user_id, config)
