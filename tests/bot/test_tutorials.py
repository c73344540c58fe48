"""Tutorial tables in the service: opened and started at once on the game's prepared deal
with its AI seats; at a guided round a move the lesson does not teach is refused with why the
taught one is good, and changes nothing; after the lessons any move is played; a finished
tutorial writes no results and no rating; a game without a tutorial refuses one."""

from __future__ import annotations

import asyncio
import random

import pytest
from sqlalchemy import func, select

from bot.i18n import ENGLISH
from bot.service import TableService, errors
from bot.storage.models import RatingRow, ResultRow, TableRow
from engine import game_names, get_game
from engine.serendipity import KeepSerendip
from engine.splitter import Place
from engine.tutorials import tutorial_of
from tests import fifth_game
from tests.bot.conftest import ANN

GAME = get_game("splito")
TUTORIAL = tutorial_of("splito")


async def open_splito(service):
    table, _ = await service.tutorials.open_tutorial(
        "splito", ANN, guild_id=1, channel_id=77, language="fr"
    )
    return table


async def test_a_tutorial_starts_at_once_on_its_deal_with_its_ai_seats(service):
    table = await open_splito(service)
    assert table.status == "running" and table.tutorial and table.hints
    assert [s.is_ai for s in table.seats] == [False, True, True]
    assert table.seat_of(ANN.user_id) == 0 and table.language == "fr"
    live = service.core.live_tables[table.id]
    assert live.seed == TUTORIAL.seed
    dealt = GAME.new_game(table.config, TUTORIAL.seed)
    assert table.state.hands == dealt.hands and set(table.state.picks) == {1, 2}  # the AIs


async def test_a_guided_round_refuses_another_move_and_plays_the_taught_one(service):
    table = await open_splito(service)
    _, _, taught = await service.play.suggest(table.id, ANN.user_id)
    other = next(a for a in GAME.legal_actions(table.state, 0) if a != taught.action)
    version = service.core.live_tables[table.id].version
    with pytest.raises(errors.OffLesson) as refused:
        await service.play.act_json(table.id, ANN.user_id, GAME.action_to_json(other), round=1)
    assert refused.value.message.args["why"] == taught.why
    # The move in words, so that the learner can make it without pressing Hint.
    assert refused.value.message.args["move"] == GAME.describe_action(table.config, taught.action)
    assert service.core.live_tables[table.id].version == version  # nothing changed
    after, _ = await service.play.act_json(
        table.id, ANN.user_id, GAME.action_to_json(taught.action)
    )
    assert after.round == 2  # the AI seats had picked: the round was revealed


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_after_the_last_lesson_any_move_is_played(service):
    table = await open_splito(service)
    last = max(TUTORIAL.lessons)
    while table.round <= last:
        _, _, taught = await service.play.suggest(table.id, ANN.user_id)
        table, _ = await service.play.act_json(
            table.id, ANN.user_id, GAME.action_to_json(taught.action)
        )
    _, _, taught = await service.play.suggest(table.id, ANN.user_id)
    other = next(a for a in GAME.legal_actions(table.state, 0) if a != taught.action)
    after, _ = await service.play.act_json(table.id, ANN.user_id, GAME.action_to_json(other))
    assert after.round == last + 2


async def test_a_finished_tutorial_is_neither_stored_in_results_nor_rated(service):
    table = await open_splito(service)
    while table.status == "running":
        _, _, taught = await service.play.suggest(table.id, ANN.user_id)
        table, _ = await service.play.act_json(
            table.id, ANN.user_id, GAME.action_to_json(taught.action)
        )
    assert table.status == "finished"
    async with service.engine.connect() as conn:
        results = await conn.scalar(select(func.count()).select_from(ResultRow))
        ratings = await conn.scalar(select(func.count()).select_from(RatingRow))
    assert results == 0 and ratings == 0


async def test_a_game_without_a_tutorial_refuses_one_and_opens_nothing(service):
    fifth_game.register(taught=False)
    try:
        with pytest.raises(errors.NoTutorial, match="pebbles"):
            await service.tutorials.open_tutorial("pebbles", ANN, guild_id=1, channel_id=77)
        with pytest.raises(errors.NoTutorial):
            await service.lobbies.create_lobby(
                "pebbles", ANN, channel_id=78, options={"tutorial": True}
            )
    finally:
        fifth_game.unregister()
    assert await service.find_open(77) is None and await service.find_open(78) is None


async def test_of_eight_tutorials_opened_at_once_one_opens(engine, clock):
    """Eight opens at once, as eight processes would (each its own service and writer): one
    tutorial runs, the seven others are refused and pointed to it, and no lobby is left."""
    services = [TableService(engine, clock=clock) for _ in range(8)]
    try:
        opened = await asyncio.gather(
            *(
                s.tutorials.open_tutorial("splito", ANN, guild_id=1, channel_id=70 + i)
                for i, s in enumerate(services)
            ),
            return_exceptions=True,
        )
    finally:
        for s in services:
            await s.close()
    tables = [o[0] for o in opened if not isinstance(o, BaseException)]
    refusals = [o for o in opened if isinstance(o, errors.TutorialOpen)]
    assert len(tables) == 1 and len(refusals) == 7, opened
    (table,) = tables
    assert {r.message.args["thread"] for r in refusals} == {f"<#{table.channel_id}>"}
    async with engine.connect() as conn:
        statuses = (await conn.execute(select(TableRow.status))).scalars().all()
    assert statuses == ["running"]


async def test_one_tutorial_of_a_game_at_a_time_per_member_and_server(service):
    first = await open_splito(service)
    with pytest.raises(errors.TutorialOpen) as refused:
        await service.tutorials.open_tutorial("splito", ANN, guild_id=1, channel_id=78)
    assert refused.value.message.args["thread"] == "<#77>"
    assert await service.find_open(78) is None
    # Another game, or another server: its own tutorial.
    other, _ = await service.tutorials.open_tutorial("splitter", ANN, guild_id=1, channel_id=79)
    elsewhere, _ = await service.tutorials.open_tutorial("splito", ANN, guild_id=2, channel_id=80)
    assert other.tutorial and elsewhere.tutorial
    # Cancelled, it may be started again.
    await service.lobbies.cancel(first.id, ANN.user_id)
    again, _ = await service.tutorials.open_tutorial("splito", ANN, guild_id=1, channel_id=81)
    assert again.status == "running"


def orders(action) -> list:
    """A move as a learner may make it: with its two cells in either order, where it has two."""
    if isinstance(action, KeepSerendip):
        return [action, KeepSerendip(action.rotation, action.b, action.a)]
    if isinstance(action, Place):
        return [action, Place(action.cells[::-1], action.numbers[::-1])]
    return [action]


@pytest.mark.slow
@pytest.mark.parametrize("game_name", [g for g in game_names() if tutorial_of(g) is not None])
async def test_a_learner_who_reads_the_refusals_finishes_the_lessons_without_hint(
    service, game_name
):
    """A learner who never presses Hint: at each guided step they try a move; refused, they
    read the move the refusal names and make the one legal move so worded."""
    game, tutorial = get_game(game_name), tutorial_of(game_name)
    table, _ = await service.tutorials.open_tutorial(game_name, ANN, guild_id=1, channel_id=77)
    rng, refused_moves = random.Random(5), 0
    while table.status == "running" and tutorial.guided(table.round):
        legal = game.legal_actions(table.state, 0)
        tried = rng.choice(legal)
        try:
            table, _ = await service.play.act_json(
                table.id, ANN.user_id, game.action_to_json(tried)
            )
            continue  # it was the lesson's move
        except errors.OffLesson as refused:
            named = ENGLISH(refused.message.args["move"])
            refused_moves += 1
        # The one move so worded, its cells chosen in either order as a person would.
        matching = [
            a
            for a in legal
            if named in {ENGLISH(game.describe_action(table.config, b)) for b in orders(a)}
        ]
        assert len(matching) == 1, named
        taught = orders(matching[0])[-1]  # the cells the other way round, where they have one
        table, _ = await service.play.act_json(table.id, ANN.user_id, game.action_to_json(taught))
    # The loop ends past the last lesson: it got there reading refusals, without a hint.
    assert refused_moves >= len(tutorial.lessons) // 2, refused_moves
