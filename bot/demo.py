"""The offline demo: a whole game played by AI seats through the real service on a temporary
SQLite file, written out as its log and images (``splitbot demo``)."""

from __future__ import annotations

import asyncio
import random
import tempfile
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from bot.i18n import Words
from bot.service import Player, TableInfo, TableService
from bot.service.replaylog import LogDoesNotReplay
from bot.storage import connect, migrate
from bot.storage.db import sqlite_url
from engine import get_game
from engine.ai import choose
from render import images_for


@dataclass(frozen=True)
class Demo:
    """A demo game played: its log's lines and how many images were written."""

    lines: list[str]
    images: int


async def play_demo(
    game_name: str, players: int, seed: int, policy: str, say: Words, out: Path
) -> Demo:
    """A whole game of ``players`` seats, all played by ``policy``; its images go to ``out``."""
    game = get_game(game_name)
    with tempfile.TemporaryDirectory() as folder:
        engine = connect(sqlite_url(Path(folder) / "demo.db"))
        try:
            await migrate(engine)
            service = TableService(engine)
            host = Player(1, "Ada")
            table = await service.lobbies.create_lobby(
                game.name, host, ai_seats=players - 1, seed=seed
            )
            table, _ = await service.lobbies.start(table.id, host.user_id)
            rng = random.Random(seed)
            while table.status == "running":
                # The host's seat is played by the same policy, through the service like a person;
                # the policy reads the engine state, which a tool asks the service's core for.
                state = (await service.core.get(table.id)).state
                seat = table.seat_of(host.user_id)
                if seat not in game.waiting_for(state):
                    break
                action = choose(game, state, seat, policy, rng)
                table, _ = await service.play.act(table.id, host.user_id, action, round=table.round)
            final = await service.core.get(table.id)
            lines = await log_lines(service, final, say)
            images = await write_images(service, final, out, say)
        finally:
            await service.close()
            await engine.dispose()
    return Demo(lines, images)


async def write_images(service: TableService, table: TableInfo, out: Path, say: Words) -> int:
    """One table image per round, a sample hand, and the final scoreboard."""
    game = get_game(table.game)
    images = images_for(game.name)
    names = [s.name for s in sorted(table.seats, key=lambda s: s.position or 0)]
    jobs: list[tuple[Path, Any]] = []
    pages: list[tuple[Path, Any]] = []
    steps = await service.core.replay_log(table.id)
    # Numbers as wide as the last one's (at least two digits): the files sort in play order.
    width = max(2, len(str(max((step.round for step in steps), default=0))))
    for step in steps:
        ended = game.round_number(step.state) != step.round
        if ended and step.round % images.demo_every == 0:
            view = game.view(step.state, None)
            stem = out / f"round-{step.round:0{width}d}"
            pages.append((stem, partial(images.table, view, names, say)))
            if len(pages) == 1 and images.hand and not game.is_over(step.state):
                hand = game.view(step.state, 0)  # what the first seat saw in round 2
                jobs.append((out / "hand-example.png", partial(images.hand, hand, say)))
    final = game.view(table.state, None)
    jobs.append(
        (out / "final.png", partial(images.scoreboard, final, game.result(table.state), names, say))
    )
    written = 0
    # Rendering is CPU work: keep it off the event loop.
    for stem, render in pages:
        drawn = await asyncio.to_thread(render)
        for number, image in enumerate(drawn, start=1):
            suffix = f"-{number}" if len(drawn) > 1 else ""
            stem.with_name(f"{stem.name}{suffix}.png").write_bytes(image)
        written += len(drawn)
    for path, render in jobs:
        path.write_bytes(await asyncio.to_thread(render))
    return written + len(jobs)


async def log_lines(service: TableService, table: TableInfo, say: Words) -> list[str]:
    """A game's log, round by round, then its standings; for a frozen table, why, and the log up
    to the action that no longer replays."""
    game = get_game(table.game)
    names = {s.position: s.name for s in table.seats}
    lines = [f"{game.title} game #{table.id}: {table.status}, {len(table.seats)} seats"]
    if table.frozen_reason:
        lines.append(f"frozen because {table.frozen_reason}")
    if table.config is None:
        return [*lines, "not started yet" if table.status == "lobby" else "no saved game to replay"]
    try:
        steps, stopped = await service.core.replay_log(table.id), None
    except LogDoesNotReplay as failure:
        steps, stopped = failure.steps, str(failure)
    current_round = None
    for step in steps:
        if step.round != current_round:
            lines.append(f"round {step.round}")
            current_round = step.round
        note = "" if step.source == "player" else f" ({step.source})"
        wording = say(game.describe_action(table.config, step.action))
        lines.append(f"  {names.get(step.seat, step.seat)}{note}: {wording}")
    if stopped is not None:
        lines.append(f"the log stops replaying here: {stopped}")
    elif table.status == "finished":
        lines.append("final standings")
        standings = game.standings(game.result(table.state))
        for standing in sorted(standings, key=lambda s: (s.rank, s.seat)):
            lines.append(f"  {standing.rank}. {names[standing.seat]}: {standing.score}")
    return lines
