"""Rules changes never break running games: a Serendipity table saved by the bot before the
rulebook corrections (its rows stored literally in tests/bot/data) loads, passes the replay
check and is played to the end under the rulings it started with."""

from __future__ import annotations

import json
import random
from pathlib import Path

from sqlalchemy import insert

from bot.service import GameFinished, TableService
from bot.storage.models import ActionRow, SeatRow, TableRow
from engine import get_game
from engine.ai import choose
from engine.serendipity import Turn, carpets
from engine.serendipity.game import board_of

SAVED = Path(__file__).parent / "data" / "serendipity-before-rulings.json"
GAME = get_game("serendipity")


async def restore(engine) -> int:
    """Write the saved table's rows into the database as the old bot had stored them."""
    saved = json.loads(SAVED.read_text(encoding="utf-8"))
    async with engine.begin() as conn:
        table_id = (
            await conn.execute(insert(TableRow.__table__).values(**saved["table"]))
        ).inserted_primary_key[0]
        await conn.execute(
            insert(SeatRow.__table__), [{"table_id": table_id, **s} for s in saved["seats"]]
        )
        await conn.execute(
            insert(ActionRow.__table__), [{"table_id": table_id, **a} for a in saved["actions"]]
        )
    return table_id


async def test_a_table_saved_under_the_first_rulings_loads_replays_and_finishes(engine, clock):
    table_id = await restore(engine)
    service = TableService(engine, clock=clock)
    finished: list[GameFinished] = []

    async def record(batch) -> None:
        finished.extend(e for e in batch if isinstance(e, GameFinished))

    service.add_listener(record)
    try:
        assert await service.recover() == []  # its log replays to its snapshot
        table = await service.get(table_id)
        assert table.status == "running" and table.config.rules == 1
        assert table.version == 273
        rng = random.Random(9)
        while table.status == "running":
            seat = next(iter(GAME.to_act(table.state)))
            action = choose(GAME, table.state, seat, "greedy", rng)
            user = table.seat_at(seat).user_id
            table, _ = await service.act(table_id, user, GAME.action_to_json(action))
        assert table.status == "finished" and len(finished) == 1
        # The first rulings end the game on the turn that met the condition, unresolved (the
        # second never end on a turn).
        log = await service.replay_log(table_id)
        last = log[-1]
        assert isinstance(last.action, Turn) and len(log) == table.version
        # And it was scored by the most valuable carpet, as it started.
        result = finished[0].result
        assert result.scores == tuple(sum(c.value for c in owned) for owned in result.breakdown)
        board = board_of(last.state.tiles)
        for owned in result.breakdown:
            for colour in owned:
                values = [c.value for c in carpets(board, colour.colour)]
                assert colour.value == max(values, default=0)
    finally:
        await service.close()
