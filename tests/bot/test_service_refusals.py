"""Every way the service says no: a clear, typed refusal that changes nothing."""

from __future__ import annotations

import asyncio
import json

import pytest
from sqlalchemy import update

from bot.service import Player, TableCancelled, TableService, errors
from bot.storage.models import TableRow
from engine import get_game
from tests.bot.conftest import ANN, BOB, CAT, players, start_table

GAME = get_game("splito")
STRANGER = Player(999, "Stranger")


async def unchanged(service: TableService, table_id: int):
    """The table's JSON picture, to check a refusal left it exactly as it was."""
    table = await service.get(table_id)
    state = GAME.state_to_json(table.state) if table.state is not None else None
    return (table.status, table.version, table.seats, table.host_id, json.dumps(state))


def first_pick(table, seat: int) -> dict:
    return GAME.action_to_json(GAME.legal_actions(table.state, seat)[0])


async def test_unknown_table(service):
    with pytest.raises(errors.UnknownTable, match="There is no game #404"):
        await service.get(404)
    with pytest.raises(errors.UnknownTable):
        await service.lobbies.join(404, ANN)
    with pytest.raises(errors.UnknownTable):
        await service.play.act_json(404, ANN.user_id, {"card": "x", "side": "left"})


@pytest.mark.parametrize("table_id", [0, -1, 2**63 - 1, 2**63, 10**30])
async def test_a_table_id_no_database_can_hold_is_an_unknown_table(service, table_id):
    """A forged id, however large, is refused like any unknown one (not an overflow)."""
    operations = [
        service.get(table_id),
        service.lobbies.join(table_id, ANN),
        service.lobbies.leave(table_id, ANN.user_id),
        service.lobbies.cancel(table_id, ANN.user_id),
        service.lobbies.start(table_id, ANN.user_id),
        service.play.require_seat(table_id, ANN.user_id, round=1),
        service.play.act_json(table_id, ANN.user_id, {"card": "x", "side": "left"}, round=1),
        service.messages.set_messages(table_id, board=1),
        service.lobbies.choose_for_seat(table_id, ANN.user_id, ["red"]),
    ]
    for operation in operations:
        with pytest.raises(errors.UnknownTable, match=f"There is no game #{table_id}"):
            await operation


async def test_a_control_of_one_game_is_refused_on_another_games_table(service):
    table = await start_table(service, [ANN, BOB])
    with pytest.raises(errors.WrongGame, match="not for this game"):
        await service.play.require_seat(table.id, ANN.user_id, game="splitter")
    with pytest.raises(errors.WrongGame):
        await service.play.act_json(table.id, ANN.user_id, {"row": 0}, game="splitit")
    assert (await service.get(table.id)).version == 0


async def test_a_second_game_in_a_busy_channel_is_refused(service):
    table = await service.lobbies.create_lobby("splito", ANN, channel_id=42)
    with pytest.raises(errors.PlaceBusy, match=f"Splito game #{table.id} is already open here"):
        await service.lobbies.create_lobby("splito", BOB, channel_id=42)
    # Once the game moves to a thread, the channel is free again.
    await service.lobbies.join(table.id, BOB)
    await service.lobbies.join(table.id, CAT)
    await service.lobbies.start(table.id, ANN.user_id, thread_id=4242)
    other = await service.lobbies.create_lobby("splito", BOB, channel_id=42)
    assert (await service.find_open(42)).id == other.id
    assert (await service.find_open(4242)).id == table.id


@pytest.mark.parametrize(
    ("options", "ai_seats", "message"),
    [
        ({"promo42": "maybe"}, 0, "promo42 must be true or false"),
        ({"colour": "red"}, 0, "no option 'colour'"),
        ({"deck_file": "/nowhere/deck.json"}, 0, "cannot read the deck file"),
        ({"timer": {"policy": "nag"}}, 0, "The timer is off, remind, autoplay or drop"),
        (
            {"timer": {"policy": "remind", "minutes": 0}},
            0,
            "from 0.5 to 1440, not 0",
        ),
        (
            {"timer": {"policy": "remind", "minutes": "5"}},
            0,
            "from 0.5 to 1440, not '5'",
        ),
        ({"timer": "fast"}, 0, "timer is an object"),
        ({"hands": "pigeon"}, 0, "Hands cannot go 'pigeon': choose one of ephemeral, dm"),
        ({"hands": None}, 0, "Hands cannot go None"),
        ({}, 8, "AI seats must be from 0 to 7"),
    ],
)
async def test_bad_options_are_refused_before_a_lobby_exists(service, options, ai_seats, message):
    with pytest.raises(errors.BadOptions, match=message):
        await service.lobbies.create_lobby(
            "splito", ANN, channel_id=1, options=options, ai_seats=ai_seats
        )
    assert await service.find_open(1) is None


async def test_unknown_game_is_refused(service):
    with pytest.raises(errors.BadOptions, match="no game 'chess'"):
        await service.lobbies.create_lobby("chess", ANN, channel_id=1)


async def test_lobby_refusals(service):
    table = await service.lobbies.create_lobby("splito", ANN, channel_id=7)
    with pytest.raises(errors.AlreadySeated):
        await service.lobbies.join(table.id, ANN)
    with pytest.raises(errors.NotSeated):
        await service.lobbies.leave(table.id, STRANGER.user_id)
    with pytest.raises(errors.NotSeated):
        await service.lobbies.add_ai(table.id, STRANGER.user_id)
    with pytest.raises(errors.BadOptions, match="no AI seat to remove"):
        await service.lobbies.remove_ai(table.id, ANN.user_id)
    with pytest.raises(errors.BadOptions, match="AI policy is one of"):
        await service.lobbies.add_ai(table.id, ANN.user_id, policy="genius")
    with pytest.raises(errors.BadPlayerCount, match=r"Splito needs 2–8 players; there is 1\."):
        await service.lobbies.start(table.id, ANN.user_id)
    await service.lobbies.join(table.id, BOB)
    with pytest.raises(errors.NotHost, match="Only the host can start the game"):
        await service.lobbies.start(table.id, BOB.user_id)
    with pytest.raises(
        errors.NotHost, match="Only the host or a member with Manage Messages can cancel"
    ):
        await service.lobbies.cancel(table.id, BOB.user_id)
    with pytest.raises(errors.NotStarted):
        await service.play.act_json(table.id, ANN.user_id, {"card": "blue-1-1", "side": "left"})


async def test_a_full_table_refuses_one_more(service):
    table = await service.lobbies.create_lobby("splito", ANN, channel_id=7, ai_seats=7)
    with pytest.raises(errors.TableFull, match=r"full \(8 seats\)"):
        await service.lobbies.join(table.id, BOB)
    with pytest.raises(errors.TableFull):
        await service.lobbies.add_ai(table.id, ANN.user_id)
    table = await service.lobbies.remove_ai(table.id, ANN.user_id)
    table = await service.lobbies.join(table.id, BOB)
    assert [s.name for s in table.seats][-1] == "Bob"


async def test_the_host_leaving_hands_the_lobby_on_or_cancels_it(service):
    table = await service.lobbies.create_lobby("splito", ANN, channel_id=7, ai_seats=1)
    await service.lobbies.join(table.id, BOB)
    table, _ = await service.lobbies.leave(table.id, ANN.user_id)
    assert table.host_id == BOB.user_id and table.status == "lobby"
    table, _ = await service.lobbies.leave(table.id, BOB.user_id)
    assert table.status == "cancelled"


async def test_refusals_in_a_running_game_change_nothing(service):
    table = await start_table(service, [ANN, BOB, CAT])
    before = await unchanged(service, table.id)
    ann_hand = GAME.view(table.state, 0).hand
    bob_card = GAME.view(table.state, 1).hand[0]
    cases = [
        (STRANGER.user_id, first_pick(table, 0), None, errors.NotSeated, "not playing"),
        (
            ANN.user_id,
            {"card": bob_card, "side": "left"},
            None,
            errors.IllegalMove,
            "not in your hand",
        ),
        (ANN.user_id, {"card": "gold-9-9", "side": "left"}, None, errors.IllegalMove, "no card"),
        (
            ANN.user_id,
            {"card": ann_hand[0], "side": "up"},
            None,
            errors.IllegalMove,
            "a card and a side",
        ),
        (ANN.user_id, {"nonsense": True}, None, errors.IllegalMove, "a card and a side"),
        (
            ANN.user_id,
            first_pick(table, 0),
            0,
            errors.StaleRound,
            "from round 0; the game is in round 1",
        ),
    ]
    for user, action, round_seen, refusal, message in cases:
        with pytest.raises(refusal, match=message):
            await service.play.act_json(table.id, user, action, round=round_seen)
        assert await unchanged(service, table.id) == before
    with pytest.raises(errors.AlreadyStarted):
        await service.lobbies.join(table.id, STRANGER)
    with pytest.raises(errors.NotHost):
        await service.lobbies.cancel(table.id, BOB.user_id)


async def test_the_same_pick_twice_is_refused_a_changed_pick_is_not(service):
    table = await start_table(service, [ANN, BOB, CAT])
    hand = GAME.view(table.state, 0).hand
    table, _ = await service.play.act_json(table.id, ANN.user_id, {"card": hand[0], "side": "left"})
    version = table.version
    with pytest.raises(errors.AlreadyDone, match="You already chose that"):
        await service.play.act_json(table.id, ANN.user_id, {"card": hand[0], "side": "left"})
    table, _ = await service.play.act_json(
        table.id, ANN.user_id, {"card": hand[1], "side": "right"}
    )
    assert table.version == version + 1
    assert GAME.view(table.state, 0).my_pick.card == hand[1]


async def test_racing_identical_clicks_give_one_action_and_one_refusal(service):
    table = await start_table(service, [ANN, BOB, CAT])
    pick = first_pick(table, 1)
    outcomes = await asyncio.gather(
        service.play.act_json(table.id, BOB.user_id, pick, round=1),
        service.play.act_json(table.id, BOB.user_id, pick, round=1),
        return_exceptions=True,
    )
    accepted = [o for o in outcomes if not isinstance(o, Exception)]
    refused = [o for o in outcomes if isinstance(o, errors.Refusal)]
    assert len(accepted) == 1 and len(refused) == 1
    assert isinstance(refused[0], errors.AlreadyDone)
    assert len(await service.core.moves(table.id)) == 1


async def test_racing_last_picks_resolve_the_round_once(service):
    table = await start_table(service, [ANN, BOB])
    table, _ = await service.play.act_json(table.id, ANN.user_id, first_pick(table, 0), round=1)
    bob = first_pick(table, 1)
    outcomes = await asyncio.gather(
        *(service.play.act_json(table.id, BOB.user_id, bob, round=1) for _ in range(3)),
        return_exceptions=True,
    )
    assert sum(not isinstance(o, Exception) for o in outcomes) == 1
    assert all(isinstance(o, errors.StaleRound) for o in outcomes if isinstance(o, Exception))
    table = await service.get(table.id)
    assert table.round == 2 and table.version == 2


async def test_a_move_made_through_another_process_is_seen_not_refused(service, engine, clock):
    """Another process's service wrote the table after ours cached it: our next move is judged
    on the table as it is now, not refused as a conflict."""
    table = await start_table(service, [ANN, BOB, CAT])
    other = TableService(engine, clock=clock)
    try:
        await other.play.act_json(table.id, BOB.user_id, first_pick(table, 1))
    finally:
        await other.close()
    after, _ = await service.play.act_json(table.id, ANN.user_id, first_pick(table, 0))
    assert after.version == 2
    assert [row.seat for row, _ in await service.core.moves(table.id)] == [1, 0]
    # A refusal from the old copy would have been wrong: Bob's pick is now refused as his own.
    with pytest.raises(errors.AlreadyDone):
        await service.play.act_json(table.id, BOB.user_id, first_pick(table, 1))


async def test_a_version_without_its_log_freezes_the_table(service, engine):
    table = await start_table(service, [ANN, BOB, CAT])
    async with engine.begin() as conn:  # a write that bumped the version and logged nothing
        await conn.execute(
            update(TableRow).where(TableRow.id == table.id).values(version=TableRow.version + 1)
        )
    with pytest.raises(errors.TableFrozen):
        await service.play.act_json(table.id, ANN.user_id, first_pick(table, 0))
    assert (await service.core.moves(table.id)) == []
    assert (await service.get(table.id)).status == "frozen"


async def test_finished_and_cancelled_games_refuse_everything(service):
    table = await start_table(service, players(2), ai_seats=0)
    import random

    from tests.bot.conftest import play_human_turns

    table = await play_human_turns(service, table, random.Random(0))
    assert table.status == "finished"
    with pytest.raises(errors.GameOver, match="finished"):
        await service.play.act_json(table.id, 100, {"card": "blue-1-1", "side": "left"})
    with pytest.raises(errors.GameOver):
        await service.lobbies.cancel(table.id, 100)

    other = await start_table(service, [ANN, BOB], channel_id=77)
    cancelled = await service.lobbies.cancel(other.id, BOB.user_id, moderator=True)
    assert cancelled.status == "cancelled"
    with pytest.raises(errors.GameCancelled, match="cancelled"):
        await service.play.act_json(other.id, ANN.user_id, first_pick(other, 0))
    with pytest.raises(errors.GameCancelled):
        await service.lobbies.join(other.id, CAT)
    assert await service.find_open(77) is None


async def test_message_ids_and_meta_survive_a_restart(service, engine, clock):
    table = await start_table(service, [ANN, BOB])
    await service.messages.set_messages(table.id, lobby=11, board=22)
    await service.messages.set_messages(table.id, board=33)
    await service.messages.set_meta("commands", "abc")
    fresh = TableService(engine, clock=clock)
    try:
        await fresh.core.recover()
        again = await fresh.get(table.id)
        assert (again.lobby_message_id, again.board_message_id) == (11, 33)
        assert await fresh.messages.get_meta("commands") == "abc"
        assert await fresh.messages.get_meta("missing") is None
    finally:
        await fresh.close()


async def test_a_cancel_is_told_to_listeners_once_and_a_refused_one_not(service, events):
    lobby = await service.lobbies.create_lobby("splito", ANN, channel_id=7)
    with pytest.raises(errors.NotHost):
        await service.lobbies.cancel(lobby.id, BOB.user_id)
    assert events == []
    await service.lobbies.cancel(lobby.id, ANN.user_id)
    assert [type(e).__name__ for e in events] == ["TableCancelled"]
    assert events[0].table.status == "cancelled"

    events.clear()
    running = await service.lobbies.create_lobby("splito", ANN, channel_id=8)
    await service.lobbies.join(running.id, BOB)
    await service.lobbies.start(running.id, ANN.user_id)
    events.clear()
    await service.lobbies.cancel(running.id, BOB.user_id, moderator=True)
    (cancelled,) = events
    assert isinstance(cancelled, TableCancelled) and cancelled.table.status == "cancelled"
    with pytest.raises(errors.GameCancelled):
        await service.lobbies.cancel(running.id, ANN.user_id)
    assert len(events) == 1


async def test_shown_at_reads_where_a_table_is_shown_without_loading_it(service):
    table = await start_table(service, [ANN, BOB])
    await service.messages.set_messages(table.id, lobby=11, board=12)
    shown = await service.messages.shown_at(table.id)
    assert (shown.status, shown.lobby_message_id, shown.board_message_id) == ("running", 11, 12)
    await service.lobbies.cancel(table.id, ANN.user_id)
    assert (await service.messages.shown_at(table.id)).status == "cancelled"  # read from its row
    assert (await service.messages.shown_at(table.id)).board_message_id == 12
    with pytest.raises(errors.UnknownTable):
        await service.messages.shown_at(999)


@pytest.mark.parametrize("language", ["de", "EN", "", 3, None])
async def test_a_table_or_server_language_the_bot_does_not_speak_is_refused(service, language):
    host = players(1)[0]
    with pytest.raises(errors.BadOptions, match="choose one of en, fr, ru, ja"):
        await service.lobbies.create_lobby("splito", host, options={"language": language})
    if isinstance(language, str):
        with pytest.raises(errors.BadOptions, match="choose one of en, fr, ru, ja"):
            await service.servers.set_server_language(7, language)
    assert await service.servers.server_language(7) is None  # nothing was stored
    await service.servers.set_server_language(7, "ru")
    assert await service.servers.server_language(7) == "ru"
    await service.servers.set_server_language(7, None)
    assert await service.servers.server_language(7) is None


async def test_a_member_hosts_at_most_three_open_lobbies_in_a_server(service):
    """At the limit (n = 3) a fourth lobby is refused and changes nothing; another server, or
    a lobby started or cancelled, leaves room again."""
    assert service.lobbies_per_member == 3
    lobbies = [
        await service.lobbies.create_lobby("splito", ANN, guild_id=7, channel_id=100 + n)
        for n in range(3)
    ]
    with pytest.raises(errors.Refusal, match="already host 3 open lobbies"):
        await service.lobbies.create_lobby("splito", ANN, guild_id=7, channel_id=200)
    assert await service.find_open(200) is None
    await service.lobbies.create_lobby("splito", ANN, guild_id=8, channel_id=201)  # another server
    await service.lobbies.create_lobby("splito", BOB, guild_id=7, channel_id=202)  # another member
    await service.lobbies.cancel(lobbies[0].id, ANN.user_id)
    await service.lobbies.create_lobby("splito", ANN, guild_id=7, channel_id=203)
    service.lobbies_per_member = 5  # SPLITBOT_LOBBIES_PER_MEMBER
    await service.lobbies.create_lobby("splito", ANN, guild_id=7, channel_id=204)
