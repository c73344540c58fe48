"""The splitbot command line: the offline demo, replay from the database, migrate."""

from __future__ import annotations

import asyncio
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.entry import main as entry_main
from bot.service import TableService
from bot.storage import connect, migrate
from bot.storage.db import sqlite_url
from tests.bot.conftest import play_human_turns, players, start_table
from tests.fake_discord import RUN_AGAINST, FakeDiscord


def test_demo_plays_a_whole_game_and_writes_its_log(tmp_path, capsys):
    out = tmp_path / "demo"
    assert main(["demo", "splito", "--players", "3", "--seed", "4", "--out", str(out)]) == 0
    log = (out / "log.txt").read_text(encoding="utf-8")
    assert log.startswith("Splito game #1: finished, 3 seats")
    assert log.count("\nround ") == 13
    assert "final standings" in log
    assert "wrote" in capsys.readouterr().out
    pngs = sorted(p.name for p in out.glob("*.png"))
    assert pngs == sorted(
        [f"round-{n:02d}.png" for n in range(1, 14)] + ["hand-example.png", "final.png"]
    )
    assert all((out / name).read_bytes().startswith(b"\x89PNG") for name in pngs)
    # The same seed gives the same game.
    again = tmp_path / "again"
    main(["demo", "splito", "--players", "3", "--seed", "4", "--out", str(again)])
    assert (again / "log.txt").read_text(encoding="utf-8") == log


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
def test_the_serendipity_demo_writes_a_sample_of_its_many_steps(tmp_path):
    out = tmp_path / "serendipity"
    assert main(["demo", "serendipity", "--players", "2", "--seed", "1", "--out", str(out)]) == 0
    log = (out / "log.txt").read_text(encoding="utf-8")
    steps = log.count("\nround ")
    pngs = sorted(p.name for p in out.glob("*.png"))
    assert steps > 100 and "final standings" in log
    # One board every 25 steps, and the final one; numbered as wide as the last (3 digits), so
    # that they sort in play order.
    assert steps >= 100
    assert pngs == sorted([f"round-{n:03d}.png" for n in range(0, steps, 25)] + ["final.png"])


def test_each_game_s_demo_writes_into_a_folder_of_its_own(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["demo", "splitit", "--players", "2", "--seed", "3"]) == 0
    assert main(["demo", "splitter", "--players", "1", "--seed", "3"]) == 0
    assert sorted(p.name for p in (tmp_path / "demo").iterdir()) == ["splitit", "splitter"]
    assert (tmp_path / "demo" / "splitter" / "round-22.png").exists()


def test_demo_refuses_a_player_count_the_game_does_not_support(tmp_path, capsys):
    assert main(["demo", "splito", "--players", "9", "--out", str(tmp_path)]) == 2
    assert "Splito is for 2–8 players" in capsys.readouterr().err


def test_demo_refuses_an_ai_the_game_does_not_have(tmp_path, capsys, monkeypatch):
    from engine import ai

    monkeypatch.delitem(ai._POLICIES, ("splito", "strong"))  # as a game without one
    assert main(["demo", "splito", "--policy", "strong", "--out", str(tmp_path)]) == 2
    said = capsys.readouterr().err
    assert "Splito has no strong AI; choose one of random, easy, greedy" in said
    assert not list(tmp_path.iterdir())


async def finished_game(path: Path, people: int, seed: int) -> tuple[str, int]:
    """A database at ``path`` holding one finished game: its URL and the game's id."""
    url = sqlite_url(path)
    engine = connect(url)
    await migrate(engine)
    service = TableService(engine)
    table = await start_table(service, players(people))
    await play_human_turns(service, table, random.Random(seed))
    await service.close()
    await engine.dispose()
    return url, table.id


async def test_replay_prints_a_stored_game(tmp_path, capsys):
    url, table_id = await finished_game(tmp_path / "bot.db", 3, 3)
    # main() runs its own event loop: call it from a worker thread.
    code = await asyncio.to_thread(main, ["replay", str(table_id), "--database-url", url])
    printed = capsys.readouterr().out
    assert code == 0
    assert printed.startswith(f"Splito game #{table_id}: finished, 3 seats")
    assert "Player 0: " in printed
    assert "→ left zone" in printed or "→ right zone" in printed
    assert "final standings" in printed
    # --language words the moves in another language.
    args = ["replay", str(table_id), "--database-url", url, "--language", "ru"]
    assert await asyncio.to_thread(main, args) == 0
    printed = capsys.readouterr().out
    assert "→ левая зона" in printed or "→ правая зона" in printed


def test_replay_of_an_unknown_game_says_so(tmp_path, capsys):
    url = sqlite_url(tmp_path / "empty.db")
    assert main(["migrate", "--database-url", url]) == 0
    assert main(["replay", "41", "--database-url", url]) == 1
    assert "There is no game #41" in capsys.readouterr().err
    assert main(["replay", "41", "--database-url", url, "--language", "fr"]) == 1
    assert "Il n'y a pas de partie n° 41." in capsys.readouterr().err


def test_migrate_and_help(tmp_path, capsys):
    assert main(["migrate", "--database-url", sqlite_url(tmp_path / "m.db")]) == 0
    assert "applied 9 migrations, now at 0009" in capsys.readouterr().out
    assert main([]) == 2


REPO = Path(__file__).resolve().parents[2]


def test_make_run_without_a_token_explains_how_to_get_one(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "MAKEFLAGS")}
    env["SPLITBOT_DOTENV"] = str(tmp_path / "absent.env")  # a developer's own .env stays out
    done = subprocess.run(
        ["make", "--no-print-directory", "run"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode != 0
    assert "needs a Discord bot token" in done.stderr
    assert "Create Public Threads" in done.stderr and "make demo" in done.stderr


def one_line(text: str) -> str:
    lines = text.strip().splitlines()
    assert len(lines) == 1, text
    return lines[0]


def test_replay_reads_only_never_creating_or_migrating(tmp_path, capsys, monkeypatch):
    missing = tmp_path / "nowhere" / "bot.db"
    assert main(["replay", "1", "--database-url", sqlite_url(missing)]) == 2
    assert "there is no database at" in one_line(capsys.readouterr().err)
    assert not missing.parent.exists()  # no folder, no file made on the way
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    assert main(["replay", "1", "--database-url", sqlite_url(empty)]) == 2
    assert "run `splitbot migrate` first" in one_line(capsys.readouterr().err)
    with sqlite3.connect(empty) as db:  # not migrated behind the operator's back
        assert db.execute("SELECT name FROM sqlite_master").fetchall() == []


def test_every_command_reads_the_database_from_dotenv(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.delenv("SPLITBOT_DATA_DIR", raising=False)
    dotenv = tmp_path / "settings.env"
    dotenv.write_text(f"SPLITBOT_DATA_DIR={tmp_path / 'kept'}\n")
    monkeypatch.setenv("SPLITBOT_DOTENV", str(dotenv))
    assert main(["migrate"]) == 0
    assert "kept/splitbot.db: applied 9 migrations, now at 0009" in capsys.readouterr().out
    assert (tmp_path / "kept" / "splitbot.db").is_file()
    assert main(["replay", "5"]) == 1  # the same database: migrated, without game #5
    assert "There is no game #5" in capsys.readouterr().err
    other = tmp_path / "other.db"
    dotenv.write_text(f"DATABASE_URL={sqlite_url(other)}\n")
    assert main(["migrate"]) == 0 and other.is_file()
    capsys.readouterr()


@pytest.mark.parametrize(
    ("url", "said", "status"),
    [
        ("not a url", "is not a database URL", 2),
        ("mysql+aiomysql://u:p@localhost/x", "mysql+aiomysql is not a supported database", 2),
        # Out of reach: it may pass by itself, so a supervisor starts the bot again.
        ("postgresql+psycopg://u:secret@127.0.0.1:1/x", "cannot use the database", 3),
    ],
)
def test_a_bad_database_is_told_in_one_line(tmp_path, capsys, url, said, status):
    assert main(["migrate", "--database-url", url]) == status
    line = one_line(capsys.readouterr().err)
    assert said in line and "secret" not in line


def test_a_missing_driver_names_the_extra_to_install(monkeypatch, capsys):
    import importlib.util

    find = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "psycopg" else find(name, *a)
    )
    assert main(["migrate", "--database-url", "postgresql://u@localhost/x"]) == 2
    line = one_line(capsys.readouterr().err)
    assert "postgresql+psycopg needs the psycopg driver: pip install 'splitbot[postgres]'" in line


def test_demo_refuses_a_bad_out_or_seed_before_playing(tmp_path, capsys):
    taken = tmp_path / "a-file"
    taken.write_text("")
    assert main(["demo", "splito", "--out", str(taken)]) == 2
    assert "is a file, not a folder" in one_line(capsys.readouterr().err)
    assert main(["demo", "splito", "--out", str(taken / "inside")]) == 2
    assert "cannot write into" in one_line(capsys.readouterr().err)
    with pytest.raises(SystemExit) as refused:
        main(["demo", "splito", "--seed", "99999999999999999999999"])
    assert refused.value.code == 2
    assert "a seed is a whole number from 0 to 2^63" in capsys.readouterr().err


async def test_a_refused_token_is_one_line(tmp_path):
    """Discord answers the login 401: one line says so, the token never shown, no traceback."""
    fake = FakeDiscord()
    fake.refuse_token = True
    await fake.start()
    env = {
        **os.environ,
        "DISCORD_TOKEN": "not-a-token",
        "SPLITBOT_DOTENV": str(tmp_path / "absent.env"),
        "DATABASE_URL": sqlite_url(tmp_path / "bot.db"),
        "LOG_LEVEL": "WARNING",
    }
    try:
        done = await asyncio.create_subprocess_exec(
            sys.executable, "-c", RUN_AGAINST, fake.api, env=env, stderr=asyncio.subprocess.PIPE
        )
        _, error = await asyncio.wait_for(done.communicate(), timeout=60)
    finally:
        await fake.stop()
    assert done.returncode == 2
    line = one_line(error.decode())
    assert "Discord refused the token" in line and "not-a-token" not in line


async def test_discord_out_of_reach_is_one_line_not_a_database_error(tmp_path):
    """No network or DNS: said as such, in one line (it read "cannot use the database")."""
    env = {
        **os.environ,
        "DISCORD_TOKEN": "a.token",
        "SPLITBOT_DOTENV": str(tmp_path / "absent.env"),
        "DATABASE_URL": sqlite_url(tmp_path / "bot.db"),
        "LOG_LEVEL": "WARNING",
    }
    nowhere = "http://discord.invalid/api/v10"  # a name no DNS resolves
    done = await asyncio.create_subprocess_exec(
        sys.executable, "-c", RUN_AGAINST, nowhere, env=env, stderr=asyncio.subprocess.PIPE
    )
    _, error = await asyncio.wait_for(done.communicate(), timeout=60)
    assert done.returncode == 3  # out of reach: started again by a supervisor
    line = one_line(error.decode())
    assert line.startswith("splitbot: cannot reach Discord: ") and "database" not in line


async def test_a_database_out_of_reach_is_told_before_logging_in_to_discord(tmp_path):
    env = {
        **os.environ,
        "DISCORD_TOKEN": "a.token",
        "SPLITBOT_DOTENV": str(tmp_path / "absent.env"),
        "DATABASE_URL": "postgresql+psycopg://u:secret@127.0.0.1:1/x",
        "LOG_LEVEL": "WARNING",
    }
    nowhere = "http://discord.invalid/api/v10"  # reaching Discord would be another line
    done = await asyncio.create_subprocess_exec(
        sys.executable, "-c", RUN_AGAINST, nowhere, env=env, stderr=asyncio.subprocess.PIPE
    )
    _, error = await asyncio.wait_for(done.communicate(), timeout=60)
    assert done.returncode == 3
    line = one_line(error.decode())
    assert line.startswith("splitbot: cannot use the database: ") and "secret" not in line


def test_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out.startswith("splitbot 0.")


async def test_forget_deletes_a_members_data_and_says_what_it_did(tmp_path, capsys):
    url, _ = await finished_game(tmp_path / "bot.db", 2, 1)
    assert await asyncio.to_thread(main, ["forget", "100", "--database-url", url]) == 0
    said = capsys.readouterr().out
    assert "forgot member 100" in said and "1 results no longer" in said
    with sqlite3.connect(tmp_path / "bot.db") as db:
        assert db.execute("SELECT count(*) FROM seats WHERE user_id = 100").fetchone() == (0,)
        assert db.execute("SELECT count(*) FROM results WHERE name = 'Player 0'").fetchone() == (0,)


def test_forget_refuses_a_bad_id_or_a_missing_database(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["forget", "ann"])
    assert "'ann' is not a Discord user id" in capsys.readouterr().err
    missing = sqlite_url(tmp_path / "none.db")
    assert main(["forget", "100", "--database-url", missing]) == 2
    assert "there is no database at" in capsys.readouterr().err
    assert not (tmp_path / "none.db").exists()


@pytest.mark.parametrize("main", [main, entry_main], ids=["cli", "console script"])
def test_health_reads_the_heartbeats_age(tmp_path, capsys, monkeypatch, main):
    monkeypatch.setenv("SPLITBOT_DOTENV", str(tmp_path / "none.env"))
    monkeypatch.delenv("SPLITBOT_HEARTBEAT_FILE", raising=False)
    assert main(["health"]) == 2
    assert "set SPLITBOT_HEARTBEAT_FILE" in capsys.readouterr().err
    beat = tmp_path / "alive"
    monkeypatch.setenv("SPLITBOT_HEARTBEAT_FILE", str(beat))
    assert main(["health"]) == 1
    assert "no heartbeat yet" in capsys.readouterr().err
    beat.touch()
    assert main(["health"]) == 0
    assert "healthy" in capsys.readouterr().out
    old = beat.stat().st_mtime - 61
    os.utime(beat, (old, old))
    assert main(["health"]) == 1
    assert "the last heartbeat was 61 s ago" in capsys.readouterr().err
    assert main(["health", "--max-age", "120"]) == 0


def test_health_imports_nothing_of_the_bot_but_its_settings(tmp_path):
    """The check runs every 30 s beside the bot: the console script's health command loads no
    database driver, Discord client, service, engine or images (they cost a second of CPU)."""
    beat = tmp_path / "alive"
    beat.touch()
    probe = (
        "import sys; from bot.entry import main; code = main(['health']); "
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('sqlalchemy', 'discord', 'aiohttp', 'PIL', 'engine', 'render') "
        "or m.startswith(('bot.service', 'bot.storage', 'bot.discordbot', 'bot.cli'))); "
        "print(code, heavy)"
    )
    env = {**os.environ, "SPLITBOT_HEARTBEAT_FILE": str(beat), "SPLITBOT_DOTENV": "/nonexistent"}
    done = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.stdout.strip().splitlines()[-1] == "0 []", done.stdout + done.stderr
