"""Run a command against a throwaway PostgreSQL server: ``python -m tests.postgres_server --
pytest tests/bot``. The server lives in a temporary folder, listens on 127.0.0.1 only, on a
free port, and is stopped and removed afterwards; the command gets its URL as
``TEST_DATABASE_URL``. With ``TEST_DATABASE_URL`` already set, that server is used instead.

When PostgreSQL is not installed, it is installed from Debian (as root), or the one line that
says how is printed.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

USER = "splitbot"


def server_programs() -> Path | None:
    """The folder holding initdb and pg_ctl, if PostgreSQL is installed."""
    found = shutil.which("initdb") and shutil.which("pg_ctl")
    if found:
        return Path(shutil.which("initdb") or "").resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return Path(versions[-1]).parent if versions else None


def install() -> Path | None:
    """Install PostgreSQL from Debian when this process may (root with apt-get)."""
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        return None
    subprocess.run(["apt-get", "update", "-qq"], capture_output=True, check=False)
    subprocess.run(
        ["apt-get", "install", "-y", "-qq", "postgresql"], capture_output=True, check=False
    )
    return server_programs()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def as_server_user(command: list[str]) -> list[str]:
    """PostgreSQL refuses to run as root: as root, run it as the ``postgres`` user."""
    if os.geteuid() != 0:
        return command
    return ["runuser", "-u", "postgres", "--", *command]


def main(argv: Sequence[str]) -> int:
    command = list(argv[1:] if argv and argv[0] == "--" else argv)
    if not command:
        print("usage: python -m tests.postgres_server -- COMMAND...", file=sys.stderr)
        return 2
    if os.environ.get("TEST_DATABASE_URL"):
        return subprocess.run(command, check=False).returncode
    programs = server_programs() or install()
    if programs is None:
        print(
            "PostgreSQL is not installed: install the Debian package `postgresql` (or set "
            "TEST_DATABASE_URL to a server's URL)",
            file=sys.stderr,
        )
        return 2
    folder = Path(tempfile.mkdtemp(prefix="splitbot-pg-"))
    data, port = folder / "data", free_port()
    if os.geteuid() == 0:
        owner = pwd.getpwnam("postgres")
        os.chown(folder, owner.pw_uid, owner.pw_gid)
    pg_ctl = str(programs / "pg_ctl")
    try:
        initdb = [str(programs / "initdb"), "-D", str(data), "-A", "trust", "-U", USER]
        subprocess.run(as_server_user(initdb), capture_output=True, check=True)
        options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        log = str(folder / "server.log")
        start = [pg_ctl, "-D", str(data), "-o", options, "-l", log, "-w", "start"]
        subprocess.run(as_server_user(start), capture_output=True, check=True)
        url = f"postgresql://{USER}@127.0.0.1:{port}/postgres"
        print(f"PostgreSQL on 127.0.0.1:{port} (throwaway, in {folder})", flush=True)
        env = {**os.environ, "TEST_DATABASE_URL": url}
        return subprocess.run(command, env=env, check=False).returncode
    finally:
        stop = [pg_ctl, "-D", str(data), "-m", "immediate", "-w", "stop"]
        subprocess.run(
            as_server_user(stop), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False
        )
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
