"""Ratings from finished games: openskill's Plackett–Luce, per game and server."""

from __future__ import annotations

import random
import threading

import pytest
from sqlalchemy import make_url, select

from bot.service.ratings import (
    Skill,
    leaderboard_by_rating,
    player_key,
    rated,
    ratings_of,
    update_ratings,
)
from bot.storage import connect, migrate
from bot.storage.models import RatingRow, ResultRow
from bot.storage.writer import sync_engine_for
from tests.bot.conftest import ANN, BOB, CAT, play_human_turns, start_table
from tests.conftest import on_postgres

#: Seconds a blocked writer may take once it may go on.
HANG = 10


def test_the_winner_rises_the_loser_falls_and_both_grow_surer():
    after = rated({}, [("a", 1), ("b", 2)])
    assert after["a"].mu > Skill().mu > after["b"].mu
    assert after["a"].sigma < Skill().sigma and after["b"].sigma < Skill().sigma
    assert after["a"].games == after["b"].games == 1


def test_a_tie_moves_nobody_apart():
    after = rated({}, [("a", 1), ("b", 1)])
    assert after["a"].mu == pytest.approx(after["b"].mu) == pytest.approx(Skill().mu)


@pytest.mark.parametrize("players", [2, 3, 12])
def test_every_table_size_rates_every_seat_in_order_of_rank(players):
    standings = [(f"p{i}", i + 1) for i in range(players)]
    after = rated({}, standings)
    ratings = [after[f"p{i}"].rating for i in range(players)]
    assert ratings == sorted(ratings, reverse=True) and len(set(ratings)) == players


def test_one_player_or_one_policy_alone_rates_nothing():
    assert rated({}, [("solo", 1)]) == {}
    assert rated({}, [("ai:greedy", 1), ("ai:greedy", 2)]) == {}


def test_two_ai_seats_of_one_policy_count_once_with_their_mean():
    after = rated({}, [("ai:greedy", 1), ("user:1", 2), ("ai:greedy", 3)])
    alone_high = rated({}, [("x", 1), ("user:1", 2), ("y", 3)])
    assert after["ai:greedy"].games == 1
    expected = (alone_high["x"].mu + alone_high["y"].mu) / 2
    assert after["ai:greedy"].mu == pytest.approx(expected)


def test_a_better_rated_loser_falls_further():
    strong = Skill(mu=35, sigma=3, games=20)
    upset = rated({"strong": strong}, [("weak", 1), ("strong", 2)])
    expected = rated({"strong": strong}, [("strong", 1), ("weak", 2)])
    assert strong.mu - upset["strong"].mu > expected["strong"].mu - strong.mu


def test_keys_name_people_and_ai_policies():
    assert player_key(5, None) == "user:5" and player_key(5, "greedy") == "user:5"
    assert player_key(None, "random") == "ai:random" and player_key(None, None) == "ai:greedy"


async def test_a_finished_game_is_rated_in_its_server(service):
    table = await start_table(service, [ANN, BOB, CAT], ai_seats=1)
    finished = await play_human_turns(service, table, random.Random(9))
    board = await leaderboard_by_rating(service.engine, 1, "splito")
    assert sorted(r.player for r in board) == sorted(
        [f"user:{p.user_id}" for p in (ANN, BOB, CAT)] + ["ai:greedy"]
    )
    assert [r.skill.rating for r in board] == sorted((r.skill.rating for r in board), reverse=True)
    assert all(r.skill.games == 1 for r in board)
    async with service.engine.connect() as conn:
        ranks = dict((await conn.execute(select(ResultRow.seat, ResultRow.rank))).all())
    first = finished.seat_at(min(ranks, key=ranks.get))
    assert board[0].player == player_key(first.user_id, first.ai_policy)
    assert "splito" in await ratings_of(service.engine, 1, ANN.user_id)
    assert await leaderboard_by_rating(service.engine, 2, "splito") == []  # another server
    assert await leaderboard_by_rating(service.engine, 1, "splitit") == []


async def test_a_rating_that_fails_does_not_stop_the_game_from_ending(service, monkeypatch, caplog):
    def broken(*args):
        raise ArithmeticError("no rating today")

    monkeypatch.setattr("bot.service.ratings.rated", broken)
    table = await start_table(service, [ANN, BOB])
    finished = await play_human_turns(service, table, random.Random(3))
    assert finished.status == "finished"
    async with service.engine.connect() as conn:
        assert len((await conn.execute(select(ResultRow.id))).all()) == 2
    assert await leaderboard_by_rating(service.engine, 1, "splito") == []
    assert "could not be rated" in caplog.text


@pytest.mark.skipif(not on_postgres(), reason="two writers at once: PostgreSQL's row locks")
async def test_two_games_rated_at_once_both_count_even_for_new_players(database_url):
    """Two transactions rate a game of Ann's and Bob's at the same moment, neither having a
    rating yet: the second waits for the first's rows, and both games count."""
    engine = connect(database_url)
    await migrate(engine)
    await engine.dispose()
    writer = sync_engine_for(make_url(database_url))
    seats = [("user:1", "ann", 1), ("user:2", "bob", 2)]
    try:
        with writer.connect() as first:
            first.begin()
            update_ratings(first, 1, "splito", seats)
            second = threading.Thread(target=rate_in_a_transaction, args=(writer, seats))
            second.start()
            second.join(timeout=0.5)
            assert second.is_alive(), "the second rating did not wait for the first's rows"
            first.commit()
        second.join(timeout=HANG)
        assert not second.is_alive()
        with writer.connect() as conn:
            games = dict(conn.execute(select(RatingRow.player, RatingRow.games)).all())
        assert games == {"user:1": 2, "user:2": 2}
    finally:
        writer.dispose()


def rate_in_a_transaction(writer, seats) -> None:
    with writer.begin() as conn:
        update_ratings(conn, 1, "splito", seats)
