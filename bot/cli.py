"""The ``splitbot`` command line: run the bot, migrate, play an offline demo, replay a game."""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import sys
import tempfile
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

from bot.i18n import DEFAULT, LANGUAGES, Words, words
from bot.service import Player, TableInfo, TableService, errors
from bot.service.core import LogDoesNotReplay
from bot.storage import connect, default_database_url, migrate
from bot.storage.db import sqlite_url
from engine import game_names, get_game
from engine.ai import POLICY_NAMES, choose
from render import games_with_images, images_for


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``splitbot`` console script."""
    parser = _parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "handler"):
        parser.print_help()
        return 2
    if not asyncio.iscoroutinefunction(args.handler):
        return args.handler(args)
    try:
        return asyncio.run(args.handler(args))
    except errors.Refusal as refusal:
        print(
            f"splitbot: {words(getattr(args, 'language', None))(refusal.message)}", file=sys.stderr
        )
        return 1


#: ``--language``: the words of the log, the refusals and the images.
LANGUAGE_ARGUMENT: dict[str, Any] = {
    "choices": list(LANGUAGES),
    "default": DEFAULT,
    "help": "language of the log's words (default en)",
}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="splitbot", description=__doc__)
    commands = parser.add_subparsers(title="commands")

    run = commands.add_parser("run", help="run the Discord bot (settings: environment or .env)")
    run.set_defaults(handler=_run)

    migrate_cmd = commands.add_parser("migrate", help="apply pending database migrations")
    migrate_cmd.add_argument("--database-url", help="default: DATABASE_URL or data/splitbot.db")
    migrate_cmd.set_defaults(handler=_migrate)

    demo = commands.add_parser(
        "demo", help="play a whole game with AI seats offline and write its log (and images)"
    )
    demo.add_argument("game", choices=[g for g in game_names() if g in games_with_images()])
    demo.add_argument("--players", type=int, default=4, help="seats at the table (default 4)")
    demo.add_argument("--seed", type=int, default=7, help="deal and AI choices (default 7)")
    demo.add_argument("--out", type=Path, default=Path("demo"), help="output folder (demo/)")
    demo.add_argument("--policy", choices=POLICY_NAMES, default="greedy", help="AI policy")
    demo.add_argument("--language", **LANGUAGE_ARGUMENT)
    demo.set_defaults(handler=_demo)

    replay = commands.add_parser("replay", help="print a game's log and scores from the database")
    replay.add_argument("table_id", type=int)
    replay.add_argument("--database-url", help="default: DATABASE_URL or data/splitbot.db")
    replay.add_argument("--language", **LANGUAGE_ARGUMENT)
    replay.set_defaults(handler=_replay)
    return parser


def _run(args: argparse.Namespace) -> int:
    """Connect to Discord until stopped; without a token, explain how to get one."""
    import os

    import discord

    from bot.discordbot.client import SplitBot
    from bot.discordbot.settings import Settings, SettingsError

    try:
        settings = Settings.load(dotenv=Path(os.environ.get("SPLITBOT_DOTENV", ".env")))
    except SettingsError as error:
        print(error, file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=getattr(logging, settings.log_level))
    client = SplitBot(settings.database_url, dev_guild_id=settings.dev_guild_id)
    client.run(settings.token, log_handler=None)  # logging is set up above
    return 0


async def _migrate(args: argparse.Namespace) -> int:
    engine = connect(args.database_url or default_database_url())
    try:
        await migrate(engine)
    finally:
        await engine.dispose()
    print("database is up to date")
    return 0


async def _demo(args: argparse.Namespace) -> int:
    """A whole game through the real service on a temporary SQLite file."""
    game = get_game(args.game)
    low, high = game.player_range()
    if not low <= args.players <= high:
        print(f"splitbot: {game.title} is for {low}–{high} players", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        engine = connect(sqlite_url(Path(folder) / "demo.db"))
        try:
            await migrate(engine)
            service = TableService(engine)
            host = Player(1, "Ada")
            table = await service.create_lobby(
                game.name, host, ai_seats=args.players - 1, seed=args.seed
            )
            table, _ = await service.start(table.id, host.user_id)
            rng = random.Random(args.seed)
            while table.status == "running":
                # The host's seat is played by the same policy, through the service like a person.
                seat = table.seat_of(host.user_id)
                if seat not in game.waiting_for(table.state):
                    break
                action = choose(game, table.state, seat, args.policy, rng)
                table, _ = await service.act(
                    table.id, host.user_id, game.action_to_json(action), round=table.round
                )
            lines = await _log_lines(service, table, words(args.language))
            images = await _write_images(service, table, args.out, words(args.language))
        finally:
            await service.close()
            await engine.dispose()
    (args.out / "log.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines[-(len(table.seats) + 2) :]))
    print(f"wrote {args.out / 'log.txt'} and {images} images")
    return 0


async def _write_images(service: TableService, table: TableInfo, out: Path, say: Words) -> int:
    """One table image per round, a sample hand, and the final scoreboard."""
    game = get_game(table.game)
    images = images_for(game.name)
    names = [s.name for s in sorted(table.seats, key=lambda s: s.position or 0)]
    jobs: list[tuple[Path, Any]] = []
    pages: list[tuple[Path, Any]] = []
    for step in await service.replay_log(table.id):
        ended = game.round_number(step.state) != step.round
        if ended and step.round % images.demo_every == 0:
            view = game.view(step.state, None)
            pages.append((out / f"round-{step.round:02d}", partial(images.table, view, names, say)))
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


async def _replay(args: argparse.Namespace) -> int:
    engine = connect(args.database_url or default_database_url())
    try:
        await migrate(engine)
        service = TableService(engine)
        table = await service.get(args.table_id)
        print("\n".join(await _log_lines(service, table, words(args.language))))
    finally:
        await engine.dispose()
    return 0


async def _log_lines(service: TableService, table: TableInfo, say: Words) -> list[str]:
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
        steps, stopped = await service.replay_log(table.id), None
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


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
