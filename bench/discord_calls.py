"""What a whole game asks of Discord, per action, for each game (target: ≤ 0.5 channel calls).

Discord allows a bot about 50 requests a second with its own token, every server together;
interaction responses and followups (and their edits while the click's token lives) are not
counted. Each game is played to its end by its members through SimCord's simulated Discord,
with the same drivers as the Discord tests, and every request the bot made is sorted by road:

- channel: calls with the bot's token (posts, edits, threads): the budget that runs out;
- click: interaction responses, followups and their edits (not counted by Discord).
"""

from __future__ import annotations

import asyncio
import random
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from simcord.env import Env

from bench.gate import Verdict
from bench.service import details
from bot.discordbot.client import SplitBot
from bot.storage.db import sqlite_url
from engine import get_game
from engine.ai import choose
from tests.discord.conftest import World, board, channel_calls, pick, start_game
from tests.discord.test_serendipity_game import Player, live_board
from tests.discord.test_splitit_game import Table
from tests.discord.test_splitter_game import add_members, place_numbers, sheet_board

Game = Callable[[World], Awaitable[None]]


async def splito(world: World) -> None:
    """Four players, every round to the end (a player's hand follows them)."""
    names = add_members(world, 4)
    thread = await start_game(world, names)
    rounds = 0
    while board(thread) is not None:
        for name in names:
            await pick(world, name, thread, card=rounds % 3, side="left" if rounds % 2 else "right")
        rounds += 1


async def splitit(world: World) -> None:
    names = add_members(world, 4)
    thread = await start_game(world, names, command="split")
    await Table(world, thread, names).play_out()


async def splitter(world: World) -> None:
    names = add_members(world, 6)
    thread = await start_game(world, names, command="splitter")
    while (shown := sheet_board(thread)) is not None:
        for name in names:
            await place_numbers(world, name, thread, board=shown)


async def serendipity(world: World) -> None:
    """Two members, each turn by greedy choice through the panel."""
    names = ["ann", "bob"]
    thread = await start_game(world, names, command="serendipity")
    game = get_game("serendipity")
    players = {name: Player(world, name, thread) for name in names}
    rng = random.Random(3)
    service = world.env.bot.service
    while (table := await service.get(1)).status == "running" and live_board(thread) is not None:
        (seat,) = game.to_act(table.state)
        name = next(n for n in names if table.seat_of(world.members[n].id) == seat)
        await players[name].play(choose(game, table.state, seat, "greedy", rng))


GAMES: dict[str, Game] = {
    "Splito, 4 players": splito,
    "Split it!, 4 players": splitit,
    "Splitter, 6 players": splitter,
    "Serendipity, 2 players": serendipity,
}


async def measure(folder: Path, play: Game) -> dict[str, Any]:
    bot = SplitBot(sqlite_url(folder / "calls.db"), shard_count=1)
    env = Env(bot)
    await env.start()
    try:
        with env.time_context():
            guild = env.create_guild()
            channel = guild.create_text_channel("games")
            members = {name: guild.add_member(env.create_user(name)) for name in ("ann", "bob")}
            world = World(env, guild, channel, members)
            started = len(env.http_requests)
            await play(world)
            table = await bot.service.get(1)
            assert table.status == "finished", table.status
            made = env.http_requests[started:]
            channel_made = len(channel_calls(world, started))
            clicks = sum(1 for r in made if r.path.startswith(("/webhooks/", "/interactions/")))
    finally:
        await env.shutdown()
    return {
        "actions": table.version,
        "channel_calls": channel_made,
        "channel_per_action": channel_made / table.version,
        "click_calls_per_action": clicks / table.version,
    }


async def main() -> int:
    verdict = Verdict("discord_calls")
    for name, play in GAMES.items():
        with tempfile.TemporaryDirectory() as folder:
            figures = await measure(Path(folder), play)
        verdict.at_most(
            f"a whole game of {name}: channel calls per action",
            figures["channel_per_action"],
            0.5,
            details(figures, "actions", "channel_calls", "click_calls_per_action"),
        )
    return verdict.finish()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
