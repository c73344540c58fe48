"""Turn timers: deadlines stored in the database, applied by a clock the test moves."""

from __future__ import annotations

import logging
import random

import pytest
from sqlalchemy import event, select

from bot.service import (
    GameFinished,
    PlayedForPlayer,
    Reminder,
    RoundResolved,
    SeatDropped,
    TableService,
    TimerPolicy,
    errors,
)
from bot.storage.models import DeadlineRow
from engine import get_game
from tests.bot.conftest import ANN, BOB, CAT, play_human_turns, start_table

GAME = get_game("splito")


def pick(table, seat: int) -> dict:
    return GAME.action_to_json(GAME.legal_actions(table.state, seat)[0])


async def test_no_timer_means_no_deadline(service):
    await start_table(service, [ANN, BOB])
    assert await service.play.next_deadline() is None


async def test_remind_policy_reminds_only_the_seats_still_waiting(service, clock):
    table = await start_table(
        service, [ANN, BOB, CAT], options={"timer": {"policy": "remind", "minutes": 2}}
    )
    start = clock.now
    assert await service.play.next_deadline() == start + 120
    table, _ = await service.play.act_json(table.id, ANN.user_id, pick(table, 0))
    assert await service.play.fire_due(start + 119) == []
    fired = await service.play.fire_due(start + 120)
    assert sorted((type(e), e.seat, e.user_id) for e in fired) == [
        (Reminder, 1, BOB.user_id),
        (Reminder, 2, CAT.user_id),
    ]
    assert all(e.minutes_left is None for e in fired)
    assert await service.play.next_deadline() is None  # one reminder per round, not a nag
    assert (await service.get(table.id)).version == table.version


async def test_deadlines_are_rearmed_for_the_next_round(service, clock):
    table = await start_table(
        service, [ANN, BOB], options={"timer": {"policy": "remind", "minutes": 1}}
    )
    clock.advance(30)
    table, _ = await service.play.act_json(table.id, ANN.user_id, pick(table, 0))
    table, _ = await service.play.act_json(table.id, BOB.user_id, pick(table, 1))
    assert table.round == 2
    assert await service.play.next_deadline() == clock.now + 60


async def test_autoplay_reminds_at_half_time_then_plays_for_the_seat(service, clock, events):
    table = await start_table(
        service, [ANN, BOB], options={"timer": {"policy": "autoplay", "minutes": 4}}
    )
    table, _ = await service.play.act_json(table.id, ANN.user_id, pick(table, 0))
    half = await service.play.fire_due(clock.advance(120))
    assert [(type(e), e.seat, e.minutes_left) for e in half] == [(Reminder, 1, 2.0)]
    fired = await service.play.fire_due(clock.advance(120))
    kinds = [type(e) for e in fired]
    assert kinds[0] is PlayedForPlayer and fired[0].seat == 1 and fired[0].user_id == BOB.user_id
    assert RoundResolved in kinds
    table = await service.get(table.id)
    assert table.round == 2
    log = await service.core.moves(table.id)
    assert [(row.seat, row.source) for row, _ in log] == [(0, "player"), (1, "timer")]
    # Listeners saw the same events.
    assert [e for e in events if isinstance(e, PlayedForPlayer)] == [fired[0]]


async def test_deadlines_survive_a_restart(service, engine, clock):
    table = await start_table(
        service, [ANN, BOB], options={"timer": {"policy": "autoplay", "minutes": 2}}
    )
    table, _ = await service.play.act_json(table.id, BOB.user_id, pick(table, 1))
    restarted = TableService(engine, clock=clock)
    assert await restarted.core.recover() == []
    assert await restarted.play.next_deadline() is not None
    fired = await restarted.play.fire_due(clock.advance(121))
    assert any(isinstance(e, PlayedForPlayer) and e.seat == 0 for e in fired)
    assert (await restarted.get(table.id)).round == 2


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_deadline_of_a_seat_that_already_acted_does_nothing(service, clock):
    table = await start_table(
        service, [ANN, BOB], options={"timer": {"policy": "remind", "minutes": 1}}
    )
    due = await service.play.next_deadline()
    table, _ = await service.play.act_json(table.id, ANN.user_id, pick(table, 0))
    fired = await service.play.fire_due(due)
    assert [e.seat for e in fired] == [1]


async def test_a_cancelled_game_drops_its_deadlines(service, clock):
    table = await start_table(
        service, [ANN, BOB], options={"timer": {"policy": "remind", "minutes": 1}}
    )
    await service.lobbies.cancel(table.id, ANN.user_id)
    assert await service.play.next_deadline() is None
    assert await service.play.fire_due(clock.advance(600)) == []


async def deadline_rows(engine) -> list[tuple]:
    async with engine.connect() as conn:
        rows = await conn.execute(
            select(
                DeadlineRow.id,
                DeadlineRow.seat,
                DeadlineRow.round,
                DeadlineRow.kind,
                DeadlineRow.due_at,
            ).order_by(DeadlineRow.id)
        )
        return [tuple(row) for row in rows]


async def test_a_changed_pick_leaves_the_deadlines_as_they_are(service, engine, clock):
    """Changing a pick changes nobody's wait: no deadline is rewritten or moved. A pick that
    does change who is waited for drops that seat's deadlines and keeps the others'."""
    table = await start_table(
        service, [ANN, BOB, CAT], options={"timer": {"policy": "autoplay", "minutes": 4}}
    )
    table, _ = await service.play.act_json(table.id, ANN.user_id, pick(table, 0))
    kept = await deadline_rows(engine)
    assert sorted({(seat, kind) for _, seat, _, kind, _ in kept}) == [
        (1, "autoplay"),
        (1, "remind"),
        (2, "autoplay"),
        (2, "remind"),
    ]
    statements: list[str] = []

    def seen(conn, cursor, statement, *args) -> None:
        if "deadlines" in statement:
            statements.append(statement.split()[0])

    event.listen(service.writer._sync, "before_cursor_execute", seen)
    clock.advance(60)
    other = GAME.action_to_json(GAME.legal_actions(table.state, 0)[-1])
    table, _ = await service.play.act_json(table.id, ANN.user_id, other)
    assert await deadline_rows(engine) == kept
    assert statements == []  # not even read
    table, _ = await service.play.act_json(table.id, BOB.user_id, pick(table, 1))
    assert await deadline_rows(engine) == [row for row in kept if row[1] == 2]
    assert statements == ["DELETE"]  # Bob's rows go; nobody new waits, so nothing is armed


async def miss_a_round(service, clock, table, *, bob_plays: bool = False):
    """Ann picks; Bob picks too, or lets the timer play for him. The table after the round."""
    table, _ = await service.play.act_json(table.id, ANN.user_id, pick(table, 0))
    if bob_plays:
        table, _ = await service.play.act_json(table.id, BOB.user_id, pick(table, 1))
        return table, []
    fired = await service.play.fire_due(clock.advance(120))
    fired += await service.play.fire_due(clock.advance(120))
    return await service.get(table.id), fired


async def test_drop_gives_the_seat_to_the_ai_after_its_misses_in_a_row(service, clock):
    """Under ``drop`` with 3 misses: 2 in a row leave Bob his seat, a pick of his own starts
    the count again, and the 3rd in a row hands his seat to the AI, which then plays it at
    once, with no deadline for it any more."""
    table = await start_table(
        service, [ANN, BOB], options={"timer": {"policy": "drop", "minutes": 4, "misses": 3}}
    )
    for _ in range(2):
        table, fired = await miss_a_round(service, clock, table)
        assert PlayedForPlayer in {type(e) for e in fired}
        assert SeatDropped not in {type(e) for e in fired}
    table, _ = await miss_a_round(service, clock, table, bob_plays=True)
    for _ in range(2):
        table, fired = await miss_a_round(service, clock, table)
        assert SeatDropped not in {type(e) for e in fired} and not table.seat_at(1).is_ai
    table, fired = await miss_a_round(service, clock, table)
    (dropped,) = [e for e in fired if isinstance(e, SeatDropped)]
    assert (dropped.seat, dropped.user_id, dropped.misses) == (1, BOB.user_id, 3)
    table = await service.get(table.id)
    assert table.seat_at(1).is_ai
    before = table.round
    table, _ = await service.play.act_json(table.id, ANN.user_id, pick(table, 0))
    assert table.round == before + 1  # the AI played Bob's seat with Ann's pick
    assert await service.play.next_deadline() == clock.now + 120  # Ann's reminder
    async with service.engine.connect() as conn:
        seats = set((await conn.execute(select(DeadlineRow.seat))).scalars())
    assert seats == {0}


@pytest.mark.parametrize("misses", [0, 11, "3", True, 2.5])
async def test_drop_refuses_misses_that_are_not_1_to_10(service, misses):
    with pytest.raises(errors.BadOptions):
        await service.lobbies.create_lobby(
            "splito", ANN, options={"timer": {"policy": "drop", "minutes": 4, "misses": misses}}
        )


async def test_drop_misses_three_unless_told():
    policy = TimerPolicy.from_options({"policy": "drop", "minutes": 4})
    assert (policy.misses, policy.plays_for_late_seats) == (3, True)
    assert TimerPolicy.from_options(policy.to_options()) == policy


async def test_a_seat_reminded_is_not_reminded_again_when_another_plays(service, clock):
    """One reminder per round: Cat's fired, and Bob's pick (the wait shrinks) arms no new one."""
    table = await start_table(
        service, [ANN, BOB, CAT], options={"timer": {"policy": "remind", "minutes": 2}}
    )
    table, _ = await service.play.act_json(table.id, ANN.user_id, pick(table, 0))
    assert len(await service.play.fire_due(clock.now + 120)) == 2  # Bob and Cat reminded
    clock.advance(130)
    table, _ = await service.play.act_json(table.id, BOB.user_id, pick(table, 1))
    assert await service.play.next_deadline() is None
    table, _ = await service.play.act_json(table.id, CAT.user_id, pick(table, 2))
    assert table.round == 2
    assert await service.play.next_deadline() == clock.now + 120  # a new round: reminders again


async def test_two_firings_of_one_deadline_leave_the_next_round_s_deadlines_alone(
    service, engine, clock
):
    """The timers' tick and the waker (or two processes) read the same due autoplay: one
    applies it and arms the next round; the other, finding it gone, must not delete a new
    deadline that took the freed row id (SQLite reuses the highest id)."""
    table = await start_table(
        service, [ANN, BOB], options={"timer": {"policy": "autoplay", "minutes": 1}}
    )
    table, _ = await service.play.act_json(table.id, ANN.user_id, pick(table, 0))
    clock.advance(30)
    await service.play.fire_due()  # Bob's reminder
    clock.advance(30)
    async with engine.connect() as conn:  # what the second firing read, as fire_due reads it
        read = (await conn.execute(select(DeadlineRow).where(DeadlineRow.due_at <= clock()))).all()
    assert [(row.seat, row.round, row.kind) for row in read] == [(1, 1, "autoplay")]
    await service.play.fire_due()  # the first firing applies it: round 2, new deadlines
    for row in read:
        assert await service.play._fire(row) == []  # the second finds it gone
    table = await service.get(table.id)
    assert table.round == 2
    armed = sorted((seat, round, kind) for _, seat, round, kind, _ in await deadline_rows(engine))
    assert armed == [
        (0, 2, "autoplay"),
        (0, 2, "remind"),
        (1, 2, "autoplay"),
        (1, 2, "remind"),
    ]


@pytest.mark.parametrize("game", ["splito", "splitter"])
async def test_a_person_beside_ai_seats_that_pick_at_once_has_a_timer_from_the_deal(
    service, clock, game
):
    """At the deal of a simultaneous game the AI seats pick at once, in the start's own
    commit: the people still waited for get their deadlines all the same."""
    table = await service.lobbies.create_lobby(
        game, ANN, options={"timer": {"policy": "autoplay", "minutes": 2}}, ai_seats=2
    )
    table = await service.lobbies.join(table.id, BOB)
    table, _ = await service.lobbies.start(table.id, ANN.user_id)
    assert sorted(get_game(game).waiting_for(table.state)) == [0, 3]  # the AIs have picked
    async with service.engine.connect() as conn:
        rows = await conn.execute(select(DeadlineRow.seat, DeadlineRow.kind, DeadlineRow.due_at))
        armed = sorted(rows)
    assert armed == [
        (0, "autoplay", clock.now + 120),
        (0, "remind", clock.now + 60),
        (3, "autoplay", clock.now + 120),
        (3, "remind", clock.now + 60),
    ]


async def test_a_drop_whose_own_move_ends_the_game_ends_it_quietly(service, clock, caplog):
    """Bob misses the last round under ``drop`` with one miss: the timer's move for him ends
    the game, and there is no seat left to hand to the AI (nor a traceback to log)."""
    table = await start_table(
        service, [ANN, BOB], options={"timer": {"policy": "drop", "minutes": 4, "misses": 1}}
    )
    last = 26  # a two-player Splito deal lasts 26 rounds
    table = await play_human_turns(service, table, random.Random(3), until_round=last)
    assert table.round == last and table.status == "running"
    table, _ = await service.play.act_json(table.id, ANN.user_id, pick(table, 0))
    with caplog.at_level(logging.ERROR):
        fired = await service.play.fire_due(clock.advance(240))
    assert [type(e) for e in fired if isinstance(e, (GameFinished, SeatDropped))] == [GameFinished]
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []
    assert (await service.get(table.id)).status == "finished"
