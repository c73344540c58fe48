"""The ``splitbot`` command line: run the bot, migrate, play an offline demo, replay a game,
forget a member."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.metadata
import logging
import sqlite3
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.demo import log_lines, play_demo
from bot.environment import SettingsError, settings_source
from bot.health import add_arguments as add_health_arguments
from bot.health import check as check_health
from bot.i18n import DEFAULT, LANGUAGES, words
from bot.service import TableService, errors
from bot.storage import AsyncEngine, DatabaseSetupError, connect, default_database_url
from bot.storage.db import (
    BUSY_MS,
    UNREACHABLE,
    migrate_to,
    schema_is_current,
    shown_url,
    sqlite_file,
)
from engine import game_names, get_game
from engine.ai import POLICY_NAMES, has_policy
from render import games_with_images

#: The exit status of a failure that may pass by itself (the database or Discord out of reach):
#: a supervisor starts the bot again. A setting to fix exits with 2, which it should not
#: (``deploy/splitbot.service``: ``RestartPreventExitStatus=2``).
OUT_OF_REACH = 3


class CommandError(Exception):
    """What a command cannot do as asked, said in one line."""


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``splitbot`` console script. Every failure an operator can cause (a
    setting, the database, a path) is said in one line, never as a traceback."""
    parser = _parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "handler"):
        parser.print_help()
        return 2
    try:
        if not asyncio.iscoroutinefunction(args.handler):
            return int(args.handler(args))
        return int(asyncio.run(args.handler(args)))
    except errors.Refusal as refusal:
        said = words(getattr(args, "language", None))(refusal.message)
        print(f"splitbot: {said}", file=sys.stderr)
        return 1
    except SettingsError as error:
        print(error, file=sys.stderr)
        return 2
    except (CommandError, DatabaseSetupError) as error:
        print(f"splitbot: {error}", file=sys.stderr)
        return 2
    except UNREACHABLE as error:
        reason = str(getattr(error, "orig", None) or error).strip().splitlines()[0]
        print(f"splitbot: cannot use the database: {reason}", file=sys.stderr)
        return OUT_OF_REACH


def _seed(text: str) -> int:
    """A seed for the deal: a whole number that fits the database (0 to 2^63 − 1)."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= seed < 2**63:
        raise argparse.ArgumentTypeError("a seed is a whole number from 0 to 2^63 − 1")
    return seed


def _database(args: argparse.Namespace) -> str:
    """The database a command uses: --database-url, else the settings (environment, .env)."""
    return args.database_url or default_database_url(settings_source())


def _shown(url: str) -> str:
    """A database URL as it may be printed: without its password."""
    return shown_url(url)


#: ``--language``: the words of the log, the refusals and the images.
LANGUAGE_ARGUMENT: dict[str, Any] = {
    "choices": list(LANGUAGES),
    "default": DEFAULT,
    "help": "language of the log's words (default en)",
}


def version() -> str:
    """The installed package's version."""
    try:
        return importlib.metadata.version("splitbot")
    except importlib.metadata.PackageNotFoundError:  # run from a checkout that was not installed
        return "unknown"


def _database_argument(command: argparse.ArgumentParser) -> None:
    """``--database-url``, which every command that opens the database takes."""
    command.add_argument(
        "--database-url", help="default: DATABASE_URL (environment or .env), else data/splitbot.db"
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="splitbot", description=__doc__)
    parser.add_argument("--version", action="version", version=f"splitbot {version()}")
    commands = parser.add_subparsers(title="commands")

    run = commands.add_parser("run", help="run the Discord bot (settings: environment or .env)")
    run.set_defaults(handler=_run)

    migrate_cmd = commands.add_parser("migrate", help="apply pending database migrations")
    _database_argument(migrate_cmd)
    migrate_cmd.add_argument(
        "--to",
        default="head",
        metavar="REVISION",
        help="a migration's id (e.g. 0008) to go up or back to; back drops what later ones "
        "added (default: head, the newest)",
    )
    migrate_cmd.set_defaults(handler=_migrate)

    demo = commands.add_parser(
        "demo", help="play a whole game with AI seats offline and write its log (and images)"
    )
    demo.add_argument("game", choices=[g for g in game_names() if g in games_with_images()])
    demo.add_argument("--players", type=int, default=4, help="seats at the table (default 4)")
    demo.add_argument("--seed", type=_seed, default=7, help="deal and AI choices (default 7)")
    demo.add_argument("--out", type=Path, default=None, help="output folder (default demo/<game>/)")
    demo.add_argument("--policy", choices=POLICY_NAMES, default="greedy", help="AI policy")
    demo.add_argument("--language", **LANGUAGE_ARGUMENT)
    demo.set_defaults(handler=_demo)

    replay = commands.add_parser("replay", help="print a game's log and scores from the database")
    replay.add_argument("table_id", type=int)
    _database_argument(replay)
    replay.add_argument("--language", **LANGUAGE_ARGUMENT)
    replay.set_defaults(handler=_replay)

    forget = commands.add_parser(
        "forget",
        help="delete a member's data: their seats, results and hosting no longer name them "
        "(stop the bot first)",
    )
    forget.add_argument("user_id", type=_user_id, help="the member's Discord user id")
    _database_argument(forget)
    forget.set_defaults(handler=_forget)

    backup = commands.add_parser(
        "backup",
        help="copy the SQLite database to PATH while the bot runs (PostgreSQL: says how with "
        "pg_dump)",
    )
    backup.add_argument("path", type=Path, help="the new file (refused if it exists)")
    _database_argument(backup)
    backup.set_defaults(handler=_backup)

    health = commands.add_parser(
        "health", help="exit 0 if the running bot is connected (its heartbeat file is fresh)"
    )
    add_health_arguments(health)
    health.set_defaults(handler=_health)
    return parser


def _run(args: argparse.Namespace) -> int:
    """Connect to Discord until stopped; without a token, explain how to get one."""
    import aiohttp
    import discord

    from bot.discordbot.client import SplitBot
    from bot.discordbot.lifecycle import serve as serve_bot
    from bot.discordbot.settings import Settings
    from bot.discordbot.weblinks import CannotServe
    from bot.logs import setup_logging

    settings = Settings.load()
    setup_logging(settings.log_level, settings.log_format)
    # A database that cannot be used is said before the bot logs in to Discord.
    asyncio.run(_reach_database(settings.database_url))
    # The bot never joins a voice channel: no warnings about voice libraries it does not need.
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False
    client = SplitBot(
        settings.database_url,
        dev_guild_id=settings.dev_guild_id,
        shard_count=settings.shard_count,
        shard_ids=settings.shard_ids,
        heartbeat_file=settings.heartbeat_file,
        expiry=settings.expiry,
        lobbies_per_member=settings.lobbies_per_member,
        drawing_processes=settings.drawing_processes,
        policy_urls=settings.policy_urls,
        count_tables=settings.metrics_port is not None,
        freeze_heap=True,
        web=settings.web,
    )
    if settings.metrics_port is not None:
        from bot.metrics import serve

        where = f"{settings.metrics_address}:{settings.metrics_port}"
        try:
            serve(settings.metrics_port, settings.metrics_address)
        except OSError as error:
            raise CommandError(f"cannot serve metrics on {where}: {error.strerror}") from None
        logging.getLogger("bot.metrics").info("metrics served at http://%s/metrics", where)
    try:
        asyncio.run(serve_bot(client, settings.token))  # SIGTERM and SIGINT stop it cleanly
    except CannotServe as error:
        raise CommandError(str(error)) from None
    except discord.LoginFailure:
        print(
            "splitbot: Discord refused the token (DISCORD_TOKEN): copy it again from the "
            "Developer Portal's Bot page, or reset it there.",
            file=sys.stderr,
        )
        return 2
    except discord.HTTPException as error:  # the login refused otherwise (an outage, a limit)
        print(f"splitbot: Discord answered the login with HTTP {error.status}", file=sys.stderr)
        return OUT_OF_REACH
    except aiohttp.ClientError as error:  # no network, no DNS, Discord unreachable
        reason = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        print(f"splitbot: cannot reach Discord: {reason}", file=sys.stderr)
        return OUT_OF_REACH
    return 0


async def _reach_database(url: str) -> None:
    """Connect to the database once (a bad URL, a server out of reach: raised)."""
    engine = connect(url)
    try:
        async with engine.connect() as conn:
            await conn.exec_driver_sql("SELECT 1")
    finally:
        await engine.dispose()


async def _migrate(args: argparse.Namespace) -> int:
    url = _database(args)
    engine = connect(url)
    try:
        moved = await migrate_to(engine, args.to)
    finally:
        await engine.dispose()
    print(f"database {_shown(url)}{':' if moved.migrations else ''} {moved}")
    return 0


async def _demo(args: argparse.Namespace) -> int:
    """A whole game through the real service on a temporary SQLite file."""
    game = get_game(args.game)
    low, high = game.player_range()
    if not low <= args.players <= high:
        print(f"splitbot: {game.title} is for {low}–{high} players", file=sys.stderr)
        return 2
    if not has_policy(game.name, args.policy):
        offered = [p for p in POLICY_NAMES if has_policy(game.name, p)]
        print(
            f"splitbot: {game.title} has no {args.policy} AI; choose one of {', '.join(offered)}",
            file=sys.stderr,
        )
        return 2
    args.out = args.out or Path("demo") / game.name  # each game's images apart
    _writable_folder(args.out)  # before playing: a bad --out is told at once
    played = await play_demo(
        game.name, args.players, args.seed, args.policy, words(args.language), args.out
    )
    (args.out / "log.txt").write_text("\n".join(played.lines) + "\n", encoding="utf-8")
    print("\n".join(played.lines[-(args.players + 2) :]))
    print(f"wrote {args.out / 'log.txt'} and {played.images} images")
    return 0


async def _replay(args: argparse.Namespace) -> int:
    """Print a stored game; the database is only read, never created or migrated."""
    url = _database(args)
    engine = await _existing_database(url)
    try:
        service = TableService(engine)
        table = await service.core.get(args.table_id)  # a tool: the engine state too
        print("\n".join(await log_lines(service, table, words(args.language))))
    finally:
        await engine.dispose()
    return 0


async def _forget(args: argparse.Namespace) -> int:
    """Delete what the bot stored about one member."""
    url = _database(args)
    engine = await _existing_database(url)
    service = TableService(engine)
    try:
        done = await service.privacy.forget(args.user_id)
    finally:
        await service.close()
        await engine.dispose()
    print(
        f"forgot member {args.user_id} in {_shown(url)}: left {done.lobbies_left} lobbies, "
        f"{done.games_handed_to_ai} running games handed to the AI, "
        f"{done.seats_anonymised} seats and {done.results_anonymised} results no longer "
        "name them"
    )
    return 0


def _backup(args: argparse.Namespace) -> int:
    """A consistent copy of a running bot's SQLite file, through SQLite's online backup (a
    plain copy of a WAL database may miss or tear its last writes)."""
    url = _database(args)
    source = sqlite_file(url)
    if source is None:
        shown = shown_url(url, drivername="postgresql")
        raise CommandError(
            "backup copies SQLite files; back PostgreSQL up with its own tool, while the bot "
            f"runs: pg_dump --format=custom --file={args.path} '{shown}' (restore: pg_restore)"
        )
    if not source.is_file():
        raise CommandError(f"there is no database at {source}: set DATABASE_URL or --database-url")
    if args.path.exists():
        raise CommandError(f"{args.path} exists already: name a new file")
    if not args.path.parent.is_dir():
        raise CommandError(f"there is no folder {args.path.parent} to write {args.path.name} in")
    return backup_sqlite(source, args.path)


def backup_sqlite(source: Path, target: Path) -> int:
    """Copy ``source`` to ``target`` page by page, then check the copy."""
    with contextlib.closing(sqlite3.connect(source)) as origin:
        origin.execute(f"PRAGMA busy_timeout={BUSY_MS}")  # the bot may be writing
        try:
            with contextlib.closing(sqlite3.connect(target)) as copy:
                origin.backup(copy)
                verdict = copy.execute("PRAGMA integrity_check").fetchone()[0]
                tables = copy.execute("SELECT count(*) FROM game_tables").fetchone()[0]
        except sqlite3.Error as error:
            target.unlink(missing_ok=True)
            raise CommandError(f"cannot back up {source}: {error}") from None
        except BaseException:
            target.unlink(missing_ok=True)
            raise
    if verdict != "ok":
        target.unlink(missing_ok=True)
        raise CommandError(f"the copy of {source} failed its integrity check: {verdict}")
    size = target.stat().st_size
    games = f"{tables} game" + ("" if tables == 1 else "s")
    print(f"backed up {source} to {target}: {games}, {size / 1024:.0f} KiB, integrity ok")
    return 0


async def _existing_database(url: str) -> AsyncEngine:
    """An engine on a database that exists and is migrated: never created nor migrated here."""
    file = sqlite_file(url)
    if file is not None and not file.is_file():
        raise CommandError(f"there is no database at {file}: set DATABASE_URL or --database-url")
    engine = connect(url)
    try:
        if not await schema_is_current(engine):
            raise CommandError(f"run `splitbot migrate` first: {_shown(url)} is not up to date")
    except BaseException:
        await engine.dispose()
        raise
    return engine


def _health(args: argparse.Namespace) -> int:
    """``bot.health``'s check (the console script reaches it without this module)."""
    return check_health(args.max_age)


def _user_id(text: str) -> int:
    """A Discord user id: a snowflake, a whole number of up to 20 digits."""
    if not text.isdigit() or not 0 < int(text) < 2**63:
        raise argparse.ArgumentTypeError(f"{text!r} is not a Discord user id (a number)")
    return int(text)


def _writable_folder(folder: Path) -> None:
    """Make ``folder`` and check that files can be written in it; CommandError if not."""
    if folder.exists() and not folder.is_dir():
        raise CommandError(f"--out {folder} is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / ".splitbot-write-check"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as error:
        raise CommandError(f"cannot write into {folder}: {error.strerror or error}") from None


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
