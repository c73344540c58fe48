"""``/splitbot replay game:`` offers the server's finished games as it is typed: by number,
game, players and day, newest first; a number's start, a title or a name narrows them."""

from __future__ import annotations

import random
import re

from bot.i18n import ENGLISH
from bot.service import errors
from engine import get_game
from engine.ai import choose
from tests.discord.conftest import World, ephemeral_text, start_game
from tests.discord.texts import text_of

SPLITO = get_game("splito")


async def finished_game(world: World, table_id: int, names: list[str], ai_seats: int = 0) -> int:
    """Game ``table_id``, of Splito, started in the channel and played to its end through the
    service (each move shown by the bot as any is)."""
    await start_game(world, names, ai_seats=ai_seats)
    service, rng = world.env.bot.service, random.Random(4)
    while (table := await service.get(table_id)).status == "running":
        for seat in sorted(SPLITO.waiting_for(table.state)):
            action = SPLITO.action_to_json(choose(SPLITO, table.state, seat, "greedy", rng))
            await service.play.act_json(table_id, table.seat_at(seat).user_id, action)
    return table_id


def offered(choices: list[dict]) -> list[tuple[int, str]]:
    return [(int(c["value"]), c["name"]) for c in choices]


async def test_the_replay_option_offers_finished_games_newest_first(world, locales):
    ann, bob = world.members["ann"], world.members["bob"]
    locales[bob.id] = "fr"
    first = await finished_game(world, 1, ["ann", "bob", "cat"])
    second = await finished_game(world, 2, ["bob"], ai_seats=2)
    await start_game(world, ["ann", "cat"])  # running: not offered
    choices = offered(await ann.autocomplete(world.channel, "splitbot replay", "game", ""))
    assert [number for number, _ in choices] == [second, first]
    (_, named) = choices[0]
    assert named.startswith(f"#{second} · Splito · ")
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", named.split(" · ")[3]), named
    assert set(named.split(" · ")[2].split(", ")) == {"bob", "AI 1", "AI 2"}
    # A number's start, a title or a player's name narrows them; nothing matching, none.
    by_number = await ann.autocomplete(world.channel, "splitbot replay", "game", f"#{first}")
    assert offered(by_number)[0][0] == first
    by_name = await ann.autocomplete(world.channel, "splitbot replay", "game", "CAT")
    assert [number for number, _ in offered(by_name)] == [first]
    assert await ann.autocomplete(world.channel, "splitbot replay", "game", "Serendipity") == []
    assert await ann.autocomplete(world.channel, "splitbot replay", "game", "9" * 40) == []
    # In the member's language; the game chosen replays.
    french = await bob.autocomplete(world.channel, "splitbot replay", "game", "")
    assert offered(french)[0][1].startswith(f"n° {second} · Splito · ")
    replayed = await bob.slash(world.channel, "splitbot replay", game=first)
    assert not replayed.ephemeral
    assert text_of(replayed.response).startswith(f"**Splito · game #{first}**, replayed")


async def test_another_server_s_games_are_not_offered(world):
    await finished_game(world, 1, ["ann", "bob", "cat"])
    other = world.env.create_guild()
    channel = other.create_text_channel("games")
    dan = other.add_member(world.env.create_user("dan"))
    assert await dan.autocomplete(channel, "splitbot replay", "game", "") == []
    refused = await dan.slash(channel, "splitbot replay", game=1)
    assert "#1" in ephemeral_text(refused)


async def test_a_replay_refused_once_it_said_it_was_coming_tells_its_asker_alone(
    world, monkeypatch
):
    """What everyone was told is coming goes; the refusal is the asker's own."""
    await finished_game(world, 1, ["ann", "bob", "cat"])

    async def stopping(*args, **kwargs):
        raise errors.Refusal("refusal-restarting")

    monkeypatch.setattr("bot.discordbot.replay.drawn_replay", stopping)
    before = len(world.channel.history())
    asked = await world.members["cat"].slash(world.channel, "splitbot replay", game=1)
    assert ephemeral_text(asked) == ENGLISH("refusal-restarting")
    assert len(world.channel.history()) == before  # the public "⏳ Replaying…" is gone
