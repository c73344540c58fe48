"""A table's AI level: chosen by the host, played by the AI seats added after it and by the AI
that takes a departed player's seat; a level the game does not offer is refused."""

from __future__ import annotations

import random
from concurrent.futures.process import BrokenProcessPool

import pytest
from prometheus_client import REGISTRY

from bot.service import PlayedForPlayer, advance, errors
from engine import get_game
from engine.ai import choose, levels_of
from tests.bot.conftest import ANN, BOB, start_table

GAME = get_game("splitit")


def test_each_game_offers_the_levels_it_has_policies_for():
    assert levels_of("splitit") == ["easy", "normal", "strong"]
    assert levels_of("splitter") == ["easy", "normal", "strong"]
    assert levels_of("splito") == ["easy", "normal", "strong"]
    assert levels_of("serendipity") == ["easy", "normal", "strong"]


async def test_ai_seats_play_the_level_chosen_when_they_were_added(service):
    table = await service.lobbies.create_lobby("splitit", ANN, channel_id=1, ai_seats=1)
    table = await service.lobbies.set_ai_level(table.id, ANN.user_id, "strong")
    table = await service.lobbies.add_ai(table.id, ANN.user_id)
    assert table.ai_level == "strong"
    assert [s.ai_policy for s in table.seats] == [None, "greedy", "strong"]


async def test_a_level_at_the_start_seats_its_ais(service):
    table = await service.lobbies.create_lobby(
        "splitter", ANN, channel_id=1, options={"ai_level": "easy"}, ai_seats=2
    )
    assert [s.ai_policy for s in table.seats] == [None, "easy", "easy"]


async def test_the_ai_taking_a_departed_players_seat_plays_the_tables_level(service):
    table = await service.lobbies.create_lobby("splitit", ANN, channel_id=1)
    table = await service.lobbies.join(table.id, BOB)
    await service.lobbies.set_ai_level(table.id, ANN.user_id, "strong")
    table, _ = await service.lobbies.start(table.id, ANN.user_id)
    table, _ = await service.lobbies.leave(table.id, BOB.user_id)
    assert table.seat_at(1).ai_policy == "strong"


@pytest.mark.parametrize(
    ("game", "level", "message"),
    [
        ("splito", "hard", "'hard' is not an AI level of this game: easy, normal, strong"),
        ("splitit", "grandmaster", "'grandmaster' is not an AI level"),
        ("splitit", None, "None is not an AI level"),
    ],
)
async def test_a_level_the_game_does_not_offer_is_refused_and_changes_nothing(
    service, game, level, message
):
    table = await service.lobbies.create_lobby(game, ANN, channel_id=1)
    with pytest.raises(errors.BadOptions, match=message):
        await service.lobbies.set_ai_level(table.id, ANN.user_id, level)
    with pytest.raises(errors.BadOptions, match=message):
        await service.lobbies.create_lobby(game, BOB, channel_id=2, options={"ai_level": level})
    assert (await service.get(table.id)).ai_level == "normal"
    assert await service.find_open(2) is None


async def test_only_the_host_chooses_the_level(service):
    table = await service.lobbies.create_lobby("splitit", ANN, channel_id=1)
    await service.lobbies.join(table.id, BOB)
    with pytest.raises(errors.NotHost):
        await service.lobbies.set_ai_level(table.id, BOB.user_id, "strong")
    assert (await service.get(table.id)).ai_level == "normal"


async def test_a_slow_ai_decision_is_logged_with_its_table(service, monkeypatch, caplog):
    monkeypatch.setattr(advance, "SLOW_DECISION_SECONDS", -1.0)  # every decision is "slow"
    table = await service.lobbies.create_lobby("splitter", ANN, channel_id=1, ai_seats=1)
    with caplog.at_level("WARNING", logger="bot.service.advance"):
        await service.lobbies.start(
            table.id, ANN.user_id
        )  # the AI seat writes its first roll at once
    assert f"table {table.id}: the greedy AI took" in caplog.text


def thought() -> float:
    return REGISTRY.get_sample_value("splitbot_work_seconds_count", {"pool": "think"}) or 0.0


async def test_a_strong_seat_decides_in_a_process_of_its_own_and_as_it_would_anywhere(service):
    """Its moves go through the thinking lane, and are the moves the policy makes here from
    the same state and seed (the log replays to the table)."""
    before = thought()
    table = await service.lobbies.create_lobby(
        "splitit", ANN, channel_id=1, options={"ai_level": "strong"}, ai_seats=1
    )
    table, _ = await service.lobbies.start(table.id, ANN.user_id)
    while table.status == "running" and 0 in table.to_act and thought() < before + 3:
        action = choose(GAME, table.state, 0, "greedy", random.Random(table.version))
        table, _ = await service.play.act_json(table.id, ANN.user_id, GAME.action_to_json(action))
    assert thought() >= before + 1
    assert await service.core.verify_all() == []  # every AI move replays from the log


async def test_a_strong_seat_whose_worker_died_decides_in_a_thread(service, monkeypatch, caplog):
    async def broken(*_: object) -> None:
        raise BrokenProcessPool("a worker died")

    monkeypatch.setattr(service.core.thinking, "run", broken)
    table = await service.lobbies.create_lobby(
        "splitter", ANN, channel_id=1, options={"ai_level": "strong"}, ai_seats=1
    )
    with caplog.at_level("WARNING", logger="bot.service.advance"):
        table, _ = await service.lobbies.start(table.id, ANN.user_id)
    assert 1 in table.state.pending  # the strong seat wrote its placement all the same
    assert "deciding in a thread: BrokenProcessPool: a worker died" in caplog.text


async def test_the_ai_playing_for_a_late_player_plays_the_tables_level(service, clock):
    """The autoplay timer's move for a late seat is the strong AI's, decided in its lane."""
    table = await start_table(
        service,
        [ANN, BOB],
        options={"timer": {"policy": "autoplay", "minutes": 1}, "ai_level": "strong"},
    )
    splito = get_game("splito")
    move = choose(splito, table.state, 0, "greedy", random.Random(0))
    await service.play.act_json(table.id, ANN.user_id, splito.action_to_json(move))
    before = thought()
    fired = await service.play.fire_due(clock.advance(60))
    assert any(isinstance(e, PlayedForPlayer) and e.seat == 1 for e in fired)
    assert thought() == before + 1
