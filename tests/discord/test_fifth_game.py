"""A fifth game added from outside the bot by one line in each layer's registry (Pebbles,
``tests/fifth_game``) plays like the bot's own: lobby, turns, boards, final, replay, rematch,
leaderboard."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator

import pytest
from PIL import Image

from bot.lanes import REPLAYS
from tests import fifth_game
from tests.discord.conftest import (
    World,
    buttons,
    custom_ids,
    ephemeral_text,
    newest_with,
    press,
    start_game,
)
from tests.discord.texts import breakdown, text_of


@pytest.fixture(autouse=True)
def pebbles() -> Iterator[None]:
    """Registered before the bot starts (autouse fixtures come first), gone after the test."""
    fifth_game.register()
    yield
    fifth_game.unregister()


def take_button(place) -> tuple[object, str] | None:
    """The newest board's Take button (None once the game is over)."""
    message = newest_with(place, "pebbles:play:")
    return None if message is None else (message, custom_ids(message, "pebbles:play:")[0])


def image(world: World, message, suffix: str) -> Image.Image:
    (found,) = [a for a in message.attachments if a.filename.endswith(suffix)]
    return Image.open(io.BytesIO(world.env.backend.cdn.get(found.url)))


async def take(world: World, name: str, place, count: int) -> None:
    """``name`` presses the board's Take, then the number of pebbles."""
    board, take_id = take_button(place)
    opened = await world.members[name].click(board, custom_id=take_id)
    assert opened.ephemeral, opened
    choice = opened.followups[-1] if opened.followups else opened.response
    labels = [b["label"] for b in buttons(choice)]
    assert f"Take {count}" in labels, labels
    done = await world.members[name].click(choice, label=f"Take {count}")
    assert text_of(done.response) == f"You took {count}." and not buttons(done.response)


async def test_pebbles_plays_from_lobby_to_leaderboard(world: World) -> None:
    ann, bob, cat = (world.members[n] for n in ("ann", "bob", "cat"))
    # The replay process starts now, with Pebbles: the bot's fork server has only just started
    # importing the bot, which takes seconds on a busy machine, longer than a click may keep
    # the simulated Discord waiting.
    await REPLAYS.run(os.getpid)
    place = await start_game(world, ["ann", "bob"], command="pebbles")
    board, take_id = take_button(place)
    assert "Pebbles · game #1 · 7 left" in text_of(board)
    assert "ann's turn" in text_of(board)
    assert image(world, board, ".png").width == 1000

    # Not bob's turn, and cat is not playing: each is told, and nothing moves.
    refused = await bob.click(board, custom_id=take_id)
    assert ephemeral_text(refused) == "It is ann's turn: watch the board."
    stranger = await cat.click(board, custom_id=take_id)
    assert ephemeral_text(stranger) == "You are not playing in this game."

    for name, count in (("ann", 1), ("bob", 2), ("ann", 1), ("bob", 1), ("ann", 2)):
        await take(world, name, place, count)
    assert take_button(place) is None  # the last board's button is gone with the game

    final = place.history()[-1]
    assert [b["label"] for b in buttons(final)] == ["Rematch", "Replay"]
    # One card: the final words, the scoreboard, the breakdown under it, then the buttons.
    assert final.flags.components_v2 and final.content == ""
    (container,) = [c.to_dict() for c in final.components]
    kinds = [c["type"] for c in container["components"]]
    assert kinds[:3] == [10, 12, 10] and kinds[-1] == 1, kinds
    embed = breakdown(final)
    assert embed.title == "Pebbles · game #1 · final"
    assert [field.name for field in embed.fields] == ["1. ann", "2. bob"]
    assert image(world, final, "-scores.png").height > 0
    # A game without a reviewer shows no Review button, and refuses one written by hand.
    refused = await press(world, "ann", final, "review:1")
    assert ephemeral_text(refused) == "This game has no review yet."

    (replay_id,) = custom_ids(final, "replay:")
    await cat.click(final, custom_id=replay_id)
    replayed = place.history()[-1]
    assert text_of(replayed).startswith("**Pebbles · game #1**, replayed")
    gif = image(world, replayed, "-replay.gif")
    assert gif.n_frames == 5  # the board after each take

    ranked = await cat.slash(world.channel, "splitbot leaderboard", game="pebbles")
    lines = ranked.response.embeds[0].description.split("\n")
    assert lines[0].startswith(f"1. {ann.mention}: ") and lines[1].startswith(f"2. {bob.mention}")

    (rematch_id,) = custom_ids(final, "rematch:")
    await bob.click(final, custom_id=rematch_id)
    lobby = place.history()[-1]
    assert lobby.embeds[0].title == "Pebbles · game #2"
    await ann.click(lobby, label="Join")
    await bob.click(lobby, label="Start")
    board, _ = take_button(place)
    assert "Pebbles · game #2 · 7 left" in text_of(board) and "bob's turn" in text_of(board)


async def test_pebbles_teaches_its_tutorial_with_hints_as_the_bot_s_own_games_do(world: World):
    """The fifth game's tutorial and hints come from its rules' description alone: the lessons
    on the board, Hint's take and why, a take the lesson does not teach refused with the
    reason, and the learner's win ending on Start a real game."""
    ann = world.members["ann"]
    answer = await ann.slash(world.channel, "pebbles tutorial")
    (thread,) = world.channel.threads
    assert ephemeral_text(answer).endswith(f"is in <#{thread.id}>: only you and the bot are there.")
    assert text_of(thread.history()[0]).startswith("📘 **Welcome to Pebbles**, ")
    service = world.env.bot.service
    for lesson, pile, taught in ((1, 7, 1), (2, 5, 2)):
        board, take_id = take_button(thread)
        assert f"📘 **Lesson {lesson} of 2**: " in text_of(board)
        assert f"{pile} left" in text_of(board)
        opened = await ann.click(board, custom_id=take_id)
        control = opened.followups[-1] if opened.followups else opened.response
        (hint_id,) = custom_ids(control, "pebbles:hint:")
        await ann.click(control, custom_id=hint_id)
        hinted = next(m for m in thread.history(viewer=ann) if m.id == control.id)
        assert f"💡 Hint: **Take {taught}** — it leaves {pile - taught}, a multiple" in (
            text_of(hinted)
        )
        wrong = await ann.click(hinted, label=f"Take {3 - taught}")
        assert ephemeral_text(wrong).startswith("📘 This lesson teaches another move: “")
        assert (await service.get(1)).state.pile == pile  # nothing taken
        done = await ann.click(hinted, label=f"Take {taught}")
        assert text_of(done.response) == f"You took {taught}."
    board, take_id = take_button(thread)
    assert "📘 The lessons are over" in text_of(board)
    await take(world, "ann", thread, 2)  # two left after the AI's take: the learner wins
    final = thread.history()[-1]
    assert "📘 **Tutorial done!**" in text_of(final)
    assert "Start a real game" in [b["label"] for b in buttons(final)]
