"""Rules changes never break running games: a Serendipity table saved by the bot before the
rulebook corrections (its rows stored literally in tests/bot/data) loads, passes the replay
check and is played to the end under the rulings it started with; so does the same table
marked as started under each later rulings."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from sqlalchemy import insert

from bot.discordbot.serendipity.words import final_embed, rules_embed
from bot.i18n import ENGLISH
from bot.service import GameFinished, TableService
from bot.storage.models import ActionRow, SeatRow, TableRow
from engine import get_game
from engine.ai import choose
from engine.serendipity import Turn, carpets
from engine.serendipity.state import board_of
from tests.bot.conftest import recorded

SAVED = Path(__file__).parent / "data" / "serendipity-before-rulings.json"
GAME = get_game("serendipity")


async def restore(engine, rules: int | None = None) -> int:
    """Write the saved table's rows into the database as the old bot had stored them (its
    config marked with ``rules``, as a table started under those rulings would be)."""
    saved = json.loads(SAVED.read_text(encoding="utf-8"))
    if rules is not None:
        saved["table"]["config"]["rules"] = rules
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


async def play_to_the_end(service: TableService, table):
    """Greedy moves for whoever is to act, through the service, until the game ends."""
    rng = random.Random(9)
    while table.status == "running":
        seat = next(iter(GAME.to_act(table.state)))
        action = choose(GAME, table.state, seat, "greedy", rng)
        user = table.seat_at(seat).user_id
        table, _ = await service.play.act_json(table.id, user, GAME.action_to_json(action))
    return table


@pytest.mark.no_cover  # a whole game replayed: each line it runs, another test traces too
async def test_a_table_saved_under_the_first_rulings_loads_replays_and_finishes(engine, clock):
    table_id = await restore(engine)
    service = TableService(engine, clock=clock)
    events = recorded(service)
    try:
        assert await service.core.recover() == []  # its log replays to its snapshot
        table = await service.get(table_id)
        assert table.status == "running" and table.config.rules == 1
        assert table.version == 273
        table = await play_to_the_end(service, table)
        finished = [e for e in events if isinstance(e, GameFinished)]
        assert table.status == "finished" and len(finished) == 1
        # The first rulings end the game on the turn that met the condition, unresolved (the
        # second never end on a turn).
        log = await service.core.replay_log(table_id)
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


@pytest.mark.parametrize("rules", [2, 3])
async def test_a_table_started_under_later_rulings_finishes_scored_under_them(engine, clock, rules):
    """The same table, as if started under rulings 2 (each colour's largest carpet, summed)
    or 3 (one carpet a player, a moved Serendip's further turn compulsory): it loads, replays
    and is scored as it started."""
    table_id = await restore(engine, rules=rules)
    service = TableService(engine, clock=clock)
    events = recorded(service)
    try:
        assert await service.core.recover() == []
        table = await service.get(table_id)
        assert table.status == "running" and table.config.rules == rules
        table = await play_to_the_end(service, table)
        (result,) = [e.result for e in events if isinstance(e, GameFinished)]
        board = board_of(table.state.tiles)
        for seat, owned in enumerate(result.breakdown):
            largest = [
                max(((len(c.tiles), c.value) for c in carpets(board, s.colour)), default=(0, 0))
                for s in owned
            ]
            if rules == 2:
                assert result.scores[seat] == sum(value for _, value in largest)
                assert all(s.counts for s in owned)
            else:
                assert result.scores[seat] == max(largest)[1]
                assert sum(s.counts for s in owned) == 1
        # The final breakdown marks the one carpet that counts only where one is chosen.
        for field in final_embed(table, result).fields:
            carpets_shown = field.value.split("\n")[1:]
            marks = sorted(line[0] for line in carpets_shown if line[0] in "✓✗")
            assert marks == (["✓", "✗"] if rules == 3 else [])
        # /serendipity rules in its channel states the scoring the table plays.
        said = rules_embed(ENGLISH, table)
        scoring = {f.name: f.value for f in said.fields}["Scoring: the largest carpet"]
        if rules == 2:
            assert "you add your colours up" in scoring and "**one**" not in scoring
            assert said.footer.text.startswith("This table plays rulings 2, which it started with")
        else:
            assert "You score **one** carpet" in scoring
        if rules == 3:
            assert said.footer.text.startswith("This table plays rulings 3, which it started with")
            assert "or swap it with such a tile and turn another." in said.description
    finally:
        await service.close()


async def test_the_rules_summary_states_the_first_rulings_for_their_table(engine, clock):
    table_id = await restore(engine)
    service = TableService(engine, clock=clock)
    try:
        await service.core.recover()
        said = rules_embed(ENGLISH, await service.get(table_id))
        fields = {f.name: f.value for f in said.fields}
        assert "scores its **most valuable** carpet" in fields["Scoring: the largest carpet"]
        assert "is not played out" in fields["End"]
        assert "2 or 3 colours, with 3 players 2" in said.footer.text
        newest = rules_embed(ENGLISH, None)
        assert "You score **one** carpet" in newest.fields[1].value
        assert newest.footer.text.startswith("These are the rules of new tables (rulings 4)")
    finally:
        await service.close()
