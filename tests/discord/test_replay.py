"""Replays: a finished game as an animated GIF of its public boards, and its log as JSON."""

from __future__ import annotations

import io
import json
import pickle
import random
import tracemalloc

import pytest
from PIL import Image, ImageChops, ImageStat
from prometheus_client import REGISTRY

from bot.discordbot.replay import draw_replay
from bot.i18n import ENGLISH
from bot.seatnames import seat_names
from bot.service.replaylog import ReplaySource
from bot.service.replays import public_replay
from bot.storage.tables import LoggedRow
from engine import get_game
from engine.ai import choose
from render.replay import board_pages, frame, replay_frames
from tests.discord.conftest import (
    SLOW_SETTLE,
    board,
    buttons,
    custom_ids,
    ephemeral_text,
    first_answers,
    pick,
    press,
    start_game,
)
from tests.discord.texts import text_of

# A replay's GIF is drawn in another process after the click is answered.
pytestmark = SLOW_SETTLE


def attachment(world, message, suffix: str) -> bytes:
    (found,) = [a for a in message.attachments if a.filename.endswith(suffix)]
    return world.env.backend.cdn.get(found.url)


def changed(one: Image.Image, other: Image.Image) -> float:
    """The share of pixels whose colour differs clearly (beyond the replay's palette)."""
    clear = ImageChops.difference(one, other).convert("L").point(lambda v: 255 if v > 48 else 0)
    return ImageStat.Stat(clear).mean[0] / 255


async def test_the_replay_button_posts_every_round_s_public_board_and_the_log(world):
    thread = await start_game(world, ["ann", "bob"], ai_seats=1)
    refused = await world.members["ann"].slash(thread, "splitbot replay", game=1)
    assert ephemeral_text(refused) == "Game #1 is still running: its replay comes after its end."
    while board(thread) is not None:
        await pick(world, "ann", thread, card=0)
        await pick(world, "bob", thread, card=1)
    final = thread.history()[-1]
    assert [b["label"] for b in buttons(final)] == ["Rematch", "Replay", "Review my game"]

    (replay_id,) = custom_ids(final, "replay:")
    since = len(world.env.http_requests)
    clicked = await world.members["cat"].click(final, custom_id=replay_id)  # anyone may watch
    posted = thread.history()[-1]
    # Said for everyone at once that it is coming; then that message became the replay.
    assert first_answers(world, since) == ["⏳ Replaying **Splito · game #1**: drawing its boards…"]
    assert clicked.response.id == posted.id and not clicked.followups
    assert text_of(posted).startswith("**Splito · game #1**, replayed")
    gif = Image.open(io.BytesIO(attachment(world, posted, "-replay.gif")))
    assert gif.format == "GIF" and gif.width == 550 and gif.n_frames == 13  # one per round

    service = world.env.bot.service
    table = await service.get(1)
    expected = await public_replay(service.core, 1)
    names = seat_names(table)
    frames = replay_frames("splito", expected.views, names, ENGLISH)
    for number, (view, made) in enumerate(zip(expected.views, frames, strict=True)):
        gif.seek(number)
        shown = gif.convert("RGB")
        assert ImageChops.difference(shown, made.convert("RGB")).getbbox() is None, number
        # Each frame is that round's public board at a phone's width (in the replay's colours).
        board_now = frame(board_pages("splito", view, names, ENGLISH)).convert("RGB")
        top = shown.crop((0, 0, *board_now.size))
        assert changed(top, board_now) < 0.001, number  # the next round's board: over 2%

    log = json.loads(attachment(world, posted, "-log.json"))
    assert len(log["steps"]) == table.version and log["players"] == ["ann", "AI 1", "bob"]
    assert {step["by"] for step in log["steps"]} == {"player", "ai"}
    assert sorted(s["rank"] for s in log["scores"])[0] == 1

    # Pressed again, the replay is posted as drawn the first time: a lookup, no drawing.
    drawn = REGISTRY.get_sample_value("splitbot_work_seconds_count", {"pool": "replay"})
    await world.members["bob"].click(final, custom_id=replay_id)
    again = thread.history()[-1]
    assert again.id != posted.id
    assert attachment(world, again, "-replay.gif") == attachment(world, posted, "-replay.gif")
    assert REGISTRY.get_sample_value("splitbot_work_seconds_count", {"pool": "replay"}) == drawn


async def test_a_replay_of_an_unknown_or_another_server_s_game_is_refused(world):
    await start_game(world, ["ann", "bob"])
    unknown = await world.members["ann"].slash(world.channel, "splitbot replay", game=99)
    assert ephemeral_text(unknown) == "There is no game #99."
    elsewhere = world.env.create_guild()
    channel = elsewhere.create_text_channel("games")
    stranger = elsewhere.add_member(world.env.create_user("dan"))
    other = await stranger.slash(channel, "splitbot replay", game=1)
    assert ephemeral_text(other) == "There is no game #1."


@pytest.mark.no_cover  # a whole game first: each line it runs, another test traces too
async def test_a_server_already_drawing_a_replay_is_asked_privately_to_wait(world):
    """The desk's count is its own test's (test_replaydesk.py); here, what a member sees: a
    refusal only they see, before anything is posted or drawn."""
    thread = await start_game(world, ["ann", "bob"], ai_seats=1)
    while board(thread) is not None:
        await pick(world, "ann", thread, card=0)
        await pick(world, "bob", thread, card=1)
    world.env.bot.replay_desk.per_server = 0  # as if this server's one replay were drawing
    before = len(thread.history())
    refused = await world.members["cat"].slash(thread, "splitbot replay", game=1)
    assert refused.ephemeral and ephemeral_text(refused) == ENGLISH("refusal-replay-busy")
    assert len(thread.history()) == before


async def test_stepping_through_a_replay_one_board_at_a_time(world):
    thread = await start_game(world, ["ann", "bob"], ai_seats=1)
    while board(thread) is not None:
        await pick(world, "ann", thread, card=0)
        await pick(world, "bob", thread, card=1)
    bob = world.members["bob"]
    await bob.slash(thread, "splitbot replay", game=1)
    posted = thread.history()[-1]
    (opens,) = custom_ids(posted, "replay:step:")
    shown = await world.members["cat"].click(posted, custom_id=opens)
    stepper = shown.response
    assert shown.ephemeral and text_of(stepper).startswith("**Splito · game #1**, board 1 of 13")
    assert [(b["label"], b.get("disabled", False)) for b in buttons(stepper)] == [
        ("◀", True),
        ("▶", False),
    ]
    first_image = stepper.attachments[0].url
    (ahead,) = [b["custom_id"] for b in buttons(stepper) if b["label"] == "▶"]
    await world.members["cat"].click(stepper, custom_id=ahead)
    assert text_of(stepper).startswith("**Splito · game #1**, board 2 of 13")
    assert stepper.attachments[0].url != first_image
    assert all(not b.get("disabled", False) for b in buttons(stepper))
    past_the_end = await press(world, "cat", posted, "replay:step:1:13:next")
    assert ephemeral_text(past_the_end) == "Game #1 has no such board."
    # A ▶ written onto the public replay opens a stepper of the clicker's own; the replay stays.
    forged = await press(world, "cat", posted, "replay:step:1:4:next")
    assert forged.ephemeral and "board 5 of 13" in text_of(forged.response)
    assert text_of(thread.history()[-1]) == text_of(posted)
    assert custom_ids(thread.history()[-1], "replay:step:") == [opens]


def test_a_kept_replay_counts_the_memory_its_frames_take():
    """The replay desk's budget counts what a replay holds once it is back from the replay
    lane: its GIF, its log and its frames' views (a Serendipity game's hundreds of boards weigh
    as much as its GIF), measured as the bot's process allocates them."""
    game = get_game("serendipity")
    config, seed = game.make_config(2, {}), 4
    state, rng, rows = game.new_game(config, seed), random.Random(4), []
    while len(rows) < 80:  # a game's first 80 steps: the same frames, fewer of them
        seat = min(game.waiting_for(state))
        action = choose(game, state, seat, "greedy", rng)
        rows.append(LoggedRow(len(rows) + 1, seat, json.dumps(game.action_to_json(action)), "ai"))
        state = game.apply(state, seat, action)
    drawn = draw_replay(
        ReplaySource("serendipity", 1, config, seed, rows, ["A", "B"]), ["A", "B"], "en"
    )
    sent = pickle.dumps(drawn)  # as it comes back from the replay lane's process
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        kept = pickle.loads(sent)
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert drawn.views_size > len(drawn.gif) / 2
    assert 0.8 * held <= kept.size <= 2 * held, (kept.size, held)
