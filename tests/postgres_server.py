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


class Server:
    """A throwaway PostgreSQL server in a temporary folder, on 127.0.0.1 and a free port. It
    can be stopped and started again on the same data (a database outage, for a test)."""

    def __init__(self, programs: Path) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="splitbot-pg-"))
        self.data, self.port = self.folder / "data", free_port()
        self.pg_ctl = str(programs / "pg_ctl")
        if os.geteuid() == 0:
            owner = pwd.getpwnam("postgres")
            os.chown(self.folder, owner.pw_uid, owner.pw_gid)
        initdb = [str(programs / "initdb"), "-D", str(self.data), "-A", "trust", "-U", USER]
        try:
            subprocess.run(as_server_user(initdb), capture_output=True, check=True)
        except BaseException:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise

    @property
    def url(self) -> str:
        return f"postgresql://{USER}@127.0.0.1:{self.port}/postgres"

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        log = str(self.folder / "server.log")
        start = [self.pg_ctl, "-D", str(self.data), "-o", options, "-l", log, "-w", "start"]
        subprocess.run(as_server_user(start), capture_output=True, check=True)

    def stop(self) -> None:
        """Stop at once, as a crash or ``kill`` would: clients' connections are cut."""
        stop = [self.pg_ctl, "-D", str(self.data), "-m", "immediate", "-w", "stop"]
        subprocess.run(
            as_server_user(stop), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False
        )

    def remove(self) -> None:
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


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
    server = Server(programs)
    try:
        server.start()
        print(f"PostgreSQL on 127.0.0.1:{server.port} (throwaway, in {server.folder})", flush=True)
        env = {**os.environ, "TEST_DATABASE_URL": server.url}
        return subprocess.run(command, env=env, check=False).returncode
    finally:
        server.remove()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
