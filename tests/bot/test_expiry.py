"""Tables that end by themselves: a lobby nobody starts, a game nobody plays."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest
from sqlalchemy import make_url, select

from bot.service import ExpiryRules, TableExpired, TableService, errors
from bot.storage import connect, migrate
from bot.storage.models import DeadlineRow, TableRow
from tests.bot.conftest import ANN, BOB, play_human_turns, recorded, start_table
from tests.conftest import on_postgres

RULES = ExpiryRules(lobby_minutes=30, idle_hours=24)


async def stamps(engine, table_id: int) -> tuple[float, float]:
    """When the table was opened and last written (epoch seconds)."""
    async with engine.connect() as conn:
        created, updated = (
            await conn.execute(
                select(TableRow.created_at, TableRow.updated_at).where(TableRow.id == table_id)
            )
        ).one()
    return created.replace(tzinfo=UTC).timestamp(), updated.replace(tzinfo=UTC).timestamp()


@pytest.mark.parametrize(("minutes", "expires"), [(29.9, False), (30, False), (30.1, True)])
async def test_a_lobby_nobody_starts_closes_after_its_minutes(service, engine, minutes, expires):
    events = recorded(service)
    lobby = await service.lobbies.create_lobby("splito", ANN, guild_id=1, channel_id=9)
    opened, _ = await stamps(engine, lobby.id)
    expired = await service.expiry.expire(RULES, now=opened + minutes * 60)
    assert [e.table.id for e in expired] == ([lobby.id] if expires else [])
    assert (await service.get(lobby.id)).status == ("cancelled" if expires else "lobby")
    if expires:
        (event,) = [e for e in events if isinstance(e, TableExpired)]
        assert (event.why, event.after) == ("lobby", 30)
        await service.lobbies.create_lobby(
            "splito", BOB, guild_id=1, channel_id=9
        )  # the place is free


@pytest.mark.parametrize(("hours", "expires"), [(23.9, False), (24, False), (24.1, True)])
@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_game_nothing_happens_in_ends_after_its_hours(
    service, engine, clock, hours, expires
):
    table = await start_table(
        service, [ANN, BOB], options={"timer": {"policy": "remind", "minutes": 5}}
    )
    table = await play_human_turns(service, table, random.Random(1), until_round=3)
    _, touched = await stamps(engine, table.id)
    expired = await service.expiry.expire(RULES, now=touched + hours * 3600)
    assert [(e.table.id, e.why, e.after) for e in expired] == (
        [(table.id, "idle", 24)] if expires else []
    )
    after = await service.get(table.id)
    assert after.status == ("cancelled" if expires else "running")
    async with engine.connect() as conn:
        deadlines = (await conn.execute(select(DeadlineRow.id))).all()
    assert bool(deadlines) is not expires
    if expires:
        with pytest.raises(errors.Refusal):
            await service.play.act_json(table.id, ANN.user_id, {"card": "x", "side": "left"})
        fresh = TableService(engine, clock=clock)  # a restart loads no expired game
        await fresh.core.recover(verify=False)
        assert table.id not in fresh.core.live_tables
        await fresh.close()
    else:
        assert table.id in service.core.live_tables


async def test_a_finished_or_cancelled_table_never_expires(service, engine):
    table = await start_table(service, [ANN, BOB])
    await service.lobbies.cancel(table.id, ANN.user_id)
    finished = await play_human_turns(
        service, await start_table(service, [ANN, BOB], channel_id=556), random.Random(2)
    )
    assert finished.status == "finished"
    _, touched = await stamps(engine, finished.id)
    assert await service.expiry.expire(RULES, now=touched + 10 * 86400) == []


@pytest.mark.skipif(not on_postgres(), reason="a PostgreSQL server's own time zone")
async def test_table_times_mean_utc_whatever_the_server_s_time_zone(database_url, clock):
    """A server set to Tokyo time: times are still stored and compared as UTC, so a lobby
    still closes after its 30 minutes, not 9 hours early or late."""
    import psycopg

    url = make_url(database_url)
    admin = url.set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f"ALTER DATABASE \"{url.database}\" SET timezone TO 'Asia/Tokyo'")
    engine = connect(database_url)
    await migrate(engine)
    service = TableService(engine, clock=clock)
    try:
        lobby = await service.lobbies.create_lobby("splito", ANN, guild_id=1, channel_id=9)
        opened, _ = await stamps(engine, lobby.id)
        assert opened == pytest.approx(clock.now, abs=1e-3)
        assert await service.expiry.expire(RULES, now=clock.now + 29 * 60) == []
        assert len(await service.expiry.expire(RULES, now=clock.now + 31 * 60)) == 1
    finally:
        await service.close()
        await engine.dispose()


async def test_a_server_s_own_times_hold_for_its_tables_only(service, engine):
    await service.servers.choose_server_defaults(1, lobby_minutes=10)
    ours = await service.lobbies.create_lobby("splito", ANN, guild_id=1, channel_id=9)
    theirs = await service.lobbies.create_lobby("splito", BOB, guild_id=2, channel_id=10)
    opened, _ = await stamps(engine, ours.id)
    expired = await service.expiry.expire(RULES, now=opened + 11 * 60)
    assert [(e.table.id, e.after) for e in expired] == [(ours.id, 10)]
    assert (await service.get(theirs.id)).status == "lobby"
    await service.servers.choose_server_defaults(1, lobby_minutes=None)  # back to the default
    assert (await service.servers.server_defaults(1)).lobby_minutes is None


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"lobby_minutes": 0.5}, "settings-lobby-minutes-range"),
        ({"lobby_minutes": 10081}, "settings-lobby-minutes-range"),
        ({"idle_hours": 0}, "settings-idle-hours-range"),
        ({"idle_hours": 721}, "settings-idle-hours-range"),
        ({"timer": {"policy": "nag", "minutes": 3}}, "timer-policy"),
    ],
)
async def test_server_defaults_out_of_range_are_refused_and_change_nothing(
    service, changes, message
):
    await service.servers.choose_server_defaults(1, idle_hours=48, threads=False)
    with pytest.raises(errors.BadOptions) as refused:
        await service.servers.choose_server_defaults(1, **changes)
    assert refused.value.message.key == message
    kept = await service.servers.server_defaults(1)
    assert (kept.lobby_minutes, kept.idle_hours, kept.threads, kept.timer) == (
        None,
        48,
        False,
        None,
    )


async def test_the_boundaries_of_a_server_s_times_are_accepted(service):
    chosen = await service.servers.choose_server_defaults(
        1, lobby_minutes=1, idle_hours=720, timer={"policy": "drop", "minutes": 2}
    )
    assert (chosen.lobby_minutes, chosen.idle_hours) == (1, 720)
    assert chosen.timer is not None and (chosen.timer.policy, chosen.timer.misses) == ("drop", 3)
    assert chosen.expiry(RULES) == ExpiryRules(lobby_minutes=1, idle_hours=720)


async def test_a_lobby_started_while_it_was_found_due_keeps_its_game(service, engine):
    """The sweep read the lobby as due, then its host pressed Start: the re-check under the
    row's lock sees a running game, and neither closes the lobby nor ends the game."""
    lobby = await service.lobbies.create_lobby("splito", ANN, guild_id=1, channel_id=9)
    await service.lobbies.join(lobby.id, BOB)
    opened, _ = await stamps(engine, lobby.id)
    await service.lobbies.start(lobby.id, ANN.user_id)
    late = datetime.fromtimestamp(opened + 31 * 60, UTC)
    assert await service.expiry._expire_lobby(lobby.id, late) is False
    assert (await service.get(lobby.id)).status == "running"
