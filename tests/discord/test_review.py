"""The coach: **Review my game** on a finished Splito game answers the player who pressed it,
privately and in their language: every round, their pick and the AI's with the score each may
bring, and the rounds where they gave most away with the board of that moment and why."""

from __future__ import annotations

import io
import random
import re

import pytest
from PIL import Image

from bot.discordbot import coach
from bot.discordbot.reviewwords import swing_shown
from bot.service.coach import reviewed
from engine import get_game
from engine.ai import choose
from tests.discord.conftest import (
    SLOW_SETTLE,
    board,
    buttons,
    custom_ids,
    ephemeral_text,
    first_answers,
    pick,
    start_game,
)
from tests.discord.texts import text_of
from tests.tracing import untraced

# The review is worked out in the replay lane's process after the click is answered.
pytestmark = SLOW_SETTLE


async def finished_game(world):
    thread = await start_game(world, ["ann", "bob"], ai_seats=1)
    rounds = 0
    while board(thread) is not None:
        await pick(world, "ann", thread, card=rounds % 4)
        await pick(world, "bob", thread, card=1, side="right")
        rounds += 1
    return thread, thread.history()[-1]


class KeptLane:
    """The replay lane, keeping each review worked out in it with what it was asked: a test
    reads the review the bot showed instead of working it out again (each game's review is its
    engine tests' point)."""

    def __init__(self, lane):
        self.lane, self.kept = lane, []

    @property
    def reviews(self):
        return len(self.kept)

    async def run(self, function, *args):
        result = await self.lane.run(function, *args)
        if function is reviewed:
            self.kept.append((args, result))
        return result

    def review_of(self, source, seat):
        """The one review worked out, checked to be of ``source`` for ``seat``."""
        ((asked, review),) = self.kept
        assert asked == (source, seat, False)  # no tutorial
        return review


@pytest.fixture
def lane(monkeypatch):
    kept = KeptLane(coach.REPLAYS)
    monkeypatch.setattr(coach, "REPLAYS", kept)
    return kept


async def test_review_my_game_answers_each_player_privately_round_by_round(world, locales, lane):
    locales[world.members["bob"].id] = "fr"
    thread, final = await finished_game(world)
    assert [b["label"] for b in buttons(final)] == ["Rematch", "Replay", "Review my game"]
    (review_id,) = custom_ids(final, "review:")
    assert review_id == "review:1"

    since = len(world.env.http_requests)
    answer = await world.members["ann"].click(final, custom_id=review_id)
    assert answer.ephemeral
    # Said at once that it is coming, then shown in that same message.
    waited = "⏳ Reviewing game #1: each of your moves against the strong AI’s."
    assert first_answers(world, since) == [f"{waited} This takes a few seconds…"]
    assert answer.followups == []
    shown = answer.response
    assert text_of(shown).startswith("**Splito #1, your game reviewed**")
    rounds = shown.embeds[0].description.splitlines()
    assert [int(line.split(".")[0]) for line in rounds] == list(range(1, 14))
    source = await world.env.bot.service.core.replay_source(1)
    review = reviewed(source, 0)
    for line, row in zip(rounds, review.rows, strict=True):
        assert f"≈ {round(row.played_worth)}" in line
    swings = [line for line in text_of(shown).splitlines() if line.startswith("🔎")]
    assert len(swings) == len(review.moments) and len(shown.attachments) == 2 * len(swings)
    for line, (row, _, _) in zip(swings, review.moments, strict=True):
        assert line.startswith(f"🔎 **Round {row.round}** (−{round(row.swing)}): the AI plays **")
        assert "splito-why" not in line and line.endswith(".")
    names = [a.filename for a in shown.attachments]
    for row, _, _ in review.moments:
        stem = f"splito-1-review-round-{row.round}"
        assert names[:2] == [f"{stem}.png", f"{stem}-hand.png"]
        names = names[2:]
    for attachment in shown.attachments:
        image = Image.open(io.BytesIO(world.env.backend.cdn.get(attachment.url)))
        assert image.width == 1000
    assert thread.history()[-1].id == final.id  # nothing posted for everyone

    # Asked again, the review is the one kept: read, not worked out anew.
    again = await world.members["ann"].click(final, custom_id=review_id)
    assert text_of(again.response) == text_of(shown) and lane.reviews == 1
    assert again.response.embeds[0].description == shown.embeds[0].description

    # Another player, another review, in their language.
    other = await world.members["bob"].click(final, custom_id=review_id)
    assert other.ephemeral
    assert text_of(other.response).startswith("**Splito n° 1, votre partie revue**")
    assert re.search(r"^1\. vous : |^1\. \*\*", other.response.embeds[0].description)
    assert lane.reviews == 2

    # Only a player of the game gets a review.
    refused = await world.members["cat"].click(final, custom_id=review_id)
    assert ephemeral_text(refused) == "You are not playing in this game."


async def test_a_splitter_sheet_is_reviewed_too(world, lane):
    thread = await start_game(world, ["ann"], "splitter")
    service, ann = world.env.bot.service, world.members["ann"]
    game = get_game("splitter")
    rng = random.Random(3)
    table = await service.get(1)
    while table.status == "running":
        move = game.action_to_json(choose(game, table.state, 0, "greedy", rng))
        table, _ = await service.play.act_json(1, ann.id, move, round=table.round)
    final = thread.history()[-1]
    assert [b["label"] for b in buttons(final)] == ["Rematch", "Replay", "Review my game"]
    (review_id,) = custom_ids(final, "review:")
    answer = await ann.click(final, custom_id=review_id)
    assert answer.ephemeral
    shown = answer.response
    assert text_of(shown).startswith("**Splitter #1, your game reviewed**")
    rounds = shown.embeds[0].description.splitlines()
    assert [int(line.split(".")[0]) for line in rounds] == list(range(1, 23))
    assert all(" in row " in line for line in rounds)
    review = lane.review_of(await service.core.replay_source(1), 0)
    swings = [line for line in text_of(shown).splitlines() if line.startswith("🔎")]
    assert len(swings) == len(review.moments) == len(shown.attachments)  # a sheet, no hand
    for line, (row, _, _) in zip(swings, review.moments, strict=True):
        # A tenth of a point, or a hundredth where a tenth would say 0 (``swing_shown``).
        swing = f"{swing_shown(row.swing, 1):g}"
        assert line.startswith(f"🔎 **Round {row.round}** (−{swing}): the AI writes")
        assert "splitter-why" not in line


async def play_out(world, game_name, command, players, seed):
    """A game played to its end through the service, greedy moves for every seat, untraced:
    the moves are the game tests' point, the review this file's."""
    thread = await start_game(world, players, command)
    service, game = world.env.bot.service, get_game(game_name)
    rng = random.Random(seed)
    table = await service.get(1)
    with untraced():
        while table.status == "running":
            seat = min(game.waiting_for(table.state))
            move = game.action_to_json(choose(game, table.state, seat, "greedy", rng))
            user = table.seat_at(seat).user_id
            table, _ = await service.play.act_json(1, user, move)
    return thread.history()[-1]


async def test_a_split_it_game_is_reviewed_step_by_step_as_a_lead_over_the_best_rival(world, lane):
    final = await play_out(world, "splitit", "split", ["ann", "bob"], seed=5)
    (review_id,) = custom_ids(final, "review:")
    answer = await world.members["bob"].click(final, custom_id=review_id)
    shown = answer.response
    assert answer.ephemeral
    assert text_of(shown).startswith("**Split it! #1, your game reviewed**: each step where you")
    review = lane.review_of(await world.env.bot.service.core.replay_source(1), 1)
    rounds = shown.embeds[0].description.splitlines()
    assert [int(line.split(".")[0]) for line in rounds] == [row.round for row in review.rows]
    moves = ("**split after cards", "**discard ", "**bet on ", "**joker on the ")
    for line, row in zip(rounds, review.rows, strict=True):
        worth = round(row.played_worth)
        signed = f"+{worth}" if worth > 0 else f"−{-worth}" if worth < 0 else "0"
        assert f" ≈ {signed}" in line and any(move in line for move in moves)
    swings = [line for line in text_of(shown).splitlines() if line.startswith("🔎")]
    assert swings and len(swings) == len(review.moments) == len(shown.attachments)
    for line, (row, _, _) in zip(swings, review.moments, strict=True):
        assert line.startswith(f"🔎 **Step {row.round}** (−{round(row.swing)}): the AI would **")
        assert "splitit-why" not in line and line.endswith(".")


async def test_a_serendipity_game_is_reviewed_where_the_ai_would_have_moved_otherwise(world, lane):
    final = await play_out(world, "serendipity", "serendipity", ["ann", "bob"], seed=5)
    (review_id,) = custom_ids(final, "review:")
    answer = await world.members["ann"].click(final, custom_id=review_id)
    shown = answer.response
    assert text_of(shown).startswith("**Serendipity #1, your game reviewed**: each of your moves")
    review = lane.review_of(await world.env.bot.service.core.replay_source(1), 0)
    differing = [row for row in review.rows if row.suggested != row.played and round(row.swing)]
    count, *rounds = shown.embeds[0].description.splitlines()
    same = len(review.rows) - len(differing)
    assert len(differing) > 20  # more than a review lists: the 20 that cost most are
    assert count == (
        f"✓ {same} of your {len(review.rows)} moves were the AI's, or worth as much."
        " Below, the 20 others that cost most."
    )
    costly = sorted(differing, key=lambda row: -row.swing)[:20]
    listed = [row.round for row in differing if row in costly]
    assert [int(line.split(".")[0]) for line in rounds] == listed
    assert all(" · AI: **" in line for line in rounds)
    swings = [line for line in text_of(shown).splitlines() if line.startswith("🔎")]
    assert swings and len(swings) == len(review.moments) == len(shown.attachments)
    for line, (row, _, _) in zip(swings, review.moments, strict=True):
        assert line.startswith(f"🔎 **Step {row.round}** (−{round(row.swing)}): the AI would **")
        assert "serendipity-why" not in line and line.endswith(".")
