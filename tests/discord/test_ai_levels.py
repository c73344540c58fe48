"""AI levels through Discord: the host chooses the level in the lobby, the AI seats added then
are named by it, and a game with a Strong AI seat plays to the end."""

from __future__ import annotations

from typing import Any

from tests.discord.conftest import SLOW_SETTLE, World, ephemeral_text, open_lobby
from tests.discord.test_splitit_game import Table, selects
from tests.discord.texts import breakdown, text_of

# A hint or an AI seat is the strong AI deciding in one of the bot's threads.
pytestmark = SLOW_SETTLE


def current(world: World, message: Any) -> Any:
    """The message as the channel holds it now."""
    return next(m for m in world.channel.history() if m.id == message.id)


def level_select(message: Any) -> dict[str, Any]:
    (select,) = [s for s in selects(message) if s["custom_id"].endswith(":ailevel")]
    return select


async def test_a_game_with_a_strong_ai_seat_plays_to_the_end(world):
    lobby = await open_lobby(world, "ann", "split")
    await world.members["bob"].click(lobby, label="Join")
    select = level_select(current(world, lobby))
    levels = [(o["value"], o["label"]) for o in select["options"]]
    assert levels == [("easy", "Easy"), ("normal", "Normal"), ("strong", "Strong")]
    assert [o["value"] for o in select["options"] if o.get("default")] == ["normal"]
    assert "AI: Normal" in current(world, lobby).embeds[0].fields[1].value

    # Only the host chooses; a guest's choice is refused and changes nothing.
    refused = await world.members["bob"].select(lobby, ["strong"], custom_id=select["custom_id"])
    assert ephemeral_text(refused) == "Only the host can choose the AI level."
    assert "AI: Normal" in current(world, lobby).embeds[0].fields[1].value

    await world.members["ann"].select(lobby, ["strong"], custom_id=select["custom_id"])
    shown = current(world, lobby)
    assert "AI: Strong" in shown.embeds[0].fields[1].value
    assert [o["value"] for o in level_select(shown)["options"] if o.get("default")] == ["strong"]
    await world.members["ann"].click(shown, label="Add AI")
    seats = current(world, lobby).embeds[0].fields[0].value
    assert "3. AI 1 (strong) (AI)" in seats

    await world.members["ann"].click(current(world, lobby), label="Start")
    thread = world.channel.threads[-1] if world.channel.threads else world.channel
    table = await world.env.bot.service.get(1)
    assert [s.ai_policy for s in table.seats] == [None, None, "strong"]
    await Table(world, thread, ["ann", "bob"]).play_out()

    final = thread.history()[-1]
    assert text_of(final).startswith("**The game is over.**")
    names = sorted(f.name.split(". ", 1)[1] for f in breakdown(final).fields)
    assert names == ["AI 1 (strong)", "ann", "bob"]
    steps = await world.env.bot.service.core.replay_log(1)
    assert any(step.source == "ai" for step in steps)
