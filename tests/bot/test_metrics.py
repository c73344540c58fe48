"""The figures the metrics endpoint serves, counted where they happen: actions accepted and
refused by reason, deadline lag, tables by status, worker pools, interactions answered."""

from __future__ import annotations

import pytest
from prometheus_client import REGISTRY

from bot.lanes import Pool
from bot.metrics import MOST_WAITING, InteractionClock, route_of
from bot.service import errors
from engine import get_game
from tests.bot.conftest import ANN, BOB, CAT, start_table

GAME = get_game("splito")


def value(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def pick(table, seat: int) -> dict:
    return GAME.action_to_json(GAME.legal_actions(table.state, seat)[0])


async def test_actions_are_counted_accepted_or_by_their_refusal(service):
    table = await start_table(service, [ANN, BOB])
    accepted = value("splitbot_actions_total", game="splito", outcome="accepted")
    stale = value("splitbot_actions_total", game="splito", outcome="refusal-stale-round")
    await service.play.act_json(table.id, ANN.user_id, pick(table, 0), game="splito")
    with pytest.raises(errors.StaleRound):
        await service.play.act_json(table.id, BOB.user_id, pick(table, 1), round=table.round + 1)
    assert value("splitbot_actions_total", game="splito", outcome="accepted") == accepted + 1
    # Refused before the table is known, the transport's game names it ("unknown" without one).
    assert value("splitbot_actions_total", game="unknown", outcome="refusal-stale-round") >= 1
    assert value("splitbot_actions_total", game="splito", outcome="refusal-stale-round") == stale


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_late_deadline_is_measured_by_how_late(service, clock):
    table = await start_table(
        service, [ANN, BOB, CAT], options={"timer": {"policy": "remind", "minutes": 2}}
    )
    await service.play.act_json(table.id, ANN.user_id, pick(table, 0))
    count = value("splitbot_deadline_lag_seconds_count")
    total = value("splitbot_deadline_lag_seconds_sum")
    due = await service.play.next_deadline()
    await service.play.fire_due(due + 7)
    assert value("splitbot_deadline_lag_seconds_count") == count + 2  # two seats reminded
    assert value("splitbot_deadline_lag_seconds_sum") == pytest.approx(total + 14)


async def test_tables_are_counted_by_status(service):
    assert await service.core.tables_by_status() == {}
    await start_table(service, [ANN, BOB])
    await service.lobbies.create_lobby("splito", CAT, guild_id=1, channel_id=777)
    assert await service.core.tables_by_status() == {"running": 1, "lobby": 1}


async def test_a_pool_times_its_jobs_and_counts_those_in_it():
    pool = Pool("metrics-test", workers=1)
    try:
        assert await pool.run(sum, [1, 2]) == 3
        assert value("splitbot_work_seconds_count", pool="metrics-test") == 1
        assert value("splitbot_work_queued", pool="metrics-test") == 0
        with pytest.raises(ZeroDivisionError):
            await pool.run(divmod, 1, 0)
        assert value("splitbot_work_seconds_count", pool="metrics-test") == 2
        assert value("splitbot_work_queued", pool="metrics-test") == 0  # failed jobs leave it
    finally:
        pool.close()


def test_an_interaction_is_timed_from_arrival_to_answer():
    now = [100.0]
    clock = InteractionClock(clock=lambda: now[0])
    before = value("splitbot_interaction_ack_seconds_count", shard="7", kind="component")
    total = value("splitbot_interaction_ack_seconds_sum", shard="7", kind="component")
    clock.arrived(1, "component", 7)
    now[0] = 100.25
    clock.answered(1)
    clock.answered(1)  # a second answer (an edit) is not a second acknowledgement
    clock.answered(2)  # nor is one whose arrival was not seen
    assert (
        value("splitbot_interaction_ack_seconds_count", shard="7", kind="component") == before + 1
    )
    assert value("splitbot_interaction_ack_seconds_sum", shard="7", kind="component") == (
        pytest.approx(total + 0.25)
    )


def test_interactions_never_answered_are_let_go_past_a_bound():
    clock = InteractionClock()
    forgotten = value("splitbot_interactions_unanswered_total")
    for interaction_id in range(MOST_WAITING + 3):
        clock.arrived(interaction_id, "command", 0)
    assert value("splitbot_interactions_unanswered_total") == forgotten + 3
    assert len(clock._waiting) == MOST_WAITING


@pytest.mark.parametrize(
    ("method", "path", "route"),
    [
        ("POST", "/api/v10/channels/123456/messages", "POST /channels/:id/messages"),
        ("PUT", "/api/v10/applications/1000/commands", "PUT /applications/:id/commands"),
        (
            "PATCH",
            "/api/v10/webhooks/1000/" + "t" * 60 + "/messages/@original",
            "PATCH /webhooks/:id/:id/messages/@original",
        ),
    ],
)
def test_a_route_leaves_out_ids_and_tokens(method, path, route):
    assert route_of(method, path) == route
