"""Hints: a table option for learners. A seated player asks for the strong AI's move and why;
the same position gives the same hint; a table with hints is not rated; every wrong ask is
refused and changes nothing."""

from __future__ import annotations

import random

import pytest
from sqlalchemy import select

from bot.service import Player, errors
from bot.service.coach import SWINGS, reviewed
from bot.service.ratings import leaderboard_by_rating
from bot.storage.models import ResultRow
from engine import get_game
from engine.ai import choose
from engine.hints import hint
from tests import fifth_game
from tests.bot.conftest import ANN, BOB, CAT, play_human_turns, start_table

GAME = get_game("splito")
STRANGER = Player(999, "Stranger")


async def test_a_hint_is_the_strong_ai_s_move_for_the_seat_and_says_why(service):
    table = await start_table(service, [ANN, BOB, CAT], options={"hints": True})
    assert table.hints
    shown, seat, found = await service.play.suggest(table.id, BOB.user_id, round=1, game="splito")
    assert shown.id == table.id and seat == 1
    assert found.action in GAME.legal_actions(table.state, seat)
    assert found.why is not None and found.why.key.startswith("splito-why-")
    # From the seat's view alone, seeded by the table and the round: asked again, the same.
    _, _, again = await service.play.suggest(table.id, BOB.user_id)
    assert again == found
    live = service.core.live_tables[table.id]
    expected = hint(GAME, live.state, seat, random.Random(f"{live.seed}:hint:1:{seat}"))
    assert found == expected
    assert expected.action == choose(
        GAME, live.state, seat, "strong", random.Random(f"{live.seed}:hint:1:{seat}")
    )


async def test_asking_changes_nothing_at_the_table(service):
    table = await start_table(service, [ANN, BOB, CAT], options={"hints": True})
    before = service.core.live_tables[table.id].version
    await service.play.suggest(table.id, ANN.user_id)
    after = await service.get(table.id)
    assert after.version == before and after.state == table.state


@pytest.mark.parametrize(
    ("options", "who", "refusal"),
    [
        ({}, ANN, errors.NoHints),  # a table started without hints
        ({"hints": True}, STRANGER, errors.NotSeated),
    ],
)
async def test_a_wrong_ask_is_refused(service, options, who, refusal):
    table = await start_table(service, [ANN, BOB, CAT], options=options)
    with pytest.raises(refusal):
        await service.play.suggest(table.id, who.user_id)


async def test_a_stale_round_or_a_seat_that_has_nothing_to_do_is_refused(service):
    table = await start_table(service, [ANN, BOB, CAT], options={"hints": True})
    with pytest.raises(errors.StaleRound):
        await service.play.suggest(table.id, ANN.user_id, round=2)
    with pytest.raises(errors.WrongGame):
        await service.play.suggest(table.id, ANN.user_id, game="splitit")


@pytest.mark.parametrize(
    ("game", "options", "message"),
    [
        ("splito", {"hints": "yes"}, "Hints are on or off, not 'yes'"),
        ("splito", {"hints": None}, "Hints are on or off, not None"),
    ],
)
async def test_a_bad_hints_option_is_refused_before_a_lobby_exists(service, game, options, message):
    with pytest.raises(errors.BadOptions, match=message):
        await service.lobbies.create_lobby(game, ANN, channel_id=1, options=options)
    assert await service.find_open(1) is None


async def test_hints_are_refused_for_a_game_that_explains_nothing(service):
    """Pebbles, a game added from outside the bot, added here without its strong AI and
    explainer."""
    fifth_game.register(taught=False)
    try:
        with pytest.raises(errors.BadOptions, match="pebbles gives no hints yet"):
            await service.lobbies.create_lobby(
                "pebbles", ANN, channel_id=1, options={"hints": True}
            )
        assert await service.find_open(1) is None
    finally:
        fifth_game.unregister()


async def test_a_game_played_with_hints_keeps_its_results_but_is_not_rated(service):
    table = await start_table(service, [ANN, BOB, CAT], ai_seats=1, options={"hints": True})
    finished = await play_human_turns(service, table, random.Random(9))
    assert finished.status == "finished"
    async with service.engine.connect() as conn:
        results = (await conn.execute(select(ResultRow.seat))).all()
    assert len(results) == 4
    assert await leaderboard_by_rating(service.engine, 1, "splito") == []


@pytest.mark.no_cover  # four whole-game reviews: behaviour; coach.py is traced by the Discord tests
async def test_a_finished_game_is_reviewed_for_each_of_its_players(service):
    table = await start_table(service, [ANN, BOB, CAT], options={"hints": True})
    finished = await play_human_turns(service, table, random.Random(4))
    source = await service.core.replay_source(finished.id)
    for seat in range(3):
        review = reviewed(source, seat)
        assert [row.round for row in review.rows] == list(range(1, 14))
        if seat == 0:
            assert review == reviewed(source, seat)  # the same review every time
        swings = [row.swing for row, _, _ in review.moments]
        assert swings == sorted(swings, reverse=True) and len(swings) <= SWINGS
        assert all(swing > 0 for swing in swings)
        biggest = sorted((row.swing for row in review.rows), reverse=True)[: len(swings)]
        assert swings == biggest
        for row, public, own in review.moments:
            assert public.seat is None and public.round == row.round  # the table, then
            assert own.seat == seat and own.round == row.round and row.played.card in own.hand
