"""A finished game's results, stored and rated in the transaction of its last action."""

from __future__ import annotations

from typing import Any

from bot.service.live import LiveTable
from bot.service.ratings import player_key, update_ratings
from bot.storage import Connection
from bot.storage.models import utcnow
from bot.storage.results import insert_results


def store_results(conn: Connection, live: LiveTable, state: Any) -> None:
    """Write one results row per seat of a finished game, and rate it (a tutorial: neither)."""
    if live.options.get("tutorial"):
        return
    game = live.game
    info = live.info()
    now = utcnow()
    rows = []
    rated: list[tuple[str, str, int]] = []  # (player, name, rank) per seat
    for standing in game.standings(game.result(state)):
        seat = info.seat_at(standing.seat)
        rated.append((player_key(seat.user_id, seat.ai_policy), seat.name, standing.rank))
        rows.append(
            {
                "table_id": live.id,
                "guild_id": live.guild_id,
                "game": game.name,
                "seat": standing.seat,
                "user_id": seat.user_id,
                "name": seat.name,
                "score": standing.score,
                "rank": standing.rank,
                "won": standing.rank == 1,
                "finished_at": now,
            }
        )
    insert_results(conn, rows)
    if not live.options.get("hints"):  # a table with hints is not rated
        update_ratings(conn, live.guild_id, game.name, rated)
