"""A replay shows what everyone saw: frames from public views only, whatever was hidden."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import pairwise

import pytest

from bot.i18n import ENGLISH
from bot.service import errors
from bot.service.replaylog import LoggedStep
from bot.service.replays import frame_views, public_replay
from engine import get_game
from render.replay import animate
from tests.bot.conftest import ANN, BOB, CAT, play_human_turns, start_table

SPLITO = get_game("splito")


async def finished_splito(service):
    table = await start_table(service, [ANN, BOB, CAT])
    return await play_human_turns(service, table, random.Random(6))


async def test_one_frame_per_round_and_the_log_in_order(service):
    table = await finished_splito(service)
    replay = await public_replay(service.core, table.id)
    assert len(replay.views) == 13 and all(view.seat is None for view in replay.views)
    assert [view.round for view in replay.views] == list(range(2, 15))  # after each round
    assert [s["seq"] for s in replay.log["steps"]] == list(range(1, table.version + 1))
    assert replay.log["players"] == ["Ann", "Bob", "Cat"]


async def test_hands_and_pending_picks_change_nothing_in_the_replay(service):
    """Every step's hidden parts swapped for others (hands rotated between players, pending
    picks dropped): the frames, and the GIF, are byte for byte the same."""
    table = await finished_splito(service)
    steps = await service.core.replay_log(table.id)
    perturbed = [
        LoggedStep(
            s.seq,
            s.seat,
            s.action,
            s.source,
            s.round,
            replace(s.state, hands=s.state.hands[1:] + s.state.hands[:1], picks={}),
        )
        for s in steps
    ]
    assert any(s.state.hands != p.state.hands for s, p in zip(steps, perturbed, strict=True))
    names = ["ann", "bob", "cat"]
    shown = animate("splito", frame_views("splito", steps), names, ENGLISH)
    hidden_changed = animate("splito", frame_views("splito", perturbed), names, ENGLISH)
    assert shown == hidden_changed


async def test_serendipity_is_replayed_turn_by_turn(service):
    lobby = await service.lobbies.create_lobby("serendipity", ANN, guild_id=1, channel_id=8)
    await service.lobbies.join(lobby.id, BOB)
    table, _ = await service.lobbies.start(lobby.id, ANN.user_id)
    table = await play_human_turns(service, table, random.Random(2))
    steps = await service.core.replay_log(table.id)
    turns = 1 + sum(1 for a, b in pairwise(steps) if a.seat != b.seat)
    assert len(frame_views("serendipity", steps)) == turns < len(steps)


async def test_a_table_still_in_its_lobby_has_no_replay_yet(service):
    lobby = await service.lobbies.create_lobby("splito", ANN, guild_id=1, channel_id=9)
    with pytest.raises(errors.NotStarted):
        await service.core.replay_log(lobby.id)
    await service.lobbies.cancel(lobby.id, ANN.user_id)  # cancelled before it started: still none
    with pytest.raises(errors.NotStarted):
        await service.core.replay_log(lobby.id)
