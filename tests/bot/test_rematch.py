"""Rematch: a new lobby for the players of a finished game, with its options and AI seats."""

from __future__ import annotations

import random

import pytest

from bot.service import Player, errors
from tests.bot.conftest import ANN, BOB, CAT, play_human_turns, start_table

OPTIONS = {"promo42": True, "timer": {"policy": "remind", "minutes": 3}, "language": "fr"}


async def finished_game(service, people=(ANN, BOB), ai_seats: int = 1):
    table = await start_table(service, list(people), ai_seats=ai_seats, options=dict(OPTIONS))
    table = await play_human_turns(service, table, random.Random(3))
    assert table.status == "finished"
    return table


async def test_a_player_opens_the_same_game_with_its_options_and_ai_seats(service):
    finished = await finished_game(service)
    lobby = await service.lobbies.rematch(
        finished.id, Player(BOB.user_id, BOB.name), guild_id=1, channel_id=555
    )
    assert lobby.id != finished.id and lobby.status == "lobby" and lobby.game == "splito"
    assert lobby.host_id == BOB.user_id
    assert [(s.user_id, s.is_ai) for s in lobby.seats] == [(BOB.user_id, False), (None, True)]
    assert {k: lobby.options[k] for k in OPTIONS} == OPTIONS
    assert lobby.language == "fr"


async def test_only_a_player_of_the_finished_game_may_ask(service):
    finished = await finished_game(service)
    with pytest.raises(errors.NotSeated):
        await service.lobbies.rematch(finished.id, CAT, guild_id=1, channel_id=555)
    assert await service.find_open(555) is None


async def test_a_running_game_has_no_rematch(service):
    table = await start_table(service, [ANN, BOB])
    with pytest.raises(errors.NotFinished) as refused:
        await service.lobbies.rematch(table.id, ANN, guild_id=1, channel_id=556)
    assert refused.value.message.args == {"id": table.id}


async def test_a_second_rematch_finds_the_first_open(service):
    finished = await finished_game(service)
    first = await service.lobbies.rematch(finished.id, ANN, guild_id=1, channel_id=555)
    with pytest.raises(errors.PlaceBusy) as refused:
        await service.lobbies.rematch(finished.id, BOB, guild_id=1, channel_id=555)
    assert refused.value.message.args["id"] == first.id
    assert len((await service.get(first.id)).seats) == 2


async def test_a_seat_the_ai_took_from_a_player_is_not_kept(service):
    """A person who left handed their seat to the AI: the rematch has no seat for them (they
    may join), and no AI in their place."""
    table = await start_table(service, [ANN, BOB, CAT])
    table, _ = await service.lobbies.leave(table.id, CAT.user_id)
    finished = await play_human_turns(service, table, random.Random(4))
    assert finished.status == "finished"
    lobby = await service.lobbies.rematch(finished.id, ANN, guild_id=1, channel_id=555)
    assert [(s.user_id, s.is_ai) for s in lobby.seats] == [(ANN.user_id, False)]


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_colours_chosen_for_seats_are_chosen_again(service):
    """Serendipity: the colour options stay; who picked which colours does not (the seats of
    the rematch are whoever joins)."""
    lobby = await service.lobbies.create_lobby(
        "serendipity", ANN, guild_id=1, channel_id=557, options={"colours_with_two": 3}
    )
    await service.lobbies.join(lobby.id, BOB)
    await service.lobbies.choose_for_seat(lobby.id, ANN.user_id, ["violet", "blue"])
    table, _ = await service.lobbies.start(lobby.id, ANN.user_id)
    finished = await play_human_turns(service, table, random.Random(5))
    assert finished.status == "finished" and "seat_choices" in finished.options
    again = await service.lobbies.rematch(finished.id, ANN, guild_id=1, channel_id=557)
    assert "seat_choices" not in again.options and again.options["colours_with_two"] == 3
