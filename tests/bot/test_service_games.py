"""Whole Splito games through the table service on a real SQLite file, restarts included."""

from __future__ import annotations

import random
from typing import Any

import pytest
from sqlalchemy import func, select

from bot.discordbot.splitit import live as splitit_live
from bot.discordbot.splitit import words as splitit_ui
from bot.i18n import ENGLISH
from bot.service import GameFinished, RoundResolved, TableService, errors
from bot.storage import connect
from bot.storage.db import sqlite_url
from bot.storage.models import ActionRow, ResultRow, TableRow
from bot.storage.results import leaderboard
from engine import Move, get_game
from engine.ai import choose
from render.serendipity import render_board
from tests.bot.conftest import play_human_turns, players, start_table

GAME = get_game("splito")


async def replayed_state(service: TableService, table_id: int, game: Any = GAME) -> Any:
    table = await service.get(table_id)
    moves = [Move(row.seat, action) for row, action in await service.core.moves(table_id)]
    async with service.engine.connect() as conn:
        seed = await conn.scalar(select(TableRow.seed).where(TableRow.id == table_id))
    return game.replay(table.config, seed, moves)


@pytest.mark.parametrize(("people", "ais"), [(3, 0), (5, 0), (8, 0), (2, 0), (2, 3)])
@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_whole_game_through_the_service(service, events, people, ais):
    table = await start_table(service, players(people), ai_seats=ais, seed=people * 11 + ais)
    table = await play_human_turns(service, table, random.Random(people))
    assert table.status == "finished"
    config = table.config
    assert table.round == config.rounds + 1
    assert table.version == config.rounds * (people + ais)
    # The log replays to the stored snapshot.
    assert await replayed_state(service, table.id) == table.state
    stored = await service.get(table.id)
    assert GAME.state_to_json(stored.state) == GAME.state_to_json(table.state)
    # Every round was announced once; the finish once, with the engine's result.
    resolved = [e.round for e in events if isinstance(e, RoundResolved)]
    assert resolved == list(range(1, config.rounds + 1))
    (finished,) = [e for e in events if isinstance(e, GameFinished)]
    assert finished.result == GAME.result(table.state)
    async with service.engine.connect() as conn:
        results = (await conn.execute(select(ResultRow).order_by(ResultRow.seat))).all()
    assert [r.score for r in results] == [p.score for p in finished.result.players]
    assert sum(r.won for r in results) == len(finished.result.winners)


async def test_ai_seats_play_at_once_and_are_marked_in_the_log(service):
    table = await start_table(service, players(1), ai_seats=2)
    # Both AIs picked as soon as the game started; only the person is awaited.
    assert GAME.waiting_for(table.state) == {0}
    log = await service.core.moves(table.id)
    assert [(row.seat, row.source) for row, _ in log] == [(1, "ai"), (2, "ai")]


@pytest.mark.sqlite_only  # a database file per restart point
async def test_restart_mid_game_finishes_identically(db_path, clock):
    async def play(restart_at: int | None) -> dict[str, Any]:
        path = db_path.with_name(f"restart-{restart_at}.db")
        engine = connect(sqlite_url(path))
        from bot.storage import migrate

        await migrate(engine)
        service = TableService(engine, clock=clock)
        table = await start_table(service, players(4), ai_seats=1, seed=99)
        rng = random.Random(5)
        if restart_at is not None:
            table = await play_human_turns(service, table, rng, until_round=restart_at)
            # Half-way through a round: one pick made, then the process "dies".
            seat = sorted(GAME.waiting_for(table.state))[0]
            pick = rng.choice(GAME.legal_actions(table.state, seat))
            table, _ = await service.play.act_json(
                table.id, table.seat_at(seat).user_id, GAME.action_to_json(pick)
            )
            await engine.dispose()
            engine = connect(sqlite_url(path))
            service = TableService(engine, clock=clock)
            assert await service.core.recover() == []
            table = await service.get(table.id)
            humans = {s.position for s in table.seats if not s.is_ai}
            assert GAME.waiting_for(table.state) == humans - {seat}
        table = await play_human_turns(service, table, rng)
        snapshot = GAME.state_to_json(table.state)
        await engine.dispose()
        return snapshot

    assert await play(restart_at=6) == await play(restart_at=None)


async def test_recovery_freezes_a_table_whose_log_does_not_replay(service, engine, clock):
    table = await start_table(service, players(3))
    table = await play_human_turns(service, table, random.Random(1), until_round=3)
    async with engine.begin() as conn:
        await conn.execute(
            ActionRow.__table__.delete().where(
                ActionRow.table_id == table.id,
                ActionRow.seq == select(func.max(ActionRow.seq)).scalar_subquery(),
            )
        )
    fresh = TableService(engine, clock=clock)
    assert await fresh.core.recover() == [table.id]
    assert (await fresh.get(table.id)).status == "frozen"
    from bot.service import errors

    with pytest.raises(errors.TableFrozen):
        await fresh.play.act_json(table.id, 100, {"card": "blue-1-1", "side": "left"})


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_player_leaving_mid_game_is_replaced_by_an_ai(service, events):
    people = players(3)
    table = await start_table(service, people)
    table, _ = await service.lobbies.leave(table.id, people[2].user_id)
    assert table.seat_at(2).is_ai
    # The AI picked for the seat at once.
    assert GAME.waiting_for(table.state) == {0, 1}
    table = await play_human_turns(service, table, random.Random(2))
    assert table.status == "finished"


async def test_leaderboard_and_history(service, engine):
    people = players(3)
    for seed in range(3):
        table = await start_table(service, people, seed=seed, channel_id=900 + seed)
        await play_human_turns(service, table, random.Random(seed))
    board = await leaderboard(engine, 1)
    assert {row.user_id for row in board} == {p.user_id for p in people}
    assert all(row.games == 3 for row in board)
    assert sum(row.wins for row in board) >= 3
    assert board == sorted(board, key=lambda r: (-r.wins, -r.average, r.user_id))
    assert await leaderboard(engine, 2) == []
    from bot.storage.results import history

    mine = await history(engine, 1, people[0].user_id)
    assert len(mine) == 3 and all(h.game == "splito" for h in mine)


async def test_a_table_loaded_without_the_replay_check_is_checked_before_its_first_action(
    service, engine, clock
):
    table = await start_table(service, players(3))
    table = await play_human_turns(service, table, random.Random(1), until_round=2)
    async with engine.begin() as conn:  # the saved state no longer matches the log
        await conn.execute(
            TableRow.__table__.update().where(TableRow.id == table.id).values(round=2, version=99)
        )
    fresh = TableService(engine, clock=clock)
    try:
        assert await fresh.core.recover(verify=False) == []
        from bot.service import errors

        with pytest.raises(errors.TableFrozen, match="paused"):
            await fresh.play.act_json(table.id, 100, {"card": "blue-1-1", "side": "left"})
        assert (await fresh.get(table.id)).status == "frozen"
    finally:
        await fresh.close()


async def test_a_sound_table_passes_the_deferred_replay_check(service, engine, clock):
    table = await start_table(service, players(3))
    table = await play_human_turns(service, table, random.Random(1), until_round=3)
    fresh = TableService(engine, clock=clock)
    try:
        await fresh.core.recover(verify=False)
        assert await fresh.core.verify_all() == []
        table = await play_human_turns(fresh, await fresh.get(table.id), random.Random(2))
        assert table.status == "finished"
    finally:
        await fresh.close()


async def test_tables_started_alike_share_their_config_and_the_others_keep_their_own(
    service, engine, clock
):
    alike = [await start_table(service, players(3), channel_id=810 + n) for n in range(2)]
    bigger = await start_table(service, players(4), channel_id=812)
    fresh = TableService(engine, clock=clock)
    try:
        assert await fresh.core.recover(verify=False) == []
        first, second, other = [await fresh.get(t.id) for t in (*alike, bigger)]
        assert first.config is second.config and first.config == alike[0].config
        assert other.config == bigger.config and other.config.players == 4
        assert [len(t.state.hands) for t in (first, other)] == [3, 4]
    finally:
        await fresh.close()


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_whole_split_it_game_through_the_service(service, events):
    host = players(1)[0]
    table = await service.lobbies.create_lobby("splitit", host, channel_id=31, ai_seats=2, seed=5)
    table, _ = await service.lobbies.start(table.id, host.user_id)
    game = get_game("splitit")
    rng = random.Random(5)
    batches = []
    while table.status == "running":
        assert game.waiting_for(table.state) & {0}, "AI seats never keep the table waiting"
        action = rng.choice(game.legal_actions(table.state, 0))
        table, batch = await service.play.act_json(
            table.id, host.user_id, game.action_to_json(action), round=table.round
        )
        batches.append(batch)
    # Each step that ended comes with the public views as it ended and after it.
    steps = [e for batch in batches for e in batch if isinstance(e, RoundResolved)]
    assert [e.round for e in steps] == [e.closing.turn for e in steps]
    assert [e.opening.turn for e in steps[:-1]] == [e.round for e in steps[1:]]
    assert all(e.closing.my_bet is None and e.opening.my_bet is None for e in steps)
    # When the AI seats play several reveals in one batch, the channel is told each of them:
    # on the round's live board, or in the summaries of the rounds that ended.
    names = ["Player 0", "AI 1", "AI 2"]
    memory: dict[str, Any] = {}
    several = 0
    for batch in batches:
        resolved = [e for e in batch if isinstance(e, RoundResolved)]
        reveals = [e.opening.last_reveal for e in resolved if e.closing.phase == "bet"]
        several += len(reveals) >= 2
        turn = splitit_live.live_update(batch[-1].table, resolved, memory)
        told = "\n".join([turn.post.content, *turn.ended])
        for reveal in reveals:
            assert splitit_ui.reveal_text(ENGLISH, reveal, names) in told
    assert several, "this seed has a batch in which AI seats reveal twice"
    assert table.state.deck == () and table.state.round == 10
    moves = [Move(row.seat, action) for row, action in await service.core.moves(table.id)]
    async with service.engine.connect() as conn:
        seed = await conn.scalar(select(TableRow.seed).where(TableRow.id == table.id))
    assert game.replay(table.config, seed, moves) == table.state
    assert any(isinstance(e, GameFinished) for e in events)


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_serendipity_lobby_colour_picks_and_a_whole_game(service, engine, clock):
    ann, bob, cat = players(3)
    table = await service.lobbies.create_lobby(
        "serendipity", ann, channel_id=41, options={"colours_with_two": 3}, seed=3
    )
    for person in (bob, cat):
        table = await service.lobbies.join(table.id, person)
    table = await service.lobbies.choose_for_seat(table.id, ann.user_id, ["violet", "blue"])
    table = await service.lobbies.choose_for_seat(table.id, cat.user_id, ["red"])
    # A clash is refused and changes nothing; so is a pick from someone not seated.
    with pytest.raises(errors.BadOptions, match="blue is taken by seat 1"):
        await service.lobbies.choose_for_seat(table.id, bob.user_id, ["blue"])
    with pytest.raises(errors.NotSeated):
        await service.lobbies.choose_for_seat(table.id, 999, ["green"])
    assert await service.get(table.id) == table
    # Cat changes her mind; her old pick is free again.
    table = await service.lobbies.choose_for_seat(table.id, cat.user_id, ["green"])
    table = await service.lobbies.choose_for_seat(table.id, bob.user_id, ["red"])
    table, _ = await service.lobbies.start(table.id, ann.user_id)
    # Three players take two colours each: picks first (rainbow order), then what is free.
    assert table.config.colours == (("blue", "violet"), ("red", "orange"), ("green", "yellow"))
    game = get_game("serendipity")
    rng = random.Random(3)
    while table.status == "running":
        (seat,) = game.to_act(table.state)
        action = choose(game, table.state, seat, "greedy", rng)
        user = table.seat_at(seat).user_id
        table, _ = await service.play.act_json(
            table.id, user, game.action_to_json(action), round=table.round
        )
    assert table.status == "finished"
    assert await replayed_state(service, table.id, game) == table.state


async def test_serendipity_ai_turns_before_the_first_board_are_each_summarised(service, events):
    from bot.discordbot.boards import Batch
    from bot.discordbot.serendipity import UI

    game = get_game("serendipity")
    # A seed where an AI seat plays first, so the first batch holds whole AI turns.
    seed = next(s for s in range(50) if game.new_game(game.make_config(3), s).current == 1)
    host = players(1)[0]
    table = await service.lobbies.create_lobby(
        "serendipity", host, channel_id=43, ai_seats=2, seed=seed
    )
    table, batch = await service.lobbies.start(table.id, host.user_id)
    assert table.state.current == 0
    rounds = [e for e in batch if isinstance(e, RoundResolved)]
    update = UI.boards.update(table, Batch(rounds=rounds, started=True))
    assert update is not None and update.post is not None
    seats = [row.seat for row, _ in await service.core.moves(table.id)]
    turns = [seat for i, seat in enumerate(seats) if i == 0 or seats[i - 1] != seat]
    assert turns == [1, 2]  # AI 1 and AI 2 (seats 1 and 2), one turn each
    # Listed on the live board among the last moves (no message of their own).
    assert update.retired is None and not update.notes
    lines = [line for line in update.post.content.splitlines() if line.startswith("› ")]
    assert [line.split("**")[1] for line in lines] == ["AI 1", "AI 2"]
    # Each tile the AI seats turned back is drawn on the new board (and only there).
    flashes = [r.opening.flash for r in rounds if r.opening.flash is not None]
    assert len(flashes) == 2, "this seed has both AI turns end on a tile turned back"
    view = get_game("serendipity").view(table.state, None)
    (name, image), *_ = update.post.files
    assert name == f"serendipity-{table.id}.png"
    assert image != render_board(view, ["Player 0", "AI 1", "AI 2"], ENGLISH)
    assert image == render_board(view, ["Player 0", "AI 1", "AI 2"], ENGLISH, seen=flashes[:1])


async def test_tables_carry_their_public_view_made_once_per_state(service, events):
    game = get_game("splito")
    ann, bob = players(2)
    table = await start_table(service, [ann, bob])
    assert table.public == game.view(table.state, None)
    assert (await service.get(table.id)).public is table.public  # made once for this state
    assert table.view_for(0) == game.view(table.state, 0) and table.to_act == {0, 1}
    events.clear()
    for seat, person in enumerate([ann, bob]):
        card = game.view(table.state, seat).hand[0]
        await service.play.act_json(table.id, person.user_id, {"card": card, "side": "left"})
    after = await service.get(table.id)
    (resolved,) = [e for e in events if isinstance(e, RoundResolved)]
    assert resolved.closing.picked == {0}  # as the round ended: Ann had picked
    assert resolved.opening is after.public  # the round's view is the table's: made once
    assert after.public == game.view(after.state, None)
